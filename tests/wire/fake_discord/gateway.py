"""The gateway websocket: HELLO, heartbeats, IDENTIFY/READY, RESUME, and dispatches.

Why apart: these are the long-lived connections, each with its own sequence numbers, session
and close codes; everything a test pushes to the bot (``send_dispatch``) goes through here.

One session per shard: a bot that shards (one process or several) opens a connection per
shard and names it in IDENTIFY's ``shard: [id, count]``; a bot that does not is shard 0 of 1.
Dispatches are routed as Discord routes them: a guild's events to shard
``(guild_id >> 22) % count``, everything without a guild (DMs) to shard 0.
"""

from __future__ import annotations

import json
import secrets

from aiohttp import WSMsgType, web

from tests.wire.fake_discord.payloads import Payloads
from tests.wire.fake_discord.protocol import HEARTBEAT_INTERVAL_MS, JSON
from tests.wire.fake_discord.state import GatewayConnection


class Gateway(Payloads):
    """Serves one gateway session per websocket and records every frame the bot sends."""

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        """One gateway session: HELLO, then answer heartbeats, IDENTIFY and RESUME.

        Frames are sent as *text*: discord.py's ``received_message`` only runs its zlib/zstd
        decompressor on ``bytes`` frames, so plain JSON text works even though the client
        connects with ``compress=zlib-stream`` in the query string.
        """
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        conn = GatewayConnection(ws=ws, query=dict(request.query), door=self.door_of(request))
        self._sockets.add(ws)
        self.gateway_connections += 1
        await self._notify()
        try:
            await self._send(conn, {"op": 10, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}})
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                self.gateway_frames.append(frame)
                await self._on_gateway_frame(conn, frame)
                await self._notify()
        finally:
            self._sockets.discard(ws)
            self.last_close_code = ws.close_code
            await self._notify()
        return ws

    async def _on_gateway_frame(self, conn: GatewayConnection, frame: JSON) -> None:
        op = frame.get("op")
        data = frame.get("d")
        if op == 1:  # HEARTBEAT
            await self._send(conn, {"op": 11})
        elif op == 2:  # IDENTIFY
            if not isinstance(data, dict) or data.get("token") != self.token:
                await conn.ws.close(code=4004, message=b"Authentication failed.")
                return
            shard, count = data.get("shard") or (0, 1)
            if not 0 <= shard < count:
                await conn.ws.close(code=4010, message=b"Invalid shard.")
                return
            self.identify_payload = data
            conn.shard, conn.shard_count = shard, count
            conn.session_id = secrets.token_hex(16)
            conn.seq = 0
            self._shard_count = count
            self._shards[shard] = conn
            await self._send(conn, {"op": 0, "t": "READY", "d": self._ready_payload(conn)})
            conn.identified = True
        elif op == 6:  # RESUME
            session_id = data.get("session_id") if isinstance(data, dict) else None
            resumed = next(
                (c for c in self._shards.values() if session_id and c.session_id == session_id),
                None,
            )
            if resumed is not None:
                conn.shard, conn.shard_count = resumed.shard, resumed.shard_count
                conn.session_id, conn.seq = resumed.session_id, resumed.seq
                self._shards[conn.shard] = conn
                conn.identified = True
                await self._send(conn, {"op": 0, "t": "RESUMED", "d": {}})
            else:
                await self._send(conn, {"op": 9, "d": False})

    def _ready_payload(self, conn: GatewayConnection) -> JSON:
        """``parse_ready`` needs user, guilds and (if the client has no application_id yet)
        application.id/flags; ``received_message`` needs session_id and resume_gateway_url;
        AutoShardedConnectionState additionally reads ``shard``."""
        return {
            "v": 10,
            "user": self.bot_user(),
            "guilds": [],
            "session_id": conn.session_id,
            "session_type": "normal",
            "resume_gateway_url": self.gateway_url,
            "shard": [conn.shard, conn.shard_count],
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "user_settings": {},
            "auth": {},
            "_trace": ["fake-discord"],
        }

    async def _send(self, conn: GatewayConnection, frame: JSON) -> int | None:
        """Send one frame; dispatches (op 0) get the next sequence number in ``s``."""
        async with self._send_lock:
            seq: int | None = None
            if frame.get("op") == 0:
                conn.seq += 1
                seq = conn.seq
            full = {"op": frame["op"], "d": frame.get("d"), "s": seq, "t": frame.get("t")}
            await conn.ws.send_str(json.dumps(full))
            return seq

    async def send_dispatch(self, event: str, data: JSON, *, shard: int | None = None) -> int:
        """Dispatch an arbitrary gateway event to the session of the shard it belongs to
        (``shard``, else the one ``data["guild_id"]`` routes to: shard 0 without a guild);
        returns its sequence number in that session."""
        if shard is None:
            guild_id = data.get("guild_id")
            shard = self.shard_of(None if guild_id is None else int(guild_id))
        conn = self._shards.get(shard)
        if conn is None or not conn.live:
            raise RuntimeError(
                f"cannot dispatch {event}: no identified gateway connection for shard {shard}"
            )
        seq = await self._send(conn, {"op": 0, "t": event, "d": data})
        assert seq is not None
        return seq
