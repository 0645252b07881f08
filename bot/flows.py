"""What a command and a button both do: answering a challenge, typed or clicked.

Errors are the caller's to answer (``answers_player_errors`` on the command,
``button_errors`` on the button).
"""

from __future__ import annotations

import discord

from bot.common import reply_privately
from bot.late_answers import follow_up
from bot.seam import Postboard
from bot.words import reader_of, say
from words import Game, Verbatim, msg


async def accept_challenge(
    bot: Postboard, interaction: discord.Interaction, challenge_id: int | None
) -> None:
    await bot.service.remember(interaction.user.id, interaction.user.display_name)
    started = await bot.service.challenges.accept(interaction.user.id, challenge_id)
    await interaction.response.defer(ephemeral=True, thinking=True)
    where = await bot.outbox.open_game(started, interaction.channel)
    await bot.outbox.close_challenge(started.closed, suffix=f" → {where.mention}")
    accepted = msg(
        "buttons-challenge-accepted", game=Game(started.game.id), place=Verbatim(where.mention)
    )
    await follow_up(interaction, say(accepted, reader_of(interaction)), ephemeral=True)


async def decline_challenge(
    bot: Postboard, interaction: discord.Interaction, challenge_id: int | None
) -> None:
    closed = await bot.service.challenges.decline(interaction.user.id, challenge_id)
    await bot.outbox.close_challenge(closed)
    shut = msg("buttons-challenge-closed", challenge=Game(closed.challenge.id))
    await reply_privately(interaction, say(shut, reader_of(interaction)))
