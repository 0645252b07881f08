"""Every worked example and final position of ``shared/rules/les.md`` §5, the
board geometry, setup and side choice, notation, the tie-break steps, the
referee, plus seeded random playouts checked against a deliberately naive
reference implementation of the spec's pseudocode (§3.5)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import rules.referee
from rules.base import Termination
from rules.errors import GameError, IllegalMove, InvalidNotation, InvalidOptions
from rules.les import (
    LES,
    NO_CONTACT,
    LesGame,
    LesState,
    LesView,
    Point,
    Setup,
    Side,
    Turn,
    compare,
)
from rules.les.geometry import geometry
from rules.les.moves import setup_sample
from rules.replay import Replay

ROWS = "abcdefghijklmnopqrstu"

# --- helpers ---------------------------------------------------------------------------


def pt(name: str) -> Point:
    return Point(ROWS.index(name[0]) + 1, int(name[1:]))


def names(points) -> list[str]:
    return [str(p) for p in points]


def replay(size: int, moves: list[str]) -> Replay:
    return Replay.of(LES, {"size": size}, moves)


def turns_of(text: str) -> list[str]:
    """A §5 turn list 'b3 d1 | c4 d7 | f5' as log lines."""
    return [turn.strip() for turn in text.split("|")]


def clean(diagram: str) -> str:
    return "\n".join(line.rstrip() for line in diagram.strip("\n").splitlines())


def stones_of(diagram: str) -> tuple[set[str], set[str]]:
    """Black and White point names of a §5 diagram such as 'd 1-7   . . . B W . .'."""
    black: set[str] = set()
    white: set[str] = set()
    for line in clean(diagram).splitlines():
        label, span, *cells = line.split()
        low = int(span.split("-")[0])
        for offset, mark in enumerate(cells):
            name = f"{label}{low + offset}"
            if mark == "B":
                black.add(name)
            elif mark == "W":
                white.add(name)
    return black, white


def diagram_of(state: LesState) -> str:
    return LES.view(state, None).diagram()


S0_LOG = ["setup d4 d5 b2 b4", "side white"]  # seat 0 plays Black


@pytest.fixture
def s0() -> LesState:
    return replay(4, S0_LOG).state


# --- board and coordinates (§1) --------------------------------------------------------


@pytest.mark.parametrize(
    "size, points, corners, edges, interior",
    [(4, 37, 6, 12, 19), (7, 127, 6, 30, 91), (9, 217, 6, 42, 169), (11, 331, 6, 54, 271)],
)
def test_point_counts_and_degrees(size, points, corners, edges, interior):
    geo = geometry(size)
    degrees = [geo.neighbours[i].bit_count() for i in geo.cells]
    assert len(geo.cells) == points == 3 * size * (size - 1) + 1
    assert (degrees.count(3), degrees.count(4), degrees.count(6)) == (corners, edges, interior)
    assert len(degrees) == corners + edges + interior


def test_n9_checks_of_section_1_2():
    geo = geometry(9)
    centre = geo.index(pt("i9").row, pt("i9").line)
    assert geo.cells[len(geo.cells) // 2] == centre and geo.neighbours[centre].bit_count() == 6
    corners = sorted(geo.name(i) for i in geo.cells if geo.neighbours[i].bit_count() == 3)
    assert corners == sorted(["a1", "a9", "i17", "q17", "q9", "i1"])

    def around(name: str) -> list[str]:
        p = pt(name)
        return sorted(geo.names(geo.neighbours[geo.index(p.row, p.line)]))

    assert around("i9") == sorted(["h8", "h9", "i8", "i10", "j9", "j10"])
    assert around("a1") == ["a2", "b1", "b2"]
    assert around("q17") == ["p16", "p17", "q16"]
    for name in ("a10", "q8", "j1"):
        assert not geo.contains(pt(name).row, pt(name).line)


@pytest.mark.parametrize("name", ["a10", "q8", "j1", "r5"])
def test_points_off_the_n9_board_are_refused(name):
    state = replay(9, ["setup i9 i10 e5 e7", "side white"]).state
    with pytest.raises(IllegalMove, match="not a point of the size-9 board"):
        LES.parse_move(state, f"i8 {name}")


def test_key_of_the_n4_board():
    key = {
        "g": "g4 g5 g6 g7",
        "f": "f3 f4 f5 f6 f7",
        "e": "e2 e3 e4 e5 e6 e7",
        "d": "d1 d2 d3 d4 d5 d6 d7",
        "c": "c1 c2 c3 c4 c5 c6",
        "b": "b1 b2 b3 b4 b5",
        "a": "a1 a2 a3 a4",
    }
    geo = geometry(4)
    listed = [geo.name(i) for i in geo.cells]
    assert listed == [p for row in "abcdefg" for p in key[row].split()]


# --- setup and side choice (§2, L1–L4) -------------------------------------------------

S0_DIAGRAM = """
g 4-7      . . . .
f 3-7     . . . . .
e 2-7    . . . . . .
d 1-7   . . . B W . .
c 1-6    . . . . . .
b 1-5     . B . W .
a 1-4      . . . .
"""


def test_l1_valid_setup_gives_s0(s0):
    assert diagram_of(s0) == clean(S0_DIAGRAM)
    assert LES.contact_points(s0) == ["b3", "c4", "e5"]
    lone = "c1 c6 d1 d2 d7 e2 e3 e7 f3 f4 f5 f6 f7 g4 g5 g6 g7".split()
    assert names(LES.view(s0, 0).lone) == lone
    after_setup = replay(4, S0_LOG[:1]).state
    assert (after_setup.black, after_setup.white) == (s0.black, s0.white)
    assert LES.parse_move(LES.initial({"size": 4}), "setup d4 d5 b2 b4") == Setup(
        pt("d4"), pt("d5"), pt("b2"), pt("b4")
    )


@pytest.mark.parametrize(
    "text, error, fragment",
    [
        ("setup d4 d5 a1 b3", IllegalMove, "not on a common line"),  # L2
        ("setup d4 d5 a1 b3", IllegalMove, "a2 and b2"),  # L2: the two shared neighbours
        ("setup b3 c3 b2 b4", IllegalMove, "between b2 and b4 is b3"),  # L3
        ("setup d4 e6 b2 b4", IllegalMove, "not neighbours"),  # L4
        ("setup d4 d5 b2 b4 c1", InvalidNotation, "names 5"),  # L4
        ("setup d4 d5 a5 b4", IllegalMove, "a5 is not a point of the size-4 board"),  # L4
        ("setup d4 d5 b2 b5", IllegalMove, "one-point jump"),  # three apart
        ("setup d4 d5 d4 d6", IllegalMove, "distinct"),
        ("setup d4 d5 b2", InvalidNotation, "exactly four points"),
        ("setup d4 d5 a1 c2", IllegalMove, "share the neighbours b1 and b2"),
        ("setup d4 d5 a1 d2", IllegalMove, "not two points apart"),
    ],
)
def test_setup_refusals(text, error, fragment):
    with pytest.raises(error, match=fragment):
        LES.parse_move(LES.initial({"size": 4}), text)


@pytest.mark.parametrize(
    "jump", ["b2 b4", "b4 b2", "b2 d2", "d2 b2", "b2 d4", "d4 b2"]
)  # the six directions of (±2, 0), (0, ±2), ±(2, 2)
def test_setup_jumps_in_all_six_directions(jump):
    state = LES.apply(
        LES.initial({"size": 4}), LES.parse_move(LES.initial({"size": 4}), f"setup f5 f6 {jump}")
    )
    assert state.ply == 1 and LES.to_move(state) == 1


def test_setup_count_for_n4_matches_the_spec():
    """§2: 21 024 ordered setups on n = 4 — checked by applying every candidate."""
    geo = geometry(4)
    start = LES.initial({"size": 4})
    cells = [Point(*geo.row_line(i)) for i in geo.cells]
    adjacent = [
        (a, b)
        for a in cells
        for b in cells
        if (b.row - a.row, b.line - a.line) in ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1))
    ]
    jumps = [
        (a, b)
        for a in cells
        for b in cells
        if max(abs(b.row - a.row), abs(b.line - a.line), abs(b.row - a.row - b.line + a.line)) == 2
    ]  # every pair two steps apart, on a line or not; apply decides
    count = 0
    for b1, w1 in adjacent:
        for b2, w2 in jumps:
            try:
                LES.apply(start, Setup(b1, w1, b2, w2))
            except IllegalMove:
                continue
            count += 1
    assert count == 21024


@pytest.mark.parametrize("size", [3, 4, 9, 11])
def test_setup_sample_is_valid_and_varied(size):
    start = LES.initial({"size": size})
    sample = LES.legal_moves(start)
    assert sample == list(setup_sample(size)) and len(set(sample)) == len(sample)
    assert len(sample) >= 6
    for move in sample:
        after = LES.apply(start, move)
        assert LES.parse_move(start, str(move)) == move
        assert after.black.bit_count() == after.white.bit_count() == 2
    assert LES.legal_move_count(start) is None


@pytest.mark.parametrize(
    "typed, colour, black_seat",
    [
        ("side black", "black", 1),
        ("side white", "white", 0),
        ("black", "black", 1),
        ("WHITE", "white", 0),
        ("b", "black", 1),
        ("W", "white", 0),
        ("Side  Black", "black", 1),
    ],
)
def test_side_choice(typed, colour, black_seat):
    state = replay(4, S0_LOG[:1]).state
    assert LES.to_move(state) == 1
    assert LES.legal_moves(state) == [Side("black"), Side("white")]
    assert LES.legal_move_count(state) == 2
    move = LES.parse_move(state, typed)
    assert move == Side(colour) and str(move) == f"side {colour}"
    after = LES.apply(state, move)
    assert after.black_seat == black_seat
    assert after.colour_of(1) == colour and after.colour_of(0) != colour
    assert LES.to_move(after) == black_seat  # Black takes the first turn


def test_protocol_order_is_enforced(s0):
    start = LES.initial({"size": 4})
    with pytest.raises(IllegalMove, match="seat 0 first places the four starting stones"):
        LES.parse_move(start, "side black")
    with pytest.raises(IllegalMove, match="seat 0 first places"):
        LES.parse_move(start, "c4 g7")
    before_side = replay(4, S0_LOG[:1]).state
    with pytest.raises(IllegalMove, match="seat 1 first picks a colour"):
        LES.parse_move(before_side, "c4 g7")
    with pytest.raises(IllegalMove, match="setup happens once"):
        LES.parse_move(before_side, "setup a1 a2 g4 g6")
    with pytest.raises(IllegalMove, match="already chosen"):
        LES.parse_move(s0, "side black")
    assert LES.to_move(start) == 0 and LES.to_move(s0) == 0


# --- options ---------------------------------------------------------------------------


def test_options():
    assert LES.initial().size == 9
    assert LES.options_of(LES.initial({"size": "7"})) == {"size": 7}
    for size in (3, 11):
        assert LES.initial({"size": size}).size == size
    for bad in ({"size": 2}, {"size": 12}, {"size": "nine"}, {"komi": 3}):
        with pytest.raises(InvalidOptions):
            LES.initial(bad)
    assert [spec.name for spec in LES.option_specs] == ["size"]


# --- notation (§1.3) -------------------------------------------------------------------


@pytest.mark.parametrize(
    "typed, canonical",
    [
        ("c4 g7", "c4 g7"),
        ("C4 G7", "c4 g7"),
        ("c4,g7", "c4 g7"),
        ("  c4 ,  g7 ", "c4 g7"),
        ("setup D4,d5 B2 b4", "setup d4 d5 b2 b4"),
        ("side BLACK", "side black"),
    ],
)
def test_notation_reads_case_and_separators(typed, canonical):
    state = LES.initial({"size": 4}) if typed.startswith("setup") else None
    if state is None:
        state = replay(4, S0_LOG if not typed.startswith("side") else S0_LOG[:1]).state
    move = LES.parse_move(state, typed)
    assert str(move) == canonical and LES.parse_move(state, canonical) == move


@pytest.mark.parametrize(
    "typed, fragment",
    [
        ("", "empty message"),
        ("hello", "Not a point: 'hello'"),
        ("c4 g7 f3", "at most two stones"),
        ("side red", "side black"),
        ("4c", "Not a point: '4c'"),
        ("c", "Not a point: 'c'"),
        ("c4 7", "Not a point: '7'"),
        ("pass", "no pass"),
    ],
)
def test_invalid_notation(s0, typed, fragment):
    with pytest.raises(InvalidNotation, match=fragment):
        LES.parse_move(s0, typed)


def test_canonical_strings():
    assert str(Turn(pt("c4"), pt("g7"))) == "c4 g7"
    assert str(Turn(pt("f5"))) == "f5"
    assert str(Setup(pt("d4"), pt("d5"), pt("b2"), pt("b4"))) == "setup d4 d5 b2 b4"
    assert str(Side("white")) == "side white"
    assert str(pt("q17")) == "q17" and str(Point(21, 21)) == "u21"


# --- a turn (§3.2, L5–L10) -------------------------------------------------------------


@pytest.mark.parametrize(
    "typed, fragment",
    [
        ("c4 g7", None),  # L5
        ("c3 g7", "c3 is not a contact point.*only Black stones \\(b2, d4\\)"),  # L6
        ("e5 f6", "f6 is not a lone point once e5 is down.*touches e5"),  # L7
        ("c5 c6", "c5 is not a contact point.*only White stones \\(b4, d5\\)"),  # L8
        ("c6 c5", "c6 is not a contact point.*no stone at all"),  # L8
        ("c4", "lone placement is still required after c4"),  # L9
        ("g7 c4", "did you mean 'c4 g7'\\?"),  # contact first
        ("c4 c4", "different points"),
        ("c4 d4", "d4 is occupied"),
        ("d4 g7", "d4: it is occupied"),
        ("c4 e4", "e4 touches d4"),
    ],
)
def test_turns_on_s0(s0, typed, fragment):
    if fragment is None:
        move = LES.parse_move(s0, typed)
        after = LES.apply(s0, move)
        assert after.black == s0.black | bits(4, "c4 g7") and after.white == s0.white
        assert LES.to_move(after) == 1
    else:
        with pytest.raises(IllegalMove, match=fragment):
            LES.parse_move(s0, typed)


def test_error_messages_are_sentences(s0):
    for typed in ("c3 g7", "e5 f6", "c4", "g7 c4", "a5 g7", "zz", "setup a1 a2 a3 a4"):
        with pytest.raises(GameError) as caught:
            LES.parse_move(s0, typed)
        message = str(caught.value)
        assert message[0].isupper() or message[0].isalnum(), message
        assert message.endswith((".", "?")), message


def bits(size: int, text: str) -> int:
    geo = geometry(size)
    return sum(1 << geo.index(pt(n).row, pt(n).line) for n in text.split())


L10_LOG = ["setup d4 d5 b2 b4", "side white", *turns_of("b3 d1 | a3 f4 | c4 g6 | g5 e7")]
L10_DIAGRAM = """
g 4-7      . W B .
f 3-7     . W . . .
e 2-7    . . . . . W
d 1-7   B . . B W . .
c 1-6    . . . B . .
b 1-5     . B B W .
a 1-4      . . W .
"""


def test_l10_single_stone_phase_starts_mid_turn():
    state = replay(4, L10_LOG).state
    assert diagram_of(state) == clean(L10_DIAGRAM)
    assert LES.to_move(state) == 0  # Black
    view = LES.view(state, 0)
    assert names(view.contact) == ["a2", "c5", "e4", "e5", "f5"]
    assert names(view.lone) == ["c6"]
    assert [str(m) for m in LES.legal_moves(state)] == ["a2 c6", "c5", "e4 c6", "e5 c6", "f5 c6"]
    assert LES.lone_points(state, "c5") == [] and LES.lone_points(state, "E4") == ["c6"]
    assert LES.parse_move(state, "c5") == Turn(pt("c5"))
    assert LES.parse_move(state, "e4 c6") == Turn(pt("e4"), pt("c6"))
    with pytest.raises(IllegalMove, match="c6 is not a lone point once c5 is down.*alone"):
        LES.parse_move(state, "c5 c6")
    with pytest.raises(IllegalMove, match="lone placement is still required after e4.*c6"):
        LES.parse_move(state, "e4")


# --- the end (§3.3, L11) ---------------------------------------------------------------

L11_LOG = ["setup b5 c6 f7 d7", "side white", *turns_of("c5 c3 | e7 g5 | e6 b1 | d6 e2 | d5 a2")]
L11_DIAGRAM = """
g 4-7      . W . .
f 3-7     . . . . B
e 2-7    W . . . B W
d 1-7   . . . . B W W
c 1-6    . . B . B W
b 1-5     B . . . B
a 1-4      . B . .
"""


def test_l11_game_ends_although_a_lone_point_remains():
    state = replay(4, L11_LOG).state
    assert diagram_of(state) == clean(L11_DIAGRAM)
    assert LES.contact_points(state) == []
    empty = geometry(4).board & ~(state.black | state.white)
    lone = empty & ~geometry(4).spread(state.black | state.white)
    assert geometry(4).names(lone) == ["e4"]
    assert LES.to_move(state) is None and LES.legal_moves(state) == []
    assert LES.legal_move_count(state) == 0
    outcome = LES.outcome(state)
    assert outcome is not None
    assert (outcome.winner, outcome.termination, outcome.scores) == (None, NO_CONTACT, (0, 0))
    holes = LES.view(state, None).holes
    assert len(holes) == 1 and holes[0].size == 23 and holes[0].owner is None
    assert set(names(holes[0].boundary)) == set("a2 b1 b5 c3 c5 d5 e6 f7 e2 g5".split())
    with pytest.raises(IllegalMove, match="game is over"):
        LES.parse_move(state, "e4")
    with pytest.raises(IllegalMove, match="game is over"):
        LES.apply(state, Turn(pt("e4")))


# --- final positions (§5 FA–FE) --------------------------------------------------------

FINALS = {
    "FA": (
        "b3 d1 | c4 d7 | c3 g5 | e5 g7 | e4 f3 | f5 | a3 | f4 | g6 | a4 | g4 | f6 | e3",
        """
