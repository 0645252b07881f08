"""Running games: moves, the board, resignation, listings and records.

The one place that replays, validates and appends. A move is applied to a
private copy of the replay, appended with the ply the player saw, and only
then becomes the cached position — a refused or raced move changes nothing.
"""

from __future__ import annotations

import asyncio
import re
from math import gcd
from typing import Any

from rules import GAMES
from rules.base import CHANCE, ENTRY_KINDS, GameEntry, Outcome, Termination
from rules.record import format_record
from rules.replay import Replay
from service.clockwork import after_move, time_left
from service.context import ServiceContext
from service.errors import Conflict, NotAllowed, NotFound, ServiceError
from service.presenters import PRESENTERS, Presenter
from service.privacy import PRIVATE_ONLY, has_hidden_information, public_record
from service.replays import ReplayCache
from service.results import (
    BoardShown,
    ChallengeClosed,
    GameStarted,
    GameUpdate,
    HistoryFile,
    PrivateView,
)
from service.results import Image as BoardImage
from service.timecontrol import span
from storage import errors as storage_errors
from storage.models import CHANCE as STORED_CHANCE
from storage.models import ClockRecord, ComputerSeat, GameRecord, GameResult

MAX_SUGGESTIONS = 25
BY_THE_RULES = (
    Termination.CONNECTION,
    Termination.SCORE,
    Termination.NO_CONTACT,
    Termination.BORNE_OFF,
    Termination.GAMMON,
    Termination.MOTHER,
    Termination.BOTH_MOTHERS,
)
LISTING_BUDGET = 1900  # characters; a Discord message holds 2000
COMPUTER_CACHE_SIZE = 4096  # games whose computer seat (or its absence) is remembered
AGREEMENT_COMMANDS = {"resign": "use /resign for that."}
DM_GAME_NUMBER = re.compile(r"\s*(?:#|game\s*)(?P<id>[0-9]{1,12})\s*[:,]?\s*", re.IGNORECASE)


