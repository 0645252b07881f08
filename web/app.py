"""The site: routes, the answers to bad addresses, and the headers every answer carries.

========================================  ==========================================
``/``                                     what this site is
``/s/<server>/<key>``                     a server's running and finished games
``/g/<server>/<game>/<key>[?ply=N]``      a game, at ply N (default: now)
``/g/<server>/<game>/<key>/state.json``   the game now, for the page's script (ETag)
``/g/<server>/<game>/<key>/ply/<N>.png``  the board after N plies, as spectators see it
``/g/<server>/<game>/<key>/ply/<N>.txt``  that board in words (its alt text)
``/g/<server>/<game>/<key>/events``       Server-Sent Events: the game's version on change
``/static/<file>``                        the page's script and style sheet
``/p/<token>``, ``/play/<game>/...``      a player's own page (``web.play``), when the
                                          site is given one (``make_app(play=...)``)
========================================  ==========================================

Addresses and keys are the service's (``service.spectators``). Everything read goes
through it; nothing here knows a game's rules. A bad address gets a short page that
says what is wrong, never a trace: the trace goes to the log. Every answer is in the
visitor's language (``Accept-Language``, ``web.language``), and says that it varies
with it.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime

from aiohttp import web

from service import OUTAGES, NotFound
from service.kit.caches import Kept
from service.spectators.desk import NO_SUCH_SERVER, SpectatorDesk
from service.spectators.shown import SpectatorGame
from service.spectators.status import no_such_game, out_of_range
from web.assets import ASSETS
from web.language import reader_of
from web.limits import Limiter, retry_after
from web.live import Current
from web.pages import error_page, game_json, game_page, home_page, server_page, text
from web.play import PlaySite, add_routes
from words import Reader, Speech, Verbatim, msg
from words.plain import fitted_alt

log = logging.getLogger("postboard.web")

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
PLAY_CSP = CSP.replace("form-action 'none'", "form-action 'self'")
"""A player's page (``/play/...``) posts its forms to itself; no other page has a form."""
SECURITY_HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # a page's address holds its key
    "X-Frame-Options": "DENY",
    "X-Robots-Tag": "noindex, nofollow",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
}
PAGE_CACHE = "private, no-cache"  # always revalidated: a page shows a game that moves
IMAGE_CACHE = "private, max-age=3600"
ASSET_CACHE = "public, max-age=31536000, immutable"  # the address changes with the file
MAX_ID = 2**63 - 1  # what the database's integers hold
MAX_PLY_DIGITS = 6
ROBOTS = b"User-agent: *\nDisallow: /\n"

MADE_KEPT = 256


class Made:
    """Pages and states already written, by game version, ply and second (the clocks
    move by the second): 200 viewers of one game cost one writing a second."""

    def __init__(self) -> None:
        self._kept: Kept[tuple[str, int, int, str, int], bytes] = Kept(MADE_KEPT)
        self.words: Kept[tuple[int, int, str, tuple[str, str], str], str] = Kept(MADE_KEPT)
        """Boards' words written for a language: one writing per position and language."""

    def get(
        self,
        kind: str,
        game: SpectatorGame,
        ply: int,
        now: datetime,
        make: Callable[[], str],
        reader: Reader,
    ) -> bytes:
        key = (f"{kind}:{reader.locale}", game.id, ply, game.version, int(now.timestamp()))
        body = self._kept.get(key)
        if body is None:
            body = make().encode()
            self._kept.put(key, body)
        return body


CURRENT = web.AppKey("current", Current)
DESK = web.AppKey("desk", SpectatorDesk)
LIMITER = web.AppKey("limiter", Limiter)
MADE = web.AppKey("made", Made)
GAME_ROUTE = "/g/{guild}/{game}/{key}"
COSTLY_ROUTES = frozenset(
    {"/s/{guild}/{key}", GAME_ROUTE + "/ply/{ply}.png", "/play/{game}/board/{ply}.png"}
)

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class BadRequest(Exception):
    """An address the site understands but whose value cannot be: said as a message."""

    def __init__(self, said: Speech) -> None:
        super().__init__(said)
        self.said = said


