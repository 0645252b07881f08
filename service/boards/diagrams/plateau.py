"""A Plateau position as monospace text: the 4 x 4 board from Black's side, stacks upright.

Takes the view, which has already redacted what its viewer may not see
(spec §7): a face the viewer may not see is the view's ``?`` here too, and a
hand the view gives only as a count is only a count. Every piece is written
as in the spec's position notation (§2.2), owner then up face and underside,
``B:r?``, with its height in the stack (0 = on the board, the ``/height`` of
``on xx b2/1``) before it; the top piece is on top.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from rules.base import Termination
from rules.plateau import PlateauView
from rules.plateau.pieces import VALUE, type_order
from rules.plateau.view import OWNER_LETTERS, Disc
from service.boards.diagrams.common import join, plain_names, result_line, to_move, who
from service.boards.words import say
from words import ENGLISH, Reader

COLOURS: Final = ("black", "white")
"""Seat 0 is Black, seat 1 White (spec §1.2)."""
FILES: Final = "abcd"
CELL: Final = 9
"""Inner width of a square: ``23 B:r?`` and a mark."""
LAST_MARK: Final = "*"
TASKS: Final = {
    "open": "diagrams-plateau-task-open",
    "answer": "diagrams-plateau-task-answer",
    "declined": "diagrams-plateau-task-declined",
}
REASONS: Final = {
    Termination.SIX_PRISONERS: "diagrams-plateau-reason-six-prisoners",
    Termination.SIX_UNIT: "diagrams-plateau-reason-six-unit",
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


def _worth(types: tuple[str, ...], reader: Reader) -> str:
    pieces = " ".join(type_order(types))
    worth = str(sum(VALUE[t] for t in types))
    return say(reader, "diagrams-plateau-worth", pieces=pieces, worth=worth)


def _tender_line(
    view: PlateauView, player: Callable[[int], str], plain: tuple[str, str], reader: Reader
) -> str | None:
    tender = view.tender
    if tender is None:
        return None
    offer = _worth(tender.types, reader)
    responder = plain[1 - tender.by]
    if tender.declined:
        return say(
            reader,
            "diagrams-plateau-tender-declined",
            player=player(tender.by),
            offer=offer,
            by=plain[tender.by],
        )
    if tender.floor > 0:
        return say(
            reader,
            "diagrams-plateau-tender-floor",
            player=player(tender.by),
            offer=offer,
            responder=responder,
            floor=str(tender.floor),
            value=str(tender.value),
        )
    return say(
        reader,
        "diagrams-plateau-tender-open",
        player=player(tender.by),
        offer=offer,
        responder=responder,
        value=str(tender.value),
    )


def plateau_diagram(view: PlateauView, *, names: tuple[str, str], reader: Reader = ENGLISH) -> str:
    """The board with squares ``a1``..``d4`` as the notation names them, seen by the
    view's viewer (``view.viewer``; ``None``, the public view), its prose in
    ``reader``'s language."""
    plain = plain_names(names)

    def player(seat: int) -> str:
        return who(plain[seat], COLOURS[seat], reader)

    ply = str(view.ply)
    head = [
        say(reader, "diagrams-plateau-title-public", ply=ply)
        if view.viewer is None
        else say(reader, "diagrams-plateau-title-seen", ply=ply, player=player(view.viewer)),
        say(reader, "diagrams-sides", black=player(0), white=player(1)),
    ]
    if view.outcome is not None:
        head.append(result_line(view.outcome, player, REASONS, reader))
    elif view.to_move is not None:
        task = TASKS.get(view.phase)
        head.append(to_move(player(view.to_move), task and say(reader, task), reader))
    tender = _tender_line(view, player, plain, reader)
    if tender is not None:
        head.append(tender)
    if view.last_move:
        if view.last_mover is None:
            head.append(say(reader, "diagrams-plateau-last-move", move=view.last_move))
        else:
            head.append(
                say(
                    reader,
                    "diagrams-plateau-last-move-by",
                    player=player(view.last_mover),
                    move=view.last_move,
                )
            )
    foot = []
    for seat in (0, 1):
        hand = view.hands[seat]
        count = view.hand_counts[seat]
        if hand is None:
            foot.append(
                say(reader, "diagrams-plateau-hand-hidden", player=player(seat), count=count)
            )
        elif hand:
            foot.append(
                say(
                    reader,
                    "diagrams-plateau-hand",
                    player=player(seat),
                    pieces=" ".join(type_order(hand)),
                    count=str(count),
                )
            )
        else:
            foot.append(
                say(reader, "diagrams-plateau-hand-empty", player=player(seat), count=str(count))
            )
    for seat in (0, 1):
        prisoners = view.prisoners[seat]
        if prisoners:
            foot.append(
                say(
                    reader,
                    "diagrams-plateau-prisoners",
                    player=player(seat),
                    held=_worth(prisoners, reader),
                )
            )
        else:
            foot.append(say(reader, "diagrams-plateau-prisoners-none", player=player(seat)))
    foot.append(say(reader, "diagrams-plateau-key"))
    foot.append(say(reader, "diagrams-plateau-faces"))
    if view.last_squares:
        foot.append(say(reader, "diagrams-plateau-mark", mark=LAST_MARK))
    return join(head, plateau_board(view), foot, reader)
