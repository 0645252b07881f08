"""What a seat or a spectator sees of a Les game: the only input of rendering and messages.

``diagram`` draws the board exactly as the spec's diagrams do (§5: the row
letter, its number range, then the points), so a diagram copied from the
spec is what the engine prints for that position and the referee's
``--view`` output can be read against the spec.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.base import Outcome, Seat
from rules.les.geometry import ROWS
from rules.les.holes import Verdict
from rules.les.moves import Point
from rules.sides import BLACK


@dataclass(frozen=True, slots=True)
class HoleView:
    """One hole at the end: its points, its boundary stones, its owner (None: nobody)."""

    points: tuple[Point, ...]
    boundary: tuple[Point, ...]
    owner: str | None

    @property
    def size(self) -> int:
        return len(self.points)


@dataclass(frozen=True, slots=True)
class LesView:
    """The whole position (Les hides nothing), with the points and holes precomputed."""

    size: int
    stones: Mapping[Point, str]  # occupied points -> "black" / "white"
    ply: int
    to_move: Seat | None
    colours: tuple[str | None, str | None]  # colour of seat 0, seat 1; None before the side
    phase: str  # "setup", "side", "play" or "over"
    last_move: str | None
    last_points: tuple[Point, ...]  # stones the last move placed (four after the setup)
    contact: tuple[Point, ...]  # where the mover may open a turn (play only)
    lone: tuple[Point, ...]  # points touching no stone, before this turn's first stone
    holes: tuple[HoleView, ...]  # every hole, only once the game is over
    verdict: str | None  # the §3.4 comparison in a sentence, once over
    outcome: Outcome | None
    decision: Verdict | None = None  # the same comparison as data: step, winner, values

    def diagram(self) -> str:
        """Rows top to bottom in the spec's layout: ``B``/``W`` stones, ``.`` empty."""
        n = self.size
        span = 2 * n - 1
        labels = {}
        for row in range(1, span + 1):
            low, high = max(1, row - n + 1), min(span, row + n - 1)
            labels[row] = (f"{ROWS[row - 1]} {low}-{high}", low, high)
        width = max(len(label) for label, _, _ in labels.values())
        lines = []
        for row in range(span, 0, -1):
            label, low, high = labels[row]
            cells = []
            for line in range(low, high + 1):
                stone = self.stones.get(Point(row, line))
                cells.append("." if stone is None else "B" if stone == BLACK else "W")
            lines.append(label.ljust(width) + " " * (3 + abs(row - n)) + " ".join(cells))
        return "\n".join(lines)

    def text(self) -> str:
        def seat(colour: str | None) -> str:
            return colour or "?"

        to_move = "-" if self.to_move is None else str(self.to_move)
        head = (
            f"size {self.size}, ply {self.ply}, {self.phase}, seat 0 {seat(self.colours[0])}, "
            f"seat 1 {seat(self.colours[1])}, to move {to_move}"
        )
        parts = [head]
        if self.last_move is not None:
            parts.append(f"last {self.last_move}")
        if self.phase == "play":
            parts.append(
                "contact "
                + " ".join(str(p) for p in self.contact)
                + f"; lone points {len(self.lone)}"
            )
        parts.append(self.diagram())
        for hole in self.holes:
            if hole.owner is not None:
                parts.append(
                    f"{hole.owner} hole {' '.join(str(p) for p in hole.points)}: "
                    f"size {hole.size}, boundary {len(hole.boundary)}"
                )
        if self.verdict is not None:
            parts.append(self.verdict)
        return "\n".join(parts)
