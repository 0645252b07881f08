"""A Plakoto position as monospace text: the backgammon board numbered for one side.

As in the image (``rendering.plakoto``), points carry the numbers of the side
to roll or move (White when nobody is), the player who reads the diagram to
play: their home board is bottom right, top row 13..24 and bottom row 12..1
from left to right. ``O`` is White, ``X`` Black; a pinned checker is its
colour's letter in lower case at the rim, under the checkers pinning it.
"""

from __future__ import annotations

from typing import Final

from rendering.text.common import join, plain_names, result_line, who
from rules.base import Termination
from rules.plakoto import PlakotoView
from rules.plakoto.view import Stack

WHITE: Final = "white"
BLACK: Final = "black"
SYMBOLS: Final = {WHITE: "O", BLACK: "X"}
PINNED: Final = {WHITE: "o", BLACK: "x"}
SLOTS: Final = 5
"""Checkers drawn per point; a taller point shows its count in the last slot."""
TOP: Final = tuple(range(13, 25))
BOTTOM: Final = tuple(range(12, 0, -1))
REASONS: Final = {
    Termination.BORNE_OFF: "bearing off",
    Termination.GAMMON: "a gammon",
    Termination.MOTHER: "pinning the mother checker",
    Termination.BOTH_MOTHERS: "both mothers pinned",
}
GAME_REASONS: Final = {
    "borne_off": "bearing off",
    "gammon": "a gammon",
    "mother": "pinning the mother checker",
    "both_mothers": "both mothers pinned",
}


def viewer_point(white_point: int, viewer: str) -> int:
    """White's point number as the viewer numbers it (0 and 25, the trays, stay off)."""
    return white_point if viewer == WHITE else 25 - white_point


def _column(stack: Stack | None) -> list[str]:
    """What one point shows, from the rim inwards, at most ``SLOTS`` entries."""
    if stack is None:
        return []
    column = [] if stack.pinned is None else [PINNED[stack.pinned]]
    column += [SYMBOLS[stack.top]] * stack.count
    if len(column) > SLOTS:
        column = column[: SLOTS - 1] + [str(stack.count)]
    return column


def hops_in(path: tuple[tuple[int, int], ...], viewer: str) -> str:
    """A turn's hops (White's numbering, as ``last_path``) in ``viewer``'s numbers, identical
    hops merged: ``1/7 12/16``; "pass" for none."""
    if not path:
        return "pass"
    counted: dict[tuple[str, str], int] = {}
    for start, end in path:
        hop = (
            str(viewer_point(start, viewer)),
            "off" if end in (0, 25) else str(viewer_point(end, viewer)),
        )
        counted[hop] = counted.get(hop, 0) + 1
    return " ".join(f"{a}/{b}" + (f"({n})" if n > 1 else "") for (a, b), n in counted.items())


def plakoto_board(view: PlakotoView, viewer: str) -> list[str]:
    by_point = {viewer_point(stack.point, viewer): stack for stack in view.stacks}
    other = BLACK if viewer == WHITE else WHITE
    off = dict(zip((WHITE, BLACK), view.off, strict=True))

    def numbers(points: tuple[int, ...]) -> str:
        left = "".join(f"{p:>3}" for p in points[:6])
        right = "".join(f"{p:>3}" for p in points[6:])
        return f"   {left}  {right}"

    def row(points: tuple[int, ...], slot: int) -> str:
        cells = []
        for point in points:
            column = _column(by_point.get(point))
            cells.append(f"{column[slot] if slot < len(column) else '':>3}")
        return f"  |{''.join(cells[:6])} |{''.join(cells[6:])} |"

    rim = "  +" + "-" * 19 + "+" + "-" * 19 + "+"
    lines = [numbers(TOP), f"{rim}   off: {SYMBOLS[other]} {off[other]}"]
    lines += [row(TOP, slot) for slot in range(SLOTS)]
    lines.append(f"  |{' ' * 19}|{' ' * 19}|")
    lines += [row(BOTTOM, slot) for slot in reversed(range(SLOTS))]
    lines += [f"{rim}   off: {SYMBOLS[viewer]} {off[viewer]}", numbers(BOTTOM)]
    return lines


def plakoto_diagram(view: PlakotoView, *, names: tuple[str, str], viewer: str | None = None) -> str:
    """The board in ``viewer``'s numbering ("white" or "black"); by default the side
    to roll or move, White when nobody is, as in the image."""
    numbering = viewer or view.side or WHITE
    plain = plain_names(names)
    seat_of = {colour: seat for seat, colour in enumerate(view.colours)}

    def player(seat: int) -> str:
        return who(plain[seat], view.colours[seat])

    def side(colour: str) -> str:
        return player(seat_of[colour])

    head = [
        f"Plakoto, match to {view.match_length}, game {max(view.game, 1)}: "
        f"{plain[0]} {view.score[0]} - {plain[1]} {view.score[1]}",
        f"O = {side(WHITE)}   X = {side(BLACK)}",
    ]
    if view.outcome is not None:
        head.append(result_line(view.outcome, player, REASONS))
    elif view.phase == "move" and view.side is not None and view.dice is not None:
        head.append(f"To move: {side(view.side)} with {view.dice[0]}-{view.dice[1]}.")
    elif view.phase == "opening":
        head.append("To roll: the opening roll, one die each; the higher one starts.")
    elif view.side is not None:
        head.append(f"To roll: {side(view.side)}.")
    if view.result is not None:
        result = view.result
        how = GAME_REASONS.get(result.reason, result.reason.replace("_", " "))
        if result.winner is None:
            head.append(f"Last finished game: drawn ({how}).")
        else:
            points = f"{result.points} point{'s' if result.points != 1 else ''}"
            head.append(f"Last finished game: won by {player(result.winner)}, {points} ({how}).")
    turn = view.last_turn
    if turn is not None:
        mover = turn.colour.capitalize()
        dice = "" if turn.dice is None else f" with {turn.dice[0]}-{turn.dice[1]}"
        text = f"Last turn: {mover} {turn.move}{dice}"
        if turn.colour != numbering and turn.path:
            text += f" (in {mover}'s numbers; {hops_in(turn.path, numbering)} here)"
        head.append(text + ".")
    elif view.last_move is not None:
        if view.last_colour is None:
            head.append(f"Last: {view.last_move}.")
        else:
            mover = view.last_colour.capitalize()
            text = f"Last move: {mover} {view.last_move}"
            if view.last_colour != numbering and view.last_path:
                text += f" (in {mover}'s numbers; {hops_in(view.last_path, numbering)} here)"
            head.append(text + ".")
    head.append(
        f"Numbers are {numbering.capitalize()}'s: {SYMBOLS[numbering]} moves 24 -> 1, "
        "home board bottom right."
    )
    pins = {
        colour: [viewer_point(s.point, numbering) for s in view.stacks if s.pinned == colour]
        for colour in (WHITE, BLACK)
    }
    off = dict(zip((WHITE, BLACK), view.off, strict=True))
    pinned = ", ".join(
        f"{len(points)} {colour.capitalize()} (on {' '.join(map(str, points))})"
        for colour, points in pins.items()
        if points
    )
    foot = [
        f"Borne off: White {off[WHITE]}, Black {off[BLACK]}.",
        f"Pinned: {pinned or 'none'}.",
        "o, x: pinned checker (at the rim); number: how many of the top colour.",
    ]
    return join(head, plakoto_board(view, numbering), foot)
