"""Conversions between Python values and the columns that hold them.

Datetimes are stored as INTEGER microseconds since the Unix epoch (UTC). That
is exactly the resolution of `datetime`, so values round-trip without loss, and
integers compare and index correctly for ``expires_at <= now``. Naive datetimes
are refused: their meaning would depend on the machine's clock. Values come back
with ``tzinfo=UTC``; an aware value in another zone comes back equal, in UTC.

The tables are STRICT on SQLite and typed on PostgreSQL, so a row's values already
have the column's type and the mappers below only rename and decode; they read a row
only by column name, which both engines' rows offer (`storage.rows.Row`).

Options are stored as canonical JSON text (sorted keys), so they come back as
plain JSON values: tuples become lists. Time controls and a guild's allowed
games are JSON too, but they have a fixed shape, so they are checked on the way
back and come back as `TimeControl` and a tuple. Booleans are INTEGER 0 or 1.
"""

import json
from datetime import UTC, datetime, timedelta

from storage.errors import StorageError
from storage.models import (
    ChallengeRecord,
    ClockRecord,
    ComputerSeat,
    GameRecord,
    GuildSettings,
    MoveRecord,
    NoticeRecord,
    OfferRecord,
    PremoveRecord,
    TimeControl,
    UserSettings,
    VacationRecord,
)
from storage.rows import Row

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_MICROSECOND = timedelta(microseconds=1)


def encode_time(moment: datetime) -> int:
    if moment.utcoffset() is None:
        raise ValueError(f"{moment!r} is naive; storage needs timezone-aware datetimes")
    return (moment - _EPOCH) // _MICROSECOND


def decode_time(micros: int) -> datetime:
    return _EPOCH + timedelta(microseconds=micros)


def encode_options(options: dict[str, object]) -> str:
    return _canonical_json(options)


def decode_options(text: str) -> dict[str, object]:
    value = json.loads(text)
    if not isinstance(value, dict):
        raise StorageError(f"Stored options {text!r} are not a JSON object.")
    return value


def encode_optional_time(moment: datetime | None) -> int | None:
    return None if moment is None else encode_time(moment)


def _optional_time(micros: int | None) -> datetime | None:
    return None if micros is None else decode_time(micros)


def _canonical_json(value: object) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), allow_nan=False)


def encode_time_control(control: TimeControl | None) -> str | None:
    if control is None:
        return None
    return _canonical_json(
        {
            "initial_s": control.initial_s,
            "increment_s": control.increment_s,
            "cap_s": control.cap_s,
            "auto_timeout": control.auto_timeout,
        }
    )


def decode_time_control(text: str | None) -> TimeControl | None:
    """Read a stored time control back, refusing anything but the exact shape written."""
    if text is None:
        return None
    value = json.loads(text)
    seconds = ("initial_s", "increment_s", "cap_s")
    if (
        not isinstance(value, dict)
        or set(value) != {*seconds, "auto_timeout"}
        or not all(type(value[key]) is int for key in seconds)
        or not isinstance(value["auto_timeout"], bool)
    ):
        raise StorageError(f"Stored time control {text!r} is not one this code can read.")
    return TimeControl(
        initial_s=value["initial_s"],
        increment_s=value["increment_s"],
        cap_s=value["cap_s"],
        auto_timeout=value["auto_timeout"],
    )


def encode_game_list(games: tuple[str, ...] | None) -> str | None:
    return None if games is None else _canonical_json(list(games))


def decode_game_list(text: str | None) -> tuple[str, ...] | None:
    if text is None:
        return None
    value = json.loads(text)
    if not isinstance(value, list) or not all(isinstance(game, str) for game in value):
        raise StorageError(f"Stored game list {text!r} is not a JSON list of names.")
    return tuple(value)


def challenge_from_row(row: Row) -> ChallengeRecord:
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
        time_control=decode_time_control(row["time_control"]),
        rated=bool(row["rated"]),
    )


def game_from_row(row: Row) -> GameRecord:
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
        rated=bool(row["rated"]),
        ratings=None if row["rating0"] is None else (row["rating0"], row["rating1"]),
        hold=row["hold"],
    )


