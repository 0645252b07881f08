"""The player's routes on the site's application (``web.play``'s table)."""

from __future__ import annotations

from aiohttp import web

from web.play.acting import move, offer
from web.play.lines import line_board, line_move, lines
from web.play.link import exchange
from web.play.live import PlayLive
from web.play.reading import board, board_words, events, page, state, steps
from web.play.site import PLAY_ROUTE, SITE, PlaySite


def add_routes(app: web.Application, site: PlaySite, *, poll_seconds: float = 1.0) -> None:
    """The player's routes on ``app``; a followed game is read every ``poll_seconds``."""
    if site.live is None:
        site.live = PlayLive(site.desk.pages.version, poll_seconds=poll_seconds)
    app[SITE] = site
    app.on_shutdown.append(close_site)
    app.router.add_get("/p/{token}", exchange)
    app.router.add_get(PLAY_ROUTE, page)
    app.router.add_get(PLAY_ROUTE + "/state.json", state)
    app.router.add_get(PLAY_ROUTE + "/steps", steps)
    app.router.add_get(PLAY_ROUTE + "/board/{ply}.png", board)
    app.router.add_get(PLAY_ROUTE + "/board/{ply}.txt", board_words)
    app.router.add_get(PLAY_ROUTE + "/events", events)
    app.router.add_get(PLAY_ROUTE + "/lines", lines)
    app.router.add_get(PLAY_ROUTE + "/lines/{line}/{at}.png", line_board)
    app.router.add_post(PLAY_ROUTE + "/lines/move", line_move)
    app.router.add_post(PLAY_ROUTE + "/move", move)
    app.router.add_post(PLAY_ROUTE + "/offer", offer)


async def close_site(app: web.Application) -> None:
    await app[SITE].close()
