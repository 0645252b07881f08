"""A player's own page of a game: the routes, the session cookie, CSRF and rate limits.

===========================================  =============================================
``GET  /p/<token>``                          a personal link: exchanged for a session, then
                                             ``303`` to ``/play/<game>`` (no token stays in
                                             the address bar, the history or a Referer)
``GET  /play/<game>[?ply=N][&prefix=...]``   the player's page (a board at ply N; the move
                                             built so far)
``GET  /play/<game>/state.json``             the page's moving parts (ETag)
``GET  /play/<game>/steps?prefix=...``       the next steps of the player's move
``GET  /play/<game>/board/<N>.png``          the player's own board after N plies
``GET  /play/<game>/board/<N>.txt``          that board in words (its alt text)
``GET  /play/<game>/events``                 Server-Sent Events: the game's version on change
``POST /play/<game>/move``                   ``move``, ``ply``, ``csrf``: play it
``POST /play/<game>/offer``                  ``action`` (draw, takeback, pause, abort,
                                             resign with ``confirm=yes``, accept, decline
                                             with ``kind``), ``ply``, ``csrf``
===========================================  =============================================

The JSON (``web.player_pages``): ``state.json`` is ``version`` (changes with anything
either page shows), ``game``, ``id``, ``label``, ``title``, ``names``, ``seat``,
``plies``, ``to_move``, ``your_turn``, ``finished``, ``status`` and ``waiting`` (the
page's sentences), ``moves`` (``ply``, ``seat``, ``text``, ``entry``), ``clock``
(``left``, ``ticking``, ``paused``, ``control``) or null, ``steps`` (the first step of
the player's move, as ``steps`` answers) or null, ``offers`` (``kind``, ``yours``,
``said``), ``actions`` (``action``, ``label``), ``board`` and ``words`` (below the
game's pages, ``/play/<game>/``), ``expires_at`` and ``csrf``. ``steps?prefix=`` is
``ply``, ``prefix``, ``complete``, ``said``, ``choices`` (``word``, ``move``,
``complete``, ``more``, ``group``) and ``groups`` (``key``, ``label``). A POST's JSON
answer is ``{"ok": true, "said", "state"}`` or ``{"ok": false, "error"}`` (with
``"confirm": true`` when a resignation waits to be confirmed); a refusal of the
session is ``403`` with ``{"error"}``.

Everything is the service's (``service.web_play.PlayDesk``): which link opens which
seat, what the seat may see, and every move and offer, through the same desks as
Discord and mail. What a request changes is handed to the other channels (``tell``,
the shell's switchboard) in the background, so the player's answer does not wait
for Discord; a post that never got made is made by the owed-posts sweep.

The session cookie is ``HttpOnly``, ``SameSite=Strict``, scoped to the game's pages
(``Path=/play/<game>``, below the public address's own path), and ``Secure`` when the
page is reached over HTTPS (the request's own scheme, a trusted proxy's
``X-Forwarded-Proto``, or an ``https`` public address). Every POST needs the session
and its CSRF token (a form field or ``X-CSRF-Token``), compared in constant time, and
is refused when the browser says it came from another site (``Sec-Fetch-Site``).
POSTs are rate limited per session and link exchanges per address, on top of the
site's limits per address. A POST answers JSON when asked (``Accept:
application/json``), else ``303`` back to the page, or the page with the refusal.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from aiohttp import web

from service import PLAYER_ERRORS, Conflict, NotFound
from service.errors import said_of
from service.running.outbox import Notification
from service.web_play.desk import Done, NeedsConfirmation, PlayDesk
from service.web_play.sessions import PageRefused, PlaySession
from web.language import reader_of
from web.limits import Limiter, Rate, retry_after
from web.pages import error_page, text
from web.play_live import PlayLive
from web.player_pages import Shown, play_json, play_page, steps_json
from words import Notation, Reader, Speech, Verbatim, msg
from words.plain import fitted_alt

log = logging.getLogger("postboard.web")

COOKIE = "pb_play"
PLAY_ROUTE = "/play/{game}"
MAX_ID = 2**63 - 1
MAX_PLY_DIGITS = 6
MAX_PREFIX = 300
ACTIONS_PER_SESSION = Rate(per_second=0.5, burst=20.0)
"""A player's POSTs: twenty at once (a few moves and offers, a double click), then one
every two seconds, faster than anyone plays a move."""
EXCHANGES_PER_ADDRESS = Rate(per_second=0.1, burst=10.0)
"""Links exchanged from one address: ten at once, then one every ten seconds (each is a
session written; no player opens their page that often)."""
BOARD_CACHE = "private, no-cache"
"""Revalidated every time (the ETag spares the bytes): one address, two seats' boards,
and two players may share a browser; the server answers the session's seat alone."""
PAGE_CACHE = "private, no-cache"

