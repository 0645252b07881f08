"""A Les position as a picture: the hex renderer with the last turn and, at the end, the holes.

Takes the public view, never the state. Owned holes are washed in their
owner's colour with their size written on one of their points
(`label_point`).
"""

from __future__ import annotations

from rendering.hex import HexBoardScene, render_hex_board
from rules.base import Termination
from rules.les import LesView

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


def les_subtitle(view: LesView, names: tuple[str, str]) -> tuple[str, str | None]:
    if view.outcome is not None:
        winner = view.outcome.winner
        if winner is None:
            aborted = view.outcome.termination is Termination.ABORTED
            return f"{'game aborted' if aborted else 'draw'} · ply {view.ply}", None
        winning = view.colours[winner] or ""
        return f"{names[winner]} ({winning.capitalize()}) wins · ply {view.ply}", winning or None
    seat = view.to_move if view.to_move is not None else 0
    colour = view.colours[seat]
    task = {"setup": "to set up", "side": "to choose a side"}.get(view.phase, "to move")
    role = f" ({colour.capitalize()})" if colour else ""
    last = f" · last: {view.last_move}" if view.last_move and view.phase == "play" else ""
    return f"{names[seat]}{role} {task} · ply {view.ply}{last}", colour


def les_scene(view: LesView, *, title: str, names: tuple[str, str]) -> HexBoardScene:
    stones = {(point.row, point.line): colour for point, colour in view.stones.items()}
    shaded: dict[tuple[int, int], str] = {}
    labels: dict[tuple[int, int], str] = {}
    for hole in view.holes:
        if hole.owner is None:
            continue
        cells = frozenset((point.row, point.line) for point in hole.points)
        shaded.update(dict.fromkeys(cells, hole.owner))
        labels[label_point(cells)] = str(hole.size)
    subtitle, swatch = les_subtitle(view, names)
    return HexBoardScene(
        side=view.size,
        stones=stones,
        last_turn=frozenset((p.row, p.line) for p in view.last_points),
        shaded=shaded,
        labels=labels,
        title=title,
        subtitle=subtitle,
        to_move_colour=swatch,
    )


def render_les(view: LesView, *, title: str, names: tuple[str, str]) -> bytes:
    return render_hex_board(les_scene(view, title=title, names=names))
