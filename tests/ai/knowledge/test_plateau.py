"""Plateau's search knowledge: legal playouts in sampled worlds, priors that put captures
first and keep the opening stack out of reach, and an estimate that reads who is nearer
six prisoners or a run of six."""

from __future__ import annotations

import random
import re

import pytest

from ai.knowledge.plateau import PLATEAU_KNOWLEDGE as KNOWLEDGE
from rules.plateau import PLATEAU, Move, Open, PlateauState, sample_world
from rules.plateau.geometry import SQUARE_OF

G = PLATEAU

EX13 = "pris.W={M, M, B, R, BM} a1=[W:xx, W:rr] a2=[B:xx] c3=[B:xx, B:bb]"
"""White holds five prisoners and can take a sixth: White wins on the move."""
EX12 = "c1=[W:xx, W:xx, W:bb, W:rr, W:xx] a4=[B:xx, B:rr]"
"""Five White pieces in a run and pieces in White's hand: one onboard makes six."""
AHEAD = "pris.B={A, T, M} a1=[B:xx, B:rr] d4=[W:xx, W:bb]"
"""Black holds three prisoners, White none; neither unit can reach the other."""


OTHER = {"B": "W", "W": "B"}


def swapped(text: str) -> str:
    """The same position with the owners exchanged (the rules do not depend on colour)."""
    return re.sub(r"\b([BW])(?=:|=)|(?<=pris\.)([BW])", lambda m: OTHER[m.group(0)], text)


def at(text: str, to_move: int) -> PlateauState:
    return G.position(text, to_move)


def games(seeds: range) -> list[PlateauState]:
    """Every state of games played by the knowledge's own playout policy."""
    states = []
    for seed in seeds:
        rng = random.Random(seed)
        state = G.initial()
        while G.to_move(state) is not None:
            states.append(state)
            move = KNOWLEDGE.playout_move(state, rng.random)
            assert move in G.legal_moves(state)
            state = G.apply(state, move)
    return states


def test_playouts_are_legal_and_estimates_stay_in_range():
    states = games(range(6))
    assert len(states) > 60
    for state in states:
        assert 0.0 <= KNOWLEDGE.evaluate(state) <= 1.0
        moves = G.legal_moves(state)
        weights = KNOWLEDGE.priors(state, moves)
        assert len(weights) == len(moves)
        assert all(w > 0.0 for w in weights)


def test_knowledge_works_in_worlds_sampled_from_a_view():
    # the search only ever hands the knowledge such worlds, never the true state
    rng = random.Random(5)
    for state in games(range(20, 23))[4::5]:
        seat = G.to_move(state)
        assert seat is not None
        world = sample_world(G.view(state, seat), rng)
        move = KNOWLEDGE.playout_move(world, rng.random)
        assert move in G.legal_moves(world)
        assert 0.0 <= KNOWLEDGE.evaluate(world) <= 1.0


def test_swapping_the_owners_swaps_the_estimate():
    for text, to_move in ((EX13, 1), (EX12, 1), (AHEAD, 0), (AHEAD, 1)):
        value = KNOWLEDGE.evaluate(at(text, to_move))
        mirror = KNOWLEDGE.evaluate(at(swapped(text), 1 - to_move))
        assert mirror == pytest.approx(1.0 - value)


@pytest.mark.parametrize(("text", "to_move"), [(EX13, 1), (EX12, 1)])
def test_a_win_on_the_move_is_nearly_certain(text, to_move):
    assert KNOWLEDGE.evaluate(at(text, to_move)) < 0.05


def test_prisoners_count():
    assert KNOWLEDGE.evaluate(at(AHEAD, 1)) > 0.75
    level = "a1=[B:xx, B:rr] d4=[W:xx, W:bb]"
    assert KNOWLEDGE.evaluate(at(level, 0)) == pytest.approx(1.0 - KNOWLEDGE.evaluate(at(level, 1)))


def test_a_threatened_capture_weighs_on_the_side_that_waits():
    # Black's red unit reaches a3 (two squares up): White's Mute there is lost if Black acts
    text = "a1=[B:xx, B:rr] a3=[W:xx] d4=[W:xx, W:bb]"
    assert KNOWLEDGE.evaluate(at(text, 0)) > KNOWLEDGE.evaluate(at(text, 1)) + 0.1


def test_priors_put_the_capture_first():
    # Ex 7: the Blue Mask unit on b1 lands on d3 and captures two
    state = at("b1=[W:xx, W:bx] d3=[B:rr, B:xx, B:bb]", 1)
    moves = G.legal_moves(state)
    weights = KNOWLEDGE.priors(state, moves)
    best = moves[weights.index(max(weights))]
    assert isinstance(best, Move)
    assert str(best) == "m b1 d3"
    assert sum(G.apply(state, best).prisoners[1]) == 2


def test_playouts_take_a_winning_capture():
    state = at(EX13, 1)
    rng = random.Random(1)
    wins = sum(
        G.apply(state, KNOWLEDGE.playout_move(state, rng.random)).result is not None
        for _ in range(50)
    )
    assert wins >= 40


def test_opening_priors_keep_out_of_the_first_stacks_reach():
    black = G.apply(G.initial(), Open(SQUARE_OF["a1"], "xx", "rr"))  # red: a2, a3, b1, c1
    moves = G.legal_moves(black)
    weights = dict(zip(moves, KNOWLEDGE.priors(black, moves), strict=True))
    exposed = weights[Open(SQUARE_OF["a3"], "xx", "rr")]
    safe = weights[Open(SQUARE_OF["d4"], "xx", "rr")]
    assert safe > 2 * exposed
    # a weapon on top of a cheap Mute is the preferred shape
    assert weights[Open(SQUARE_OF["d4"], "xx", "rr")] > weights[Open(SQUARE_OF["d4"], "rb", "xx")]
