"""``python -m bench strength``'s interval and table, and the outside reference player."""

from __future__ import annotations

import pytest

from ai.duel import Duel, run_duel
from ai.players import parse_player
from bench.reference_uct import ReferenceUct
from bench.strength import table, wilson
from rules import GAMES


def test_the_wilson_interval_stays_inside_zero_and_one():
    low, high = wilson(0.5, 100)
    assert low == pytest.approx(0.404, abs=0.001) and high == pytest.approx(0.596, abs=0.001)
    assert wilson(1.0, 20) == pytest.approx((0.839, 1.0), abs=0.001)
    assert wilson(0.0, 0) == (0.0, 1.0)


@pytest.mark.parametrize("game", ["pinch", "plateau"])
def test_the_reference_uct_plays_whole_games_and_the_table_shows_them(game):
    options = {"size": 9} if game == "pinch" else {}
    resolved = GAMES[game].options_of(GAMES[game].initial(options))
    duel = Duel(game, resolved, parse_player("level:1"), ReferenceUct(0.002), 3, 0.1)
    row = run_duel(duel, 2, jobs=1)
    assert row["b"] == "uct:0.002s" and row["wins"] + row["draws"] + row["losses"] == 2
    lines = table([row]).splitlines()
    assert lines[2].startswith(f"| {game}") and "| 0.1 | 2 |" in lines[2]
