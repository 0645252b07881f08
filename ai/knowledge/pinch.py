"""What the search may know about Pinch: connection distance, captures and the centre.

Pinch is won by an orthogonal chain between one's two edges, so the one
number that says most about a position is each colour's *distance*: how many
more stones, at the least, it needs to join its edges, walking through its
own stones for free and through empty points at one stone each (enemy stones
block; a capture could open them, which this deliberately ignores). The
distance is a layered bitboard flood fill, a few dozen integer operations, so
it is cheap enough to score every leaf of a short playout.

The same layers, grown from both edges, mark the empty points that lie on
some shortest path; those, and the points where a stone would convert enemy
stones, are where the good moves are, so the priors weigh them up and the
playouts prefer captures.

Distance alone cannot tell a centre stone from a corner stone (both save one
stone of distance), yet the corner stone is easy to pinch and leads nowhere
else; that is exactly the pie decision, so stones also count a little for
how central they are, and the swap's prior follows the first stone's
centrality.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from math import exp
from typing import Final

from rules.pinch.geometry import Geometry, geometry
from rules.pinch.moves import PinchMove, Place, Swap, place_moves
from rules.pinch.state import PinchState
from rules.sides import BLACK

PLAYOUT_PLIES: Final = 4
"""Short playouts: the distance evaluation reads a position better than a long random game
(at 50 iterations a move, 12 plies lost 5–15 to 4 in duels; 0 plies was within noise)."""

STEEPNESS: Final = 0.45
"""Logistic slope per stone of distance lead: a lead of four stones is about 6 to 1."""

TEMPO: Final = 1.0
"""The side to move is about this many stones nearer its goal than its distance says:
its next stone. (0.7 and 1.2 played no better in duels; 1.0 makes the lone first
stone on an edge worth no swap, with the centre term deciding the pie.)"""

CENTRE: Final = 0.3
"""Distance stones of lead per stone of centrality (1 in the centre, 0 on the edge)."""

UNREACHABLE: Final = 1000
"""Distance of a colour whose edges no longer have a path of own or empty points between them."""

CAPTURE_CHANCE: Final = 0.7
"""How often a playout plays an available capture instead of a random point."""

# Prior weights: every legal move has at least BASE, so nothing is ruled out.
BASE: Final = 1.0
NEAR: Final = 1.0  # next to a stone (eight neighbours): where the fighting is
ON_PATH: Final = 3.0  # on a shortest path of the mover or of the opponent
CAPTURE: Final = 4.0  # converts enemy stones
SWAP: Final = 8.0  # times the first stone's centrality: swap a central stone first


def _spread(geo: Geometry, bits: int) -> int:
    """Orthogonal neighbours of ``bits`` (guard bits are dropped by the caller's mask)."""
    stride = geo.stride
    return bits << 1 | bits >> 1 | bits << stride | bits >> stride


def _layers(geo: Geometry, mine: int, empty: int, start: int, goal: int) -> list[int]:
    """Reach sets ``R_0, R_1, …``: points joined to ``start`` using at most d empty points.

    Stops at the first layer touching ``goal`` (its index is the distance) or
    when a layer stops growing (no path: the last layer misses ``goal``).
    """
    stride = geo.stride
    reach = mine & start
    layers: list[int] = []
    while True:
        while True:  # flood through own stones for free
            grown = reach | ((reach << 1 | reach >> 1 | reach << stride | reach >> stride) & mine)
            if grown == reach:
                break
            reach = grown
        if layers and reach == layers[-1]:
            return layers
        layers.append(reach)
        if reach & goal:
            return layers
        reach |= (_spread(geo, reach) | start) & empty


def _distance(geo: Geometry, mine: int, empty: int, start: int, goal: int) -> int:
    layers = _layers(geo, mine, empty, start, goal)
    return len(layers) - 1 if layers[-1] & goal else UNREACHABLE


def _on_shortest_paths(geo: Geometry, mine: int, empty: int, edge_a: int, edge_b: int) -> int:
    """Empty points that lie on some cheapest path between the two edges.

    An empty point in ``forward[i]`` and ``backward[j]`` is counted in both,
    so a path through it costs ``i + j - 1``; it is on a shortest path when
    that equals the distance ``D``, i.e. ``j = D + 1 - i``.
    """
    forward = _layers(geo, mine, empty, edge_a, edge_b)
    if not forward[-1] & edge_b:
        return 0
    distance = len(forward) - 1
    backward = _layers(geo, mine, empty, edge_b, edge_a)
    path = 0
    for i in range(1, distance + 1):
        path |= forward[i] & backward[distance + 1 - i]
    return path & empty


def _captures(geo: Geometry, mine: int, theirs: int) -> int:
    """Points (empty or not) where a ``mine`` stone would pinch a ``theirs`` stone directly.

    A stone on c converts the enemy on c + side when its diagonal partner on
    c + diagonal is ``mine`` (§3.2); shifting each board back by the offset
    lines the three points up on c.
    """
    found = 0
    for diagonal, side_a, side_b in geo.diagonals:
        partner = mine >> diagonal if diagonal > 0 else mine << -diagonal
        enemy_a = theirs >> side_a if side_a > 0 else theirs << -side_a
        enemy_b = theirs >> side_b if side_b > 0 else theirs << -side_b
        found |= partner & (enemy_a | enemy_b)
    return found & geo.board


def _random_point(geo: Geometry, bits: int, random: Callable[[], float]) -> int:
    """The bit index of a uniformly drawn point of the non-empty set ``bits``.

    Dense sets draw board points until one is in the set (a few tries);
    sparse ones count to the k-th set bit, so neither case walks the board.
    """
    count = bits.bit_count()
    cells = geo.cells
    if count * 4 >= len(cells):
        while True:
            bit, index = cells[int(random() * len(cells))]
            if bits & bit:
                return index
    for _ in range(int(random() * count)):
        bits &= bits - 1
    return (bits & -bits).bit_length() - 1


class PinchKnowledge:
    """Pinch's :class:`~ai.knowledge.contract.Knowledge`; stateless, so one instance serves
    every search."""

    playout_plies: int | None = PLAYOUT_PLIES

    def evaluate(self, state: PinchState) -> float:
        """P(seat 0 wins) from the two connection distances and the move."""
        geo = geometry(state.size)
        black, white = state.black, state.white
        empty = geo.board & ~(black | white)
        black_distance = _distance(geo, black, empty, geo.rank_first, geo.rank_last)
        white_distance = _distance(geo, white, empty, geo.file_first, geo.file_last)
        lead: float = white_distance - black_distance  # in Black's favour
        black_to_move = state.colour_of(state.ply & 1) == BLACK
        lead += TEMPO if black_to_move else -TEMPO
        for ring, centrality in _rings(state.size):
            lead += CENTRE * centrality * ((black & ring).bit_count() - (white & ring).bit_count())
        black_wins = _logistic(STEEPNESS * lead)
        return black_wins if state.colour_of(0) == BLACK else 1.0 - black_wins

    def priors(self, state: PinchState, moves: Sequence[PinchMove]) -> list[float]:
        """Captures, shortest paths of either colour, then contact, then the rest."""
        geo = geometry(state.size)
        black, white = state.black, state.white
        empty = geo.board & ~(black | white)
        if state.colour_of(state.ply & 1) == BLACK:
            mine, theirs = black, white
        else:
            mine, theirs = white, black
        paths = _on_shortest_paths(
            geo, black, empty, geo.rank_first, geo.rank_last
        ) | _on_shortest_paths(geo, white, empty, geo.file_first, geo.file_last)
        captures = _captures(geo, mine, theirs)
        stones = black | white
        stride = geo.stride
        sideways = stones << 1 | stones >> 1
        near = _spread(geo, stones) | sideways << stride | sideways >> stride
        weights: list[float] = []
        append = weights.append
        for move in moves:
            if type(move) is Swap:
                append(BASE + SWAP * _centrality(geo, black.bit_length() - 1))
                continue
            assert type(move) is Place
            index = (move.y + 1) * stride + move.x + 1
            weight = BASE
            if near >> index & 1:
                weight += NEAR
            if paths >> index & 1:
                weight += ON_PATH
            if captures >> index & 1:
                weight += CAPTURE
            append(weight)
        return weights

    def playout_move(self, state: PinchState, random: Callable[[], float]) -> Place:
        """Usually a capture when one exists, else a uniformly random empty point."""
        geo = geometry(state.size)
        black, white = state.black, state.white
        empty = geo.board & ~(black | white)
        if state.colour_of(state.ply & 1) == BLACK:
            mine, theirs = black, white
        else:
            mine, theirs = white, black
        targets = empty
        if random() < CAPTURE_CHANCE:
            captures = _captures(geo, mine, theirs) & empty
            if captures:
                targets = captures
        return place_moves(state.size)[_random_point(geo, targets, random)]


def _centrality(geo: Geometry, index: int) -> float:
    """1 at the centre of the board, falling by square rings to 0 on the edge."""
    x, y = geo.point(index)
    middle = (geo.size - 1) / 2
    return 1.0 - max(abs(x - middle), abs(y - middle)) / middle


@cache
def _rings(size: int) -> tuple[tuple[int, float], ...]:
    """The board's square rings as (bitboard, centrality), edge ring (centrality 0) left out."""
    geo = geometry(size)
    rings: dict[float, int] = {}
    for bit, index in geo.cells:
        centrality = _centrality(geo, index)
        if centrality > 0:
            rings[centrality] = rings.get(centrality, 0) | bit
    return tuple((ring, centrality) for centrality, ring in rings.items())


def _logistic(value: float) -> float:
    """The logistic curve, clamped so that an unreachable goal cannot overflow ``exp``."""
    return 1.0 / (1.0 + exp(-max(-50.0, min(50.0, value))))


PINCH_KNOWLEDGE: Final = PinchKnowledge()
