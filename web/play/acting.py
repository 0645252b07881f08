"""What a player's page changes: a move and an offer (``POST``), each checked for its
session, its origin, its rate, its CSRF token and its ply before the desk acts."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from service import PLAYER_ERRORS, Conflict
from service.errors import said_of
from service.web_play.desk import Done, NeedsConfirmation
from service.web_play.sessions import PageRefused, PlaySession
from web.limits import retry_after
from web.pages import text
from web.play.answers import json_answer, refusal_answer
from web.play.reading import show_page
from web.play.site import MAX_PLY_DIGITS, SITE, PlaySite, reader, session_of
from web.player_pages import play_json
from words import Verbatim, msg


async def move(request: web.Request) -> web.StreamResponse:
    async def act(site: PlaySite, session: PlaySession, form: Any, ply: int) -> Done:
        return await site.desk.move(session, str(form.get("move", "")), ply)

    return await post(request, act, "played")


async def offer(request: web.Request) -> web.StreamResponse:
    async def act(site: PlaySite, session: PlaySession, form: Any, ply: int) -> Done:
        kind = form.get("kind")
        return await site.desk.act(
            session,
            str(form.get("action", "")),
            ply,
            kind=None if kind is None else str(kind),
            confirmed=form.get("confirm") == "yes",
        )

    return await post(request, act, None)


Act = Callable[[PlaySite, PlaySession, Any, int], Awaitable[Done]]


async def admitted(
    request: web.Request, wants_json: bool
) -> tuple[PlaySession, Any] | web.Response:
    """A POST from the player's pages, its session and form; or the answer refusing it:
    no session, not from this site (the browser's word), too many, or a wrong CSRF token."""
    site = request.app[SITE]
    try:
        session = await session_of(request)
    except PageRefused as refused:
        return refusal_answer(request, 403, refused.said, wants_json)
    if request.headers.get("Sec-Fetch-Site", "same-origin") not in ("same-origin", "none"):
        return refusal_answer(request, 403, msg("webplay-csrf"), wants_json)
    wait = site.actions.admit(session.key, costly=False)
    if wait is not None:
        seconds = retry_after(wait)
        said = msg("webplay-too-many", seconds=Verbatim(seconds))
        return refusal_answer(request, 429, said, wants_json, {"Retry-After": seconds})
    try:
        form = await request.post()
    except ConnectionError:  # the tab closed while the move was on its way: nothing to do
        return web.Response(status=499)
    token = form.get("csrf") or request.headers.get("X-CSRF-Token")
    if not site.desk.sessions.csrf_ok(session, None if token is None else str(token)):
        return refusal_answer(request, 403, msg("webplay-csrf"), wants_json)
    return session, form


async def post(request: web.Request, act: Act, done_word: str | None) -> web.StreamResponse:
    """A POST from the player's page: the session, the browser's word that it came from
    this site, the rate, the CSRF token and the ply checked before the desk acts."""
    site = request.app[SITE]
    who = reader(request)
    wants_json = "application/json" in request.headers.get("Accept", "")
    checked = await admitted(request, wants_json)
    if isinstance(checked, web.Response):
        return checked
    session, form = checked
    raw_ply = str(form.get("ply", ""))
    if not (raw_ply.isascii() and raw_ply.isdecimal() and len(raw_ply) <= MAX_PLY_DIGITS):
        said = msg("webplay-bad-ply", text=Verbatim(repr(raw_ply[:20])))
        return refusal_answer(request, 400, said, wants_json)
    try:
        done = await act(site, session, form, int(raw_ply))
    except NeedsConfirmation as asked:
        if wants_json:
            return json_answer(
                request, 409, {"ok": False, "error": text(asked.said, who), "confirm": True}
            )
        return await show_page(request, session, who, depth=2, said=asked.said, resigning=True)
    except PageRefused as refused:
        return refusal_answer(request, 403, refused.said, wants_json)
    except PLAYER_ERRORS as error:
        status = 409 if isinstance(error, Conflict) else 422
        if wants_json:
            return json_answer(request, status, {"ok": False, "error": text(said_of(error), who)})
        return await show_page(
            request, session, who, depth=2, said=said_of(error), refused=True, status=status
        )
    site.told(done)
    if wants_json:
        game = await site.desk.game(session)
        body = {
            "ok": True,
            "said": text(done.said, who),
            "state": play_json(game, site.desk.now(), session.expires_at, session.csrf, who),
        }
        return json_answer(request, 200, body, {"Cache-Control": "no-store"})
    word = done_word or word_after(done, form)
    return web.Response(
        status=303,
        headers={"Location": f"../{session.game_id}?done={word}", "Cache-Control": "no-store"},
    )


def word_after(done: Done, form: Any) -> str:
    action = str(form.get("action", ""))
    return {
        "draw": "offered",
        "takeback": "offered",
        "pause": "done",
        "accept": "accepted",
        "decline": "declined",
        "resign": "resigned",
        "abort": "aborted",
    }.get(action, "done")
