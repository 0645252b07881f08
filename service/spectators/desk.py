"""What anyone may see of a server's games: the read-only web pages' core (``web``).

A page shows a game as a spectator sees it, at any ply: the board (the same image
the game's public posts carry), the move list, the players and their clocks. A
game with hidden information (Plateau) is shown through the spectator's view
(``view(state, None)``) at every ply, and its move list is the public echo of each
move, until the game ends; then the full record is revealed, as ``/history`` does.

Addresses. Game numbers count up, so a page named by number alone could be found
by anyone trying numbers, and a server's games would be public to the whole web.
Each page's address therefore carries a key, an HMAC of the server's (and game's)
number under a secret kept in the database (``Store.secret``), so every process
on a shared database makes and checks the same keys and nothing else needs
storing. Whoever is given a link (the game's thread, its record) can read that
game and, from it, its server's list of games; nobody can list or guess the rest.
A wrong key, a game of another server and an unknown number all get the same
answer, so a page tells nothing about games one was not given.

A server's list (issue 35, item 12) shows only games of channels everyone in the
server can read (``service.preferences.visibility``), since one game's link reaches it. Its key
is also signed with the number of times the server's admins replaced it
(``GuildSettings.list_key``; 0 signs as before, so older links held until the first
replacement), and the admins can turn the list off: then no page links to it and
its address answers that it is off.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import secrets
from datetime import datetime
from typing import Any

from rules import GAMES
from rules.replay import Replay
from service.context import ServiceContext
from service.errors import NotFound
from service.games.alt import alt_text
from service.games.narration import hides_something, presenter_of
from service.games.players import Players, title_text
from service.kit.caches import Kept
from service.kit.names import plain_name, stand_in
from service.presenters import PRESENTERS
from service.readers.desk import ReaderDesk
from service.results import AltText
from service.reviews.checkpoints import PastPositions
from service.reviews.lane import in_lane
from service.spectators.positions import SpectatorPosition, public_view
from service.spectators.shown import (
    ClockFace,
    GameSummary,
    MoveLine,
    ServerGames,
    SpectatorGame,
    clock_face,
    game_path,
    server_path,
)
from service.spectators.status import game_status, no_such_game, out_of_range, summary_status
from storage import errors as storage_errors
from storage.models import ClockRecord, ComputerSeat, GameRecord
from words import ENGLISH, Msg, Reader, Verbatim, msg

SECRET_NAME = "web-pages"
KEY_CHARACTERS = 16  # base32: 80 bits, beyond any guessing over HTTP
RUNNING_LISTED = 100
FINISHED_LISTED = 50
NO_SUCH_SERVER = msg("web-no-such-server")
LIST_OFF = msg("web-list-off")
INLINE_LINES = 8
"""Lines a page brings its game's position up by on the event loop (a move or a few);
more (a game never shown before, however long) are replayed in the lane."""


class SpectatorDesk:
    """Pages' reads: a game now, its board at any ply, a server's games, and the links.

    ``public_url`` is the site's address as the world reaches it (the
    ``POSTBOARD_PUBLIC_URL`` setting); without it no link is offered, though pages
    are still served. Everything here reads; nothing writes but the secret, once.
    """

    def __init__(
        self,
        ctx: ServiceContext,
        public_url: str | None = None,
        *,
        cache_size: int = 256,
        readers: ReaderDesk | None = None,
    ) -> None:
        """``readers``: the service's, whose server languages it keeps (a desk of its own
        when the pages are served alone, as in a test)."""
        self._ctx = ctx
        self.public_url = public_url.rstrip("/") if public_url else None
        self._players = Players(ctx.store, readers or ReaderDesk(ctx))
        self._positions: Kept[int, SpectatorPosition] = Kept(cache_size)
        self._computers: Kept[int, tuple[ComputerSeat | None]] = Kept(4096)
        self._boards: Kept[tuple[int, int, str, tuple[str, str], str], bytes] = Kept(cache_size)
        self._words: Kept[tuple[int, int, str, tuple[str, str]], AltText] = Kept(cache_size)
        self._drawing: dict[tuple[int, int, str, tuple[str, str], str], asyncio.Future[bytes]] = {}
        self._catching_up: dict[tuple[int, int], asyncio.Future[SpectatorPosition]] = {}
        self._past = PastPositions(ctx.store)
        self._secret: bytes | None = None

    def now(self) -> datetime:
        """The service's clock (injected, so pages' clocks are deterministic in tests)."""
        return self._ctx.clock()

    # --- addresses ---------------------------------------------------------------

    async def _sign(self, body: str) -> str:
        if self._secret is None:
            kept = await self._ctx.store.secret(SECRET_NAME, lambda: secrets.token_hex(32))
            self._secret = kept.encode()
        digest = hmac.new(self._secret, body.encode(), hashlib.sha256).digest()
        return base64.b32encode(digest).decode().lower()[:KEY_CHARACTERS]

    async def game_key(self, guild_id: int, game_id: int) -> str:
        return await self._sign(f"game:{guild_id}:{game_id}")

    async def server_key(self, guild_id: int) -> str:
        """The key of the server's list as it is now (each replacement makes a new one)."""
        settings = await self._ctx.store.get_guild_settings(guild_id)
        return await self._sign(_list_body(guild_id, settings.list_key))

    async def list_path(self, guild_id: int) -> str | None:
        """Where the server's list is, below the site's root; None while it is off."""
        settings = await self._ctx.store.get_guild_settings(guild_id)
        if settings.web_list is False:
            return None
        return server_path(guild_id, await self._sign(_list_body(guild_id, settings.list_key)))

    async def _check(self, key: str, body: str) -> bool:
        return hmac.compare_digest(key.encode(), (await self._sign(body)).encode())

    async def page_path(self, game: GameRecord) -> str | None:
        """The game's page below the site's root; None for a game outside any server."""
        if game.guild_id is None:
            return None
        return game_path(game.guild_id, game.id, await self.game_key(game.guild_id, game.id))

    async def page_url(self, game: GameRecord) -> str | None:
        """The game's page as a full link, when the site's address is known."""
        path = await self.page_path(game)
        return None if path is None or self.public_url is None else self.public_url + path

    async def server_url(self, guild_id: int) -> str | None:
        """The server's list as a full link, when the site's address is known and the
        list is on."""
        if self.public_url is None:
            return None
        path = await self.list_path(guild_id)
        return None if path is None else self.public_url + path

    async def page_line(self, game: GameRecord) -> Msg | None:
        """A line for the game's first post: where to watch it; None without a link."""
        url = await self.page_url(game)
        return None if url is None else msg("game-watch", url=Verbatim(url))

    async def record_comment(self, game: GameRecord) -> str:
        """A comment line for the game's record (``/history``); empty without a link."""
        url = await self.page_url(game)
        return "" if url is None else f"# Web page: {url}\n"

    async def warm_up(self) -> None:
        """Draw each game's first position once, so that fonts and pieces are loaded
        before the first viewer's board is (the first drawing of a process is slow)."""
        for name, presenter in PRESENTERS.items():
            replay = Replay(GAMES[name], {})
            view = presenter.recap(replay.view(None), replay)
            await asyncio.to_thread(
                presenter.render, view, title="", names=("", ""), reader=ENGLISH
            )

    # --- reading -----------------------------------------------------------------

    async def game(self, guild_id: int, game_id: int, key: str) -> SpectatorGame:
        """Game ``game_id`` of server ``guild_id`` now, if ``key`` is its key."""
        found = await self._found(guild_id, game_id, key)
        game, clock = found
        computer = await self._computer(game)
        names = await self._players.names_of(game, computer)
        position = await self._position(game)
        replay = position.replay
        view = public_view(game, replay)
        colours = getattr(view, "colours", None)
        shown_colours = (
            (str(colours[0]), str(colours[1]))
            if isinstance(colours, tuple) and len(colours) == 2 and None not in colours
            else None
        )
        face = clock_face(clock)
        list_path = await self.list_path(guild_id)
        version = _version(game, names, face, list_path)
        return SpectatorGame(
            guild_id=guild_id,
            id=game.id,
            key=key,
            server_path=list_path,
            game=game.game,
            label=f"{GAMES[game.game].name.capitalize()} #{game.id}",
            title=title_text(game, names),
            names=names,
            colours=shown_colours,
            options=tuple((str(k), str(v)) for k, v in sorted(game.options.items())),
            plies=replay.plies,
            finished=replay.outcome is not None,
            to_move=replay.to_move if isinstance(replay.to_move, int) else None,
            status=game_status(game, replay, view, names),
            moves=position.shown_lines(finished=replay.outcome is not None),
            clock=face,
            version=version,
        )

    async def board(
        self, guild_id: int, game_id: int, key: str, ply: int, reader: Reader = ENGLISH
    ) -> bytes:
        """The board after ``ply`` moves as everyone may see it, as a PNG image whose
        words are in ``reader``'s language."""
        game, _ = await self._found(guild_id, game_id, key)
        names = await self._players.names_of(game, await self._computer(game))
        label = f"{GAMES[game.game].name.capitalize()} #{game.id}"
        if not 0 <= ply <= game.ply:
            raise NotFound(out_of_range(label, game.ply, ply))
        return await self._board(game.id, ply, title_text(game, names), names, reader)

    async def board_of(self, shown: SpectatorGame, ply: int, reader: Reader = ENGLISH) -> bytes:
        """``board`` for a game as ``game`` just showed it (its key checked then): the
        store is read only for a board never drawn before, so a page's viewers cost
        nothing but the first drawing of each position."""
        if not 0 <= ply <= shown.plies:
            raise NotFound(out_of_range(shown.label, shown.plies, ply))
        return await self._board(shown.id, ply, shown.title, shown.names, reader)

    async def _board(
        self, game_id: int, ply: int, title: str, names: tuple[str, str], reader: Reader
    ) -> bytes:
        wanted = (game_id, ply, title, names, reader.locale)  # one drawing per language
        cached = self._boards.get(wanted)
        if cached is not None:
            return cached
        drawing = self._drawing.get(wanted)
        if drawing is None:  # the first to ask draws it; the others wait for that drawing
            drawing = asyncio.ensure_future(self._draw(game_id, ply, title, names, reader))
            self._drawing[wanted] = drawing
            drawing.add_done_callback(lambda _: self._drawing.pop(wanted, None))
        png = await asyncio.shield(drawing)
        self._boards.put(wanted, png)
        return png

    async def _draw(
        self, game_id: int, ply: int, title: str, names: tuple[str, str], reader: Reader
    ) -> bytes:
        """The board now is drawn in the default executor, as every move's board is; a
        board of the past is built from the game's marks (``service.reviews.checkpoints``)
        and drawn in the lane (``service.reviews.lane``), so however many a visitor asks
        for, they queue behind each other, never ahead of a move's board or on the loop."""
        game = await self._ctx.store.get_game(game_id)
        render = presenter_of(game).render
        view = await self._view_at(game, ply)
        if ply == game.ply:
            return await asyncio.to_thread(render, view, title=title, names=names, reader=reader)
        return await in_lane(lambda: render(view, title=title, names=names, reader=reader))

    async def words_of(self, shown: SpectatorGame, ply: int) -> AltText:
        """What the board after ``ply`` moves shows, in words (its alt text), as everyone
        may see it: from the same public view the picture is drawn from."""
        if not 0 <= ply <= shown.plies:
            raise NotFound(out_of_range(shown.label, shown.plies, ply))
        wanted = (shown.id, ply, shown.title, shown.names)  # words as data: any language
        kept = self._words.get(wanted)
        if kept is None:
            game = await self._ctx.store.get_game(shown.id)
            view = await self._view_at(game, ply)
            names = shown.names
            kept = alt_text(presenter_of(game), view, title=shown.title, names=names, ply=ply)
            self._words.put(wanted, kept)
        return kept

    async def _view_at(self, game: GameRecord, ply: int) -> Any:
        """The public view after ``ply`` lines: the position kept for the page now, a
        past one from the game's marks (``service.reviews.checkpoints``)."""
        if ply == game.ply:
            return public_view(game, (await self._position(game)).replay)
        return public_view(game, (await self._past.at(game, ply)).replay)

    async def lines_of(self, game: GameRecord) -> tuple[tuple[MoveLine, ...], tuple[MoveLine, ...]]:
        """``game``'s log up to its header's ply, as written and as spectators read it
        (the public echo), from the position kept for its page: a player's own page
        (``service.web_play``) shows each line as its reader may read it."""
        position = await self._position(game)
        return position.full, position.public

    async def server(self, guild_id: int, key: str) -> ServerGames:
        """The server's running games and its latest finished ones in channels everyone
        there can read, if ``key`` is its list's key now and the list is on."""
        store = self._ctx.store
        settings = await store.get_guild_settings(guild_id)
        if not await self._check(key, _list_body(guild_id, settings.list_key)):
            raise NotFound(NO_SUCH_SERVER)
        if settings.web_list is False:
            raise NotFound(LIST_OFF)
        running = await store.games_of_server(guild_id, status="active", limit=RUNNING_LISTED)
        finished = await store.games_of_server(guild_id, status="finished", limit=FINISHED_LISTED)
        known = await store.user_names({u for g in running + finished for u in g.players})
        summaries: list[GameSummary] = []
        for game in running + finished:
            names = await self._names(game, known)
            summaries.append(
                GameSummary(
                    id=game.id,
                    path=game_path(guild_id, game.id, await self.game_key(guild_id, game.id)),
                    label=f"{GAMES[game.game].name.capitalize()} #{game.id}",
                    names=names,
                    plies=game.ply,
                    finished=game.status == "finished",
                    status=summary_status(game, names),
                    updated_at=game.updated_at,
                )
            )
        return ServerGames(
            guild_id,
            tuple(s for s in summaries if not s.finished),
            tuple(s for s in summaries if s.finished),
        )

    # --- parts ---------------------------------------------------------------------

    async def _found(
        self, guild_id: int, game_id: int, key: str
    ) -> tuple[GameRecord, ClockRecord | None]:
        """The game and its clock; one refusal for a bad key, another server, no game."""
        refusal = NotFound(no_such_game(str(game_id)))
        if not await self._check(key, f"game:{guild_id}:{game_id}"):
            raise refusal
        try:
            found = await self._ctx.store.get_game_and_clock(game_id)
        except storage_errors.NotFound:
            raise refusal from None
        if found.game.guild_id != guild_id:
            raise refusal
        return found.game, found.clock

    async def _computer(self, game: GameRecord) -> ComputerSeat | None:
        """The bot's seat, if any: fixed for a game's life, so remembered."""
        kept = self._computers.get(game.id)
        if kept is None:
            kept = (await self._ctx.store.computer_seat(game.id),)
            self._computers.put(game.id, kept)
        return kept[0]

    async def _names(self, game: GameRecord, known: dict[int, str]) -> tuple[str, str]:
        """``Players.names_of`` for a listing, from one read of every listed player."""
        computer = await self._computer(game)
        names = [plain_name(known.get(u, "")) or stand_in(u, ENGLISH) for u in game.players]
        if computer is not None:
            names[computer.seat] += f" (level {computer.level})"
        return names[0], names[1]

    async def _position(self, game: GameRecord) -> SpectatorPosition:
        """The game replayed to the ply its header says, with its lines as spectators
        read them: kept per game, and brought up to date with only the lines logged
        since (the log is append-only), so a move costs one read and one line's replay.
        More lines than a few (a game never shown before) are replayed in the lane, once
        however many ask at the same time; a header older than the position kept (read
        before a move another request has seen) is answered from the game's marks."""
        kept = self._positions.get(game.id)
        if kept is not None and kept.replay.plies == game.ply:
            return kept
        if kept is not None and kept.replay.plies > game.ply:
            past = await self._past.at(game, game.ply)
            return SpectatorPosition(past.replay, kept.full[: game.ply], kept.public[: game.ply])
        wanted = (game.id, game.ply)
        catching_up = self._catching_up.get(wanted)
        if catching_up is None:
            catching_up = asyncio.ensure_future(self._caught_up(game, kept))
            self._catching_up[wanted] = catching_up
            catching_up.add_done_callback(lambda _: self._catching_up.pop(wanted, None))
        return await asyncio.shield(catching_up)

    async def _caught_up(
        self, game: GameRecord, kept: SpectatorPosition | None
    ) -> SpectatorPosition:
        moves = (await self._ctx.store.moves(game.id))[: game.ply]
        if kept is None or kept.replay.plies > len(moves):
            kept = SpectatorPosition(Replay(GAMES[game.game], game.options), (), ())
        since, hidden = moves[kept.replay.plies :], hides_something(game)
        if len(since) <= INLINE_LINES:
            position = kept.after(since, hidden=hidden)
        else:
            position = await in_lane(lambda: kept.after(since, hidden=hidden))
        self._positions.put(game.id, position)
        return position


def _list_body(guild_id: int, replaced: int) -> str:
    """What a server's list key signs: the server, and how many keys came before."""
    return f"server:{guild_id}" if replaced == 0 else f"server:{guild_id}:{replaced}"


def _version(
    game: GameRecord, names: tuple[str, str], face: ClockFace | None, list_path: str | None
) -> str:
    shown = repr((game.id, game.ply, game.status, names, face, list_path))
    return hashlib.sha256(shown.encode()).hexdigest()[:16]
