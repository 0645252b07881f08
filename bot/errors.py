"""How whatever goes wrong in an interaction is answered: one policy, three doors.

A player's mistake (``PLAYER_ERRORS``: the service's and the rules' errors,
whose text is a sentence for the player) is answered privately with that
sentence. Anything else is a bug: logged with its traceback, and the user gets
``APOLOGY``. ``answer_failure`` is that policy; it is reached from

- ``tree.on_error`` (``bot.app``), for everything a command raises that is not
  answered on the way: the bugs;
- ``answers_player_errors``, on each command: a mistake is answered before it
  leaves the command, because discord.py hands everything that reaches
  ``tree.on_error`` to it as a failed command (``interaction.command_failed``,
  and SimCord, the test Discord, reports it as an error of the bot);
- ``button_errors``, for buttons, which ``tree.on_error`` never sees.
"""

from __future__ import annotations

import functools
import inspect
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine
from contextlib import asynccontextmanager
from typing import Any, Concatenate, ParamSpec, TypeVar

import discord
from discord import app_commands

from bot.common import reply_privately
from bot.words import reader_of, say
from service import OUTAGES, PLAYER_ERRORS, ConnectionLost
from service.errors import said_of
from words import Command, msg

log = logging.getLogger("postboard")

APOLOGY = msg("bot-apology", command=Command("board"))
"""A bug: "Sorry, something went wrong on our side", and where to look."""
NOTHING_DONE = msg("bot-nothing-done")
"""The database was away before anything was done."""
MAYBE_DONE = msg("bot-maybe-done", command=Command("board"))
"""The connection broke during the request: it may have been recorded."""

Owner = TypeVar("Owner")
Params = ParamSpec("Params")


async def answer_failure(interaction: discord.Interaction, error: BaseException, what: str) -> None:
    """The player's mistake privately in its own words; a bug logged (as ``what``
    failed) and apologised for. An answer that cannot be delivered is dropped."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, PLAYER_ERRORS):
        said = said_of(error)
    elif isinstance(error, OUTAGES):
        said = MAYBE_DONE if isinstance(error, ConnectionLost) else NOTHING_DONE
    else:
        said = APOLOGY
    text = say(said, reader_of(interaction))
    if not isinstance(error, PLAYER_ERRORS):
        log_failure(f"{what} failed", error)
    try:
        await reply_privately(interaction, text)
    except discord.HTTPException:
        pass


def log_failure(what: str, error: BaseException) -> None:
    """A bug with its traceback; a database that is away in one line, as it is no bug
    and a restart of the server would otherwise fill the log with tracebacks."""
    if isinstance(error, OUTAGES):
        log.warning("%s: %s", what, error)
    else:
        log.error("%s", what, exc_info=error)


def answers_player_errors(
    command: Callable[Concatenate[Owner, discord.Interaction, Params], Awaitable[None]],
) -> Callable[Concatenate[Owner, discord.Interaction, Params], Coroutine[Any, Any, None]]:
    """Put under ``@app_commands.command``: the command's mistakes (and a database that
    is away, which is no bug either) are answered here, its bugs go on to
    ``tree.on_error``."""

    @functools.wraps(command)
    async def answered(
        owner: Owner,
        interaction: discord.Interaction,
        /,
        *args: Params.args,
        **kwargs: Params.kwargs,
    ) -> None:
        try:
            await command(owner, interaction, *args, **kwargs)
        except (*PLAYER_ERRORS, *OUTAGES) as exc:
            await answer_failure(interaction, exc, _name(interaction))

    # discord.py reads the options from the signature and resolves its annotations in
    # the callback's module; hand it the command's own, already resolved.
    vars(answered)["__signature__"] = inspect.signature(command, eval_str=True)
    return answered


@asynccontextmanager
async def button_errors(interaction: discord.Interaction) -> AsyncIterator[None]:
    """For button callbacks, which ``tree.on_error`` never sees."""
    try:
        yield
    except Exception as exc:
        custom_id = interaction.data and interaction.data.get("custom_id")
        await answer_failure(interaction, exc, f"button {custom_id}")


def _name(interaction: discord.Interaction) -> str:
    return f"command {interaction.command and interaction.command.name}"
