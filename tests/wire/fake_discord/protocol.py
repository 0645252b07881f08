"""The URL layout, constants and response shapes that every part of the fake shares.

Why a module of its own: the REST routes, the gateway and the payload builders must agree on
where things live and on what a Discord-shaped body looks like; saying it once here keeps them
from drifting apart.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from aiohttp import web

API_PREFIX = "/api/v10"
GATEWAY_PATH = "/gateway"
ATTACHMENTS_PREFIX = "/attachments"
HEARTBEAT_INTERVAL_MS = 41250
DISCORD_EPOCH_MS = 1420070400000
# Interaction.__init__ reads data["attachment_size_limit"] unconditionally (KeyError without it).
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
# What Discord reports for a bot in a DM it can fully act in; the value only has to parse as int.
DEFAULT_APP_PERMISSIONS = "1122573558992465"

JSON = dict[str, Any]


def json_response(data: Any, status: int = 200) -> web.Response:
    """JSON response with Content-Type exactly ``application/json``.

    discord.py's ``json_or_text`` compares the header with ``==``; aiohttp's ``json_response``
    appends ``; charset=utf-8`` and would make the client treat every body as a plain string.
    """
    return web.Response(
        body=json.dumps(data).encode(), status=status, content_type="application/json"
    )


def error(status: int, message: str, code: int = 0, errors: JSON | None = None) -> web.Response:
    """Discord-shaped error body (``HTTPException`` reads ``message``, ``code`` and ``errors``)."""
    body: JSON = {"message": message, "code": code}
    if errors is not None:
        body["errors"] = errors
    return json_response(body, status)


def iso_now() -> str:
    return datetime.now(UTC).isoformat()


def truthy(value: str | None) -> bool:
    return value is not None and value.lower() in ("1", "true")