def make_app(
    desk: SpectatorDesk,
    *,
    fresh_seconds: float = 1.0,
    poll_seconds: float = 1.0,
    spread_seconds: float = 0.5,
    limiter: Limiter | None = None,
    play: PlaySite | None = None,
) -> web.Application:
    """The site over ``desk``: a page is at most ``fresh_seconds`` behind the store, a
    followed game is read every ``poll_seconds``, and its viewers are told of a change
    over ``spread_seconds`` (``web.live``); each visitor's requests are counted by
    ``limiter`` (``web.limits``; by default, by the peer's address). ``play``: the
    players' own pages too (``web.play``); without it the site only shows."""
    app = web.Application(middlewares=[limited, answers], client_max_size=4096)
    app[DESK] = desk
    app[LIMITER] = limiter if limiter is not None else Limiter()
    app[CURRENT] = Current(
        desk,
        fresh_seconds=fresh_seconds,
        poll_seconds=poll_seconds,
        spread_seconds=spread_seconds,
    )
    app[MADE] = Made()
    app.on_response_prepare.append(_secure)
    app.on_shutdown.append(_close)
    game = GAME_ROUTE
    app.router.add_get("/", home)
    app.router.add_get("/robots.txt", robots)
    app.router.add_get("/static/{name}", asset)
    app.router.add_get("/s/{guild}/{key}", server)
    app.router.add_get(game, page)
    app.router.add_get(game + "/state.json", state)
    app.router.add_get(game + "/ply/{ply}.png", board)
    app.router.add_get(game + "/ply/{ply}.txt", board_words)
    app.router.add_get(game + "/events", events)
    if play is not None:
        play.proxies = app[LIMITER]
        add_routes(app, play, poll_seconds=poll_seconds)
    return app


# --- the answers -------------------------------------------------------------------


def reader(request: web.Request) -> Reader:
    """Who reads the answer: the language the visitor's browser asks for."""
    return reader_of(request.headers.get("Accept-Language"))


async def home(request: web.Request) -> web.Response:
    return _html(home_page(reader(request)))


async def robots(request: web.Request) -> web.Response:
    return web.Response(
        body=ROBOTS, content_type="text/plain", headers={"Cache-Control": "public, max-age=86400"}
    )


async def asset(request: web.Request) -> web.Response:
    found = ASSETS.get(request.match_info["name"])
    if found is None:
        raise web.HTTPNotFound()
    return web.Response(
        body=found.body,
        content_type=found.content_type,
        charset="utf-8",
        headers={"Cache-Control": ASSET_CACHE, "ETag": f'"{found.digest}"'},
    )


async def server(request: web.Request) -> web.Response:
    guild = _number(request.match_info["guild"], NO_SUCH_SERVER)
    games = await request.app[DESK].server(guild, request.match_info["key"])
    return _html(server_page(games, reader(request)))


async def page(request: web.Request) -> web.Response:
    game = await _game(request)
    ply = game.plies
    asked = request.query.get("ply")
    if asked is not None:
        ply = _ply(asked, game)
        if ply > game.plies:  # perhaps played since this process last read the game
            game = await _game(request, max_age=0.0)
            if ply > game.plies:
                raise NotFound(out_of_range(game.label, game.plies, ply))
    now = request.app[DESK].now()
    who = reader(request)
    words = await _words(request, game, ply)
    body = request.app[MADE].get(
        "page", game, ply, now, lambda: game_page(game, ply, now, who, words), who
    )
    return _html(body)


async def _words(request: web.Request, game: SpectatorGame, ply: int) -> str:
    """The board's words after ``ply`` plies in the visitor's language, on one line."""
    who = reader(request)
    key = (game.id, ply, game.title, game.names, who.locale)
    kept = request.app[MADE].words.get(key)
    if kept is None:
        alt = await request.app[DESK].words_of(game, ply)
        kept = " ".join(fitted_alt(alt.full, alt.brief, who).splitlines())
        request.app[MADE].words.put(key, kept)
    return kept


