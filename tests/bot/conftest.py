"""A fresh bot per test on a temporary database, with seeded dice, inside SimCord."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import pytest
import simcord

from bot.app import PostboardBot, create_bot
from bot.service import Service, ServiceContext
from storage.sqlite import open_store

ALICE, BOB = 11, 22
"""User ids of the service tests, which run without Discord."""


class Clock:
    """The service's injected clock: tests move ``now`` by hand."""

    def __init__(self) -> None:
        self.now = datetime(2026, 5, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
async def service(tmp_path: Path) -> AsyncIterator[Service]:
    """The service on a fresh database, without Discord, knowing alice and bob."""
    store = await open_store(tmp_path / "service.db")
    service = Service(ServiceContext(store, rng=random.Random(1), clock=Clock()))
    await service.remember(ALICE, "alice")
    await service.remember(BOB, "bob")
    yield service
    await store.close()


@pytest.fixture
def database(tmp_path: Path) -> str:
    return str(tmp_path / "postboard.db")


@pytest.fixture
def simcord_bot(database: str) -> PostboardBot:
    return create_bot(database=database, rng=random.Random(7))


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
            database=self.database, rng=random.Random(8), sweep_minutes=old.sweep_minutes
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
    await simcord_env.bot.close()  # closes the database like a real shutdown does