g 4-7      B B B W
f 3-7     B W W W .
e 2-7    . B B W . .
d 1-7   B . . B W . W
c 1-6    . . B W . .
b 1-5     . B B W .
a 1-4      . . B W
""",
        "white",  # to move at the end
        "black",  # winner
        2,  # deciding step
        {
            ("black", "a1 a2 b1 c1 c2 d2 d3 e2", "a3 b2 b3 c3 d1 d4 e3 e4 f3"),
            ("white", "b5 c5 c6 d6 e6 e7 f7", "a4 b4 c4 d5 d7 e5 f6 g7"),
        },
    ),
    "FB": (
        "c4 d7 | e5 g6 | b3 d1 | a3 f4 | a2 f7 | c5 | c6 | e6 | e7 | b5 | e4 | d6 | g7 | e3 "
        "| f6 | d2 | c2 | c1 | f5 | b1 | d3 | a1 | e2 | g5 | f3 | g4",
        """
g 4-7      W W W B
f 3-7     B W B B B
e 2-7    B W B W W B
d 1-7   B W B B W W B
c 1-6    W B . B W B
b 1-5     W B B W W
a 1-4      W B W .
""",
        "black",
        "black",
        3,
        {("black", "c3", "b2 b3 c2 c4 d3 d4"), ("white", "a4", "a3 b4 b5")},
    ),
    "FC": (
        "b3 e3 | a3 e7 | e5 c6 | c5 c1 | a2 g4 | d6 g7 | b1 | d7 | f6 | d2 | e6 | e2 | b5 "
        "| f3 | g6 | c2 | f4 | a4 | f7 | d3 | c3 | e4 | c4 | f5 | g5",
        """