Tell = Callable[[Notification], Awaitable[None]]


@dataclass
class PlaySite:
    """What the player's routes run on: the desk, the other channels (``tell``; None
    when nothing else runs here), the limits, and whom to believe about HTTPS."""

    desk: PlayDesk
    tell: Tell | None = None
    actions: Limiter = field(
        default_factory=lambda: Limiter(
            any_request=ACTIONS_PER_SESSION, costly_request=ACTIONS_PER_SESSION
        )
    )
    exchanges: Limiter = field(
        default_factory=lambda: Limiter(
            any_request=EXCHANGES_PER_ADDRESS, costly_request=EXCHANGES_PER_ADDRESS
        )
    )
    proxies: Limiter = field(default_factory=Limiter)
    """Whose ``X-Forwarded-*`` headers are believed (the site's limiter, which knows)."""
    live: PlayLive | None = None
    """The followed games (made by ``add_routes`` when not given)."""
    _telling: set[asyncio.Task[None]] = field(default_factory=set)

    def told(self, done: Done) -> None:
        """Hand what changed to the other channels, without keeping the player waiting."""
        if self.tell is None or done.told is None:
            return
        task = asyncio.create_task(self._tell(done.told))
        self._telling.add(task)
        task.add_done_callback(self._telling.discard)

    async def _tell(self, notification: Notification) -> None:
        assert self.tell is not None
        try:
            await self.tell(notification)
        except Exception:
            log.exception("web: telling the other channels of a move from a page failed")

    async def close(self) -> None:
        if self.live is not None:
            await self.live.close()
        if self._telling:
            await asyncio.gather(*self._telling, return_exceptions=True)


SITE = web.AppKey("play", PlaySite)


def add_routes(app: web.Application, site: PlaySite, *, poll_seconds: float = 1.0) -> None:
    """The player's routes on ``app``; a followed game is read every ``poll_seconds``."""
    if site.live is None:
        site.live = PlayLive(site.desk.pages.version, poll_seconds=poll_seconds)
    app[SITE] = site
    app.on_shutdown.append(_close)
    app.router.add_get("/p/{token}", exchange)
    app.router.add_get(PLAY_ROUTE, page)
    app.router.add_get(PLAY_ROUTE + "/state.json", state)
    app.router.add_get(PLAY_ROUTE + "/steps", steps)
    app.router.add_get(PLAY_ROUTE + "/board/{ply}.png", board)
    app.router.add_get(PLAY_ROUTE + "/board/{ply}.txt", board_words)
    app.router.add_get(PLAY_ROUTE + "/events", events)
    app.router.add_post(PLAY_ROUTE + "/move", move)
    app.router.add_post(PLAY_ROUTE + "/offer", offer)


async def _close(app: web.Application) -> None:
    await app[SITE].close()


def reader(request: web.Request) -> Reader:
    return reader_of(request.headers.get("Accept-Language"))


# --- the link ------------------------------------------------------------------------


async def exchange(request: web.Request) -> web.StreamResponse:
    """A personal link's first use: a session, its cookie, and the page without the token."""
    site = request.app[SITE]
    limiter = site.exchanges
    wait = limiter.admit(
        limiter.client(request.remote, request.headers.get("X-Forwarded-For")), costly=False
    )
    if wait is not None:
        after = retry_after(wait)
        said = msg("web-too-many", seconds=Verbatim(after))
        return _error(request, 429, said, {"Retry-After": after})
    try:
        opened = await site.desk.exchange(request.match_info["token"])
    except PageRefused as refused:
        return _error(request, 403, refused.said)
    response = web.Response(status=303, headers={"Location": f"../play/{opened.game_id}"})
    seconds: int = max(0, int((opened.expires_at - site.desk.now()).total_seconds()))
    response.set_cookie(
        COOKIE,
        opened.session_id,
        path=cookie_path(site, opened.game_id),
        max_age=seconds,
        httponly=True,
        samesite="Strict",
        secure=_over_https(request, site),
    )
    response.headers["Cache-Control"] = "no-store"
    return response


def cookie_path(site: PlaySite, game_id: int) -> str:
    """The game's pages below the public address's own path (a proxy may put the site
    below one); the cookie is sent to them alone."""
    public = site.desk.sessions.public_url
    below = urlsplit(public).path.rstrip("/") if public else ""
    return f"{below}/play/{game_id}"


