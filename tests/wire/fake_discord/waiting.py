"""How a test synchronises with a bot that runs in another task or process.

Why apart: every ``wait_*`` coroutine is the same wait on one condition with a different
predicate, and a timeout should say what the fake did see; keeping them together keeps that
uniform. The parts that change state call ``_notify`` (``state.py``) to wake these waits.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from tests.wire.fake_discord.records import RecordedRequest
from tests.wire.fake_discord.state import FakeState


class Waiting(FakeState):
    """Waits for requests, gateway state and interaction callbacks, and queries on them."""

    async def _wait(self, predicate: Callable[[], bool], timeout: float, what: str) -> None:
        """Wait until ``predicate()`` holds; on timeout say what was seen, to ease debugging."""
        try:
            async with asyncio.timeout(timeout):
                async with self._cond:
                    await self._cond.wait_for(predicate)
        except TimeoutError:
            seen = ", ".join(f"{r.method} {r.path} -> {r.status}" for r in self.requests)
            raise TimeoutError(
                f"FakeDiscord: no {what} within {timeout}s "
                f"(connected={self.connected}, identified={self.identified}, "
                f"live shards={self.live_shards}; requests: {seen})"
            ) from None

    async def wait_until(
        self, predicate: Callable[[], bool], timeout: float = 5.0, what: str = "condition"
    ) -> None:
        """Wait until ``predicate()``, about anything the fake holds (checked after each
        change: a request, a gateway frame), holds; ``what`` names it in the timeout error."""
        await self._wait(predicate, timeout, what)

    async def wait_for_request(
        self, predicate: Callable[[RecordedRequest], bool], timeout: float = 5.0
    ) -> RecordedRequest:
        """Wait for (or find) a recorded request matching ``predicate`` and return the first."""

        def find() -> RecordedRequest | None:
            return next((r for r in self.requests if predicate(r)), None)

        await self._wait(lambda: find() is not None, timeout, "matching request")
        found = find()
        assert found is not None
        return found

    async def wait_until_identified(self, timeout: float = 5.0) -> None:
        """Wait until a bot connection has sent IDENTIFY and been answered with READY."""
        await self._wait(lambda: self.identified, timeout, "gateway IDENTIFY")

    async def wait_for_session(self, number: int, timeout: float = 5.0) -> None:
        """Wait until the ``number``-th gateway connection (from 1) has been sent READY.

        A bot process restarted against the same fake opens a new connection; this tells
        its session from the one a killed process left behind.
        """
        await self._wait(
            lambda: self.gateway_connections >= number and self.identified,
            timeout,
            f"gateway session {number}",
        )

    async def wait_for_shards(self, *shards: int, count: int, timeout: float = 5.0) -> None:
        """Wait until each of ``shards`` is served by an open session identified with
        ``count`` shards in all (several bot processes, each with its own shards)."""

        def served() -> bool:
            return all(
                (conn := self._shards.get(shard)) is not None
                and conn.live
                and conn.shard_count == count
                for shard in shards
            )

        await self._wait(served, timeout, f"gateway sessions for shards {shards} of {count}")

    async def wait_until_shard_gone(self, shard: int, timeout: float = 5.0) -> None:
        """Wait until no open session serves ``shard`` (its process stopped or died)."""
        await self._wait(
            lambda: shard not in self.live_shards, timeout, f"shard {shard} to disconnect"
        )

    async def wait_until_disconnected(self, timeout: float = 5.0) -> None:
        """Wait until no gateway websocket is open (the bot closed it or it dropped).

        Returns at once if a connection was made earlier and is already gone.
        """
        await self._wait(
            lambda: self.gateway_connections > 0 and not self.connected,
            timeout,
            "gateway disconnect",
        )

    async def wait_for_callback_arrival(
        self, interaction_id: int, timeout: float = 5.0
    ) -> RecordedRequest:
        """Wait until the bot's callback for ``interaction_id`` has reached the fake.

        Arrival means the request and its body were received; while callbacks are held the
        bot is still waiting for the response at this point.
        """
        await self._wait(
            lambda: interaction_id in self._callback_arrived,
            timeout,
            f"callback for interaction {interaction_id}",
        )
        return self._callback_arrived[interaction_id]

    async def wait_for_callback_done(
        self, interaction_id: int, timeout: float = 5.0
    ) -> RecordedRequest:
        """Wait until the fake has written the response to that callback back to the bot.

        Raises ``RuntimeError`` as soon as the bot hangs up on the callback instead (e.g. it
        closed its HTTP session while the response was held), rather than timing out.
        """
        await self._wait(
            lambda: (
                interaction_id in self._callback_done or interaction_id in self._callback_aborted
            ),
            timeout,
            f"completed callback for interaction {interaction_id}",
        )
        if interaction_id in self._callback_aborted:
            raise RuntimeError(
                f"the bot hung up before the callback for interaction {interaction_id} "
                "could be answered"
            )
        return self._callback_done[interaction_id]

    async def wait_for_callback_aborted(
        self, interaction_id: int, timeout: float = 5.0
    ) -> RecordedRequest:
        """Wait until the bot hung up on its (held) callback for ``interaction_id``."""
        await self._wait(
            lambda: interaction_id in self._callback_aborted,
            timeout,
            f"aborted callback for interaction {interaction_id}",
        )
        return self._callback_aborted[interaction_id]

    async def wait_for_follow_up(
        self, interaction_id: int, timeout: float = 5.0
    ) -> RecordedRequest:
        """Wait for the first follow-up (``POST /webhooks/{app}/{token}``) the bot sent for
        ``interaction_id``: after a deferral, that is what the user reads."""
        interaction = self._interactions[interaction_id]
        path = f"/webhooks/{self.application_id}/{interaction.token}"
        return await self.wait_for_request(lambda r: r.method == "POST" and r.path == path, timeout)

    def callback_arrived(self, interaction_id: int) -> bool:
        return interaction_id in self._callback_arrived

    def callback_done(self, interaction_id: int) -> bool:
        return interaction_id in self._callback_done

    def callback_aborted(self, interaction_id: int) -> bool:
        return interaction_id in self._callback_aborted

    def callback_for(self, interaction_id: int) -> RecordedRequest | None:
        """The callback request that arrived for ``interaction_id``, if any."""
        return self._callback_arrived.get(interaction_id)
