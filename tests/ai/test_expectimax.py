"""Plakoto's expectimax (issue 22), blunders, and the appraisal behind /analyse."""

from __future__ import annotations

from ai import Level, appraise, choose_move, observe
from ai.observation import Observation
from rules import GAMES
from tests.ai.test_search import pinch_race, plakoto_bear_off, plakoto_middle_game

PLAKOTO = GAMES["plakoto"]


def test_a_bigger_budget_looks_deeper_and_the_search_is_reproducible():
    state = plakoto_middle_game()
    observation = observe("plakoto", state, PLAKOTO.to_move(state))
    legal = {str(move) for move in PLAKOTO.legal_moves(state)}
    shallow = choose_move(observation, Level(0, 1, 60.0), 1)
    deep = choose_move(observation, Level(0, 120, 60.0), 2)
    assert set(shallow.visits) == set(deep.visits) == legal  # every move rated at ply 1
    assert max(shallow.visits.values()) == 1
    assert deep.visits[deep.move] >= 2  # the choice was compared a roll deeper
    assert sum(depth >= 2 for depth in deep.visits.values()) >= 2
    assert all(0.0 <= value <= 1.0 for value in deep.values.values())
    again = choose_move(observation, Level(0, 120, 60.0), 3)  # no dice drawn: seeds do not matter
    assert (again.move, again.visits, again.values) == (deep.move, deep.visits, deep.values)
    compared = [m for m, depth in deep.visits.items() if depth >= deep.visits[deep.move]]
    assert deep.values[deep.move] == max(deep.values[m] for m in compared)


def test_the_clock_cuts_the_deep_look_short_but_a_move_is_always_chosen():
    state = plakoto_middle_game()
    result = choose_move(observe("plakoto", state, PLAKOTO.to_move(state)), Level(0, 10**9, 0.0), 1)
    assert result.move in {str(move) for move in PLAKOTO.legal_moves(state)}


def test_a_blundering_level_still_takes_a_win_at_once():
    state = plakoto_bear_off()
    careless = Level(1, 10, 1.0, blunder=1.0)
    for seed in range(5):
        assert choose_move(observe("plakoto", state, 0), careless, seed).move == "5/off 2/off"
    pinch = GAMES["pinch"].initial({"size": 9})
    moves = {choose_move(observe("pinch", pinch, 0), careless, seed).move for seed in range(8)}
    assert len(moves) > 1  # random moves, not the search's one choice


def test_an_imprecise_level_slips_mostly_to_near_misses():
    state = plakoto_middle_game()
    observation = observe("plakoto", state, PLAKOTO.to_move(state))
    steady = choose_move(observation, Level(0, 1, 60.0), 1)
    values = steady.values
    ranked = sorted(values, key=lambda move: -values[move])
    assert len(ranked) >= 6, "the position must offer a real choice"
    sharp = Level(0, 1, 60.0, imprecision=1e-6)
    assert {choose_move(observation, sharp, seed).move for seed in range(20)} == {steady.move}
    loose = Level(0, 1, 60.0, imprecision=0.02)
    picks = [choose_move(observation, loose, seed).move for seed in range(300)]
    assert set(picks) <= set(values) and len(set(picks)) > 1
    near = sum(values[ranked[0]] - values[move] <= 0.02 for move in picks)
    far = sum(values[ranked[0]] - values[move] > 0.1 for move in picks)
    assert near > far, "slips are mostly near misses"
    assert picks == [choose_move(observation, loose, seed).move for seed in range(300)]


def test_the_appraisal_weighs_a_losing_move_against_the_winning_one():
    state = pinch_race()  # e1 wins at once; anything else lets White win with e1
    seat = GAMES["pinch"].to_move(state)
    observation = Observation("pinch", seat, state=state)
    level = Level(3, 200, 60.0)
    good = appraise(observation, "e1", level, 1)
    assert (good.best, good.loss) == ("e1", 0.0)
    bad = appraise(observation, "a9", level, 1)
    assert bad.best == "e1" and bad.best_value == 1.0 and bad.loss > 0.9


def test_a_plakoto_move_is_appraised_as_deeply_as_the_best():
    state = plakoto_middle_game()
    seat = PLAKOTO.to_move(state)
    moves = [str(move) for move in PLAKOTO.legal_moves(state)]
    level = Level(3, 120, 60.0)
    ranked = choose_move(observe("plakoto", state, seat), Level(0, 1, 60.0), 1)
    worst = min(ranked.values, key=ranked.values.__getitem__)
    appraisal = appraise(Observation("plakoto", seat, state=state), worst, level, 1)
    assert appraisal.best != worst and appraisal.loss > 0.0
    assert appraisal.best in moves
    assert 0.0 <= appraisal.played_value <= appraisal.best_value <= 1.0
