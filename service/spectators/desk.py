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
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from rules import GAMES
from rules.base import CHANCE, GameEntry, Termination
from rules.replay import AnyReplay, Replay
from service.context import ServiceContext
from service.errors import NotFound
from service.games.alt import alt_text
from service.games.narration import BY_THE_RULES, hides_something, presenter_of
from service.games.players import Players, title_text
from service.kit.caches import Kept
from service.kit.names import plain_name, stand_in
from service.presenters import PRESENTERS
from service.readers.desk import ReaderDesk
from service.results import AltText
from service.reviews.checkpoints import PastPositions
from service.reviews.lane import in_lane
from service.time.controls import describe
from storage import errors as storage_errors
from storage.models import ClockRecord, ComputerSeat, GameRecord, MoveRecord
from words import ENGLISH, Lines, Msg, Reader, Span, Speech, Verbatim, msg

SECRET_NAME = "web-pages"
KEY_CHARACTERS = 16  # base32: 80 bits, beyond any guessing over HTTP
RUNNING_LISTED = 100
FINISHED_LISTED = 50
NO_SUCH_SERVER = msg("web-no-such-server")
LIST_OFF = msg("web-list-off")
INLINE_LINES = 8
"""Lines a page brings its game's position up by on the event loop (a move or a few);
more (a game never shown before, however long) are replayed in the lane."""


def game_path(guild_id: int, game_id: int, key: str) -> str:
    """Where a game's page is, below the site's root (``web`` serves exactly this)."""
    return f"/g/{guild_id}/{game_id}/{key}"


def server_path(guild_id: int, key: str) -> str:
    """Where the list of a server's games is."""
    return f"/s/{guild_id}/{key}"


@dataclass(frozen=True, slots=True)
class MoveLine:
    """One line of the log as a spectator may read it; ``seat`` None for the dice;
    ``hidden`` for a move whose public echo names nothing (the page says so); ``entry``
    for one of the game's own lines, not a move of its rules (a resignation, a draw:
    ``rules.base.GameEntry``), which the page's news tells by the status it led to."""

    ply: int
    seat: int | None
    text: str
    hidden: bool = False
    entry: bool = False


@dataclass(frozen=True, slots=True)
class ClockFace:
    """A game's clock as stored: each seat's bank, whose time runs and until when."""

    banks: tuple[float, float]
    running: int | None
    deadline: datetime | None
    paused: bool
    control: str
    rule: Speech
    """The time control in the reader's words (``control`` is its English, for JSON)."""

    def left(self, now: datetime) -> tuple[float, float]:
        """Each seat's seconds at ``now``: the running seat's until its deadline."""
        seconds = [self.banks[0], self.banks[1]]
        if self.running is not None and self.deadline is not None:
            seconds[self.running] = (self.deadline - now).total_seconds()
        return max(0.0, seconds[0]), max(0.0, seconds[1])

    @property
    def ticking(self) -> int | None:
        """The seat whose time runs now (none while paused or frozen)."""
        return self.running if self.deadline is not None and not self.paused else None


