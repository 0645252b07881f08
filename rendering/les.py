"""A Les position as a picture: the hex renderer with the last turn and, at the end, the holes.

Takes the public view, never the state. Owned holes are washed in their
owner's colour with their size written on one of their points
(`label_point`), and under the board a caption gives the tally (each
colour's holes, their sizes, and their boundary stones when those decided)
and what decided the game (§3.4: more holes, then larger holes, then more
boundary stones), so the final image alone says why it ended as it did.
"""

from __future__ import annotations

from rendering.hex import CaptionLine, HexBoardScene, render_hex_board
from rules.base import Termination
from rules.les import LesView
from rules.sides import BLACK, WHITE

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


def _listed(values: list[int]) -> str:
    return ", ".join(map(str, values))


def tally_lines(view: LesView) -> tuple[CaptionLine, ...]:
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
        count = f"{len(owned)} hole{'' if len(owned) == 1 else 's'}"
        if not owned:
            words = f"{colour.capitalize()}: no hole"
        else:
            sizes = _listed(sorted((size for size, _ in owned), reverse=True))
            words = f"{colour.capitalize()}: {count}, size{'' if len(owned) == 1 else 's'} {sizes}"
        if decision.step >= 3 and owned:  # sizes tied: the boundary stones were compared
            words += f"; boundary stones {_listed([edges for _, edges in owned])}"
        lines.append(CaptionLine(words, colour))
    holes = sum(1 for hole in view.holes if hole.owner == BLACK)
    mine, theirs = decision.values or (0, 0)
    if decision.step == 1:
        decided = f"Decided by the number of holes: {mine} to {theirs}"
    elif decision.step == 2:
        each = f"{holes} hole{'' if holes == 1 else 's'} each"
        decided = f"{each}; tie-break on hole size: {mine} to {theirs}"
    elif decision.step == 3:
        decided = f"Same sizes; tie-break on boundary stones: {mine} to {theirs}"
    elif holes == 0:
        decided = "Draw: neither owns a hole"
    else:
        decided = "Draw: same holes, sizes and boundary stones"
    lines.append(CaptionLine(decided, decision.winner))
    return tuple(lines)


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
        caption=tally_lines(view),
    )


def render_les(view: LesView, *, title: str, names: tuple[str, str]) -> bytes:
    return render_hex_board(les_scene(view, title=title, names=names))
