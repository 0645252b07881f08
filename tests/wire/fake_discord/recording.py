"""The middleware in front of every REST route: record, authenticate, refuse what Discord's
limits refuse (``tests.discord_limits``), answer unknown routes.

Why apart: recording is what lets a test assert on exactly what the bot asked, and it must see
every request -- including the ones no route serves or the token check refuses -- before any
handler runs; the gateway websocket is left alone (its frames are recorded in ``gateway.py``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from email import policy
from email.parser import BytesParser
from typing import Any

from aiohttp import hdrs, web

from tests.discord_limits import violations
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
        try:
            record = await self._record(request)
        except ConnectionError:
            # The bot died (a SIGKILL) in the middle of sending: it never said anything, so
            # nothing is recorded, and there is nobody to answer.
            return web.Response(status=400)
        request[RECORD] = record
        over = violations(record.method, record.path, record.json)
        if self._needs_bot_auth(request.path) and (
            request.headers.get("Authorization") != f"Bot {self.token}"
        ):
            response = error(401, "401: Unauthorized")
        elif over:
            self.refused_for_limits += over
            response = error(400, f"Invalid Form Body: {over[0]}", 50035)
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
            body, files = _multipart(request.headers[hdrs.CONTENT_TYPE], await request.read())
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
            door=self.door_of(request),
        )
        self.requests.append(record)
        return record


def _multipart(content_type: str, raw: bytes) -> tuple[Any, list[RecordedFile]]:
    """The ``payload_json`` field and the files of a ``multipart/form-data`` body.

    Parsed with the standard library from the whole body, not with aiohttp's part reader:
    that reader calls aiohttp's own deprecated ``StreamReader.unread_data`` whenever a read
    overshoots a part's end, which depends on how the bytes arrive, and the suite makes
    that warning an error -- the fake then failed a bot's upload with a 500 now and then.
    """
    head = f"{hdrs.CONTENT_TYPE}: {content_type}\r\n\r\n".encode()
    message = BytesParser(policy=policy.HTTP).parsebytes(head + raw)
    body: Any = None
    files: list[RecordedFile] = []
    for part in message.iter_parts():
        name = part.get_param("name", header="content-disposition") or ""
        data = part.get_payload(decode=True)
        assert isinstance(data, bytes), "discord.py never nests multiparts"
        if name == "payload_json":
            body = json.loads(data)
        else:
            kind = part.get(hdrs.CONTENT_TYPE)
            files.append(RecordedFile(str(name), part.get_filename(), kind and str(kind), data))
    return body, files
