"""A Les position as monospace text: the hexagon drawn as it is, labelled on every edge.

Rows are lettered from the bottom and written at both ends of every row; a
line number sits at each end of its line, where the line would continue off
the board (lines run from lower right to upper left, one column per row). So
``e5`` is found on row ``e`` where the diagonal from a ``5`` label crosses
it. Points are two columns apart, so the largest board (n = 11, 21 points
across) stays narrow; two-digit numbers above and below the board are
staggered over two lines.
"""

from __future__ import annotations

from typing import Final

from rules.base import Termination
from rules.les import LesView
from rules.les.geometry import ROWS
from rules.les.holes import compare
from rules.les.moves import Point
from rules.sides import BLACK, WHITE
from service.boards.diagrams.common import (
    LAST_MARK,
    Canvas,
    colour_word,
    join,
    plain_names,
    result_line,
    sides_legend,
    to_move,
    who,
)
from service.boards.words import said, say
from words import ENGLISH, Msg, Reader, Verbatim, msg

STONES: Final = {BLACK: "B", WHITE: "W"}
HOLES: Final = {BLACK: "b", WHITE: "w"}
"""Once the game is over, the empty points of a hole: its owner's letter in lower case."""
TASKS: Final = {"setup": "diagrams-les-task-setup", "side": "diagrams-les-task-side"}


def column(row: int, line: int) -> int:
    """The canvas column of point (row, line): two columns per line, one left per row up."""
    return 2 * line - row


def les_board(view: LesView) -> list[str]:
    """The hexagon, row letters at both ends of each row, line numbers at both ends of
    each line. Canvas line ``-row`` holds row ``row``."""
    n = view.size
    span = 2 * n - 1
    canvas = Canvas()
    marked = set(view.last_points)
    hole_owner = {
        point: hole.owner for hole in view.holes if hole.owner is not None for point in hole.points
    }
    for row in range(1, span + 1):
        for line in range(max(1, row - n + 1), min(span, row + n - 1) + 1):
            point = Point(row, line)
            stone = view.stones.get(point)
            if stone is not None:
                symbol = STONES[stone]
            else:
                owner = hole_owner.get(point)
                symbol = "." if owner is None else HOLES[owner]
            canvas.put(-row, column(row, line), symbol)
            if point in marked:
                canvas.put(-row, column(row, line) - 1, LAST_MARK)
        letter = ROWS[row - 1]
        canvas.put(-row, -n - 2, letter)
        canvas.put(-row, 3 * n + 2, letter)
    # Each label stands where its line would continue off the board; a label above
    # the board ends there (the line runs on down-right from its last digit), one
    # below or right of it starts there. Two-digit rows of labels alternate lines.
    stagger_top = span >= 10
    for line in range(n, span + 1):  # upper ends on the top row
        row = span + 1 + (1 if stagger_top and (line - n) % 2 else 0)
        label = str(line)
        canvas.put(-row, column(row, line) - len(label) + 1, label)
    for line in range(1, n):  # upper ends on the upper-left edge
        label = str(line)
        canvas.put(-(line + n), column(line + n, line) - len(label) + 1, label)
    stagger_bottom = n >= 10
    for line in range(1, n + 1):  # lower ends on the bottom row
        row = -1 if stagger_bottom and (line - 1) % 2 else 0
        canvas.put(-row, column(row, line), str(line))
    for line in range(n + 1, span + 1):  # lower ends on the lower-right edge
        canvas.put(-(line - n), column(line - n, line), str(line))
    return canvas.lines()


def les_diagram(view: LesView, *, names: tuple[str, str], reader: Reader = ENGLISH) -> str:
    """The hexagon with rows ``a``.. and lines ``1``.. as the notation names them, its
    prose in ``reader``'s language."""
    plain = plain_names(names)

    def player(seat: int) -> str:
        return who(plain[seat], view.colours[seat], reader)

    head = [say(reader, "diagrams-les-title", size=str(view.size), ply=str(view.ply))]
    head.append(sides_legend(view.colours, plain, player, reader))
    if view.outcome is not None:
        reasons = {Termination.NO_CONTACT: "diagrams-les-reason-no-contact"}
        head.append(result_line(view.outcome, player, reasons, reader))
    elif view.to_move is not None:
        task = TASKS.get(view.phase)
        head.append(to_move(player(view.to_move), task and say(reader, task), reader))
        if view.phase == "play":
            contact = str(len(view.contact))
            if view.lone:
                head.append(
                    say(reader, "diagrams-les-points", contact=contact, lone=str(len(view.lone)))
                )
            else:
                head.append(say(reader, "diagrams-les-points-no-lone", contact=contact))
    if view.last_move is not None:
        head.append(say(reader, "diagrams-last-move", move=view.last_move))
    foot = []
    if view.last_points:
        foot.append(say(reader, "diagrams-les-mark", mark=LAST_MARK))
    if view.outcome is not None and view.holes:
        foot.append(say(reader, "diagrams-les-holes"))
        for colour in (BLACK, WHITE):
            sizes = sorted((h.size for h in view.holes if h.owner == colour), reverse=True)
            foot.append(
                say(
                    reader,
                    "diagrams-les-owns",
                    colour=colour_word(colour, reader),
                    count=len(sizes),
                    sizes=", ".join(map(str, sizes)),
                )
            )
        foot.append(said(verdict_said(view), reader))
    foot.append(say(reader, "diagrams-les-key"))
    return join(head, les_board(view), foot, reader)


def _listed(values: list[int]) -> Verbatim:
    return Verbatim(", ".join(map(str, values)))


def verdict_said(view: LesView) -> Msg:
    """The §3.4 comparison that decided the game, step by step as the rules take it
    (``rules.les.holes.compare``): more holes, then sizes, then boundary stones."""
    pairs = {
        colour: sorted(
            ((h.size, len(h.boundary)) for h in view.holes if h.owner == colour), reverse=True
        )
        for colour in ("black", "white")
    }
    black, white = pairs["black"], pairs["white"]
    decided = compare(black, white)
    colour = msg(f"moves-colour-{decided.winner}") if decided.winner else None
    mine, theirs = decided.values or (0, 0)
    if decided.step == 1 and colour is not None:
        return msg("moves-les-more-holes", colour=colour, black=len(black), white=len(white))
    if not black:
        return msg("moves-les-no-holes")
    sizes = {name: _listed([size for size, _ in held]) for name, held in pairs.items()}
    edges = {name: _listed([edge for _, edge in held]) for name, held in pairs.items()}
    if decided.step == 2 and colour is not None:
        return msg(
            "moves-les-on-sizes",
            count=len(black),
            colour=colour,
            mine=mine,
            theirs=theirs,
            black=sizes["black"],
            white=sizes["white"],
        )
    if decided.step == 3 and colour is not None:
        return msg(
            "moves-les-on-boundaries",
            sizes=sizes["black"],
            colour=colour,
            mine=mine,
            theirs=theirs,
            black=edges["black"],
            white=edges["white"],
        )
    return msg("moves-les-drawn", sizes=sizes["black"], boundaries=edges["black"])
