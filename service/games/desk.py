"""``GameDesk``: what the rest of the service and the channels call for running games.

A small façade. Each method finds the game a request names and hands it to the
part whose job it is: ``Pipeline`` for anything that writes to a game's log,
``Narrator`` for the board and a private view, ``Listings`` for lists. The parts
share one ``Snapshots`` (a request's reading of a game) and one ``Players`` (names
and seats), which ``service.records`` reads games with too.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from rules.base import GameEntry
from rules.replay import AnyReplay
from service.context import ServiceContext
from service.errors import NotFound, ServiceError
from service.games.asked import BY_THE_SERVICE, Asked
from service.games.consequences import Consequences
from service.games.listings import Listings
from service.games.narration import Narrator, check_hides_something
from service.games.pipeline import Pipeline, draw
from service.games.plain import PlainNarrator
from service.games.players import (
    Players,
    check_running,
    in_text,
    seat_of,
    title_text,
    waiting_on,
)
from service.games.snapshot import Snapshots
from service.kit.lists import Listing
from service.presenters import PRESENTERS, Presenter
from service.readers.desk import ReaderDesk
from service.results import (
    BoardShown,
    ChallengeClosed,
    GameStarted,
    GameUpdate,
    MovePreview,
    PrivateView,
    SeatView,
)
from storage.models import ComputerSeat, GameAndClock, GameRecord
from storage.moderation import RulingRecord
from words import ENGLISH, Msg, Reader

POST_GRACE = timedelta(seconds=30)
"""How long a logged line may go untold before a sweep tells it: a live process posts
within seconds of logging."""
POST_LEASE = timedelta(minutes=5)
OWED_POSTS_PER_SWEEP = 50


class GameDesk:
    def __init__(
        self,
        ctx: ServiceContext,
        readers: ReaderDesk,
        consequences: Consequences,
        cache_size: int = 256,
    ) -> None:
        """``readers``: whose language each board is drawn in (a post's: its server's);
        ``consequences``: what ratings and tournaments make of a result, handed in by
        ``Service`` because both build on this package."""
        self._ctx = ctx
        self.snapshots = Snapshots(ctx.store, cache_size)
        """What a request reads of a game, once (shared with ``service.records``)."""
        self.players = Players(ctx.store, readers)
        """Seats and names (shared with ``service.records``)."""
        self.readers = readers
        """Whose language each board and title is in (shared with the other desks)."""
        self._narrator = Narrator(ctx.store, self.players, readers)
        self._listings = Listings(ctx, self.snapshots, self.players)
        self._pipeline = Pipeline(ctx, self.snapshots, self.players, self._narrator, consequences)
        self._plain = PlainNarrator(ctx, self.players)

    # --- lookups ---------------------------------------------------------------

    def presenter(self, game: str) -> Presenter:
        return PRESENTERS[game]

    async def find(self, asked: Asked) -> GameRecord:
        """The game named by number, else the one whose thread this is.

        Asked from a server, a game of another server does not exist: numbers
        are global, but names and records stay in their own server. Asked from a
        DM (``guild_id`` None, ``asked_by`` the user), only the user's own games
        exist. A channel always passes both; only the service itself passes neither.
        """
        return await self._listings.find(asked)

    async def attach_thread(self, game_id: int, thread_id: int) -> None:
        await self._ctx.store.set_game_thread(game_id, thread_id)

    async def title(self, game: GameRecord) -> str:
        """The game's title as written in text (a reminder, say)."""
        computer = await self.snapshots.computer_of(game)
        return title_text(game, in_text(await self.players.names_of(game, computer)))

    async def computer_of(self, game: GameRecord) -> ComputerSeat | None:
        """The seat the bot itself plays, if any."""
        return await self.snapshots.computer_of(game)

    async def replay_of(self, game: GameRecord) -> AnyReplay:
        """The game's current position (cached); callers must not modify it."""
        return await self.snapshots.replay_of(game)

    # --- playing -----------------------------------------------------------------

    async def started(self, game: GameRecord, closed: ChallengeClosed) -> GameStarted:
        return await self._pipeline.start(game, closed)

    async def move(
        self,
        asked: Asked,
        text: str,
        *,
        expected_ply: int | None = None,
        typed_publicly: bool = False,
    ) -> GameUpdate:
        """Play ``text`` for ``user_id``. ``typed_publicly``: the text was visible to others
        (a button in the channel), so a move naming a hidden piece is refused unplayed.

        Without ``game_id``, outside a game's thread, the move is for the one game here
        that waits on ``user_id`` (``Listings.find_to_play``)."""
        user_id = asked.player
        found = await self._listings.find_to_play(asked)
        return await self._pipeline.move(
            found, user_id, text, expected_ply=expected_ply, typed_publicly=typed_publicly
        )

    async def preview(
        self,
        asked: Asked,
        text: str,
        *,
        expected_ply: int | None = None,
        reader: Reader = ENGLISH,
    ) -> MovePreview:
        """``move``'s checks and the board after it for its mover alone, nothing played:
        confirming is ``move`` with the preview's notation and ply."""
        user_id = asked.player
        found = await self._listings.find_to_play(asked)
        return await self._pipeline.preview(
            found, user_id, text, expected_ply=expected_ply, reader=reader
        )

    async def move_or_preview(
        self,
        asked: Asked,
        text: str,
        *,
        expected_ply: int | None = None,
        reader: Reader = ENGLISH,
    ) -> GameUpdate | MovePreview:
        """/move: played at once, or previewed first for a player who asked to confirm
        their moves (``/settings confirm:true``); a preview is the mover's alone, so its
        board is drawn for ``reader``."""
        user_id = asked.player
        if (await self._ctx.store.get_user_settings(user_id)).confirm_moves:
            return await self.preview(asked, text, expected_ply=expected_ply, reader=reader)
        return await self.move(asked, text, expected_ply=expected_ply)

    async def next_waiting(self, user_id: int, after: GameRecord) -> GameRecord | None:
        """After a move in ``after``, the next game of the same server waiting on
        ``user_id`` (the most urgent), if any."""
        return await self._listings.next_waiting(user_id, after)

    async def move_by_dm(self, user_id: int, text: str) -> GameUpdate:
        """A move sent to the bot by DM: ``#12 on rb b2``, or just the move when exactly
        one game waits on the sender. A DM is private, so hidden pieces may be named."""
        game_id, move = await self._listings.dm_target(user_id, text)
        return await self.move(Asked(game_id=game_id, asked_by=user_id), move)

    async def confirm_resign(self, asked: Asked) -> GameRecord:
        """The checks /resign makes before it asks the player to confirm."""
        user_id = asked.player
        game = await self.find(asked)
        seat_of(game, user_id)
        check_running(game)
        return game

    async def resign(
        self,
        asked: Asked,
        *,
        expected_ply: int | None = None,
    ) -> GameUpdate:
        """Resigning is allowed on either player's turn (a game-level entry)."""
        user_id = asked.player
        found = await self._listings.find_with_clock(asked)
        return await self._pipeline.resign(found, user_id, expected_ply=expected_ply)

    async def agreed(
        self, game: GameRecord, entry: GameEntry, by: int | None, expected_ply: int
    ) -> GameUpdate:
        """Log a game-level entry both players agreed to (draw, takeback, abort), refused
        if the game moved on since it was asked for."""
        return await self._pipeline.agreed(game, entry, by, expected_ply)

    async def rule(
        self, found: GameAndClock, entry: GameEntry, ruling: RulingRecord, line: Msg
    ) -> GameUpdate:
        """A moderator's ending of the game (``service.moderation``), past any hold."""
        return await self._pipeline.rule(found, entry, ruling, line)

    async def time_out(
        self, game_id: int, seat: int, *, expected_ply: int | None = None
    ) -> GameUpdate:
        """``seat`` ran out of time: the game ends (automatic timeout, or a claim).
        ``expected_ply``: the ply whose clock ran out; a game that moved on since (a move,
        or another process's timeout) is a ``Conflict``, never a timeout of the next turn."""
        found = await self._ctx.store.get_game_and_clock(game_id)
        return await self._pipeline.time_out(found, seat, expected_ply)

    async def settle_owed(self) -> list[GameUpdate]:
        """Dice a process died before rolling, rolled now, one update per game: the
        service rolls right after each move, so only a crash leaves a game waiting."""
        updates = []
        for game in await self._ctx.store.games_awaiting_chance():
            found = await self._ctx.store.get_game_and_clock(game.id)
            update = await self._pipeline.settle_owed(found)
            if update is not None:
                updates.append(update)
        return updates

    async def owed_posts(self) -> list[GameUpdate | GameStarted]:
        """The posts a dead process (or a failed post) owed: games whose last logged line,
        or whose opening, has gone untold for `POST_GRACE` (a live process posts within
        seconds), each claimed for `POST_LEASE` so that of several sweeping processes
        one tells it. An opening nobody has moved since is made again as the game's
        first post (`GameStarted`, its challenge left as it is); otherwise the last
        line is told as its own post would have read. The channel calls `posted` once
        the post is made."""
        now = self._ctx.clock()
        owed = await self._ctx.store.claim_owed_posts(
            now - POST_GRACE, now, now + POST_LEASE, OWED_POSTS_PER_SWEEP
        )
        posts: list[GameUpdate | GameStarted] = []
        for post in owed:
            if post.opening:
                reopened = await self._pipeline.reopen(post.game_id)
                if reopened is not None:
                    posts.append(reopened)
                    continue
            try:
                posts.append(await self._pipeline.recap(post.game_id))
            except NotFound:
                await self._ctx.store.post_made(post.game_id, post.ply)  # nothing to tell
        return posts

    async def posted(self, game_id: int, ply: int) -> None:
        """The channel made the public post of ``game_id`` up to ``ply``."""
        await self._ctx.store.post_made(game_id, ply)

    async def claim(self, asked: Asked) -> GameUpdate:
        """/claim: the opponent's time is up in a game whose timeouts are claimed."""
        user_id = asked.player
        found = await self._listings.find_with_clock(asked)
        return await self._pipeline.claim(found, user_id)

    def _draw(self, replay: AnyReplay) -> Any:
        """The pipeline's draw at a chance node, with this service's ``Random``."""
        return draw(self._ctx.rng, replay)

    # --- looking -------------------------------------------------------------------

    async def board(self, asked: Asked) -> BoardShown:
        """/board: the position, if asked from a place that may see the game (``find``)."""
        game = await self.find(asked)
        return await self._narrator.board(await self.snapshots.take(game))

    async def hand(
        self,
        asked: Asked,
        *,
        reader: Reader = ENGLISH,
    ) -> PrivateView:
        """/hand: the caller's own private view of a game with hidden information, for
        them alone, so in ``reader``'s language."""
        user_id = asked.player
        game = await self.find(asked)
        seat = seat_of(game, user_id)
        check_hides_something(game)
        return await self._narrator.private_view(await self.snapshots.take(game), seat, reader)

    async def waits_on(self, game_id: int, user_id: int, ply: int) -> bool:
        """The game is still at ``ply`` with ``user_id`` to move (one read, no replay): what
        a turn mail checks before it draws anything."""
        game = await self._ctx.store.get_game(game_id)
        return game.status == "active" and game.ply == ply and waiting_on(game, user_id)

    async def seat_view(self, game_id: int, user_id: int, reader: Reader = ENGLISH) -> SeatView:
        """The game as ``user_id``, one of its players, may see it now, in plain text (mail;
        the diagram's words are ``reader``'s)."""
        found = await self._ctx.store.get_game_and_clock(game_id)
        snapshot = await self.snapshots.take(found.game, found.clock)
        return await self._plain.seat_view(snapshot, user_id, reader)

    async def suggest(
        self,
        asked: Asked,
        typed: str,
    ) -> list[str]:
        """Autocomplete: the caller's legal moves that match what was typed (max 25), in
        the game a move sent from here would be for (``move``). One glance at the game's
        row, which never waits for the moves in flight; the position is the cached one
        whenever that row's ply says it is current."""
        user_id = asked.player
        try:
            game = await self._listings.find_to_suggest(asked)
        except ServiceError:
            return []
        return await self._listings.suggest(game, user_id, typed)

    async def games_of(self, user_id: int, asked: Asked = BY_THE_SERVICE) -> Listing:
        """The running games of ``user_id``, the ones waiting on them first: in a server,
        that server's; in a DM, of someone else, only those the reader plays in too (the
        channel fits the listing to its message)."""
        return await self._listings.games_of(user_id, asked)
