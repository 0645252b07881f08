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


# --- dice once shown stay; a takeback cannot undo what a move showed ----------------------

PLAKOTO_START = ["open 4-1", "roll 6-4", "24/18 24/20", "roll 5-5"]
"""Seat 0 opens, rolls 6-4 and moves; seat 1 has been shown 5-5."""


def plakoto(lines: list[str]) -> Replay:
    return Replay.of(GAMES["plakoto"], {"match_length": 1}, lines)


def test_a_takeback_keeps_the_roll_that_followed_the_move():
    replay = plakoto([*PLAKOTO_START, "takeback"])
    assert replay.to_move == 0 and replay.state.dice == (6, 4), "the mover's own roll stays"
    assert [str(m) for m in replay.kept] == ["roll 5-5"]
    replay.play("24/14")  # another turn with the same dice
    assert [(str(m), p) for m, p in replay.chance_outcomes()] == [("roll 5-5", 1)]
    assert [str(m) for m in replay.legal_moves()] == ["roll 5-5"]
    replay.play("roll 5-5")
    assert replay.kept == () and replay.to_move == 1 and replay.state.dice == (5, 5)
    assert len(replay.chance_outcomes()) == 0  # a player's node: nothing to draw
    replay.play(str(replay.legal_moves()[0]))
    assert len(replay.chance_outcomes()) == 21, "later rolls are drawn as ever"


def test_takebacks_in_a_row_keep_every_roll_shown_in_order():
    replay = plakoto(PLAKOTO_START)
    replay.play(str(replay.legal_moves()[0]))
    replay.play("roll 3-1")
    replay.play(str(replay.legal_moves()[0]))
    replay.play("roll 2-1")
    replay.play("takeback")  # seat 0's last turn: 2-1 (shown to seat 1) stays
    replay.play("takeback")  # seat 1's turn: 3-1 (shown to seat 0) stays before it
    assert replay.to_move == 1 and replay.state.dice == (5, 5)
    assert [str(m) for m in replay.kept] == ["roll 3-1", "roll 2-1"]
    replay.play(str(replay.legal_moves()[-1]))
    assert [str(m) for m, _ in replay.chance_outcomes()] == ["roll 3-1"]
    replay.play("roll 3-1")
    replay.play(str(replay.legal_moves()[-1]))
    replay.play("roll 2-1")
    assert replay.kept == ()


def test_the_seats_shown_their_own_dice_stay_shown_after_a_takeback():
    assert plakoto(["open 4-1"]).shown_chance == frozenset()
    assert plakoto(["open 4-1", "roll 6-4"]).shown_chance == {0}, "the opening was seat 0's"
    assert plakoto(PLAKOTO_START).shown_chance == {0, 1}
    assert plakoto([*PLAKOTO_START, "takeback"]).shown_chance == {0, 1}
    assert game("e5,d4").shown_chance == frozenset(), "no dice, nothing shown"


def test_what_the_move_a_takeback_would_undo_showed():
    plateau = GAMES["plateau"]
    opened = Replay.of(plateau, None, ["open a1 xx rb"])
    assert opened.shown_by_last_move() == 1  # its up face turned up
    both = ["open a1 xx rb", "open d4 bb ox"]
    assert Replay.of(plateau, None, [*both, "m a1 b1"]).shown_by_last_move() is None
    dropped = Replay.of(plateau, None, [*both, "m a1 b1-1 c1"])
    assert dropped.shown_by_last_move() == 1  # the dropped piece's up face
    assert game("e5,d4").shown_by_last_move() is None
    assert plakoto(PLAKOTO_START).shown_by_last_move() is None


def test_a_log_from_before_kept_rolls_still_replays():
    """0.2.0 rolled afresh after a takeback; those stored games must keep loading."""
    replay = plakoto([*PLAKOTO_START, "takeback", "24/14", "roll 3-1"])
    assert replay.kept == () and replay.to_move == 1 and replay.state.dice == (3, 1)
    assert len(replay.chance_outcomes()) == 0
