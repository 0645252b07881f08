"""A Plateau position as monospace text: the 4 x 4 board from Black's side, stacks upright.

Takes the view, which has already redacted what its viewer may not see
(spec §7): a face the viewer may not see is the view's ``?`` here too, and a
hand the view gives only as a count is only a count. Every piece is written
as in the spec's position notation (§2.2), owner then up face and underside,
``B:r?``, with its height in the stack (0 = on the board, the ``/height`` of
``on xx b2/1``) before it; the top piece is on top.
"""

from __future__ import annotations

from typing import Final

from rendering.text.common import join, plain_names, result_line
from rules.base import Termination
from rules.plateau import PlateauView
from rules.plateau.pieces import VALUE, type_order
from rules.plateau.view import OWNER_LETTERS, Disc

COLOURS: Final = ("Black", "White")
"""Seat 0 is Black, seat 1 White (spec §1.2)."""
FILES: Final = "abcd"
CELL: Final = 9
"""Inner width of a square: ``23 B:r?`` and a mark."""
LAST_MARK: Final = "*"
TASKS: Final = {
    "open": "place an opening stack: open <edge square> <bottom> <top>",
    "answer": "answer the tender",
    "declined": "raise or withdraw the tender",
}
REASONS: Final = {
    Termination.SIX_PRISONERS: "six prisoners",
    Termination.SIX_UNIT: "a run of six",
}


def disc_text(disc: Disc) -> str:
    """``B:r?``: the spec's notation (§2.2), faces exactly as the view gives them."""
    return f"{OWNER_LETTERS[disc.owner]}:{disc.up}{disc.down}"


def plateau_board(view: PlateauView) -> list[str]:
    """Ranks 4 to 1 from the top, files a to d; each rank as tall as its tallest stack."""
    marked = set(view.last_squares)
    rim = "  " + "+".join([""] + ["-" * CELL] * 4 + [""])
    lines = ["  " + "".join(f"{f:^{CELL + 1}}" for f in FILES), rim]
    for rank in reversed(range(4)):
        squares = [rank * 4 + file for file in range(4)]
        height = max(1, *(len(view.stacks[square]) for square in squares))
        for level in reversed(range(height)):
            cells = []
            for square in squares:
                stack = view.stacks[square]
                if level < len(stack):
                    text = f"{level:>2} {disc_text(stack[level])}"
                elif level == 0:
                    text = "    ."
                else:
                    text = ""
                mark = LAST_MARK if square in marked and level == height - 1 else " "
                cells.append(f"{text:<{CELL - 1}}{mark}")
            label = str(rank + 1) if level == 0 else " "
            lines.append(f"{label} |" + "|".join(cells) + f"| {label}")
        lines.append(rim)
    lines.append(lines[0])
    return lines


def _worth(types: tuple[str, ...]) -> str:
    return f"{' '.join(type_order(types))} (worth {sum(VALUE[t] for t in types)})"


def plateau_diagram(view: PlateauView, *, names: tuple[str, str]) -> str:
    """The board with squares ``a1``..``d4`` as the notation names them, seen by the
    view's viewer (``view.viewer``; ``None``, the public view)."""
    plain = plain_names(names)

    def player(seat: int) -> str:
        return f"{plain[seat]} ({COLOURS[seat]})"

    seen = "public view" if view.viewer is None else f"seen by {player(view.viewer)}"
    head = [
        f"Plateau, ply {view.ply}, {seen}",
        f"B = {player(0)}   W = {player(1)}",
    ]
    if view.outcome is not None:
        head.append(result_line(view.outcome, player, REASONS))
    elif view.to_move is not None:
        task = TASKS.get(view.phase)
        head.append(f"To move: {player(view.to_move)}" + (f" ({task})." if task else "."))
    tender = view.tender
    if tender is not None:
        text = f"Tender: {player(tender.by)} offers {_worth(tender.types)}"
        responder = plain[1 - tender.by]
        if tender.declined:
            text += f"; declined, {plain[tender.by]} must raise or withdraw"
        elif tender.floor > 0:
            text += f"; {responder} must give {tender.floor}, or more than {tender.value}"
        else:
            text += f"; {responder} may decline, or give more than {tender.value}"
        head.append(text + ".")
    if view.last_move:
        by = "" if view.last_mover is None else f"{player(view.last_mover)}: "
        head.append(f"Last move: {by}{view.last_move}")
    foot = []
    for seat in (0, 1):
        hand = view.hands[seat]
        count = view.hand_counts[seat]
        if hand is None:
            foot.append(f"Hand of {player(seat)}: {count} piece(s), not shown.")
        else:
            listed = " ".join(type_order(hand)) if hand else "empty"
            foot.append(f"Hand of {player(seat)}: {listed} ({count}).")
    for seat in (0, 1):
        prisoners = view.prisoners[seat]
        held = _worth(prisoners) if prisoners else "none"
        foot.append(f"Prisoners held by {player(seat)}: {held}.")
    foot.append("A piece is owner:up face+underside, its height in the stack before it.")
    foot.append("Faces: x blank, r red, b blue, o orange, ? not shown to this view.")
    if view.last_squares:
        foot.append(f"{LAST_MARK} marks the squares the last move touched.")
    return join(head, plateau_board(view), foot)
