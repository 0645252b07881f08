"""The pages as HTML text: a game, a server's games, an error; and a game as JSON.

Every value that comes from a game goes through ``html.escape`` (names are whatever
players typed), and the pages carry no inline script or style, so the strict
Content-Security-Policy (``web.app``) holds. Links are relative, so the site works
below any path a proxy puts it under. The page works without JavaScript (steps are
links, ``?ply=N``); ``static/page.js`` makes stepping instant, adds the keyboard,
and follows the game live, saying each new move in a live region (``NEWS``).

Every page passes axe-core's audit in a real browser (``tests/web/test_accessibility``):
each step link is named by its hint and says its key, the keys are written on the
page, focus is always visible, and every text colour of ``static/page.css`` is at
WCAG AA contrast on every background there, in the light scheme and the dark.

Every sentence is a message of ``words/catalogs/<locale>/web.ftl`` (the live region's
two of ``game.ftl``: a move said as mail's seat view says it) in the reader's
language (``web.reader``): ``WEB`` writes it as escaped HTML inside the page, and
``PLAIN`` (then ``html.escape``) where it goes into an attribute, the title, or the
JSON the script writes with ``textContent``. A moment is a ``<time datetime=...>``
written in UTC with the zone's name; the script writes it in the reader's own zone.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from html import escape
from typing import Any

from service.spectators.shown import GameSummary, MoveLine, ServerGames, SpectatorGame
from web.assets import asset_url
from web.words import WEB
from words import ENGLISH, Reader, Speech, Verbatim, When, msg
from words.plain import PLAIN


def relative(depth: int, path: str) -> str:
    """``path`` (from the site's root) as seen from a page ``depth`` folders down."""
    return "../" * depth + path.lstrip("/")


def html(speech: Speech, reader: Reader) -> str:
    """``speech`` as the page's escaped HTML."""
    return WEB.render(speech, reader)


def text(speech: Speech, reader: Reader) -> str:
    """``speech`` as plain text (JSON, ``textContent``), not escaped."""
    return PLAIN.render(speech, reader)


def attribute(speech: Speech, reader: Reader) -> str:
    """``speech`` as plain text escaped for an attribute's value or the title."""
    return escape(PLAIN.render(speech, reader))


def _head(title: str, depth: int, reader: Reader) -> str:
    """The page's head up to its end tag; ``title`` is already escaped."""
    return (
        f"<!doctype html>\n<html lang={escape(reader.locale)}>\n<head>\n<meta charset=utf-8>\n"
        '<meta name=viewport content="width=device-width, initial-scale=1">\n'
        '<meta name=robots content="noindex, nofollow">\n'
        f"<title>{title}</title>\n"
        f'<link rel=stylesheet href="{escape(relative(depth, asset_url("page.css")))}">\n'
        f'<link rel=icon href="{escape(relative(depth, asset_url("favicon.svg")))}">\n'
    )


def _script(depth: int) -> str:
    return f'<script src="{escape(relative(depth, asset_url("page.js")))}" defer></script>\n'


UNITS = (("day", 86400), ("hour", 3600), ("minute", 60), ("second", 1))
"""A clock's units, each written by ``web-clock-<unit>``."""


def clock_text(seconds: float, reader: Reader = ENGLISH) -> str:
    """A clock as players read it: ``2d 5h``, ``3h 20m``; to the second under an hour
    (``0m 05s``); the units are the reader's (``static/page.js`` writes them the same)."""
    whole = int(max(0.0, seconds))
    days, hours = whole // 86400, whole % 86400 // 3600
    minutes, left = whole % 3600 // 60, whole % 60

    def unit(name: str, n: int, width: int = 1) -> str:
        return text(msg(f"web-clock-{name}", n=Verbatim(f"{n:0{width}d}")), reader)

    if days:
        return f"{unit('day', days)} {unit('hour', hours)}" if hours else unit("day", days)
    if hours:
        return (
            f"{unit('hour', hours)} {unit('minute', minutes)}" if minutes else unit("hour", hours)
        )
    return f"{unit('minute', minutes)} {unit('second', left, 2)}"


def move_text(move: MoveLine, reader: Reader) -> str:
    """A line of the move list as plain text: its notation, or "a hidden move"."""
    return text(msg("web-hidden-move"), reader) if move.hidden else move.text


def game_json(game: SpectatorGame, now: datetime, reader: Reader = ENGLISH) -> dict[str, Any]:
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
        "status": text(game.status, reader),
        "moves": [
            {"ply": m.ply, "seat": m.seat, "text": move_text(m, reader), "entry": m.entry}
            for m in game.moves
        ],
        "clock": clock,
    }


COLOURS = frozenset({"black", "white"})
"""The colours the catalogs name (``web-colour-<name>``); any other is shown as it is."""


def _colour(colour: str, reader: Reader) -> str:
    if colour.lower() in COLOURS:
        return html(msg("web-colour", colour=msg(f"web-colour-{colour.lower()}")), reader)
    return html(msg("web-colour", colour=Verbatim(colour)), reader)


