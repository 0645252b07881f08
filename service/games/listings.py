"""Finding games and listing them: a game by number or thread, the game a move with
neither means, /games, and the moves autocomplete offers (records: ``service.records``).

Numbers are global, but names and records stay in their own server: asked from
a server, a game of another server does not exist. Asked from a DM (no server,
but someone asking), only the asker's own games exist. Only the service itself
(a button's stored game, a sweep) asks from neither and finds any game.

A move that names no game and is not sent in a game's thread (a DM, `/move` in
another channel) is for the one game that waits on its sender, among the games
the place may see (``waiting_for``); with none or several, the answer lists them.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Iterable
from typing import TypeVar

from rules import GAMES
from service.context import ServiceContext
from service.errors import NotAllowed, NotFound
from service.games.asked import BY_THE_SERVICE, Asked
from service.games.narration import presenter_of
from service.games.players import Players, people, waiting_on
from service.games.snapshot import Snapshots
from service.kit.lists import Listing
from service.time.clockwork import time_left
from storage import errors as storage_errors
from storage.models import ClockRecord, GameAndClock, GameRecord
from words import (
    Arg,
    Command,
    Game,
    Items,
    Msg,
    Notation,
    Span,
    Speech,
    Strong,
    Verbatim,
    msg,
)

MAX_SUGGESTIONS = 25
DM_GAME_NUMBER = re.compile(r"\s*(?:#|game\s*)(?P<id>[0-9]{1,12})\s*[:,]?\s*", re.IGNORECASE)
NOT_A_GAME_THREAD = msg("game-not-a-game-thread")

Found = TypeVar("Found", GameRecord, GameAndClock)


class Listings:
    def __init__(self, ctx: ServiceContext, snapshots: Snapshots, players: Players) -> None:
        self._ctx = ctx
        self._snapshots = snapshots
        self._players = players

    async def find(self, asked: Asked) -> GameRecord:
        """The game named by number, else the one whose thread this is, if the place
        asked from may see it (``_locate``)."""
        store = self._ctx.store
        return await _locate(
            asked,
            store.get_game,
            store.game_for_thread,
            lambda g: g,
        )

    async def find_with_clock(self, asked: Asked) -> GameAndClock:
        """``find``, with the game's clock in the same read: what a request that moves needs."""
        store = self._ctx.store
        return await _locate(
            asked,
            store.get_game_and_clock,
            store.game_and_clock_for_thread,
            lambda found: found.game,
        )

    async def find_to_play(self, asked: Asked) -> GameAndClock:
        """``find_with_clock`` for a move of ``user_id``; one that names no game and is not
        sent in a game's thread is for the one game here that waits on them (refused,
        listing them, when none or several do)."""
        user_id = asked.player
        store = self._ctx.store

        async def waiting_here() -> GameAndClock:
            game = await self._only_waiting(user_id, asked.guild_id)
            return await store.get_game_and_clock(game.id)

        return await _locate(
            asked,
            store.get_game_and_clock,
            store.game_and_clock_for_thread,
            lambda found: found.game,
            otherwise=waiting_here,
        )

    async def find_to_suggest(self, asked: Asked) -> GameRecord:
        """The game a move of ``user_id`` sent from here would be for (``find_to_play``),
        as autocomplete reads it: the game's row alone, glanced at beside the moves in
        flight (``glance_game``), so a suggestion never queues behind them; the position
        itself comes from the cached replay, which that row's ply validates."""
        user_id = asked.player
        store = self._ctx.store

        async def waiting_here() -> GameRecord:
            return await self._only_waiting(user_id, asked.guild_id)

        return await _locate(
            asked,
            store.glance_game,
            store.glance_game_for_thread,
            lambda game: game,
            otherwise=waiting_here,
        )

    async def dm_target(self, user_id: int, text: str) -> tuple[int, str]:
        """The game a DM's move is for and the move itself: ``#12 on rb b2``, or just the
        move when exactly one game waits on the sender."""
        number = DM_GAME_NUMBER.match(text)
        if number is not None:
            return int(number["id"]), text[number.end() :]
        return (await self._only_waiting(user_id, None, by_dm=True)).id, text

    async def waiting_for(self, user_id: int, guild_id: int | None) -> list[GameRecord]:
        """The running games that wait on ``user_id``'s move, the most urgent deadline
        first: in a server, that server's; without one (a DM), all of theirs."""
        games = await self._ctx.store.games_for_user(user_id, active_only=True)
        waiting = [
            g
            for g in games
            if waiting_on(g, user_id) and (guild_id is None or g.guild_id == guild_id)
        ]
        if len(waiting) < 2:
            return waiting
        return await self._most_urgent_first(waiting)

    async def next_waiting(self, user_id: int, after: GameRecord) -> GameRecord | None:
        """After a move in ``after``: the most urgent other game of its server (of any, for
        a game without one) that waits on ``user_id``, if there is one."""
        waiting = await self.waiting_for(user_id, after.guild_id)
        return next((g for g in waiting if g.id != after.id), None)

    async def _only_waiting(
        self, user_id: int, guild_id: int | None, *, by_dm: bool = False
    ) -> GameRecord:
        """The one game that waits on ``user_id`` (``waiting_for``); with none or several
        the answer says so, listing them, each with a link to its thread."""
        waiting = await self.waiting_for(user_id, guild_id)
        if len(waiting) == 1:
            return waiting[0]
        in_server = guild_id is not None
        if not waiting:
            if by_dm:
                raise NotAllowed(msg("game-none-waiting-dm"))
            raise NotFound(msg("game-none-waiting", in_server=in_server, command=Command("games")))
        listed: list[Msg] = [
            msg(
                "game-waiting-item",
                game=Game(g.id, g.guild_id, g.thread_id or g.channel_id, link=True),
                name=Verbatim(GAMES[g.game].name.capitalize()),
            )
            for g in waiting[:10]
        ]
        if len(waiting) > 10:
            listed.append(msg("game-waiting-more", more=len(waiting) - 10))
        listing = Items(tuple(listed))
        if by_dm:
            raise NotAllowed(
                msg("game-several-waiting-dm", games=listing, example=Notation("#12 on rb b2"))
            )
        raise NotFound(
            msg(
                "game-several-waiting",
                in_server=in_server,
                games=listing,
                command=Command("move"),
                example=Verbatim(f"game:{waiting[0].id}"),
            )
        )

    async def _most_urgent_first(self, games: list[GameRecord]) -> list[GameRecord]:
        """``games`` by deadline, the nearest first; those without a clock last."""
        clocks = await self._ctx.store.clocks_for_games([g.id for g in games])
        now = self._ctx.clock()

        def urgency(game: GameRecord) -> tuple[bool, float]:
            clock = clocks.get(game.id)
            seconds = None if clock is None else time_left(clock, now)
            return (seconds is None, seconds if seconds is not None else 0.0)

        return sorted(games, key=urgency)

    async def games_of(self, user_id: int, asked: Asked = BY_THE_SERVICE) -> Listing:
        """The running games of ``user_id``: those waiting on them first, the most urgent
        deadline first, each with the time left and a link to its thread. Asked by
        someone else: the same list worded for a reader who is not the player.

        The games are those the place may see (``Asked.may_see``): in a server only that
        server's; in a DM, of someone else's only those the reader plays in too (all of
        one's own); asked by the service (a digest), all of them."""
        asked_by, guild_id = asked.asked_by, asked.guild_id
        own = asked_by in (None, user_id)
        everywhere = await self._ctx.store.games_for_user(user_id, active_only=True)
        games = [game for game in everywhere if asked.may_see(game)]
        footer = _games_footer(user_id, asked_by, guild_id, len(everywhere) - len(games))
        tail = () if footer is None else (footer,)
        if not games:
            if own:
                key = "listings-none-own-here" if footer else "listings-none-own"
                return Listing((msg(key, command=Command("challenge")),), tail)
            player = (await people(self._ctx, user_id))[user_id]
            if guild_id is None:
                return Listing((msg("listings-none-together", player=player),), tail)
            return Listing((msg("listings-none-player-here", player=player),))
        clocks = await self._ctx.store.clocks_for_games([g.id for g in games])
        now = self._ctx.clock()

        def left(game: GameRecord) -> float | None:
            clock = clocks.get(game.id)
            return None if clock is None else time_left(clock, now)

        def urgency(game: GameRecord) -> tuple[bool, float]:
            seconds = left(game)
            return (seconds is None, seconds if seconds is not None else 0.0)

        waiting = sorted((g for g in games if waiting_on(g, user_id)), key=urgency)
        others = sorted((g for g in games if g not in waiting), key=urgency)
        opponents = {_opponent(g, user_id) for g in games}
        named = await people(self._ctx, user_id, *opponents)
        items: list[Speech] = []
        for game in waiting + others:
            turn: Arg
            if game in waiting:
                if own:
                    turn = Strong(msg("listings-turn-yours"))
                else:
                    turn = msg("listings-turn-player", player=named[user_id])
            else:
                turn = msg("listings-turn-theirs" if own else "listings-turn-opponent")
            key, timing = _timing(clocks.get(game.id), left(game))
            items.append(
                msg(
                    key,
                    game=Game(game.id, game.guild_id, game.thread_id or game.channel_id, link=True),
                    name=Verbatim(GAMES[game.game].name.capitalize()),
                    opponent=named[_opponent(game, user_id)],
                    turn=turn,
                    ply=game.ply,
                    **timing,
                )
            )
        return Listing(tuple(items), tail)

    async def suggest(self, game: GameRecord, user_id: int, typed: str) -> list[str]:
        """Autocomplete: the caller's legal moves that match what was typed (max 25)."""
        if game.status != "active" or user_id not in game.players:
            return []
        replay = await self._snapshots.replay_of(game, glance=True)
        if replay.to_move != game.players.index(user_id):
            return []
        collapse = getattr(presenter_of(game), "suggest_first_words", True)
        return suggest_among(replay.legal_moves(), typed, collapse=collapse)


