"""The bots of one ``python -m bench overload`` configuration: the Discord stand-in and
the ``postboard`` processes on one database."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

START_TIMEOUT = 90.0
DEADLINE = 3.0
SLOW_ANSWER = re.compile(
    r"slow first answer to interaction \d+: sent ([\d.]+) s .* taken at ([\d.]+) s"
)
"""The line ``bot.answer_age`` logs for a first answer near Discord's deadline."""


def late_answers(lines: Iterable[str]) -> tuple[int, int]:
    """From the bots' logs: first answers the bots sent after the deadline, and those
    whose request came back after it. Sent late means the bot lost the time; sent in
    time but back late means it was lost on the way (here: the stand-in, starved of CPU
    on the same cores)."""
    sent = taken = 0
    for line in lines:
        found = SLOW_ANSWER.search(line)
        if found:
            sent += float(found[1]) >= DEADLINE
            taken += float(found[2]) >= DEADLINE
    return sent, taken


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
            with (self.folder / f"bot{shard}.err").open("wb") as log:  # the child has its own
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
                        stderr=log,
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

    def late_answers(self) -> tuple[int, int]:
        """:func:`late_answers` over every bot's log (complete once the bots have stopped)."""
        lines: list[str] = []
        for shard in range(self.processes):
            lines += (self.folder / f"bot{shard}.err").read_text(errors="replace").splitlines()
        return late_answers(lines)

    def guild_on(self, shard: int) -> int:
        """A server id Discord routes to ``shard``: (id >> 22) % shard count."""
        return ((self.processes + shard) << 22) + 1
