"""A record's tags: who played, when, the result, the clock, PGN-like.

The record format of ``docs/design.md`` is ``key: value`` headers (the game, then its
options), a blank line and the moves, and ``#`` starts a comment. Tags ride in
comments, one per line, as PGN writes them (``# [Result "1-0"]``), before the
``game:`` header: every reader of the design's format (the referee, another
implementation) reads a tagged record exactly as before, and this module reads the
tags back. Seats, not colours: ``Seat0`` moved first, and the colours are in the moves.
See ``docs/records.md``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Final

from rules.errors import MalformedRecord

TAG_LINE: Final = re.compile(
    r"#\s*\[(?P<name>[A-Za-z][A-Za-z0-9]*)\s+" r'"(?P<value>(?:[^"\\]|\\.)*)"\]'
)
UNFINISHED: Final = "*"
"""PGN's result of a game still running, or of one that counts for nobody (aborted)."""
RESULTS: Final = ("1-0", "0-1", "1/2-1/2", UNFINISHED)
UNTERMINATED: Final = "unterminated"
NO_CLOCK: Final = "none"
TIMEOUTS: Final = ("automatic", "claimed")

MAX_SERVER_ID: Final = 2**63 - 1
"""A Discord id (a snowflake) fits 63 bits, as the database's integers do."""


@dataclass(frozen=True, slots=True)
class RecordTags:
    """Everything a record says besides the game, its options and its moves.

    ``ratings`` is each seat's rating as it stood when a rated game's result counted
    (``GameRecord.ratings``); a record without them is unrated, or not over yet."""

    number: int
    server: int | None  # None: a game played in direct messages
    date: str  # PGN's YYYY.MM.DD, UTC, when the game started
    seats: tuple[str, str]
    result: str
    termination: str
    plies: int
    clock: str  # ``3d+1d/7d`` as /challenge clock: reads it, or ``none``
    end_date: str | None = None
    timeout: str | None = None  # with a clock: ``automatic`` or ``claimed``
    scores: tuple[float, ...] | None = None
    ratings: tuple[int, int] | None = None
    ruling: str | None = None
    """The reason a server's moderator gave for ending the game (an abort or an
    adjudication: ``service.moderation``); None when no moderator ended it."""

    def lines(self) -> list[str]:
        """The tag lines, in the order ``docs/records.md`` gives."""
        site = "Discord direct messages" if self.server is None else f"Discord server {self.server}"
        pairs: list[tuple[str, object]] = [
            ("Event", f"Postboard game #{self.number}"),
            ("Site", site),
            ("Game", self.number),
            ("Date", self.date),
            ("EndDate", self.end_date),
            ("Seat0", self.seats[0]),
            ("Seat1", self.seats[1]),
            ("Result", self.result),
            ("Termination", self.termination),
            ("Ruling", self.ruling),
            ("Scores", None if self.scores is None else ", ".join(map(_number, self.scores))),
            ("Plies", self.plies),
            ("TimeControl", self.clock),
            ("Timeout", self.timeout),
        ]
        if self.ratings is not None:
            pairs += [("Seat0Rating", self.ratings[0]), ("Seat1Rating", self.ratings[1])]
        return [tag_line(name, str(value)) for name, value in pairs if value is not None]

    @classmethod
    def read(cls, found: dict[str, str]) -> RecordTags:
        """The tags from what ``tags_in`` found; a missing or malformed one is refused
        with a sentence naming it."""
        site = _needed(found, "Site")
        server = None
        if site != "Discord direct messages":
            match = re.fullmatch(r"Discord server ([0-9]{1,19})", site)
            if match is None or int(match[1]) > MAX_SERVER_ID:
                raise MalformedRecord(f"The Site tag {site[:60]!r} names no Discord server.")
            server = int(match[1])
        result = _needed(found, "Result")
        if result not in RESULTS:
            raise MalformedRecord(f"The Result tag must be one of {', '.join(RESULTS)}.")
        ratings = None
        if "Seat0Rating" in found or "Seat1Rating" in found:
            ratings = (_whole(found, "Seat0Rating"), _whole(found, "Seat1Rating"))
        scores = found.get("Scores")
        return cls(
            number=_whole(found, "Game"),
            server=server,
            date=_date(_needed(found, "Date"), "Date"),
            seats=(_needed(found, "Seat0"), _needed(found, "Seat1")),
            result=result,
            termination=_needed(found, "Termination"),
            plies=_whole(found, "Plies"),
            clock=_needed(found, "TimeControl"),
            end_date=None if "EndDate" not in found else _date(found["EndDate"], "EndDate"),
            timeout=found.get("Timeout"),
            scores=None if scores is None else _scores(scores),
            ratings=ratings,
            ruling=found.get("Ruling"),
        )


def tags_in(lines: Iterable[str]) -> dict[str, str]:
    """The tags among ``lines`` (a record's comment lines), by name; a tag given twice
    is refused, as a header given twice is."""
    found: dict[str, str] = {}
    for line in lines:
        match = TAG_LINE.fullmatch(line.strip())
        if match is None:
            continue
        name = match["name"]
        if name in found:
            raise MalformedRecord(f"The record sets the {name} tag twice.")
        found[name] = re.sub(r"\\(.)", r"\1", match["value"])
    return found


def tag_line(name: str, value: str) -> str:
    return f'# [{name} "{_escaped(value)}"]'


def pgn_date(moment: datetime) -> str:
    """PGN's date, in UTC (a moment without a zone is taken as UTC already)."""
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC)
    return moment.strftime("%Y.%m.%d")


def result_of(winner: int | None, termination: str | None, finished: bool) -> str:
    """PGN's result from seat 0's side: ``1-0`` seat 0 won, ``0-1`` seat 1, ``1/2-1/2``
    a draw; ``*`` while the game runs, and for an aborted game, which counts for nobody."""
    if not finished or termination == "aborted":
        return UNFINISHED
    if winner is None:
        return "1/2-1/2"
    return "1-0" if winner == 0 else "0-1"


def _escaped(value: str) -> str:
    """A value on one line, with PGN's two escapes (names are anyone's text)."""
    flat = " ".join(value.splitlines())
    return flat.replace("\\", "\\\\").replace('"', '\\"')


def _number(value: float) -> str:
    return f"{value:g}"


def _needed(found: dict[str, str], name: str) -> str:
    if name not in found:
        raise MalformedRecord(f"The record has no {name} tag.")
    return found[name]


def _whole(found: dict[str, str], name: str) -> int:
    value = _needed(found, name)
    if not re.fullmatch(r"-?[0-9]{1,18}", value):
        raise MalformedRecord(f"The {name} tag must be a whole number, not {value!r}.")
    return int(value)


def _date(value: str, name: str) -> str:
    try:
        datetime.strptime(value, "%Y.%m.%d")
    except ValueError:
        raise MalformedRecord(f"The {name} tag must be a date as YYYY.MM.DD.") from None
    return value


def _scores(value: str) -> tuple[float, ...]:
    try:
        return tuple(float(part) for part in value.split(","))
    except ValueError:
        raise MalformedRecord("The Scores tag must be numbers separated by commas.") from None
