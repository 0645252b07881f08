"""What a player's own page shows: their game as their seat sees it, and what they may do.

The board is their seat's view (``view(state, seat)`` in a game that hides something,
Plateau's hand and hidden faces included, as ``/hand`` and the turn mail show it; the
public board with what the log tells otherwise, as every post shows it), at any ply.
The move list is the log as the player may read it: their own lines as they wrote
them, the other's as spectators read them (the public echo) until the game ends,
then the whole record. Their legal moves come as the first step of a move built
step by step (``steps``), the same moves autocomplete offers; the offers standing
and the ones they may make come with them.

Nothing here writes. Boards and their words are kept per position, seat and
language, like the spectators' pages' (``service.spectators``).
"""

from __future__ import annotations

import asyncio
import hashlib
from dataclasses import dataclass
from typing import Any, Final

from rules import GAMES
from rules.base import CHANCE
from rules.replay import AnyReplay
from service.context import ServiceContext
from service.errors import NotAllowed, NotFound
from service.games import GameDesk
from service.games.alt import alt_text
from service.games.narration import hides_something, presenter_of, result_said
from service.games.players import title_text
from service.games.snapshot import Snapshot
from service.games.starts import seen_own_dice
from service.kit.caches import Kept
from service.results import AltText
from service.reviews.checkpoints import PastPositions
from service.reviews.lane import in_lane
from service.spectators.desk import SpectatorDesk
from service.spectators.shown import ClockFace, MoveLine, clock_face
from service.spectators.status import out_of_range
from service.web_play.clicks import with_board
from service.web_play.sessions import PlaySession
from service.web_play.spots import picture_of
from service.web_play.steps import NoSuchStep, Steps, next_steps
from storage.models import GameAndClock, GameRecord, OfferRecord
from words import ENGLISH, Game, Msg, Notation, Player, Reader, Speech, Verbatim, msg

MAX_PLAYER_MOVES_TO_ABORT: Final = 1  # as ``service.agreements``: before move 2
KEPT_BOARDS: Final = 512


@dataclass(frozen=True, slots=True)
class StandingOffer:
    """An offer at the game's ply: ``yours`` when the page's player made it (they wait
    for the answer), else the opponent's (theirs to accept or decline)."""

    kind: str
    yours: bool
    said: Msg


@dataclass(frozen=True, slots=True)
class PlayerGame:
    """A game as one of its players sees it now, on their own page."""

    id: int
    game: str
    label: str
    title: str
    names: tuple[str, str]
    seat: int
    plies: int
    to_move: int | None
    your_turn: bool
    finished: bool
    status: Speech
    moves: tuple[MoveLine, ...]
    clock: ClockFace | None
    steps: Steps | None
    """The first step of the player's move, on their turn; None otherwise."""
    offers: tuple[StandingOffer, ...]
    actions: tuple[str, ...]
    """What the player may ask now, each a button: ``draw``, ``takeback``, ``pause`` (or
    resume a paused clock), ``abort``, ``resign``; the desk still decides."""
    paused: bool
    version: str
    """Changes whenever anything this page shows changes (for either seat)."""


