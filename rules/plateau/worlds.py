"""Sampling a full state that fits what one seat (or a spectator) sees (determinization).

The AI plays hidden-information Plateau by sampling such worlds and searching
each, and the leak tests use them: if a fact can be changed without changing
the view, the view did not show it. A world keeps every shown face and
public flag; each disc with a ``?`` and each unseen hand slot gets a piece
drawn from what is left of its owner's twelve (minus the pieces identified on
the board, his pieces the opponent holds as prisoners, and his hand if shown),
respecting the type counts and the faces already shown. Discs are filled by
randomized backtracking, choosing types in proportion to how many are left.
"""

from __future__ import annotations

from rules.base import Outcome
from rules.plateau.encoding import (
    CODE_BITS,
    DOWN_FACE,
    DOWN_SEEN,
    FLIPPABLE,
    FLIPPED,
    FULL_SET,
    UP_FACE,
    UP_SEEN,
    counts_of,
    kind_of,
)
from rules.plateau.geometry import SQUARES
from rules.plateau.pieces import HIDDEN
from rules.plateau.prisoners import minus
from rules.plateau.state import OVER, PHASE_NAMES, PendingTender, PlateauState
from rules.plateau.view import Disc, PlateauView
from rules.protocol import Rng

Slot = tuple[int, int]
"""(square, index in the stack) of a disc whose faces are not all shown."""


def _candidates(disc: Disc, left: list[int], rng: Rng) -> list[int]:
    """Piece bits (type and orientation) fitting the disc's shown faces, in a random
    order weighted by how many of each type are left."""
    keyed = []
    for kind, count in enumerate(left):
        if not count:
            continue
        bits = [kind << 1, kind << 1 | FLIPPED] if FLIPPABLE[kind << 1] else [kind << 1]
        fits = [
            b
            for b in bits
            if disc.up in (HIDDEN, UP_FACE[b]) and disc.down in (HIDDEN, DOWN_FACE[b])
        ]
        for b in fits:
            # Efraimidis–Spirakis: sorting by u ** (1 / weight) draws a weighted order.
            keyed.append((rng.random() ** (len(fits) / count), b))
    keyed.sort(reverse=True)
    return [b for _, b in keyed]


def _fill(slots: list[Slot], stacks: list[list[Disc]], left: list[int], rng: Rng) -> list[int]:
    """Piece bits for each slot, or raise if the shown faces cannot be met."""
    chosen: list[int] = []

    def place(index: int) -> bool:
        if index == len(slots):
            return True
        square, height = slots[index]
        for bits in _candidates(stacks[square][height], left, rng):
            kind = kind_of(bits)
            left[kind] -= 1
            chosen.append(bits)
            if place(index + 1):
                return True
            chosen.pop()
            left[kind] += 1
        return False

    if not place(0):
        raise ValueError("No state fits this view: its faces and counts contradict each other.")
    return chosen


def sample_world(view: PlateauView, rng: Rng) -> PlateauState:
    """A state whose view for ``view.viewer`` is ``view`` (the last move aside)."""
    stacks = [list(stack) for stack in view.stacks]
    board: list[list[int]] = [[0] * len(stack) for stack in stacks]
    hands: list[tuple[int, ...]] = []
    for owner in (0, 1):
        left = list(minus(FULL_SET, counts_of(view.prisoners[1 - owner])))
        shown_hand = view.hands[owner]
        if shown_hand is not None:
            left = list(minus(tuple(left), counts_of(shown_hand)))
        slots: list[Slot] = []
        for square in range(SQUARES):
            for height, disc in enumerate(stacks[square]):
                if disc.owner != owner:
                    continue
                if HIDDEN in disc.code:
                    slots.append((square, height))
                else:
                    bits = CODE_BITS[disc.code]
                    left[kind_of(bits)] -= 1
                    board[square][height] = bits
        rng.shuffle(slots)
        for (square, height), bits in zip(slots, _fill(slots, stacks, left, rng), strict=True):
            board[square][height] = bits
        if shown_hand is not None:
            hands.append(counts_of(shown_hand))
        else:
            if sum(left) != view.hand_counts[owner] or min(left) < 0:
                raise ValueError("No state fits this view: its piece counts do not add up.")
            hands.append(tuple(left))
    for square, stack in enumerate(stacks):
        for height, disc in enumerate(stack):
            seen = (UP_SEEN if disc.up_seen else 0) | (DOWN_SEEN if disc.down_seen else 0)
            board[square][height] |= disc.owner | seen
    phase = PHASE_NAMES.index(view.phase)
    tender = view.tender
    outcome: Outcome | None = view.outcome
    return PlateauState(
        tuple(tuple(stack) for stack in board),
        (hands[0], hands[1]),
        (counts_of(view.prisoners[0]), counts_of(view.prisoners[1])),
        phase,
        0 if view.to_move is None else view.to_move,
        view.ply,
        None
        if tender is None
        else PendingTender(tender.by, counts_of(tender.types), tender.value, tender.floor),
        view.tender_barred,
        outcome if phase == OVER else None,
    )
