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
from service.boards.words import say
from words import ENGLISH, Reader

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
        return ""  # a zero-width space (service.kit.names) or a control character shows nothing
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


def _prose_char(char: str) -> str:
    if char.isalpha() or char == "\u00b7":
        return char
    folded = char in _REPLACEMENTS or char.isspace() or unicodedata.category(char) in ("Cf", "Cc")
    return _ascii_char(char) if folded else char


def prose_text(text: str) -> str:
    """``text`` with ASCII for its punctuation's lookalikes and no control characters, but
    its letters kept: the prose of a language other than English (Greek cannot fold), and
    its middle dot, the Greek semicolon (ano teleia)."""
    return unicodedata.normalize("NFC", "".join(_prose_char(char) for char in text))


def wrap(text: str, reader: Reader = ENGLISH) -> list[str]:
    """One paragraph of prose as lines of at most ``WIDTH``, continuations indented.
    English is folded to printable ASCII; another language keeps its letters (one column
    each)."""
    written = ascii_text(text) if reader.locale == ENGLISH.locale else prose_text(text)
    return textwrap.wrap(
        written,
        WIDTH,
        subsequent_indent="  ",
        break_long_words=True,
        break_on_hyphens=False,
    ) or [""]


def join(
    head: Iterable[str],
    board: Iterable[str],
    foot: Iterable[str] = (),
    reader: Reader = ENGLISH,
) -> str:
    """Prose above, a blank line, the board, a blank line, prose below (each wrapped).
    Board lines are the caller's and must already be ASCII and short enough."""
    lines = [line for text in head for line in wrap(text, reader)]
    lines.append("")
    lines.extend(line.rstrip() for line in board)
    tail = [line for text in foot for line in wrap(text, reader)]
    if tail:
        lines.append("")
        lines.extend(tail)
    return "\n".join(lines)


COLOURS: Final = {"black": "diagrams-black", "white": "diagrams-white"}


def colour_word(colour: str | None, reader: Reader = ENGLISH) -> str:
    """A colour as the prose writes it ("Black"); one the catalog lacks, capitalised."""
    if not colour:
        return ""
    key = COLOURS.get(colour.lower())
    return say(reader, key) if key else colour.capitalize()


def who(name: str, colour: str | None, reader: Reader = ENGLISH) -> str:
    """``alice (Black)``, or just the name while the player has no colour."""
    if not colour:
        return name
    return say(reader, "diagrams-player-colour", player=name, colour=colour_word(colour, reader))


def result_line(
    outcome: Outcome,
    player: Callable[[int], str],
    reasons: Mapping[Termination, str] | None = None,
    reader: Reader = ENGLISH,
) -> str:
    """The result in a sentence: ``Result: alice (Black) wins by connection.``

    ``player(seat)`` writes a seat; ``reasons`` names the messages that word the game's
    own endings (an ending without one is written as the records write it).
    """
    winner = outcome.winner
    termination = outcome.termination

    def reason() -> str:
        key = (reasons or {}).get(termination)
        return say(reader, key) if key else termination.value.replace("_", " ")

    if winner is None:
        if termination is Termination.ABORTED:
            return say(reader, "diagrams-result-aborted")
        if termination is Termination.AGREED_DRAW:
            return say(reader, "diagrams-result-agreed")
        if termination is Termination.ADJUDICATION:
            return say(reader, "diagrams-result-adjudicated-draw")
        return say(reader, "diagrams-result-drawn", reason=reason())
    loser = player(1 - winner)
    if termination is Termination.RESIGNATION:
        how = say(reader, "diagrams-how-resigned", player=loser)
    elif termination is Termination.TIMEOUT:
        how = say(reader, "diagrams-how-timeout", player=loser)
    elif termination is Termination.ADJUDICATION:
        how = say(reader, "diagrams-how-adjudicated")
    else:
        how = reason()
    return say(reader, "diagrams-result-wins", player=player(winner), how=how)


def to_move(player: str, task: str | None, reader: Reader = ENGLISH) -> str:
    """``To move: alice (Black).``, with the turn's task in brackets when there is one."""
    if task:
        return say(reader, "diagrams-to-move-task", player=player, task=task)
    return say(reader, "diagrams-to-move", player=player)


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
    reader: Reader = ENGLISH,
) -> str:
    """``B = alice (Black)   W = bob (White)``, or, before the second player has chosen
    sides (Pletore's and Les's pie), who is to choose."""
    if colours[0] is None:
        return say(
            reader,
            "diagrams-sides-unchosen",
            black=colour_word("black", reader),
            white=colour_word("white", reader),
            player=plain[1],
        )
    black = colours.index(BLACK)
    return say(reader, "diagrams-sides", black=player(black), white=player(1 - black))