class PlayerPages:
    """Reads for the players' pages; boards and words kept per position, seat, language."""

    def __init__(self, ctx: ServiceContext, games: GameDesk, spectators: SpectatorDesk) -> None:
        self._ctx = ctx
        self._games = games
        self._spectators = spectators
        self.past = PastPositions(ctx.store)
        """The game's positions by ply, shared with the page's analysis lines."""
        self._boards: Kept[tuple[int, int, int, str, str], bytes] = Kept(KEPT_BOARDS)
        self._words: Kept[tuple[int, int, int, str], AltText] = Kept(KEPT_BOARDS)

    async def read(self, session: PlaySession) -> tuple[GameAndClock, Snapshot]:
        found = await self._ctx.store.get_game_and_clock(session.game_id)
        snapshot = await self._games.snapshots.take(found.game, found.clock)
        return found, snapshot

    async def game(self, session: PlaySession) -> PlayerGame:
        """The player's game now."""
        found, snapshot = await self.read(session)
        game, replay, seat = found.game, snapshot.replay, session.seat
        names = await self._games.players.plain_names(snapshot)
        offers = await self._standing(game)
        face = clock_face(found.clock)
        finished = replay.outcome is not None
        your_turn = not finished and replay.to_move == seat and game.hold is None
        steps = self._on_board(game, replay, seat, names, "") if your_turn else None
        return PlayerGame(
            id=game.id,
            game=game.game,
            label=label_of(game),
            title=title_text(game, names),
            names=names,
            seat=seat,
            plies=replay.plies,
            to_move=replay.to_move if isinstance(replay.to_move, int) else None,
            your_turn=your_turn,
            finished=finished,
            status=self._status(snapshot, names, seat),
            moves=await self._lines(game, seat, finished),
            clock=face,
            steps=steps,
            offers=tuple(
                StandingOffer(o.kind, o.seat == seat, _offer_said(o, seat, names, game))
                for o in offers
            ),
            actions=await self._actions(snapshot, seat, offers, face),
            paused=face is not None and face.paused,
            version=version_of(game, names, face, offers),
        )

    async def version(self, game_id: int) -> str:
        """What ``PlayerGame.version`` would be now, from two reads and no replay (what a
        live page polls)."""
        found = await self._ctx.store.get_game_and_clock(game_id)
        game = found.game
        computer = await self._games.snapshots.computer_of(game)
        names = await self._games.players.names_of(game, computer)
        offers = await self._standing(game)
        return version_of(game, names, clock_face(found.clock), offers)

    async def steps(self, session: PlaySession, prefix: str) -> tuple[int, Steps]:
        """What may follow ``prefix`` in the player's move now, and the ply it is for."""
        found, snapshot = await self.read(session)
        replay = snapshot.replay
        game = found.game
        if replay.outcome is not None or game.status != "active":
            raise NotAllowed(msg("webplay-game-over", game=Game(game.id)))
        if replay.to_move != session.seat or game.hold is not None:
            raise NotAllowed(msg("webplay-not-your-turn", game=Game(game.id)))
        names = await self._games.players.plain_names(snapshot)
        try:
            return replay.plies, self._on_board(game, replay, session.seat, names, prefix)
        except NoSuchStep:
            raise NotAllowed(
                msg("webplay-no-such-step", prefix=Notation(" ".join(prefix.split())[:80]))
            ) from None

    async def board(self, session: PlaySession, ply: int, reader: Reader = ENGLISH) -> bytes:
        """The player's board after ``ply`` lines, as a PNG in ``reader``'s words."""
        game = await self._ctx.store.get_game(session.game_id)
        self._check_ply(game, ply)
        key = (game.id, ply, session.seat, reader.locale, str(game.status))
        kept = self._boards.get(key)
        if kept is None:
            title, names, view = await self._view(game, session.seat, ply)
            presenter = presenter_of(game)

            def render() -> bytes:
                return presenter.render(view, title=title, names=names, reader=reader)

            kept = await (asyncio.to_thread(render) if ply == game.ply else in_lane(render))
            self._boards.put(key, kept)
        return kept

    async def words(self, session: PlaySession, ply: int) -> AltText:
        """The words of the player's board after ``ply`` lines (its alt text)."""
        game = await self._ctx.store.get_game(session.game_id)
        self._check_ply(game, ply)
        key = (game.id, ply, session.seat, str(game.status))
        kept = self._words.get(key)
        if kept is None:
            title, names, view = await self._view(game, session.seat, ply)
            kept = alt_text(presenter_of(game), view, title=title, names=names, ply=ply)
            self._words.put(key, kept)
        return kept

    # --- parts ---------------------------------------------------------------------

    def _on_board(
        self, game: GameRecord, replay: AnyReplay, seat: int, names: tuple[str, str], prefix: str
    ) -> Steps:
        """The steps after ``prefix``, with their spots on the seat's picture as
        ``board`` draws it now (``NoSuchStep`` when no legal move begins so)."""
        legal = _legal(replay)
        steps = next_steps(legal, prefix)
        view = seat_view(game, replay, seat)
        picture = picture_of(game.game, view, title=title_text(game, names), names=names, seat=seat)
        return with_board(game.game, steps, legal, picture)

    def _check_ply(self, game: GameRecord, ply: int) -> None:
        if not 0 <= ply <= game.ply:
            raise NotFound(out_of_range(label_of(game), game.ply, ply))

    async def _view(
        self, game: GameRecord, seat: int, ply: int
    ) -> tuple[str, tuple[str, str], Any]:
        """The title, names and the seat's view after ``ply`` lines."""
        snapshot = await self._games.snapshots.take(game)
        names = await self._games.players.plain_names(snapshot)
        replay = snapshot.replay if ply == game.ply else (await self.past.at(game, ply)).replay
        return title_text(game, names), names, seat_view(game, replay, seat)

    async def _lines(self, game: GameRecord, seat: int, finished: bool) -> tuple[MoveLine, ...]:
        """The log as the player may read it: theirs as written, the rest as spectators
        read them until the end, then everything as written."""
        full, public = await self._spectators.lines_of(game)
        if finished or not hides_something(game):
            return full
        return tuple(
            mine if mine.seat == seat else echo for mine, echo in zip(full, public, strict=True)
        )

    async def _standing(self, game: GameRecord) -> tuple[OfferRecord, ...]:
        """The offers made at the game's ply (older ones lapsed with the next move)."""
        if game.status != "active":
            return ()
        offers = await self._ctx.store.offers_for(game.id)
        return tuple(sorted((o for o in offers if o.ply == game.ply), key=lambda o: o.kind))

    def _status(self, snapshot: Snapshot, names: tuple[str, str], seat: int) -> Speech:
        game, replay = snapshot.game, snapshot.replay
        outcome = replay.outcome
        if outcome is not None:
            winner = outcome.winner
            player = None if winner is None else Player(game.players[winner], names[winner])
            how = presenter_of(game).describe_win(snapshot.spectator_view())
            return result_said(game, outcome, player, how)
        if game.hold is not None:
            return msg("webplay-status-held", game=Game(game.id))
        to_move = replay.to_move
        if to_move is CHANCE:
            return msg("web-status-dice")
        if to_move == seat:
            return msg("webplay-status-your-move")
        return msg("webplay-status-their-move", player=Verbatim(names[1 - seat]))

    async def _actions(
        self,
        snapshot: Snapshot,
        seat: int,
        offers: tuple[OfferRecord, ...],
        face: ClockFace | None,
    ) -> tuple[str, ...]:
        """The buttons worth showing: what the agreements desk would not refuse at once."""
        game, replay = snapshot.game, snapshot.replay
        if replay.outcome is not None or game.status != "active" or game.hold is not None:
            return ()
        mine = {o.kind for o in offers if o.seat == seat}
        computer = snapshot.computer is not None
        movers = [p.mover for p in replay.history if p.mover is not CHANCE]
        actions: list[str] = []
        if not computer and GAMES[game.game].info.draw_by_agreement and "draw" not in mine:
            actions.append("draw")
        if not computer and movers and movers[-1] == seat and "takeback" not in mine:
            actions.append("takeback")
        if face is not None and "pause" not in mine:
            actions.append("pause")
        if len(movers) <= MAX_PLAYER_MOVES_TO_ABORT and not seen_own_dice(replay, seat):
            actions.append("abort")
        actions.append("resign")
        return tuple(actions)


