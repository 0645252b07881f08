"""The server hold on each running game of a server the bot left, and its release.

A game is held as a moderator's pause holds it (``service.moderation``): the clock is
frozen first, with what the player to move has left, and written with the hold in one
transaction at the ply read (``RulingStore.hold_game``); the release writes the clock
running again, unless the players had paused it themselves or the player to move is on
vacation. A game a moderator paused already keeps the moderator's hold (a game has
one hold): it stays paused when the bot comes back, until a moderator resumes it. A
move landing between the read and the hold means reading again; a game that ended
meanwhile is left alone.

The players who read a game by mail are told it is suspended and that it goes on
(the thread cannot be told while the bot is away; on its return it is).
"""

from __future__ import annotations

import logging

from service.context import ServiceContext
from service.mailing.intents import notice
from service.mailing.words import mail_text
from service.readers.desk import mail_reader
from service.time.clockwork import freeze, thaw
from storage import errors as storage_errors
from storage.models import ClockRecord, GameRecord, MailIntent
from storage.moderation import SERVER_HOLD
from words import Game, Msg, msg

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
                game.id, expected_ply=game.ply, hold=SERVER_HOLD, clock=frozen, ruling=None
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
        running = None if clock is None else await _running_again(ctx, game, clock)
        try:
            return await ctx.store.release_game(
                game.id, expected_ply=game.ply, hold=SERVER_HOLD, clock=running, ruling=None
            )
        except storage_errors.NotHeldAsAsked:
            return None
        except storage_errors.StaleMove:
            continue
    log.warning("game %s could not be released from its server hold", game_id)
    return None


async def _running_again(ctx: ServiceContext, game: GameRecord, clock: ClockRecord) -> ClockRecord:
    """The clock once the hold ends: frozen still while both players keep their own pause
    or the player to move is on vacation, else running from what it had left."""
    if clock.paused or clock.running_seat is None:
        return clock
    away = await ctx.store.users_on_vacation([game.players[clock.running_seat]], game.guild_id)
    return clock if away else thaw(clock, ctx.clock())


async def mail_players(ctx: ServiceContext, games: list[GameRecord], *, resumed: bool) -> None:
    """Tell the players who read these games by mail that each is suspended (or goes on),
    in their mail's language; others are not mailed (``notice``'s rule)."""
    intents: list[MailIntent] = []
    for game in games:
        number = Game(game.id)
        subject: Msg = msg(
            "servers-mail-subject-resumed" if resumed else "servers-mail-subject-suspended",
            game=number,
        )
        text = msg("servers-game-resumed" if resumed else "game-held-server-gone", game=number)
        for player in game.players:
            reader = await mail_reader(ctx, player)
            intents.append(
                notice(
                    player,
                    mail_text(subject, reader),
                    mail_text(text, reader),
                    game_id=game.id,
                )
            )
    if intents:
        await ctx.store.enqueue_mail(intents, ctx.clock())