g 4-7      B B B W
f 3-7     W B W B B
e 2-7    W B W B B W
d 1-7   . W W B W W W
c 1-6    W W B B W B
b 1-5     B B B W B
a 1-4      . B W W
""",
        "white",
        None,
        4,
        {("black", "a1", "a2 b1 b2"), ("white", "d1", "c1 d2 e2")},
    ),
    "FD": (
        "b3 d1 | a3 f4 | c4 g6 | g5 e7 | e4 c6 | a2 | c5 | d7 | f5 | e3 | e5 | e2 | d6 | d2 "
        "| d3 | c2 | c3 | b5 | a1 | b1 | e6 | f7 | f6 | g7 | c1",
        """
g 4-7      . W B W
f 3-7     . W B B W
e 2-7    W W B B B W
d 1-7   B W B B W B W
c 1-6    B W B B B B
b 1-5     W B B W W
a 1-4      B W W .
""",
        "white",
        "white",
        1,
        {("white", "a4", "a3 b4 b5"), ("white", "f3 g4", "e2 e3 f4 g5")},
    ),
    "FE": (
        "c4 g4 | b3 d7 | e5 g6 | c5 e2 | e6 c1 | d6 | c3 | d2 | c2 | a2 | f3 | d3 | e7 | d1 "
        "| e3 | a1 | b1 | e4 | f5 | f4 | g5",
        """
