"""The player's analysis lines on their page (issue 34, item 5): the page of lines, a
line's board at a position, and a move tried in a line from the page (``POST``, with
the checks every form of the page has). The session says whose lines they are."""

from __future__ import annotations

import hashlib

from aiohttp import web

from service import PLAYER_ERRORS, Asked, NotFound
from service.errors import said_of
from service.web_play.sessions import PageRefused, PlaySession
from web.pages import text
from web.play.acting import admitted
from web.play.answers import error_answer, plain_answer, tags_of
from web.play.site import BOARD_CACHE, MAX_ID, MAX_PLY_DIGITS, SITE, reader, session_of
from web.player_lines import lines_page
from words import Reader, Speech, Verbatim, msg

MAX_MOVE = 300
"""Characters of a move tried from the page (the longest notation is far shorter)."""


async def lines(request: web.Request) -> web.StreamResponse:
    try:
        session = await session_of(request)
    except PageRefused as refused:
        return error_answer(request, 403, refused.said)
    line = _number(request.query.get("line"), MAX_ID)
    at = _number(request.query.get("at"), 10**MAX_PLY_DIGITS)
    return await show_lines(request, session, reader(request), line, at)


async def show_lines(
    request: web.Request,
    session: PlaySession,
    who: Reader,
    line: int | None,
    at: int | None,
    *,
    said: Speech | None = None,
    status: int = 200,
) -> web.Response:
    desk = request.app[SITE].desk
    seen = await desk.lines.seen(session.game_id, session.seat, line, at)
    game = await desk.game(session)
    return web.Response(
        text=lines_page(seen, game.label, who, csrf=session.csrf, refused=said),
        status=status,
        content_type="text/html",
        charset="utf-8",
        headers={"Cache-Control": "no-store", "Vary": "Accept-Language"},
    )


async def line_move(request: web.Request) -> web.StreamResponse:
    """A move tried in a line at the position the page showed; back to the line after it,
    or the same position with the rules' refusal."""
    checked = await admitted(request, wants_json=False)
    if isinstance(checked, web.Response):
        return checked
    session, form = checked
    line = _number(str(form.get("line", "")), MAX_ID)
    at = _number(str(form.get("at", "")), 10**MAX_PLY_DIGITS)
    if line is None:
        raise NotFound(msg("webplay-lines-bad-address", text=Verbatim("''")))
    move = str(form.get("move", ""))[:MAX_MOVE]
    asked = Asked(game_id=session.game_id, asked_by=session.user_id)
    try:
        shown = await request.app[SITE].desk.explore.play(asked, move, line_id=line, at=at)
    except NotFound:
        raise  # no such line of theirs: the site's page for what is not there
    except PLAYER_ERRORS as error:
        who = reader(request)
        return await show_lines(request, session, who, line, at, said=said_of(error), status=422)
    where = f"lines?line={shown.line.id}&at={shown.shown}"
    return web.Response(status=303, headers={"Location": where, "Cache-Control": "no-store"})


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
