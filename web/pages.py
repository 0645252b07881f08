"""The pages as HTML text: a game, a server's games, an error; and a game as JSON.

Every value that comes from a game goes through ``html.escape`` (names are whatever
players typed), and the pages carry no inline script or style, so the strict
Content-Security-Policy (``web.app``) holds. Links are relative, so the site works
below any path a proxy puts it under. The page works without JavaScript (steps are
links, ``?ply=N``); ``static/page.js`` makes stepping instant, adds the keyboard,
and follows the game live.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from html import escape
from typing import Any

from service.spectators import GameSummary, MoveLine, ServerGames, SpectatorGame
from service.timecontrol import span
from web.assets import asset_url

SEATS = ("seat 0", "seat 1")


def relative(depth: int, path: str) -> str:
    """``path`` (from the site's root) as seen from a page ``depth`` folders down."""
    return "../" * depth + path.lstrip("/")


def _head(title: str, depth: int) -> str:
    return (
        "<!doctype html>\n<html lang=en>\n<head>\n<meta charset=utf-8>\n"
        '<meta name=viewport content="width=device-width, initial-scale=1">\n'
        '<meta name=robots content="noindex, nofollow">\n'
        f"<title>{escape(title)}</title>\n"
        f'<link rel=stylesheet href="{escape(relative(depth, asset_url("page.css")))}">\n'
        f'<link rel=icon href="{escape(relative(depth, asset_url("favicon.svg")))}">\n'
    )


def clock_text(seconds: float) -> str:
    """A clock as players read it: ``2d 5h``, ``3h 20m``; to the second under an hour."""
    if seconds >= 3600:
        return span(seconds)
    whole = int(max(0.0, seconds))
    return f"{whole // 60}m {whole % 60:02d}s"


def game_json(game: SpectatorGame, now: datetime) -> dict[str, Any]:
    """What ``state.json`` says: the page's moving parts, all a spectator may see."""
    clock = None
    if game.clock is not None:
        left = game.clock.left(now)
        clock = {
            "left": [round(left[0], 1), round(left[1], 1)],
            "ticking": game.clock.ticking,
            "paused": game.clock.paused,
            "control": game.clock.control,
        }
    return {
        "version": game.version,
        "label": game.label,
        "title": game.title,
        "names": list(game.names),
        "colours": list(game.colours) if game.colours else None,
        "plies": game.plies,
        "finished": game.finished,
        "to_move": game.to_move,
        "status": game.status,
        "moves": [{"ply": m.ply, "seat": m.seat, "text": m.text} for m in game.moves],
        "clock": clock,
    }


def _player(game: SpectatorGame, seat: int, now: datetime) -> str:
    colour = f" <span class=colour>({escape(game.colours[seat])})</span>" if game.colours else ""
    turn = " turn" if game.to_move == seat else ""
    clock = ""
    if game.clock is not None:
        left = game.clock.left(now)[seat]
        ticking = " ticking" if game.clock.ticking == seat else ""
        clock = (
            f' <span class="clock{ticking}" data-seat={seat} data-left="{left:.1f}">'
            f"{escape(clock_text(left))}</span>"
        )
    return (
        f'<li class="player{turn}" data-seat={seat}><span class=name>'
        f"{escape(game.names[seat])}</span>{colour}{clock}</li>"
    )


def _move_items(game: SpectatorGame, ply: int) -> Iterable[str]:
    for move in game.moves:
        yield _move_item(game, move, ply)


def _move_item(game: SpectatorGame, move: MoveLine, ply: int) -> str:
    who = "dice" if move.seat is None else game.names[move.seat]
    current = ' aria-current="step" class=current' if move.ply == ply else ""
    return (
        f'<li data-ply={move.ply}{current}><a href="?ply={move.ply}">'
        f"<span class=who>{escape(who)}</span> <span class=text>{escape(move.text)}</span>"
        "</a></li>"
    )


def _step(label: str, key: str, target: int, ply: int, plies: int, hint: str) -> str:
    disabled = target == ply or not 0 <= target <= plies
    state = ' aria-disabled="true"' if disabled else ""
    return (
        f'<a id={key} class=step href="?ply={max(0, min(target, plies))}" '
        f'title="{escape(hint)}"{state}>{label}</a>'
    )


def _crumbs(game: SpectatorGame, depth: int) -> str:
    """The link to the server's list, unless its admins turned the list off."""
    if game.server_path is None:
        return ""
    return (
        f'<p class=crumbs><a href="{escape(relative(depth, game.server_path))}">'
        "All games of this server</a></p>\n"
    )


def game_page(game: SpectatorGame, ply: int, now: datetime) -> str:
    """A game at ``ply`` (0 to ``game.plies``)."""
    depth = 3  # /g/<server>/<game>/<key>
    plies = game.plies
    options = ", ".join(f"{k} {v}" for k, v in game.options)
    control = f"<p class=control>Clock: {escape(game.clock.control)}</p>" if game.clock else ""
    steps = "".join(
        [
            _step("«", "first", 0, ply, plies, "first position (Home)"),
            _step("‹", "prev", ply - 1, ply, plies, "previous move (left arrow)"),
            f"<span id=where>ply {ply} of {plies}</span>",
            _step("›", "next", ply + 1, ply, plies, "next move (right arrow)"),
            _step("»", "last", plies, ply, plies, "latest position (End)"),
        ]
    )
    live = "finished" if game.finished else "running"
    return (
        _head(game.title, depth)
        + f'<script src="{escape(relative(depth, asset_url("page.js")))}" defer></script>\n'
        + "</head>\n"
        + f'<body class="game {live}" data-ply={ply} data-plies={plies} '
        + f'data-version="{escape(game.version)}" data-state="{escape(game.key)}/state.json" '
        + f'data-events="{escape(game.key)}/events" data-board="{escape(game.key)}/ply/">\n'
        + "<header>\n"
        + _crumbs(game, depth)
        + f"<h1>{escape(game.label)}</h1>\n"
        + f"<ol class=players>{_player(game, 0, now)}{_player(game, 1, now)}</ol>\n"
        + f"<p id=status>{escape(game.status)}</p>\n"
        + "</header>\n<main>\n<section class=board>\n"
        + f'<img id=board src="{escape(game.key)}/ply/{ply}.png" '
        + f'alt="The board of {escape(game.label)} at ply {ply}">\n'
        + f"<nav class=steps>{steps}</nav>\n"
        + "<p class=keys>Keys: the left and right arrows step, Home and End jump.</p>\n"
        + "</section>\n<section class=record>\n<h2>Moves</h2>\n"
        + f"<ol id=moves>{''.join(_move_items(game, ply))}</ol>\n"
        + (f"<p class=options>{escape(game.game)}: {escape(options)}</p>\n" if options else "")
        + control
        + "</section>\n</main>\n</body>\n</html>\n"
    )


def _summary_row(game: GameSummary, depth: int) -> str:
    return (
        f'<tr><td><a href="{escape(relative(depth, game.path))}">{escape(game.label)}</a></td>'
        f"<td>{escape(game.names[0])} vs {escape(game.names[1])}</td>"
        f"<td class=num>{game.plies}</td><td>{escape(game.status)}</td>"
        f"<td><time>{escape(game.updated_at.strftime('%Y-%m-%d %H:%M UTC'))}</time></td></tr>"
    )


def _table(title: str, games: tuple[GameSummary, ...], depth: int, empty: str) -> str:
    if not games:
        return f"<h2>{escape(title)}</h2>\n<p class=empty>{escape(empty)}</p>\n"
    rows = "".join(_summary_row(game, depth) for game in games)
    return (
        f"<h2>{escape(title)}</h2>\n<table>\n<thead><tr><th>Game</th><th>Players</th>"
        "<th>Plies</th><th>Status</th><th>Last move</th></tr></thead>\n"
        f"<tbody>{rows}</tbody>\n</table>\n"
    )


def server_page(games: ServerGames) -> str:
    depth = 2  # /s/<server>/<key>
    return (
        _head("Postboard: this server's games", depth)
        + "</head>\n<body class=server>\n<header><h1>This server's games</h1></header>\n<main>\n"
        + _table("Running", games.running, depth, "No game is running.")
        + _table("Finished", games.finished, depth, "No game has finished yet.")
        + "</main>\n</body>\n</html>\n"
    )


def home_page() -> str:
    return (
        _head("Postboard", 0)
        + "</head>\n<body class=home>\n<header><h1>Postboard</h1></header>\n<main>\n"
        + "<p>This site shows the games of Postboard, a play-by-post Discord bot. Each "
        + "game's page is reached through the link in its thread.</p>\n"
        + "</main>\n</body>\n</html>\n"
    )


def error_page(status: int, message: str, depth: int) -> str:
    return (
        _head(f"{status}: {message}", depth)
        + "</head>\n<body class=error>\n<main>\n"
        + f"<h1>{escape(message)}</h1>\n<p class=status>HTTP {status}</p>\n"
        + "</main>\n</body>\n</html>\n"
    )