def seat_view(game: GameRecord, replay: AnyReplay, seat: int) -> Any:
    """What ``seat`` may see at ``replay``'s position: its own view where the game hides
    something, else the public view with what the log tells (as the mail's seat view)."""
    if hides_something(game):
        return replay.view(seat)
    return presenter_of(game).recap(replay.view(None), replay)


def label_of(game: GameRecord) -> str:
    return f"{GAMES[game.game].name.capitalize()} #{game.id}"


def _legal(replay: AnyReplay) -> list[str]:
    return [str(move) for move in replay.legal_moves()]


def _offer_said(offer: OfferRecord, seat: int, names: tuple[str, str], game: GameRecord) -> Msg:
    if offer.seat == seat:
        return msg(f"webplay-offer-yours-{offer.kind}", player=Verbatim(names[1 - seat]))
    return msg(f"webplay-offer-theirs-{offer.kind}", player=Verbatim(names[offer.seat]))


def version_of(
    game: GameRecord,
    names: tuple[str, str],
    face: ClockFace | None,
    offers: tuple[OfferRecord, ...],
) -> str:
    """A digest of everything either player's page shows of ``game``."""
    standing = tuple((o.kind, o.seat, o.ply) for o in offers)
    shown = repr((game.id, game.ply, game.status, game.hold, names, face, standing))
    return hashlib.sha256(shown.encode()).hexdigest()[:16]
