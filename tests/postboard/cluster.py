"""Several installed ``postboard`` processes on one PostgreSQL database and one fake Discord,
each running its own shards, and the people who talk to them.

Why apart: the multi-process tests make claims about what happens *between* processes, so
each one must be the real console script, started, stopped with SIGTERM or SIGKILLed on
its own; and every request a process makes must say which process made it. Each process
comes in by its own door of the fake (``FakeDiscord.open_door``): its REST requests and
its gateway session are marked with its name. Its database connections are too
(``application_name=postboard-<name>``), so a test can see in ``pg_stat_activity`` which
process waits on what.
"""

from __future__ import annotations

import asyncio
import re
import signal
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.installed import Installed
from tests.wire.fake_discord import JSON, Door, FakeDiscord, RecordedRequest

START_TIMEOUT = 90.0  # a cold start on a loaded two-core machine, with another starting beside
ANSWER_TIMEOUT = 30.0
EPHEMERAL = 64
SHARDS = 2
PROCESS_OF_SHARD = ("a", "b")  # the process names, by the shard each runs


@dataclass(frozen=True)
class Guild:
    """A server and the channel its games are played in (the fake serves no threads, so
    the bot plays each game in the channel and moves name their game)."""

    id: int
    channel: int

    @property
    def shard(self) -> int:
        return (self.id >> 22) % SHARDS


@dataclass
class Bot:
    """One installed process, serving ``shard`` of ``SHARDS``."""

    name: str
    shard: int
    door: Door
    folder: Path
    process: asyncio.subprocess.Process | None = None
    runs: int = 0
    logs: list[Path] = field(default_factory=list)

    def log_text(self) -> str:
        return "\n".join(
            f"--- {self.name}, run {n} ---\n{path.read_text(errors='replace')}"
            for n, path in enumerate(self.logs, 1)
        )


class Cluster:
    """The processes ``a`` (shard 0 of 2: every DM) and ``b`` (shard 1 of 2)."""

    def __init__(self, installed: Installed, fake: FakeDiscord, folder: Path, url: str) -> None:
        self.installed = installed
        self.fake = fake
        self.folder = folder
        self.url = url
        self.bots: dict[str, Bot] = {}

    async def open(self) -> None:
        for shard, name in enumerate(PROCESS_OF_SHARD):
            self.bots[name] = Bot(name, shard, await self.fake.open_door(name), self.folder)

    def _env(self, bot: Bot) -> dict[str, str]:
        return self.installed.env(
            DISCORD_TOKEN=self.fake.token,
            POSTBOARD_DISCORD_API=bot.door.api_base,
            POSTBOARD_DISCORD_GATEWAY=bot.door.gateway_url,
            POSTBOARD_DB=f"{self.url}?application_name=postboard-{bot.name}",
            POSTBOARD_SHARDS=f"{bot.shard}/{SHARDS}",
        )

    async def start(self, *names: str) -> None:
        """Start the processes ``names`` at once; return when each has been sent READY
        for its shard (from then on its command tree takes interactions)."""
        await asyncio.gather(*(self._start(self.bots[name]) for name in names))

    async def _start(self, bot: Bot) -> None:
        assert bot.process is None, f"{bot.name} runs already"
        assert bot.shard not in self.fake.live_shards, f"shard {bot.shard} is served already"
        bot.runs += 1
        log_path = self.folder / f"{bot.name}-{bot.runs}.log"
        bot.logs.append(log_path)
        with log_path.open("wb") as log:
            bot.process = await asyncio.create_subprocess_exec(
                str(self.installed.script),
                cwd=self.folder,
                env=self._env(bot),
                stdout=asyncio.subprocess.DEVNULL,
                stderr=log,
            )
        ready = asyncio.ensure_future(
            self.fake.wait_until(
                lambda: self.fake.shard_door(bot.shard) == bot.name,
                START_TIMEOUT,
                f"READY for {bot.name}",
            )
        )
        exited = asyncio.ensure_future(bot.process.wait())
        await asyncio.wait({ready, exited}, return_when=asyncio.FIRST_COMPLETED)
        if not ready.done():
            ready.cancel()
            raise AssertionError(f"{bot.name} exited before READY:\n{bot.log_text()}")
        exited.cancel()
        ready.result()

    async def stop(self, *names: str) -> None:
        """SIGTERM: each finishes what it is doing (a sweep in the middle of a round,
        the interactions in flight) and exits 0, without a traceback."""
        await asyncio.gather(*(self._stop(self.bots[name]) for name in names))

    async def _stop(self, bot: Bot) -> None:
        process = bot.process
        assert process is not None, f"{bot.name} is not running"
        process.send_signal(signal.SIGTERM)
        code = await asyncio.wait_for(process.wait(), 60)
        bot.process = None
        assert code == 0, bot.log_text()[-4000:]
        await self.fake.wait_until_shard_gone(bot.shard, timeout=30)

    async def kill(self, name: str) -> None:
        """SIGKILL: no handler runs, no transaction is finished, no socket closed politely."""
        bot = self.bots[name]
        process = bot.process
        assert process is not None, f"{name} is not running"
        with suppress(ProcessLookupError):
            process.send_signal(signal.SIGKILL)
        await process.wait()
        assert process.returncode == -signal.SIGKILL, process.returncode
        bot.process = None
        await self.fake.wait_until_shard_gone(bot.shard, timeout=30)

    async def ensure_dead(self) -> None:
        """Whatever happened in the test, leave no process behind."""
        for bot in self.bots.values():
            if bot.process is not None and bot.process.returncode is None:
                bot.process.kill()
                await bot.process.wait()
            bot.process = None

    def logs(self) -> str:
        return "\n".join(bot.log_text() for bot in self.bots.values())


