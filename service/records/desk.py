"""``RecordDesk``: the records of a player's finished games, as one file (``/export``).

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
from service.games import GameDesk
from storage.models import GameRecord

EXPORT_CAP: Final = 100
"""Games in one export, the newest first: at Plakoto's longest, well under Discord's
8 MiB for a file (a record is a few KB)."""
SCANNED: Final = 2000
"""A player's games read to find their finished ones (running ones and other
servers' are read too, and left out); beyond it, older games are not exported."""


@dataclass(frozen=True, slots=True)
class ExportFile:
    """Records one after another (``docs/records.md``), and what to say with them."""

    text: str
    filename: str
    record: str
    games: int


class RecordDesk:
    def __init__(self, ctx: ServiceContext, games: GameDesk) -> None:
        self._ctx = ctx
        self._games = games

    async def export(
        self, user_id: int, *, asked_by: int | None = None, guild_id: int | None = None
    ) -> ExportFile:
        """The records of ``user_id``'s finished games the place may see, the newest
        first, at most `EXPORT_CAP`; refused, saying so, when there are none."""
        games = await self._finished(user_id, asked_by, guild_id)
        if not games:
            raise NotFound(_none_finished(user_id, asked_by, guild_id))
        shown = games[:EXPORT_CAP]
        records = await self._games.records.records(shown)
        whose = "your" if asked_by in (None, user_id) else f"<@{user_id}>'s"
        here = " in this server" if guild_id is not None else ""
        together = " with you" if guild_id is None and asked_by not in (None, user_id) else ""
        plural = "game" if len(shown) == 1 else "games"
        text = f"Records of {whose} {len(shown)} finished {plural}{together}{here}, newest first."
        if len(games) > EXPORT_CAP:
            text += (
                f" Only the newest {EXPORT_CAP} are here: an export holds at most "
                f"{EXPORT_CAP} games (`/history game:` gives any other)."
            )
        text += " The format is explained in `docs/records.md` in Postboard's source."
        return ExportFile(text, f"postboard-games-{user_id}.txt", "\n".join(records), len(shown))

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


def _none_finished(user_id: int, asked_by: int | None, guild_id: int | None) -> str:
    if asked_by in (None, user_id):
        here = " in this server" if guild_id is not None else ""
        return f"You have no finished games{here} yet, so there is nothing to export."
    if guild_id is None:
        return f"You have no finished games with <@{user_id}>: in a DM I only export those."
    return f"<@{user_id}> has no finished games in this server yet."
