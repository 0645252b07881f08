"""Pinch's search knowledge: legal playouts, sane priors and an evaluation that reads
connection distance, captures and the pie decision the way the spec's positions do."""

from __future__ import annotations

import random

import pytest

from ai.knowledge.pinch import PINCH_KNOWLEDGE as KNOWLEDGE
from rules.pinch import PINCH, PinchState, Swap
from rules.pinch.geometry import geometry


def board(size: int, names: str) -> int:
    geo = geometry(size)
    bits = 0
    for name in names.split():
        move = PINCH.parse_move(PINCH.initial({"size": size}), name)
        bits |= 1 << geo.index(move.x, move.y)
    return bits


def position(black: str, white: str, mover: str, *, swapped: bool = False) -> PinchState:
    """A 9×9 mid-game position with ``mover`` ('X' Black or 'O' White) to play.

    ``swapped`` seats Black at seat 1, as after the pie rule's swap.
    """
    black_seat = 1 if swapped else 0
    seat = black_seat if mover == "X" else 1 - black_seat
    ply = 2 + seat  # past the swap, seat ``ply % 2`` to move
    return PinchState(9, board(9, black), board(9, white), ply, swapped, None, None, 0)


def transposed(state: PinchState) -> PinchState:
    """The colour-mirrored position: reflect in the a1–i9 diagonal and swap the colours,
    so each colour's task becomes the other's; seats keep their roles."""
    geo = geometry(state.size)

    def flip(bits: int) -> int:
        out = 0
        for bit, index in geo.cells:
            if bits & bit:
                x, y = geo.point(index)
                out |= 1 << geo.index(y, x)
        return out

    return PinchState(
        state.size,
        flip(state.white),
        flip(state.black),
        state.ply,
        not state.swapped,
        None,
        None,
        0,
    )


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_playouts_are_legal_and_priors_and_evaluation_sane(seed):
    rng = random.Random(seed)
    state = PINCH.initial({"size": 9})
    while PINCH.to_move(state) is not None:
        moves = PINCH.legal_moves(state)
        weights = KNOWLEDGE.priors(state, moves)
        assert len(weights) == len(moves) and min(weights) >= 0 and max(weights) > 0
        assert 0.0 <= KNOWLEDGE.evaluate(state) <= 1.0
        move = KNOWLEDGE.playout_move(state, rng.random)
        assert move in moves
        state = PINCH.apply(state, move)
    assert PINCH.outcome(state) is not None


def test_one_stone_from_connecting_is_nearly_won_for_its_seat():
    # Black's e1–e8 needs only e9 and Black is to move (T16a one ply early).
    nearly = position("e1 e2 e3 e4 e5 e6 e7 e8", "a1 a2 a3 a4 a5 a6 a7", "X")
    assert KNOWLEDGE.evaluate(nearly) > 0.95
    seats_swapped = position("e1 e2 e3 e4 e5 e6 e7 e8", "a1 a2 a3 a4 a5 a6 a7", "X", swapped=True)
    assert KNOWLEDGE.evaluate(seats_swapped) < 0.05
    mirrored = transposed(nearly)  # White's row 5 needs only i5, White to move
    assert PINCH.to_move(mirrored) == 0 and mirrored.colour_of(0) == "white"
    assert KNOWLEDGE.evaluate(mirrored) == pytest.approx(KNOWLEDGE.evaluate(nearly))


def test_evaluation_follows_the_distance_race():
    # Black needs two stones (e8, e9) against White's eight; one more stone is better still.
    two = position("e1 e2 e3 e4 e5 e6 e7", "a5 b5", "O")
    one = position("e1 e2 e3 e4 e5 e6 e7 e8", "a5 b5", "O")
    assert 0.5 < KNOWLEDGE.evaluate(two) < KNOWLEDGE.evaluate(one)


def test_priors_put_captures_first_then_contact_then_shortest_paths():
    # T1: Black f5 (or d5) pinches e5. d6 touches a stone and lies on a shortest path
    # of both colours, a9 only on one of Black's (column a), e2 on none: a Black path
    # up column e has to go round White's e5, and White's row 5 does not pass there.
    state = position("e6", "e5", "X")
    moves = PINCH.legal_moves(state)
    weights = dict(zip(map(str, moves), KNOWLEDGE.priors(state, moves), strict=True))
    assert weights["f5"] == weights["d5"] == max(weights.values())
    assert weights["f5"] > weights["d6"] > weights["a9"] > weights["e2"] > 0


def test_playouts_prefer_captures():
    state = position("e6", "e5", "X")
    rng = random.Random(7)
    picks = [KNOWLEDGE.playout_move(state, rng.random) for _ in range(200)]
    captures = sum(str(move) in ("d5", "f5") for move in picks)
    assert captures > 100  # uniform play would find them 2 times in 79


def test_the_pie_swaps_a_central_first_stone_sooner_than_an_edge_one():
    def swap_weight(first: str) -> float:
        empty = PINCH.initial({"size": 9})
        state = PINCH.apply(empty, PINCH.parse_move(empty, first))
        moves = PINCH.legal_moves(state)
        assert moves[-1] == Swap()
        return KNOWLEDGE.priors(state, moves)[-1]

    assert swap_weight("e5") > swap_weight("c3") > swap_weight("a1")


def test_a_central_stone_is_worth_more_than_an_edge_stone():
    centre = position("e5", "", "O")
    edge = position("e1", "", "O")
    assert KNOWLEDGE.evaluate(centre) > KNOWLEDGE.evaluate(edge)
