"""A Les position as a picture: the hex renderer with the last turn and, at the end, the holes.

Takes the public view, never the state. Owned holes are washed in their
owner's colour with their size written on one of their points
(`label_point`), and under the board a caption gives the tally (each
colour's holes, their sizes, and their boundary stones when those decided)
and what decided the game (§3.4: more holes, then larger holes, then more
boundary stones), so the final image alone says why it ended as it did.
"""

from __future__ import annotations

from rendering.hex.board import HexBoardScene, render_hex_board
from rendering.kit.caption import CaptionLine
from rules.base import Termination
from rules.les import LesView
from rules.sides import BLACK, WHITE
from service.boards.words import colour_name, drawn_reader, header, say
from words import ENGLISH, Reader

Cell = tuple[int, int]
ROW_NEIGHBOURS = ((0, -1), (0, 1))
OTHER_NEIGHBOURS = ((1, 0), (1, 1), (-1, -1), (-1, 0))
"""(row, line) steps to the six neighbours (Les spec §1.2): along the row, then across."""


def label_point(cells: frozenset[Cell]) -> Cell:
    """Where a hole's size is written: a point with both row neighbours in the hole (a
    two- or three-digit badge is wider than a point and must cover no stone), then one
    with the most neighbours in the hole, then the one nearest the hole's middle."""
    rows = sum(row for row, _ in cells) / len(cells)
    across = sum(line - row / 2 for row, line in cells) / len(cells)

    def rank(cell: Cell) -> tuple[int, int, float, int, int]:
        row, line = cell
        beside = sum((row + dr, line + dq) in cells for dr, dq in ROW_NEIGHBOURS)
        around = beside + sum((row + dr, line + dq) in cells for dr, dq in OTHER_NEIGHBOURS)
        distance = 0.75 * (row - rows) ** 2 + (line - row / 2 - across) ** 2
        return (-(beside == 2), -around, round(distance, 6), row, line)

    return min(cells, key=rank)


TASKS = {"setup": "boards-to-set-up", "side": "boards-to-choose-side"}


def les_subtitle(
    view: LesView, names: tuple[str, str], reader: Reader = ENGLISH
) -> tuple[str, str | None]:
    ply = say(reader, "boards-ply", ply=str(view.ply))

    def who(seat: int) -> str:
        colour = view.colours[seat]
        if not colour:
            return names[seat]
        named = colour_name(colour, reader)
        return say(reader, "boards-player-colour", player=names[seat], colour=named)

    if view.outcome is not None:
        winner = view.outcome.winner
        if winner is None:
            aborted = view.outcome.termination is Termination.ABORTED
            return header(
                say(reader, "boards-game-aborted" if aborted else "boards-draw"), ply
            ), None
        winning = view.colours[winner] or ""
        return header(say(reader, "boards-wins", player=who(winner)), ply), winning or None
    seat = view.to_move if view.to_move is not None else 0
    task = say(reader, TASKS.get(view.phase, "boards-to-move"), player=who(seat))
    last = (
        say(reader, "boards-last", move=view.last_move)
        if view.last_move and view.phase == "play"
        else None
    )
    return header(task, ply, last), view.colours[seat]


def _listed(values: list[int]) -> str:
    return ", ".join(map(str, values))


def tally_lines(view: LesView, reader: Reader = ENGLISH) -> tuple[CaptionLine, ...]:
    """Each colour's owned holes, then what decided (§3.4); nothing unless the rules
    ended the game (a resignation or a timeout counts no holes)."""
    decision = view.decision
    if decision is None:
        return ()
    lines = []
    for colour in (BLACK, WHITE):
        owned = sorted(
            ((hole.size, len(hole.boundary)) for hole in view.holes if hole.owner == colour),
            reverse=True,
        )
        named = colour_name(colour, reader)
        if not owned:
            words = say(reader, "boards-les-no-hole", colour=named)
        else:
            sizes = _listed(sorted((size for size, _ in owned), reverse=True))
            words = say(reader, "boards-les-holes", colour=named, count=len(owned), sizes=sizes)
        if decision.step >= 3 and owned:  # sizes tied: the boundary stones were compared
            stones = _listed([edges for _, edges in owned])
            words = say(reader, "boards-les-boundary", holes=words, stones=stones)
        lines.append(CaptionLine(words, colour))
    holes = sum(1 for hole in view.holes if hole.owner == BLACK)
    mine, theirs = (str(value) for value in decision.values or (0, 0))
    if decision.step == 1:
        decided = say(reader, "boards-les-by-number", mine=mine, theirs=theirs)
    elif decision.step == 2:
        decided = say(reader, "boards-les-by-size", holes=holes, mine=mine, theirs=theirs)
    elif decision.step == 3:
        decided = say(reader, "boards-les-by-stones", mine=mine, theirs=theirs)
    elif holes == 0:
        decided = say(reader, "boards-les-draw-none")
    else:
        decided = say(reader, "boards-les-draw-same")
    lines.append(CaptionLine(decided, decision.winner))
    return tuple(lines)


def les_scene(
    view: LesView, *, title: str, names: tuple[str, str], reader: Reader = ENGLISH
) -> HexBoardScene:
    reader = drawn_reader(reader)
    stones = {(point.row, point.line): colour for point, colour in view.stones.items()}
    shaded: dict[tuple[int, int], str] = {}
    labels: dict[tuple[int, int], str] = {}
    for hole in view.holes:
        if hole.owner is None:
            continue
        cells = frozenset((point.row, point.line) for point in hole.points)
        shaded.update(dict.fromkeys(cells, hole.owner))
        labels[label_point(cells)] = str(hole.size)
    subtitle, swatch = les_subtitle(view, names, reader)
    return HexBoardScene(
        side=view.size,
        stones=stones,
        last_turn=frozenset((p.row, p.line) for p in view.last_points),
        shaded=shaded,
        labels=labels,
        title=title,
        subtitle=subtitle,
        to_move_colour=swatch,
        caption=tally_lines(view, reader),
    )


def render_les(
    view: LesView, *, title: str, names: tuple[str, str], reader: Reader = ENGLISH
) -> bytes:
    return render_hex_board(les_scene(view, title=title, names=names, reader=reader))