async def _locate(
    asked: Asked,
    by_number: Callable[[int], Awaitable[Found]],
    by_thread: Callable[[int], Awaitable[Found | None]],
    game_of: Callable[[Found], GameRecord],
    *,
    otherwise: Callable[[], Awaitable[Found]] | None = None,
) -> Found:
    """The game named by number, else the one whose thread this is, read by
    ``by_number`` or ``by_thread``, else what ``otherwise`` finds; a game the place
    asked from may not see is one that does not exist (``Asked.may_see``)."""
    if asked.game_id is not None:
        found: Found | None
        try:
            found = await by_number(asked.game_id)
        except storage_errors.NotFound:
            found = None
        if found is None or not asked.may_see(game_of(found)):
            raise asked.refusal(asked.game_id)
        return found
    if asked.thread_id is not None:
        in_thread = await by_thread(asked.thread_id)
        if in_thread is not None and asked.may_see(game_of(in_thread)):
            return in_thread
    if otherwise is not None:
        return await otherwise()
    raise NotFound(NOT_A_GAME_THREAD)


def _opponent(game: GameRecord, user_id: int) -> int:
    """The other player of ``user_id``'s game."""
    return game.players[1] if game.players[0] == user_id else game.players[0]


def _games_footer(
    user_id: int, asked_by: int | None, guild_id: int | None, left_out: int
) -> Msg | None:
    """Why a /games list may be short: a line for the reader, or nothing. Of someone
    else's games in a server, nothing: how many they play elsewhere is not ours to say."""
    if asked_by in (None, user_id):
        if guild_id is None or not left_out:
            return None
        return msg("listings-elsewhere", count=left_out, command=Command("games"))
    if guild_id is None:
        return msg("listings-dm-together")
    return None


