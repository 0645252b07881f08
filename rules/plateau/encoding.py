"""A piece on the board as one small int, so a stack is a tuple of ints.

The AI copies states millions of times and random playouts apply tens of
thousands of moves a second, so a piece is not an object with an id but a
7-bit value (spec §5.5's record, packed):

======  =====================================================================
bit 0   owner seat (0 Black, 1 White)
1–3     type index in ``TYPES`` (A T RM BM R B M)
4       flipped: side 1 of ``SIDES`` is up (always 0 for the one-faced M, B, R)
5       the up face is public (§7.2)
6       the down face is public
======  =====================================================================

Pieces carry no identity, so a piece that went back to a hand cannot be
recognised later by anything but its faces (§7.2). Every table below is
indexed by ``piece & FACES``: owner, type and orientation, 32 entries.
"""

from __future__ import annotations

from typing import Final

from rules.plateau.pieces import COUNT, MARKERS, ORANGE, SIDES, TYPE_OF_CODE, TYPES

FLIPPED: Final = 16
UP_SEEN: Final = 32
DOWN_SEEN: Final = 64
SEEN: Final = UP_SEEN | DOWN_SEEN
FACES: Final = 31
"""Owner, type and orientation: what the face tables are indexed by."""

KIND: Final = {letter: index for index, letter in enumerate(TYPES)}
"""Type letter to type index (descending value, so index order is canonical order)."""

FULL_SET: Final = tuple(COUNT[letter] for letter in TYPES)
"""The twelve pieces of one player as counts per type index."""

TWO_FACED_KINDS: Final = frozenset(k for k, t in enumerate(TYPES) if SIDES[t][0] != SIDES[t][1])


def _faces(index: int) -> tuple[str, str]:
    kind = index >> 1 & 7
    if kind >= len(TYPES):
        return ("", "")
    a, b = SIDES[TYPES[kind]]
    return (b, a) if index & FLIPPED else (a, b)


UP_FACE: Final = tuple(_faces(i)[0] for i in range(32))
DOWN_FACE: Final = tuple(_faces(i)[1] for i in range(32))
CODE: Final = tuple(up + down for up, down in zip(UP_FACE, DOWN_FACE, strict=True))
"""The two-letter code (up face first) of ``piece & FACES``."""
WEAPON: Final = tuple(face in MARKERS for face in UP_FACE)
"""Whether the up face is a marker: a unit topped by it pins and captures (§3)."""
ORANGE_UP: Final = tuple(face == ORANGE for face in UP_FACE)
FLIPPABLE: Final = tuple(i >> 1 & 7 in TWO_FACED_KINDS for i in range(32))
"""Only pieces with two different faces may be flipped (§5.3.2)."""


def _code_bits() -> dict[str, int]:
    bits = {}
    for code, letter in TYPE_OF_CODE.items():
        kind = KIND[letter]
        flipped = FLIPPED if SIDES[letter][0] != code[0] else 0
        bits[code] = kind << 1 | flipped
    return bits


CODE_BITS: Final = _code_bits()
"""A real two-letter code to its type and orientation bits (owner 0, nothing seen)."""

CODE_KIND: Final = {code: bits >> 1 & 7 for code, bits in CODE_BITS.items()}
"""A real two-letter code to its type index."""


def kind_of(piece: int) -> int:
    return piece >> 1 & 7


def letters(counts: tuple[int, ...]) -> tuple[str, ...]:
    """Counts per type index as type letters in canonical (descending value) order."""
    return tuple(letter for letter, n in zip(TYPES, counts, strict=True) for _ in range(n))


def counts_of(kinds: tuple[str, ...] | list[str]) -> tuple[int, ...]:
    """Type letters as counts per type index."""
    counts = [0] * len(TYPES)
    for letter in kinds:
        counts[KIND[letter]] += 1
    return tuple(counts)