def move_from_row(row: Row) -> MoveRecord:
    return MoveRecord(
        game_id=row["game_id"],
        ply=row["ply"],
        seat=row["seat"],
        notation=row["notation"],
        created_at=decode_time(row["created_at"]),
    )


def clock_params(clock: ClockRecord) -> dict[str, object]:
    """The clock as named parameters, one per column."""
    return {
        "game_id": clock.game_id,
        "initial_s": clock.initial_s,
        "increment_s": clock.increment_s,
        "cap_s": clock.cap_s,
        "auto_timeout": int(clock.auto_timeout),
        "bank0_s": float(clock.bank0_s),
        "bank1_s": float(clock.bank1_s),
        "running_seat": clock.running_seat,
        "ply": clock.ply,
        "started_at": encode_optional_time(clock.started_at),
        "deadline_at": encode_optional_time(clock.deadline_at),
        "reminded_ply": clock.reminded_ply,
        "expired_ply": clock.expired_ply,
        "paused": int(clock.paused),
    }


def clock_from_row(row: Row, prefix: str = "") -> ClockRecord:
    """``prefix``: the clock's columns are named ``prefix + column`` (in a join with games)."""
    return ClockRecord(
        game_id=row[prefix + "game_id"],
        initial_s=row[prefix + "initial_s"],
        increment_s=row[prefix + "increment_s"],
        cap_s=row[prefix + "cap_s"],
        auto_timeout=bool(row[prefix + "auto_timeout"]),
        bank0_s=row[prefix + "bank0_s"],
        bank1_s=row[prefix + "bank1_s"],
        running_seat=row[prefix + "running_seat"],
        ply=row[prefix + "ply"],
        started_at=_optional_time(row[prefix + "started_at"]),
        deadline_at=_optional_time(row[prefix + "deadline_at"]),
        reminded_ply=row[prefix + "reminded_ply"],
        expired_ply=row[prefix + "expired_ply"],
        paused=bool(row[prefix + "paused"]),
    )


def user_settings_from_row(row: Row) -> UserSettings:
    return UserSettings(
        user_id=row["user_id"],
        notify=row["notify"],
        remind_dm=bool(row["remind_dm"]),
        remind_hours=row["remind_hours"],
        digest_sent_at=_optional_time(row["digest_sent_at"]),
        dm_failed=bool(row["dm_failed"]),
        confirm_moves=bool(row["confirm_moves"]),
        time_zone=row["time_zone"],
        board=row["board"],
    )


def offer_from_row(row: Row) -> OfferRecord:
    return OfferRecord(
        game_id=row["game_id"],
        kind=row["kind"],
        seat=row["seat"],
        ply=row["ply"],
        created_at=decode_time(row["created_at"]),
    )


def notice_from_row(row: Row) -> NoticeRecord:
    return NoticeRecord(
        game_id=row["game_id"],
        kind=row["kind"],
        seat=row["seat"],
        owed_since=decode_time(row["owed_since"]),
        id=row["id"],
    )


def premove_from_row(row: Row) -> PremoveRecord:
    return PremoveRecord(
        game_id=row["game_id"],
        seat=row["seat"],
        ply=row["ply"],
        their_move=row["their_move"],
        reply_move=row["reply_move"],
        created_at=decode_time(row["created_at"]),
        state=row["state"],
    )


def vacation_from_row(row: Row) -> VacationRecord:
    return VacationRecord(
        id=row["id"],
        user_id=row["user_id"],
        guild_id=row["guild_id"],
        started_at=decode_time(row["started_at"]),
        ended_at=_optional_time(row["ended_at"]),
    )


def guild_settings_from_row(row: Row) -> GuildSettings:
    return GuildSettings(
        guild_id=row["guild_id"],
        allowed_games=decode_game_list(row["allowed_games"]),
        games_channel_id=row["games_channel_id"],
        time_control=decode_time_control(row["time_control"]),
        vacation_days=row["vacation_days"],
        hint_level=row["hint_level"],
        web_list=None if row["web_list"] is None else bool(row["web_list"]),
        list_key=row["list_key"],
        language=row["language"],
        moderator_role_id=row["moderator_role_id"],
        abandon_days=row["abandon_days"],
    )


def computer_seat_from_row(row: Row) -> ComputerSeat:
    return ComputerSeat(game_id=row["game_id"], seat=row["seat"], level=row["level"])
