"""The words and images of a game: what a start, a move, the board and a private view
say and show, and who is pinged or sent what.

Everything is made from the request's snapshot: one spectator view per position,
the names read once, and one setting read for the one player a move hands the
turn to. Nothing here writes.
"""

from __future__ import annotations

import asyncio
from typing import Any

from rules import GAMES
from rules.base import GameEntry, Outcome, Termination
from service.errors import NotAllowed
from service.games.players import Players
from service.games.snapshot import Snapshot
from service.presenters import PRESENTERS, Presenter
from service.results import BoardShown, ChallengeClosed, GameStarted, GameUpdate, PrivateView
from service.results import Image as BoardImage
from storage.models import GameRecord
from storage.protocol import Store

GAME_LEVEL = (
    Termination.RESIGNATION,
    Termination.TIMEOUT,
    Termination.AGREED_DRAW,
    Termination.ABORTED,
)
"""The endings of ``rules.base``'s game-level entries, the same for every game."""
BY_THE_RULES = tuple(termination for termination in Termination if termination not in GAME_LEVEL)
"""Every ending a game's own rules decide (Plateau's six prisoners and run of six too):
the presenter says how it was won."""


def presenter_of(game: GameRecord) -> Presenter:
    return PRESENTERS[game.game]


def hides_something(game: GameRecord) -> bool:
    return GAMES[game.game].info.hidden_information


def check_hides_something(game: GameRecord) -> None:
    """/hand is for games with hidden information only."""
    if not hides_something(game):
        raise NotAllowed(
            f"{GAMES[game.game].name.capitalize()} hides nothing: `/board` shows everything."
        )


