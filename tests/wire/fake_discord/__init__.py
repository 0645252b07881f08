"""A minimal over-the-wire fake of Discord: REST API plus gateway websocket.

Why this exists: the in-process fakes elsewhere in the suite replace discord.py objects, so they
cannot tell us how a *real* bot process behaves at its edges -- a rejected token, a SIGTERM while
an interaction response is still in flight, an interaction that arrives after shutdown began.
This package serves just enough of Discord's HTTP API and gateway on 127.0.0.1 that an unmodified
discord.py 2.7.1 client can log in, sync application commands, connect, become ready, receive
``INTERACTION_CREATE`` and answer it, while the test records every request it makes.

Point a bot at it by replacing ``discord.http.Route.BASE`` with :attr:`FakeDiscord.api_base` and
``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY`` with ``yarl.URL(FakeDiscord.gateway_url)``
(discord.py calls ``.with_query`` on that attribute, so it must be a ``yarl.URL``, not a str).

Payload shapes follow what discord.py 2.7.1 actually reads (``http.py``, ``gateway.py``,
``state.py``, ``interactions.py``, ``app_commands/tree.py``); the notes on each builder say which
keys are load-bearing.

:class:`FakeDiscord` is one object assembled from parts, a module per job: ``state`` (what the
parts share), ``recording`` and ``records`` (every request kept), ``identity``, ``commands``,
``callbacks`` and ``messages`` (the REST routes), ``gateway``, ``interactions`` and
``direct`` (the websockets, one session per shard, and what a test dispatches over them:
commands, clicks, DMs), ``payloads`` (the objects discord.py parses),
``waiting`` (synchronising with the bot) and ``server`` (start and stop). Import from here.
"""

from __future__ import annotations

from tests.wire.fake_discord.protocol import API_PREFIX as API_PREFIX
from tests.wire.fake_discord.protocol import ATTACHMENT_SIZE_LIMIT as ATTACHMENT_SIZE_LIMIT
from tests.wire.fake_discord.protocol import ATTACHMENTS_PREFIX as ATTACHMENTS_PREFIX
from tests.wire.fake_discord.protocol import DEFAULT_APP_PERMISSIONS as DEFAULT_APP_PERMISSIONS
from tests.wire.fake_discord.protocol import DISCORD_EPOCH_MS as DISCORD_EPOCH_MS
from tests.wire.fake_discord.protocol import GATEWAY_PATH as GATEWAY_PATH
from tests.wire.fake_discord.protocol import HEARTBEAT_INTERVAL_MS as HEARTBEAT_INTERVAL_MS
from tests.wire.fake_discord.protocol import JSON as JSON
from tests.wire.fake_discord.records import RecordedFile, RecordedRequest
from tests.wire.fake_discord.server import FakeDiscord
from tests.wire.fake_discord.state import Door

__all__ = ["Door", "FakeDiscord", "RecordedFile", "RecordedRequest"]
