"""What every text diagram shares: plain ASCII, the 72-column limit, names and results.

Mail clients and monospace fonts disagree about everything but printable
ASCII, so every character a diagram writes is folded to it here (``ascii_text``),
names are folded and shortened (``plain_name``) and prose is wrapped
(``wrap``) to ``WIDTH`` columns. ``square_board`` draws the labelled grid
Pinch and Pletore share; ``Canvas`` places text at columns for the others.
"""

from __future__ import annotations

import textwrap
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from typing import Final

from rendering.kit.text import LOOKALIKES
from rules.base import Outcome, Termination
from rules.grid import FILES
from rules.sides import BLACK

WIDTH: Final = 72
"""No line of a diagram is longer: it survives quoting and any mail client."""

NAME_LIMIT: Final = 20
"""Characters kept of a display name, so that two names fit on one line."""

_REPLACEMENTS: Final = {
    **LOOKALIKES,  # what the board images draw in plain letters, plus what prose needs
    "\u2018": "'",
    "\u2019": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\u2026": "...",
    "\u00b7": "-",
    "\u00bd": "1/2",
}


def _ascii_char(char: str) -> str:
    if " " <= char <= "~":
        return char
    if char in _REPLACEMENTS:
        return _REPLACEMENTS[char]
    if char in "\t\n\r" or char.isspace():
        return " "
    if unicodedata.category(char) in ("Cf", "Cc", "Mn"):
        return ""  # a zero-width space (service.names) or a control character shows nothing
    folded = "".join(
        part
        for part in unicodedata.normalize("NFKD", char)
        if " " <= part <= "~" and not unicodedata.combining(part)
    )
    return folded or "?"


def ascii_text(text: str) -> str:
    """``text`` in printable ASCII: accents folded, dashes plain, anything else ``?``."""
    return "".join(_ascii_char(char) for char in text)


def plain_name(name: str) -> str:
    """A display name as a diagram writes it: ASCII, one line, at most ``NAME_LIMIT``."""
    folded = " ".join(ascii_text(name).split()) or "?"
    if len(folded) > NAME_LIMIT:
        folded = folded[: NAME_LIMIT - 3].rstrip() + "..."
    return folded


def plain_names(names: tuple[str, str]) -> tuple[str, str]:
    return plain_name(names[0]), plain_name(names[1])


def wrap(text: str) -> list[str]:
    """One paragraph of prose as lines of at most ``WIDTH``, continuations indented."""
    return textwrap.wrap(
        ascii_text(text),
        WIDTH,
        subsequent_indent="  ",
        break_long_words=True,
        break_on_hyphens=False,
    ) or [""]


def join(head: Iterable[str], board: Iterable[str], foot: Iterable[str] = ()) -> str:
    """Prose above, a blank line, the board, a blank line, prose below (each wrapped).
    Board lines are the caller's and must already be ASCII and short enough."""
    lines = [line for text in head for line in wrap(text)]
    lines.append("")
    lines.extend(line.rstrip() for line in board)
    tail = [line for text in foot for line in wrap(text)]
    if tail:
        lines.append("")
        lines.extend(tail)
    return "\n".join(lines)


def colour_word(colour: str | None) -> str:
    return (colour or "").capitalize()


def who(name: str, colour: str | None) -> str:
    """``alice (Black)``, or just the name while the player has no colour."""
    return f"{name} ({colour_word(colour)})" if colour else name


def result_line(
    outcome: Outcome,
    player: Callable[[int], str],
    reasons: Mapping[Termination, str] | None = None,
) -> str:
    """The result in a sentence: ``Result: alice (Black) wins by connection.``

    ``player(seat)`` writes a seat; ``reasons`` words the game's own endings.
    """
    winner = outcome.winner
    termination = outcome.termination
    if winner is None:
        if termination is Termination.ABORTED:
            return "Result: game aborted."
        if termination is Termination.AGREED_DRAW:
            return "Result: drawn by agreement."
        reason = (reasons or {}).get(termination, termination.value.replace("_", " "))
        return f"Result: drawn ({reason})."
    loser = player(1 - winner)
    if termination is Termination.RESIGNATION:
        how = f"{loser} resigned"
    elif termination is Termination.TIMEOUT:
        how = f"{loser} ran out of time"
    else:
        how = (reasons or {}).get(termination, termination.value.replace("_", " "))
    return f"Result: {player(winner)} wins ({how})."


class Canvas:
    """Text placed at (line, column); columns may be negative, ``lines`` shifts them."""

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], str] = {}

    def put(self, line: int, column: int, text: str) -> None:
        for offset, char in enumerate(text):
            self.cells[(line, column + offset)] = char

    def lines(self) -> list[str]:
        if not self.cells:
            return []
        top = min(line for line, _ in self.cells)
        bottom = max(line for line, _ in self.cells)
        left = min(column for _, column in self.cells)
        right = max(column for _, column in self.cells)
        rows = [[" "] * (right - left + 1) for _ in range(bottom - top + 1)]
        for (line, column), char in self.cells.items():
            rows[line - top][column - left] = char
        return ["".join(row).rstrip() for row in rows]


LAST_MARK: Final = ">"
"""Written just left of a point the last move placed a stone on (or changed)."""


def square_board(
    size: int, cell: Callable[[int, int], str], marked: Iterable[tuple[int, int]] = ()
) -> list[str]:
    """A square board, rank ``size`` on top: file letters above and below, rank
    numbers on both sides, ``cell(x, y)`` (one character, 0-based from a1) at
    column ``len(str(size)) + 2 + 2 * x``, and ``LAST_MARK`` just left of each
    ``marked`` point."""
    width = len(str(size))
    marks = set(marked)
    files = " " * (width + 2) + " ".join(FILES[:size])
    lines = [files]
    for y in reversed(range(size)):
        slots: list[str] = []
        for x in range(size):
            slots.append(LAST_MARK if (x, y) in marks else " ")
            slots.append(cell(x, y))
        lines.append(f"{y + 1:>{width}} " + "".join(slots) + f"  {y + 1}")
    lines.append(files)
    return lines


def sides_legend(
    colours: tuple[str | None, str | None],
    plain: tuple[str, str],
    player: Callable[[int], str],
) -> str:
    """``B = alice (Black)   W = bob (White)``, or, before the second player has chosen
    sides (Pletore's and Les's pie), who is to choose."""
    if colours[0] is None:
        return f"B = Black   W = White   (sides not chosen yet: {plain[1]} chooses)"
    black = colours.index(BLACK)
    return f"B = {player(black)}   W = {player(1 - black)}"
