"""Prisoner arithmetic for the exchange (spec §6): values, sub-multisets, the floor.

The commands that use it are in ``exchange``; this module only counts.

Prisoners are counts per type index. A player holding six prisoners has
already won, so at most five are ever held and a multiset has at most 32
sub-multisets; they are listed once per distinct holding and cached.
"""

from __future__ import annotations

from functools import cache
from itertools import product
from typing import Final

from rules.plateau.pieces import TYPES, VALUE

VALUES: Final = tuple(VALUE[letter] for letter in TYPES)


def value(counts: tuple[int, ...]) -> int:
    return sum(n * v for n, v in zip(counts, VALUES, strict=True))


def contains(held: tuple[int, ...], part: tuple[int, ...]) -> bool:
    """Whether ``part`` can be taken from ``held``."""
    return all(p <= h for p, h in zip(part, held, strict=True))


def minus(held: tuple[int, ...], part: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(h - p for h, p in zip(held, part, strict=True))


def plus(held: tuple[int, ...], part: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(h + p for h, p in zip(held, part, strict=True))


@cache
def parts(held: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every non-empty sub-multiset of ``held`` with its value, in a stable order
    (more of the valuable types first)."""
    out = []
    for part in product(*(range(n, -1, -1) for n in held)):
        if any(part):
            out.append((part, value(part)))
    return tuple(out)


def floor_value(tender: int, held: tuple[int, ...]) -> int:
    """F: the largest total of a sub-multiset of ``held`` not above ``tender`` (0 if none)."""
    return max((v for _, v in parts(held) if v <= tender), default=0)


def answers(tender: int, floor: int, held: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The legal ``give`` multisets: worth exactly the floor (when positive) or more than
    the tender (§6.1 step 3)."""
    return [part for part, v in parts(held) if v > tender or (v == floor and floor > 0)]
