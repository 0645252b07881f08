"""The monospace diagrams of turn mails: every piece of the view at its labelled coordinate.

Positions are reached by playing moves with the engines. Each test reads the
board back out of the diagram, using only the labels the diagram prints, and
compares it with the view; every diagram is checked to be printable ASCII no
wider than 72 columns, on the largest board each game allows.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace
from typing import Any

import pytest

from rules import GAMES
from rules.base import CHANCE
from rules.les import LesView
from rules.les.moves import Point
from rules.plakoto import PlakotoView
from rules.plateau import PLATEAU, PlateauView, sample_world
from rules.replay import Replay
from service.boards.diagrams import (
    les_diagram,
    pinch_diagram,
    plakoto_diagram,
    plateau_diagram,
    pletore_diagram,
)
from service.presenters import PRESENTERS
from words import ENGLISH

NAMES = ("alice", "bob")
FILES = "abcdefghijklmnopqrstuvwxyz"


# --- shared checks ---------------------------------------------------------------------


def assert_plain(diagram: str) -> None:
    """Printable ASCII only, no line over 72 columns, no trailing blanks."""
    for line in diagram.splitlines():
        assert len(line) <= 72, line
        assert all(" " <= char <= "~" for char in line), line
        assert line == line.rstrip(), line


def board_block(diagram: str) -> list[str]:
    """The board: the lines between the first blank line and the next."""
    lines = diagram.splitlines()
    start = lines.index("") + 1
    end = lines.index("", start)
    return lines[start:end]


def head(diagram: str) -> str:
    lines = diagram.splitlines()
    return "\n".join(lines[: lines.index("")])


def random_replay(
    name: str, options: dict[str, Any], seed: int, plies: int, opening: tuple[str, ...] = ()
) -> Replay[Any, Any, Any]:
    """``opening`` typed, then random legal moves (dice from the chance outcomes)."""
    game = GAMES[name]
    replay = Replay.of(game, options, opening)
    rng = random.Random(seed)
    while replay.plies < plies and replay.outcome is None:
        if replay.to_move is CHANCE:
            outcomes = replay.chance_outcomes()
            replay.apply(rng.choices([m for m, _ in outcomes], [float(p) for _, p in outcomes])[0])
        else:
            replay.apply(rng.choice(replay.legal_moves()))
    return replay


# --- square boards: Pinch and Pletore ----------------------------------------------------


def read_square(diagram: str, size: int) -> tuple[dict[tuple[int, int], str], set[tuple[int, int]]]:
    """(symbol per point, marked points), read through the printed file and rank labels."""
    block = board_block(diagram)
    header = block[0]
    assert block[-1] == header
    assert header.split() == list(FILES[:size])
    columns = {x: header.index(FILES[x]) for x in range(size)}
    cells: dict[tuple[int, int], str] = {}
    marked = set()
    rows = block[1:-1]
    assert len(rows) == size
    for line in rows:
        found = re.fullmatch(r"\s*(\d+) (.*?)\s+(\d+)", line)
        assert found, line
        assert found.group(1) == found.group(3)
        y = int(found.group(1)) - 1
        for x, column in columns.items():
            cells[(x, y)] = line[column]
            if line[column - 1] == ">":
                marked.add((x, y))
            else:
                assert line[column - 1] == " ", line
    assert {y for _, y in cells} == set(range(size))
    return cells, marked


def test_pinch_stones_conversions_and_last_move_at_their_points():
    replay = Replay.of(GAMES["pinch"], {"size": 9}, "e6 a1 a9 e5 f5".split())  # f5 converts e5
    view = replay.view(None)
    diagram = pinch_diagram(view, names=NAMES)
    assert_plain(diagram)
    cells, marked = read_square(diagram, 9)
    symbols = {"black": "X", "white": "O"}
    expected = {
        point: (symbols[colour].lower() if point in view.converted else symbols[colour])
        for point, colour in view.stones.items()
    }
    assert {p: s for p, s in cells.items() if s != "."} == expected
    assert cells[(4, 4)] == "x" and cells[(5, 4)] == "X"  # e5 converted, f5 placed
    assert marked == {(5, 4)} == {view.last_point}
    text = head(diagram)
    assert "X = alice (Black)   O = bob (White)" in text
    assert "To move: bob (White)." in text
    assert "Last move: f5, converting e5." in text


def test_pinch_largest_board_reads_back_and_fits():
    replay = random_replay("pinch", {"size": 13}, seed=4, plies=60)
    view = replay.view(None)
    diagram = pinch_diagram(view, names=("Jos\u00e9 M\u00fcller", "\U0001f409" + "x" * 40))
    assert_plain(diagram)
    cells, marked = read_square(diagram, 13)
    for point in ((x, y) for x in range(13) for y in range(13)):
        colour = view.stones.get(point)
        assert cells[point].upper() == {"black": "X", "white": "O", None: "."}[colour], point
    assert marked == {view.last_point}
    assert "Jose Muller (Black)" in head(diagram)


def test_pinch_result_and_swap():
    line = "e1 a1 e2 a2 e3 a3 e4 a4 e5 a5 e6 a6 e7 a7 e8 a8 e9".split()
    won = pinch_diagram(Replay.of(GAMES["pinch"], {"size": 9}, line).view(None), names=NAMES)
    assert "Result: alice (Black) wins (connection)." in head(won)
    assert "To move" not in won
    swapped = pinch_diagram(
        Replay.of(GAMES["pinch"], {"size": 9}, ["e5", "swap"]).view(None), names=NAMES
    )
    assert "X = bob (Black)   O = alice (White)" in swapped
    assert "Last move: swap" in swapped and "To move: alice (White)." in swapped
    resigned = Replay.of(GAMES["pinch"], {"size": 9}, ["e5", "d4", "resign 0"])
    text = pinch_diagram(resigned.view(1), names=NAMES)
    assert "Result: bob (White) wins (alice (Black) resigned)." in text


def test_pletore_largest_board_stones_control_score_and_last_move():
    replay = random_replay(
        "pletore", {"size": 19}, seed=2, plies=70, opening=("komi 3", "side white")
    )
    view = replay.view(None)
    diagram = pletore_diagram(view, names=NAMES)
    assert_plain(diagram)
    cells, marked = read_square(diagram, 19)
    for x in range(19):
        for y in range(19):
            stone = view.stones.get((x, y))
            if stone is not None:
                assert cells[(x, y)] == {"black": "B", "white": "W"}[stone]
            else:
                owner = view.control.get((x, y))
                assert cells[(x, y)] == {"black": "b", "white": "w", None: "."}[owner]
    assert marked == {view.last_point}
    text = head(diagram)
    assert "B = alice (Black)   W = bob (White)" in text  # bob chose White
    score = view.score
    assert f"Score: Black {score['black']:g}, White {score['white']:g} (komi 3 for White" in text
    assert f"Last move: {view.last_move}" in text
    assert f"To move: {NAMES[view.to_move]} (" in text


def test_pletore_protocol_and_result():
    start = pletore_diagram(GAMES["pletore"].view(GAMES["pletore"].initial({}), None), names=NAMES)
    assert_plain(start)
    assert "To move: alice (name the komi: komi N)." in start
    assert "sides not chosen yet: bob chooses" in start
    over = Replay.of(GAMES["pletore"], {"size": 4}, ["komi 1", "side black", "resign 1"])
    text = pletore_diagram(over.view(None), names=NAMES)
    assert "Result: alice (White) wins (bob (Black) resigned)." in text


# --- Les: the hexagon ---------------------------------------------------------------------


def read_hex(
    diagram: str, n: int
) -> tuple[dict[Point, str], set[Point], list[tuple[int, int, int, int]]]:
    """(symbol per point, marked points, labels) read from the diagram alone.

    A row's line starts and ends with its letter; the points of a row are its
    board characters, two columns apart, ``low``..``high`` of the notation. The
    labels are returned as (number, board row the text line stands for, first
    column, last column) for the caller to check against the geometry.
    """
    block = board_block(diagram)
    span = 2 * n - 1
    row_lines = {}
    for index, line in enumerate(block):
        found = re.fullmatch(r"([a-z]) .*? ([a-z])", line)
        if found and found.group(1) == found.group(2):
            row_lines[FILES.index(found.group(1)) + 1] = index
    assert sorted(row_lines) == list(range(1, span + 1))
    assert all(row_lines[r] - row_lines[r + 1] == 1 for r in range(1, span))  # a at the bottom
    cells: dict[Point, str] = {}
    marked = set()
    base = None
    for row, index in row_lines.items():
        line = block[index]
        inner = line[1:-1]
        columns = [c + 1 for c, char in enumerate(inner) if char in ".BWbw"]
        low, high = max(1, row - n + 1), min(span, row + n - 1)
        assert len(columns) == high - low + 1, line
        for line_number, column in zip(range(low, high + 1), columns, strict=True):
            point = Point(row, line_number)
            cells[point] = line[column]
            offset = column - (2 * line_number - row)
            assert base is None or offset == base, "points must sit on the hex lattice"
            base = offset
            if line[column - 1] == ">":
                marked.add(point)
    assert base is not None
    labels = []
    top = row_lines[span]
    for index, line in enumerate(block):
        row = span - (index - top)  # the board row this text line stands for
        for found in re.finditer(r"\d+", line):
            labels.append((int(found.group()), row, found.start() - base, found.end() - 1 - base))
    return cells, marked, labels


def check_hex_labels(labels: list[tuple[int, int, int, int]], n: int) -> None:
    """Every line number stands at both ends of its line, off the board, where the line
    would continue: above it the label ends there, below it the label starts there."""
    span = 2 * n - 1

    def on_board(row: int, line: int) -> bool:
        return 1 <= row <= span and 1 <= line <= span and abs(line - row) <= n - 1

    upper, lower = set(), set()
    for number, row, first, last in labels:
        assert 1 <= number <= span
        assert not on_board(row, number)
        # a label may stand one step further on, so that two-digit labels do not touch
        if last == 2 * number - row and row - min(span, number + n - 1) in (1, 2):
            upper.add(number)
        elif first == 2 * number - row and max(1, number - n + 1) - row in (1, 2):
            lower.add(number)
        else:
            raise AssertionError(f"label {number} is not at an end of line {number}")
    assert upper == lower == set(range(1, span + 1))


def check_les(view: LesView, diagram: str) -> dict[Point, str]:
    assert_plain(diagram)
    cells, marked, labels = read_hex(diagram, view.size)
    check_hex_labels(labels, view.size)
    holes = {p: h.owner for h in view.holes if h.owner for p in h.points}
    for point, symbol in cells.items():
        stone = view.stones.get(point)
        if stone is not None:
            assert symbol == {"black": "B", "white": "W"}[stone], point
        else:
            assert symbol == {"black": "b", "white": "w", None: "."}[holes.get(point)], point
    assert set(view.stones) <= set(cells)
    assert marked == set(view.last_points)
    return cells


@pytest.mark.parametrize("size", [3, 4, 9, 10, 11])
def test_les_every_stone_at_its_row_and_line(size):
    opening = ("setup c2 c3 a1 a3", "side white")
    replay = random_replay("les", {"size": size}, seed=size, plies=24, opening=opening)
    view = replay.view(None)
    cells = check_les(view, les_diagram(view, names=NAMES))
    assert cells[Point(3, 2)] == "B" and cells[Point(3, 3)] == "W"  # c2 and c3 of the setup


def test_les_setup_side_choice_and_last_turn():
    game = GAMES["les"]
    start = les_diagram(game.view(game.initial({"size": 4}), None), names=NAMES)
    check_les(game.view(game.initial({"size": 4}), None), start)
    assert "To move: alice (place the four starting stones)." in start
    replay = Replay.of(game, {"size": 4}, ["setup d4 d5 b2 b4"])
    view = replay.view(None)
    text = les_diagram(view, names=NAMES)
    check_les(view, text)
    assert "To move: bob (choose a side)." in text and "Last move: setup d4 d5 b2 b4." in text
    replay.play("side white")
    replay.play("b3 g7")
    view = replay.view(None)
    text = les_diagram(view, names=NAMES)
    check_les(view, text)
    assert "B = alice (Black)   W = bob (White)" in text  # bob chose White
    assert "Last move: b3 g7." in text and "To move: bob (White)." in text
    assert f"lone points: {len(view.lone)}" in text


def test_les_end_shows_holes_and_tally():
    replay = random_replay(
        "les", {"size": 4}, seed=1, plies=400, opening=("setup d4 d5 b2 b4", "side white")
    )
    view = replay.view(None)
    assert view.outcome is not None and view.holes
    text = les_diagram(view, names=NAMES)
    cells = check_les(view, text)
    owned = [h for h in view.holes if h.owner]
    assert any(cells[p] in "bw" for h in owned for p in h.points)
    for colour in ("black", "white"):
        count = sum(1 for h in owned if h.owner == colour)
        assert f"{colour.capitalize()} owns {count} hole(s)" in text
    assert "Result: " in text and "To move" not in text


# --- Plakoto: the backgammon board -------------------------------------------------------


def read_plakoto(diagram: str) -> dict[int, tuple[str | None, str, int]]:
    """Point (the diagram's numbers) -> (pinned letter, top letter, count), read through
    the point numbers printed above and below the board."""
    block = board_block(diagram)
    top_numbers, bottom_numbers = block[0], block[-1]
    rims = [i for i, line in enumerate(block) if line.lstrip().startswith("+")]
    assert len(rims) == 2
    halves = (
        (top_numbers, block[rims[0] + 1 : rims[0] + 6]),  # from the rim inwards
        (bottom_numbers, block[rims[1] - 5 : rims[1]][::-1]),
    )
    points = {}
    for numbers, rows in halves:
        for found in re.finditer(r"\d+", numbers):
            column = found.end() - 1
            entries = [row[column - 1 : column + 1].strip() for row in rows]
            entries = [e for e in entries if e]
            if not entries:
                continue
            pinned = entries[0] if entries[0] in "ox" else None
            rest = entries[1:] if pinned else entries
            if rest[-1].isdigit():
                count = int(rest[-1])
                assert len(set(rest[:-1])) == 1
            else:
                count = len(rest)
                assert len(set(rest)) == 1
            points[int(found.group())] = (pinned, rest[0], count)
    assert sorted(int(n) for n in re.findall(r"\d+", top_numbers + bottom_numbers)) == list(
        range(1, 25)
    )
    return points


def check_plakoto(view: PlakotoView, diagram: str, viewer: str) -> None:
    assert_plain(diagram)
    letter = {"white": "O", "black": "X"}
    seen = read_plakoto(diagram)
    expected = {
        (stack.point if viewer == "white" else 25 - stack.point): (
            None if stack.pinned is None else letter[stack.pinned].lower(),
            letter[stack.top],
            stack.count,
        )
        for stack in view.stacks
    }
    assert seen == expected
    assert f"Numbers are {viewer.capitalize()}'s" in diagram
    white_off, black_off = view.off
    assert f"Borne off: White {white_off}, Black {black_off}." in diagram


def plakoto_until(predicate: Any, seed: int) -> Replay[Any, Any, Any]:
    game = GAMES["plakoto"]
    replay = Replay(game, {"match_length": 25})
    rng = random.Random(seed)
    for _ in range(5000):
        if predicate(replay.view(None)):
            return replay
        assert replay.outcome is None
        if replay.to_move is CHANCE:
            outcomes = replay.chance_outcomes()
            replay.apply(rng.choices([m for m, _ in outcomes], [float(p) for _, p in outcomes])[0])
        else:
            replay.apply(rng.choice(replay.legal_moves()))
    raise AssertionError("no such position reached")


def test_plakoto_start_numbered_for_white():
    view = GAMES["plakoto"].view(GAMES["plakoto"].initial({}), None)
    diagram = plakoto_diagram(view, names=NAMES)
    check_plakoto(view, diagram, "white")
    assert "To roll: the opening roll" in diagram
    assert "O = alice (White)   X = bob (Black)" in diagram


@pytest.mark.parametrize("side", ["white", "black"])
def test_plakoto_numbered_for_the_side_to_move_with_dice_and_pins(side):
    replay = plakoto_until(
        lambda v: v.phase == "move" and v.side == side and v.pinned and v.game == 1, seed=3
    )
    view = replay.view(None)
    diagram = plakoto_diagram(view, names=NAMES)
    check_plakoto(view, diagram, side)
    assert view.dice is not None
    mover = NAMES[view.colours.index(side)]
    assert f"To move: {mover} ({side.capitalize()}) with {view.dice[0]}-{view.dice[1]}." in diagram
    assert f"Last: {view.last_move}." in diagram  # the roll
    pins = [p for p, _ in view.pinned]
    listed = re.search(r"Pinned: (.*)\.", diagram)
    assert listed is not None
    numbers = sorted(int(n) for on in re.findall(r"\(on ([\d ]+)\)", listed[1]) for n in on.split())
    assert numbers == sorted(p if side == "white" else 25 - p for p in pins)
    other = "black" if side == "white" else "white"
    check_plakoto(view, plakoto_diagram(view, names=NAMES, viewer=other), other)


def test_plakoto_borne_off_and_last_move_in_both_numberings():
    replay = plakoto_until(lambda v: v.phase == "roll" and sum(v.off) > 0 and v.last_path, seed=8)
    view = replay.view(None)
    diagram = plakoto_diagram(view, names=NAMES)
    assert view.side is not None
    check_plakoto(view, diagram, view.side)
    assert view.last_colour is not None and view.last_colour != view.side
    assert f"Last move: {view.last_colour.capitalize()} {view.last_move} (in " in diagram
    assert re.search(r"off: [OX] [1-9]", diagram)


def test_plakoto_match_result():
    replay = plakoto_until(lambda v: v.phase == "move", seed=1)
    replay.play("timeout 0")
    text = plakoto_diagram(replay.view(None), names=NAMES)
    assert "Result: bob (Black) wins (alice (White) ran out of time)." in text
    assert "To move" not in text and "To roll" not in text


# --- Plateau: stacks and hidden faces ------------------------------------------------------


def read_plateau(diagram: str) -> tuple[dict[str, list[tuple[int, str, str, str]]], set[str]]:
    """Square name -> [(height, owner, up, down)] bottom first, and the marked squares."""
    block = board_block(diagram)
    header = block[0]
    assert header.split() == list("abcd") and block[-1] == header
    stacks: dict[str, list[tuple[int, str, str, str]]] = {}
    marked = set()
    band: list[str] = []
    for line in block[2:-1]:
        if line.lstrip().startswith("+"):
            rank = band[-1].split()[0]
            assert band[-1].split()[-1] == rank
            for file_index, letter in enumerate("abcd"):
                square = f"{letter}{rank}"
                column = header.index(letter)
                pieces = []
                for text in band:
                    pipes = [i for i, char in enumerate(text) if char == "|"]
                    left, right = pipes[file_index], pipes[file_index + 1]
                    cell = text[left + 1 : right]
                    assert abs((left + right) / 2 - column) <= 1  # under its file letter
                    if cell.endswith("*"):
                        marked.add(square)
                    found = re.fullmatch(r"\s*(\d+) ([BW]):(.)(.)\s*\*?", cell)
                    if found:
                        pieces.append((int(found[1]), found[2], found[3], found[4]))
                    else:
                        assert cell.strip(" .*") == "", cell
                stacks[square] = pieces[::-1]
            band = []
        else:
            band.append(line)
    assert len(stacks) == 16
    return stacks, marked


def check_plateau(view: PlateauView, diagram: str) -> None:
    assert_plain(diagram)
    stacks, marked = read_plateau(diagram)
    for square, stack in enumerate(view.stacks):
        name = "abcd"[square % 4] + str(square // 4 + 1)
        assert stacks[name] == [
            (height, "BW"[disc.owner], disc.up, disc.down) for height, disc in enumerate(stack)
        ], name
    assert marked == {"abcd"[s % 4] + str(s // 4 + 1) for s in view.last_squares}
    for seat, name in enumerate(NAMES):
        hand = view.hands[seat]
        colour = ("Black", "White")[seat]
        if hand is None:
            assert (
                f"Hand of {name} ({colour}): {view.hand_counts[seat]} piece(s), not shown."
                in diagram
            )
        else:
            assert f"Hand of {name} ({colour}): " in diagram


def plateau_game(seed: int, plies: int) -> Replay[Any, Any, Any]:
    for attempt in range(50):
        replay = random_replay("plateau", {}, seed=seed + 100 * attempt, plies=plies)
        if replay.outcome is None:
            return replay
    raise AssertionError("every game ended early")


@pytest.mark.parametrize("seat", [None, 0, 1])
def test_plateau_stacks_heights_faces_and_hand_as_the_view_shows_them(seat):
    replay = plateau_game(seed=7, plies=18)
    view = replay.view(seat)
    diagram = plateau_diagram(view, names=NAMES)
    check_plateau(view, diagram)
    assert f"Last move: {NAMES[view.last_mover]} " in diagram and view.last_move in diagram
    assert f"To move: {NAMES[view.to_move]} " in diagram
    if seat is not None:
        hand = " ".join(sorted(view.hands[seat], key="A T RM BM R B M".split().index))
        assert hand in diagram
        assert "?" in plateau_diagram(replay.view(1 - seat), names=NAMES)


@pytest.mark.parametrize("seat", [None, 1])
def test_plateau_diagram_never_shows_seat_0s_hidden_pieces(seat):
    """States that differ only in what ``seat`` may not see (``sample_world`` draws them
    from the view; the last move is kept) give ``seat`` the same diagram, while their
    owner's diagram tells them apart: the diagram shows exactly what the view shows."""
    replay = plateau_game(seed=11, plies=16)
    state = replay.state
    view = PLATEAU.view(state, seat)
    diagram = plateau_diagram(view, names=NAMES)
    check_plateau(view, diagram)
    assert "?" in diagram
    rng = random.Random(5)
    differing = 0
    for _ in range(20):
        world = replace(
            sample_world(view, rng),
            last=state.last,
            last_mover=state.last_mover,
            last_detail=state.last_detail,
        )
        if world.board == state.board and world.hands == state.hands:
            continue
        differing += 1
        if seat == 1:
            assert world.hands[1] == state.hands[1]
        assert plateau_diagram(PLATEAU.view(world, seat), names=NAMES) == diagram
        owners = [0] if seat == 1 else [0, 1]
        assert any(
            plateau_diagram(PLATEAU.view(world, owner), names=NAMES)
            != plateau_diagram(PLATEAU.view(state, owner), names=NAMES)
            for owner in owners
        )
    assert differing > 0


def test_plateau_end_shows_everything():
    replay = plateau_game(seed=7, plies=18)
    replay.play("resign 1")
    view = replay.view(1)
    diagram = plateau_diagram(view, names=NAMES)
    check_plateau(view, diagram)
    assert "?" not in diagram.split("Faces:")[0]
    assert "Result: alice (Black) wins (bob (White) resigned)." in diagram


# --- every game ------------------------------------------------------------------------------

DIAGRAMS: dict[str, Any] = {
    "pinch": pinch_diagram,
    "pletore": pletore_diagram,
    "les": les_diagram,
    "plakoto": plakoto_diagram,
    "plateau": plateau_diagram,
}


@pytest.mark.parametrize(
    ("entry", "result"),
    [
        ("resign 0", "Result: bob (White) wins (alice (Black) resigned)."),
        ("timeout 1", "Result: alice (Black) wins (bob (White) ran out of time)."),
        ("draw", "Result: drawn by agreement."),
        ("abort", "Result: game aborted."),
    ],
)
@pytest.mark.parametrize("name", sorted(DIAGRAMS))
def test_a_game_ended_by_a_game_level_entry_states_its_result(name, entry, result):
    """Nobody is to move once resign, timeout, draw or abort has ended a game; every
    seat's diagram says how it ended (colours as they stand in each game)."""
    opening = {"pletore": ("komi 1", "side white"), "les": ("setup d4 d5 b2 b4", "side white")}
    options = {"plakoto": {"white_seat": 1}}.get(name, {})
    replay = random_replay(name, options, seed=3, plies=6, opening=opening.get(name, ()))
    replay.play(entry)
    for seat in (None, 0, 1):
        diagram = DIAGRAMS[name](replay.view(seat), names=NAMES)
        assert_plain(diagram)
        assert "To move" not in diagram and "To roll" not in diagram
        assert result in diagram, diagram


# --- presenters -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "function"),
    [
        ("pinch", pinch_diagram),
        ("pletore", pletore_diagram),
        ("les", les_diagram),
        ("plakoto", plakoto_diagram),
        ("plateau", plateau_diagram),
    ],
)
def test_each_presenter_gives_its_games_diagram(name, function):
    game = GAMES[name]
    view = game.view(game.initial({}), 0)
    long_names = ("\u00c9lodie " + "z" * 30, "<\u200b@\u200b42>")
    diagram = PRESENTERS[name].diagram(view, names=long_names, reader=ENGLISH)
    assert diagram == function(view, names=long_names)
    assert_plain(diagram)
    assert "<@42>" in diagram and "Elodie zzzzzzzzzz..." in diagram