g 4-7      B B B .
f 3-7     B W B . .
e 2-7    W B W B B B
d 1-7   W W W B W W W
c 1-6    B B B B W .
b 1-5     B B W W .
a 1-4      W W . .
""",
        "white",
        "white",
        2,
        {("white", "a3 a4 b5 c6", "a2 b3 b4 c5 d6 d7"), ("black", "f6 f7 g7", "e5 e6 e7 f5 g6")},
    ),
}


@pytest.mark.parametrize("side", ["side white", "side black"])
@pytest.mark.parametrize("label", sorted(FINALS))
def test_final_positions(label, side):
    record, diagram, mover, winner, step, owned = FINALS[label]
    log = ["setup d4 d5 b2 b4", side, *turns_of(record)]
    game = replay(4, log)
    state = game.state
    assert diagram_of(state) == clean(diagram)
    assert (state.black, state.white) == (
        bits(4, " ".join(stones_of(diagram)[0])),
        bits(4, " ".join(stones_of(diagram)[1])),
    )
    # "X to move" in the spec: the colour whose turn it would be
    assert state.colour_of(state.seat_to_play()) == mover
    assert LES.to_move(state) is None and LES.legal_moves(state) == []
    view = LES.view(state, None)
    found = {
        (h.owner, " ".join(sorted(names(h.points))), " ".join(sorted(names(h.boundary))))
        for h in view.holes
        if h.owner is not None
    }
    assert found == {
        (o, " ".join(sorted(p.split())), " ".join(sorted(b.split()))) for o, p, b in owned
    }
    verdict = LES.verdict(state)
    assert (verdict.winner, verdict.step) == (winner, step)
    assert view.verdict == verdict.reason and view.phase == "over"
    outcome = LES.outcome(state)
    assert outcome is not None and outcome.termination is Termination.NO_CONTACT
    assert outcome.winner == (None if winner is None else state.seat_of(winner))
    counts = {c: sum(1 for o, _, _ in owned if o == c) for c in ("black", "white")}
    assert outcome.scores == (counts[state.colour_of(0)], counts[state.colour_of(1)])


def test_fa_hole_along_the_edge_counts():
    """L12: Black's 8-point hole runs along the edge and is still owned."""
    log = ["setup d4 d5 b2 b4", "side white", *turns_of(FINALS["FA"][0])]
    state = replay(4, log).state
    black_hole = next(h for h in LES.view(state, 0).holes if h.owner == "black")
    edge = {
        geometry(4).name(i) for i in geometry(4).cells if geometry(4).neighbours[i].bit_count() < 6
    }
    assert black_hole.size == 8 and set(names(black_hole.points)) & edge


