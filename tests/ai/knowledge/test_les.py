"""Les's search knowledge: legal playouts through the setup, sane priors, and an
evaluation that counts owned holes and the areas that may become holes."""

from __future__ import annotations

import random

import pytest

from ai.knowledge.les import HOT
from ai.knowledge.les import LES_KNOWLEDGE as KNOWLEDGE
from rules.les import LES
from rules.les.moves import Setup, Side, Turn
from rules.les.state import LesState
from rules.replay import Replay


def replay(size: int, moves: list[str]) -> LesState:
    state: LesState = Replay.of(LES, {"size": size}, moves).state
    return state


def turns_of(text: str) -> list[str]:
    return [turn.strip() for turn in text.split("|")]


# §5 FD without Black's last turn (c1): White owns {a4} and {f3 g4}, Black owns nothing,
# and c1 is the only contact point left. "side white" seats Black at seat 0.
FD_BEFORE_LAST = turns_of(
    "b3 d1 | a3 f4 | c4 g6 | g5 e7 | e4 c6 | a2 | c5 | d7 | f5 | e3 | e5 | e2 | d6 | d2 "
    "| d3 | c2 | c3 | b5 | a1 | b1 | e6 | f7 | f6 | g7"
)
L10 = turns_of("b3 d1 | a3 f4 | c4 g6 | g5 e7")


@pytest.mark.parametrize("seed, size", [(1, 4), (2, 5), (3, 6)])
def test_playouts_are_legal_and_priors_and_evaluation_sane(seed, size):
    rng = random.Random(seed)
    state = LES.initial({"size": size})
    while LES.to_move(state) is not None:
        moves = LES.legal_moves(state)
        weights = KNOWLEDGE.priors(state, moves)
        assert len(weights) == len(moves) and min(weights) >= 0 and max(weights) > 0
        assert 0.0 <= KNOWLEDGE.evaluate(state) <= 1.0
        move = KNOWLEDGE.playout_move(state, rng.random)
        assert move in moves
        state = LES.apply(state, move)
    assert LES.outcome(state) is not None


def test_two_owned_holes_against_none_is_nearly_won_for_whoever_owns_them():
    black_at_seat_0 = replay(4, ["setup d4 d5 b2 b4", "side white", *FD_BEFORE_LAST])
    white_at_seat_0 = replay(4, ["setup d4 d5 b2 b4", "side black", *FD_BEFORE_LAST])
    assert LES.contact_points(black_at_seat_0) == ["c1"]
    assert KNOWLEDGE.evaluate(black_at_seat_0) < 0.1
    assert KNOWLEDGE.evaluate(white_at_seat_0) > 0.9
    assert KNOWLEDGE.evaluate(white_at_seat_0) == pytest.approx(
        1 - KNOWLEDGE.evaluate(black_at_seat_0)
    )


def test_the_setter_gets_the_worse_colour():
    state = replay(4, ["setup d4 d5 b2 b4"])
    assert KNOWLEDGE.evaluate(state) <= 0.5
    assert isinstance(KNOWLEDGE.playout_move(state, random.Random(1).random), Side)
    empty = LES.initial({"size": 4})
    assert isinstance(KNOWLEDGE.playout_move(empty, random.Random(1).random), Setup)


def test_priors_favour_contact_points_next_to_areas():
    # §5 L10, Black to move: contact a2, c5, e4, e5, f5; c6 the only lone point.
    # Area points (empty, touching one colour only): a1 next to a2; b5 and d6 next
    # to c5; d3 and e3 next to e4; e6 and f6 next to e5; f6 next to f5. c6 touches
    # no stone and has no free neighbour, so the lone half adds nothing.
    state = replay(4, ["setup d4 d5 b2 b4", "side white", *L10])
    moves = LES.legal_moves(state)
    weights = dict(zip(map(str, moves), KNOWLEDGE.priors(state, moves), strict=True))
    one, two = 1 + HOT, 1 + 2 * HOT
    assert weights == {"a2 c6": one, "c5": two, "e4 c6": two, "e5 c6": two, "f5 c6": one}


def test_playouts_draw_whole_turns_without_listing_them():
    state = replay(9, ["setup e5 e6 c3 c5", "side black"])
    rng = random.Random(2)
    for _ in range(50):
        move = KNOWLEDGE.playout_move(state, rng.random)
        assert isinstance(move, Turn) and move.lone is not None
        LES.apply(state, move)
