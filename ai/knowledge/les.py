"""What the search may know about Les: holes owned now, and holes in the making.

The result counts owned holes first (§3.4), so the evaluation counts, for
each colour, the holes it owns already plus the *areas* it is building: the
connected groups of empty points that touch its stones and no enemy stone.
An area is not safe until the board has no lone point left and no contact
point next to it, so the weight of a lead shrinks with the number of contact
points still open (each is a turn of play that can change it). The weights
were fitted by likelihood on positions of random games (sizes 7 and 9).

Turns are a contact point and a lone point, thousands of them early on, so
the priors score the two halves apart and multiply: a contact stone by the
area points next to it (there a hole of either colour is closed or broken),
a lone stone by the free space around it. Playouts draw a contact point and
then a lone point from bitboards, never listing the turns.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from math import exp
from typing import Final

from ai.knowledge.weighted import random_set_bit
from rules.les.geometry import Geometry, geometry
from rules.les.moves import LesMove, Turn, move_tables, setup_sample
from rules.les.state import LesState
from rules.sides import SIDES

PLAYOUT_PLIES: Final = 12
"""Playouts this long, then the evaluation. In duels at equal budgets 4, 12, 30 plies and
playing to the end were within noise of each other, and 12 plies cost an eighth of a
playout to the end."""

SLOPE: Final = 1.6
"""Logistic slope per hole of lead once no contact point is left."""

SETTLING: Final = 8.0
"""The slope halves when this many contact points are still open."""

AREA_WEIGHT: Final = 0.8
"""An area in the making counts this much of an owned hole (fitted with ``SLOPE``)."""

LONE_PHASE: Final = 0.25
"""The slope is this much smaller while lone points remain: random openings decide little."""

HOT: Final = 2.0
"""Prior weight per area point next to a contact point: there a hole is made or broken."""

OPEN: Final = 0.3
"""Prior weight per free neighbour of a lone point (no stone next to it): room for an
area of one's own. Small, so it mostly breaks ties between the hundreds of lone points."""


def _areas(geo: Geometry, bits: int) -> int:
    """Connected groups of the points ``bits``."""
    return sum(1 for _ in geo.regions(bits))


def _owned(geo: Geometry, empty: int, black: int, white: int) -> int:
    """Holes owned by Black minus holes owned by White (§3.4), by flood fill over ``empty``."""
    lead = 0
    for region in geo.regions(empty):
        touching = geo.spread(region)
        if touching & black:
            if not touching & white:
                lead += 1
        elif touching & white:
            lead -= 1
    return lead


def _black_wins(geo: Geometry, black: int, white: int) -> float:
    """P(Black wins) of a position in play, draws counting half."""
    empty = geo.board & ~(black | white)
    near_black, near_white = geo.spread(black), geo.spread(white)
    contact = empty & near_black & near_white
    lead = _owned(geo, empty, black, white) + AREA_WEIGHT * (
        _areas(geo, empty & near_black & ~near_white)
        - _areas(geo, empty & near_white & ~near_black)
    )
    slope = SLOPE / (1.0 + contact.bit_count() / SETTLING)
    if empty & ~(near_black | near_white):
        slope *= LONE_PHASE
    return 1.0 / (1.0 + exp(-slope * lead))


class LesKnowledge:
    """Les's :class:`~ai.knowledge.contract.Knowledge`; stateless, so one instance serves
    every search."""

    playout_plies: int | None = PLAYOUT_PLIES

    def evaluate(self, state: LesState) -> float:
        """P(seat 0 wins); the side chooser is assumed to take the better colour."""
        if state.ply == 0:
            return 0.5  # seat 0 will set up a position it finds fair
        geo = geometry(state.size)
        black_wins = _black_wins(geo, state.black, state.white)
        if state.black_seat is None:
            return min(black_wins, 1.0 - black_wins)
        return black_wins if state.black_seat == 0 else 1.0 - black_wins

    def priors(self, state: LesState, moves: Sequence[LesMove]) -> list[float]:
        """Contact stones next to an area (either colour's) first; lone stones in open space.

        No opinion on the setup and the side: the evaluation of the position
        after them is what tells them apart.
        """
        if state.ply < 2:
            return [1.0] * len(moves)
        geo = geometry(state.size)
        black, white = state.black, state.white
        empty = geo.board & ~(black | white)
        near_black, near_white = geo.spread(black), geo.spread(white)
        areas = empty & (near_black ^ near_white)
        free = empty & ~(near_black | near_white)
        neighbours = geo.neighbours
        stride = geo.stride
        contact_weight: dict[int, float] = {}
        lone_weight: dict[int, float] = {}
        weights: list[float] = []
        append = weights.append
        for move in moves:
            assert type(move) is Turn
            point = move.contact
            x = point.row * stride + point.line
            weight = contact_weight.get(x)
            if weight is None:
                weight = 1.0 + HOT * (neighbours[x] & areas).bit_count()
                contact_weight[x] = weight
            if move.lone is not None:
                point = move.lone
                y = point.row * stride + point.line
                lone = lone_weight.get(y)
                if lone is None:
                    lone = 1.0 + OPEN * (neighbours[y] & free).bit_count()
                    lone_weight[y] = lone
                weight *= lone
            append(weight)
        return weights

    def playout_move(self, state: LesState, random: Callable[[], float]) -> LesMove:
        """A random contact point, then a random lone point that is still lone after it."""
        size = state.size
        if state.ply == 0:
            sample = setup_sample(size)
            return sample[int(random() * len(sample))]
        geo = geometry(size)
        black, white = state.black, state.white
        if state.ply == 1:
            return SIDES[0] if _black_wins(geo, black, white) >= 0.5 else SIDES[1]
        empty = geo.board & ~(black | white)
        near_black, near_white = geo.spread(black), geo.spread(white)
        contact = random_set_bit(geo.cells, empty & near_black & near_white, random)
        lone = empty & ~(near_black | near_white) & ~geo.neighbours[contact]
        tables = move_tables(size)
        if not lone:
            return tables.singles[contact]
        return tables.row(contact)[random_set_bit(geo.cells, lone, random)]


LES_KNOWLEDGE: Final = LesKnowledge()