def test_fd_starts_from_l10():
    assert turns_of(FINALS["FD"][0])[:4] == L10_LOG[2:]


# --- the comparator (§3.4, L13) --------------------------------------------------------


@pytest.mark.parametrize(
    "black, white, winner, step",
    [
        ([(3, 7), (1, 6)], [(2, 6), (2, 5)], "black", 2),
        ([(2, 5), (2, 7)], [(2, 6), (2, 6)], "black", 3),
        ([(1, 6)], [(2, 3), (1, 6)], "white", 1),
        ([], [], None, 4),
        ([(1, 3)], [(1, 3)], None, 4),
        # extra rows: each step in both directions
        ([], [(1, 3)], "white", 1),
        ([(1, 3), (1, 3)], [(1, 6)], "black", 1),
        ([(2, 3), (1, 3)], [(2, 3), (2, 3)], "white", 2),
        ([(2, 4), (2, 3)], [(2, 4), (2, 4)], "white", 3),
        ([(3, 3), (2, 6)], [(3, 3), (2, 5)], "black", 3),
    ],
)
def test_comparator(black, white, winner, step):
    verdict = compare(black, white)
    assert (verdict.winner, verdict.step) == (winner, step)
    mirrored = compare(white, black)
    flip = {"black": "white", "white": "black", None: None}
    assert (mirrored.winner, mirrored.step) == (flip[winner], step)
    assert verdict.reason.endswith(".")


