"""The bots of one ``python -m bench overload`` configuration: the Discord stand-in and
the ``postboard`` processes on one database."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path
from typing import Any

START_TIMEOUT = 90.0


class Cluster:
    """The stand-in, the database and the bot processes of one configuration."""

    def __init__(
        self, engine: str, processes: int, database: str, folder: Path, nice: int = 0
    ) -> None:
        self.engine = engine
        self.nice = nice
        self.processes = processes
        self.database = database
        self.folder = folder
        self.children: list[asyncio.subprocess.Process] = []
        self.fake: Any = None

    async def __aenter__(self) -> Cluster:
        from tests.wire.fake_discord import FakeDiscord

        self.fake = await FakeDiscord(token="bench-token").__aenter__()
        for shard in range(self.processes):
            env = {
                **os.environ,
                "DISCORD_TOKEN": "bench-token",
                "POSTBOARD_DISCORD_API": self.fake.api_base,
                "POSTBOARD_DISCORD_GATEWAY": self.fake.gateway_url,
                "POSTBOARD_DB": self.database,
            }
            if self.processes > 1:
                env["POSTBOARD_SHARDS"] = f"{shard}/{self.processes}"
            self.children.append(
                await asyncio.create_subprocess_exec(
                    "nice",
                    "-n",
                    str(self.nice),
                    sys.executable,
                    "-m",
                    "postboard",
                    cwd=self.folder,
                    env=env,
                    stdout=asyncio.subprocess.DEVNULL,
                    stderr=(self.folder / f"bot{shard}.err").open("wb"),
                )
            )
        try:
            if self.processes == 1:
                await self.fake.wait_until_identified(START_TIMEOUT)
            else:
                await self.fake.wait_for_shards(
                    *range(self.processes), count=self.processes, timeout=START_TIMEOUT
                )
        except TimeoutError:
            said = (self.folder / "bot0.err").read_text(errors="replace")[-2000:]
            raise RuntimeError(f"the bot processes did not connect; bot 0 said:\n{said}") from None
        return self

    async def __aexit__(self, *exc: object) -> None:
        for child in self.children:
            if child.returncode is None:
                child.send_signal(signal.SIGTERM)
        for child in self.children:
            try:
                await asyncio.wait_for(child.wait(), 30)
            except TimeoutError:
                child.kill()
        await self.fake.__aexit__(None, None, None)

    def guild_on(self, shard: int) -> int:
        """A server id Discord routes to ``shard``: (id >> 22) % shard count."""
        return ((self.processes + shard) << 22) + 1
