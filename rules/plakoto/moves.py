"""Plakoto's moves: dice (chance) and whole turns, one shared object per value.

A ``Turn`` is identified by the position it produces (spec §0.4), and that
position is written as its single-die hops in the mover's numbering, sorted
by from-point then to-point, both descending (``off`` counts as 0). Turns are
interned by their hop tuple, so the thousands of turns a playout lists are
shared objects, and ``str`` is computed once per object.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Final

Hop = tuple[int, int]
"""One die's step of one checker: (from, to) in the mover's numbering, to 0 = off."""


def hop_text(hop: Hop) -> str:
    return f"{hop[0]}/{'off' if hop[1] == 0 else hop[1]}"


def turn_text(hops: tuple[Hop, ...]) -> str:
    """``x/y`` per hop in the given (canonical) order, identical hops merged as ``x/y(n)``."""
    if not hops:
        return "pass"
    parts: list[str] = []
    index = 0
    while index < len(hops):
        hop = hops[index]
        run = 1
        while index + run < len(hops) and hops[index + run] == hop:
            run += 1
        parts.append(hop_text(hop) + (f"({run})" if run > 1 else ""))
        index += run
    return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Turn:
    """A whole turn of the player to move; ``hops`` empty means ``pass``."""

    hops: tuple[Hop, ...]
    _text: str = field(default="", compare=False, repr=False)

    def __str__(self) -> str:
        return self._text or turn_text(self.hops)

    @property
    def is_pass(self) -> bool:
        return not self.hops


_TURNS: dict[tuple[Hop, ...], Turn] = {}


def turn_of(hops: tuple[Hop, ...]) -> Turn:
    """The shared ``Turn`` for canonical ``hops`` (sorted descending)."""
    turn = _TURNS.get(hops)
    if turn is None:
        turn = Turn(hops, turn_text(hops))
        if len(_TURNS) < 200_000:  # a bound, in case a long-running process sees every turn
            _TURNS[hops] = turn
    return turn


PASS: Final = turn_of(())


@dataclass(frozen=True, slots=True)
class Dice:
    """A chance move: ``roll 6-3`` (higher die first) or ``open A-B`` (seat 0's die first)."""

    opening: bool
    first: int
    second: int

    def __str__(self) -> str:
        return f"{'open' if self.opening else 'roll'} {self.first}-{self.second}"

    @property
    def values(self) -> tuple[int, int]:
        return (self.first, self.second)


ROLLS: Final = tuple(Dice(False, a, b) for a in range(1, 7) for b in range(1, a + 1))
"""The 21 distinct rolls, higher die first."""

ROLL_OUTCOMES: Final = tuple(
    (roll, Fraction(1, 36) if roll.first == roll.second else Fraction(1, 18)) for roll in ROLLS
)

OPENINGS: Final = tuple(Dice(True, a, b) for a in range(1, 7) for b in range(1, 7) if a != b)
"""The 30 opening rolls; ties are re-rolled by the service without being logged (§0.5)."""

OPEN_OUTCOMES: Final = tuple((opening, Fraction(1, 30)) for opening in OPENINGS)

ROLL_BY_VALUES: Final = {(d.first, d.second): d for d in ROLLS}
OPEN_BY_VALUES: Final = {(d.first, d.second): d for d in OPENINGS}

PlakotoMove = Turn | Dice
