"""A Pinch position as monospace text: ``X`` Black, ``O`` White, as in the spec's diagrams."""

from __future__ import annotations

from typing import Final

from rules.base import Termination
from rules.grid import FILES
from rules.pinch import PinchView
from rules.sides import BLACK, WHITE
from service.boards.diagrams.common import (
    LAST_MARK,
    join,
    plain_names,
    result_line,
    square_board,
    to_move,
    who,
)
from service.boards.words import say
from words import ENGLISH, Reader

SYMBOLS: Final = {BLACK: "X", WHITE: "O"}
CONVERTED: Final = {BLACK: "x", WHITE: "o"}
"""A stone the last move converted is written in lower case."""


def pinch_diagram(view: PinchView, *, names: tuple[str, str], reader: Reader = ENGLISH) -> str:
    """The board with files ``a``.. and ranks ``1``.. as the notation names them, its
    prose in ``reader``'s language."""
    plain = plain_names(names)
    seat_of = {colour: seat for seat, colour in enumerate(view.colours)}

    def player(seat: int) -> str:
        return who(plain[seat], view.colours[seat], reader)

    size = str(view.size)
    head = [
        say(reader, "diagrams-pinch-title", size=size, ply=str(view.ply)),
        say(
            reader,
            "diagrams-pinch-legend",
            black=player(seat_of[BLACK]),
            white=player(seat_of[WHITE]),
        ),
        say(reader, "diagrams-pinch-goals", size=size, last=FILES[view.size - 1]),
    ]
    if view.outcome is not None:
        reasons = {Termination.CONNECTION: "diagrams-pinch-reason-connection"}
        head.append(result_line(view.outcome, player, reasons, reader))
    elif view.to_move is not None:
        head.append(to_move(player(view.to_move), None, reader))
    if view.last_move == "swap":
        head.append(say(reader, "diagrams-pinch-swap"))
    elif view.last_move is not None:
        if view.converted:
            stones = " ".join(view.converted_names())
            head.append(
                say(reader, "diagrams-pinch-last-converting", move=view.last_move, stones=stones)
            )
        else:
            head.append(say(reader, "diagrams-last-move", move=view.last_move))
    converted = set(view.converted)

    def cell(x: int, y: int) -> str:
        colour = view.stones.get((x, y))
        if colour is None:
            return "."
        return (CONVERTED if (x, y) in converted else SYMBOLS)[colour]

    marked = () if view.last_point is None else (view.last_point,)
    foot = []
    if view.last_point is not None:
        key = "diagrams-pinch-mark-converted" if converted else "diagrams-pinch-mark"
        foot.append(say(reader, key, mark=LAST_MARK))
    return join(head, square_board(view.size, cell, marked), foot, reader)
