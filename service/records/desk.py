"""``RecordDesk``: a game's record (``/history``), and the records of a player's finished
games as one file (``/export``); both written by one ``RecordBook`` (``book``).

What may be exported follows ``service.games.listings``: asked in a server, that
server's games; asked in a DM, one's own games, and of someone else only the games
the two played together. Only finished games: a running game's record is one
``/history`` away, and an export is for keeping.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from service.context import ServiceContext
from service.errors import NotFound
from service.explore.record import lines_comment
from service.games import GameDesk
from service.games.asked import BY_THE_SERVICE, Asked
from service.records.book import RecordBook
from service.results import HistoryFile
from storage.models import GameRecord
from storage.protocol.explore import ExploreLine
from words import Command, Msg, Notation, Player, Speech, lines, msg

EXPORT_CAP: Final = 100
"""Games in one export, the newest first: at Plakoto's longest, well under Discord's
8 MiB for a file (a record is a few KB)."""
SCANNED: Final = 2000
"""A player's games read to find their finished ones (running ones and other
servers' are read too, and left out); beyond it, older games are not exported."""


@dataclass(frozen=True, slots=True)
class ExportFile:
    """Records one after another (``docs/records.md``), and what to say with them."""

    text: Speech
    filename: str
    record: str
    games: int


class RecordDesk:
    def __init__(self, ctx: ServiceContext, games: GameDesk) -> None:
        self._ctx = ctx
        self._games = games
        self.book = RecordBook(ctx.store, games.snapshots, games.players)
        """Every record the service writes (a game's history, exports)."""

    async def history(self, asked: Asked) -> HistoryFile:
        """/history: the record, if asked from a place that may see the game
        (``GameDesk.find``)."""
        game = await self._games.find(asked)
        return await self.book.history(game)

    async def export(self, user_id: int, asked: Asked = BY_THE_SERVICE) -> ExportFile:
        """The records of ``user_id``'s finished games the place may see, the newest
        first, at most `EXPORT_CAP`; refused, saying so, when there are none."""
        asked_by, guild_id = asked.asked_by, asked.guild_id
        games = await self._finished(user_id, asked_by, guild_id)
        if not games:
            raise NotFound(_none_finished(await self._player(user_id), asked_by, guild_id))
        shown = games[:EXPORT_CAP]
        records = await self.book.records(shown)
        if asked_by == user_id:  # one's own export: one's own analysis lines too
            records = [
                record + lines_comment(await self._lines_of(game, user_id))
                for game, record in zip(shown, records, strict=True)
            ]
        player = await self._player(user_id)
        count = len(shown)
        if asked_by in (None, user_id):
            key = "lookups-export-yours" if guild_id is None else "lookups-export-yours-server"
            said = msg(key, count=count)
        elif guild_id is None:
            said = msg("lookups-export-together", player=player, count=count)
        else:
            said = msg("lookups-export-theirs-server", player=player, count=count)
        capped = None
        if len(games) > EXPORT_CAP:
            capped = msg(
                "lookups-export-capped",
                most=EXPORT_CAP,
                command=Command("history", (("game", ""),)),
            )
        format_ = msg("lookups-export-format", file=Notation("docs/records.md"))
        text = lines(said, capped, format_)
        return ExportFile(text, f"postboard-games-{user_id}.txt", "\n".join(records), len(shown))

    async def _lines_of(self, game: GameRecord, user_id: int) -> list[ExploreLine]:
        return await self._ctx.store.explore_lines(game.id, game.players.index(user_id))

    async def _player(self, user_id: int) -> Player:
        names = await self._ctx.store.user_names([user_id])
        return Player(user_id, names.get(user_id, "") or f"player {user_id}")

    async def _finished(
        self, user_id: int, asked_by: int | None, guild_id: int | None
    ) -> list[GameRecord]:
        everything = await self._ctx.store.games_for_user(user_id, active_only=False, limit=SCANNED)

        def may_see(game: GameRecord) -> bool:
            if guild_id is not None:
                return game.guild_id == guild_id
            return asked_by is None or asked_by in game.players

        finished = [g for g in everything if g.status == "finished" and may_see(g)]
        return sorted(finished, key=lambda g: (g.finished_at or g.updated_at, g.id), reverse=True)


def _none_finished(player: Player, asked_by: int | None, guild_id: int | None) -> Msg:
    if asked_by in (None, player.user_id):
        if guild_id is not None:
            return msg("lookups-export-none-yours-server")
        return msg("lookups-export-none-yours")
    if guild_id is None:
        return msg("lookups-export-none-together", player=player)
    return msg("lookups-export-none-theirs-server", player=player)
