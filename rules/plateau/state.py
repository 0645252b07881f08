"""The Plateau position: the truth about every piece, plus the exchange bookkeeping.

Stacks are tuples of piece ints (``encoding``), bottom first, sixteen of them
indexed by square number; hands and prisoners are counts per type index. A
state is a handful of tuples and small ints, so copying one is cheap and a
replayed state equals the original field by field.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from rules.base import Outcome, Seat
from rules.plateau.moves import PlateauMove

OPENING: Final = 0  # the two opening placements (§4); ``seat`` says whose
PLAY: Final = 1  # a normal turn of ``seat`` (§5.1)
ANSWER: Final = 2  # ``seat`` must answer ``tender`` (§6.1 step 3)
DECLINED: Final = 3  # ``seat`` (the tenderer) must raise or withdraw (§6.1 step 5)
OVER: Final = 4

PHASE_NAMES: Final = ("open", "play", "answer", "declined", "over")
"""The view's names for the phases, by phase number."""


@dataclass(frozen=True, slots=True)
class PendingTender:
    """A tender standing (§6.1): who made it, what (counts per type), its value and
    the floor F of the responder's prisoners."""

    by: Seat
    counts: tuple[int, ...]
    value: int
    floor: int


@dataclass(frozen=True, slots=True)
class PlateauState:
    """The whole truth of a game; ``rules.plateau.views`` decides who may see what.

    ``seat`` is the seat to act: the responder while a tender awaits an answer.
    ``barred`` says the seat to act withdrew a tender this turn and may not
    tender again. ``last_detail`` keeps what the last move made public (flipped
    piece, dropped groups, captured pieces) so a view can echo it (§2.4).
    """

    board: tuple[tuple[int, ...], ...]  # 16 stacks, bottom piece first
    hands: tuple[tuple[int, ...], tuple[int, ...]]  # per seat, counts per type index
    prisoners: tuple[tuple[int, ...], tuple[int, ...]]  # held by seat: the other's pieces
    phase: int
    seat: Seat
    ply: int
    tender: PendingTender | None = None
    barred: bool = False
    result: Outcome | None = None
    last: PlateauMove | None = None
    last_mover: Seat | None = None
    last_detail: tuple[int, ...] = ()
