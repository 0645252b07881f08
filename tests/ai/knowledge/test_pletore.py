"""Pletore's search knowledge: legal playouts through the protocol, sane priors, and an
evaluation that reads the running score, the komi and the side choice as the spec does."""

from __future__ import annotations

import random
from dataclasses import replace
from math import exp

import pytest

from ai.knowledge.pletore import GAIN_TEMPERATURE, TEMPO
from ai.knowledge.pletore import PLETORE_KNOWLEDGE as KNOWLEDGE
from rules.pletore import PLETORE, Flip, Komi, Pass, Place, PletoreState, Side
from rules.pletore.game import NO_BUTTON
from rules.pletore.geometry import geometry


def position(diagram: str, *, komi: int, mover: str = "black", black_seat: int = 0) -> PletoreState:
    """A fixed-komi position from a §5 diagram (marks b/w/* ignored), past White's first turn."""
    rows = [line.split(None, 1) for line in diagram.strip("\n").splitlines()]
    size = len(rows)
    geo = geometry(size)
    black = white = 0
    for rank, cells in rows:
        for x in range(size):
            bit = 1 << geo.index(x, int(rank) - 1)
            mark = cells[2 * x : 2 * x + 1]
            if mark == "B":
                black |= bit
            elif mark == "W":
                white |= bit
    assert (komi - size) % 2, "these tests use games without a button"
    ply = 2 if mover == "black" else 3
    return PletoreState(size, black, white, komi, black_seat, NO_BUTTON, True, ply, 0, None)


def colours_swapped(state: PletoreState) -> PletoreState:
    """Every stone changes colour, the komi changes sign and the other colour moves,
    with each seat keeping its stones: the same game seen from the other colour."""
    assert state.komi is not None and state.black_seat is not None
    return replace(
        state,
        black=state.white,
        white=state.black,
        komi=-state.komi,
        black_seat=1 - state.black_seat,
        ply=state.ply ^ 1,
    )


F1 = """
5  b B B W w
4  B b B W W
3  b B W w W
2  B B W W w
1  b B W w W
"""  # §5 final F1: with komi 2, White 15, Black 12


P4 = """
5  . . B . b
4  . . . . .
3  . . W*. B
2  . . . . .
1  . . . . .
"""


def named(state: PletoreState) -> dict[str, float]:
    moves = PLETORE.legal_moves(state)
    return dict(zip(map(str, moves), KNOWLEDGE.priors(state, moves), strict=True))


@pytest.mark.parametrize(
    "seed, options",
    [(1, {"size": 5}), (2, {"size": 6}), (3, {"size": 4, "komi": 1}), (4, {"size": 7})],
)
def test_playouts_are_legal_and_priors_and_evaluation_sane(seed, options):
    rng = random.Random(seed)
    state = PLETORE.initial(options)
    while PLETORE.to_move(state) is not None and state.ply < 400:
        moves = PLETORE.legal_moves(state)
        weights = KNOWLEDGE.priors(state, moves)
        assert len(weights) == len(moves) and min(weights) >= 0 and max(weights) > 0
        assert 0.0 <= KNOWLEDGE.evaluate(state) <= 1.0
        move = KNOWLEDGE.playout_move(state, rng.random)
        assert move in moves
        state = PLETORE.apply(state, move)
    assert PLETORE.outcome(state) is not None


def test_the_score_leader_is_favoured_whichever_seat_and_colour_it_has():
    black_seat_0 = position(F1, komi=2)
    assert KNOWLEDGE.evaluate(black_seat_0) < 0.4  # seat 0 is Black, three points behind
    white_seat_0 = replace(black_seat_0, black_seat=1)
    assert KNOWLEDGE.evaluate(white_seat_0) == pytest.approx(1 - KNOWLEDGE.evaluate(black_seat_0))
    mirrored = colours_swapped(white_seat_0)  # seat 0 now Black, with White's old lead
    assert mirrored.colour_of(0) == "black"
    assert KNOWLEDGE.evaluate(mirrored) == pytest.approx(KNOWLEDGE.evaluate(white_seat_0))


