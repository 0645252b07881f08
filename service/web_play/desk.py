"""``PlayDesk``: a player's own page of a game, for the web channel (issue 33).

The third way to play, beside Discord and mail: a personal link (``sessions``) opens
the player's page, which shows their seat's view (``pages``), builds their move step
by step (``steps``), and sends it, or an offer, an answer or a resignation, through
the very desks the other channels use (``GameDesk.move``, ``GameDesk.resign``,
``AgreementDesk``): the same ply guard, parser, referee, dice, clocks, conditional
moves and mails, and the same refusals. What it changes is returned with the words
for the player (``Done``), and the channel hands ``Done.told`` to the others (the
shell's ``tell``), as mail's postmaster does, so a move from the page is posted in
the game's thread.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Final

from service.agreements.desk import AgreementDesk, Proposal
from service.agreements.settled import Settled
from service.context import ServiceContext
from service.errors import Conflict, NotAllowed, ServiceError
from service.explore.desk import ExploreDesk
from service.explore.pages import LinePages
from service.games import GameDesk
from service.games.asked import Asked
from service.results import GameUpdate
from service.spectators.desk import SpectatorDesk
from service.web_play.pages import PlayerGame, PlayerPages
from service.web_play.sessions import (
    LINK_COMMAND,
    REVOKE_COMMAND,
    Opened,
    PlayLink,
    PlaySession,
    Sessions,
)
from service.web_play.steps import Steps
from words import Game, Msg, Notation, Speech, Verbatim, When, msg

MAX_MOVE: Final = 200
"""The longest move text read from a page (the longest legal move is a few dozen)."""
OFFER_KINDS: Final = ("draw", "takeback", "pause")
ACTIONS: Final = frozenset({*OFFER_KINDS, "abort", "resign", "accept", "decline"})


class NeedsConfirmation(ServiceError):
    """A resignation not yet confirmed: ``said`` asks; nothing changed."""


@dataclass(frozen=True, slots=True)
class Done:
    """What the player's request did: ``said`` for them, ``told`` for the other channels
    (None: nothing to tell, as a pause the computer granted is told by ``said``)."""

    said: Speech
    told: GameUpdate | Settled | Proposal | None


class PlayDesk:
    """Links, sessions, the player's page, and their moves and offers from it."""

    def __init__(
        self,
        ctx: ServiceContext,
        games: GameDesk,
        agreements: AgreementDesk,
        spectators: SpectatorDesk,
        explore: ExploreDesk,
        public_url: str | None = None,
    ) -> None:
        """``public_url``: the site as the world reaches it (``POSTBOARD_PUBLIC_URL``);
        without it no link is made, though pages opened already work."""
        self._ctx = ctx
        self._games = games
        self._agreements = agreements
        self.sessions = Sessions(ctx, public_url)
        self.pages = PlayerPages(ctx, games, spectators)
        self.lines = LinePages(ctx, games, self.pages.past)
        """The player's analysis lines (``service.explore``), read for their page."""
        self.explore = explore
        """The same lines' desk, for a move tried in one from the page."""

    def now(self) -> datetime:
        """The service's clock (injected, so the pages' clocks are deterministic in tests)."""
        return self._ctx.clock()

    # --- links ---------------------------------------------------------------------

    async def link(self, asked: Asked) -> tuple[PlayLink, Msg]:
        """The asker's personal link to the game ``asked`` names, and the words that give
        it to them (privately: the link opens their seat)."""
        game = await self._games.find(asked)
        made = await self.sessions.link(asked, game)
        said = msg(
            "webplay-link",
            game=Game(game.id),
            url=Verbatim(made.url),
            when=When(made.expires_at, "date"),
            revoke=REVOKE_COMMAND,
        )
        return made, said

    async def link_for_mail(self, game_id: int, user_id: int, seat: int) -> PlayLink | None:
        """A turn mail's link; None when the site has no address."""
        return await self.sessions.link_of(game_id, user_id, seat)

    async def revoke(self, user_id: int) -> Msg:
        """Every link of ``user_id`` and every page opened with one stop working."""
        await self.sessions.revoke(user_id)
        return msg("webplay-revoked", link=LINK_COMMAND)

    async def exchange(self, token: str) -> Opened:
        return await self.sessions.exchange(token)

    async def session(self, session_id: str | None, game_id: int) -> PlaySession:
        return await self.sessions.session(session_id, game_id)

    # --- the page ------------------------------------------------------------------

    async def game(self, session: PlaySession) -> PlayerGame:
        return await self.pages.game(session)

    async def steps(self, session: PlaySession, prefix: str) -> tuple[int, Steps]:
        return await self.pages.steps(session, prefix)

    # --- acting --------------------------------------------------------------------

    def _asked(self, session: PlaySession) -> Asked:
        """The player's request: their game by number, from their own page (a private
        place, as a DM is: hidden pieces may be named)."""
        return Asked(game_id=session.game_id, asked_by=session.user_id)

    async def move(self, session: PlaySession, text: str, ply: int) -> Done:
        """Play ``text`` at ``ply`` for the session's player, as every channel plays it."""
        typed = " ".join(text.split())
        if not typed:
            raise NotAllowed(msg("webplay-no-move"))
        if len(typed) > MAX_MOVE:
            raise NotAllowed(msg("webplay-move-too-long", most=MAX_MOVE))
        update = await self._games.move(self._asked(session), typed, expected_ply=ply)
        said = "webplay-played-over" if update.finished else "webplay-played"
        return Done(msg(said, move=Notation(typed), game=Game(session.game_id)), update)

    async def act(
        self,
        session: PlaySession,
        action: str,
        ply: int,
        *,
        kind: str | None = None,
        confirmed: bool = False,
    ) -> Done:
        """An offer (``draw``, ``takeback``, ``pause``), an answer to the opponent's
        standing ``kind`` (``accept``, ``decline``), ``abort`` or ``resign`` (only once
        ``confirmed``), asked at ``ply``: refused, with the game's ply named, if the game
        has moved on since the page showed it."""
        if action not in ACTIONS:
            raise NotAllowed(msg("webplay-no-such-action"))
        asked = self._asked(session)
        if action in ("accept", "decline"):
            if kind not in OFFER_KINDS:
                raise NotAllowed(msg("webplay-no-such-action"))
            settled = await self._agreements.answer(
                session.user_id, session.game_id, ply, kind, accept=action == "accept"
            )
            said = "webplay-accepted" if action == "accept" else "webplay-declined"
            return Done(msg(said, game=Game(session.game_id)), settled)
        game = await self._games.find(asked)
        if game.ply != ply:
            raise Conflict(msg("game-stale-ply", meant=ply, game=Game(game.id), ply=game.ply))
        if action == "resign":
            if not confirmed:
                raise NeedsConfirmation(msg("webplay-resign-confirm", game=Game(game.id)))
            update = await self._games.resign(asked, expected_ply=ply)
            return Done(msg("webplay-resigned", game=Game(game.id)), update)
        if action == "abort":
            update = await self._agreements.abort(asked)
            return Done(msg("abort-done", game=Game(game.id)), update)
        result = await self._agreements.propose(asked, action)
        if isinstance(result, Proposal):
            return Done(msg(f"webplay-offered-{action}", game=Game(game.id)), result)
        return Done(result.text, result)