# --- helpers for autocomplete ----------------------------------------------------------


def test_contact_and_lone_point_helpers(s0):
    assert LES.contact_points(LES.initial({"size": 4})) == []
    assert LES.contact_points(s0) == ["b3", "c4", "e5"]
    assert "f6" in LES.lone_points(s0, "c4") and "f6" not in LES.lone_points(s0, "e5")
    assert LES.lone_points(s0, "c4") == [
        str(m.lone) for m in LES.legal_moves(s0) if str(m.contact) == "c4"
    ]
    with pytest.raises(IllegalMove, match="not a contact point"):
        LES.lone_points(s0, "c3")
    with pytest.raises(InvalidNotation):
        LES.lone_points(s0, "??")


# --- views -----------------------------------------------------------------------------


def test_views_through_a_game():
    start = LES.view(LES.initial({"size": 4}), None)
    assert isinstance(start, LesView) and start.phase == "setup" and start.to_move == 0
    assert start.colours == (None, None) and start.stones == {} and start.last_points == ()
    after_setup = LES.view(replay(4, S0_LOG[:1]).state, 1)
    assert after_setup.phase == "side" and after_setup.to_move == 1
    assert after_setup.last_move == "setup d4 d5 b2 b4"
    assert names(after_setup.last_points) == ["d4", "d5", "b2", "b4"]
    assert after_setup.stones == {
        pt("d4"): "black",
        pt("b2"): "black",
        pt("d5"): "white",
        pt("b4"): "white",
    }
    state = replay(4, [*S0_LOG, "c4 g7"]).state
    view = LES.view(state, 1)
    assert view.phase == "play" and view.colours == ("black", "white") and view.to_move == 1
    assert names(view.last_points) == ["c4", "g7"] and view.last_move == "c4 g7"
    assert view.holes == () and view.verdict is None and view.outcome is None
    assert LES.view(state, 0) == LES.view(state, None) == view  # nothing is hidden
    text = LES.view_text(view)
    assert text.splitlines()[0] == "size 4, ply 3, play, seat 0 black, seat 1 white, to move 1"
    assert "last c4 g7" in text and "contact " in text and text.endswith("a 1-4      . . . .")


