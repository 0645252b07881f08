"""The server hold on each running game of a server the bot left, and its release.

A game is held as a moderator's pause holds it (``service.moderation``): the clock is
frozen first, with what the player to move has left, and written with the hold in one
transaction at the ply read (``RulingStore.hold_game``); the release writes the clock
running again, unless the players had paused it themselves or the player to move is on
vacation. A game a moderator paused already keeps the moderator's hold (a game has
one hold): it stays paused when the bot comes back, until a moderator resumes it. A
move landing between the read and the hold means reading again; a game that ended
meanwhile is left alone.

The players who read a game by mail are told it is suspended and that it goes on, in
the hold's own transaction (the thread cannot be told while the bot is away; on its
return it is).
"""

from __future__ import annotations

import logging

from service.context import ServiceContext
from service.games.holds import hold_mail, running_again
from service.time.clockwork import freeze
from storage import errors as storage_errors
from storage.models import GameRecord, MailIntent
from storage.moderation import SERVER_HOLD
from words import Game, msg

log = logging.getLogger("postboard")

TRIES = 3
"""Reads a hold or release makes while moves keep landing under it."""


async def suspend(ctx: ServiceContext, game_id: int) -> GameRecord | None:
    """Put the running game on the server hold, its clock frozen; the game held, or None
    when it is over or already held (a moderator's pause stays as it is)."""
    for _ in range(TRIES):
        try:
            found = await ctx.store.get_game_and_clock(game_id)
        except storage_errors.NotFound:
            return None
        game, clock = found.game, found.clock
        if game.status != "active" or game.hold is not None:
            return None
        frozen = None if clock is None else freeze(clock, ctx.clock())
        try:
            return await ctx.store.hold_game(
                game.id,
                expected_ply=game.ply,
                hold=SERVER_HOLD,
                clock=frozen,
                ruling=None,
                mail=await _told(ctx, game, resumed=False),
                at=ctx.clock(),
            )
        except storage_errors.NotHeldAsAsked:
            return None  # a moderator paused it first
        except storage_errors.StaleMove:
            continue  # a move landed (or it ended): read it again
    log.warning("game %s kept moving while its server was left; the next sweep holds it", game_id)
    return None


async def release(ctx: ServiceContext, game_id: int) -> GameRecord | None:
    """End the game's server hold, its clock running again; the game released, or None
    when it is not on the server hold (over, or a moderator's)."""
    for _ in range(TRIES):
        try:
            found = await ctx.store.get_game_and_clock(game_id)
        except storage_errors.NotFound:
            return None
        game, clock = found.game, found.clock
        if game.status != "active" or game.hold != SERVER_HOLD:
            return None
        running = None if clock is None else await running_again(ctx, game, clock)
        try:
            return await ctx.store.release_game(
                game.id,
                expected_ply=game.ply,
                hold=SERVER_HOLD,
                clock=running,
                ruling=None,
                mail=await _told(ctx, game, resumed=True),
                at=ctx.clock(),
            )
        except storage_errors.NotHeldAsAsked:
            return None
        except storage_errors.StaleMove:
            continue
    log.warning("game %s could not be released from its server hold", game_id)
    return None


async def _told(ctx: ServiceContext, game: GameRecord, *, resumed: bool) -> list[MailIntent]:
    """The mail telling ``game``'s players by mail that it is suspended, or goes on."""
    number = Game(game.id)
    subject = msg(
        "servers-mail-subject-resumed" if resumed else "servers-mail-subject-suspended",
        game=number,
    )
    text = msg("servers-game-resumed" if resumed else "game-held-server-gone", game=number)
    return await hold_mail(ctx, game, subject, text)
