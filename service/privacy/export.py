"""A player's data as one JSON file: every row the store keeps about them, and their
games as they read them.

The file is for its owner and for programs: UTF-8, keys sorted, times in ISO 8601 (UTC),
ids as numbers. ``stored`` is every row about the player, table by table
(``storage.protocol.privacy.UserData``), and ``withheld`` names the few columns left out
(a one-time code's hash, a received mail's bytes). ``games`` is each of their games
from their side: the opponent's name, the result for them, and for the newest ones the
record as a game's history gives it (``service.records``), so while a game with hidden
information runs its record is the public echo: the file says no more than the
player's opponents may know of them, and nothing of what their opponents hide.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final

from storage.protocol.privacy import UserData, is_tombstone

FORMAT: Final = "postboard-personal-data"
VERSION: Final = 1
RECORDS_IN_FULL: Final = 100
"""The newest games whose records the file carries in full (each a few KB); every game
is listed, and its history gives any other's record."""


@dataclass(frozen=True, slots=True)
class GameLine:
    """One of the player's games from their side, as the file lists it."""

    row: Mapping[str, Any]
    opponent: str | None
    """The opponent's name as last seen; None when it is not known."""
    computer_level: int | None
    record: str | None


def result_for(row: Mapping[str, Any], seat: int) -> str | None:
    """``won``, ``lost``, ``draw`` or ``aborted`` for the player in ``seat``; None while
    the game runs."""
    if row["status"] != "finished":
        return None
    if row["termination"] == "aborted":
        return "aborted"
    if row["winner"] is None:
        return "draw"
    return "won" if row["winner"] == seat else "lost"


def game_entry(user_id: int, line: GameLine) -> dict[str, Any]:
    row = line.row
    seat = 0 if row["player0_id"] == user_id else 1
    other = row["player1_id"] if seat == 0 else row["player0_id"]
    return {
        "id": row["id"],
        "game": row["game"],
        "options": row["options"],
        "server_id": row["guild_id"],
        "status": row["status"],
        "your_seat": seat,
        "opponent": {
            "user_id": None if is_tombstone(other) else other,
            "name": line.opponent,
            "former_player": is_tombstone(other),
            "computer_level": line.computer_level,
        },
        "result": result_for(row, seat),
        "termination": row["termination"],
        "rated": bool(row["rated"]),
        "plies": row["ply"],
        "started_at": row["created_at"],
        "finished_at": row["finished_at"],
        "record": line.record,
    }


def _moment(value: object) -> str:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    raise TypeError(f"not JSON: {value!r}")


def export_document(data: UserData, games: Sequence[GameLine], now: datetime) -> bytes:
    """The file's bytes: UTF-8 JSON, keys sorted, two-space indents."""
    document = {
        "format": FORMAT,
        "version": VERSION,
        "user_id": data.user_id,
        "exported_at": now,
        "games": [game_entry(data.user_id, line) for line in games],
        "records_in_full": min(RECORDS_IN_FULL, len(games)),
        "stored": {table: list(rows) for table, rows in data.tables},
        "withheld": [{"table": table, "column": column} for table, column in data.withheld],
    }
    text = json.dumps(document, ensure_ascii=False, sort_keys=True, indent=2, default=_moment)
    return (text + "\n").encode("utf-8")
