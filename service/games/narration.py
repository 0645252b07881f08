"""The words and images of a game: what a start, a move, the board and a private view
say and show, and who is pinged or sent what.

Everything is made from the request's snapshot: one spectator view per position,
the names read once, and one setting read for the one player a move hands the
turn to. Nothing here writes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from rules import GAMES
from rules.base import GameEntry, Outcome, Termination
from rules.replay import AnyReplay
from service.errors import NotAllowed
from service.games.alt import alt_text, text_board
from service.games.players import Players
from service.games.snapshot import Snapshot
from service.presenters import PRESENTERS, Presenter
from service.readers.desk import ReaderDesk
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
from words import (
    Command,
    Game,
    Items,
    Lines,
    Msg,
    Notation,
    Place,
    Player,
    Reader,
    Speech,
    Strong,
    Title,
    Verbatim,
    lines,
    msg,
)

GAME_LEVEL = (
    Termination.RESIGNATION,
    Termination.TIMEOUT,
    Termination.AGREED_DRAW,
    Termination.ABORTED,
    Termination.ADJUDICATION,
)
"""The endings of ``rules.base``'s game-level entries, the same for every game."""
BY_THE_RULES = tuple(termination for termination in Termination if termination not in GAME_LEVEL)
"""Every ending a game's own rules decide (Plateau's six prisoners and run of six too):
the presenter says how it was won."""


def presenter_of(game: GameRecord) -> Presenter:
    return PRESENTERS[game.game]


async def draw_board(
    presenter: Presenter, view: Any, title: str, names: tuple[str, str], reader: Reader
) -> bytes:
    """``view`` drawn off the event loop (a drawing takes milliseconds), its words in
    ``reader``'s language."""
    return await asyncio.to_thread(presenter.render, view, title=title, names=names, reader=reader)


async def board_image(
    presenter: Presenter,
    view: Any,
    title: str,
    names: tuple[str, str],
    reader: Reader,
    filename: str,
    ply: int,
) -> BoardImage:
    """``view`` (after ``ply`` lines) drawn (``draw_board``) with its alt text, from the
    same view."""
    png = await draw_board(presenter, view, title, names, reader)
    alt = alt_text(presenter, view, title=title, names=names, ply=ply)
    text = text_board(presenter, view, title=title, names=names, ply=ply)
    return BoardImage(png, filename, alt, text)


def hides_something(game: GameRecord) -> bool:
    return GAMES[game.game].info.hidden_information


def check_hides_something(game: GameRecord) -> None:
    """/hand is for games with hidden information only."""
    if not hides_something(game):
        name = Verbatim(GAMES[game.game].name.capitalize())
        raise NotAllowed(msg("game-hides-nothing", name=name, command=Command("board")))


