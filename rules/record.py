"""The text record format of ``docs/design.md``: header lines, a blank line, moves."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.errors import MalformedRecord

_HEADER = re.compile(r"([A-Za-z_][\w-]*)\s*:\s*(.*)")


@dataclass(frozen=True, slots=True)
class Record:
    game: str
    options: dict[str, str]  # raw header values, validated by the game's option specs
    moves: tuple[str, ...]


def parse_record(text: str) -> Record:
    """Split a record into header and moves; ``#`` starts a comment anywhere.

    The header is the leading ``key: value`` lines; it ends at the first blank
    line or the first line that is not a header line, so a record without the
    blank line still reads.
    """
    text = text.removeprefix("\ufeff")
    # A line that is only a comment vanishes; it must not read as the blank line
    # that closes the header.
    lines = [
        line.split("#", 1)[0].strip()
        for line in text.splitlines()
        if not line.lstrip().startswith("#")
    ]
    header: dict[str, str] = {}
    position = 0
    while position < len(lines):
        line = lines[position]
        if not line:
            if header:
                position += 1
                break
            position += 1
            continue
        match = _HEADER.fullmatch(line)
        if match is None:
            break
        key = match.group(1).lower()
        if key in header:
            raise MalformedRecord(f"The header sets {key!r} twice.", "header-twice", key=repr(key))
        header[key] = match.group(2).strip()
        position += 1
    if "game" not in header:
        raise MalformedRecord("A record must start with a 'game:' header line.", "record-no-game")
    if next(iter(header)) != "game":
        raise MalformedRecord("'game:' must be the first header line.", "record-game-not-first")
    game = header.pop("game")
    moves = tuple(line for line in lines[position:] if line)
    return Record(game, header, moves)


def format_record(game: str, options: dict[str, object], moves: list[str]) -> str:
    """The inverse of ``parse_record``: what ``/history`` exports."""
    head = [f"game: {game}"] + [f"{key}: {value}" for key, value in options.items()]
    return "\n".join(head) + "\n\n" + "".join(f"{move}\n" for move in moves)
