"""A game as one player sees it, in plain text: what a channel without markup shows.

Made from the same snapshot, views and presenters as the Discord text; only the
wording differs: no markdown, no mentions, names as their owners wrote them. A
game that hides something is shown through the player's own view, never the
whole state.
"""

from __future__ import annotations

from rules import GAMES
from rules.base import Outcome, parse_game_entry
from service.context import ServiceContext
from service.games.narration import (
    board_image,
    entry_said,
    hides_something,
    presenter_of,
    result_said,
)
from service.games.players import Players, seat_of
from service.games.snapshot import UNREAD, Snapshot
from service.results import SeatView
from service.time.clockwork import time_left
from words import ENGLISH, Msg, Player, Reader, Span, Speech, Verbatim, msg


class PlainNarrator:
    def __init__(self, ctx: ServiceContext, players: Players) -> None:
        self._ctx = ctx
        self._players = players

    async def seat_view(
        self, snapshot: Snapshot, user_id: int, reader: Reader = ENGLISH
    ) -> SeatView:
        game, replay = snapshot.game, snapshot.replay
        seat = seat_of(game, user_id)
        names = await self._players.plain_names(snapshot)
        title = await self._players.plain_title(snapshot)
        view = replay.view(seat) if hides_something(game) else snapshot.spectator_view()
        presenter = presenter_of(game)
        filename = f"{game.game}-{game.id}-{replay.plies}.png"
        image = await board_image(presenter, view, title, names, reader, filename, replay.plies)
        outcome = replay.outcome
        your_turn = outcome is None and replay.to_move == seat
        status: Speech
        if outcome is not None:
            status = self._result(snapshot, outcome, names)
        elif your_turn:
            status = msg("game-seat-your-move")
        elif isinstance(replay.to_move, int):
            mover = replay.to_move
            status = msg("game-to-move", player=Player(game.players[mover], names[mover]))
        else:
            status = msg("game-dice-next")
        return SeatView(
            game=game,
            user_id=user_id,
            ply=replay.plies,
            label=f"{GAMES[game.game].name.capitalize()} #{game.id}",
            title=title,
            opponent=names[1 - seat],
            status=status,
            last=await self._last(snapshot),
            time_left=await self._time_left(snapshot) if your_turn else None,
            diagram=presenter.diagram(view, names=names, reader=reader),
            image=image,
            your_turn=your_turn,
            finished=outcome is not None,
        )

    async def _last(self, snapshot: Snapshot) -> Speech | None:
        """The last line of the log someone chose (not the dice), as everyone may read it:
        described by the presenter when it is the newest line, else as written (only in
        games that hide nothing, where the notation names nothing secret)."""
        game = snapshot.game
        moves = (await self._ctx.store.moves(game.id))[: snapshot.replay.plies]
        chosen = [m for m in moves if m.seat is not None or parse_game_entry(m.notation)]
        if not chosen:
            return None
        last = chosen[-1]
        named = await self._players.seated(snapshot, mention=False)
        entry = parse_game_entry(last.notation)
        if entry is not None:
            return msg("game-line-end", line=entry_said(entry, named, last.seat))
        assert last.seat is not None
        described: Msg | None
        if last is moves[-1]:
            described = presenter_of(game).describe_move(snapshot.spectator_view())
        elif not hides_something(game):
            described = msg("moves-as-written", move=Verbatim(last.notation))
        else:
            return None
        if described is None:
            return None
        return msg("game-seat-played", player=named[last.seat], move=described)

    async def _time_left(self, snapshot: Snapshot) -> Span | None:
        if snapshot.clock is UNREAD:
            snapshot.clock = await self._ctx.store.get_clock(snapshot.game.id)
        clock = snapshot.clock
        if clock is None:
            return None
        left = time_left(clock, self._ctx.clock())
        # whole seconds, rounded down: a mail made again a moment later reads the same
        # ("2 days, 23 hours" both times, not "3 days" first when rounded to the nearest)
        return None if left is None else Span(max(0, int(left)))

    def _result(self, snapshot: Snapshot, outcome: Outcome, names: tuple[str, str]) -> Speech:
        """The result's one sentence (``result_said``), the same on every channel."""
        game = snapshot.game
        how = presenter_of(game).describe_win(snapshot.spectator_view())
        winner = outcome.winner
        player = None if winner is None else Player(game.players[winner], names[winner])
        return result_said(game, outcome, player, how)
