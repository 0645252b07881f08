"""/games finished: the finished games of a player, or of a server, newest first, a page
at a time, each with its result, how it ended, when, how long, a link to its thread and
the command for its record.

What may be listed follows ``service.games.listings``: asked in a server, that server's
games only; asked in a DM, the asker's own games, and of someone else only the games
the two played together.
"""

from __future__ import annotations

from rules import GAMES
from rules.base import Termination
from service.context import ServiceContext
from service.games.listings import jump_url
from service.paging import PAGE_SIZE, Page, check_page
from storage.models import GameRecord

ENDINGS = {
    Termination.RESIGNATION.value: "by resignation",
    Termination.TIMEOUT.value: "on time",
    Termination.AGREED_DRAW.value: "by agreement",
    Termination.SCORE.value: "on score",
}


class FinishedGames:
    def __init__(self, ctx: ServiceContext) -> None:
        self._ctx = ctx

    async def listing(
        self,
        user_id: int | None,
        *,
        asked_by: int,
        guild_id: int | None,
        game: str | None = None,
        page: int = 1,
    ) -> Page:
        """``user_id``'s finished games (None: everyone's in this server), ``game`` only
        if given; ``page`` of them, `PAGE_SIZE` a page."""
        offset = check_page(page)
        name = None if game is None else GAMES[game].name
        player, opponent = user_id, None
        if guild_id is None:  # a DM: only the asker's games, with the other if named
            player, opponent = asked_by, (None if user_id in (None, asked_by) else user_id)
        games = await self._ctx.store.finished_games(
            player=player,
            guild_id=guild_id,
            opponent=opponent,
            game=name,
            offset=offset,
            limit=PAGE_SIZE + 1,
        )
        whose = "This server's" if player is None else f"<@{user_id or asked_by}>'s"
        what = "games" if name is None else f"{name.capitalize()} games"
        title = f"{whose} finished {what}"
        lines = [finished_line(g, in_server=guild_id is not None) for g in games[:PAGE_SIZE]]
        if not lines:
            lines = ["None yet." if page == 1 else "No more: this page is past the last."]
        else:
            lines.append("A game's record: `/history game:<number>`.")
        return Page(title, "\n".join(lines), page, len(games) > PAGE_SIZE)


def finished_line(game: GameRecord, *, in_server: bool) -> str:
    """One finished game: number, game, players, result, date, length, where, record."""
    players = f"<@{game.players[0]}> vs <@{game.players[1]}>"
    assert game.finished_at is not None
    day = f"<t:{int(game.finished_at.timestamp())}:d>"
    where = f"<#{game.thread_id or game.channel_id}>" if in_server else jump_url(game)
    rated = " · rated" if game.rated else ""
    return (
        f"**#{game.id}** {GAMES[game.game].name.capitalize()} · {players} — {result_text(game)}"
        f" · {day} · {game.ply} plies{rated} · {where} · `/history game:{game.id}`"
    )


def result_text(game: GameRecord) -> str:
    """Who won and how, in words: ``<@a> won by resignation``, ``drawn``, ``aborted``."""
    termination = game.termination or ""
    if termination == Termination.ABORTED.value:
        return "aborted"
    how = ENDINGS.get(termination, "by " + termination.replace("_", " "))
    if game.winner is None:
        return f"drawn {how}"
    return f"<@{game.players[game.winner]}> won {how}"
