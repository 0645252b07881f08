"""What one seat, or a spectator, may see of a Plateau game (spec §7).

The view is the only thing rendering, messages and the AI's determinization
ever get, so redaction happens once, here: a face the viewer may not see is
``?`` and the opponent's hand is a count. Squares are numbered
``file + 4 * rank`` from Black's side: ``a1`` is 0, ``d1`` 3, ``a2`` 4, ``d4`` 15.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.base import Outcome, Seat
from rules.plateau.pieces import HIDDEN, type_order

OWNER_LETTERS = ("B", "W")
"""Seat 0 is Black, seat 1 White (spec §1.2, §8.1)."""


def square_name(square: int) -> str:
    return "abcd"[square % 4] + str(square // 4 + 1)


@dataclass(frozen=True, slots=True)
class Disc:
    """One piece on the board as the viewer sees it.

    ``up``/``down`` are a face letter or ``?``. ``up_seen``/``down_seen`` say
    whether that face is public (the opponent and spectators have seen it); in
    the owner's own view the faces are always true and these flags tell the
    owner what the opponent knows.
    """

    owner: Seat
    up: str
    down: str
    up_seen: bool
    down_seen: bool

    @property
    def code(self) -> str:
        return self.up + self.down

    def __str__(self) -> str:
        return f"{OWNER_LETTERS[self.owner]}:{self.code}"


@dataclass(frozen=True, slots=True)
class TenderView:
    """A standing prisoner exchange (§6): public, prisoners are known on both faces."""

    by: Seat
    types: tuple[str, ...]  # descending value
    value: int
    floor: int  # the best total the responder can give without exceeding ``value``
    declined: bool  # the responder declined; the tenderer must raise or withdraw


@dataclass(frozen=True, slots=True)
class PlateauView:
    """A seat's view shows that seat's own pieces and hand truly; a spectator's shows only
    public faces and two hand counts; once the game is over everything is shown (§7.3)."""

    viewer: Seat | None  # None: a spectator (the public view)
    ply: int
    stacks: tuple[tuple[Disc, ...], ...]  # 16 squares, bottom piece first
    hands: tuple[tuple[str, ...] | None, tuple[str, ...] | None]  # per seat; None: hidden
    hand_counts: tuple[int, int]  # per seat: public (§7.1)
    prisoners: tuple[tuple[str, ...], tuple[str, ...]]  # types held by seat 0, seat 1
    to_move: Seat | None
    phase: str  # "open", "play", "answer" (responder to move), "declined", "over"
    tender: TenderView | None
    tender_barred: bool  # the tenderer withdrew this turn and may not tender again
    last_move: str | None  # the last action as this viewer may see it (§2.4 public echo)
    last_mover: Seat | None
    last_squares: tuple[int, ...]  # squares the last action touched, for highlighting
    outcome: Outcome | None

    @property
    def hidden_faces(self) -> int:
        """How many faces this view keeps from its viewer: each ``?`` on the board, and
        both faces of every piece in a hand it shows only as a count (§7.1)."""
        board = sum(
            (disc.up == HIDDEN) + (disc.down == HIDDEN) for stack in self.stacks for disc in stack
        )
        hands = sum(
            2 * count
            for hand, count in zip(self.hands, self.hand_counts, strict=True)
            if hand is None
        )
        return board + hands

    def text(self) -> str:
        """The view text of spec §7.4a, the referee's ``--view`` output."""
        lines = [
            f"{square_name(square)}=[{', '.join(str(disc) for disc in stack)}]"
            for square, stack in sorted(
                enumerate(self.stacks), key=lambda item: square_name(item[0])
            )
            if stack
        ]
        for seat, letter in enumerate(OWNER_LETTERS):
            hand = self.hands[seat]
            if hand is not None:
                lines.append(f"hand {letter}: {' '.join(type_order(hand)) or '-'}")
            else:
                lines.append(f"hand {letter}: {self.hand_counts[seat]}")
        for seat, letter in enumerate(OWNER_LETTERS):
            lines.append(f"prisoners {letter}: {' '.join(type_order(self.prisoners[seat])) or '-'}")
        to_move = "-" if self.to_move is None else OWNER_LETTERS[self.to_move]
        lines.append(f"to_move: {to_move}")
        if self.tender is not None and not self.tender.declined:
            lines.append(f"tender: {' '.join(self.tender.types)} ({self.tender.value})")
        return "\n".join(lines)
