"""A fresh bot per test on a temporary database, with seeded dice, inside SimCord.

The service alone, without Discord, is tested in ``tests/service``."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import simcord

from bot.app import PostboardBot, create_bot
from tests.discord_limits import violations
from tests.fresh import fresh_database
from tests.records_check import assert_records_round_trip


@pytest.fixture(params=["sqlite", "postgresql"])
async def database(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """Every bot test runs on a SQLite file and on a fresh PostgreSQL database."""
    async with fresh_database(request, request.param, tmp_path / "postboard.db") as database:
        yield database


COARSE_OWED_SECONDS = 5 * 60
"""How often the tests' bot looks for owed posts unless a test asks for the real pace
(``bot.cogs.owed.OWED_SECONDS``): as often as it sweeps. A look waits on the database,
and SimCord gives each such wait real time, so a look every 30 s makes a test that
moves time by hours too slow to settle."""
SELDOM_OWED_SECONDS = 24 * 3600
"""For the tests that stretch their sweep to move time by hours or days and leave no
post owed: a look a day, so their advances settle in time."""


@pytest.fixture
def simcord_bot(database: str) -> PostboardBot:
    return create_bot(database=database, rng=random.Random(7), owed_seconds=COARSE_OWED_SECONDS)


@dataclass
class World:
    env: simcord.Env
    guild: simcord.GuildHandle
    lobby: simcord.ChannelHandle
    alice: simcord.MemberActor
    bob: simcord.MemberActor
    carol: simcord.MemberActor
    database: str

    async def restart(self) -> None:
        """Start a new bot process on the same database, as after a crash or deploy."""
        old = self.env.bot
        fresh = create_bot(
            database=self.database,
            rng=random.Random(8),
            sweep_minutes=old.sweep_minutes,
            owed_seconds=old.owed_seconds,
        )
        await self.env.restart_bot(fresh)
        await old.close()

    def thread(self, name_start: str) -> simcord.ChannelHandle:
        return next(t for t in self.lobby.threads if t.name.startswith(name_start))


@pytest.fixture
async def world(simcord_env: simcord.Env, database: str) -> AsyncIterator[World]:
    guild = simcord_env.create_guild("Board games")
    lobby = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    bob = guild.add_member(simcord_env.create_user("bob"))
    carol = guild.add_member(simcord_env.create_user("carol"))
    yield World(simcord_env, guild, lobby, alice, bob, carol, database)
    refused = [
        found
        for made in simcord_env.http_requests
        for found in violations(made.method, made.path, made.json)
    ]
    assert refused == [], "requests Discord would refuse (tests/discord_limits.py)"
    bot = simcord_env.bot
    if getattr(bot, "_service_open", False):  # a test may have stopped the bot itself
        await assert_records_round_trip(bot.service)
    await bot.close()  # closes the database like a real shutdown does
