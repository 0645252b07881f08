"""The memory every part of :class:`FakeDiscord` shares, and where the fake can be reached.

Why one base class: the fake is split into parts by job (recording, routes, gateway, waiting),
yet they act on one Discord -- the interaction a gateway dispatch creates is the one a REST
callback answers, and every change wakes the same ``wait_*`` coroutines. Each part derives from
:class:`FakeState`, so that state is declared, typed and initialised in one place.
"""

from __future__ import annotations

import asyncio
import itertools
import time
from dataclasses import dataclass

from aiohttp import web

from tests.wire.fake_discord.protocol import API_PREFIX, DISCORD_EPOCH_MS, GATEWAY_PATH, JSON
from tests.wire.fake_discord.records import RecordedFile, RecordedRequest


@dataclass
class Interaction:
    """What the fake remembers about an interaction it dispatched, to validate the answers."""

    id: int
    token: str
    type: int
    channel_id: int
    guild_id: int | None
    acknowledged: bool = False
    original_message_id: int | None = None


@dataclass(frozen=True)
class Door:
    """A further port of the same fake (:meth:`FakeDiscord.open_door`), named: give each bot
    process its own door and every request and gateway session says which process it is."""

    name: str
    port: int

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        return self.base_url + API_PREFIX

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}{GATEWAY_PATH}"


@dataclass
class GatewayConnection:
    """One websocket connection from a bot; Discord runs one session per connection here.

    A session serves one shard (``shard`` of ``shard_count``, from IDENTIFY's ``shard``;
    0 of 1 for a bot that does not shard) and numbers its own dispatches (``seq``); a
    RESUME on a new connection carries the session, its shard and its numbering over.
    """

    ws: web.WebSocketResponse
    query: dict[str, str]
    identified: bool = False
    door: str | None = None  # the door (name) it came in by; None: the main port
    shard: int = 0
    shard_count: int = 1
    session_id: str | None = None
    seq: int = 0

    @property
    def live(self) -> bool:
        """Open, and sent READY (or RESUMED): dispatches may go to it."""
        return self.identified and not self.ws.closed


class FakeState:
    """The fake's state, its addresses, and the two primitives every part uses.

    ``_notify`` wakes whoever waits on the fake (see ``waiting.py``) after any change;
    ``next_id`` hands out snowflakes. The public attributes set here are part of
    :class:`FakeDiscord`'s API.
    """

    def __init__(
        self,
        token: str = "good-token",
        application_id: int = 1100,
        bot_user_id: int = 1100,
        *,
        owner_id: int = 1000,
    ) -> None:
        self.token = token
        self.application_id = application_id
        self.bot_user_id = bot_user_id
        self.owner_id = owner_id

        self.requests: list[RecordedRequest] = []
        self.refused_for_limits: list[str] = []  # answered 400, as Discord would
        # Every frame the bot sent over any gateway connection, in order (heartbeats included).
        self.gateway_frames: list[JSON] = []
        self.identify_payload: JSON | None = None
        self.gateway_connections = 0
        self.last_close_code: int | None = None
        # Every message object the bot created (responses, follow-ups, channel messages).
        self.sent_messages: list[JSON] = []
        # Synced application commands keyed by guild id (None = global), as echoed back.
        self.commands: dict[int | None, list[JSON]] = {}

        self._runner: web.AppRunner | None = None
        self._port: int | None = None
        self._doors: dict[int, str] = {}  # port -> name, for the doors opened
        self._ids = itertools.count(1)
        self._cond = asyncio.Condition()
        self._callbacks_released = asyncio.Event()
        self._callbacks_released.set()
        self._callback_arrived: dict[int, RecordedRequest] = {}
        self._callback_done: dict[int, RecordedRequest] = {}
        self._callback_aborted: dict[int, RecordedRequest] = {}
        self._interactions: dict[int, Interaction] = {}
        self._tokens: dict[str, int] = {}
        self._messages: dict[int, JSON] = {}
        self._attachments: dict[str, RecordedFile] = {}
        self._dm_channels: dict[int, int] = {}
        # Guild text channels interactions came from (channel id -> guild id), fetchable.
        self._guild_channels: dict[int, int] = {}
        self._usernames: dict[int, str] = {}
        # The session serving each shard id (the newest IDENTIFY or RESUME for it), and the
        # shard count of the newest IDENTIFY: dispatches are routed with these.
        self._shards: dict[int, GatewayConnection] = {}
        self._shard_count = 1
        self._sockets: set[web.WebSocketResponse] = set()
        self._send_lock = asyncio.Lock()

    @property
    def port(self) -> int:
        if self._port is None:
            raise RuntimeError("FakeDiscord not started")
        return self._port

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        """Value for ``discord.http.Route.BASE`` (``http://127.0.0.1:PORT/api/v10``)."""
        return self.base_url + API_PREFIX

    @property
    def gateway_url(self) -> str:
        """Gateway URL (``ws://127.0.0.1:PORT/gateway``); wrap in ``yarl.URL`` for discord.py."""
        return f"ws://127.0.0.1:{self.port}{GATEWAY_PATH}"

    @property
    def connected(self) -> bool:
        """A bot currently holds an open gateway websocket (any shard's, or one not yet
        identified)."""
        return any(not ws.closed for ws in self._sockets)

    @property
    def identified(self) -> bool:
        """An open gateway connection has identified and been sent READY (or resumed)."""
        return bool(self.live_shards)

    @property
    def live_shards(self) -> list[int]:
        """The shard ids that an open, identified session serves now, in order."""
        return sorted(shard for shard, conn in self._shards.items() if conn.live)

    @property
    def shard_count(self) -> int:
        """The shard count the newest IDENTIFY gave (1 for a bot that does not shard)."""
        return self._shard_count

    def shard_of(self, guild_id: int | None) -> int:
        """The shard Discord sends a guild's events to, ``(guild_id >> 22) % shard_count``;
        DMs (no guild) go to shard 0."""
        return 0 if guild_id is None else (int(guild_id) >> 22) % self._shard_count

    def door_of(self, request: web.Request) -> str | None:
        """The name of the door ``request`` came in by (None: the main port)."""
        sockname = request.transport.get_extra_info("sockname") if request.transport else None
        return self._doors.get(sockname[1]) if sockname else None

    def shard_door(self, shard: int) -> str | None:
        """The door of the session serving ``shard`` now (None: the main port, or none)."""
        conn = self._shards.get(shard)
        return conn.door if conn is not None and conn.live else None

    async def _notify(self) -> None:
        async with self._cond:
            self._cond.notify_all()

    def next_id(self) -> int:
        """A fresh snowflake whose timestamp is now (discord.py derives ``created_at`` from it)."""
        now_ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        return (now_ms << 22) | (next(self._ids) & 0x3FFFFF)
