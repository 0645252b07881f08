"""``PrivacyDesk``: what is kept about a player, all of it as a file, and forgetting them.

Forgetting is asked for, then confirmed. The question lists what it will do, the
running games first: each game against a person is **resigned**, through the same path
as a resignation (the opponent is told in the thread, the result counts for ratings and
the tournament as any resignation does), and each game against the computer is
**aborted**, which counts for nobody. The player's pending challenges and open seeks are
withdrawn and they leave their tournaments (withdrawing, where one has begun, as the
tournament's own desk withdraws a player). Then the store erases what is theirs alone
and keeps their finished games, with a tombstone in their seat, in one transaction
(``storage.protocol.privacy``). A confirmation is good for `CONFIRM_FOR`, and only for
the running games it listed: one that started since makes it ask again.

Nothing is kept in this process about anyone: names are read from the store on each
request (``service.games.players``), and what the service caches is keyed by game and
by the names it was drawn with, so a forgotten name is never served again, here or in
another process, once the store's transaction has committed.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Final

from rules.base import GameEntry
from rules.errors import GameError
from service.challenges.desk import ChallengeDesk
from service.challenges.seeks import SeekDesk
from service.context import ServiceContext
from service.errors import Conflict, ServiceError
from service.games import GameDesk
from service.games.asked import Asked
from service.privacy.about import ABOUT, FORGET
from service.privacy.export import RECORDS_IN_FULL, GameLine, export_document
from service.records.desk import RecordDesk
from service.results import ChallengeClosed, GameUpdate
from service.tournaments.desk import TournamentDesk
from storage import errors as storage_errors
from storage.models import GameRecord
from storage.protocol.privacy import TOMBSTONE_FLOOR, StillPlaying, TombstoneTaken, UserData
from words import Arg, Game, Items, Span, Speech, Strong, lines, msg

CONFIRM_FOR: Final = timedelta(minutes=15)
"""How long a question to forget may be confirmed."""
TRIES: Final = 3
"""Rounds of ending what runs, and of choosing a tombstone, before giving up."""
RUNNING_LIMIT: Final = 1000
"""Running games read at once (far more than anyone plays)."""
LISTED: Final = 5
"""Games a question names one by one, linked; the rest are counted."""


@dataclass(frozen=True, slots=True)
class DataFile:
    """A player's data as a file, and what to say with it."""

    text: Speech
    filename: str
    data: bytes


@dataclass(frozen=True, slots=True)
class ForgetAsked:
    """The question before forgetting; ``token`` is what the confirmation brings back
    (None: there is nothing to forget, so nothing to confirm)."""

    text: Speech
    token: str | None


@dataclass(frozen=True, slots=True)
class Forgotten:
    """What forgetting did: the answer, and what the channels tell others (each game
    ended, each challenge withdrawn). ``done`` False: the player was not forgotten
    (the answer says why), though what was told was done."""

    text: Speech
    updates: tuple[GameUpdate, ...] = ()
    closed: tuple[ChallengeClosed, ...] = ()
    done: bool = False


