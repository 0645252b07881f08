"""What a seat or a spectator sees of a Pinch game: the only input of rendering and messages."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.base import Outcome, Seat
from rules.grid import FILES
from rules.sides import BLACK, WHITE


@dataclass(frozen=True, slots=True)
class PinchView:
    """Everything a player or spectator may see; what rendering and messages use."""

    size: int
    stones: Mapping[tuple[int, int], str]
    ply: int
    to_move: Seat | None
    colours: tuple[str, str]  # colour of seat 0, seat 1
    last_move: str | None
    last_point: tuple[int, int] | None
    converted: tuple[tuple[int, int], ...]  # points converted by the last move, sorted
    outcome: Outcome | None

    def converted_names(self) -> list[str]:
        return [f"{FILES[x]}{y + 1}" for x, y in self.converted]

    def text(self) -> str:
        """The board as in the spec's diagrams: X Black, O White, ranks top to bottom."""
        lines = [
            f"size {self.size}, ply {self.ply}, seat 0 {self.colours[0]}, "
            f"seat 1 {self.colours[1]}, to move "
            + ("-" if self.to_move is None else str(self.to_move))
        ]
        width = len(str(self.size))
        for y in reversed(range(self.size)):
            row = " ".join(
                {BLACK: "X", WHITE: "O"}.get(self.stones.get((x, y), ""), ".")
                for x in range(self.size)
            )
            lines.append(f"{y + 1:>{width}}  {row}")
        lines.append(" " * (width + 2) + " ".join(FILES[: self.size]))
        return "\n".join(lines)