def _over_https(request: web.Request, site: PlaySite) -> bool:
    if request.secure:
        return True
    public = site.desk.sessions.public_url
    if public is not None and public.startswith("https://"):
        return True
    forwarded = request.headers.get("X-Forwarded-Proto", "")
    return site.proxies.trusts(request.remote) and forwarded.split(",")[0].strip() == "https"


# --- reading ---------------------------------------------------------------------------


def _game_id(request: web.Request) -> int:
    raw = request.match_info["game"]
    if raw.isascii() and raw.isdecimal() and len(raw) <= 19 and int(raw) <= MAX_ID:
        return int(raw)
    raise NotFound(msg("web-no-such-page"))


async def _session(request: web.Request) -> PlaySession:
    """The request's session for the game in its address; ``PageRefused`` otherwise."""
    game_id = _game_id(request)
    return await request.app[SITE].desk.session(request.cookies.get(COOKIE), game_id)


def _ply(raw: str | None, plies: int) -> int | None:
    if raw is None:
        return None
    if raw.isascii() and raw.isdecimal() and len(raw) <= MAX_PLY_DIGITS:
        return int(raw)
    raise _Refused(400, msg("web-bad-ply", plies=plies, text=Verbatim(repr(raw[:20]))))


class _Refused(Exception):
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
        session = await _session(request)
    except PageRefused as refused:
        return _error(request, 403, refused.said)
    who = reader(request)
    said: Speech | None = None
    done = request.query.get("done")
    if done in DONE_WORDS:
        said = msg(DONE_WORDS[done])
    return await _page(request, session, who, depth=1, said=said)


