"""A Pletore position as monospace text: ``B``/``W`` stones, ``b``/``w`` controlled points.

The symbols are the spec's (§5 diagrams); the score, komi and button are
written above the board as the image writes them in its header.
"""

from __future__ import annotations

from typing import Final

from rules.base import Termination
from rules.pletore import PletoreView
from rules.sides import BLACK, WHITE
from service.boards.diagrams.common import (
    LAST_MARK,
    colour_word,
    join,
    plain_names,
    result_line,
    sides_legend,
    square_board,
    to_move,
    who,
)
from service.boards.words import say
from words import ENGLISH, Reader

STONES: Final = {BLACK: "B", WHITE: "W"}
CONTROL: Final = {BLACK: "b", WHITE: "w"}


def points(value: float) -> str:
    """43.5 -> "43.5", 44.0 -> "44"."""
    return f"{value:g}"


def pletore_diagram(view: PletoreView, *, names: tuple[str, str], reader: Reader = ENGLISH) -> str:
    """The board with files ``a``.. and ranks ``1``.. as the notation names them, its
    prose in ``reader``'s language."""
    plain = plain_names(names)

    def player(seat: int) -> str:
        return who(plain[seat], view.colours[seat], reader)

    size = str(view.size)
    head = [say(reader, "diagrams-pletore-title", size=size, ply=str(view.ply))]
    head.append(sides_legend(view.colours, plain, player, reader))
    if view.outcome is not None:
        reasons = {Termination.SCORE: "diagrams-pletore-reason-score"}
        head.append(result_line(view.outcome, player, reasons, reader))
    elif view.to_move is not None:
        if view.komi is None:
            task = say(reader, "diagrams-pletore-task-komi")
        elif view.phase == "protocol":
            task = say(reader, "diagrams-pletore-task-side")
        else:
            task = None
        head.append(to_move(player(view.to_move), task, reader))
    extras = [
        say(reader, "diagrams-pletore-komi-unset")
        if view.komi is None
        else say(reader, "diagrams-pletore-komi", komi=str(view.komi))
    ]
    if view.has_button:
        holder = view.button_holder
        extras.append(
            say(reader, "diagrams-pletore-button-free")
            if holder is None
            else say(reader, "diagrams-pletore-button-taken", colour=colour_word(holder, reader))
        )
    elif view.has_button is False:
        extras.append(say(reader, "diagrams-pletore-no-button"))
    head.append(
        say(
            reader,
            "diagrams-pletore-score",
            black=points(view.score[BLACK]),
            white=points(view.score[WHITE]),
            extras=", ".join(extras),
        )
    )
    if view.last_move is not None:
        key = "diagrams-pletore-last-flip" if view.flipped else "diagrams-last-move"
        head.append(say(reader, key, move=view.last_move))

    def cell(x: int, y: int) -> str:
        stone = view.stones.get((x, y))
        if stone is not None:
            return STONES[stone]
        owner = view.control.get((x, y))
        return "." if owner is None else CONTROL[owner]

    marked = () if view.last_point is None else (view.last_point,)
    foot = [say(reader, "diagrams-pletore-control")]
    if view.last_point is not None:
        foot.append(say(reader, "diagrams-pletore-mark", mark=LAST_MARK))
    return join(head, square_board(view.size, cell, marked), foot, reader)
