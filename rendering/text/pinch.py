"""A Pinch position as monospace text: ``X`` Black, ``O`` White, as in the spec's diagrams."""

from __future__ import annotations

from typing import Final

from rendering.text.common import (
    LAST_MARK,
    join,
    plain_names,
    result_line,
    square_board,
    who,
)
from rules.base import Termination
from rules.grid import FILES
from rules.pinch import PinchView
from rules.sides import BLACK, WHITE

SYMBOLS: Final = {BLACK: "X", WHITE: "O"}
CONVERTED: Final = {BLACK: "x", WHITE: "o"}
"""A stone the last move converted is written in lower case."""


def pinch_diagram(view: PinchView, *, names: tuple[str, str]) -> str:
    """The board with files ``a``.. and ranks ``1``.. as the notation names them."""
    plain = plain_names(names)
    seat_of = {colour: seat for seat, colour in enumerate(view.colours)}

    def player(seat: int) -> str:
        return who(plain[seat], view.colours[seat])

    last_file = FILES[view.size - 1]
    head = [
        f"Pinch {view.size}x{view.size}, ply {view.ply}",
        f"X = {player(seat_of[BLACK])}   O = {player(seat_of[WHITE])}",
        f"Black joins ranks 1 and {view.size}, White joins files a and {last_file}.",
    ]
    if view.outcome is not None:
        head.append(result_line(view.outcome, player, {Termination.CONNECTION: "connection"}))
    elif view.to_move is not None:
        head.append(f"To move: {player(view.to_move)}.")
    if view.last_move == "swap":
        head.append("Last move: swap (the second player took Black).")
    elif view.last_move is not None:
        text = f"Last move: {view.last_move}"
        if view.converted:
            text += ", converting " + " ".join(view.converted_names())
        head.append(text + ".")
    converted = set(view.converted)

    def cell(x: int, y: int) -> str:
        colour = view.stones.get((x, y))
        if colour is None:
            return "."
        return (CONVERTED if (x, y) in converted else SYMBOLS)[colour]

    marked = () if view.last_point is None else (view.last_point,)
    foot = []
    if view.last_point is not None:
        foot.append(
            f"{LAST_MARK} marks the last stone placed"
            + ("; x and o are the stones it converted." if converted else ".")
        )
    return join(head, square_board(view.size, cell, marked), foot)
