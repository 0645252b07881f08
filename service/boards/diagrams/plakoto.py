"""A Plakoto position as monospace text: the backgammon board numbered for one side.

As in the image (``service.boards.scenes.plakoto``), points carry the numbers of the side
to roll or move (White when nobody is), the player who reads the diagram to
play: their home board is bottom right, top row 13..24 and bottom row 12..1
from left to right. ``O`` is White, ``X`` Black; a pinned checker is its
colour's letter in lower case at the rim, under the checkers pinning it.
"""

from __future__ import annotations

from typing import Final

from rules.base import Termination
from rules.plakoto import PlakotoView
from rules.plakoto.view import Stack
from service.boards.diagrams.common import colour_word, join, plain_names, result_line, who
from service.boards.words import say
from words import ENGLISH, Reader

WHITE: Final = "white"
BLACK: Final = "black"
SYMBOLS: Final = {WHITE: "O", BLACK: "X"}
PINNED: Final = {WHITE: "o", BLACK: "x"}
SLOTS: Final = 5
"""Checkers drawn per point; a taller point shows its count in the last slot."""
TOP: Final = tuple(range(13, 25))
BOTTOM: Final = tuple(range(12, 0, -1))
REASONS: Final = {
    Termination.BORNE_OFF: "diagrams-plakoto-reason-borne-off",
    Termination.GAMMON: "diagrams-plakoto-reason-gammon",
    Termination.MOTHER: "diagrams-plakoto-reason-mother",
    Termination.BOTH_MOTHERS: "diagrams-plakoto-reason-both-mothers",
}
GAME_REASONS: Final = {termination.value: key for termination, key in REASONS.items()}


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


def _last_line(view: PlakotoView, numbering: str, reader: Reader) -> str | None:
    """The last turn (or move), with its hops in ``numbering`` when its mover's differ."""
    turn = view.last_turn
    if turn is not None:
        key = "diagrams-plakoto-last-turn"
        args: dict[str, str] = {"colour": colour_word(turn.colour, reader), "move": turn.move}
        if turn.dice is not None:
            key += "-dice"
            args["dice"] = f"{turn.dice[0]}-{turn.dice[1]}"
        if turn.colour != numbering and turn.path:
            key += "-here"
            args["here"] = hops_in(turn.path, numbering)
        return say(reader, key, **args)
    elif view.last_move is not None:
        if view.last_colour is None:
            return say(reader, "diagrams-plakoto-last", move=view.last_move)
        elif view.last_colour != numbering and view.last_path:
            return say(
                reader,
                "diagrams-plakoto-last-move-here",
                colour=colour_word(view.last_colour, reader),
                move=view.last_move,
                here=hops_in(view.last_path, numbering),
            )
        else:
            return say(
                reader,
                "diagrams-plakoto-last-move",
                colour=colour_word(view.last_colour, reader),
                move=view.last_move,
            )
    return None


def plakoto_diagram(
    view: PlakotoView,
    *,
    names: tuple[str, str],
    viewer: str | None = None,
    reader: Reader = ENGLISH,
) -> str:
    """The board in ``viewer``'s numbering ("white" or "black"); by default the side
    to roll or move, White when nobody is, as in the image. The prose is in
    ``reader``'s language."""
    numbering = viewer or view.side or WHITE
    plain = plain_names(names)
    seat_of = {colour: seat for seat, colour in enumerate(view.colours)}

    def player(seat: int) -> str:
        return who(plain[seat], view.colours[seat], reader)

    def side(colour: str) -> str:
        return player(seat_of[colour])

    def colour(name: str) -> str:
        return colour_word(name, reader)

    head = [
        say(
            reader,
            "diagrams-plakoto-title",
            length=str(view.match_length),
            game=str(max(view.game, 1)),
            first=plain[0],
            second=plain[1],
            **{"first-score": str(view.score[0]), "second-score": str(view.score[1])},
        ),
        say(reader, "diagrams-plakoto-legend", white=side(WHITE), black=side(BLACK)),
    ]
    if view.outcome is not None:
        head.append(result_line(view.outcome, player, REASONS, reader))
    elif view.phase == "move" and view.side is not None and view.dice is not None:
        dice = f"{view.dice[0]}-{view.dice[1]}"
        head.append(say(reader, "diagrams-plakoto-to-move", player=side(view.side), dice=dice))
    elif view.phase == "opening":
        head.append(say(reader, "diagrams-plakoto-opening"))
    elif view.side is not None:
        head.append(say(reader, "diagrams-plakoto-to-roll", player=side(view.side)))
    if view.result is not None:
        result = view.result
        key = GAME_REASONS.get(result.reason)
        how = say(reader, key) if key else result.reason.replace("_", " ")
        if result.winner is None:
            head.append(say(reader, "diagrams-plakoto-game-drawn", how=how))
        else:
            head.append(
                say(
                    reader,
                    "diagrams-plakoto-game-won",
                    player=player(result.winner),
                    points=result.points,
                    how=how,
                )
            )
    last = _last_line(view, numbering, reader)
    if last is not None:
        head.append(last)
    head.append(
        say(
            reader,
            "diagrams-plakoto-numbers",
            colour=colour(numbering),
            letter=SYMBOLS[numbering],
        )
    )
    pins = {
        colour: [viewer_point(s.point, numbering) for s in view.stacks if s.pinned == colour]
        for colour in (WHITE, BLACK)
    }
    off = dict(zip((WHITE, BLACK), view.off, strict=True))
    pinned = ", ".join(
        say(
            reader,
            "diagrams-plakoto-pins",
            count=str(len(points)),
            colour=colour(pinned_colour),
            points=" ".join(map(str, points)),
        )
        for pinned_colour, points in pins.items()
        if points
    )
    foot = [
        say(reader, "diagrams-plakoto-borne-off", white=str(off[WHITE]), black=str(off[BLACK])),
        say(reader, "diagrams-plakoto-pinned", pinned=pinned)
        if pinned
        else say(reader, "diagrams-plakoto-pinned-none"),
        say(reader, "diagrams-plakoto-key"),
    ]
    return join(head, plakoto_board(view, numbering), foot, reader)
