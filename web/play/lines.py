"""The player's analysis lines on their page (issue 34, item 5): the page of lines and
a line's board at a position. Both read only; the session says whose lines they are."""

from __future__ import annotations

import hashlib

from aiohttp import web

from service import NotFound
from service.web_play.sessions import PageRefused
from web.pages import text
from web.play.answers import error_answer, plain_answer, tags_of
from web.play.site import BOARD_CACHE, MAX_ID, MAX_PLY_DIGITS, SITE, reader, session_of
from web.player_lines import lines_page
from words import Verbatim, msg


async def lines(request: web.Request) -> web.StreamResponse:
    who = reader(request)
    try:
        session = await session_of(request)
    except PageRefused as refused:
        return error_answer(request, 403, refused.said)
    line = _number(request.query.get("line"), MAX_ID)
    at = _number(request.query.get("at"), 10**MAX_PLY_DIGITS)
    desk = request.app[SITE].desk
    seen = await desk.lines.seen(session.game_id, session.seat, line, at)
    game = await desk.game(session)
    return web.Response(
        text=lines_page(seen, game.label, who),
        content_type="text/html",
        charset="utf-8",
        headers={"Cache-Control": "no-store", "Vary": "Accept-Language"},
    )


async def line_board(request: web.Request) -> web.StreamResponse:
    try:
        session = await session_of(request)
    except PageRefused as refused:
        return plain_answer(403, text(refused.said, reader(request)))
    line = _number(request.match_info["line"], MAX_ID)
    at = _number(request.match_info["at"], 10**MAX_PLY_DIGITS)
    assert line is not None and at is not None, "the route matched both"
    desk = request.app[SITE].desk
    png = await desk.lines.board(session.game_id, session.seat, line, at, reader(request))
    tag = f'"{hashlib.sha256(png).hexdigest()[:20]}"'
    headers = {"ETag": tag, "Cache-Control": BOARD_CACHE, "Vary": "Accept-Language, Cookie"}
    if tag in tags_of(request):
        return web.Response(status=304, headers=headers)
    return web.Response(body=png, content_type="image/png", headers=headers)


def _number(raw: str | None, most: int) -> int | None:
    """A line id or a position from the address; anything else is no such line."""
    if raw is None:
        return None
    if raw.isascii() and raw.isdecimal() and len(raw) <= 19 and int(raw) <= most:
        return int(raw)
    raise NotFound(msg("webplay-lines-bad-address", text=Verbatim(repr(raw[:20]))))
