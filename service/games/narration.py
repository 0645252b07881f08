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
from rules.replay import AnyReplay
from service.errors import NotAllowed, verbatim
from service.games.players import Players
from service.games.snapshot import Snapshot
from service.presenters import PRESENTERS, Presenter
from service.results import (
    BoardShown,
    ChallengeClosed,
    GameStarted,
    GameUpdate,
    MovePreview,
    PrivateView,
)
from service.results import Image as BoardImage
from storage.models import GameRecord
from storage.protocol import Store
from words import Command, Game, Msg, Notation, Player, Verbatim, lines, msg

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
        name = Verbatim(GAMES[game.game].name.capitalize())
        raise NotAllowed(msg("game-hides-nothing", name=name, command=Command("board")))


class Narrator:
    def __init__(self, store: Store, players: Players) -> None:
        self._store = store
        self._players = players

    async def started(
        self, snapshot: Snapshot, closed: ChallengeClosed | None, rolled: list[str]
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
        image = await self.image(snapshot)
        views: tuple[PrivateView, ...] = ()  # the opening post pings both players anyway
        if hides_something(game):
            views = await self.turn_views(snapshot, await self._notify_of(snapshot), text, image)
        return GameStarted(
            game,
            closed,
            (await self._players.plain_title(snapshot))[:100],
            text,
            image,
            first,
            self.offers(snapshot),
            snapshot.replay.plies,
            views,
            snapshot.computer_to_move,
        )

    async def played(
        self, snapshot: Snapshot, move: Any, seat: int | None, *, line: str | None = None
    ) -> str:
        """The line for a move just appended (``seat`` None: nobody's, e.g. a timeout):
        what it was (``line``, if the caller says it otherwise), then the result or whose
        turn it is."""
        view = snapshot.spectator_view()
        presenter = presenter_of(snapshot.game)
        if line is None:
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
        notify = await self._notify_of(snapshot)
        private = await self.turn_views(snapshot, notify, text, image)
        if hidden and nxt is not None and not snapshot.computer_to_move:
            if all(view.user_id != nxt for view in private):
                text += f"\n{hand_line(nxt)}"
        return GameUpdate(
            game=game,
            text=text,
            image=image,
            ping_user_id=nxt,
            finished=outcome is not None,
            offers=self.offers(snapshot),
            ply=snapshot.replay.plies,
            private_views=private,
            mover_reply=(
                msg("game-played-privately", move=Notation(str(move)), game=Game(game.id))
                if hidden
                else None
            ),
            # they read a digest or their mail, or the DM is their ping
            quiet=notify in ("digest", "email") or any(v.instead_of_ping for v in private),
            computer_to_move=snapshot.computer_to_move,
        )

    async def preview(self, snapshot: Snapshot, move: Any, seat: int) -> MovePreview:
        """The board after ``move`` as its mover would see it, for them alone, before it
        is played. The snapshot's replay is the request's own copy and is never kept, so
        applying the move to it writes nothing; no dice are drawn (a roll that follows
        is rolled only once the move is played), so no next roll can show.

        In a game with hidden information the board is the mover's own view, their own
        hidden faces included; a move that would bring to light anything they do not
        know yet (a captured disc's faces, everything at the end) gets no board, as a
        preview they may cancel must not show it."""
        game, replay = snapshot.game, snapshot.replay
        ply = replay.plies
        hidden = hides_something(game)
        before = replay.view(seat) if hidden else None
        replay.apply(move)
        view = replay.view(seat) if hidden else snapshot.spectator_view()
        presenter = presenter_of(game)
        title = await self._players.title(snapshot)
        head = f"**{title}**, ply {ply} — preview, not played yet:"
        shown = replay.game.shown(before, view) if hidden else None
        if shown is not None:
            text = (
                f"{head} you would play `{move}`. It brings {shown} to light, so the board "
                "after it is shown once it is played."
            )
            return MovePreview(game, ply, str(move), verbatim(text), None)
        described = presenter.describe_move(view) or f"`{move}`"
        text = f"{head} you would play {described}."
        outcome = replay.outcome
        if outcome is not None:
            ending = "" if hidden else f": {await self._result_text(snapshot, outcome)}"
            text += f"\nThis ends the game{ending or '.'}"
        plain = await self._players.plain_title(snapshot)
        names = await self._players.plain_names(snapshot)
        png = await asyncio.to_thread(presenter.render, view, title=plain, names=names)
        image = BoardImage(png, f"{game.game}-{game.id}-{ply}-preview.png")
        return MovePreview(game, ply, str(move), verbatim(text), image)

    async def board(self, snapshot: Snapshot) -> BoardShown:
        replay = snapshot.replay
        head = f"{await self._players.title(snapshot)} — ply {replay.plies}"
        if replay.outcome is not None:
            status = f"{head} — {await self._result_text(snapshot, replay.outcome)}"
        else:
            status = f"{head} — <@{snapshot.next_user}> to move."
        image = await self.image(snapshot)
        return BoardShown(snapshot.game, status, image, self.offers(snapshot), replay.plies)

    async def turn_views(
        self, snapshot: Snapshot, notify: str, text: str, image: BoardImage
    ) -> tuple[PrivateView, ...]:
        """What goes by DM once the log has settled (``text`` and ``image``: the post).

        Only the person to move is ever sent anything (never the computer, never anyone
        once the game is over, when the post shows everything):

        - if they asked for DMs (``notify`` is ``dm``), their turn comes by DM instead of
          a ping: their private view in a game that hides something, else the board
          with the post's text;
        - in a game that hides something, also when their move can only be entered
          privately (``needs_private_decision``: Plateau's openings), unless they read
          their games by mail, whose turn mail already carries their private view.

        Anyone else's private view is one ``/hand`` away, and the post says so.
        """
        game, replay = snapshot.game, snapshot.replay
        seat = replay.to_move
        nxt = snapshot.next_user
        if nxt is None or not isinstance(seat, int) or snapshot.computer_to_move:
            return ()
        where = f" in <#{game.thread_id}>" if game.thread_id else ""
        turn = f"Your move in **{await self._players.title(snapshot)}**{where}."
        if not hides_something(game):
            if notify != "dm":
                return ()
            return (
                PrivateView(
                    nxt,
                    lines(verbatim(turn), verbatim(text)),
                    image,
                    instead_of_ping=True,
                    hand=False,
                ),
            )
        if notify == "dm":
            own = await self.private_view(snapshot, seat)
            return (
                PrivateView(nxt, lines(verbatim(turn), own.text), own.image, instead_of_ping=True),
            )
        if notify != "email" and needs_private_decision(replay):
            return (await self.private_view(snapshot, seat),)
        return ()

    async def _notify_of(self, snapshot: Snapshot) -> str:
        """How the person to move hears of it; ``thread`` when nobody is. ``email`` only
        while they have a verified address: a mail reader who linked a new address and
        has not typed its code yet gets no mail, so they are pinged in the thread until
        they do (else their clock runs with nobody telling them)."""
        nxt = snapshot.next_user
        if nxt is None or snapshot.computer_to_move:
            return "thread"
        notify = (await self._store.get_user_settings(nxt)).notify
        if notify == "email":
            address = await self._store.get_email(nxt)
            if address is None or address.verified_at is None:
                return "thread"
        return notify

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
        return PrivateView(game.players[seat], verbatim(text), image)

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


def result_said(game: GameRecord, outcome: Outcome, winner: Player | None, how: str) -> Msg:
    """Who won game ``game`` and how, the one sentence of each result (``how``: the
    presenter's words for a win by the rules, empty when it has none)."""
    by_rules = outcome.termination in BY_THE_RULES and how
    number = Game(game.id)
    if winner is None or outcome.winner is None:
        if outcome.termination is Termination.ABORTED:
            return msg("game-result-aborted", game=number)
        if by_rules:
            return msg("game-result-draw-by", game=number, how=Verbatim(how))
        return msg("game-result-draw", game=number)
    if by_rules:
        return msg("game-result-won-by", game=number, winner=winner, how=Verbatim(how))
    ending = msg(f"game-ending-{outcome.termination.value.replace('_', '-')}")
    return msg("game-result-won", game=number, winner=winner, ending=ending)


def needs_private_decision(replay: AnyReplay) -> bool:
    """Whether the player to move can only answer privately: every legal move names one of
    their hidden pieces (``names_hidden_piece``), as in Plateau's openings (spec §7.5), so
    they need their private view, and a private place to answer, to move at all. An
    exchange is public (prisoners show both faces), and a normal turn always has a public
    kind of move too, unless nothing is left but onboarding."""
    if replay.outcome is not None or not isinstance(replay.to_move, int):
        return False
    legal = replay.legal_moves()
    return bool(legal) and all(replay.game.names_hidden_piece(move) for move in legal)


def hand_line(user_id: int) -> str:
    """The post's pointer to a private view that was not sent: it names what ``/hand``
    shows, never what it holds."""
    return f"<@{user_id}>, your hand and hidden faces are one `/hand` away (only you see it)."


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
    if entry.kind == "abort" and by is None:  # nobody asked: the clock ran out first
        return "The game was aborted: time ran out before a first move, so it counts for nobody"
    if entry.kind == "abort":
        return "The game was aborted"
    asker = names[by] if by is not None else "A player"
    return f"{asker}'s last move was taken back by agreement"
