"""What a seat or a spectator sees of a Plakoto match (nothing is hidden).

Points are given in White's numbering (1..24, the storage order of §1.2) so
rendering draws one fixed board; the last move's path is converted to the
same numbering, with ``off`` as 0 for White and 25 for Black (the tray each
side bears off to).

``last_turn`` is the last turn a player played in the game on the board, with
the dice it was played with. The state only knows its last log line, which
after the next roll is that roll, so the view built from a state leaves it
``None``; whoever holds the log fills it in with ``PlakotoGame.last_turn``
(the service does, so every image shows what just happened).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.base import Outcome, Seat
from rules.plakoto.positions import write_position
from rules.plakoto.state import GameResult


@dataclass(frozen=True, slots=True)
class Stack:
    """One occupied point: ``count`` checkers of ``top``, on a pinned ``pinned`` checker."""

    point: int  # White's numbering
    top: str  # "white" / "black"
    count: int
    pinned: str | None


@dataclass(frozen=True, slots=True)
class LastTurn:
    """A player's last turn: who, what (canonical, in the mover's numbers), where, with what."""

    colour: str  # "white" / "black"
    move: str  # as logged, in the mover's numbering; "pass" when nothing could move
    path: tuple[tuple[int, int], ...]  # its hops in White's numbering, as ``last_path``
    dice: tuple[int, int] | None  # the roll it was played with (higher die first)


@dataclass(frozen=True, slots=True)
class PlakotoView:
    match_length: int
    game: int
    score: tuple[int, int]  # per seat
    colours: tuple[str, str]  # colour of seat 0, seat 1
    phase: str  # "opening", "roll", "move", "next_game", "over"
    to_move: Seat | None  # the seat to play a turn (None while dice are due or when over)
    chance: bool  # dice are due (``open``/``roll``)
    side: str | None  # the colour to roll or move
    dice: tuple[int, int] | None
    stacks: tuple[Stack, ...]  # occupied points, White's point 24 down to 1
    off: tuple[int, int]  # borne off: (White, Black)
    board: tuple[int, ...]  # the raw point codes (``state``), for the AI and tests
    last_move: str | None
    last_colour: str | None  # who played it; None for dice
    last_path: tuple[tuple[int, int], ...]  # its hops in White's numbering
    result: GameResult | None  # the most recently finished game
    outcome: Outcome | None
    last_turn: LastTurn | None = None  # filled in from the log (see the module docstring)

    @property
    def pinned(self) -> tuple[tuple[int, str], ...]:
        """(White's point, colour of the pinned checker) for every pin."""
        return tuple((s.point, s.pinned) for s in self.stacks if s.pinned is not None)

    def position(self) -> str:
        return write_position(self.board, self.off)

    def text(self) -> str:
        seats = f"seat 0 {self.colours[0]}, seat 1 {self.colours[1]}"
        head = (
            f"plakoto, match to {self.match_length}, game {self.game}, score "
            f"{self.score[0]}-{self.score[1]} ({seats}), {self.phase}"
        )
        lines = [head]
        if self.phase == "move":
            assert self.dice is not None
            lines.append(
                f"to move: seat {self.to_move} ({self.side}) with {self.dice[0]}-{self.dice[1]}"
            )
        elif self.chance:
            kind = "the opening roll" if self.phase == "opening" else f"{self.side} to roll"
            lines.append(f"dice due: {kind}")
        if self.last_move is not None:
            who = f"{self.last_colour} " if self.last_colour else ""
            lines.append(f"last: {who}{self.last_move}")
        lines.append(self.position())
        if self.result is not None:
            r = self.result
            if r.winner is None:
                lines.append("last game: drawn (both mothers pinned)")
            else:
                lines.append(
                    f"last game: seat {r.winner} ({self.colours[r.winner]}) won {r.points} "
                    f"point{'s' if r.points > 1 else ''} ({r.reason.replace('_', ' ')})"
                )
        if self.outcome is not None:
            o = self.outcome
            who = "drawn" if o.winner is None else f"won by seat {o.winner}"
            lines.append(f"match over: {who} ({o.termination.value})")
        return "\n".join(lines)