def test_view_text_at_the_end_explains_the_result():
    log = ["setup d4 d5 b2 b4", "side black", *turns_of(FINALS["FA"][0])]
    text = LES.view(replay(4, log).state, None).text()
    assert "over" in text.splitlines()[0] and "to move -" in text.splitlines()[0]
    assert "black hole a1 a2 b1 c1 c2 d2 d3 e2: size 8, boundary 9" in text
    assert "white hole b5 c5 c6 d6 e6 e7 f7: size 7, boundary 8" in text
    assert text.endswith("Black wins on hole sizes (8 against 7): Black 8, White 7.")


def test_diagram_layout_for_two_digit_labels():
    lines = LES.view(LES.initial({"size": 9}), None).diagram().splitlines()
    assert len(lines) == 17
    assert lines[0] == "q 9-17" + " " * 11 + " ".join("." * 9)
    assert lines[8] == "i 1-17" + " " * 3 + " ".join("." * 17)
    assert lines[16] == "a 1-9 " + " " * 11 + " ".join("." * 9)


def test_chance_outcomes_is_empty():
    assert LES.chance_outcomes(LES.initial()) == []


# --- referee ---------------------------------------------------------------------------

FA_RECORD = (
    "game: les\nsize: 4\n\nsetup d4 d5 b2 b4\nside white  # seat 0 plays Black\n"
    + "\n".join(turns_of(FINALS["FA"][0]))
    + "\n"
)


def test_registry_finds_les():
    assert rules.GAMES["LES"] is LES and isinstance(LES, LesGame)


def test_referee_plays_a_whole_record():
    answer, code = rules.referee.referee(FA_RECORD, list_moves=True, trace=True, view="spectator")
    assert code == 0 and answer["ok"] and answer["error"] is None
    assert answer["game"] == "les" and answer["options"] == {"size": 4}
    assert answer["plies"] == 15 and answer["to_move"] is None
    assert answer["outcome"] == {"winner": 0, "termination": "no_contact", "scores": [1.0, 1.0]}
    assert answer["legal_moves"] == 0 and answer["moves"] == []
    trace = answer["trace"]
    assert trace[0] == {"ply": 1, "move": "setup d4 d5 b2 b4", "to_move": 0, "legal_moves": None}
    assert trace[1] == {"ply": 2, "move": "side white", "to_move": 1, "legal_moves": 2}
    assert trace[2]["move"] == "b3 d1" and trace[2]["to_move"] == 0
    assert trace[2]["legal_moves"] == len(LES.legal_moves(replay(4, S0_LOG).state)) == 17 + 17 + 15
    assert [step["to_move"] for step in trace[2:6]] == [0, 1, 0, 1]
    assert clean(FINALS["FA"][1]) in answer["view"]


def test_referee_reports_the_first_bad_move():
    text = "game: les\nsize: 4\n\nsetup d4 d5 b2 b4\nblack\nc4 g7\nc3 g6\n"
    answer, code = rules.referee.referee(text, list_moves=True, trace=False, view=None)
    assert code == 1 and answer["error"]["ply"] == 4 and answer["error"]["move"] == "c3 g6"
    assert "not a contact point" in answer["error"]["message"]
    assert answer["to_move"] == 0 and answer["plies"] == 3
    assert answer["legal_moves"] == len(answer["moves"]) and answer["moves"][0] == "b3 c1"


def test_referee_counts_null_at_the_setup_ply():
    answer, code = rules.referee.referee("game: les\n", list_moves=False, trace=False, view=None)
    assert code == 0 and answer["legal_moves"] is None and answer["to_move"] == 0
    assert answer["options"] == {"size": 9}


