"""``python -m ai duel``: one JSON line per run, reproducible, with clear errors."""

from __future__ import annotations

import json
import subprocess
import sys
from random import Random

import pytest

from ai.__main__ import main
from ai.duel import Duel, run_duel
from ai.levels import LEVELS, level_for
from ai.players import parse_player
from rules import GAMES

FIELDS = {
    "game", "options", "a", "b", "games", "wins", "draws", "losses",
    "a_seconds_per_move", "b_seconds_per_move", "seed", "time_scale",
}  # fmt: skip


def test_a_tiny_duel_prints_one_json_line():
    command = [sys.executable, "-m", "ai", "duel", "pinch", "--a", "level:1", "--b", "random"]
    command += ["--games", "2", "--set", "size=9", "--jobs", "2", "--seed", "5"]
    command += ["--time-scale", "0.5"]
    done = subprocess.run(command, capture_output=True, text=True, check=True, timeout=120)
    lines = done.stdout.splitlines()
    assert len(lines) == 1
    summary = json.loads(lines[0])
    assert set(summary) == FIELDS
    assert summary["options"] == {"size": 9}
    assert (summary["a"], summary["b"], summary["seed"]) == ("level:1", "random", 5)
    assert summary["time_scale"] == 0.5
    assert summary["wins"] + summary["draws"] + summary["losses"] == summary["games"] == 2
    assert summary["a_seconds_per_move"] > 0 and summary["b_seconds_per_move"] > 0


def test_a_run_does_not_depend_on_the_number_of_jobs():
    duel = Duel("plakoto", {"match_length": 1, "white_seat": 0}, parse_player("level:1"),
                parse_player("random"), seed=3, time_scale=0.1)  # fmt: skip
    alone = run_duel(duel, 2, jobs=1)
    together = run_duel(duel, 2, jobs=2)
    keys = ("wins", "draws", "losses")
    assert [alone[k] for k in keys] == [together[k] for k in keys]


def test_two_searches_play_plateau_each_from_its_own_view(capsys):
    main(["duel", "plateau", "--a", "level:1", "--b", "level:1,knowledge=off", "--games", "2",
          "--jobs", "1"])  # fmt: skip
    summary = json.loads(capsys.readouterr().out)
    assert summary["wins"] + summary["draws"] + summary["losses"] == 2


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--set", "size=8"], "size must be one of 9, 11, 13, not '8'."),
        (["--set", "colour=red"], "Unknown option 'colour'"),
        (["--set", "size"], "--set takes KEY=VALUE, not 'size'."),
        (["--a", "level:9"], "'level:9' is not a player"),
        (["--a", "level:2,iterations=0"], "'iterations=0' in 'level:2,iterations=0'"),
        (["--a", "level:2,blunder=2"], "blunder=P or imprecision=T (0 to 1)"),
        (["--time-scale", "0"], "expected a number above 0 and at most 100, not '0'"),
    ],
)
def test_bad_input_exits_with_code_2_and_says_why(arguments, message, capsys):
    argv = ["duel", "pinch", "--a", "level:1", "--b", "random", "--games", "1", *arguments]
    with pytest.raises(SystemExit) as exited:
        main(argv)
    assert exited.value.code == 2
    assert message in capsys.readouterr().err


def test_unknown_games_are_refused(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["duel", "chess", "--a", "random", "--b", "random"])
    assert exited.value.code == 2
    assert "There is no game called 'chess'" in capsys.readouterr().err


def test_player_specs():
    assert parse_player("random").level("pinch") is None
    assert parse_player("level:3").level("pinch") == LEVELS[3]
    assert parse_player("level:3").level("plakoto") == level_for("plakoto", 3)
    tuned = parse_player(
        "level:3,knowledge=off,iterations=500,seconds=2,blunder=0.5,imprecision=0.02"
    )
    assert tuned.informed is False
    for game in ("pinch", "plakoto"):
        level = tuned.level(game)
        assert level is not None
        assert (level.number, level.iterations, level.seconds) == (3, 500, 2.0)
        assert (level.blunder, level.imprecision) == (0.5, 0.02), "modifiers win"


def test_a_time_scale_multiplies_every_budget_and_keeps_the_rest():
    level = LEVELS[5].scaled(0.01)
    assert (level.number, level.iterations, level.seconds) == (5, 75, 0.1)
    assert LEVELS[1].scaled(0.001).iterations == 1  # never less than one
    assert LEVELS[1].scaled(0.5).blunder == LEVELS[1].blunder


class DiceRecorder:
    """A duel side that plays at random and notes the dice of every turn it plays."""

    text = "recorder"

    def __init__(self) -> None:
        self.dice: list[tuple[int, int]] = []

    def choose(self, game_name, state, seat, seed, time_scale=1.0):
        self.dice.append(state.dice)
        moves = GAMES[game_name].legal_moves(state)
        return moves[Random(seed).randrange(len(moves))]


def test_paired_games_swap_seats_and_share_their_dice():
    """Games 2k and 2k + 1 roll the same dice whatever the players choose: the sides of a
    pair get each other's luck."""
    seen = []
    for index in (0, 1):
        a, b = DiceRecorder(), DiceRecorder()
        Duel("plakoto", {"match_length": 1, "white_seat": 0}, a, b, seed=4).play(index)
        first, second = (a, b) if index == 0 else (b, a)  # who sat at seat 0
        turns = zip(first.dice, second.dice, strict=False)
        seen.append([roll for pair in turns for roll in pair])
    common = min(len(seen[0]), len(seen[1]))
    assert common > 20 and seen[0][:common] == seen[1][:common]
