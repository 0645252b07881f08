"""Conversions between Python values and the columns that hold them.

Datetimes are stored as INTEGER microseconds since the Unix epoch (UTC). That
is exactly the resolution of `datetime`, so values round-trip without loss, and
integers compare and index correctly for ``expires_at <= now``. Naive datetimes
are refused: their meaning would depend on the machine's clock. Values come back
with ``tzinfo=UTC``; an aware value in another zone comes back equal, in UTC.

The tables are STRICT, so a row's values already have the column's type and
the mappers below only rename and decode.

Options are stored as canonical JSON text (sorted keys), so they come back as
plain JSON values: tuples become lists.
"""

import json
import sqlite3
from datetime import UTC, datetime, timedelta

from storage.errors import StorageError
from storage.models import ChallengeRecord, GameRecord, MoveRecord

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_MICROSECOND = timedelta(microseconds=1)


def encode_time(moment: datetime) -> int:
    if moment.utcoffset() is None:
        raise ValueError(f"{moment!r} is naive; storage needs timezone-aware datetimes")
    return (moment - _EPOCH) // _MICROSECOND


def decode_time(micros: int) -> datetime:
    return _EPOCH + timedelta(microseconds=micros)


def encode_options(options: dict[str, object]) -> str:
    return json.dumps(options, sort_keys=True, separators=(",", ":"), allow_nan=False)


def decode_options(text: str) -> dict[str, object]:
    value = json.loads(text)
    if not isinstance(value, dict):
        raise StorageError(f"Stored options {text!r} are not a JSON object.")
    return value


def _optional_time(micros: int | None) -> datetime | None:
    return None if micros is None else decode_time(micros)


def challenge_from_row(row: sqlite3.Row) -> ChallengeRecord:
    return ChallengeRecord(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        message_id=row["message_id"],
        challenger_id=row["challenger_id"],
        opponent_id=row["opponent_id"],
        game=row["game"],
        options=decode_options(row["options"]),
        first=row["first"],
        status=row["status"],
        created_at=decode_time(row["created_at"]),
        expires_at=decode_time(row["expires_at"]),
        game_id=row["game_id"],
    )


def game_from_row(row: sqlite3.Row) -> GameRecord:
    return GameRecord(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        thread_id=row["thread_id"],
        game=row["game"],
        options=decode_options(row["options"]),
        players=(row["player0_id"], row["player1_id"]),
        ply=row["ply"],
        to_move=row["to_move"],
        status=row["status"],
        winner=row["winner"],
        termination=row["termination"],
        created_at=decode_time(row["created_at"]),
        updated_at=decode_time(row["updated_at"]),
        finished_at=_optional_time(row["finished_at"]),
    )


def move_from_row(row: sqlite3.Row) -> MoveRecord:
    return MoveRecord(
        game_id=row["game_id"],
        ply=row["ply"],
        seat=row["seat"],
        notation=row["notation"],
        created_at=decode_time(row["created_at"]),
    )
