"""The fake's lifecycle: wire the parts into one aiohttp app on loopback, start and stop it.

Why apart: this is the only place that knows the whole route table and the order of shutdown
(release held callbacks, close sockets, free the port); each route's behaviour lives in the
part named after its job.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Self

from aiohttp import WSCloseCode, web

from tests.wire.fake_discord.callbacks import CallbackRoutes
from tests.wire.fake_discord.direct import DirectMessages
from tests.wire.fake_discord.identity import IdentityRoutes
from tests.wire.fake_discord.interactions import Interactions
from tests.wire.fake_discord.messages import MessageRoutes
from tests.wire.fake_discord.protocol import API_PREFIX, ATTACHMENTS_PREFIX, GATEWAY_PATH
from tests.wire.fake_discord.recording import Recording
from tests.wire.fake_discord.state import Door
from tests.wire.fake_discord.waiting import Waiting


class FakeDiscord(
    Recording,
    IdentityRoutes,
    Interactions,
    DirectMessages,
    CallbackRoutes,
    MessageRoutes,
    Waiting,
):
    """Serve a fake Discord REST API and gateway on 127.0.0.1 for one test.

    Use as ``async with FakeDiscord() as discord_:`` (or call :meth:`start` / :meth:`close`).
    Everything the bot does is recorded in :attr:`requests` and :attr:`gateway_frames`; the
    ``wait_*`` coroutines let a test synchronise with a bot running in another process.

    The constructor and the public attributes are :class:`FakeState`'s (``state.py``); every
    other method lives in the base class named after its job.
    """

    async def start(self) -> None:
        """Bind a random free port on 127.0.0.1 and start serving."""
        if self._runner is not None:
            raise RuntimeError("FakeDiscord already started")
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        app.router.add_get(GATEWAY_PATH, self._gateway)
        app.router.add_get(ATTACHMENTS_PREFIX + "/{key:.+}", self._get_attachment)
        api = API_PREFIX
        routes: list[tuple[str, str, Callable[[web.Request], Any]]] = [
            ("GET", "/users/@me", self._get_me),
            ("POST", "/users/@me/channels", self._create_dm),
            ("GET", "/users/{user_id}", self._get_user),
            ("GET", "/oauth2/applications/@me", self._get_application),
            ("GET", "/applications/{app}/commands", self._get_commands),
            ("PUT", "/applications/{app}/commands", self._put_commands),
            ("GET", "/applications/{app}/guilds/{guild}/commands", self._get_commands),
            ("PUT", "/applications/{app}/guilds/{guild}/commands", self._put_commands),
            ("GET", "/gateway", self._get_gateway),
            ("GET", "/gateway/bot", self._get_gateway_bot),
            ("POST", "/interactions/{id}/{token}/callback", self._interaction_callback),
            ("POST", "/webhooks/{app}/{token}", self._execute_webhook),
            ("GET", "/webhooks/{app}/{token}/messages/{message}", self._get_webhook_message),
            ("PATCH", "/webhooks/{app}/{token}/messages/{message}", self._edit_webhook_message),
            ("DELETE", "/webhooks/{app}/{token}/messages/{message}", self._delete_webhook_message),
            ("GET", "/channels/{channel}", self._get_channel),
            ("POST", "/channels/{channel}/messages", self._create_channel_message),
            ("PATCH", "/channels/{channel}/messages/{message}", self._edit_channel_message),
        ]
        for method, path, handler in routes:
            app.router.add_route(method, api + path, handler)
        runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        self._runner = runner
        self._port = runner.addresses[0][1]

    async def open_door(self, name: str) -> Door:
        """Serve the same fake on one more port of 127.0.0.1, named ``name``: a bot process
        pointed at the door's ``api_base`` and ``gateway_url`` has every request and its
        gateway sessions marked with that name (``RecordedRequest.door``), so a test with
        several processes can tell which one did what."""
        if self._runner is None:
            raise RuntimeError("FakeDiscord not started")
        if name in self._doors.values():
            raise ValueError(f"a door named {name!r} is open already")
        before = set(self._runner.addresses)
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        (address,) = set(self._runner.addresses) - before
        door = Door(name, address[1])
        self._doors[door.port] = name
        return door

    async def close(self) -> None:
        """Stop serving: release held callbacks, close open gateway sockets, free the port.

        Held callbacks are released first so their handlers can finish instead of keeping the
        runner's shutdown waiting.
        """
        if self._runner is None:
            return
        self.release_callbacks()
        for ws in list(self._sockets):
            await ws.close(code=WSCloseCode.GOING_AWAY, message=b"fake discord shutting down")
        await self._runner.cleanup()
        self._runner = None

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        """Close; and fail the test whose bot sent what Discord would refuse for its size,
        since the bot's fallbacks often hide the refusal from the test itself."""
        await self.close()
        if exc_info[0] is None and self.refused_for_limits:
            raise AssertionError(f"refused for Discord's limits: {self.refused_for_limits}")
