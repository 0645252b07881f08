"""Every worked example of ``shared/rules/plakoto.md`` §5, notation, the dice-use rules,
bearing off, the mother rule, match play, the referee, and seeded random playouts that
check the invariants (replay, notation round trip, immutability, checker counts)."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

import pytest

import rules.referee
from rules.base import CHANCE
from rules.errors import GameError, IllegalMove, InvalidNotation, InvalidOptions
from rules.plakoto import (
    BORNE_OFF,
    BOTH_MOTHERS,
    GAMMON,
    MOTHER,
    PASS,
    PLAKOTO,
    Dice,
    PlakotoState,
    Turn,
)
from rules.plakoto.state import PIN, START
from rules.replay import Replay

G = PLAKOTO

T2 = "W{24:8, 13:4, 9:2, 6:1} B{24:10, 18:1, 14:2, 10:2}"
T5_BLACK = "B{24:5, 23:3, 22:3, 5:4}"
T9 = "W{6:5, 5:5, 4:4} pin W12=B13: W under B×1 B{24:5, 23:3, 22:3, 5:3}"
T12 = "W{6:4, 5:4, 3:3, 2:3} pin W4=B21: W under B×1 B{6:5, 5:5, 4:3, 3:1}"
T13 = "W{13:5, 8:5, 6:4, 5:1} B{24:1, 13:6, 8:4, 6:4}"
T14 = "W{24:1, 13:4, 8:4, 6:5} pin W1=B24: B under W×1 B{13:5, 8:5, 6:4}"


def at(position: str, dice: tuple[int, int], side: str = "white", length: int = 1) -> PlakotoState:
    return G.position(position, side=side, dice=dice, match_length=length)


def legal(state: PlakotoState) -> list[str]:
    return [str(m) for m in G.legal_moves(state)]


def play(state: PlakotoState, text: str) -> PlakotoState:
    return G.apply(state, G.parse_move(state, text))


def board_of(state: PlakotoState) -> str:
    return G.view(state, None).position()


def checkers(state: PlakotoState) -> tuple[int, int]:
    white = state.off[0] + sum(x - PIN if x > PIN else x for x in state.board if x > 0)
    white += sum(1 for x in state.board if x < -PIN)
    black = state.off[1] + sum(-x - PIN if x < -PIN else -x for x in state.board if x < 0)
    black += sum(1 for x in state.board if x > PIN)
    return white, black


# --- worked examples (§5): counts, accepted and refused texts ------------------------------

EXAMPLES = [
    # name, position, side, dice, legal results, accepted (typed -> canonical), refused
    (
        "T1",
        "W{24:15} B{24:15}",
        "white",
        (6, 4),
        2,
        {
            "24/18 24/20": "24/20 24/18",
            "24/20 24/18": "24/20 24/18",
            "24/14": "24/20 20/14",
            "24/18/14": "24/20 20/14",
            "24/20/14": "24/20 20/14",
        },
        {"24/18": "both dice", "13/9": "no checker there"},
    ),
    (
        "T1 black",
        "W{24:15} B{24:15}",
        "black",
        (6, 4),
        2,
        {"24/18 24/20": "24/20 24/18", "24/14": "24/20 20/14"},
        {"24/18": "both dice"},
    ),
    (
        "T2",
        T2,
        "white",
        (6, 2),
        11,
        {"13/7 9/7": "13/7 9/7", "13/7 7/5": "13/7 7/5", "13/5": "13/7 7/5"},
        {},
    ),
    (
        "T4",
        "W{24:7, 22:1, 13:3, 9:2, 6:1} pin W7=B18: B under W×1 B{24:10, 14:2, 10:2}",
        "white",
        (5, 1),
        None,
        {"7/2 13/12": "13/12 7/2"},
        {},
    ),
    (
        "T5",
        "W{13:1, 6:5, 5:5, 4:4} " + T5_BLACK,
        "white",
        (6, 3),
        1,
        {"13/4": "13/10 10/4", "13/7/4": "13/10 10/4", "13/10/4": "13/10 10/4"},
        {"13/7": "must use both dice", "13/10": "must use both dice", "6/3": "3-point is closed"},
    ),
    (
        "T6",
        "W{12:1, 6:5, 5:5, 4:4} " + T5_BLACK,
        "white",
        (6, 3),
        1,
        {"12/6": "12/6"},
        {"12/9": "must play the larger die (6)"},
    ),
    (
        "T7",
        "W{13:1, 6:7, 5:7} B{24:4, 23:4, 5:7}",
        "white",
        (4, 4),
        1,
        {"13/9/5": "13/9 9/5", "13/5": "13/9 9/5", "13/9 9/5": "13/9 9/5"},
        {"13/9": "you can play 2", "13/5 6/2": "2-point is closed", "13/9(2)": "only 1 checker"},
    ),
    (
        "T8",
        "W{13:1, 6:7, 5:7} B{24:4, 18:2, 5:9}",
        "white",
        (6, 5),
        1,
        {"13/2": "13/8 8/2", "13/8/2": "13/8 8/2"},
        {"13/7/2": "7-point is closed"},
    ),
    (
        "T8 variant",
        "W{13:1, 6:7, 5:7} B{24:4, 18:2, 17:2, 5:7}",
        "white",
        (6, 5),
        1,
        {"pass": "pass"},
        {"13/7": "only legal move is 'pass'"},
    ),
    ("T9 3-3", T9, "white", (3, 3), 1, {"pass": "pass"}, {"6/3": "'pass'"}),
    (
        "T9 6-1",
        T9,
        "white",
        (6, 1),
        2,
        {"6/5": "6/5", "5/4": "5/4"},
        {"4/3": "3-point is closed", "pass": "cannot pass"},
    ),
    (
        "T10",
        "W{5:2, 3:1} offW 12 B{6:5, 4:4, 3:3} offB 3",
        "white",
        (6, 2),
        2,
        {
            "5/off 5/3": "5/3 5/off",
            "5/3 5/off": "5/3 5/off",
            "5/off 3/1": "5/off 3/1",
            "3/1 5/off": "5/off 3/1",
        },
        {
            "3/off 5/3": "A 6 cannot bear off from your 3-point while you have a checker on "
            "your 5-point",
            "6/off": "no checker there",
        },
    ),
    (
        "T11a",
        "W{8:1, 6:4, 5:3, 4:2} offW 5 B{6:5, 5:5, 4:5}",
        "white",
        (6, 2),
        4,
        {"8/6 6/off": "8/6 6/off", "8/off": "8/6 6/off", "8/2 4/2": "8/2 4/2"},
        {"8/2": "both dice", "8/2 6/off": "is not legal"},
    ),
    (
        "T11b",
        "W{6:1, 2:1} offW 13 B{6:5, 5:5, 4:5}",
        "white",
        (2, 1),
        3,
        {
            "2/off 6/5": "6/5 2/off",
            "6/4 2/1": "6/4 2/1",
            "6/3": "6/5 5/3",
            "6/4 4/3": "6/5 5/3",
            "6/5 5/3": "6/5 5/3",
        },
        {},
    ),
    (
        "T12",
        T12,
        "white",
        (6, 5),
        1,
        {"6/1": "6/1"},
        {"6/off": "one of your checkers is pinned", "5/off": "one of your checkers is pinned"},
    ),
    (
        "T13",
        T13,
        "white",
        (4, 2),
        17,
        {"5/1": "5/1", "8/6 5/1": "8/6 5/1", "5/1 8/6": "8/6 5/1", "13/9 13/11": "13/11 13/9"},
        {},
    ),
    (
        "T14a",
        T14,
        "black",
        (6, 5),
        None,
        {"6/1": "6/1", "13/7 6/1": "13/7 6/1", "8/2 6/1": "8/2 6/1", "6/1 13/7": "13/7 6/1"},
        {},
    ),
    (
        "T14b",
        T14,
        "white",
        (6, 3),
        None,
        {"24/18": "24/18", "24/21": "24/21", "6/3 24/18": "24/18 6/3", "13/7 13/10": "13/10 13/7"},
        {"24/15": "The game ends after 24/18; nothing can follow it"},
    ),
]


@pytest.mark.parametrize(
    "name, position, side, dice, count, accepted, refused", EXAMPLES, ids=[e[0] for e in EXAMPLES]
)
def test_worked_examples(name, position, side, dice, count, accepted, refused):
    state = at(position, dice, side)
    moves = legal(state)
    if count is not None:
        assert len(moves) == count, moves
    assert len(set(moves)) == len(moves)
    for typed, canonical in accepted.items():
        move = G.parse_move(state, typed)
        assert str(move) == canonical
        assert canonical in moves
        assert G.parse_move(state, canonical) is move
    for typed, fragment in refused.items():
        with pytest.raises(IllegalMove) as caught:
            G.parse_move(state, typed)
        assert fragment in str(caught.value)
        assert str(caught.value).endswith(".")


def test_t1_refuses_the_bar():
    with pytest.raises(InvalidNotation, match="no bar"):
        G.parse_move(at("W{24:15} B{24:15}", (6, 4)), "bar/18")


def test_t2_pin_and_pile_on():
    state = at(T2, (6, 2))
    after = play(state, "13/7 9/7")
    assert board_of(after) == (
        "W{24:8, 13:3, 9:1, 6:1} B{24:10, 14:2, 10:2} pin W7=B18: B under W×2 offW 0 offB 0"
    )
    lifted = play(state, "13/5")
    assert board_of(lifted) == (
        "W{24:8, 13:3, 9:2, 6:1, 5:1} B{24:10, 18:1, 14:2, 10:2} offW 0 offB 0"
    )
    assert G.view(after, None).pinned == ((7, "black"),)


def _black_rolls(state: PlakotoState, roll: str) -> PlakotoState:
    assert G.to_move(state) is CHANCE
    return play(state, roll)


def test_t3_blocked_landings():
    state = _black_rolls(play(at(T2, (6, 2)), "13/7 9/7"), "roll 6-2")
    assert G.to_move(state) == 1 and len(G.legal_moves(state)) == 7
    with pytest.raises(IllegalMove, match="18-point is closed: your checker is pinned there"):
        G.parse_move(state, "24/18 24/22")
    move = G.parse_move(state, "24/16")
    assert str(move) == "24/22 22/16"
    assert "pin W9=B16: W under B×1" in board_of(G.apply(state, move))
    G.parse_move(state, "14/8 10/8")


def test_t3_variant():
    state = _black_rolls(play(at(T2, (6, 2)), "13/7 24/22"), "roll 2-6")
    assert len(G.legal_moves(state)) == 6
    for typed in ("24/16", "24/22/16"):
        with pytest.raises(IllegalMove, match="16-point is closed"):
            G.parse_move(state, typed)


def test_t4_releasing_a_pin():
    position = EXAMPLES[3][1]
    state = play(at(position, (5, 1)), "7/2 13/12")
    assert board_of(state) == (
        "W{24:7, 22:1, 13:2, 12:1, 9:2, 6:1, 2:1} B{24:10, 18:1, 14:2, 10:2} offW 0 offB 0"
    )
    assert G.view(state, None).pinned == ()


def test_t7_forfeits_the_other_fours():
    state = play(at("W{13:1, 6:7, 5:7} B{24:4, 23:4, 5:7}", (4, 4)), "13/5")
    assert board_of(state).startswith("W{6:7, 5:8}")


def test_t13_pinning_the_mother_wins_two():
    state = at(T13, (4, 2))
    ending = [m for m in G.legal_moves(state) if G.outcome(G.apply(state, m)) is not None]
    assert sorted(str(m) for m in ending) == sorted(["5/1", "8/6 5/1", "13/11 5/1", "6/4 5/1"])
    for typed in ("5/1", "8/6 5/1", "5/1 8/6"):
        out = G.outcome(play(state, typed))
        assert out is not None and out.winner == 0 and out.termination is MOTHER
        assert out.scores == (2.0, 0.0)
    assert G.outcome(play(state, "13/9 13/11")) is None


def test_t13_pinning_is_a_choice_and_the_game_goes_on():
    state = play(at(T13, (4, 2)), "13/9 13/11")
    assert G.to_move(state) is CHANCE and state.phase == 1


def test_t14a_both_mothers_pinned_is_a_draw():
    state = at(T14, (6, 5), "black")
    for typed in ("6/1", "13/7 6/1", "8/2 6/1", "6/1 13/7"):
        out = G.outcome(play(state, typed))
        assert out is not None and out.winner is None and out.termination is BOTH_MOTHERS
        assert out.scores == (0.0, 0.0)
    assert G.outcome(play(state, "13/7 13/8")) is None


def test_t14_pinned_mother_alone_does_not_end_the_game():
    state = at(T14, (6, 3))
    assert G.to_move(state) == 0 and G.outcome(state) is None


def test_t14b_emptying_the_start_wins():
    state = at(T14, (6, 3))
    for typed in ("24/18", "24/21", "6/3 24/18"):
        out = G.outcome(play(state, typed))
        assert out is not None and out.winner == 0 and out.termination is MOTHER
        assert out.scores == (2.0, 0.0)
    assert G.outcome(play(state, "13/7 13/10")) is None


@pytest.mark.parametrize(
    "black, points, termination",
    [("B{6:5, 5:5, 4:5}", 2, GAMMON), ("B{6:4, 5:4, 4:4} offB 3", 1, BORNE_OFF)],
)
def test_t15_gammon_or_single(black, points, termination):
    state = play(at("W{2:1, 1:1} offW 13 " + black, (5, 2)), "2/off 1/off")
    out = G.outcome(state)
    assert out is not None and out.winner == 0 and out.termination is termination
    assert out.scores == (float(points), 0.0)
    assert state.result is not None and state.result.points == points


# --- match play (§0.1, §0.2, T16) ----------------------------------------------------------


def _finish_with(state: PlakotoState, position: str, side: str, dice, typed) -> PlakotoState:
    """Put a decisive position on the board of the game in progress and play it."""
    board = G.position(position)
    colour = 0 if side == "white" else 1
    state = replace(state, board=board.board, off=board.off, phase=3, side=colour, dice=dice)
    return play(state, typed)


def test_t16_match_bookkeeping():
    state = G.initial({"match_length": 5})
    assert G.to_move(state) is CHANCE and all(m.opening for m in G.legal_moves(state))
    state = play(state, "open 5-2")  # seat 0 (White) starts
    assert G.to_move(state) is CHANCE and state.side == 0 and state.game == 1
    state = play(state, "roll 3-1")
    assert G.to_move(state) == 0
    state = _finish_with(state, T13, "white", (4, 2), "5/1")  # White +2
    assert state.score == (2, 0) and G.outcome(state) is None
    assert [str(m) for m in G.legal_moves(state)][0].startswith("roll")
    state = play(state, "roll 4-2")  # the winner starts game 2, no 'open'
    assert state.board == START and state.game == 2 and G.to_move(state) == 0
    state = _finish_with(
        state, "W{2:1, 1:1} offW 13 B{6:4, 5:4, 4:4} offB 3", "white", (5, 2), "2/off 1/off"
    )  # White +1
    state = play(state, "roll 6-5")
    black_wins = "W{24:1, 13:6, 8:4, 6:4} B{13:5, 8:5, 6:4, 5:1}"
    state = _finish_with(state, black_wins, "black", (4, 2), "5/1")  # Black +2
    assert state.score == (3, 2) and G.outcome(state) is None
    assert state.phase == 2 and state.side == 1  # Black rolls for game 4
    with pytest.raises(IllegalMove, match="seat 1 rolls next"):
        G.parse_move(state, "open 6-1")
    state = play(state, "roll 2-1")
    assert G.to_move(state) == 1 and state.game == 4
    state = _finish_with(state, T14, "black", (6, 5), "6/1")  # a drawn game scores nothing
    assert state.score == (3, 2) and state.phase == 0
    assert all(m.opening for m in G.legal_moves(state))
    state = play(state, "open 1-6")  # seat 1 starts game 5
    assert state.board == START and state.side == 1 and state.game == 5
    state = play(state, "roll 4-2")
    state = _finish_with(state, black_wins, "black", (4, 2), "5/1")
    state = play(state, "roll 4-2")
    state = _finish_with(state, black_wins, "black", (4, 2), "5/1")
    out = G.outcome(state)
    assert out is not None and out.winner == 1 and out.termination is MOTHER
    assert out.scores == (3.0, 6.0) and G.to_move(state) is None
    assert G.legal_moves(state) == []
    with pytest.raises(IllegalMove, match="match is over"):
        G.parse_move(state, "roll 1-1")


def test_single_game_draw_ends_the_match():
    state = G.initial({"match_length": 1})
    state = play(play(state, "open 2-3"), "roll 1-1")
    state = _finish_with(state, T14, "black", (6, 5), "6/1")
    out = G.outcome(state)
    assert out is not None and out.winner is None and out.termination is BOTH_MOTHERS


def test_white_seat_option_swaps_colours():
    state = G.initial({"match_length": "3", "white_seat": "1"})
    assert state.colour_of(1) == "white" and state.colour_of(0) == "black"
    state = play(state, "open 6-1")  # seat 0 (Black) starts
    assert state.side == 1 and state.seat_of_side(state.side) == 0


@pytest.mark.parametrize(
    "options", [{"match_length": 0}, {"match_length": "x"}, {"white_seat": 2}, {"komi": 1}]
)
def test_bad_options(options):
    with pytest.raises(InvalidOptions):
        G.initial(options)


def test_the_match_length_is_bounded_in_the_rules_for_every_channel():
    assert G.options_of(G.initial({"match_length": "25"}))["match_length"] == 25
    for length in (0, 26, 10**9):
        with pytest.raises(InvalidOptions, match=f"from 1 to 25, not {length}"):
            G.initial({"match_length": length})


def test_options_round_trip():
    state = G.initial({"match_length": 7})
    assert G.options_of(state) == {"match_length": 7, "white_seat": 0}
    assert G.options_of(G.initial()) == {"match_length": 5, "white_seat": 0}


# --- chance --------------------------------------------------------------------------------


def test_chance_outcomes():
    state = G.initial()
    opening = G.chance_outcomes(state)
    assert len(opening) == 30 and sum(p for _, p in opening) == 1
    assert all(p == Fraction(1, 30) and m.first != m.second for m, p in opening)
    assert [m for m, _ in opening] == G.legal_moves(state)
    rolled = play(state, "open 3-4")
    rolls = G.chance_outcomes(rolled)
    assert len(rolls) == 21 and sum(p for _, p in rolls) == 1
    assert {str(m) for m, _ in rolls} == {str(m) for m in G.legal_moves(rolled)}
    assert dict((str(m), p) for m, p in rolls)["roll 6-6"] == Fraction(1, 36)
    assert dict((str(m), p) for m, p in rolls)["roll 6-3"] == Fraction(1, 18)
    assert G.chance_outcomes(play(rolled, "roll 6-3")) == []


@pytest.mark.parametrize(
    "typed, canonical",
    [("roll 3-6", "roll 6-3"), ("ROLL 6 - 3", "roll 6-3"), ("roll 2-2", "roll 2-2")],
)
def test_roll_notation(typed, canonical):
    state = play(G.initial(), "open 1-2")
    assert str(G.parse_move(state, typed)) == canonical


def test_dice_refusals():
    state = G.initial()
    with pytest.raises(IllegalMove, match="opening roll"):
        G.parse_move(state, "open 3-3")
    with pytest.raises(IllegalMove, match="opening roll"):
        G.parse_move(state, "roll 3-1")
    with pytest.raises(IllegalMove, match="opening roll is due"):
        G.parse_move(state, "24/18")
    with pytest.raises(IllegalMove):
        G.apply(state, Dice(False, 3, 1))
    rolled = play(play(state, "open 1-2"), "roll 5-1")
    with pytest.raises(IllegalMove, match="already rolled"):
        G.parse_move(rolled, "roll 4-4")
    with pytest.raises(IllegalMove, match="already rolled"):
        G.apply(rolled, Dice(False, 4, 4))
    with pytest.raises(InvalidNotation):
        G.parse_move(state, "roll 7-1")


# --- notation ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "typed, canonical",
    [
        ("24/18 24/20", "24/20 24/18"),
        ("24-18 24-20", "24/20 24/18"),
        ("24/20,24/18", "24/20 24/18"),
        ("  24/14  ", "24/20 20/14"),
        ("24/18*/14", None),
        ("24/20* 24/18", "24/20 24/18"),
    ],
)
def test_shorthand_and_separators(typed, canonical):
    state = at("W{24:15} B{24:15}", (6, 4))
    if canonical is None:
        with pytest.raises(InvalidNotation):
            G.parse_move(state, typed)
    else:
        assert str(G.parse_move(state, typed)) == canonical


def test_doubles_repeat_notation():
    state = at("W{24:13, 13:2} B{24:15}", (4, 4))
    for typed in (
        "13/9(2) 24/20(2)",
        "24/20 13/9 24/20 13/9",
        "24/20(2) 13/9 13/9",
        "13/9(2) 24/16",
    ):
        move = G.parse_move(state, typed)
        assert G.parse_move(state, str(move)) is move
    assert str(G.parse_move(state, "24/20(2) 13/9(2)")) == "24/20(2) 13/9(2)"
    assert str(G.parse_move(state, "24/16 13/9(2)")) == "24/20 20/16 13/9(2)"


@pytest.mark.parametrize(
    "typed, fragment",
    [
        ("", "empty"),
        ("hello", "Not a Plakoto move"),
        ("25/19", "no point 25"),
        ("18/24", "does not move forward"),
        ("off/3", "Not a Plakoto move"),
        ("24/18(5)", "counts 2 to 4"),
        ("24/20(3) 13/9(2)", "at most four"),
        ("roll", "Not a dice result"),
    ],
)
def test_invalid_notation(typed, fragment):
    with pytest.raises(InvalidNotation, match=fragment.replace("(", r"\(")):
        G.parse_move(at("W{24:15} B{24:15}", (6, 4)), typed)


def test_shorthand_never_is_ambiguous():
    """Typed paths fix every checker's start and end, so all hop lists that fit them
    produce one position (§3.9's AmbiguousMove cannot arise with full-turn matching)."""
    state = at("W{6:1, 2:1} offW 13 B{6:5, 5:5, 4:5}", (2, 1))
    assert str(G.parse_move(state, "6/3")) == "6/5 5/3"
    state = at("W{24:13, 20:1, 16:1} B{24:15}", (4, 4))
    assert G.parse_move(state, "24/16 24/16") is G.parse_move(state, "24/20(2) 20/16(2)")
    assert str(G.parse_move(state, "24/12 20/16")) == "24/20 20/16(2) 16/12"
    with pytest.raises(IllegalMove, match="uses 2 of the dice, but you can play 4"):
        G.parse_move(state, "24/16")


def test_pass_is_the_only_move_when_blocked_and_plays_on():
    state = at("W{13:1, 6:7, 5:7} B{24:4, 18:2, 17:2, 5:7}", (6, 5))
    assert G.legal_moves(state) == [PASS]
    after = G.apply(state, PASS)
    assert after.side == 1 and G.to_move(after) is CHANCE and after.board == state.board


def test_apply_refuses_foreign_and_illegal_turns():
    state = at("W{24:15} B{24:15}", (6, 4))
    with pytest.raises(IllegalMove, match="both dice"):
        G.apply(state, Turn(((24, 18),)))
    with pytest.raises(IllegalMove, match="dice are already rolled"):
        G.apply(state, "24/18")  # type: ignore[arg-type]
    with pytest.raises(IllegalMove):
        G.apply(state, PASS)


# --- rules of §3 beyond the examples -------------------------------------------------------


def test_larger_die_when_only_the_smaller_is_playable():
    # 6-1: only the 1 can move (W6 holds the runner's landing spots closed for the 6).
    state = at(T9, (6, 1))
    assert legal(state) == ["6/5", "5/4"]


def test_pin_and_continue_in_one_turn():
    state = at(T2, (6, 2))
    after = play(state, "13/5")  # 13/7 pins B18 and leaves it again
    assert "pin" not in board_of(after)


def test_pinned_side_may_not_land_on_its_pinned_checker():
    state = _black_rolls(play(at(T2, (6, 2)), "13/7 9/7"), "roll 6-2")
    assert not any("/18" in m for m in legal(state))


def test_bearing_off_is_suspended_by_a_pin_made_mid_bear_off():
    state = at("W{6:2, 5:2, 3:2} pin W4=B21: W under B×1 offW 8 B{6:5, 5:5, 4:3, 3:1}", (6, 5))
    assert all("off" not in m for m in legal(state))


def test_view_contents_and_text():
    state = play(at(T2, (6, 2)), "13/7 9/7")
    view = G.view(state, 0)
    assert view == G.view(state, None) == G.view(state, 1)
    assert view.last_move == "13/7 9/7" and view.last_colour == "white"
    assert view.last_path == ((13, 7), (9, 7))
    assert view.chance and view.to_move is None and view.side == "black"
    stack = next(s for s in view.stacks if s.point == 7)
    assert (stack.top, stack.count, stack.pinned) == ("white", 2, "black")
    text = G.view_text(view)
    assert "pin W7=B18: B under W×2" in text and "black to roll" in text
    black = play(_black_rolls(state, "roll 6-2"), "24/16")
    assert G.view(black, None).last_path == ((1, 3), (3, 9))
    assert "to move" in G.view(_black_rolls(state, "roll 6-2"), None).text()


def test_view_text_after_a_game():
    state = play(at(T13, (4, 2), length=3), "5/1")
    text = G.view(state, None).text()
    assert "last game: seat 0 (white) won 2 points (mother)" in text
    assert "next_game" in text


def test_position_notation_round_trips():
    for position in (T2, T9, T12, T13, T14, "W{5:2, 3:1} offW 12 B{6:5, 4:4, 3:3} offB 3"):
        state = G.position(position)
        again = G.position(board_of(state))
        assert again.board == state.board and again.off == state.off


def test_bad_position_text():
    with pytest.raises(InvalidNotation):
        G.position("W{24:14} B{24:15}")


# --- referee -------------------------------------------------------------------------------

RECORD = """game: plakoto
match_length: 1

open 2-5
roll 6-4
24/18 24/20     # seat 1 (Black) won the opening roll and moves first
roll 3-1
24/21 24/23
"""


def test_referee_plays_a_record_with_rolls():
    answer, code = rules.referee.referee(RECORD, list_moves=True, trace=True, view="spectator")
    assert code == 0 and answer["ok"] and answer["plies"] == 5
    assert answer["to_move"] == "chance" and answer["legal_moves"] == 21
    assert [t["move"] for t in answer["trace"]] == [
        "open 2-5",
        "roll 6-4",
        "24/20 24/18",
        "roll 3-1",
        "24/23 24/21",
    ]
    assert [t["to_move"] for t in answer["trace"]] == ["chance", "chance", 1, "chance", 0]
    assert answer["trace"][2]["legal_moves"] == 2
    assert "W{24:13, 23:1, 21:1} B{24:13, 20:1, 18:1}" in answer["view"]


def test_referee_plays_a_whole_random_match():
    rng = random.Random(7)
    state = G.initial({"match_length": 3})
    lines = []
    while (p := G.to_move(state)) is not None:
        if p is CHANCE:
            outs = G.chance_outcomes(state)
            move = rng.choices([m for m, _ in outs], [float(w) for _, w in outs])[0]
        else:
            move = rng.choice(G.legal_moves(state))
        lines.append(str(move))
        state = G.apply(state, move)
    record = "game: plakoto\nmatch_length: 3\n\n" + "\n".join(lines) + "\n"
    answer, code = rules.referee.referee(record, list_moves=False, trace=False, view=None)
    out = G.outcome(state)
    assert code == 0 and answer["plies"] == len(lines) and answer["to_move"] is None
    assert answer["outcome"]["winner"] == out.winner
    assert answer["outcome"]["scores"] == list(out.scores)


def test_referee_reports_a_bad_move():
    answer, code = rules.referee.referee(
        RECORD + "13/7\n", list_moves=False, trace=False, view=None
    )
    assert code == 1 and answer["error"]["ply"] == 6


# --- seeded random playouts ----------------------------------------------------------------


def _weighted(rng: random.Random, state: PlakotoState):
    outs = G.chance_outcomes(state)
    assert sum(p for _, p in outs) == 1
    return rng.choices([m for m, _ in outs], [float(p) for _, p in outs])[0]


@pytest.mark.parametrize("seed", range(6))
def test_random_playouts_keep_invariants(seed):
    rng = random.Random(seed)
    state = G.initial({"match_length": 3, "white_seat": seed % 2})
    replay = Replay(G, {"match_length": 3, "white_seat": seed % 2})
    log: list[str] = []
    plies = 0
    while (p := G.to_move(state)) is not None:
        plies += 1
        assert plies < 5000
        if p is CHANCE:
            move = _weighted(rng, state)
        else:
            moves = G.legal_moves(state)
            texts = [str(m) for m in moves]
            assert len(set(texts)) == len(texts)
            assert moves == [PASS] or PASS not in moves
            results = set()
            for m in moves if plies % 3 == 0 else rng.sample(moves, min(4, len(moves))):
                assert G.parse_move(state, str(m)) is m
                results.add(G.apply(state, m).board)
            move = rng.choice(moves)
        before = state
        copy = replace(state)
        state = G.apply(state, move)
        assert before == copy  # apply never mutates
        if state.phase in (1, 3):
            assert checkers(state) == (15, 15)
        log.append(str(move))
        replay.play(str(move))
        assert replay.state == state
    out = G.outcome(state)
    assert out is not None and max(state.score) >= 3
    again = Replay.of(G, {"match_length": 3, "white_seat": seed % 2}, log)
    assert again.state == state and again.outcome == out


def test_takeback_keeps_the_dice_rolled_before_it():
    replay = Replay.of(G, {"match_length": 1}, ["open 4-1", "roll 6-4", "24/18 24/20", "roll 5-5"])
    replay.play("takeback")
    assert replay.state.phase == 3 and replay.state.dice == (6, 4)


def test_errors_are_game_errors_with_sentences():
    state = at(T13, (4, 2))
    for typed in ("24/18", "13/5(4)", "pass", "6/off", "13/9"):
        with pytest.raises(GameError) as caught:
            G.parse_move(state, typed)
        message = str(caught.value)
        assert message[0].isupper() and message.endswith(".")


# --- a naive reference of §3.3–§3.8, every ordered step sequence, compared on playouts -----


def _naive_results(state: PlakotoState) -> set[tuple[tuple[int, ...], tuple[int, int]]]:
    """Resulting (board, off) of every legal turn, straight from the spec's wording."""
    side = state.side
    a, b = state.dice
    start = [0, *state.board] if side == 0 else [0, *(-x for x in reversed(state.board))]
    off0 = [state.off[side], state.off[1 - side]]

    def mine(v, p):  # free mover checkers on p
        return v[p] - PIN if v[p] > PIN else max(v[p], 0)

    def mother_pinned_mover(v):
        return v[24] < -PIN

    def mother_pinned_opponent(v):
        return v[1] > PIN

    def steps(v, off, d):
        eligible = all(mine(v, p) == 0 for p in range(7, 25)) and all(x >= -PIN for x in v[1:])
        for p in range(1, 25):
            if mine(v, p) == 0:
                continue
            t = p - d
            if t >= 1:
                if v[t] >= 0 or v[t] == -1 or v[t] > PIN:
                    w = list(v)
                    w[p] = -1 if v[p] == PIN + 1 else v[p] - 1
                    w[t] = PIN + 1 if v[t] == -1 else v[t] + 1
                    yield (p, t), w, off
            elif eligible and (t == 0 or all(mine(v, q) == 0 for q in range(p + 1, 25))):
                w = list(v)
                w[p] = -1 if v[p] == PIN + 1 else v[p] - 1
                yield (p, 0), w, off + 1

    def ended(v, off):
        if off == 15:
            return True
        if mother_pinned_mover(v) and mother_pinned_opponent(v):
            return True
        return mother_pinned_opponent(v) and v[24] <= 0

    found = []

    def walk(v, off, dice, used, pips):
        extended = False
        if not ended(v, off):
            for i, d in enumerate(dice):
                if d in dice[:i]:
                    continue
                for _, w, o in steps(v, off, d):
                    extended = True
                    walk(w, o, dice[:i] + dice[i + 1 :], used + 1, pips + d)
        if not extended:
            found.append((used, pips, ended(v, off) and used > 0, v, off))

    walk(start, off0[0], [a] * 4 if a == b else [a, b], 0, 0)
    best = max((u, p) for u, p, *_ in found)
    out = set()
    for used, pips, end, v, off in found:
        if used and (end or (used, pips) == best):
            board = tuple(v[1:]) if side == 0 else tuple(-x for x in reversed(v[1:]))
            offs = (off, off0[1]) if side == 0 else (off0[1], off)
            out.add((board, offs))
    return out


@pytest.mark.parametrize("seed", range(3))
def test_turns_match_a_naive_reference(seed):
    rng = random.Random(100 + seed)
    state = G.initial({"match_length": 1})
    while (p := G.to_move(state)) is not None:
        if p is CHANCE:
            move = _weighted(rng, state)
        else:
            moves = G.legal_moves(state)
            if moves != [PASS]:
                mine = {(G.apply(state, m).board, G.apply(state, m).off) for m in moves}
                assert mine == _naive_results(state)
                assert len(mine) == len(moves)
            else:
                assert _naive_results(state) == set()
            move = rng.choice(moves)
        state = G.apply(state, move)