def test_takeback_restores_the_previous_state():
    game = replay(4, S0_LOG)
    before = game.state
    game.play("c4 g7")
    game.play("takeback")
    assert game.state == before


# --- naive reference and seeded random playouts ----------------------------------------


def naive_points(size: int) -> list[tuple[int, int]]:
    span = 2 * size - 1
    return [
        (r, q) for r in range(1, span + 1) for q in range(1, span + 1) if abs(q - r) <= size - 1
    ]


def naive_legal(state: LesState) -> list[str]:
    """§3.5's pseudocode with a dict board and the neighbour offsets of §1.2."""
    points = naive_points(state.size)
    on_board = set(points)
    geo = geometry(state.size)
    board: dict[tuple[int, int], str] = {}
    for r, q in points:
        bit = 1 << geo.index(r, q)
        if state.black & bit:
            board[r, q] = "B"
        elif state.white & bit:
            board[r, q] = "W"

    def nbrs(p):
        r, q = p
        around = [(r, q - 1), (r, q + 1), (r + 1, q), (r + 1, q + 1), (r - 1, q - 1), (r - 1, q)]
        return [x for x in around if x in on_board]

    def contact(b):
        return [
            x
            for x in points
            if x not in b
            and any(b.get(y) == "B" for y in nbrs(x))
            and any(b.get(y) == "W" for y in nbrs(x))
        ]

    def lone(b):
        return [x for x in points if x not in b and all(y not in b for y in nbrs(x))]

    def name(p):
        return f"{ROWS[p[0] - 1]}{p[1]}"

    me = "B" if state.ply % 2 == 0 else "W"
    out = []
    for x in contact(board):
        after = {**board, x: me}
        lones = lone(after)
        out += [f"{name(x)} {name(y)}" for y in lones] if lones else [name(x)]
    return out


@pytest.mark.parametrize("seed", range(12))
def test_random_playouts_keep_invariants(seed):
    """Legal moves match the naive reference, notation round-trips, apply never
    mutates, the game ends with a consistent outcome, and replay rebuilds it."""
    rng = random.Random(seed)
    size = (3, 4, 4, 5, 6, 7)[seed % 6] if seed < 10 else 9
    state = LES.initial({"size": size})
    log: list[str] = []
    while LES.to_move(state) is not None:
        legal = LES.legal_moves(state)
        assert legal, "a running game always has a legal move"
        if state.ply >= 2:
            if size <= 5 or state.ply % 7 == 0:
                assert [str(m) for m in legal] == naive_legal(state)
            assert LES.legal_move_count(state) == len(legal)
            assert len(set(legal)) == len(legal)
        check = rng.sample(legal, min(len(legal), 12))
        for move in check:
            assert LES.parse_move(state, str(move)) == move
            assert LES.parse_move(state, str(move).upper().replace(" ", ",")) == move
        snapshot = replace(state)
        move = rng.choice(legal)
        after = LES.apply(state, move)
        assert state == snapshot and state is not after
        assert after.black & after.white == 0
        assert after.ply == state.ply + 1
        placed = (after.black | after.white) & ~(state.black | state.white)
        expected = 4 if state.ply == 0 else 0 if state.ply == 1 else len(move.points)
        assert placed.bit_count() == expected
        log.append(str(move))
        state = after
        assert len(log) < 4 * size * size, "random playouts must end"
    outcome = LES.outcome(state)
    assert outcome is not None and outcome.termination is NO_CONTACT
    holes = LES.holes(state)
    empty = geometry(size).board & ~(state.black | state.white)
    assert sum(h.points for h in holes) == empty  # holes partition the empty points
    owned = [sum(1 for h in holes if h.owner == state.colour_of(s)) for s in (0, 1)]
    assert outcome.scores == tuple(owned)
    verdict = LES.verdict(state)
    assert outcome.winner == (None if verdict.winner is None else state.seat_of(verdict.winner))
    replayed = Replay.of(LES, LES.options_of(LES.initial({"size": size})), log)
    assert replayed.state == state and replayed.outcome == outcome


def test_apply_refuses_foreign_objects(s0):
    with pytest.raises(IllegalMove):
        LES.apply(s0, "c4 g7")  # type: ignore[arg-type]
    with pytest.raises(IllegalMove, match="not a point of the size-4 board"):
        LES.apply(s0, Turn(Point(9, 9), Point(1, 1)))
