"""The real ``postboard`` process of the kill drill: started, SIGKILLed, started again.

Why apart: the drill's claims are about what survives a process that dies without
warning, so the process must be the installed console script, not a bot in the test's
event loop; this module owns that process's life (and the logs of every run), so the
drill itself only says *when* to kill.

Every run gets a ``Life``: the players' side waits for a running one before it sends
anything, and learns from ``Life.died`` that whatever it sent to that run will never be
answered.
"""

from __future__ import annotations

import asyncio
import signal
import sys
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path

from tests.installed import Installed
from tests.wire.fake_discord import FakeDiscord

SNIPER = Path(__file__).with_name("drill_sniper.py")
KILLED = (-signal.SIGKILL, 255)
"""The codes a SIGKILLed child may report. 255 is asyncio's stand-in when the exit
status was already read elsewhere ("Unknown child process pid …, will report returncode
255"): it happened once in a full CI run, where hundreds of processes (Chromium,
PostgreSQL, installed scripts) had run under a pid_max of 32768 and some other waiter in
the test process reaped this pid. Either way the process is gone; an exit of its own
(0, 1, ...) is still caught."""
START_TIMEOUT = 60.0
"""A cold start imports discord.py, Pillow and the engines, opens and migrates the
database, logs in and syncs: seconds, more on a loaded CI machine."""


@dataclass
class Life:
    """One run of the process, from its READY to its death."""

    number: int
    died: asyncio.Event = field(default_factory=asyncio.Event)
    acknowledged: int = 0  # moves this run answered as played: the killer's pacing


class BotProcess:
    """The installed ``postboard run`` against one fake Discord and one database file."""

    def __init__(self, installed: Installed, fake: FakeDiscord, folder: Path) -> None:
        self.installed = installed
        self.fake = fake
        self.folder = folder
        self.database = folder / "postboard.db"
        self.kills = 0
        self.life: Life | None = None
        self._lives = 0
        self._process: asyncio.subprocess.Process | None = None
        self._running = asyncio.Event()

    def _env(self) -> dict[str, str]:
        return self.installed.env(
            DISCORD_TOKEN=self.fake.token,
            POSTBOARD_DISCORD_API=self.fake.api_base,
            POSTBOARD_DISCORD_GATEWAY=self.fake.gateway_url,
            POSTBOARD_DB=str(self.database),
        )

    def log_of(self, number: int) -> Path:
        return self.folder / f"run-{number:03d}.log"

    def logs(self) -> str:
        """Every run's stderr, in order, each under a header naming the run."""
        return "\n".join(
            f"--- run {n} ---\n{self.log_of(n).read_text(errors='replace')}"
            for n in range(1, self._lives + 1)
        )

    async def start(self) -> Life:
        """Start a run and return once Discord (the fake) has sent it READY.

        From READY on, interactions reach the bot's command tree: ``setup_hook`` (the
        database, the cogs, the command sync) has run before the gateway is opened.
        """
        assert self._process is None, "one run at a time"
        self._lives += 1
        session = self.fake.gateway_connections + 1
        with self.log_of(self._lives).open("wb") as log:
            self._process = await asyncio.create_subprocess_exec(
                str(self.installed.script),
                cwd=self.folder,
                env=self._env(),
                stdout=asyncio.subprocess.DEVNULL,
                stderr=log,
            )
        ready = asyncio.ensure_future(self.fake.wait_for_session(session, START_TIMEOUT))
        exited = asyncio.ensure_future(self._process.wait())
        await asyncio.wait({ready, exited}, return_when=asyncio.FIRST_COMPLETED)
        if not ready.done():
            ready.cancel()
            raise AssertionError(f"run {self._lives} exited before READY:\n{self.logs()}")
        exited.cancel()
        ready.result()
        self.life = Life(self._lives)
        self._running.set()
        return self.life

    async def running(self) -> Life:
        """The current run, once there is one that has been sent READY."""
        await self._running.wait()
        assert self.life is not None
        return self.life

    async def kill(self) -> None:
        """SIGKILL: no handler runs, no transaction is finished, no socket is closed
        politely. Returns once the process is gone and the fake saw its socket drop."""
        process, life = self._process, self.life
        assert process is not None and life is not None
        self._running.clear()
        with suppress(ProcessLookupError):  # already struck (``kill_at``)
            process.send_signal(signal.SIGKILL)
        await process.wait()
        assert process.returncode in KILLED, process.returncode
        self._process = None
        self.kills += 1
        life.died.set()
        await self.fake.wait_until_disconnected(timeout=10)

    async def kill_at(self, query: str, seconds: float) -> bool:
        """SIGKILL the instant ``query`` finds a row in the database (True), else after
        ``seconds`` (False). The watching and the signal are ``drill_sniper``'s, a process
        of its own, so no event loop or GIL stands between the moment and the kill."""
        process = self._process
        assert process is not None
        sniper = await asyncio.create_subprocess_exec(
            sys.executable,
            str(SNIPER),
            str(self.database),
            str(process.pid),
            str(seconds),
            query,
        )
        hit = await sniper.wait() == 0
        await self.kill()
        return hit

    async def stop(self) -> int:
        """SIGTERM, the graceful stop, after the drill; returns the exit code."""
        process, life = self._process, self.life
        assert process is not None and life is not None
        self._running.clear()
        process.send_signal(signal.SIGTERM)
        code = await asyncio.wait_for(process.wait(), 20)
        self._process = None
        life.died.set()
        return code

    async def ensure_dead(self) -> None:
        """Whatever happened in the test, leave no process behind."""
        if self._process is not None and self._process.returncode is None:
            self._process.kill()
            await self._process.wait()
        self._process = None
