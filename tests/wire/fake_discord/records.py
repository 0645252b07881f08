"""What the fake keeps of each HTTP request the bot makes.

Why apart: these are the fake's public result types (``FakeDiscord.requests`` and what the
``wait_*`` coroutines return), and every route reads the record of the request it answers
through :data:`RECORD`; the middleware that fills them in lives in ``recording.py``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web


@dataclass
class RecordedFile:
    """One uploaded file from a multipart request (``files[n]`` form fields)."""

    field_name: str
    filename: str | None
    content_type: str | None
    data: bytes


@dataclass
class RecordedRequest:
    """One HTTP request the bot made, kept so tests can assert on what was asked.

    ``path`` is relative to the API base (``/users/@me``, exactly discord.py's ``Route.path``
    with parameters filled in) when the request was under ``/api/v10``; otherwise the raw path.
    ``json`` is the parsed JSON body, or for multipart requests the parsed ``payload_json`` field
    (files are in ``files``); None when there was no JSON body. ``status`` is the status code the
    fake answered with, or None while the response has not been decided yet (a held callback).
    ``aborted`` is True when the bot hung up before the response could be written to it.
    ``door`` names the extra port (:meth:`FakeDiscord.open_door`) the request came in by, None
    for the main one: with a door per bot process, it says which process asked.
    """

    method: str
    path: str
    json: Any
    query: dict[str, str] = field(default_factory=dict)
    files: list[RecordedFile] = field(default_factory=list)
    status: int | None = None
    aborted: bool = False
    arrived_at: float = field(default_factory=time.monotonic)
    door: str | None = None


# Where the recording middleware leaves the record for the route handler.
RECORD = web.RequestKey("record", RecordedRequest)


def body_of(request: web.Request) -> Any:
    """The parsed JSON body of ``request`` (``payload_json`` for multipart), as recorded."""
    return request[RECORD].json