async def state(request: web.Request) -> web.Response:
    game = await _game(request)
    tag = f'"{game.version}"'  # one visitor's language stays: its version is its state
    who = reader(request)
    headers = {"ETag": tag, "Cache-Control": PAGE_CACHE, "Vary": "Accept-Language"}
    if tag in _tags(request):
        return web.Response(status=304, headers=headers)
    now = request.app[DESK].now()
    body = request.app[MADE].get(
        "state",
        game,
        game.plies,
        now,
        lambda: json.dumps(game_json(game, now, who), ensure_ascii=False),
        who,
    )
    return web.Response(
        body=body, content_type="application/json", charset="utf-8", headers=headers
    )


async def board(request: web.Request) -> web.Response:
    game = await _game(request)
    ply = _board_ply(request.match_info["ply"])
    if ply > game.plies:  # perhaps played since this process last read the game
        game = await _game(request, max_age=0.0)
    png = await request.app[DESK].board_of(game, ply, reader(request))
    tag = f'"{hashlib.sha256(png).hexdigest()[:20]}"'
    # the board's words are in the visitor's language, so a cache keeps one per language
    headers = {"ETag": tag, "Cache-Control": IMAGE_CACHE, "Vary": "Accept-Language"}
    if tag in _tags(request):
        return web.Response(status=304, headers=headers)
    return web.Response(body=png, content_type="image/png", headers=headers)


async def board_words(request: web.Request) -> web.Response:
    """The board's alt text after N plies (``ply/<N>.txt``), for the page's script to put
    on the picture as it steps: what a screen reader says instead of the image."""
    game = await _game(request)
    ply = _board_ply(request.match_info["ply"])
    if ply > game.plies:  # perhaps played since this process last read the game
        game = await _game(request, max_age=0.0)
    headers = {"Cache-Control": IMAGE_CACHE, "Vary": "Accept-Language"}
    return web.Response(
        text=await _words(request, game, ply), content_type="text/plain", headers=headers
    )


async def events(request: web.Request) -> web.StreamResponse:
    """The game's version now, then again each time it changes; a comment when quiet."""
    current = request.app[CURRENT]
    game = await _game(request)
    stream = web.StreamResponse(
        headers={
            "Content-Type": "text/event-stream; charset=utf-8",
            "Cache-Control": "no-store",
            "X-Accel-Buffering": "no",  # nginx: pass each event on at once
        }
    )
    await stream.prepare(request)
    try:
        await stream.write(b"retry: 3000\n" + _event(game))
        async for changed in current.follow(game):
            await stream.write(b": still here\n\n" if changed is None else _event(changed))
    except (ConnectionResetError, ConnectionError):
        pass  # the viewer left
    return stream


def _event(game: SpectatorGame) -> bytes:
    data = json.dumps({"version": game.version, "plies": game.plies, "finished": game.finished})
    return f"event: version\ndata: {data}\n\n".encode()


# --- reading the address -----------------------------------------------------------


def _number(text: str, refusal: Speech) -> int:
    """A server's or game's number from the address; anything else is no such page."""
    if text.isascii() and text.isdecimal() and len(text) <= 19 and int(text) <= MAX_ID:
        return int(text)
    raise NotFound(refusal)


def _ids(request: web.Request) -> tuple[int, int, str]:
    info = request.match_info
    refusal = no_such_game(info["game"][:20])
    return _number(info["guild"], refusal), _number(info["game"], refusal), info["key"]


def _board_ply(text: str) -> int:
    """The N of ``ply/<N>.png`` or ``.txt``: digits, and not too many of them."""
    if not (text.isascii() and text.isdecimal() and len(text) <= MAX_PLY_DIGITS):
        raise BadRequest(msg("web-bad-board-ply", text=Verbatim(repr(text[:20]))))
    return int(text)


async def _game(request: web.Request, max_age: float | None = None) -> SpectatorGame:
    guild, game_id, key = _ids(request)
    return await request.app[CURRENT].game(guild, game_id, key, max_age=max_age)


