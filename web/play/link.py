"""A personal link's first use: exchanged for a session cookie, then the page without
the token (``GET /p/<token>``)."""

from __future__ import annotations

from urllib.parse import urlsplit

from aiohttp import web

from service.web_play.sessions import PageRefused
from web.limits import retry_after
from web.play.answers import error_answer
from web.play.site import COOKIE, SITE, PlaySite
from words import Verbatim, msg


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
        return error_answer(request, 429, said, {"Retry-After": after})
    try:
        opened = await site.desk.exchange(request.match_info["token"])
    except PageRefused as refused:
        return error_answer(request, 403, refused.said)
    response = web.Response(status=303, headers={"Location": f"../play/{opened.game_id}"})
    seconds: int = max(0, int((opened.expires_at - site.desk.now()).total_seconds()))
    response.set_cookie(
        COOKIE,
        opened.session_id,
        path=cookie_path(site, opened.game_id),
        max_age=seconds,
        httponly=True,
        samesite="Strict",
        secure=over_https(request, site),
    )
    response.headers["Cache-Control"] = "no-store"
    return response


def cookie_path(site: PlaySite, game_id: int) -> str:
    """The game's pages below the public address's own path (a proxy may put the site
    below one); the cookie is sent to them alone."""
    public = site.desk.sessions.public_url
    below = urlsplit(public).path.rstrip("/") if public else ""
    return f"{below}/play/{game_id}"


def over_https(request: web.Request, site: PlaySite) -> bool:
    if request.secure:
        return True
    public = site.desk.sessions.public_url
    if public is not None and public.startswith("https://"):
        return True
    forwarded = request.headers.get("X-Forwarded-Proto", "")
    return site.proxies.trusts(request.remote) and forwarded.split(",")[0].strip() == "https"