def _timing(clock: ClockRecord | None, seconds: float | None) -> tuple[str, dict[str, Arg]]:
    """Which listing line tells the time left, and with what."""
    if clock is not None and clock.paused:
        return "listings-item-paused", {}
    if seconds is not None:
        if seconds > 0:
            return "listings-item", {"left": Span(seconds)}
        return "listings-item-time-up", {"late": Strong(msg("listings-time-up"))}
    return "listings-item-untimed", {}


def suggest_among(moves: Iterable[object], typed: str, *, collapse: bool = True) -> list[str]:
    """What autocomplete offers for ``typed`` among the legal ``moves``: their
    canonical notation, words like swap before points (``pick_suggestions``)."""
    names = [str(move) for move in moves]
    names.sort(key=lambda name: not name.isalpha())
    return pick_suggestions(names, typed, collapse=collapse)


def pick_suggestions(names: list[str], typed: str, *, collapse: bool = True) -> list[str]:
    """The legal moves that start with what was typed (else contain it), at most 25.

    When a multi-word move list has more matches than fit, the matches are cut
    after the word being typed ("komi"; each contact point "c4" of a two-stone
    turn; "open a1", then "open a1 xx" for a Plateau opening), so the player
    picks step by step rather than from a cut-off list. Games whose first word
    is not a useful step (a Plakoto turn's first hop) say
    ``suggest_first_words = False`` and get full turns.

    Matching ignores case, but what is offered keeps the moves' own case (Plateau's
    piece letters are upper case), so a picked choice typed on still matches.
    """
    words_typed = " ".join(typed.split())
    typed = words_typed + (" " if words_typed and typed[-1:].isspace() else "")
    key = typed.lower()
    folded = [(name, name.lower()) for name in names]
    hits = [name for name, low in folded if low.startswith(key)]
    prefixes = bool(hits)  # only these are cut at a word boundary after what was typed
    if not hits:
        hits = [name for name, low in folded if key.strip() in low]
    if collapse and prefixes and len(hits) > MAX_SUGGESTIONS:
        words = typed.count(" ") + 1
        hits = list(dict.fromkeys(" ".join(name.split(" ")[:words]) for name in hits))
    if len(hits) > MAX_SUGGESTIONS:  # what was typed in full stays offered ("komi -1")
        hits.sort(key=lambda name: name.lower() != key.strip())
    return hits[:MAX_SUGGESTIONS]
