"""What a game on hold shares, whoever holds it (a moderator, a server that removed the
bot): the clock as it runs once the hold ends, and the mail telling its players.

A hold freezes the clock with what the player to move has left; its end starts that
time again, unless the players had paused the game themselves (their own pause stays
theirs to end) or the player to move is on vacation. Players who read the game by mail
are told in their mail's language; the others hear of it in the game's thread.
"""

from __future__ import annotations

from service.context import ServiceContext
from service.mailing.intents import notice
from service.mailing.words import mail_text
from service.readers.desk import mail_reader
from service.time.clockwork import thaw
from storage.models import ClockRecord, GameRecord, MailIntent
from words import Msg


async def running_again(ctx: ServiceContext, game: GameRecord, clock: ClockRecord) -> ClockRecord:
    """The clock once the hold ends: frozen still while both players keep their own pause
    or the player to move is on vacation, else running from what it had left."""
    if clock.paused or clock.running_seat is None:
        return clock
    away = await ctx.store.users_on_vacation([game.players[clock.running_seat]], game.guild_id)
    return clock if away else thaw(clock, ctx.clock())


async def hold_mail(
    ctx: ServiceContext, game: GameRecord, subject: Msg, text: Msg
) -> list[MailIntent]:
    """A notice to each player of ``game`` who reads it by mail (``notice`` skips the
    others), written in their mail's language."""
    intents = []
    for player in game.players:
        reader = await mail_reader(ctx, player)
        intents.append(
            notice(player, mail_text(subject, reader), mail_text(text, reader), game_id=game.id)
        )
    return intents
