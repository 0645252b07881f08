"""A Pletore position as monospace text: ``B``/``W`` stones, ``b``/``w`` controlled points.

The symbols are the spec's (§5 diagrams); the score, komi and button are
written above the board as the image writes them in its header.
"""

from __future__ import annotations

from typing import Final

from rendering.text.common import (
    LAST_MARK,
    join,
    plain_names,
    result_line,
    sides_legend,
    square_board,
    who,
)
from rules.base import Termination
from rules.pletore import PletoreView
from rules.sides import BLACK, WHITE

STONES: Final = {BLACK: "B", WHITE: "W"}
CONTROL: Final = {BLACK: "b", WHITE: "w"}


def points(value: float) -> str:
    """43.5 -> "43.5", 44.0 -> "44"."""
    return f"{value:g}"


def pletore_diagram(view: PletoreView, *, names: tuple[str, str]) -> str:
    """The board with files ``a``.. and ranks ``1``.. as the notation names them."""
    plain = plain_names(names)

    def player(seat: int) -> str:
        return who(plain[seat], view.colours[seat])

    head = [f"Pletore {view.size}x{view.size}, ply {view.ply}"]
    head.append(sides_legend(view.colours, plain, player))
    if view.outcome is not None:
        head.append(result_line(view.outcome, player, {Termination.SCORE: "on score"}))
    elif view.to_move is not None:
        if view.komi is None:
            task = " (name the komi: komi N)"
        elif view.phase == "protocol":
            task = " (choose a side: side black / side white)"
        else:
            task = ""
        head.append(f"To move: {player(view.to_move)}{task}.")
    score = f"Score: Black {points(view.score[BLACK])}, White {points(view.score[WHITE])}"
    extras = ["komi not set yet" if view.komi is None else f"komi {view.komi} for White"]
    if view.has_button:
        holder = view.button_holder
        extras.append("button free" if holder is None else f"button taken by {holder.capitalize()}")
    elif view.has_button is False:
        extras.append("no button")
    head.append(f"{score} ({', '.join(extras)}).")
    if view.last_move is not None:
        text = f"Last move: {view.last_move}"
        if view.flipped:
            text += " (a flip)"
        head.append(text + ".")

    def cell(x: int, y: int) -> str:
        stone = view.stones.get((x, y))
        if stone is not None:
            return STONES[stone]
        owner = view.control.get((x, y))
        return "." if owner is None else CONTROL[owner]

    marked = () if view.last_point is None else (view.last_point,)
    foot = ["b, w: an empty point Black, White controls."]
    if view.last_point is not None:
        foot.append(f"{LAST_MARK} marks the point of the last move.")
    return join(head, square_board(view.size, cell, marked), foot)
