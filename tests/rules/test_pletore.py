"""Every worked example and final position of ``shared/rules/pletore.md`` §5, the
protocol, notation, the anti-mirror rule and the button, plus seeded random
playouts checked against a deliberately naive reference implementation."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import rules.referee
from rules.base import Termination
from rules.errors import IllegalMove, InvalidNotation, InvalidOptions
from rules.grid import FILES
from rules.pletore import (
    PLETORE,
    Flip,
    Komi,
    Pass,
    Place,
    PletoreGame,
    PletoreState,
    PletoreView,
    Side,
    TakeButton,
)
from rules.pletore.geometry import geometry
from rules.pletore.state import BUTTON_BLACK, BUTTON_FREE, BUTTON_WHITE, NO_BUTTON
from rules.replay import Replay

# --- helpers ---------------------------------------------------------------------------


def point(name: str) -> tuple[int, int]:
    return FILES.index(name[0]), int(name[1:]) - 1


def parse_diagram(diagram: str) -> tuple[int, set[tuple[int, int]], set[tuple[int, int]]]:
    """Size, Black stones and White stones of a §5 diagram (marks b/w/* are ignored)."""
    rows = [line for line in diagram.strip("\n").splitlines() if line.strip()[:1].isdigit()]
    size = len(rows)
    black: set[tuple[int, int]] = set()
    white: set[tuple[int, int]] = set()
    for line in rows:
        rank, cells = line.split(None, 1)
        for x in range(size):
            mark = cells[2 * x : 2 * x + 1]
            if mark == "B":
                black.add((x, int(rank) - 1))
            elif mark == "W":
                white.add((x, int(rank) - 1))
    return size, black, white


def bits(size: int, points: set[tuple[int, int]]) -> int:
    geo = geometry(size)
    return sum(1 << geo.index(x, y) for x, y in points)


def position(
    diagram: str,
    mover: str = "black",
    komi: int = 2,
    button: int | None = None,
    passes: int = 0,
) -> PletoreState:
    """A fixed-mode mid-game position (seat 0 Black, past White's first turn)."""
    size, black, white = parse_diagram(diagram)
    if button is None:
        button = BUTTON_FREE if (komi - size) % 2 == 0 else NO_BUTTON
    ply = 2 if mover == "black" else 3
    return PletoreState(
        size, bits(size, black), bits(size, white), komi, 0, button, True, ply, passes, None
    )


def diagram_of(state: PletoreState) -> str:
    return PLETORE.view(state, None).diagram()


def clean(diagram: str) -> str:
    return "\n".join(line.rstrip() for line in diagram.strip("\n").splitlines())


def play(state: PletoreState, *texts: str) -> PletoreState:
    for text in texts:
        state = PLETORE.apply(state, PLETORE.parse_move(state, text))
    return state


def legal_texts(state: PletoreState) -> set[str]:
    return {str(move) for move in PLETORE.legal_moves(state)}


def replay(size: int, moves: str, **options: object) -> Replay:
    return Replay.of(PLETORE, {"size": size, **options}, [m for m in moves.split(",") if m])


# --- a naive reference: walk the rays point by point (§3.1, §3.2, §3.6) ----------------


def naive_control(
    size: int, black: set[tuple[int, int]], white: set[tuple[int, int]]
) -> dict[tuple[int, int], str | None]:
    def sees(x: int, y: int, dx: int, dy: int) -> str | None:
        x, y = x + dx, y + dy
        while 0 <= x < size and 0 <= y < size:
            if (x, y) in black:
                return "black"
            if (x, y) in white:
                return "white"
            x, y = x + dx, y + dy
        return None

    result: dict[tuple[int, int], str | None] = {}
    for x in range(size):
        for y in range(size):
            vertical = {sees(x, y, 0, 1), sees(x, y, 0, -1)}
            horizontal = {sees(x, y, 1, 0), sees(x, y, -1, 0)}
            pinch = {c for c in ("black", "white") if c in vertical and c in horizontal}
            result[(x, y)] = pinch.pop() if len(pinch) == 1 else None
    return result


def naive_legal(state: PletoreState) -> list[str]:
    """§3.6 verbatim, with the anti-mirror rule tested literally (swap versus rotate)."""
    view = PLETORE.view(state, None)
    size = state.size
    black = {p for p, c in view.stones.items() if c == "black"}
    white = {p for p, c in view.stones.items() if c == "white"}
    ctrl = naive_control(size, black, white)
    me = "black" if state.turn % 2 == 0 else "white"
    opp = "white" if me == "black" else "black"
    mine, theirs = (black, white) if me == "black" else (white, black)
    moves = []
    for y in range(size):
        for x in range(size):
            p = (x, y)
            name = f"{FILES[x]}{y + 1}"
            if p not in black and p not in white and ctrl[p] != opp:
                if state.turn == 1 and size % 2 == 0 and mirrors(size, black, white | {p}):
                    continue
                moves.append(name)
            elif p in theirs and ctrl[p] == me:
                moves.append(name + "x")
    assert not mine & theirs
    if state.button == BUTTON_FREE:
        moves.append("button")
    elif all(ctrl[p] is not None for p in ctrl if p not in black and p not in white):
        moves.append("pass")
    return moves


def mirrors(size: int, black: set[tuple[int, int]], white: set[tuple[int, int]]) -> bool:
    """§2.4 literally: does swapping the colours give the same as rotating the board?"""
    swapped = {p: "white" for p in black} | {p: "black" for p in white}
    rot = {(size - 1 - x, size - 1 - y): "black" for x, y in black} | {
        (size - 1 - x, size - 1 - y): "white" for x, y in white
    }
    return swapped == rot


# --- §5 worked examples: diagrams ------------------------------------------------------

P1 = """
 5  . . B . b
 4  . . . . .
 3  . . b . B
 2  . . . . .
 1  . . . . .
    a b c d e
"""
P2 = """
 5  . . B . b
 4  . . W . .
 3  . . . . B
 2  . . . . .
 1  . . . . .
    a b c d e
"""
P3 = """
 5  . . B . b
 4  . . . . .
 3  W . . . B
 2  . . . . .
 1  w . W . .
    a b c d e
"""
P4 = """
 5  . . B . b
 4  . . . . .
 3  . . W*. B
 2  . . . . .
 1  . . . . .
    a b c d e
"""
P4_AFTER = """
 5  . . B . b
 4  . . . . .
 3  . . B . B
 2  . . . . .
 1  . . . . .
    a b c d e
"""
P5 = """
 5  . . B . b
 4  . . . . .
 3  W . W . B
 2  . . . . .
 1  w . W . .
    a b c d e
"""
P7 = """
 5  . . . . .
 4  B . . b .
 3  . . . . .
 2  . . . . .
 1  b . . B .
    a b c d e
"""
P8 = """
 5  . . . . .
 4  . . . . .
 3  B . . . B
 2  . . . . .
 1  . . . . .
    a b c d e
"""
P9 = """
 4  B b B*W
 3  b B W*w
 2  B B w W
 1  b B W W
    a b c d
"""
P9_AFTER_C3X = """
 4  B b B W
 3  b B B .
 2  B B . W
 1  b B W*W
    a b c d
"""
F1 = """
 5  b B B W w
 4  B b B W W
 3  b B W w W
 2  B B W W w
 1  b B W w W
    a b c d e
"""
F2 = """
 5  b B B B B
 4  B b B W W
 3  b B W w W
 2  B B W W w
 1  b B W w W
    a b c d e
"""
F3 = """
 4  B b W w
 3  b B W W
 2  B B w W
 1  b B W w
    a b c d
"""
DIAGRAMS = {"P1": P1, "P2": P2, "P3": P3, "P4": P4, "P5": P5, "P7": P7, "P8": P8, "P9": P9}
DIAGRAMS |= {"F1": F1, "F2": F2, "F3": F3}


@pytest.mark.parametrize("name", sorted(DIAGRAMS))
def test_every_spec_diagram_marks_the_same_control(name):
    """Stones in, marks out: b/w on empty points and * on flippable stones must match §5."""
    assert diagram_of(position(DIAGRAMS[name])) == clean(DIAGRAMS[name])


@pytest.mark.parametrize("name", sorted(DIAGRAMS))
def test_bitboard_control_matches_the_naive_reference(name):
    state = position(DIAGRAMS[name])
    size, black, white = parse_diagram(DIAGRAMS[name])
    view = PLETORE.view(state, None)
    expected = naive_control(size, black, white)
    empty_control = {p: c for p, c in expected.items() if c and p not in black | white}
    assert dict(view.control) == empty_control


# (example, diagram, mover, move, legal?, message fragment when refused)
EXAMPLES = [
    ("P1 white c3", P1, "white", "c3", False, "Black controls it"),
    ("P1 white c4", P1, "white", "c4", True, None),
    ("P1 black c3", P1, "black", "c3", True, None),
    ("P2 white c3", P2, "white", "c3", True, None),
    ("P2 black c4x", P2, "black", "c4x", False, "Black does not pinch it"),
    ("P3 black c3", P3, "black", "c3", True, None),
    ("P3 white c3", P3, "white", "c3", True, None),
    ("P3 black a1", P3, "black", "a1", False, "White controls it"),
    ("P3 black e5", P3, "black", "e5", True, None),
    ("P3 white e5", P3, "white", "e5", False, "Black controls it"),
    ("P4 black c3", P4, "black", "c3", True, None),
    ("P5 black c3x", P5, "black", "c3x", False, "both players pinch it"),
    ("P5 black c3", P5, "black", "c3", False, "nobody controls it"),
    ("P6 flip e3", P4, "black", "flip e3", False, "your own stone"),
    ("P6 flip d2", P4, "black", "flip d2", False, "it is empty"),
    ("P6 d2x", P4, "black", "d2x", False, "nothing to flip"),
    ("P6 place c5", P4, "black", "place c5", False, "it is occupied"),
    ("P6 place c3", P4, "black", "place c3", False, "play 'c3x'"),
    ("P6 f1", P4, "black", "f1", False, "not a point of the 5×5 board"),
    ("P7 white a1", P7, "white", "a1", False, "Black controls it"),
    ("P7 white d4", P7, "white", "d4", False, "Black controls it"),
    ("P7 black a1", P7, "black", "a1", True, None),
    ("P9 black c3x", P9, "black", "c3x", True, None),
    ("P9 white c4x", P9, "white", "c4x", True, None),
    ("P9 black c4x", P9, "black", "c4x", False, "your own stone"),
]


@pytest.mark.parametrize(
    "diagram, mover, move, legal, message",
    [example[1:] for example in EXAMPLES],
    ids=[example[0] for example in EXAMPLES],
)
def test_worked_example_moves(diagram, mover, move, legal, message):
    state = position(diagram, mover)
    if legal:
        parsed = PLETORE.parse_move(state, move)
        assert str(parsed) in legal_texts(state)
        PLETORE.apply(state, parsed)
    else:
        with pytest.raises(IllegalMove, match=message):
            PLETORE.parse_move(state, move)
        assert move not in legal_texts(state)


@pytest.mark.parametrize("text", ["c3", "c3x", "flip c3", "C3X", "  Flip   C3 "])
def test_p4_every_spelling_is_the_flip(text):
    state = position(P4)
    assert PLETORE.parse_move(state, text) == Flip(2, 2)


def test_p4_flip_result_and_running_score():
    after = play(position(P4, komi=0), "c3")
    assert diagram_of(after) == clean(P4_AFTER)
    view = PLETORE.view(after, None)
    assert view.control == {(4, 4): "black"}  # only e5 is controlled
    assert view.last_move == "c3x" and view.last_point == (2, 2)
    assert view.flipped == ((2, 2),)
    assert view.score == {"black": 4, "white": 0}


def test_p8_one_line_is_not_a_pinch():
    state = position(P8, "white", komi=2)
    assert PLETORE.view(state, None).control == {}
    assert legal_texts(state) == {
        f"{FILES[x]}{y + 1}" for x in range(5) for y in range(5) if (x, y) not in {(0, 2), (4, 2)}
    }


# --- P9: passing while flips remain; what a flip changes ------------------------------


@pytest.mark.parametrize("mover", ["black", "white"])
def test_p9_pass_is_legal_with_flips_available(mover):
    state = position(P9, mover, komi=1)
    assert state.button == NO_BUTTON
    legal = legal_texts(state)
    assert "pass" in legal and "button" not in legal
    assert ("c3x" if mover == "black" else "c4x") in legal


def test_p9_two_passes_black_wins_by_one():
    state = play(position(P9, "black", komi=1), "pass", "pass")
    outcome = PLETORE.outcome(state)
    assert outcome is not None and outcome.termination is Termination.SCORE
    assert outcome.winner == 0 and outcome.scores == (9, 8)
    assert PLETORE.to_move(state) is None and PLETORE.legal_moves(state) == []


def test_p9_black_flips_c3():
    after = play(position(P9, "black", komi=1), "c3x")
    assert diagram_of(after) == clean(P9_AFTER_C3X)
    assert "c1x" in legal_texts(replace(after, ply=2))  # c1 is now flippable by Black
    assert "pass" not in legal_texts(after)
    with pytest.raises(IllegalMove, match=r"controlled by nobody \(c2, d3\)"):
        PLETORE.parse_move(after, "pass")


def test_p9_white_flips_c4():
    after = play(position(P9, "white", komi=1), "c4x")
    view = PLETORE.view(after, None)
    assert len(view.control) == 5  # every empty point still controlled
    assert view.score == {"black": 8, "white": 9}
    assert "pass" in legal_texts(after)


# --- the button: P10, P11, P13 ---------------------------------------------------------


def test_p10_button_blocks_passing_until_taken():
    state = position(F2, "white", komi=3)
    assert state.button == BUTTON_FREE
    assert "pass" not in legal_texts(state) and "button" in legal_texts(state)
    with pytest.raises(IllegalMove, match="button is still available"):
        PLETORE.parse_move(state, "pass")
    state = play(state, "button")
    assert state.button == BUTTON_WHITE
    with pytest.raises(IllegalMove, match="already been taken by White"):
        PLETORE.parse_move(state, "take button")
    assert legal_texts(state) >= {"pass"} and "button" not in legal_texts(state)
    state = play(state, "pass")
    assert PLETORE.outcome(state) is None
    state = play(state, "pass")
    outcome = PLETORE.outcome(state)
    assert outcome.winner == 1 and outcome.scores == (14, 14.5)


@pytest.mark.parametrize("moves", ["", "a1", "a1,b2", "a1,b2,c3,d4,e5"])
def test_p11_no_button_when_parities_differ(moves):
    game = replay(5, "komi 2,side white," + moves)
    assert game.state.button == NO_BUTTON
    assert TakeButton() not in game.legal_moves()
    with pytest.raises(IllegalMove, match="This game has no button"):
        game.play("button")


def test_p11_passing_depends_only_on_empty_points():
    state = position(F1, "black", komi=2)
    assert "pass" in legal_texts(state)
    assert "pass" not in legal_texts(position(P8, "black", komi=2))


def test_p13_anti_mirror_does_not_bite_after_a_button_move():
    game = replay(6, "komi 4,side white,button,c2")
    assert game.state.button == BUTTON_BLACK
    game.play("d5")  # Black answers on the rotated point: legal
    assert (
        Replay.of(PLETORE, {"size": 6}, ["komi 4", "side white", "c2"]).parse("button")
        == TakeButton()
    )


def test_button_is_legal_on_blacks_first_turn_and_whites():
    game = replay(5, "komi 3,side black")
    assert "button" in {str(m) for m in game.legal_moves()}
    game.play("c3")
    assert "button" in {str(m) for m in game.legal_moves()}  # §0.4: White may take it
    game.play("button")
    assert game.state.button == BUTTON_WHITE


# --- anti-mirror: P12, P14 -------------------------------------------------------------


def test_p12_anti_mirror_on_an_even_board():
    game = replay(6, "komi 5,side white,c2")
    with pytest.raises(IllegalMove, match="anti-mirror"):
        game.play("d5")
    assert "d5" not in {str(m) for m in game.legal_moves()}
    for reply in ("d4", "c5", "e2"):
        game.fork().play(reply)
    game.play("e2")
    game.play("d5")  # later turns are not checked (§4.6)


@pytest.mark.parametrize(
    "size, first, forbidden", [(4, "b1", "c4"), (6, "c2", "d5"), (6, "a1", "f6"), (8, "d4", "e5")]
)
def test_spec_forbidden_replies(size, first, forbidden):
    game = replay(size, f"komi 1,side white,{first}")
    with pytest.raises(IllegalMove, match="anti-mirror"):
        game.play(forbidden)


def test_p14_odd_boards_have_no_anti_mirror():
    replay(5, "komi 2,side white,c2,c4")


@pytest.mark.parametrize("size, komi", [(4, 1), (4, 0), (6, 5)])
def test_anti_mirror_reduction_matches_the_literal_rule(size, komi):
    """For every first Black move p and White reply q: legal iff swap(S) != rot(S)."""
    start = replay(size, f"komi {komi},side white").state
    for first in PLETORE.legal_moves(start):
        after = PLETORE.apply(start, first)
        black = {point(str(first))} if isinstance(first, Place) else set()
        legal = {str(m) for m in PLETORE.legal_moves(after)}
        for x in range(size):
            for y in range(size):
                if (x, y) in black:
                    continue
                expected = not mirrors(size, black, {(x, y)})
                assert (f"{FILES[x]}{y + 1}" in legal) == expected, (first, x, y)
        assert ("button" in legal) == (after.button == BUTTON_FREE)


# --- P15: the pre-game protocol; fixed mode -------------------------------------------


def test_p15_protocol():
    game = replay(13, "")
    assert game.to_move == 0 and PLETORE.view(game.state, None).phase == "protocol"
    with pytest.raises(InvalidNotation, match="whole number"):
        game.play("komi 6.5")
    with pytest.raises(IllegalMove, match="from -169 to 169"):
        game.play("komi 200")
    for early in ("d4", "pass", "button", "side white"):
        with pytest.raises(IllegalMove, match="seat 0 first names the komi"):
            game.play(early)
    game.play("komi 7")
    assert game.to_move == 1 and game.state.komi == 7
    for early in ("d4", "pass", "button"):
        with pytest.raises(IllegalMove, match="seat 1 first picks a colour"):
            game.play(early)
    with pytest.raises(IllegalMove, match="komi is already set"):
        game.play("komi 5")
    game.play("side white")
    assert game.state.colour_of(1) == "white" and game.state.colour_of(0) == "black"
    assert game.to_move == 0
    assert game.state.button == BUTTON_FREE  # 7 and 13 are both odd
    with pytest.raises(IllegalMove, match="komi is already set"):
        game.play("komi 7")
    with pytest.raises(IllegalMove, match="Sides are already chosen"):
        game.play("side black")
    game.play("g7")
    assert game.to_move == 1
    assert replay(13, "komi 6,side black").state.button == NO_BUTTON


def test_p15_side_black_gives_seat_one_the_first_board_move():
    game = replay(13, "komi -2,side b")
    assert game.state.colour_of(1) == "black" and game.to_move == 1
    assert game.state.komi == -2 and game.state.button == NO_BUTTON
    view = PLETORE.view(game.state, 0)
    assert view.colours == ("white", "black") and view.phase == "play"
    assert PLETORE.view(replay(13, "komi 3").state, 1).colours == (None, None)


@pytest.mark.parametrize(
    "options, mode, komi, button",
    [
        ({"size": 13, "komi": 7}, "fixed", 7, BUTTON_FREE),
        ({"size": "9", "komi": "-4", "komi_mode": "fixed"}, "fixed", -4, NO_BUTTON),
        ({"size": "4", "komi": "0"}, "fixed", 0, BUTTON_FREE),
    ],
)
def test_fixed_mode_skips_the_protocol(options, mode, komi, button):
    state = PLETORE.initial(options)
    assert PLETORE.options_of(state)["komi_mode"] == mode
    assert state.komi == komi and state.button == button
    assert state.colour_of(0) == "black" and PLETORE.to_move(state) == 0
    assert PLETORE.initial(PLETORE.options_of(state)) == state
    with pytest.raises(IllegalMove, match="komi is already set"):
        PLETORE.parse_move(state, "komi 3")
    with pytest.raises(IllegalMove, match="Sides are already chosen"):
        PLETORE.parse_move(state, "side white")
    assert PLETORE.legal_move_count(state) == state.size**2 + (button == BUTTON_FREE)


def test_default_options():
    state = PLETORE.initial()
    assert state.size == 13 and state.komi is None and not state.fixed
    assert PLETORE.options_of(state) == {"size": 13, "komi_mode": "choose"}
    assert PLETORE.initial({"size": "13"}) == state
    assert PLETORE.legal_move_count(state) is None  # §0.2: the komi is a free integer
    assert len(PLETORE.legal_moves(state)) == 2 * 169 + 1


@pytest.mark.parametrize(
    "options, message",
    [
        ({"size": 3}, "size must be one of 4, 5"),
        ({"size": 20}, "size must be one of"),
        ({"size": "big"}, "size must be one of"),
        ({"komi_mode": "fixed"}, "needs a komi option"),
        ({"komi_mode": "choose", "komi": 7}, "cannot be set in komi_mode choose"),
        ({"komi_mode": "auction"}, "komi_mode must be one of choose, fixed"),
        ({"komi": "6.5"}, "komi must be a whole number"),
        ({"komi": 6.5}, "komi must be a whole number"),
        ({"size": 5, "komi": 26}, "from -25 to 25"),
        ({"swap": 1}, "Unknown option 'swap'"),
    ],
)
def test_bad_options(options, message):
    with pytest.raises(InvalidOptions, match=message):
        PLETORE.initial(options)


# --- P16 and the finals F1–F3 ----------------------------------------------------------


def test_p16_the_end_needs_two_consecutive_passes():
    state = play(position(F1, "black", komi=2), "pass")
    assert PLETORE.outcome(state) is None and state.passes == 1
    state = play(state, "d1")  # White fills its own point; every empty point stays controlled
    assert state.passes == 0
    state = play(state, "pass")
    assert PLETORE.outcome(state) is None, "the first pass no longer counts"
    state = play(state, "pass")
    assert PLETORE.outcome(state) is not None


def test_p16_with_p9_a_flip_between_the_passes():
    state = play(position(P9, "black", komi=1), "pass", "c4x")
    assert PLETORE.outcome(state) is None and "pass" in legal_texts(state)
    state = play(state, "pass")
    assert PLETORE.outcome(state) is None
    state = play(state, "pass")
    assert PLETORE.outcome(state).scores == (8, 9) and PLETORE.outcome(state).winner == 1


@pytest.mark.parametrize(
    "diagram, komi, button, scores, winner",
    [
        (F1, 2, NO_BUTTON, (12, 15), 1),
        (F2, 3, BUTTON_WHITE, (14, 14.5), 1),
        (F2, 3, BUTTON_BLACK, (14.5, 14), 0),
        (F3, 0, BUTTON_BLACK, (8.5, 8), 0),
    ],
    ids=["F1", "F2-white-button", "F2-black-button", "F3"],
)
def test_final_positions(diagram, komi, button, scores, winner):
    state = position(diagram, komi=komi, button=button, passes=2)
    outcome = PLETORE.outcome(state)
    assert outcome.scores == scores and outcome.winner == winner
    assert outcome.termination is Termination.SCORE
    # seat 1 playing Black swaps the score order, not the meaning
    swapped = PLETORE.outcome(replace(state, black_seat=1))
    assert swapped.scores == scores[::-1] and swapped.winner == 1 - winner
    assert PLETORE.view(state, None).phase == "over"


def test_f1_both_passes_were_legal_and_no_stone_is_flippable():
    for mover in ("black", "white"):
        state = position(F1, mover, komi=2)
        legal = legal_texts(state)
        assert "pass" in legal and not any(m.endswith("x") for m in legal)


def test_f2_scores_are_level_before_the_button():
    assert PLETORE.view(position(F2, komi=3), None).score == {"black": 14, "white": 14}


# --- notation --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, move",
    [
        ("d4", Place(3, 3)),
        ("  D4 ", Place(3, 3)),
        ("place d4", Place(3, 3)),
        ("PLACE   d4", Place(3, 3)),
    ],
)
def test_notation_accepted_in_play(text, move):
    assert PLETORE.parse_move(position(P8, "white", komi=3, button=BUTTON_BLACK), text) == move


@pytest.mark.parametrize("text", ["pass", " PASS ", "Pass"])
def test_notation_pass(text):
    assert PLETORE.parse_move(position(F1, komi=2), text) == Pass()


@pytest.mark.parametrize("text", ["button", "Take Button", "  take   button  "])
def test_notation_button(text):
    assert PLETORE.parse_move(position(P8, komi=3), text) == TakeButton()


@pytest.mark.parametrize(
    "text, move",
    [("komi 7", Komi(7)), ("KOMI -2", Komi(-2)), ("komi +3", Komi(3)), ("komi 007", Komi(7))],
)
def test_notation_komi(text, move):
    assert PLETORE.parse_move(PLETORE.initial(), text) == move


@pytest.mark.parametrize(
    "text, colour",
    [
        ("side black", "black"),
        ("Side White", "white"),
        ("black", "black"),
        ("white", "white"),
        ("B", "black"),
        ("w", "white"),
        ("side b", "black"),
    ],
)
def test_notation_side(text, colour):
    state = replay(13, "komi 7").state
    assert PLETORE.parse_move(state, text) == Side(colour)


@pytest.mark.parametrize(
    "text",
    [
        "komi 6.5",
        "komi 7.0",
        "komi x",
        "komi",
        "komi 1 2",
        "side red",
        "side",
        "place",
        "place d4x",
        "flip",
        "flip pass",
        "d",
        "44",
        "hello",
        "",
        "   ",
        "pass pass",
        "d4 e5",
        "button please",
    ],
)
def test_notation_rejected(text):
    with pytest.raises(InvalidNotation):
        PLETORE.parse_move(position(P8, komi=3), text)


@pytest.mark.parametrize("text", ["f1", "a0", "a6", "z9", "t19", "e100"])
def test_notation_off_board(text):
    with pytest.raises(IllegalMove, match="not a point of the 5×5 board"):
        PLETORE.parse_move(position(P8), text)


def test_notation_komi_out_of_range_never_crashes():
    with pytest.raises(IllegalMove, match="from -169 to 169"):
        PLETORE.parse_move(PLETORE.initial(), "komi " + "9" * 5000)
    with pytest.raises(IllegalMove, match="from -16 to 16"):
        PLETORE.parse_move(PLETORE.initial({"size": 4}), "komi -17")
    assert PLETORE.parse_move(PLETORE.initial({"size": 4}), "komi -16") == Komi(-16)


def test_big_board_files_do_not_skip_i():
    state = replace(PLETORE.initial({"size": 19, "komi": 1}), ply=2)
    assert PLETORE.parse_move(state, "s19") == Place(18, 18)
    assert PLETORE.parse_move(state, "i9") == Place(8, 8)
    with pytest.raises(IllegalMove, match="files a–s, ranks 1–19"):
        PLETORE.parse_move(state, "t1")


def test_apply_rejects_foreign_and_malformed_moves():
    state = position(P4)
    with pytest.raises(IllegalMove, match="not a Pletore move"):
        PLETORE.apply(state, "c3")  # type: ignore[arg-type]
    with pytest.raises(IllegalMove, match="not a point"):
        PLETORE.apply(state, Place(5, 0))
    with pytest.raises(IllegalMove, match="not a point"):
        PLETORE.apply(state, Flip(-1, 2))
    with pytest.raises(IllegalMove, match="whole number"):
        PLETORE.apply(PLETORE.initial(), Komi(6.5))  # type: ignore[arg-type]
    with pytest.raises(IllegalMove, match="black or white"):
        PLETORE.apply(replay(13, "komi 7").state, Side("red"))


def test_game_over_refuses_everything():
    state = position(F1, komi=2, passes=2)
    for text in ("a5", "pass", "komi 3", "nonsense"):
        with pytest.raises(IllegalMove, match="game is over"):
            PLETORE.parse_move(state, text)
    with pytest.raises(IllegalMove, match="game is over"):
        PLETORE.apply(state, Pass())


# --- views -----------------------------------------------------------------------------


def test_view_fields_and_text():
    game = replay(4, "komi 0,side white,button,c4,a4,c3,b3,d3,a2,d2,b2,c1,b1,pass,pass")
    view = PLETORE.view(game.state, 1)
    assert isinstance(view, PletoreView)
    assert view.phase == "over" and view.to_move is None
    assert view.komi == 0 and view.has_button is True and view.button_holder == "black"
    assert view.score == {"black": 8.5, "white": 8}
    assert view.last_move == "pass" and view.last_point is None and view.flipped == ()
    assert view.outcome.winner == 0
    assert PLETORE.view_text(view) == (
        "size 4, ply 15, over, seat 0 black, seat 1 white, to move -\n"
        "komi 0, button taken by black, score black 8.5 white 8, last pass\n" + clean(F3)
    )
    with pytest.raises(AttributeError):
        view.ply = 3  # type: ignore[misc]


def test_view_before_the_komi():
    view = PLETORE.view(PLETORE.initial({"size": 4}), None)
    assert view.komi is None and view.has_button is None and view.phase == "protocol"
    assert view.text().splitlines()[:2] == [
        "size 4, ply 0, protocol, seat 0 ?, seat 1 ?, to move 0",
        "komi ?, button not known yet, score black 0 white 0",
    ]


def test_chance_outcomes_is_empty():
    assert PLETORE.chance_outcomes(PLETORE.initial()) == []


# --- referee ---------------------------------------------------------------------------

F3_RECORD = """game: pletore
size: 4

komi 0
side white
button   # Black takes the half point
c4
a4
c3
b3
d3
a2
d2
b2
c1
b1
pass
pass
"""


def test_registry_finds_pletore():
    assert rules.GAMES["Pletore"] is PLETORE and isinstance(PLETORE, PletoreGame)


def test_referee_plays_a_whole_record():
    answer, code = rules.referee.referee(F3_RECORD, list_moves=False, trace=True, view="0")
    assert code == 0 and answer["ok"] and answer["error"] is None
    assert answer["game"] == "pletore"
    assert answer["options"] == {"size": 4, "komi_mode": "choose"}
    assert answer["plies"] == 15 and answer["to_move"] is None
    assert answer["outcome"] == {"winner": 0, "termination": "score", "scores": [8.5, 8.0]}
    assert [step["to_move"] for step in answer["trace"][:5]] == [0, 1, 0, 1, 0]
    assert answer["trace"][2] == {"ply": 3, "move": "button", "to_move": 0, "legal_moves": 17}
    assert answer["view"].endswith(clean(F3))


def test_referee_reports_the_first_bad_move():
    text = "game: pletore\nsize: 6\n\nkomi 5\nside white\nc2\nd5\n"
    answer, code = rules.referee.referee(text, list_moves=True, trace=False, view=None)
    assert code == 1 and answer["error"]["ply"] == 4 and answer["error"]["move"] == "d5"
    assert "anti-mirror" in answer["error"]["message"]
    assert answer["to_move"] == 1 and answer["legal_moves"] == 34
    assert "d5" not in answer["moves"] and "d4" in answer["moves"]


def test_referee_fixed_mode_header():
    text = "game: pletore\nsize: 5\nkomi: 2\n\nc3\nc4\n"
    answer, code = rules.referee.referee(text, list_moves=False, trace=False, view=None)
    assert code == 0 and answer["options"] == {"size": 5, "komi_mode": "fixed", "komi": 2}
    assert answer["to_move"] == 0


# --- seeded random playouts ------------------------------------------------------------


@pytest.mark.parametrize("seed", range(16))
def test_random_playouts_keep_invariants(seed):
    """Legal moves match the naive reference, notation round-trips, apply never
    mutates, the game ends with a consistent score, and replay rebuilds it."""
    rng = random.Random(seed)
    size = (4, 5, 6, 7, 8, 9, 13, 19)[seed % 8]
    options: dict[str, object] = {"size": size}
    if seed % 3 == 2:
        options["komi"] = rng.randint(-size * size, size * size)
    state = PLETORE.initial(options)
    log: list[str] = []
    while PLETORE.to_move(state) is not None:
        legal = PLETORE.legal_moves(state)
        assert legal, "a running game always has a legal move (§3.3)"
        if state.black_seat is not None:
            assert [str(m) for m in legal] == naive_legal(state)
            check = legal
        else:
            check = rng.sample(legal, min(len(legal), 20))
        for move in check:
            assert PLETORE.parse_move(state, str(move)) == move
        snapshot = replace(state)
        move = rng.choice(legal)
        after = PLETORE.apply(state, move)
        assert state == snapshot and state is not after
        assert after.black & after.white == 0
        log.append(str(move))
        state = after
        assert len(log) < 20 * size * size, "random playouts must end"
    outcome = PLETORE.outcome(state)
    black, white = PLETORE.scores(state)
    assert state.button in (NO_BUTTON, BUTTON_BLACK, BUTTON_WHITE)
    assert black + white == size * size + state.komi + (0.5 if state.button else 0)
    by_seat = (black, white) if state.colour_of(0) == "black" else (white, black)
    assert outcome.scores == by_seat
    assert outcome.winner == state.seat_of("black" if black > white else "white")
    assert log[-2:] == ["pass", "pass"]
    replayed = Replay.of(PLETORE, PLETORE.options_of(PLETORE.initial(options)), log)
    assert replayed.state == state and replayed.outcome == outcome


def test_takeback_restores_the_previous_state():
    game = replay(5, "komi 2,side white,c3,c4")
    before = game.state
    game.play("d3")
    game.play("takeback")
    assert game.state == before
