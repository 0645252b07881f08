"""What every proposal to play shares, a challenge to one person or an open seek to a
server: the checks it passes, who sits where, and the new game's first position and
clock. ``ChallengeDesk`` and ``SeekDesk`` both start games through these."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from rules import GAMES
from service.challenges.terms import ChallengeTerms
from service.context import ServiceContext
from service.errors import NotAllowed, ServiceError
from service.preferences.server import allowed_games_text, default_control
from service.presenters import PRESENTERS
from service.time.clockwork import new_clock
from service.time.controls import DEFAULT as DEFAULT_CONTROL
from service.time.controls import parse_time_control
from storage.models import ClockRecord, GuildSettings, TimeControl
from words import Items, Verbatim, msg

FIRST_CHOICES = ("challenger", "opponent", "random")
TIMEOUT_CHOICES = ("auto", "claim")


@dataclass(frozen=True, slots=True)
class Proposal:
    """A proposal to play that passed the checks (`check_proposal`): the game's name,
    its options with every default filled in, where it is played, its clock."""

    game: str
    options: dict[str, Any]
    channel_id: int
    control: TimeControl | None


async def check_proposal(
    ctx: ServiceContext,
    *,
    guild_id: int | None,
    channel_id: int,
    terms: ChallengeTerms,
) -> Proposal:
    """The game of ``terms`` allowed here, who moves ``first`` and the options valid, the
    time control read (``clock`` left out: the server's default); and where it is
    played (the server's games channel, if it set one, wherever the command was typed)."""
    engine = GAMES[terms.game]
    settings = None if guild_id is None else await ctx.store.get_guild_settings(guild_id)
    if settings is not None and settings.allowed_games is not None:
        if engine.name not in settings.allowed_games:
            raise NotAllowed(
                msg(
                    "proposal-game-not-played-here",
                    name=Verbatim(engine.name.capitalize()),
                    games=Verbatim(allowed_games_text(settings)),
                )
            )
    if settings is not None and settings.games_channel_id is not None:
        channel_id = settings.games_channel_id
    if terms.first not in FIRST_CHOICES:
        choices = Items(tuple(Verbatim(choice) for choice in FIRST_CHOICES), "or")
        first = Verbatim(repr(terms.first))
        raise ServiceError(msg("proposal-first-unknown", choices=choices, first=first))
    resolved = engine.options_of(engine.initial(terms.options))
    control = time_control(settings, terms.clock, terms.timeout)
    return Proposal(engine.name, resolved, channel_id, control)


def time_control(
    settings: GuildSettings | None, clock: str | None, timeout: str | None
) -> TimeControl | None:
    """``timeout``: ``auto`` ends the game at once, ``claim`` lets the opponent claim it;
    left out, as the server's default says."""
    if timeout is not None and timeout not in TIMEOUT_CHOICES:
        choices = Items(tuple(Verbatim(choice) for choice in TIMEOUT_CHOICES), "or")
        raise ServiceError(
            msg("proposal-timeout-unknown", choices=choices, timeout=Verbatim(repr(timeout)))
        )
    base = default_control(settings)
    if timeout is not None:
        auto = timeout == "auto"
    else:
        auto = base.auto_timeout if base is not None else DEFAULT_CONTROL.auto_timeout
    if clock is not None:
        return parse_time_control(clock, auto_timeout=auto)
    return None if base is None else replace(base, auto_timeout=auto)


def seating(
    rng: random.Random,
    game: str,
    options: dict[str, Any],
    first: str,
    challenger: int,
    opponent: int,
) -> tuple[int, int]:
    """The players in seat order as ``first`` asks (a draw for ``random``); for a seek,
    its seeker is the challenger."""
    if first == "challenger" or PRESENTERS[game].challenger_is_seat_zero(options):
        return (challenger, opponent)
    if first == "opponent":
        return (opponent, challenger)
    pair = [challenger, opponent]
    rng.shuffle(pair)
    return (pair[0], pair[1])


def opening(
    game: str, options: dict[str, Any], control: TimeControl | None, now: datetime
) -> tuple[int, ClockRecord | None]:
    """A new game's ``to_move`` as stored (``-1`` when the dice open it) and its clock
    (``game_id`` 0, for the store to fill in), started for whoever moves first."""
    engine = GAMES[game]
    first_seat = engine.to_move(engine.initial(options))
    running = first_seat if isinstance(first_seat, int) else None
    clock = None if control is None else new_clock(0, control, running, now)
    return (first_seat if isinstance(first_seat, int) else -1), clock
