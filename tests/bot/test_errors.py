"""One error policy (``bot.errors``): every command answers player mistakes itself, so
only bugs reach ``tree.on_error`` (and SimCord, which counts those as the bot's errors)."""

from __future__ import annotations

from pathlib import Path

from discord import app_commands

import bot.errors
from tests.bot.conftest import World


async def test_every_command_answers_player_mistakes_through_the_one_policy(world: World):
    wrapper = Path(bot.errors.__file__).resolve()
    commands = [
        command
        for command in world.env.bot.tree.walk_commands()
        if isinstance(command, app_commands.Command)
    ]
    assert len(commands) >= 20
    unanswered = [
        command.qualified_name
        for command in commands
        if Path(command.callback.__code__.co_filename).resolve() != wrapper
    ]
    assert unanswered == []