class PrivacyDesk:
    def __init__(
        self,
        ctx: ServiceContext,
        games: GameDesk,
        challenges: ChallengeDesk,
        seeks: SeekDesk,
        tournaments: TournamentDesk,
        records: RecordDesk,
    ) -> None:
        self._ctx = ctx
        self._games = games
        self._challenges = challenges
        self._seeks = seeks
        self._tournaments = tournaments
        self._records = records

    def about(self) -> Speech:
        """What is kept about a player, why and for how long."""
        return ABOUT

    # --- export ------------------------------------------------------------------

    async def export(self, user_id: int) -> DataFile:
        """Everything kept about ``user_id``, as JSON (``service.privacy.export``)."""
        store = self._ctx.store
        data = await store.export_user(user_id)
        newest = await store.games_for_user(user_id, active_only=False, limit=RECORDS_IN_FULL)
        written = await self._records.book.records(newest)
        records = {game.id: record for game, record in zip(newest, written, strict=True)}
        rows = data.rows("games")
        opponents = {
            row["player1_id"] if row["player0_id"] == user_id else row["player0_id"] for row in rows
        }
        names = await store.user_names(opponents)
        lines_ = []
        for row in sorted(rows, key=lambda r: r["id"]):
            other = row["player1_id"] if row["player0_id"] == user_id else row["player0_id"]
            computer = await store.computer_seat(row["id"])
            lines_.append(
                GameLine(
                    row,
                    names.get(other),
                    None if computer is None else computer.level,
                    records.get(row["id"]),
                )
            )
        document = export_document(data, lines_, self._ctx.clock())
        if data.empty:
            text: Speech = msg("privacy-export-empty")
        else:
            stored = sum(len(table_rows) for _, table_rows in data.tables)
            text = msg("privacy-export-done", rows=stored, games=len(rows))
        return DataFile(text, f"postboard-data-{user_id}.json", document)

    # --- forgetting --------------------------------------------------------------

    async def ask_to_forget(self, user_id: int) -> ForgetAsked:
        """The question: what forgetting ``user_id`` erases, keeps and ends, and the token
        a confirmation brings back."""
        data = await self._ctx.store.export_user(user_id)
        if data.empty:
            return ForgetAsked(msg("privacy-forget-nothing"), None)
        running = await self._running(user_id)
        people: list[GameRecord] = []
        computer: list[GameRecord] = []
        for game in running:
            (computer if await self._games.computer_of(game) else people).append(game)
        open_ = _open_things(data, user_id)
        said = lines(
            msg("privacy-forget-ask"),
            msg("privacy-forget-resigns", count=len(people), games=_games(people))
            if people
            else None,
            msg("privacy-forget-aborts", count=len(computer), games=_games(computer))
            if computer
            else None,
            msg("privacy-forget-withdraws", count=open_) if open_ else None,
            msg(
                "privacy-forget-confirm",
                confirm=Strong(msg("privacy-button-forget")),
                cancel=Strong(msg("privacy-button-keep")),
                within=Span(CONFIRM_FOR.total_seconds()),
            ),
        )
        return ForgetAsked(said, _token(self._ctx.clock(), running))

    async def forget(self, user_id: int, token: str) -> Forgotten:
        """Forget ``user_id``, as the question ``token`` came with said. Harmless when
        there is nothing (left) to forget: a second confirmation says so."""
        data = await self._ctx.store.export_user(user_id)
        if data.empty:
            return Forgotten(msg("privacy-forget-nothing"))
        now = self._ctx.clock()
        issued, digest = _read_token(token)
        if issued is None or not timedelta(minutes=-1) <= now - issued <= CONFIRM_FOR:
            raise Conflict(
                msg(
                    "privacy-forget-expired",
                    within=Span(CONFIRM_FOR.total_seconds()),
                    forget=FORGET,
                )
            )
        if _digest(await self._running(user_id)) != digest:
            raise Conflict(msg("privacy-forget-changed", forget=FORGET))
        updates: list[GameUpdate] = []
        closed: list[ChallengeClosed] = []
        await self._leave_tournaments(data, user_id, updates)
        await self._end_games(user_id, updates)
        await self._withdraw(data, user_id, closed)
        said, done = await self._erase(user_id, updates)
        told = _told(updates, closed)
        return Forgotten(lines(said, *told), tuple(updates), tuple(closed), done)

    async def _running(self, user_id: int) -> list[GameRecord]:
        games = await self._ctx.store.games_for_user(user_id, limit=RUNNING_LIMIT)
        return sorted(games, key=lambda g: g.id)

    async def _leave_tournaments(
        self, data: UserData, user_id: int, updates: list[GameUpdate]
    ) -> None:
        """Leave each tournament not begun, withdraw from each running one: its games
        resigned by the tournament's own desk, as a withdrawal resigns them."""
        for entry in data.rows("tournament_players"):
            if entry["withdrawn_at"] is not None:
                continue
            record = await self._ctx.store.get_tournament(entry["tournament_id"])
            if record.status not in ("open", "running"):
                continue
            try:
                withdrawn = await self._tournaments.leave(record.id, user_id, record.guild_id)
            except ServiceError:
                continue  # withdrawn meanwhile, or it ended: nothing to leave
            updates.extend(withdrawn.updates)

    async def _end_games(self, user_id: int, updates: list[GameUpdate]) -> list[GameRecord]:
        """Resign each running game against a person, abort each against the computer;
        the games that could not be ended (on hold, say), if any, after `TRIES` rounds."""
        stuck: list[GameRecord] = []
        for _ in range(TRIES):
            stuck = []
            for game in await self._running(user_id):
                try:
                    updates.append(await self._end(game, user_id))
                except (ServiceError, GameError, storage_errors.StaleMove):
                    stuck.append(game)  # it moved on, or cannot end now: looked at again
            if not stuck:
                break
        return stuck

    async def _end(self, game: GameRecord, user_id: int) -> GameUpdate:
        computer = await self._games.computer_of(game)
        if computer is not None:
            seat = 1 - computer.seat
            return await self._games.agreed(game, GameEntry("abort"), seat, game.ply)
        return await self._games.resign(Asked(game_id=game.id, asked_by=user_id))

    async def _withdraw(self, data: UserData, user_id: int, closed: list[ChallengeClosed]) -> None:
        """Withdraw (or decline) each pending challenge and each open seek, each told
        where it was posted as any withdrawal is."""
        for challenge in await self._ctx.store.pending_challenges_for(user_id):
            try:
                closed.append(await self._challenges.decline(user_id, challenge.id))
            except ServiceError:
                continue  # answered or expired meanwhile: the store closes what is left
        for seek in data.rows("seeks"):
            if seek["status"] != "open" or seek["seeker_id"] != user_id:
                continue
            try:
                closed.append(
                    await self._seeks.cancel(user_id, seek["id"], guild_id=seek["guild_id"])
                )
            except ServiceError:
                continue

    async def _erase(self, user_id: int, updates: list[GameUpdate]) -> tuple[Speech, bool]:
        """The store's part, in one transaction, with a fresh tombstone; a game that
        began meanwhile is ended first. The answer, and whether it was done."""
        for _ in range(TRIES):
            tombstone = -self._ctx.rng.randrange(1, -TOMBSTONE_FLOOR)
            try:
                report = await self._ctx.store.forget_user(user_id, tombstone, self._ctx.clock())
            except TombstoneTaken:
                continue
            except StillPlaying:
                stuck = await self._end_games(user_id, updates)
                if stuck:
                    return msg("privacy-forget-stuck", games=_games(stuck)), False
                continue
            if not report.anything:
                return msg("privacy-forget-nothing"), False
            return msg("privacy-forgotten"), True
        stuck = await self._running(user_id)
        return msg("privacy-forget-stuck", games=_games(stuck)), False