@dataclass(frozen=True, slots=True)
class SpectatorGame:
    """A game as anyone with its link may see it now."""

    guild_id: int
    id: int
    key: str
    server_path: str | None
    """Where the server's list is; None when its admins turned it off."""
    game: str
    label: str
    title: str
    names: tuple[str, str]
    colours: tuple[str, str] | None
    options: tuple[tuple[str, str], ...]
    plies: int
    finished: bool
    to_move: int | None
    status: Speech
    moves: tuple[MoveLine, ...]
    clock: ClockFace | None
    version: str
    """Changes whenever anything shown changes: a move, the end, a name, the clock, the
    link to the server's list."""

    @property
    def path(self) -> str:
        return game_path(self.guild_id, self.id, self.key)


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One line of a server's list."""

    id: int
    path: str
    label: str
    names: tuple[str, str]
    plies: int
    finished: bool
    status: Speech
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class ServerGames:
    guild_id: int
    running: tuple[GameSummary, ...]
    finished: tuple[GameSummary, ...]


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
        self._positions: Kept[int, _Position] = Kept(cache_size)
        self._computers: Kept[int, tuple[ComputerSeat | None]] = Kept(4096)
        self._boards: Kept[tuple[int, int, str, tuple[str, str], str], bytes] = Kept(cache_size)
        self._words: Kept[tuple[int, int, str, tuple[str, str]], AltText] = Kept(cache_size)
        self._drawing: dict[tuple[int, int, str, tuple[str, str], str], asyncio.Future[bytes]] = {}
        self._catching_up: dict[tuple[int, int], asyncio.Future[_Position]] = {}
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
        face = _face(clock)
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
            status=_status(game, replay, view, names),
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
                    status=_summary_status(game, names),
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

    async def _position(self, game: GameRecord) -> _Position:
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
            return _Position(past.replay, kept.full[: game.ply], kept.public[: game.ply])
        wanted = (game.id, game.ply)
        catching_up = self._catching_up.get(wanted)
        if catching_up is None:
            catching_up = asyncio.ensure_future(self._caught_up(game, kept))
            self._catching_up[wanted] = catching_up
            catching_up.add_done_callback(lambda _: self._catching_up.pop(wanted, None))
        return await asyncio.shield(catching_up)

    async def _caught_up(self, game: GameRecord, kept: _Position | None) -> _Position:
        moves = (await self._ctx.store.moves(game.id))[: game.ply]
        if kept is None or kept.replay.plies > len(moves):
            kept = _Position(Replay(GAMES[game.game], game.options), (), ())
        since, hidden = moves[kept.replay.plies :], hides_something(game)
        if len(since) <= INLINE_LINES:
            position = kept.after(since, hidden=hidden)
        else:
            position = await in_lane(lambda: kept.after(since, hidden=hidden))
        self._positions.put(game.id, position)
        return position


@dataclass(frozen=True, slots=True)
class _Position:
    """A game's replay at one ply, and its log as written and as spectators read it."""

    replay: AnyReplay
    full: tuple[MoveLine, ...]
    public: tuple[MoveLine, ...]

    def shown_lines(self, *, finished: bool) -> tuple[MoveLine, ...]:
        """The record once the game is over, the public echo until then."""
        return self.full if finished else self.public

    def after(self, moves: Sequence[MoveRecord], *, hidden: bool) -> _Position:
        """This position with ``moves`` (the log's next lines) played on a fork of it
        (``hidden``: the game hides something, so its public lines are echoes)."""
        replay = self.replay.fork()
        full, public = list(self.full), list(self.public)
        for move in moves:
            played = replay.play(move.notation)
            entry = isinstance(played.move, GameEntry)
            full.append(MoveLine(move.ply, move.seat, move.notation, entry=entry))
            if hidden:
                echo = _echo(replay, played.move)
                public.append(
                    MoveLine(move.ply, move.seat, echo or "", hidden=echo is None, entry=entry)
                )
        return _Position(replay, tuple(full), tuple(public) if hidden else tuple(full))


def _echo(replay: AnyReplay, move: Any) -> str | None:
    """The line just played as spectators read it right after (the public echo that
    ``service.kit.privacy.public_record`` writes); game-level entries name nothing hidden;
    None when the echo says nothing (the page writes "a hidden move")."""
    if isinstance(move, GameEntry):
        return str(move)
    echo = getattr(replay.view(None), "last_move", None)
    return echo if isinstance(echo, str) and echo else None


def public_view(game: GameRecord, replay: AnyReplay) -> Any:
    """What everyone may see at ``replay``'s position: the spectator's view, with what
    the log tells filled in (``Presenter.recap``), as the game's public posts show it."""
    return presenter_of(game).recap(replay.view(None), replay)


