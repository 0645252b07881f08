"""The middleware in front of every REST route: record, authenticate, answer unknown routes.

Why apart: recording is what lets a test assert on exactly what the bot asked, and it must see
every request -- including the ones no route serves or the token check refuses -- before any
handler runs; the gateway websocket is left alone (its frames are recorded in ``gateway.py``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from aiohttp import BodyPartReader, web

from tests.wire.fake_discord.protocol import API_PREFIX, GATEWAY_PATH, error
from tests.wire.fake_discord.records import RECORD, RecordedFile, RecordedRequest
from tests.wire.fake_discord.state import FakeState


class Recording(FakeState):
    """Keeps every HTTP request in ``requests`` and stamps it with the status answered."""

    @web.middleware
    async def _middleware(
        self, request: web.Request, handler: Callable[[web.Request], Any]
    ) -> web.StreamResponse:
        """Record every request, enforce the bot token, and turn unknown routes into
        Discord-shaped 404s so a test can see exactly what the fake does not serve."""
        if request.path == GATEWAY_PATH:
            response: web.StreamResponse = await handler(request)
            return response
        record = await self._record(request)
        request[RECORD] = record
        if self._needs_bot_auth(request.path) and (
            request.headers.get("Authorization") != f"Bot {self.token}"
        ):
            response = error(401, "401: Unauthorized")
        else:
            try:
                response = await handler(request)
            except (web.HTTPNotFound, web.HTTPMethodNotAllowed):
                response = error(404, "404: Not Found")
        if record.status is None and not record.aborted:
            record.status = response.status
        await self._notify()
        return response

    @staticmethod
    def _needs_bot_auth(path: str) -> bool:
        """Interaction callbacks and ``/webhooks/{id}/{token}`` routes authenticate with the
        interaction token in the URL; discord.py sends them without an Authorization header."""
        if not path.startswith(API_PREFIX):
            return False
        parts = path[len(API_PREFIX) :].strip("/").split("/")
        if parts[0] == "interactions":
            return False
        return not (parts[0] == "webhooks" and len(parts) >= 3)

    async def _record(self, request: web.Request) -> RecordedRequest:
        path = request.path
        if path.startswith(API_PREFIX):
            path = path[len(API_PREFIX) :] or "/"
        body: Any = None
        files: list[RecordedFile] = []
        if request.content_type == "multipart/form-data":
            reader = await request.multipart()
            async for part in reader:
                if not isinstance(part, BodyPartReader):
                    continue  # nested multipart: discord.py never sends one
                name = part.name or ""
                data = await part.read(decode=True)
                if name == "payload_json":
                    body = json.loads(data)
                else:
                    content_type = part.headers.get("Content-Type")
                    files.append(RecordedFile(name, part.filename, content_type, bytes(data)))
        elif request.can_read_body:
            raw = await request.read()
            if raw:
                try:
                    body = json.loads(raw)
                except ValueError:
                    body = raw.decode(errors="replace")
        record = RecordedRequest(
            method=request.method,
            path=path,
            json=body,
            query=dict(request.query),
            files=files,
        )
        self.requests.append(record)
        return record