class Narrator:
    def __init__(self, store: Store, players: Players) -> None:
        self._store = store
        self._players = players

    async def started(
        self, snapshot: Snapshot, closed: ChallengeClosed, rolled: list[str]
    ) -> GameStarted:
        """The opening post: who plays what, what was rolled, who moves first."""
        game = snapshot.game
        view = snapshot.spectator_view()
        first = snapshot.next_user
        colours = getattr(view, "colours", None)
        sides = (
            f" (<@{game.players[0]}> {colours[0]}, <@{game.players[1]}> {colours[1]})"
            if colours and None not in colours
            else ""
        )
        presenter = presenter_of(game)
        title = await self._players.title(snapshot)
        text = f"**{title}** — {presenter.describe_options(game.options)}{sides}.\n"
        if rolled:
            text += "\n".join(rolled) + "\n"
        if snapshot.computer_to_move:
            text += f"<@{first}> moves first; its move follows in a moment."
        else:
            text += f"<@{first}>, you move first: `/move` in this thread."
        note = presenter.note(view)
        if note:
            text += f"\n{note}"
        return GameStarted(
            game,
            closed,
            (await self._players.plain_title(snapshot))[:100],
            text,
            await self.image(snapshot),
            first,
            self.offers(snapshot),
            snapshot.replay.plies,
            await self.private_views(snapshot),
            snapshot.computer_to_move,
        )

    async def played(self, snapshot: Snapshot, move: Any, seat: int | None) -> str:
        """The line for a move just appended (``seat`` None: nobody's, e.g. a timeout):
        what it was, then the result or whose turn it is."""
        view = snapshot.spectator_view()
        presenter = presenter_of(snapshot.game)
        line = await self.line(snapshot, move, seat)
        outcome = snapshot.replay.outcome
        if outcome is not None:
            return f"{line} — {await self._result_text(snapshot, outcome)}"
        nxt = snapshot.next_user
        text = f"{line} — <@{nxt}> to move." if nxt else f"{line}."
        note = presenter.note(view)
        return f"{text}\n{note}" if note else text

    async def line(self, snapshot: Snapshot, move: Any, seat: int | None) -> str:
        """What ``move``, the last line of the snapshot's replay, was, as everyone may
        read it (``seat``: who played it, or who asked for a game-level entry)."""
        names = await self._players.names(snapshot)
        if isinstance(move, GameEntry):
            line = entry_line(move, names, seat)
            if move.kind == "takeback" and snapshot.replay.kept:
                line += kept_dice_line(snapshot.replay.kept)
            return line
        assert seat is not None, "a move of the rules has a mover"
        described = presenter_of(snapshot.game).describe_move(snapshot.spectator_view())
        return f"{names[seat]} played {described}"

    async def update(
        self, snapshot: Snapshot, move: Any, played: str, automatic: list[str]
    ) -> GameUpdate:
        """The whole update once the log has settled: ``played`` (its line), then a line
        for each ``automatic`` entry that followed (dice, forced passes)."""
        game = snapshot.game
        outcome = snapshot.replay.outcome
        nxt = snapshot.next_user
        text = played
        if automatic:
            if outcome is not None:
                automatic.append(await self._result_text(snapshot, outcome))
            elif nxt is not None:
                automatic.append(f"<@{nxt}> to move.")
            text = "\n".join([text, *automatic])
        hidden = hides_something(game)
        image = await self.image(snapshot)
        notify = "thread"
        if nxt is not None and not snapshot.computer_to_move:
            notify = (await self._store.get_user_settings(nxt)).notify
        private = await self.private_views(snapshot)
        if nxt is not None and notify == "dm" and not hidden:  # a hidden game DMs its views
            where = f" in <#{game.thread_id}>" if game.thread_id else ""
            turn = f"Your move in **{await self._players.title(snapshot)}**{where}.\n{text}"
            private = (PrivateView(nxt, turn, image),)
        return GameUpdate(
            game=game,
            text=text,
            image=image,
            ping_user_id=nxt,
            finished=outcome is not None,
            offers=self.offers(snapshot),
            ply=snapshot.replay.plies,
            private_views=private,
            mover_reply=f"Played `{move}` in game #{game.id}." if hidden else None,
            quiet=notify in ("digest", "email"),  # they read a digest or their mail
            computer_to_move=snapshot.computer_to_move,
        )

    async def board(self, snapshot: Snapshot) -> BoardShown:
        replay = snapshot.replay
        head = f"{await self._players.title(snapshot)} — ply {replay.plies}"
        if replay.outcome is not None:
            status = f"{head} — {await self._result_text(snapshot, replay.outcome)}"
        else:
            status = f"{head} — <@{snapshot.next_user}> to move."
        image = await self.image(snapshot)
        return BoardShown(snapshot.game, status, image, self.offers(snapshot), replay.plies)

    async def private_views(self, snapshot: Snapshot) -> tuple[PrivateView, ...]:
        """Each person's own view; the computer's seat gets none (the bot never DMs itself)."""
        if not hides_something(snapshot.game):
            return ()
        computer = snapshot.computer
        return tuple(
            [
                await self.private_view(snapshot, seat)
                for seat in (0, 1)
                if computer is None or computer.seat != seat
            ]
        )

    async def private_view(self, snapshot: Snapshot, seat: int) -> PrivateView:
        game, replay = snapshot.game, snapshot.replay
        view = replay.view(seat)
        presenter = presenter_of(game)
        title = await self._players.title(snapshot)
        text = f"**{title}** — ply {replay.plies}, your private view.\n"
        # only the presenters of games with hidden information have private_text
        text += presenter.private_text(view)  # type: ignore[attr-defined]
        plain = await self._players.plain_title(snapshot)
        names = await self._players.plain_names(snapshot)
        png = await asyncio.to_thread(presenter.render, view, title=plain, names=names)
        image = BoardImage(png, f"{game.game}-{game.id}-{replay.plies}-private.png")
        return PrivateView(game.players[seat], text, image)

    async def image(self, snapshot: Snapshot) -> BoardImage:
        game = snapshot.game
        title = await self._players.plain_title(snapshot)
        names = await self._players.plain_names(snapshot)
        png = await asyncio.to_thread(
            presenter_of(game).render, snapshot.spectator_view(), title=title, names=names
        )
        return BoardImage(png, f"{game.game}-{game.id}-{snapshot.replay.plies}.png")

    def offers(self, snapshot: Snapshot) -> tuple[str, ...]:
        """Moves worth a button each (a side choice, say); never a whole move list."""
        if snapshot.replay.outcome is not None:
            return ()
        return tuple(presenter_of(snapshot.game).offered_moves(snapshot.spectator_view()))

    async def _result_text(self, snapshot: Snapshot, outcome: Outcome) -> str:
        game = snapshot.game
        names = await self._players.names(snapshot)
        how = presenter_of(game).describe_win(snapshot.spectator_view())
        by_rules = outcome.termination in BY_THE_RULES and how
        if outcome.winner is None:
            if outcome.termination is Termination.ABORTED:
                return f"**game #{game.id} was aborted.**"
            detail = f" on {how}" if by_rules else ""
            return f"**game #{game.id} ends in a draw**{detail}"
        if by_rules:
            return f"**{names[outcome.winner]} wins game #{game.id}** by {how}! 🎉"
        return f"**{names[outcome.winner]} wins game #{game.id}** ({outcome.termination.value})."


def kept_dice_line(kept: tuple[Any, ...]) -> str:
    """After a takeback: the dice already shown come next, not a fresh roll."""
    rolls = ", ".join(f"🎲 {move}" for move in kept)
    verb, rolls_word = ("stays", "roll") if len(kept) == 1 else ("stay", "rolls")
    return f"; {rolls} {verb} for the next {rolls_word} (dice once shown are not rolled again)"


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
