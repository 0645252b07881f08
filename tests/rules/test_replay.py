"""Game-level entries (resign, timeout, draw, abort, takeback) handled once for every game."""

import pytest

from rules import GAMES
from rules.base import Outcome, Termination
from rules.errors import IllegalMove, InvalidNotation
from rules.pinch import PINCH
from rules.replay import Replay


def game(moves: str) -> Replay:
    return Replay.of(PINCH, {"size": 9}, moves.split(",") if moves else [])


@pytest.mark.parametrize(
    "entry, winner, termination",
    [
        ("resign 0", 1, Termination.RESIGNATION),
        ("resign 1", 0, Termination.RESIGNATION),
        ("timeout 1", 0, Termination.TIMEOUT),
        ("draw", None, Termination.AGREED_DRAW),
        ("abort", None, Termination.ABORTED),
    ],
)
def test_ending_entries(entry, winner, termination):
    replay = game("e5,d4")
    replay.play(entry)
    assert replay.outcome.winner == winner and replay.outcome.termination is termination
    assert replay.to_move is None and replay.legal_moves() == []
    with pytest.raises(IllegalMove, match="game is over"):
        replay.play("a1")
    with pytest.raises(IllegalMove, match="game is over"):
        replay.play("resign 0")


def test_entry_allowed_whoever_is_to_move():
    replay = game("e5")
    replay.play("resign 0")  # seat 1 is to move; seat 0 may still resign
    assert replay.outcome.winner == 1


def test_takeback_undoes_last_move_only():
    replay = game("e5,d4,c3")
    before = game("e5,d4").state
    replay.play("takeback")
    assert replay.state == before and replay.plies == 4 and replay.to_move == 0
    replay.play("takeback")
    assert replay.state == game("e5").state


def test_takeback_needs_a_move():
    with pytest.raises(IllegalMove, match="no move to take back"):
        game("").play("takeback")


@pytest.mark.parametrize("text", ["resign", "resign 2", "timeout x", "draw 1", "abort now"])
def test_malformed_entries(text):
    with pytest.raises(InvalidNotation):
        game("e5").play(text)


def test_failed_line_changes_nothing():
    replay = game("e5")
    state, plies = replay.state, replay.plies
    with pytest.raises(IllegalMove):
        replay.play("e5")
    assert replay.state is state and replay.plies == plies


def test_a_resignation_keeps_plateaus_prisoner_scores_and_reveals_everything():
    plateau = GAMES["plateau"]
    moves = ["open a1 xx rb", "open a3 xx rr", "m a1 a3"]  # Black captures both White pieces
    running = Replay.of(plateau, None, moves)
    assert "a3=[B:??, B:r?]" in running.view(None).text()
    resigned = Replay.of(plateau, None, [*moves, "resign 1"])
    assert resigned.outcome == Outcome(0, Termination.RESIGNATION, (2, 0))
    assert "a3=[B:xx, B:rb]" in resigned.view(None).text()
    assert "hand W: A T RM BM R B B M M M" in resigned.view(0).text()


def test_games_without_standing_scores_resign_without_them():
    replay = Replay.of(GAMES["pinch"], {"size": 9}, ["e5", "resign 1"])
    assert replay.outcome == Outcome(0, Termination.RESIGNATION)
