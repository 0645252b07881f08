"""What a seat or a spectator sees of a Pletore game: the only input of rendering and messages.

``text`` draws the board with the legend of the spec's diagrams (§5), so a
diagram copied from the spec is exactly what the engine prints for that
position, and the referee's ``--view`` output can be read against the spec.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.base import Outcome, Seat
from rules.grid import FILES


@dataclass(frozen=True, slots=True)
class PletoreView:
    """The whole position (Pletore hides nothing), with control and scores precomputed."""

    size: int
    stones: Mapping[tuple[int, int], str]  # (x, y) 0-based from a1 -> "black" / "white"
    control: Mapping[tuple[int, int], str]  # empty points only: who controls them
    flippable: tuple[tuple[int, int], ...]  # stones on points the other colour controls
    ply: int
    to_move: Seat | None
    colours: tuple[str | None, str | None]  # colour of seat 0, seat 1; None before sides
    komi: int | None  # None until seat 0 names it
    has_button: bool | None  # whether this game has a button; None until the komi is known
    button_holder: str | None  # the colour that took the button
    last_move: str | None
    last_point: tuple[int, int] | None  # where the last placement or flip was
    flipped: tuple[tuple[int, int], ...]  # the stone the last move flipped, if any
    score: Mapping[str, float]  # running score per colour, komi and button included
    phase: str  # "protocol", "play" or "over"
    outcome: Outcome | None

    def button_text(self) -> str:
        if self.has_button is None:
            return "not known yet"
        if not self.has_button:
            return "none"
        return "available" if self.button_holder is None else f"taken by {self.button_holder}"

    def diagram(self) -> str:
        """Ranks top to bottom: B/W stones, b/w controlled empty points, * a flippable stone."""
        flippable = set(self.flippable)
        lines = []
        for y in reversed(range(self.size)):
            cells = []
            for x in range(self.size):
                stone = self.stones.get((x, y))
                if stone is not None:
                    mark = "B" if stone == "black" else "W"
                    cells.append(mark + ("*" if (x, y) in flippable else " "))
                else:
                    owner = self.control.get((x, y))
                    cells.append(("." if owner is None else owner[0]) + " ")
            lines.append(f"{y + 1:>2}  " + "".join(cells).rstrip())
        lines.append("    " + " ".join(FILES[: self.size]))
        return "\n".join(lines)

    def text(self) -> str:
        def seat(colour: str | None) -> str:
            return colour or "?"

        def points(value: float) -> str:
            return f"{value:g}"

        to_move = "-" if self.to_move is None else str(self.to_move)
        head = (
            f"size {self.size}, ply {self.ply}, {self.phase}, seat 0 {seat(self.colours[0])}, "
            f"seat 1 {seat(self.colours[1])}, to move {to_move}"
        )
        komi = "?" if self.komi is None else str(self.komi)
        status = (
            f"komi {komi}, button {self.button_text()}, score black "
            f"{points(self.score['black'])} white {points(self.score['white'])}"
        )
        if self.last_move is not None:
            status += f", last {self.last_move}"
        return "\n".join((head, status, self.diagram()))