@asynccontextmanager
async def cluster(installed: Installed, folder: Path, url: str) -> AsyncIterator[Cluster]:
    """A fake Discord with a door for each of the two processes (not started yet)."""
    async with FakeDiscord() as fake:
        made = Cluster(installed, fake, folder, url)
        await made.open()
        try:
            yield made
        finally:
            await made.ensure_dead()
        logs = made.logs()
        assert "Traceback" not in logs, logs[-6000:]


# --- the people ----------------------------------------------------------------------


def option(name: str, value: object) -> JSON:
    kind = 4 if isinstance(value, int) else 3
    return {"name": name, "type": kind, "value": value}


def user_option(name: str, user_id: int) -> tuple[JSON, JSON]:
    """A user option and the ``resolved`` entry Discord sends with it."""
    user = {
        "id": str(user_id),
        "username": f"player{user_id}",
        "discriminator": "0",
        "global_name": None,
        "avatar": None,
        "public_flags": 0,
    }
    return {"name": name, "type": 6, "value": str(user_id)}, {"users": {str(user_id): user}}


async def command(
    fake: FakeDiscord, guild: Guild, user: int, name: str, *options: JSON, **more: Any
) -> int:
    return await fake.send_slash_command(
        name,
        user_id=user,
        channel_id=guild.channel,
        guild_id=guild.id,
        username=f"player{user}",
        options=list(options) or None,
        **more,
    )


async def challenge(fake: FakeDiscord, guild: Guild, by: int, to: int, **options: object) -> int:
    opponent, resolved = user_option("opponent", to)
    given = [option(key, value) for key, value in options.items()]
    return await command(
        fake, guild, by, "challenge", opponent, option("game", "pinch"), *given, resolved=resolved
    )


async def answered(fake: FakeDiscord, interaction: int) -> tuple[str, bool, RecordedRequest]:
    """The bot's first answer to ``interaction`` (the follow-up after a deferral): its
    content, whether only the user saw it, and the request that carried it."""
    callback = await fake.wait_for_callback_arrival(interaction, ANSWER_TIMEOUT)
    body: Any = callback.json if isinstance(callback.json, dict) else {}
    if body.get("type") == 5:
        callback = await fake.wait_for_follow_up(interaction, ANSWER_TIMEOUT)
        body = {"data": callback.json}
    data = body.get("data") or {}
    private = bool(int(data.get("flags") or 0) & EPHEMERAL)
    return str(data.get("content") or ""), private, callback


async def open_games(
    fake: FakeDiscord, pairs: list[tuple[Guild, int, int]], **options: object
) -> list[int]:
    """A game of Pinch for each (guild, challenger, opponent), challenged and accepted
    with ``/challenge`` and ``/accept`` in the guild's channel; the game ids, in order."""
    challenges = await asyncio.gather(
        *(challenge(fake, guild, p, q, size=9, **options) for guild, p, q in pairs)
    )
    for interaction, (guild, _, _) in zip(challenges, pairs, strict=True):
        text, _, carried = await answered(fake, interaction)
        assert "challenge" in text.lower(), text
        assert carried.door == PROCESS_OF_SHARD[guild.shard], "answered by its shard's process"
    accepts = await asyncio.gather(*(command(fake, guild, q, "accept") for guild, _, q in pairs))
    games = []
    for interaction, (guild, _, _) in zip(accepts, pairs, strict=True):
        text, _, carried = await answered(fake, interaction)
        found = re.search(r"Challenge accepted — game #(\d+)", text)
        assert found, text
        assert carried.door == PROCESS_OF_SHARD[guild.shard], "answered by its shard's process"
        games.append(int(found[1]))
    return games


async def until(
    condition: Callable[[], Awaitable[bool]],
    timeout: float,
    what: str | Callable[[], str],
    every: float = 0.05,
) -> None:
    """Poll ``await condition()`` until it is true; fail naming ``what`` (or what it says
    when called then) after ``timeout``."""
    try:
        async with asyncio.timeout(timeout):
            while not await condition():
                await asyncio.sleep(every)
    except TimeoutError:
        said = what if isinstance(what, str) else what()
        raise AssertionError(f"{said}: not within {timeout:.0f} s") from None