def _ply(text: str, game: SpectatorGame) -> int:
    if text.isascii() and text.isdecimal() and len(text) <= MAX_PLY_DIGITS:
        return int(text)
    raise BadRequest(msg("web-bad-ply", plies=game.plies, text=Verbatim(repr(text[:20]))))


def _tags(request: web.Request) -> set[str]:
    return {tag.strip() for tag in request.headers.get("If-None-Match", "").split(",")}


# --- what every answer carries -------------------------------------------------------


def _html(text: str | bytes, status: int = 200) -> web.Response:
    return web.Response(
        body=text.encode() if isinstance(text, str) else text,
        status=status,
        content_type="text/html",
        charset="utf-8",
        headers={"Cache-Control": PAGE_CACHE, "Vary": "Accept-Language"},
    )


@web.middleware
async def limited(request: web.Request, handler: Handler) -> web.StreamResponse:
    """A visitor past its rate gets a short 429 before anything is read or drawn."""
    limiter = request.app[LIMITER]
    client = limiter.client(request.remote, request.headers.get("X-Forwarded-For"))
    wait = limiter.admit(client, costly=_costly(request))
    if wait is None:
        return await handler(request)
    seconds = retry_after(wait)
    return _refusal(
        request,
        429,
        msg("web-too-many", seconds=Verbatim(seconds)),
        {"Retry-After": seconds},
    )


def _costly(request: web.Request) -> bool:
    """A board, a page at a past ply, a server's list: a replay, a drawing or a long read."""
    route = request.match_info.route.resource
    where = route.canonical if route is not None else ""
    return where in COSTLY_ROUTES or (where == GAME_ROUTE and "ply" in request.query)


@web.middleware
async def answers(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Every failure as a clear answer in the form the address asked for."""
    try:
        return await handler(request)
    except web.HTTPException as error:
        if error.status < 400:
            raise
        extra = {"Allow": error.headers["Allow"]} if "Allow" in error.headers else {}
        return _refusal(request, error.status, _reason(error.status), extra)
    except NotFound as error:
        return _refusal(request, 404, error.said)
    except BadRequest as error:
        return _refusal(request, 400, error.said)
    except OUTAGES:
        log.warning("web: the database is out of reach", exc_info=True)
        return _refusal(request, 503, msg("web-unavailable"))
    except Exception:
        route = request.match_info.route.resource
        where = route.canonical if route is not None else "?"
        log.exception("web: %s %s failed", request.method, where)  # not the path: it holds keys
        return _refusal(request, 500, msg("web-failed"))


def _reason(status: int) -> Speech:
    if status == 404:
        return msg("web-no-such-page")
    if status == 405:
        return msg("web-get-only")
    return msg("web-cannot-answer")


def _refusal(
    request: web.Request, status: int, said: Speech, extra: dict[str, str] | None = None
) -> web.Response:
    headers = {"Cache-Control": "no-store", "Vary": "Accept-Language", **(extra or {})}
    path = request.path
    who = reader(request)
    message = text(said, who)
    if path.endswith(".json"):
        body = json.dumps({"error": message}, ensure_ascii=False)
        return web.Response(
            status=status, text=body, content_type="application/json", headers=headers
        )
    if path.endswith((".png", "/events", ".txt")) or path.startswith("/static/"):
        return web.Response(
            status=status, text=message + "\n", content_type="text/plain", headers=headers
        )
    depth = max(0, path.count("/") - 1)
    page_ = error_page(status, said, depth, who)
    return web.Response(
        status=status, text=page_, content_type="text/html", charset="utf-8", headers=headers
    )


async def _secure(request: web.Request, response: web.StreamResponse) -> None:
    if request.path.startswith("/play/"):
        response.headers.setdefault("Content-Security-Policy", PLAY_CSP)
    for name, value in SECURITY_HEADERS.items():
        response.headers.setdefault(name, value)
    response.headers.setdefault("Cache-Control", "no-store")


async def _close(app: web.Application) -> None:
    await app[CURRENT].close()
