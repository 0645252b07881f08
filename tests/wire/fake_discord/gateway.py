"""The gateway websocket: HELLO, heartbeats, IDENTIFY/READY, RESUME, and dispatches.

Why apart: this is the one long-lived connection, with its own sequence numbers, session and
close codes; everything a test pushes to the bot (``send_dispatch``) goes through here.
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
        conn = GatewayConnection(ws=ws, query=dict(request.query))
        self._conn = conn
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
            self.identify_payload = data
            self._seq = 0
            self._session_id = secrets.token_hex(16)
            await self._send(conn, {"op": 0, "t": "READY", "d": self._ready_payload(data)})
            conn.identified = True
        elif op == 6:  # RESUME
            if isinstance(data, dict) and data.get("session_id") == self._session_id:
                conn.identified = True
                await self._send(conn, {"op": 0, "t": "RESUMED", "d": {}})
            else:
                await self._send(conn, {"op": 9, "d": False})

    def _ready_payload(self, identify: JSON) -> JSON:
        """``parse_ready`` needs user, guilds and (if the client has no application_id yet)
        application.id/flags; ``received_message`` needs session_id and resume_gateway_url;
        AutoShardedConnectionState additionally reads ``shard``."""
        return {
            "v": 10,
            "user": self.bot_user(),
            "guilds": [],
            "session_id": self._session_id,
            "session_type": "normal",
            "resume_gateway_url": self.gateway_url,
            "shard": identify.get("shard") or [0, 1],
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
                self._seq += 1
                seq = self._seq
            full = {"op": frame["op"], "d": frame.get("d"), "s": seq, "t": frame.get("t")}
            await conn.ws.send_str(json.dumps(full))
            return seq

    async def send_dispatch(self, event: str, data: JSON) -> int:
        """Dispatch an arbitrary gateway event to the identified bot; returns its sequence."""
        conn = self._conn
        if conn is None or conn.ws.closed or not conn.identified:
            raise RuntimeError(f"cannot dispatch {event}: no identified gateway connection")
        seq = await self._send(conn, {"op": 0, "t": event, "d": data})
        assert seq is not None
        return seq