def _list_body(guild_id: int, replaced: int) -> str:
    """What a server's list key signs: the server, and how many keys came before."""
    return f"server:{guild_id}" if replaced == 0 else f"server:{guild_id}:{replaced}"


def no_such_game(number: str) -> Msg:
    """The one answer to a bad key, another server's game and no game: ``number`` as the
    address wrote it (perhaps not a number at all)."""
    return msg("web-no-such-game", number=Verbatim(number))


def out_of_range(label: str, plies: int, ply: int) -> Msg:
    """The answer to a ply the game does not have."""
    return msg("web-no-such-ply", label=Verbatim(label), plies=plies, ply=Verbatim(str(ply)))


def clock_face(clock: ClockRecord | None) -> ClockFace | None:
    """A game's clock as its pages show it (a player's page too)."""
    return _face(clock)


def _face(clock: ClockRecord | None) -> ClockFace | None:
    if clock is None:
        return None
    return ClockFace(
        banks=(clock.bank0_s, clock.bank1_s),
        running=clock.running_seat,
        deadline=clock.deadline_at,
        paused=clock.paused,
        control=describe(clock.time_control),
        rule=_rule(clock),
    )


def _rule(clock: ClockRecord) -> Speech:
    """The game's time control as the page says it."""
    control = clock.time_control
    return msg(
        "web-clock-control-timeout" if control.auto_timeout else "web-clock-control-claim",
        initial=Span(control.initial_s),
        increment=Span(control.increment_s),
        cap=Span(control.cap_s),
    )


def _version(
    game: GameRecord, names: tuple[str, str], face: ClockFace | None, list_path: str | None
) -> str:
    shown = repr((game.id, game.ply, game.status, names, face, list_path))
    return hashlib.sha256(shown.encode()).hexdigest()[:16]


def ending(termination: Termination | str | None) -> Msg | None:
    """How a game ended, in the reader's words (``resignation``, ``timeout``...)."""
    value = termination.value if isinstance(termination, Termination) else termination
    if not value or value not in _ENDINGS:
        return None
    return msg("web-ending-" + value.replace("_", "-"))


_ENDINGS = frozenset(termination.value for termination in Termination)


def _how(game: GameRecord, view: Any) -> Speech | None:
    """How the rules decided the game, as its presenter says it."""
    return presenter_of(game).describe_win(view)


def _status(game: GameRecord, replay: AnyReplay, view: Any, names: tuple[str, str]) -> Speech:
    """Whose turn it is, or how the game ended."""
    outcome = replay.outcome
    if outcome is None:
        to_move = replay.to_move
        if to_move is CHANCE:
            return msg("web-status-dice")
        if isinstance(to_move, int):
            return msg("web-status-to-move", player=Verbatim(names[to_move]))
        return Lines(())
    how = _how(game, view) if outcome.termination in BY_THE_RULES else None
    if outcome.winner is None:
        if outcome.termination is Termination.ABORTED:
            return msg("web-status-aborted")
        return msg("web-status-draw-by", how=how) if how else msg("web-status-draw")
    winner = Verbatim(names[outcome.winner])
    if how:
        return msg("web-status-wins-by", player=winner, how=how)
    end = ending(outcome.termination)
    if end is None:
        return msg("web-status-wins", player=winner)
    return msg("web-status-wins-as", player=winner, ending=end)


def _summary_status(game: GameRecord, names: tuple[str, str]) -> Speech:
    """A listing's status from the game's header alone (no replay)."""
    if game.status != "finished":
        if game.to_move in (0, 1):
            return msg("web-summary-to-move", player=Verbatim(names[game.to_move]))
        return msg("web-summary-dice")
    if game.termination == Termination.ABORTED.value:
        return msg("web-summary-aborted")
    end = ending(game.termination)
    if game.winner is None:
        return msg("web-summary-draw-as", ending=end) if end else msg("web-summary-draw")
    winner = Verbatim(names[game.winner])
    if end:
        return msg("web-summary-won-as", player=winner, ending=end)
    return msg("web-summary-won", player=winner)