def _player(game: SpectatorGame, seat: int, now: datetime, reader: Reader) -> str:
    colour = (
        f" <span class=colour>{_colour(game.colours[seat], reader)}</span>" if game.colours else ""
    )
    turn = " turn" if game.to_move == seat else ""
    clock = ""
    if game.clock is not None:
        left = game.clock.left(now)[seat]
        ticking = " ticking" if game.clock.ticking == seat else ""
        clock = (
            f' <span class="clock{ticking}" data-seat={seat} data-left="{left:.1f}">'
            f"{escape(clock_text(left, reader))}</span>"
        )
    return (
        f'<li class="player{turn}" data-seat={seat}><span class=name>'
        f"{escape(game.names[seat])}</span>{colour}{clock}</li>"
    )


def _move_items(game: SpectatorGame, ply: int, reader: Reader) -> Iterable[str]:
    dice = text(msg("web-dice"), reader)
    for move in game.moves:
        yield _move_item(game, move, ply, dice, reader)


def _move_item(game: SpectatorGame, move: MoveLine, ply: int, dice: str, reader: Reader) -> str:
    who = dice if move.seat is None else game.names[move.seat]
    seat = "" if move.seat is None else f" data-seat={move.seat}"  # for the script's news
    seat += " data-entry" if move.entry else ""
    current = ' aria-current="step" class=current' if move.ply == ply else ""
    return (
        f'<li data-ply={move.ply}{current}><a href="?ply={move.ply}">'
        f"<span class=who{seat}>{escape(who)}</span> "
        f"<span class=text>{escape(move_text(move, reader))}</span></a></li>"
    )


STEP_KEYS = {"first": "Home", "prev": "ArrowLeft", "next": "ArrowRight", "last": "End"}
"""The key ``static/page.js`` binds to each step (``aria-keyshortcuts`` tells a screen
reader; the page's ``web-keys`` sentence tells everyone)."""


def _step(label: str, key: str, target: int, ply: int, plies: int, hint: str) -> str:
    """A step link, named by ``hint`` (already escaped) for a screen reader, which would
    read its arrow as a character's name; its key bound in ``aria-keyshortcuts``."""
    disabled = target == ply or not 0 <= target <= plies
    state = ' aria-disabled="true"' if disabled else ""
    return (
        f'<a id={key} class=step href="?ply={max(0, min(target, plies))}" '
        f'title="{hint}" aria-label="{hint}" aria-keyshortcuts={STEP_KEYS[key]}{state}>'
        f"{label}</a>"
    )


def _crumbs(game: SpectatorGame, depth: int, reader: Reader) -> str:
    """The link to the server's list, unless its admins turned the list off."""
    if game.server_path is None:
        return ""
    return (
        f'<p class=crumbs><a href="{escape(relative(depth, game.server_path))}">'
        f"{html(msg('web-crumbs'), reader)}</a></p>\n"
    )


def _templates(reader: Reader) -> str:
    """What the script writes when it steps or follows the game, in the reader's words:
    each a sentence with ``{ply}`` and ``{plies}``, or ``{player}`` and ``{move}`` (the
    live region's), for it to fill in."""
    at, of = Verbatim("{ply}"), Verbatim("{plies}")
    player, move = Verbatim("{player}"), Verbatim("{move}")
    played = attribute(msg("game-seat-played", player=player, move=move), reader)
    return (
        f'data-where-text="{attribute(msg("web-where", ply=at, plies=of), reader)}" '
        f'data-board-text="{attribute(msg("web-board-alt-live", ply=at), reader)}" '
        f'data-dice-text="{attribute(msg("web-dice"), reader)}" '
        f'data-played-text="{played}" '
        f'data-rolled-text="{attribute(msg("game-rolled", dice=move), reader)}" '
        + " ".join(
            f'data-{name}-text="{attribute(msg(f"web-clock-{name}", n=Verbatim("{n}")), reader)}"'
            for name, _ in UNITS
        )
    )


NEWS = "<div id=news class=aloud role=status aria-live=polite aria-atomic=true></div>\n"
"""The live region: ``static/page.js`` writes in it each move that arrives while the
page is open (``game-seat-played``, ``game-rolled``; a line of the game's own, such as
a resignation, is told by the status alone), then the status after it; and where a
step by the reader went. A screen reader reads it out when it is free. It is in the
page from the start, empty, so that a screen reader is listening before the first
news; inside ``main``, as all content is in a landmark; out of sight (``.aloud``), as
the page shows the same."""


