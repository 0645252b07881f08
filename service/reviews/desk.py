"""``ReviewDesk``: looking back at a game, running or finished: its board at any ply
(``/board ply:``), stepping through it (``/review``), and an animated replay (``/replay``).

Games are found as every request finds them (``GameDesk.find``: a server sees its own
games, a DM the asker's), so a game of another server does not exist here either.
Nothing here writes. A position is built from the game's marks
(``service.reviews.checkpoints``) and drawn in the lane's thread
(``service.reviews.lane``), never on the event loop, however long the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from service.context import ServiceContext
from service.games import GameDesk
from service.games.alt import alt_text, text_board
from service.games.asked import Asked
from service.games.narration import presenter_of
from service.games.players import Players, title_text
from service.results import BoardShown, Image
from service.reviews.checkpoints import PastPositions
from service.reviews.film import animate
from service.reviews.lane import in_lane
from service.reviews.own_lines import lines_from_here
from service.reviews.positions import Step, check_ply, step_at, viewer_seat
from storage.models import GameRecord
from words import ENGLISH, Msg, Reader, Speech, Title, Verbatim, lines, msg

OWN_VIEW = msg("lookups-review-own-view")


@dataclass(frozen=True, slots=True)
class Reviewed:
    """One position of a game for ``/review``; ``private``: a player's own view, for
    their eyes only."""

    game: GameRecord
    ply: int
    plies: int
    text: Speech
    image: Image
    private: bool


@dataclass(frozen=True, slots=True)
class ReplayPlan:
    """What ``/replay`` will show, known before the slow part, so a channel can answer
    privately when it must (``private``: a player's own view)."""

    game: GameRecord
    seat: int | None

    @property
    def private(self) -> bool:
        return self.seat is not None


@dataclass(frozen=True, slots=True)
class Replayed:
    game: GameRecord
    text: Speech
    gif: bytes
    filename: str
    private: bool
    alt: Speech
    """The animation in words: whose game, from the start to which ply, how many frames."""


class ReviewDesk:
    def __init__(self, ctx: ServiceContext, games: GameDesk) -> None:
        self._ctx = ctx
        self._games = games
        self._players = Players(ctx.store, games.readers)
        self.past = PastPositions(ctx.store)
        """The game's positions by ply, shared with the analysis board, whose lines start there."""

    async def board_at(
        self,
        asked: Asked,
        ply: int,
        *,
        reader: Reader = ENGLISH,
    ) -> BoardShown:
        """/board ply: the position after ``ply`` lines, as everyone may see it (a
        public answer: the spectator's view, whoever asks, drawn for ``reader``: the
        server's)."""
        game = await self._games.find(asked)
        step, names = await self._step(game, ply, None)
        title = Title(title_text(game, names))
        text = msg("lookups-board-at", title=title, ply=step.ply, plies=step.plies, line=step.line)
        image = await self._image(game, step, names, reader)
        return BoardShown(game, text, image, (), step.ply)

    async def review(
        self,
        asked: Asked,
        ply: int | None,
        *,
        reader: Reader = ENGLISH,
    ) -> Reviewed:
        """/review and its buttons: the position after ``ply`` lines (None: the latest),
        as the asker may see it; the answer is theirs alone, so a player of a game with
        hidden information sees their own view, drawn in ``reader``'s language."""
        asked_by = asked.asked_by
        game = await self._games.find(asked)
        seat = viewer_seat(game, asked_by, private=True)
        step, names = await self._step(game, game.ply if ply is None else ply, seat)
        key = "lookups-review-at" if game.status == "finished" else "lookups-review-at-running"
        at = msg(key, title=Title(title_text(game, names)), ply=step.ply, plies=step.plies)
        mine = await self._lines_from_here(game, asked_by, step.ply)
        text = lines(
            msg("lookups-review-step", at=at, line=step.line), _own(seat is not None), mine
        )
        image = await self._image(game, step, names, reader)
        return Reviewed(game, step.ply, step.plies, text, image, seat is not None)

    async def replay_plan(self, asked: Asked) -> ReplayPlan:
        """/replay, its quick part: the game, and whose view the animation shows (a
        player's own in a game with hidden information, then privately)."""
        asked_by = asked.asked_by
        game = await self._games.find(asked)
        return ReplayPlan(game, viewer_seat(game, asked_by, private=True))

    async def replay(self, plan: ReplayPlan, *, limit: int, reader: Reader = ENGLISH) -> Replayed:
        """/replay, the slow part: the game up to now as an animated GIF, a frame per
        position (within `MAX_FRAMES` and ``limit`` bytes: ``service.reviews.film``),
        replayed and drawn in the lane, so one replay at a time in a process and moves
        never wait behind it; ``limit`` is the channel's upload limit."""
        game = plan.game
        log = (await self._ctx.store.moves(game.id))[: game.ply]
        names = await self._names(game)
        made = await in_lane(
            lambda: animate(game, log, plan.seat, names, limit=limit, reader=reader)
        )
        key = "lookups-replay" if game.status == "finished" else "lookups-replay-so-far"
        said = msg(
            key + ("-cut" if made.note else ""),
            title=Title(title_text(game, names)),
            positions=made.frames,
            plies=len(log),
            **({"note": made.note} if made.note else {}),
        )
        text = lines(said, _own(plan.private))
        alt = msg(
            "alt-replay",
            title=Verbatim(title_text(game, names)),
            frames=made.frames,
            plies=len(log),
        )
        filename = f"{game.game}-{game.id}-replay.gif"
        return Replayed(game, text, made.gif, filename, plan.private, alt)

    async def _step(
        self, game: GameRecord, ply: int, seat: int | None
    ) -> tuple[Step, tuple[str, str]]:
        check_ply(game, ply)
        past = await self.past.at(game, ply)
        names = await self._names(game)
        return step_at(game, past.replay, past.played, past.logged, game.ply, seat, names), names

    async def _lines_from_here(
        self, game: GameRecord, asked_by: int | None, ply: int
    ) -> Msg | None:
        """The asker's own analysis lines starting at ``ply`` (a review is theirs alone)."""
        if asked_by not in game.players:
            return None
        kept = await self._ctx.store.explore_lines(game.id, game.players.index(asked_by))
        return lines_from_here(kept, ply)

    async def _names(self, game: GameRecord) -> tuple[str, str]:
        return await self._players.names_of(game, await self._games.computer_of(game))

    async def _image(
        self, game: GameRecord, step: Step, names: tuple[str, str], reader: Reader
    ) -> Image:
        presenter, title = presenter_of(game), title_text(game, names)
        view = step.view
        png = await in_lane(lambda: presenter.render(view, title=title, names=names, reader=reader))
        private = "" if step.seat is None else "-private"
        alt = alt_text(presenter, view, title=title, names=names, ply=step.ply)
        text = text_board(presenter, view, title=title, names=names, ply=step.ply)
        return Image(png, f"{game.game}-{game.id}-ply{step.ply}{private}.png", alt, text)


def _own(private: bool) -> Speech | None:
    """The line under a player's own view of a game with hidden information."""
    return OWN_VIEW if private else None
