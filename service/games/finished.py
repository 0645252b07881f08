"""/games finished: the finished games of a player, or of a server, newest first, a page
at a time, each with its result, how it ended, when, how long, a link to its thread and
the command for its record.

What may be listed follows ``service.games.listings``: asked in a server, that server's
games only; asked in a DM, the asker's own games, and of someone else only the games
the two played together.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules import GAMES
from rules.base import Termination
from service.context import ServiceContext
from service.games.asked import Asked
from service.games.players import people
from service.kit.paging import PAGE_SIZE, Page, check_page
from storage.models import GameRecord
from words import Command, Game, Msg, Place, Player, Speech, Verbatim, When, lines, msg


class FinishedGames:
    def __init__(self, ctx: ServiceContext) -> None:
        self._ctx = ctx

    async def listing(
        self,
        user_id: int | None,
        asked: Asked,
        *,
        game: str | None = None,
        page: int = 1,
    ) -> Page:
        """``user_id``'s finished games (None: everyone's in this server), ``game`` only
        if given; ``page`` of them, `PAGE_SIZE` a page; the games the place may see."""
        asked_by, guild_id = asked.player, asked.guild_id
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
        shown = games[:PAGE_SIZE]
        ids = {user_id or asked_by, *(seat for g in shown for seat in g.players)}
        named = await people(self._ctx, *ids)
        title = _title(None if player is None else named[user_id or asked_by], name)
        found = [finished_line(g, named, in_server=guild_id is not None) for g in shown]
        text: Speech
        if not found:
            text = msg("lookups-finished-none" if page == 1 else "lookups-finished-past-last")
        else:
            text = lines(*found, msg("lookups-finished-record", command=_HISTORY))
        return Page(title, text, page, len(games) > PAGE_SIZE)


_HISTORY = Command("history", (("game", "<number>"),))


def _title(player: Player | None, name: str | None) -> Msg:
    """Whose finished games these are, and of which game if only one."""
    if player is None:
        if name is None:
            return msg("lookups-finished-title-server")
        return msg("lookups-finished-title-server-game", name=Verbatim(name.capitalize()))
    if name is None:
        return msg("lookups-finished-title", player=player)
    return msg("lookups-finished-title-game", player=player, name=Verbatim(name.capitalize()))


def finished_line(game: GameRecord, named: Mapping[int, Player], *, in_server: bool) -> Msg:
    """One finished game: number, game, players, result, date, length, where, record.
    In a server, where is the thread's mention; elsewhere (a DM) the game's number
    links to it, as a mention of another server's thread may not open there."""
    assert game.finished_at is not None
    where = game.thread_id or game.channel_id
    number = Game(game.id, game.guild_id, where, link=not in_server)
    place = {"where": Place(where, msg("lookups-finished-thread"))} if in_server else {}
    return msg(
        "lookups-finished-line",
        **place,
        game=number,
        name=Verbatim(GAMES[game.game].name.capitalize()),
        first=named[game.players[0]],
        second=named[game.players[1]],
        result=result_said_short(game, named),
        day=When(game.finished_at, "date"),
        plies=game.ply,
        rated=game.rated,
        in_server=in_server,
        record=Command("history", (("game", str(game.id)),)),
    )


def result_said_short(game: GameRecord, named: Mapping[int, Player]) -> Msg:
    """Who won and how, in a listing's few words: won (by resignation), drawn, aborted;
    the ending is the same ``game-ending-*`` word the result's sentence uses."""
    termination = game.termination or ""
    if termination == Termination.ABORTED.value:
        return msg("lookups-finished-aborted")
    ending = msg("game-ending-" + termination.replace("_", "-"))
    if game.winner is None:
        return msg("lookups-finished-drawn", ending=ending)
    return msg("lookups-finished-won", winner=named[game.players[game.winner]], ending=ending)