async def _page(
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
        ply = _ply(request.query.get("ply"), game.plies)
    except _Refused as bad:
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
        session = await _session(request)
    except PageRefused as refused:
        return _json(request, 403, {"error": text(refused.said, reader(request))})
    site = request.app[SITE]
    game = await site.desk.game(session)
    who = reader(request)
    tag = f'"{game.version}-{game.seat}"'
    headers = {"ETag": tag, "Cache-Control": PAGE_CACHE, "Vary": "Accept-Language, Cookie"}
    if tag in _tags(request):
        return web.Response(status=304, headers=headers)
    body = play_json(game, site.desk.now(), session.expires_at, session.csrf, who)
    return _json(request, 200, body, headers)


async def steps(request: web.Request) -> web.StreamResponse:
    who = reader(request)
    try:
        session = await _session(request)
    except PageRefused as refused:
        return _json(request, 403, {"error": text(refused.said, who)})
    prefix = request.query.get("prefix", "")
    if len(prefix) > MAX_PREFIX:
        said = msg("webplay-no-such-step", prefix=Notation(" ".join(prefix.split())[:80]))
        return _json(request, 400, {"error": text(said, who)})
    try:
        ply, found = await request.app[SITE].desk.steps(session, prefix)
    except PLAYER_ERRORS as error:
        return _json(request, 422, {"error": text(said_of(error), who)})
    return _json(request, 200, steps_json(ply, found, who), {"Cache-Control": "no-store"})


async def board(request: web.Request) -> web.StreamResponse:
    try:
        session = await _session(request)
    except PageRefused as refused:
        return _plain(403, text(refused.said, reader(request)))
    ply = _board_ply(request)
    png = await request.app[SITE].desk.pages.board(session, ply, reader(request))
    tag = f'"{hashlib.sha256(png).hexdigest()[:20]}"'
    headers = {"ETag": tag, "Cache-Control": BOARD_CACHE, "Vary": "Accept-Language, Cookie"}
    if tag in _tags(request):
        return web.Response(status=304, headers=headers)
    return web.Response(body=png, content_type="image/png", headers=headers)


async def board_words(request: web.Request) -> web.StreamResponse:
    who = reader(request)
    try:
        session = await _session(request)
    except PageRefused as refused:
        return _plain(403, text(refused.said, who))
    ply = _board_ply(request)
    alt = await request.app[SITE].desk.pages.words(session, ply)
    words = " ".join(fitted_alt(alt.full, alt.brief, who).splitlines())
    return web.Response(
        text=words,
        content_type="text/plain",
        headers={"Cache-Control": BOARD_CACHE, "Vary": "Accept-Language, Cookie"},
    )


def _board_ply(request: web.Request) -> int:
    raw = request.match_info["ply"]
    if raw.isascii() and raw.isdecimal() and len(raw) <= MAX_PLY_DIGITS:
        return int(raw)
    raise NotFound(msg("web-bad-board-ply", text=Verbatim(repr(raw[:20]))))


async def events(request: web.Request) -> web.StreamResponse:
    """The game's version now, then each time it changes; a comment when quiet. The
    session is checked again at each change, so a revoked page stops hearing."""
    try:
        session = await _session(request)
    except PageRefused as refused:
        return _plain(403, text(refused.said, reader(request)))
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
        await stream.write(b"retry: 3000\n" + _event(version))
        async for changed in site.live.follow(session.game_id, version):
            if changed is None:
                await stream.write(b": still here\n\n")
                continue
            try:
                await _session(request)
            except PageRefused:
                break
            await stream.write(_event(changed))
    except (ConnectionResetError, ConnectionError):
        pass
    return stream


def _event(version: str) -> bytes:
    return f"event: version\ndata: {json.dumps({'version': version})}\n\n".encode()


# --- acting ----------------------------------------------------------------------------


async def move(request: web.Request) -> web.StreamResponse:
    async def act(site: PlaySite, session: PlaySession, form: Any, ply: int) -> Done:
        return await site.desk.move(session, str(form.get("move", "")), ply)

    return await _post(request, act, "played")


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

    return await _post(request, act, None)


Act = Callable[[PlaySite, PlaySession, Any, int], Awaitable[Done]]


async def _post(request: web.Request, act: Act, done_word: str | None) -> web.StreamResponse:
    """A POST from the player's page: the session, the browser's word that it came from
    this site, the rate, the CSRF token and the ply checked before the desk acts."""
    site = request.app[SITE]
    who = reader(request)
    wants_json = "application/json" in request.headers.get("Accept", "")
    try:
        session = await _session(request)
    except PageRefused as refused:
        return _answer_error(request, 403, refused.said, wants_json)
    if request.headers.get("Sec-Fetch-Site", "same-origin") not in ("same-origin", "none"):
        return _answer_error(request, 403, msg("webplay-csrf"), wants_json)
    wait = site.actions.admit(session.key, costly=False)
    if wait is not None:
        seconds = retry_after(wait)
        said = msg("webplay-too-many", seconds=Verbatim(seconds))
        return _answer_error(request, 429, said, wants_json, {"Retry-After": seconds})
    try:
        form = await request.post()
    except ConnectionError:  # the tab closed while the move was on its way: nothing to do
        return web.Response(status=499)
    token = form.get("csrf") or request.headers.get("X-CSRF-Token")
    if not site.desk.sessions.csrf_ok(session, None if token is None else str(token)):
        return _answer_error(request, 403, msg("webplay-csrf"), wants_json)
    raw_ply = str(form.get("ply", ""))
    if not (raw_ply.isascii() and raw_ply.isdecimal() and len(raw_ply) <= MAX_PLY_DIGITS):
        said = msg("webplay-bad-ply", text=Verbatim(repr(raw_ply[:20])))
        return _answer_error(request, 400, said, wants_json)
    try:
        done = await act(site, session, form, int(raw_ply))
    except NeedsConfirmation as asked:
        if wants_json:
            return _json(
                request, 409, {"ok": False, "error": text(asked.said, who), "confirm": True}
            )
        return await _page(request, session, who, depth=2, said=asked.said, resigning=True)
    except PageRefused as refused:
        return _answer_error(request, 403, refused.said, wants_json)
    except PLAYER_ERRORS as error:
        status = 409 if isinstance(error, Conflict) else 422
        if wants_json:
            return _json(request, status, {"ok": False, "error": text(said_of(error), who)})
        return await _page(
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
        return _json(request, 200, body, {"Cache-Control": "no-store"})
    word = done_word or _done_word(done, form)
    return web.Response(
        status=303,
        headers={"Location": f"../{session.game_id}?done={word}", "Cache-Control": "no-store"},
    )


def _done_word(done: Done, form: Any) -> str:
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


# --- answers ---------------------------------------------------------------------------


def _tags(request: web.Request) -> set[str]:
    return {tag.strip() for tag in request.headers.get("If-None-Match", "").split(",")}


def _json(
    request: web.Request, status: int, body: dict[str, Any], headers: dict[str, str] | None = None
) -> web.Response:
    return web.Response(
        status=status,
        text=json.dumps(body, ensure_ascii=False),
        content_type="application/json",
        headers={"Cache-Control": "no-store", "Vary": "Accept-Language", **(headers or {})},
    )


def _plain(status: int, message: str) -> web.Response:
    return web.Response(
        status=status,
        text=message + "\n",
        content_type="text/plain",
        headers={"Cache-Control": "no-store"},
    )


def _error(
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


def _answer_error(
    request: web.Request,
    status: int,
    said: Speech,
    wants_json: bool,
    extra: dict[str, str] | None = None,
) -> web.Response:
    if wants_json:
        body = {"ok": False, "error": text(said, reader(request))}
        return _json(request, status, body, extra)
    return _error(request, status, said, extra)
