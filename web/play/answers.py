"""The player's routes' answers: JSON, plain text, and the page that says what is wrong."""

from __future__ import annotations

import json
from typing import Any

from aiohttp import web

from web.pages import error_page, text
from web.play.site import reader
from words import Speech


def tags_of(request: web.Request) -> set[str]:
    return {tag.strip() for tag in request.headers.get("If-None-Match", "").split(",")}


def json_answer(
    request: web.Request, status: int, body: dict[str, Any], headers: dict[str, str] | None = None
) -> web.Response:
    return web.Response(
        status=status,
        text=json.dumps(body, ensure_ascii=False),
        content_type="application/json",
        headers={"Cache-Control": "no-store", "Vary": "Accept-Language", **(headers or {})},
    )


def plain_answer(status: int, message: str) -> web.Response:
    return web.Response(
        status=status,
        text=message + "\n",
        content_type="text/plain",
        headers={"Cache-Control": "no-store"},
    )


def error_answer(
    request: web.Request, status: int, said: Speech, extra: dict[str, str] | None = None
) -> web.Response:
    """A page that says what is wrong and what to do (no script, nothing changed)."""
    depth = max(0, request.path.count("/") - 1)
    return web.Response(
        status=status,
        text=error_page(status, said, depth, reader(request)),
        content_type="text/html",
        charset="utf-8",
        headers={"Cache-Control": "no-store", "Vary": "Accept-Language", **(extra or {})},
    )


def refusal_answer(
    request: web.Request,
    status: int,
    said: Speech,
    wants_json: bool,
    extra: dict[str, str] | None = None,
) -> web.Response:
    if wants_json:
        body = {"ok": False, "error": text(said, reader(request))}
        return json_answer(request, status, body, extra)
    return error_answer(request, status, said, extra)
