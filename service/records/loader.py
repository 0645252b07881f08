"""Reading records back: one record or an export of many, tags, options and moves,
replayed by the referee's rules and checked against what the tags claim.

What ``RecordBook`` writes this reads: a record is ``rules.record.parse_record``'s
format with tags in its comments (``service.records.tags``). A record with no tags
(as ``docs/design.md`` writes one by hand) loads too, without them. An export is
records one after another: a record starts at its ``game:`` header, together with
the comment lines (its tags) just above it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Final

from rules import GAMES
from rules.base import Outcome
from rules.errors import GameError, MalformedRecord
from rules.record import parse_record
from rules.replay import Replay
from service.records.tags import (
    UNTERMINATED,
    RecordTags,
    result_of,
    tags_in,
)

_GAME_HEADER: Final = re.compile(r"\s*game\s*:", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class LoadedRecord:
    """A record read and replayed: what it says, and where its moves lead."""

    game: str
    options: dict[str, Any]
    moves: tuple[str, ...]
    tags: RecordTags | None
    outcome: Outcome | None
    plies: int


def load_record(text: str) -> LoadedRecord:
    """Read one record and replay it; a record that does not hold together raises a
    ``GameError`` whose message says where (the ply and move, or the tag)."""
    record = parse_record(text)
    found = tags_in(line for line in text.splitlines() if line.lstrip().startswith("#"))
    tags = RecordTags.read(found) if found else None
    replay = Replay(GAMES[record.game], record.options)
    for ply, line in enumerate(record.moves, start=1):
        try:
            replay.play(line)
        except GameError as exc:
            hint = " (a record of a game in progress hides faces as ?)" if "?" in line else ""
            # the same error, its class, code and message kept, saying where: made again
            # from one argument, a refusal with more (Plateau's code) could not be
            exc.args = (f"Ply {ply}, {line!r}: {exc}{hint}",)
            raise exc from None
    loaded = LoadedRecord(
        replay.game.name, replay.options, record.moves, tags, replay.outcome, replay.plies
    )
    if tags is not None:
        _check(loaded, tags)
    return loaded


def load_records(text: str) -> list[LoadedRecord]:
    """Every record of an export, in order."""
    return [load_record(part) for part in split_records(text)]


def split_records(text: str) -> list[str]:
    """An export cut into its records: each from the comment lines just above its
    ``game:`` header to the line before the next record's."""
    parts: list[list[str]] = [[]]
    seen_header = False
    for line in text.removeprefix("\ufeff").splitlines():
        if _GAME_HEADER.match(line.split("#", 1)[0]) and seen_header:
            current = parts[-1]
            start = len(current)
            while start > 0 and current[start - 1].lstrip().startswith("#"):
                start -= 1
            parts[-1], above = current[:start], current[start:]
            parts.append(above)
        seen_header = seen_header or bool(_GAME_HEADER.match(line.split("#", 1)[0]))
        parts[-1].append(line)
    records = ["\n".join(part).rstrip() + "\n" for part in parts if any(p.strip() for p in part)]
    if not records:
        raise MalformedRecord("There is no record here: a record starts with 'game:'.")
    return records


def _check(loaded: LoadedRecord, tags: RecordTags) -> None:
    """What the tags claim must be what the moves do."""
    if tags.plies != loaded.plies:
        raise MalformedRecord(
            f"The Plies tag says {tags.plies}, but the record has {loaded.plies}."
        )
    outcome = loaded.outcome
    finished = outcome is not None
    termination = outcome.termination.value if outcome is not None else UNTERMINATED
    result = result_of(None if outcome is None else outcome.winner, termination, finished)
    if tags.result != result:
        raise MalformedRecord(f"The Result tag says {tags.result}, but the moves give {result}.")
    if tags.termination != termination:
        raise MalformedRecord(
            f"The Termination tag says {tags.termination}, but the moves end by {termination}."
        )
