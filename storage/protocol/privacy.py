"""The privacy slice of the store: everything kept about one person, and forgetting it.

A person who asks to be forgotten (issue 32.5) loses every row that is theirs alone:
their name, settings, address and mail, blocks, vacations, ratings, conditional moves,
analyses. What their opponents' records need stays: a finished game, a challenge that
became one, a tournament's pairings and entries. In those rows the person's user id
is replaced by a **tombstone**, a negative id that no account has (every account's
id is positive), chosen at random per forgotten person, so nothing links it back to
the account or to the person's other tombstones. Channels write a tombstone as a
former player, never as a mention (``words.is_former``, which reads the same rule).

The move log holds seats, not users, so it is never touched (it is append-only).
"""

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from storage.errors import StorageError

TOMBSTONE_FLOOR = -(2**53)
"""The lowest tombstone: below it an id would lose digits in a JSON reader's number."""


def is_tombstone(user_id: int) -> bool:
    """Whether ``user_id`` stands for a forgotten person (``words.is_former`` agrees)."""
    return user_id < 0


Value = Any
"""A column's value in `UserData`: None, an int, a float, a string, a datetime (UTC),
or, for a column that holds JSON (options, a time control, a mail's body), its value."""


@dataclass(frozen=True, slots=True)
class UserData:
    """Every row about one person, per table: each row a mapping of column to value.

    ``tables`` lists every table that may hold rows about someone, in a fixed order,
    empty ones included, so an export has the same keys for everyone. A few columns
    are never handed out (``withheld``): a one-time code's hash, a received mail's
    bytes; the rest of their row is."""

    user_id: int
    tables: tuple[tuple[str, tuple[dict[str, Value], ...]], ...]
    withheld: tuple[tuple[str, str], ...] = ()
    """(table, column) pairs left out of every row, and so of every export."""

    def rows(self, table: str) -> tuple[dict[str, Value], ...]:
        for name, rows in self.tables:
            if name == table:
                return rows
        raise KeyError(table)

    @property
    def empty(self) -> bool:
        """Nothing at all is stored about this person."""
        return not any(rows for _, rows in self.tables)


@dataclass(frozen=True, slots=True)
class ForgetReport:
    """What ``forget_user`` did: rows erased, and rows kept under ``tombstone``, per
    table (tables with none left out)."""

    user_id: int
    tombstone: int
    erased: tuple[tuple[str, int], ...]
    kept: tuple[tuple[str, int], ...]

    @property
    def anything(self) -> bool:
        """Something was stored about the person (a second forget finds nothing)."""
        return bool(self.erased or self.kept)


class StillPlaying(StorageError):
    """A game of the person is not finished: it must end (resigned, aborted) first, so
    that no running game is left with a tombstone in a seat. Nothing was written."""

    def __init__(self, user_id: int, game_ids: tuple[int, ...]) -> None:
        self.user_id = user_id
        self.game_ids = game_ids
        numbers = ", ".join(f"#{game_id}" for game_id in game_ids)
        super().__init__(f"User {user_id} still plays game {numbers}; it must end first.")


class TombstoneTaken(StorageError):
    """The tombstone chosen already stands for someone: choose another. Nothing was
    written."""

    def __init__(self, tombstone: int) -> None:
        self.tombstone = tombstone
        super().__init__(f"The tombstone {tombstone} is already taken.")


class PrivacyStore(Protocol):
    async def export_user(self, user_id: int) -> UserData:
        """Every row about ``user_id``: theirs alone, and those they share with others
        (their games, challenges, tournaments). Blocks others made of them are the
        blockers' and are not theirs to see: they are left out."""
        ...

    async def forget_user(self, user_id: int, tombstone: int, now: datetime) -> ForgetReport:
        """In one transaction: close what ``user_id`` left open (pending challenges,
        open seeks, tournament entries: left before the start, withdrawn at ``now``
        after it), erase every row that is theirs alone, and put ``tombstone`` in place
        of their id in every row kept for others. Refused with ``StillPlaying`` while a
        game of theirs runs, with ``TombstoneTaken`` if ``tombstone`` is in use; a
        person with nothing stored gets a report with nothing in it."""
        ...