class GameDesk:
    def __init__(self, ctx: ServiceContext, cache_size: int = 256) -> None:
        self._ctx = ctx
        self._replays = ReplayCache(ctx.store, cache_size)
        self._computers: dict[int, ComputerSeat | None] = {}

    # --- lookups ---------------------------------------------------------------

    def presenter(self, game: str) -> Presenter:
        return PRESENTERS[game]

    async def find(
        self, *, game_id: int | None, thread_id: int | None, guild_id: int | None = None
    ) -> GameRecord:
        """The game named by number, else the one whose thread this is.

        Asked from a server, a game of another server does not exist: numbers
        are global, but names and records stay in their own server.
        """
        if game_id is not None:
            try:
                game = await self._ctx.store.get_game(game_id)
            except storage_errors.NotFound:
                game = None
            other_server = game is not None and guild_id not in (None, game.guild_id)
            if game is None or other_server:
                raise NotFound(f"There is no game #{game_id}.")
            return game
        if thread_id is not None:
            game = await self._ctx.store.game_for_thread(thread_id)
            if game is not None:
                return game
        raise NotFound(
            "This is not a game thread; use the command in the game's thread "
            "or name the game, e.g. game:7."
        )

    async def attach_thread(self, game_id: int, thread_id: int) -> None:
        await self._ctx.store.set_game_thread(game_id, thread_id)

    async def title(self, game: GameRecord) -> str:
        names = await self._names(game)
        return f"{GAMES[game.game].name.capitalize()} #{game.id} · {names[0]} vs {names[1]}"

    async def _names(self, game: GameRecord) -> tuple[str, str]:
        known = await self._ctx.store.user_names(game.players)
        names = [known.get(user, f"player {user}") for user in game.players]
        computer = await self.computer_of(game)
        if computer is not None:
            names[computer.seat] += f" (level {computer.level})"
        return names[0], names[1]

    async def computer_of(self, game: GameRecord) -> ComputerSeat | None:
        """The seat the bot itself plays, if any; fixed for a game's life, so cached."""
        if game.id not in self._computers:
            if len(self._computers) >= COMPUTER_CACHE_SIZE:
                self._computers.clear()
            self._computers[game.id] = await self._ctx.store.computer_seat(game.id)
        return self._computers[game.id]

    async def _computer_to_move(self, game: GameRecord, replay: Replay) -> bool:
        computer = await self.computer_of(game)
        return computer is not None and replay.to_move == computer.seat

    # --- starting ----------------------------------------------------------------

    async def started(self, game: GameRecord, closed: ChallengeClosed) -> GameStarted:
        replay = await self._replays.load(game)
        rolled = await self._settle(game, replay)  # an opening roll happens before anyone looks
        self._replays.remember(game.id, replay)
        view = replay.view(None)
        first = self._seat_user(game, replay)
        colours = getattr(view, "colours", None)
        sides = (
            f" (<@{game.players[0]}> {colours[0]}, <@{game.players[1]}> {colours[1]})"
            if colours and None not in colours
            else ""
        )
        presenter = self.presenter(game.game)
        title = await self.title(game)
        text = f"**{title}** — {presenter.describe_options(game.options)}{sides}.\n"
        if rolled:
            text += "\n".join(rolled) + "\n"
        computer_first = await self._computer_to_move(game, replay)
        if computer_first:
            text += f"<@{first}> moves first; its move follows in a moment."
        else:
            text += f"<@{first}>, you move first: `/move` in this thread."
        note = presenter.note(view)
        if note:
            text += f"\n{note}"
        image = await self._image(game, replay)
        return GameStarted(
            game,
            closed,
            title[:100],
            text,
            image,
            first,
            self._offers(replay),
            replay.plies,
            await self._private_views(game, replay),
            computer_first,
        )

    # --- playing -----------------------------------------------------------------

    async def move(
        self,
        user_id: int,
        text: str,
        *,
        game_id: int | None = None,
        thread_id: int | None = None,
        guild_id: int | None = None,
        expected_ply: int | None = None,
        typed_publicly: bool = False,
    ) -> GameUpdate:
        """Play ``text`` for ``user_id``. ``typed_publicly``: the text was visible to others
        (a button in the channel), so a move naming a hidden piece is refused unplayed."""
        game, seat, replay = await self._playing(
            user_id, game_id, thread_id, guild_id, expected_ply
        )
        to_move = replay.to_move
        if to_move != seat:
            names = await self._names(game)
            who = f"{names[to_move]}'s" if isinstance(to_move, int) else "not your"
            raise NotAllowed(f"It is {who} turn in game #{game.id}.")
        word = text.strip().lower().partition(" ")[0]
        if word in ENTRY_KINDS:
            how = AGREEMENT_COMMANDS.get(word, "that is not available in the bot yet.")
            raise ServiceError(f"'{word}' is not a move; {how}")
        move = replay.game.parse_move(replay.state, text)
        names_hidden_piece = getattr(replay.game, "names_hidden_piece", None)
        if typed_publicly and names_hidden_piece is not None and names_hidden_piece(move):
            raise NotAllowed(PRIVATE_ONLY)
        return await self._commit(game, replay, move, seat)

    async def move_by_dm(self, user_id: int, text: str) -> GameUpdate:
        """A move sent to the bot by DM: ``#12 on rb b2``, or just the move when exactly
        one game waits on the sender. A DM is private, so hidden pieces may be named."""
        number = DM_GAME_NUMBER.match(text)
        if number is not None:
            return await self.move(user_id, text[number.end() :], game_id=int(number["id"]))
        games = await self._ctx.store.games_for_user(user_id, active_only=True)
        waiting = [g for g in games if g.to_move in (0, 1) and g.players[g.to_move] == user_id]
        if len(waiting) == 1:
            return await self.move(user_id, text, game_id=waiting[0].id)
        if not waiting:
            raise NotAllowed("No game is waiting for your move, so there is nothing to play.")
        listing = ", ".join(f"#{g.id} {GAMES[g.game].name.capitalize()}" for g in waiting[:10])
        raise NotAllowed(
            f"Several games wait for your move ({listing}): start with the game's number, "
            "e.g. `#12 on rb b2`."
        )

    async def confirm_resign(
        self,
        user_id: int,
        *,
        game_id: int | None,
        thread_id: int | None,
        guild_id: int | None = None,
    ) -> GameRecord:
        """The checks /resign makes before it asks the player to confirm."""
        game = await self.find(game_id=game_id, thread_id=thread_id, guild_id=guild_id)
        self._seat_of(game, user_id)
        self._check_running(game)
        return game

    async def resign(
        self,
        user_id: int,
        *,
        game_id: int | None,
        thread_id: int | None,
        guild_id: int | None = None,
        expected_ply: int | None = None,
    ) -> GameUpdate:
        """Resigning is allowed on either player's turn (a game-level entry)."""
        game, seat, replay = await self._playing(
            user_id, game_id, thread_id, guild_id, expected_ply
        )
        return await self._commit(game, replay, GameEntry("resign", seat), seat)

    async def _playing(
        self,
        user_id: int,
        game_id: int | None,
        thread_id: int | None,
        guild_id: int | None,
        expected_ply: int | None,
    ) -> tuple[GameRecord, int, Replay]:
        """The checks every player action shares: their game, still running, same ply."""
        game = await self.find(game_id=game_id, thread_id=thread_id, guild_id=guild_id)
        seat = self._seat_of(game, user_id)
        self._check_running(game)
        replay = await self._replays.load(game)
        if await self._settle(game, replay):
            self._replays.remember(game.id, replay)
        self._check_ply(game, replay, expected_ply)
        return game, seat, replay

    def _check_ply(self, game: GameRecord, replay: Replay, expected_ply: int | None) -> None:
        if expected_ply is not None and expected_ply != replay.plies:
            raise Conflict(
                f"That was meant for ply {expected_ply}, but game #{game.id} is at ply "
                f"{replay.plies} now; look at the new position first. Nothing was played."
            )

    async def _commit(
        self, game: GameRecord, replay: Replay, move: Any, seat: int | None
    ) -> GameUpdate:
        await self._append(game, replay, move, seat)
        text = await self._describe(game, replay, move, seat, replay.outcome)
        automatic = await self._settle(game, replay)  # dice and forced passes that follow
        game = await self._ctx.store.get_game(game.id)
        self._replays.remember(game.id, replay)
        outcome = replay.outcome
        if automatic:
            view = replay.view(None)
            nxt = self._seat_user(game, replay)
            if outcome is not None:
                automatic.append(await self._result_text(game, view, outcome))
            elif nxt is not None:
                automatic.append(f"<@{nxt}> to move.")
            text = "\n".join([text, *automatic])
        hidden = has_hidden_information(self.presenter(game.game))
        image = await self._image(game, replay)
        nxt = self._seat_user(game, replay)
        computer_next = await self._computer_to_move(game, replay)
        notify = "thread"
        if nxt is not None and not computer_next:
            notify = (await self._ctx.store.get_user_settings(nxt)).notify
        private = await self._private_views(game, replay)
        if nxt is not None and notify == "dm" and not hidden:  # a hidden game DMs its views
            where = f" in <#{game.thread_id}>" if game.thread_id else ""
            turn = f"Your move in **{await self.title(game)}**{where}.\n{text}"
            private = (PrivateView(nxt, turn, image),)
        return GameUpdate(
            game=game,
            text=text,
            image=image,
            ping_user_id=nxt,
            finished=outcome is not None,
            offers=self._offers(replay),
            ply=replay.plies,
            private_views=private,
            mover_reply=f"Played `{move}` in game #{game.id}." if hidden else None,
            quiet=notify == "digest",
            computer_to_move=computer_next,
        )

    async def _append(self, game: GameRecord, replay: Replay, move: Any, seat: int | None) -> None:
        """Apply ``move`` to the private replay and log it at the ply the replay was at."""
        expected = replay.plies
        replay.apply(move)
        outcome = replay.outcome
        to_move = replay.to_move
        stored_to_move = (
            None if to_move is None else (to_move if isinstance(to_move, int) else STORED_CHANCE)
        )
        result = None
        if outcome is not None:
            result = GameResult(outcome.winner, outcome.termination.value)
        now = self._ctx.clock()
        next_seat = to_move if isinstance(to_move, int) else None
        try:
            await self._ctx.store.append_move(
                game.id,
                expected_ply=expected,
                seat=seat,
                notation=str(move),
                created_at=now,
                to_move=stored_to_move,
                result=result,
                clock=await self._next_clock(game, seat, next_seat, expected + 1),
            )
        except storage_errors.StaleMove:
            self._replays.forget(game.id)
            raise Conflict(
                f"Game #{game.id} changed while your move was on its way; "
                "nothing was played — look at the board and try again."
            ) from None

    async def _next_clock(
        self, game: GameRecord, mover: int | None, next_seat: int | None, ply: int
    ) -> ClockRecord | None:
        """The game's clock after this line: the mover banks the increment, the next
        player's time starts — frozen if the game is paused or they are on vacation."""
        clock = await self._ctx.store.get_clock(game.id)
        if clock is None:
            return None
        now = self._ctx.clock()
        if next_seat is None:
            return after_move(clock, mover, None, now, ply=ply, frozen=True)
        away = await self._ctx.store.users_on_vacation([game.players[next_seat]])
        return after_move(clock, mover, next_seat, now, ply=ply, frozen=bool(away))

    async def agreed(
        self, game: GameRecord, entry: GameEntry, by: int | None, expected_ply: int
    ) -> GameUpdate:
        """Log a game-level entry both players agreed to (draw, takeback, abort), refused
        if the game moved on since it was asked for."""
        self._check_running(game)
        replay = await self._replays.load(game)
        self._check_ply(game, replay, expected_ply)
        replay.parse(str(entry))  # the rules' own check: e.g. nothing to take back yet
        return await self._commit(game, replay, entry, by)

    async def replay_of(self, game: GameRecord) -> Replay:
        """The game's current position (cached); callers must not modify it."""
        return await self._replays.load(game)

    async def time_out(self, game_id: int, seat: int) -> GameUpdate:
        """``seat`` ran out of time: the game ends (automatic timeout, or a claim)."""
        game = await self._ctx.store.get_game(game_id)
        self._check_running(game)
        replay = await self._replays.load(game)
        return await self._commit(game, replay, GameEntry("timeout", seat), None)

    async def claim(
        self,
        user_id: int,
        *,
        game_id: int | None,
        thread_id: int | None,
        guild_id: int | None = None,
    ) -> GameUpdate:
        """/claim: the opponent's time is up in a game whose timeouts are claimed."""
        game = await self.find(game_id=game_id, thread_id=thread_id, guild_id=guild_id)
        seat = self._seat_of(game, user_id)
        self._check_running(game)
        clock = await self._ctx.store.get_clock(game.id)
        left = None if clock is None else time_left(clock, self._ctx.clock())
        if clock is None or clock.running_seat != 1 - seat or left is None or left > 0:
            raise NotAllowed(f"There is nothing to claim in game #{game.id}: no time is up.")
        return await self.time_out(game.id, 1 - seat)

    async def _settle(self, game: GameRecord, replay: Replay) -> list[str]:
        """Play what nobody chooses: dice (drawn and logged before anyone sees them) and
        the forced ``pass`` of a player with no legal move. Returns a line for each.

        Also run when a game is loaded, so a crash between a move and its roll
        loses nothing: the roll simply happens on the next request.
        """
        lines: list[str] = []
        while replay.outcome is None:
            if replay.to_move is CHANCE:
                roll = self._draw(replay)
                await self._append(game, replay, roll, None)
                lines.append(f"🎲 {roll}")
                continue
            legal = replay.legal_moves()
            if len(legal) == 1 and str(legal[0]) == "pass" and isinstance(replay.to_move, int):
                seat = replay.to_move
                names = await self._names(game)
                await self._append(game, replay, legal[0], seat)
                lines.append(f"{names[seat]} has no legal move; the turn passes.")
                continue
            break
        return lines

    def _draw(self, replay: Replay) -> Any:
        """An exact draw from the chance outcomes with the injected ``Random``."""
        outcomes = replay.game.chance_outcomes(replay.state)
        denominator = 1
        for _, probability in outcomes:
            denominator = (
                denominator * probability.denominator // gcd(denominator, probability.denominator)
            )
        pick = self._ctx.rng.randrange(denominator)
        for move, probability in outcomes:
            pick -= probability.numerator * (denominator // probability.denominator)
            if pick < 0:
                return move
        raise AssertionError("chance outcomes do not sum to 1")

    async def _describe(
        self,
        game: GameRecord,
        replay: Replay,
        move: Any,
        seat: int | None,
        outcome: Outcome | None,
    ) -> str:
        names = await self._names(game)
        view = replay.view(None)
        presenter = self.presenter(game.game)
        if isinstance(move, GameEntry):
            line = entry_line(move, names, seat)
        else:
            assert seat is not None, "a move of the rules has a mover"
            line = f"{names[seat]} played {presenter.describe_move(view)}"
        if outcome is not None:
            return f"{line} — {await self._result_text(game, view, outcome)}"
        nxt = self._seat_user(game, replay)
        text = f"{line} — <@{nxt}> to move." if nxt else f"{line}."
        note = presenter.note(view)
        return f"{text}\n{note}" if note else text

    async def _result_text(self, game: GameRecord, view: Any, outcome: Outcome) -> str:
        names = await self._names(game)
        how = self.presenter(game.game).describe_win(view)
        by_rules = outcome.termination in BY_THE_RULES and how
        if outcome.winner is None:
            if outcome.termination is Termination.ABORTED:
                return f"**game #{game.id} was aborted.**"
            detail = f" on {how}" if by_rules else ""
            return f"**game #{game.id} ends in a draw**{detail}"
        if by_rules:
            return f"**{names[outcome.winner]} wins game #{game.id}** by {how}! 🎉"
        return f"**{names[outcome.winner]} wins game #{game.id}** ({outcome.termination.value})."

    # --- looking -------------------------------------------------------------------

    async def board(
        self, *, game_id: int | None, thread_id: int | None, guild_id: int | None = None
    ) -> BoardShown:
        game = await self.find(game_id=game_id, thread_id=thread_id, guild_id=guild_id)
        replay = await self._replays.load(game)
        return BoardShown(
            game,
            await self._status(game, replay),
            await self._image(game, replay),
            self._offers(replay),
            replay.plies,
        )

    async def _status(self, game: GameRecord, replay: Replay) -> str:
        outcome = replay.outcome
        head = f"{await self.title(game)} — ply {replay.plies}"
        if outcome is not None:
            view = replay.view(None)
            return f"{head} — {await self._result_text(game, view, outcome)}"
        return f"{head} — <@{self._seat_user(game, replay)}> to move."

    async def suggest(
        self,
        user_id: int,
        typed: str,
        *,
        game_id: int | None,
        thread_id: int | None,
        guild_id: int | None = None,
    ) -> list[str]:
        """Autocomplete: the caller's legal moves that match what was typed (max 25)."""
        try:
            game = await self.find(game_id=game_id, thread_id=thread_id, guild_id=guild_id)
        except ServiceError:
            return []
        if game.status != "active" or user_id not in game.players:
            return []
        replay = await self._replays.load(game)
        if replay.to_move != game.players.index(user_id):
            return []
        names = [str(move) for move in replay.legal_moves()]
        names.sort(key=lambda name: not name.isalpha())  # words like swap before points
        collapse = getattr(self.presenter(game.game), "suggest_first_words", True)
        return pick_suggestions(names, typed, collapse=collapse)

    async def games_of(self, user_id: int, *, asked_by: int | None = None) -> str:
        """The running games of ``user_id``: those waiting on them first, the most urgent
        deadline first, each with the time left. ``asked_by`` someone else: the same
        list worded for a reader who is not the player."""
        own = asked_by in (None, user_id)
        games = await self._ctx.store.games_for_user(user_id, active_only=True)
        if not games:
            if own:
                return "You have no running games. Start one with /challenge."
            return f"<@{user_id}> has no running games."
        clocks = await self._ctx.store.clocks_for_games([g.id for g in games])
        now = self._ctx.clock()

        def left(game: GameRecord) -> float | None:
            clock = clocks.get(game.id)
            return None if clock is None else time_left(clock, now)

        def urgency(game: GameRecord) -> tuple[bool, float]:
            seconds = left(game)
            return (seconds is None, seconds if seconds is not None else 0.0)

        waiting = sorted(
            (g for g in games if g.to_move in (0, 1) and g.players[g.to_move] == user_id),
            key=urgency,
        )
        others = sorted((g for g in games if g not in waiting), key=urgency)
        lines: list[str] = []
        listed = waiting + others
        for number, game in enumerate(listed):
            opponent = game.players[1] if game.players[0] == user_id else game.players[0]
            where = f" in <#{game.thread_id}>" if game.thread_id else ""
            if game in waiting:
                turn = "**your move**" if own else f"<@{user_id}>'s move"
            else:
                turn = "their move" if own else "opponent's move"
            seconds = left(game)
            clock = clocks.get(game.id)
            if clock is not None and clock.paused:
                timing = ", paused"
            elif seconds is not None:
                timing = f", {span(seconds)} left" if seconds > 0 else ", **time is up**"
            else:
                timing = ""
            line = (
                f"#{game.id} {GAMES[game.game].name.capitalize()} vs <@{opponent}> — {turn}"
                f"{timing}, ply {game.ply}{where}"
            )
            if sum(len(x) + 1 for x in lines) + len(line) > LISTING_BUDGET:
                lines.append(f"…and {len(listed) - number} more.")
                break
            lines.append(line)
        return "\n".join(lines)

    async def history(
        self, *, game_id: int | None, thread_id: int | None, guild_id: int | None = None
    ) -> HistoryFile:
        game = await self.find(game_id=game_id, thread_id=thread_id, guild_id=guild_id)
        moves = await self._ctx.store.moves(game.id)
        names = await self._names(game)
        lines = [m.notation for m in moves]
        running = game.status != "finished"
        redacted = running and has_hidden_information(self.presenter(game.game))
        head = f"# Postboard game #{game.id}: seat 0 {names[0]}, seat 1 {names[1]}\n"
        if redacted:
            replay = await self._replays.load(game)
            head += "# In progress: hidden faces are shown as ?; the full record comes at the end\n"
            record = head + public_record(replay, game.options)
        else:
            record = head + format_record(game.game, game.options, lines)
        state = "in progress" if running else "finished"
        text = f"Record of {await self.title(game)} ({len(moves)} moves, {state})."
        return HistoryFile(game, text, f"{game.game}-{game.id}.txt", record)

    async def hand(
        self,
        user_id: int,
        *,
        game_id: int | None,
        thread_id: int | None,
        guild_id: int | None = None,
    ) -> PrivateView:
        """/hand: the caller's own private view of a game with hidden information."""
        game = await self.find(game_id=game_id, thread_id=thread_id, guild_id=guild_id)
        seat = self._seat_of(game, user_id)
        if not has_hidden_information(self.presenter(game.game)):
            raise NotAllowed(
                f"{GAMES[game.game].name.capitalize()} hides nothing: `/board` shows everything."
            )
        replay = await self._replays.load(game)
        return await self._private_view(game, replay, seat)

    async def _private_views(self, game: GameRecord, replay: Replay) -> tuple[PrivateView, ...]:
        """Each person's own view; the computer's seat gets none (the bot never DMs itself)."""
        if not has_hidden_information(self.presenter(game.game)):
            return ()
        computer = await self.computer_of(game)
        return tuple(
            [
                await self._private_view(game, replay, seat)
                for seat in (0, 1)
                if computer is None or computer.seat != seat
            ]
        )

    async def _private_view(self, game: GameRecord, replay: Replay, seat: int) -> PrivateView:
        view = replay.view(seat)
        presenter = self.presenter(game.game)
        title = await self.title(game)
        text = f"**{title}** — ply {replay.plies}, your private view.\n"
        # only the presenters of games with hidden information have private_text
        text += presenter.private_text(view)  # type: ignore[attr-defined]
        png = await asyncio.to_thread(
            presenter.render, view, title=title, names=await self._names(game)
        )
        image = BoardImage(png, f"{game.game}-{game.id}-{replay.plies}-private.png")
        return PrivateView(game.players[seat], text, image)

    # --- helpers ---------------------------------------------------------------------

    def _seat_of(self, game: GameRecord, user_id: int) -> int:
        if user_id not in game.players:
            raise NotAllowed(f"You are not playing in game #{game.id}.")
        return game.players.index(user_id)

    def _check_running(self, game: GameRecord) -> None:
        if game.status != "active":
            raise NotAllowed(f"Game #{game.id} is over; see /history game:{game.id}.")

    def _offers(self, replay: Replay) -> tuple[str, ...]:
        """Moves worth a button each (a side choice, say); never a whole move list."""
        if replay.outcome is not None:
            return ()
        view = replay.view(None)
        return tuple(self.presenter(replay.game.name).offered_moves(view))

    def _seat_user(self, game: GameRecord, replay: Replay) -> int | None:
        to_move = replay.to_move
        return game.players[to_move] if isinstance(to_move, int) else None

    async def _image(self, game: GameRecord, replay: Replay) -> BoardImage:
        view = replay.view(None)
        presenter = self.presenter(game.game)
        png = await asyncio.to_thread(
            presenter.render, view, title=await self.title(game), names=await self._names(game)
        )
        return BoardImage(png, f"{game.game}-{game.id}-{replay.plies}.png")


def entry_line(entry: GameEntry, names: tuple[str, str], by: int | None) -> str:
    """How a game-level entry reads in the thread; ``by`` is who asked for it, if anyone."""
    if entry.kind == "resign":
        return f"{names[entry.seat or 0]} resigned"
    if entry.kind == "timeout":
        return f"{names[entry.seat or 0]} ran out of time"
    if entry.kind == "draw":
        return "The players agreed to a draw"
    if entry.kind == "abort":
        return "The game was aborted"
    asker = names[by] if by is not None else "A player"
    return f"{asker}'s last move was taken back by agreement"


def pick_suggestions(names: list[str], typed: str, *, collapse: bool = True) -> list[str]:
    """The legal moves that start with what was typed (else contain it), at most 25.

    When a multi-word move list has more matches than fit, the matches are cut
    after the word being typed ("komi"; each contact point "c4" of a two-stone
    turn; "open a1", then "open a1 xx" for a Plateau opening), so the player
    picks step by step rather than from a cut-off list. Games whose first word
    is not a useful step (a Plakoto turn's first hop) say
    ``suggest_first_words = False`` and get full turns.
    """
    typed = " ".join(typed.lower().split()) + (" " if typed[-1:].isspace() else "")
    hits = [name for name in names if name.startswith(typed)]
    if not hits:
        hits = [name for name in names if typed.strip() in name]
    if collapse and len(hits) > MAX_SUGGESTIONS:
        words = typed.count(" ") + 1
        hits = list(dict.fromkeys(" ".join(name.split(" ")[:words]) for name in hits))
    return hits[:MAX_SUGGESTIONS]
