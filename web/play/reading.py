"""What a player's page reads: the page, its JSON, the next steps of a move, the
player's own board in pixels and in words, and the live stream of the game's version."""

from __future__ import annotations

import hashlib
import json

from aiohttp import web

from service import PLAYER_ERRORS, NotFound
from service.errors import said_of
from service.web_play.sessions import PageRefused, PlaySession
from web.pages import text
from web.play.answers import error_answer, json_answer, plain_answer, tags_of
from web.play.site import (
    BOARD_CACHE,
    MAX_PLY_DIGITS,
    MAX_PREFIX,
    PAGE_CACHE,
    SITE,
    reader,
    session_of,
)
from web.player_pages import Shown, play_json, play_page, steps_json
from words import Notation, Reader, Speech, Verbatim, msg
from words.plain import fitted_alt


def ply_asked(raw: str | None, plies: int) -> int | None:
    if raw is None:
        return None
    if raw.isascii() and raw.isdecimal() and len(raw) <= MAX_PLY_DIGITS:
        return int(raw)
    raise BadAddress(400, msg("web-bad-ply", plies=plies, text=Verbatim(repr(raw[:20]))))


class BadAddress(Exception):
    def __init__(self, status: int, said: Speech) -> None:
        super().__init__(said)
        self.status = status
        self.said = said


DONE_WORDS = {
    "played": "webplay-done-played",
    "offered": "webplay-done-offered",
    "accepted": "webplay-accepted",
    "declined": "webplay-declined",
    "resigned": "webplay-done-resigned",
    "aborted": "webplay-done-aborted",
    "done": "webplay-done",
}
"""What the page says after a form's ``303`` (``?done=<word>``): fixed words only, so no
address can make the page say anything else."""


async def page(request: web.Request) -> web.StreamResponse:
    try:
        session = await session_of(request)
    except PageRefused as refused:
        return error_answer(request, 403, refused.said)
    who = reader(request)
    said: Speech | None = None
    done = request.query.get("done")
    if done in DONE_WORDS:
        said = msg(DONE_WORDS[done])
    return await show_page(request, session, who, depth=1, said=said)


async def show_page(
    request: web.Request,
    session: PlaySession,
    who: Reader,
    *,
    depth: int,
    said: Speech | None = None,
    refused: bool = False,
    resigning: bool = False,
    status: int = 200,
) -> web.Response:
    site = request.app[SITE]
    game = await site.desk.game(session)
    try:
        ply = ply_asked(request.query.get("ply"), game.plies)
    except BadAddress as bad:
        ply, said, refused = None, bad.said, True
    if ply is None or ply > game.plies:
        ply = game.plies
    steps_ = game.steps
    prefix = request.query.get("prefix", "")[:MAX_PREFIX] if depth == 1 else ""
    if prefix.strip() and game.your_turn:
        try:
            _, steps_ = await site.desk.steps(session, prefix)
        except PLAYER_ERRORS as error:
            said, refused = said_of(error), True
    alt = await site.desk.pages.words(session, ply)
    words = " ".join(fitted_alt(alt.full, alt.brief, who).splitlines())
    shown = Shown(
        depth=depth,
        csrf=session.csrf,
        ply=ply,
        steps=steps_,
        words=words,
        said=said,
        refused=refused,
        resigning=resigning,
    )
    body = play_page(game, shown, site.desk.now(), who)
    return web.Response(
        text=body,
        status=status,
        content_type="text/html",
        charset="utf-8",
        headers={"Cache-Control": "no-store", "Vary": "Accept-Language"},
    )


async def state(request: web.Request) -> web.StreamResponse:
    try:
        session = await session_of(request)
    except PageRefused as refused:
        return json_answer(request, 403, {"error": text(refused.said, reader(request))})
    site = request.app[SITE]
    game = await site.desk.game(session)
    who = reader(request)
    tag = f'"{game.version}-{game.seat}"'
    headers = {"ETag": tag, "Cache-Control": PAGE_CACHE, "Vary": "Accept-Language, Cookie"}
    if tag in tags_of(request):
        return web.Response(status=304, headers=headers)
    body = play_json(game, site.desk.now(), session.expires_at, session.csrf, who)
    return json_answer(request, 200, body, headers)


async def steps(request: web.Request) -> web.StreamResponse:
    who = reader(request)
    try:
        session = await session_of(request)
    except PageRefused as refused:
        return json_answer(request, 403, {"error": text(refused.said, who)})
    prefix = request.query.get("prefix", "")
    if len(prefix) > MAX_PREFIX:
        said = msg("webplay-no-such-step", prefix=Notation(" ".join(prefix.split())[:80]))
        return json_answer(request, 400, {"error": text(said, who)})
    try:
        ply, found = await request.app[SITE].desk.steps(session, prefix)
    except PLAYER_ERRORS as error:
        return json_answer(request, 422, {"error": text(said_of(error), who)})
    return json_answer(request, 200, steps_json(ply, found, who), {"Cache-Control": "no-store"})


async def board(request: web.Request) -> web.StreamResponse:
    try:
        session = await session_of(request)
    except PageRefused as refused:
        return plain_answer(403, text(refused.said, reader(request)))
    ply = board_ply(request)
    png = await request.app[SITE].desk.pages.board(session, ply, reader(request))
    tag = f'"{hashlib.sha256(png).hexdigest()[:20]}"'
    headers = {"ETag": tag, "Cache-Control": BOARD_CACHE, "Vary": "Accept-Language, Cookie"}
    if tag in tags_of(request):
        return web.Response(status=304, headers=headers)
    return web.Response(body=png, content_type="image/png", headers=headers)


async def board_words(request: web.Request) -> web.StreamResponse:
    who = reader(request)
    try:
        session = await session_of(request)
    except PageRefused as refused:
        return plain_answer(403, text(refused.said, who))
    ply = board_ply(request)
    alt = await request.app[SITE].desk.pages.words(session, ply)
    words = " ".join(fitted_alt(alt.full, alt.brief, who).splitlines())
    return web.Response(
        text=words,
        content_type="text/plain",
        headers={"Cache-Control": BOARD_CACHE, "Vary": "Accept-Language, Cookie"},
    )


def board_ply(request: web.Request) -> int:
    raw = request.match_info["ply"]
    if raw.isascii() and raw.isdecimal() and len(raw) <= MAX_PLY_DIGITS:
        return int(raw)
    raise NotFound(msg("web-bad-board-ply", text=Verbatim(repr(raw[:20]))))


async def events(request: web.Request) -> web.StreamResponse:
    """The game's version now, then each time it changes; a comment when quiet. The
    session is checked again at each change, so a revoked page stops hearing."""
    try:
        session = await session_of(request)
    except PageRefused as refused:
        return plain_answer(403, text(refused.said, reader(request)))
    site = request.app[SITE]
    assert site.live is not None
    version = await site.desk.pages.version(session.game_id)
    stream = web.StreamResponse(
        headers={
            "Content-Type": "text/event-stream; charset=utf-8",
            "Cache-Control": "no-store",
            "X-Accel-Buffering": "no",
        }
    )
    await stream.prepare(request)
    try:
        await stream.write(b"retry: 3000\n" + event_bytes(version))
        async for changed in site.live.follow(session.game_id, version):
            if changed is None:
                await stream.write(b": still here\n\n")
                continue
            try:
                await session_of(request)
            except PageRefused:
                break
            await stream.write(event_bytes(changed))
    except (ConnectionResetError, ConnectionError):
        pass
    return stream


def event_bytes(version: str) -> bytes:
    return f"event: version\ndata: {json.dumps({'version': version})}\n\n".encode()