def _games(games: list[GameRecord]) -> Items:
    """The games by number, linked where they are played; past `LISTED`, how many more."""
    named: list[Arg] = [Game(g.id, g.guild_id, g.thread_id, link=True) for g in games[:LISTED]]
    if len(games) > LISTED:
        named.append(msg("privacy-games-more", count=len(games) - LISTED))
    return Items(tuple(named))


def _open_things(data: UserData, user_id: int) -> int:
    """Pending challenges, open seeks and live tournament entries: what is withdrawn."""
    challenges = [c for c in data.rows("challenges") if c["status"] == "pending"]
    seeks = [s for s in data.rows("seeks") if s["status"] == "open" and s["seeker_id"] == user_id]
    entries = [e for e in data.rows("tournament_players") if e["withdrawn_at"] is None]
    return len(challenges) + len(seeks) + len(entries)


def _told(updates: list[GameUpdate], closed: list[ChallengeClosed]) -> list[Speech]:
    told: list[Speech] = []
    if updates:
        told.append(msg("privacy-forgotten-games", count=len(updates)))
    if closed:
        told.append(msg("privacy-forgotten-challenges", count=len(closed)))
    return told


def _digest(running: list[GameRecord]) -> str:
    ids = ",".join(str(g.id) for g in sorted(running, key=lambda g: g.id))
    return hashlib.sha256(ids.encode()).hexdigest()[:12]


def _token(now: datetime, running: list[GameRecord]) -> str:
    """When the question was asked, and which running games it listed."""
    return f"{int(now.timestamp())}.{_digest(running)}"


def _read_token(token: str) -> tuple[datetime | None, str]:
    """When the question was asked (None for what no question ever carried) and its
    digest."""
    stamp, _, digest = token.partition(".")
    if not stamp.isascii() or not stamp.isdigit() or len(stamp) > 11:
        return None, digest
    try:
        return datetime.fromtimestamp(int(stamp), tz=UTC), digest
    except (OverflowError, OSError, ValueError):
        return None, digest