class Narrator:
    def __init__(self, store: Store, players: Players, readers: ReaderDesk) -> None:
        self._store = store
        self._players = players
        self._readers = readers

    async def started(
        self, snapshot: Snapshot, closed: ChallengeClosed | None, rolled: Sequence[Speech]
    ) -> GameStarted:
        """The opening post: who plays what, what was rolled, who moves first."""
        game = snapshot.game
        view = snapshot.spectator_view()
        colours = getattr(view, "colours", None)
        presenter = presenter_of(game)
        title = Title(await self._players.plain_title(snapshot))
        setup = presenter.describe_options(game.options)
        head = msg("game-started", title=title, setup=setup)
        if colours and None not in colours:
            first, second = await self._players.seated(snapshot)
            head = msg(
                "game-started-sides",
                title=title,
                setup=setup,
                first=first,
                first_side=msg(f"moves-side-{colours[0]}"),
                second=second,
                second_side=msg(f"moves-side-{colours[1]}"),
            )
        mover = await self._to_move(snapshot)
        opening: Msg | None = None
        if mover is not None and snapshot.computer_to_move:
            opening = msg("game-started-computer-first", player=mover)
        elif mover is not None:
            opening = msg("game-started-you-first", player=mover, move=Command("move"))
        text = lines(head, *rolled, opening, presenter.note(view))
        image = await self.image(snapshot)
        views: tuple[PrivateView, ...] = ()  # the opening post pings both players anyway
        if hides_something(game):
            views = await self.turn_views(snapshot, await self._heard_by(snapshot), text, image)
        return GameStarted(
            game,
            closed,
            (await self._players.plain_title(snapshot))[:100],
            text,
            image,
            snapshot.next_user,
            self.offers(snapshot),
            snapshot.replay.plies,
            views,
            snapshot.computer_to_move,
        )

    async def played(
        self, snapshot: Snapshot, move: Any, seat: int | None, *, line: Msg | None = None
    ) -> Speech:
        """The line for a move just appended (``seat`` None: nobody's, e.g. a timeout):
        what it was (``line``, if the caller says it otherwise), then the result or whose
        turn it is."""
        view = snapshot.spectator_view()
        presenter = presenter_of(snapshot.game)
        if line is None:
            line = await self.line(snapshot, move, seat)
        outcome = snapshot.replay.outcome
        if outcome is not None:
            said, details = await self.result(snapshot, outcome)
            return lines(msg("game-line-result", line=line, result=Strong(said)), details)
        mover = await self._to_move(snapshot)
        if mover is None:
            text = msg("game-line-end", line=line)
        else:
            text = msg("game-line-to-move", line=line, player=mover)
        return lines(text, presenter.note(view))

    async def line(self, snapshot: Snapshot, move: Any, seat: int | None) -> Msg:
        """What ``move``, the last line of the snapshot's replay, was, as everyone may
        read it (``seat``: who played it, or who asked for a game-level entry)."""
        named = await self._players.seated(snapshot, mention=False)
        if isinstance(move, GameEntry):
            said = entry_said(move, named, seat)
            kept = snapshot.replay.kept
            if move.kind == "takeback" and kept:
                dice = Items(tuple(msg("game-rolled", dice=Verbatim(str(roll))) for roll in kept))
                said = msg("game-entry-dice-kept", line=said, dice=dice, count=len(kept))
            return said
        assert seat is not None, "a move of the rules has a mover"
        described = presenter_of(snapshot.game).describe_move(snapshot.spectator_view())
        shown = described or msg("moves-as-written", move=Notation(str(move)))
        return msg("game-line-played", player=named[seat], move=shown)

    async def passed(self, snapshot: Snapshot, seat: int) -> Msg:
        """The line of a forced pass: the player of ``seat`` had no legal move."""
        named = await self._players.seated(snapshot, mention=False)
        return msg("game-passed", player=named[seat])

    async def update(
        self, snapshot: Snapshot, move: Any, played: Speech, automatic: Sequence[Speech]
    ) -> GameUpdate:
        """The whole update once the log has settled: ``played`` (its line), then a line
        for each ``automatic`` entry that followed (dice, forced passes)."""
        game = snapshot.game
        outcome = snapshot.replay.outcome
        nxt = snapshot.next_user
        told: list[Speech | None] = [played, *automatic]
        if automatic:
            mover = await self._to_move(snapshot)
            if outcome is not None:
                said, details = await self.result(snapshot, outcome)
                told += [stressed(said), details]
            elif mover is not None:
                told.append(msg("game-to-move", player=mover))
        hidden = hides_something(game)
        image = await self.image(snapshot)
        heard = await self._heard_by(snapshot)
        private = await self.turn_views(snapshot, heard, lines(*told), image)
        if hidden and nxt is not None and not snapshot.computer_to_move:
            if all(view.user_id != nxt for view in private):
                player = (await self._players.seated(snapshot))[snapshot.game.players.index(nxt)]
                told.append(msg("game-hand-pointer", player=player, hand=Command("hand")))
        return GameUpdate(
            game=game,
            text=lines(*told),
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
            quiet=heard[0] in ("digest", "email") or any(v.instead_of_ping for v in private),
            computer_to_move=snapshot.computer_to_move,
        )

    async def preview(
        self, snapshot: Snapshot, move: Any, seat: int, reader: Reader
    ) -> MovePreview:
        """The board after ``move`` as its mover would see it, for them alone, before it
        is played. The snapshot's replay is the request's own copy and is never kept, so
        applying the move to it writes nothing; no dice are drawn (a roll that follows
        is rolled only once the move is played), so no next roll can show.

        In a game with hidden information the board is the mover's own view, their own
        hidden faces included; a move that would bring to light anything they do not
        know yet (a captured disc's faces, everything at the end) gets no board, as a
        preview they may cancel must not show it. Its board's words are ``reader``'s,
        the mover's own language, as the answer is theirs alone."""
        game, replay = snapshot.game, snapshot.replay
        ply = replay.plies
        hidden = hides_something(game)
        before = replay.view(seat) if hidden else None
        replay.apply(move)
        view = replay.view(seat) if hidden else snapshot.spectator_view()
        presenter = presenter_of(game)
        plain = await self._players.plain_title(snapshot)
        title = Title(plain)
        typed = msg("moves-as-written", move=Notation(str(move)))
        shown = replay.game.shown(before, view) if hidden else None
        if shown is not None:
            faces = msg("game-hidden-faces", count=shown)
            said = msg("game-preview-reveals", title=title, ply=ply, move=typed, shown=faces)
            return MovePreview(game, ply, str(move), said, None)
        described = presenter.describe_move(view) or typed
        head = msg("game-preview", title=title, ply=ply, move=described)
        ending: Speech | None = None
        outcome = replay.outcome
        if outcome is not None and hidden:
            ending = msg("game-preview-ends-hidden")
        elif outcome is not None:
            result, details = await self.result(snapshot, outcome)
            ending = lines(msg("game-preview-ends", result=Strong(result)), details)
        names = await self._players.plain_names(snapshot)
        filename = f"{game.game}-{game.id}-{ply}-preview.png"
        # its words are the position after the move, as the picture is: one ply more
        image = await board_image(presenter, view, plain, names, reader, filename, replay.plies)
        return MovePreview(game, ply, str(move), lines(head, ending), image)

    async def board(self, snapshot: Snapshot) -> BoardShown:
        replay = snapshot.replay
        title = Title(await self._players.plain_title(snapshot))
        text: Speech
        if replay.outcome is not None:
            said, details = await self.result(snapshot, replay.outcome)
            over = msg("game-board-over", title=title, ply=replay.plies, result=Strong(said))
            text = lines(over, details)
        else:
            mover = await self._to_move(snapshot)
            text = (
                msg("game-board", title=title, ply=replay.plies, player=mover)
                if mover is not None
                else msg("game-board-dice", title=title, ply=replay.plies)
            )
        image = await self.image(snapshot)  # shown to everyone where it was asked
        return BoardShown(snapshot.game, text, image, self.offers(snapshot), replay.plies)

    async def turn_views(
        self, snapshot: Snapshot, heard: tuple[str, str], text: Speech, image: BoardImage
    ) -> tuple[PrivateView, ...]:
        """What goes by DM once the log has settled (``text`` and ``image``: the post;
        ``heard``: how the player to move hears of it, and how they like their boards).

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
        notify, board = heard
        if nxt is None or not isinstance(seat, int) or snapshot.computer_to_move:
            return ()
        title = Title(await self._players.plain_title(snapshot))
        turn = (
            msg("game-your-move-in", title=title, place=Place(game.thread_id, msg("game-thread")))
            if game.thread_id
            else msg("game-your-move", title=title)
        )
        if not hides_something(game):
            if notify != "dm":
                return ()
            return (
                PrivateView(
                    nxt,
                    lines(turn, text),
                    image,
                    instead_of_ping=True,
                    hand=False,
                    board=board,
                ),
            )
        # a DM is written in the server's language, as the post it stands for
        reader = await self._readers.server_reader(game.guild_id)
        if notify == "dm":
            own = await self.private_view(snapshot, seat, reader)
            return (
                PrivateView(
                    nxt, lines(turn, own.text), own.image, instead_of_ping=True, board=board
                ),
            )
        if notify != "email" and needs_private_decision(replay):
            return (replace(await self.private_view(snapshot, seat, reader), board=board),)
        return ()

    async def _heard_by(self, snapshot: Snapshot) -> tuple[str, str]:
        """How the person to move hears of it (``thread`` when nobody is), and how they
        like the boards shown to them alone (their settings' one read). ``email`` only
        while they have a verified address: a mail reader who linked a new address and
        has not typed its code yet gets no mail, so they are pinged in the thread until
        they do (else their clock runs with nobody telling them)."""
        nxt = snapshot.next_user
        if nxt is None or snapshot.computer_to_move:
            return "thread", "image"
        settings = await self._store.get_user_settings(nxt)
        notify = settings.notify
        if notify == "email":
            address = await self._store.get_email(nxt)
            if address is None or address.verified_at is None:
                return "thread", settings.board
        return notify, settings.board

    async def private_view(self, snapshot: Snapshot, seat: int, reader: Reader) -> PrivateView:
        """``seat``'s own view, its board's words in ``reader``'s language."""
        game, replay = snapshot.game, snapshot.replay
        view = replay.view(seat)
        presenter = presenter_of(game)
        plain = await self._players.plain_title(snapshot)
        head = msg("game-private-view", title=Title(plain), ply=replay.plies)
        # only the presenters of games with hidden information have private_text
        own: Lines = presenter.private_text(view)  # type: ignore[attr-defined]
        names = await self._players.plain_names(snapshot)
        filename = f"{game.game}-{game.id}-{replay.plies}-private.png"
        image = await board_image(presenter, view, plain, names, reader, filename, replay.plies)
        return PrivateView(game.players[seat], lines(head, own), image)

    async def image(self, snapshot: Snapshot) -> BoardImage:
        """The board everyone sees, for a public post: its words in the server's language."""
        game = snapshot.game
        title = await self._players.plain_title(snapshot)
        names = await self._players.plain_names(snapshot)
        reader = await self._readers.server_reader(game.guild_id)
        filename = f"{game.game}-{game.id}-{snapshot.replay.plies}.png"
        view = snapshot.spectator_view()
        plies = snapshot.replay.plies
        return await board_image(presenter_of(game), view, title, names, reader, filename, plies)

    def offers(self, snapshot: Snapshot) -> tuple[str, ...]:
        """Moves worth a button each (a side choice, say); never a whole move list."""
        if snapshot.replay.outcome is not None:
            return ()
        return tuple(presenter_of(snapshot.game).offered_moves(snapshot.spectator_view()))

    async def result(self, snapshot: Snapshot, outcome: Outcome) -> tuple[Msg, Speech | None]:
        """The result's one sentence (``result_said``), and what follows it (a score's
        breakdown)."""
        game = snapshot.game
        view = snapshot.spectator_view()
        presenter = presenter_of(game)
        winner = outcome.winner
        named = await self._players.seated(snapshot, mention=False)
        said = result_said(
            game, outcome, None if winner is None else named[winner], presenter.describe_win(view)
        )
        by_rules = outcome.termination in BY_THE_RULES
        return said, presenter.win_details(view) if by_rules else None

    async def _to_move(self, snapshot: Snapshot) -> Player | None:
        """The player to move now (a mention: it is their turn), if a person is."""
        seat = snapshot.replay.to_move
        if snapshot.replay.outcome is not None or not isinstance(seat, int):
            return None
        return (await self._players.seated(snapshot))[seat]


def result_said(game: GameRecord, outcome: Outcome, winner: Player | None, how: Msg | None) -> Msg:
    """Who won game ``game`` and how, the one sentence of each result (``how``: the
    presenter's words for a win by the rules, None when it has none)."""
    if outcome.termination not in BY_THE_RULES:
        how = None
    number = Game(game.id)
    if winner is None or outcome.winner is None:
        if outcome.termination is Termination.ABORTED:
            return msg("game-result-aborted", game=number)
        if how is not None:
            return msg("game-result-draw-by", game=number, how=how)
        return msg("game-result-draw", game=number)
    if how is not None:
        return msg("game-result-won-by", game=number, winner=winner, how=how)
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


def stressed(speech: Speech) -> Msg:
    """``speech`` as a line of its own, stressed (bold where the channel has bold)."""
    return msg("words-verbatim", text=Strong(speech))


def entry_said(entry: GameEntry, players: tuple[Player, Player], by: int | None) -> Msg:
    """How a game-level entry reads in the thread; ``by`` is who asked for it, if anyone."""
    if entry.kind == "resign":
        return msg("game-entry-resigned", player=players[entry.seat or 0])
    if entry.kind == "timeout":
        return msg("game-entry-timed-out", player=players[entry.seat or 0])
    if entry.kind == "draw":
        return msg("game-entry-agreed-draw")
    if entry.kind == "abort" and by is None:  # nobody asked: the clock ran out first
        return msg("game-entry-aborted-on-time")
    if entry.kind == "abort":
        return msg("game-entry-aborted")
    if entry.kind == "adjudicate":
        if entry.seat is None:
            return msg("game-entry-adjudicated-draw")
        return msg("game-entry-adjudicated", player=players[entry.seat])
    if by is None:
        return msg("game-entry-taken-back-unnamed")
    return msg("game-entry-taken-back", player=players[by])