def test_a_lead_means_more_as_the_board_fills():
    sparse = position(P4, komi=0)  # Black 3 stones + 1 point against nothing, 20 empty
    full = position(F1, komi=-4)  # Black 12 against 13 + (-4): Black ahead by 3, 9 empty
    assert 0.5 < KNOWLEDGE.evaluate(sparse) < KNOWLEDGE.evaluate(full)


def test_priors_weigh_moves_by_the_running_score_they_gain():
    # §5 P4, Black to move, running score 3–1. The flip c3x makes it 4–0 (gain 2);
    # e5 only turns Black's point into Black's stone (gain 0); d4 adds a stone and
    # makes c4, d3, d5 and e4 Black's (8–1, gain 5), the most of any move.
    weights = named(position(P4, komi=0))
    assert weights["c3x"] / weights["e5"] == pytest.approx(exp(2 / GAIN_TEMPERATURE))
    assert weights["d4"] / weights["e5"] == pytest.approx(exp(5 / GAIN_TEMPERATURE))
    assert weights["d4"] == max(weights.values())


def test_a_final_pass_is_played_when_it_wins_and_avoided_when_it_loses():
    behind = replace(position(F1, komi=2), passes=1)  # White passed; Black is 3 behind
    ahead = replace(position(F1, komi=-4), passes=1)  # the same board, Black 3 ahead
    assert named(ahead)["pass"] == max(named(ahead).values())
    assert named(behind)["pass"] == min(named(behind).values())


def test_komi_proposals_start_near_the_fair_komi():
    state = PLETORE.initial({"size": 9})
    moves = PLETORE.legal_moves(state)
    weights = KNOWLEDGE.priors(state, moves)
    best = moves[weights.index(max(weights))]
    assert isinstance(best, Komi) and abs(best.value - TEMPO) <= 0.5
    assert weights[moves.index(Komi(81))] < 1e-3 * max(weights)
    assert isinstance(KNOWLEDGE.playout_move(state, random.Random(1).random), Komi)


def test_the_proposer_gets_the_worse_side_of_its_komi():
    def after_komi(value: int) -> PletoreState:
        empty = PLETORE.initial({"size": 9})
        return PLETORE.apply(empty, Komi(value))

    fair, generous = after_komi(1), after_komi(30)
    assert KNOWLEDGE.evaluate(generous) < KNOWLEDGE.evaluate(fair) <= 0.5
    assert KNOWLEDGE.playout_move(generous, random.Random(1).random) == Side("white")
    assert KNOWLEDGE.playout_move(after_komi(-30), random.Random(1).random) == Side("black")


def test_playouts_respect_the_anti_mirror_rule():
    state = PLETORE.initial({"size": 4, "komi": 1})
    state = PLETORE.apply(state, Place(1, 0))  # Black b1; White may not answer c4
    rng = random.Random(3)
    for _ in range(300):
        move = KNOWLEDGE.playout_move(state, rng.random)
        assert move != Place(2, 3)
        PLETORE.apply(state, move)


def test_playouts_flip_when_they_can():
    state = position(P4, komi=0)
    rng = random.Random(5)
    flips = sum(isinstance(KNOWLEDGE.playout_move(state, rng.random), Flip) for _ in range(200))
    assert flips > 60  # one flip among 21 moves: uniform play would pick it about 10 times


def test_passes_only_when_every_empty_point_is_the_opponents():
    # White to move; every empty point Black controls and no flip for White: only the pass.
    state = position(
        """
4  B b B b
3  b B b B
2  B b B b
1  b B b B
""",
        komi=1,
        mover="white",
    )
    assert PLETORE.legal_moves(state) == [Pass()]
    assert KNOWLEDGE.playout_move(state, random.Random(1).random) == Pass()