def game_page(
    game: SpectatorGame, ply: int, now: datetime, reader: Reader = ENGLISH, words: str = ""
) -> str:
    """A game at ``ply`` (0 to ``game.plies``); ``words``: its board's alt text (issue 31),
    which the page's script fetches anew for each ply it steps to (``ply/<N>.txt``)."""
    depth = 3  # /g/<server>/<game>/<key>
    plies = game.plies
    options = ", ".join(f"{k} {v}" for k, v in game.options)
    control = (
        f"<p class=control>{html(msg('web-clock', control=game.clock.rule), reader)}</p>\n"
        if game.clock
        else ""
    )

    def hint(key: str) -> str:
        return attribute(msg(key), reader)

    steps = "".join(
        [
            _step("«", "first", 0, ply, plies, hint("web-step-first")),
            _step("‹", "prev", ply - 1, ply, plies, hint("web-step-previous")),
            f"<span id=where>{html(msg('web-where', ply=ply, plies=plies), reader)}</span>",
            _step("›", "next", ply + 1, ply, plies, hint("web-step-next")),
            _step("»", "last", plies, ply, plies, hint("web-step-last")),
        ]
    )
    live = "finished" if game.finished else "running"
    alt = escape(words) or attribute(
        msg("web-board-alt", label=Verbatim(game.label), ply=ply), reader
    )
    shown_options = msg("web-options", game=Verbatim(game.game), options=Verbatim(options))
    return (
        _head(escape(game.title), depth, reader)
        + _script(depth)
        + "</head>\n"
        + f'<body class="game {live}" data-ply={ply} data-plies={plies} '
        + f'data-version="{escape(game.version)}" data-state="{escape(game.key)}/state.json" '
        + f'data-events="{escape(game.key)}/events" data-board="{escape(game.key)}/ply/" '
        + f"{_templates(reader)}>\n"
        + "<header>\n"
        + _crumbs(game, depth, reader)
        + f"<h1>{escape(game.label)}</h1>\n"
        + f"<ol class=players>{_player(game, 0, now, reader)}{_player(game, 1, now, reader)}</ol>\n"
        + f"<p id=status>{html(game.status, reader)}</p>\n"
        + "</header>\n<main>\n"
        + NEWS
        + "<section class=board>\n"
        + f'<img id=board src="{escape(game.key)}/ply/{ply}.png" alt="{alt}">\n'
        + f"<nav class=steps aria-describedby=keys>{steps}</nav>\n"
        + f"<p class=keys id=keys>{html(msg('web-keys'), reader)}</p>\n"
        + f"</section>\n<section class=record>\n<h2>{html(msg('web-moves'), reader)}</h2>\n"
        + f"<ol id=moves>{''.join(_move_items(game, ply, reader))}</ol>\n"
        + (f"<p class=options>{html(shown_options, reader)}</p>\n" if options else "")
        + control
        + "</section>\n</main>\n</body>\n</html>\n"
    )


def _summary_row(game: GameSummary, depth: int, reader: Reader) -> str:
    players = msg("web-players", first=Verbatim(game.names[0]), second=Verbatim(game.names[1]))
    return (
        f'<tr><td><a href="{escape(relative(depth, game.path))}">{escape(game.label)}</a></td>'
        f"<td>{html(players, reader)}</td>"
        f"<td class=num>{WEB.arg(game.plies, reader)}</td>"
        f"<td>{html(game.status, reader)}</td>"
        f"<td>{WEB.arg(When(game.updated_at), reader)}</td></tr>"
    )


def _table(
    title: str, games: tuple[GameSummary, ...], depth: int, empty: str, reader: Reader
) -> str:
    heading = html(msg(title), reader)
    if not games:
        return f"<h2>{heading}</h2>\n<p class=empty>{html(msg(empty), reader)}</p>\n"
    rows = "".join(_summary_row(game, depth, reader) for game in games)
    heads = "".join(
        f"<th scope=col>{html(msg(key), reader)}</th>"
        for key in (
            "web-column-game",
            "web-column-players",
            "web-column-plies",
            "web-column-status",
            "web-column-last-move",
        )
    )
    return (
        f"<h2>{heading}</h2>\n<div class=wide><table>\n<thead><tr>{heads}</tr></thead>\n"
        f"<tbody>{rows}</tbody>\n</table></div>\n"
    )


def server_page(games: ServerGames, reader: Reader = ENGLISH) -> str:
    depth = 2  # /s/<server>/<key>
    return (
        _head(attribute(msg("web-server-title"), reader), depth, reader)
        + _script(depth)
        + "</head>\n<body class=server>\n"
        + f"<header><h1>{html(msg('web-server-heading'), reader)}</h1></header>\n<main>\n"
        + _table("web-running", games.running, depth, "web-none-running", reader)
        + _table("web-finished", games.finished, depth, "web-none-finished", reader)
        + "</main>\n</body>\n</html>\n"
    )


def home_page(reader: Reader = ENGLISH) -> str:
    return (
        _head(attribute(msg("web-home-title"), reader), 0, reader)
        + "</head>\n<body class=home>\n"
        + f"<header><h1>{html(msg('web-home-title'), reader)}</h1></header>\n<main>\n"
        + f"<p>{html(msg('web-home-about'), reader)}</p>\n"
        + "</main>\n</body>\n</html>\n"
    )


def error_page(status: int, message: Speech, depth: int, reader: Reader = ENGLISH) -> str:
    """The page of a refusal: what is wrong, and the HTTP status (no script)."""
    code = Verbatim(str(status))
    title = attribute(msg("web-error-title", status=code, message=message), reader)
    return (
        _head(title, depth, reader)
        + "</head>\n<body class=error>\n<main>\n"
        + f"<h1>{html(message, reader)}</h1>\n<p class=status>HTTP {status}</p>\n"
        + "</main>\n</body>\n</html>\n"
    )
