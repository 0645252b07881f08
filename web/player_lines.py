"""A player's analysis lines on their own page (issue 34, item 5), as HTML without any
script: the lines of ``/explore`` listed, and one of them at a position, its board, its
words, its moves as links (``?line=N&at=K``), steps back and forward, and a move to try
there (a POST form, as the game's page has).

The ids a test (and the next engineer) can rely on: ``#lines`` (one ``li[data-line]``
a line), ``#line`` (the line shown) with ``#board``, ``#line-said``, ``#line-steps``
(``a[data-way]``) and ``#line-moves`` (``li[data-at]``, the one shown with
``aria-current=step``), ``#line-try`` (a move to try there: ``#line-move``) and
``#said`` (the rules' refusal of the move last tried). Every value from a player is
escaped; the form carries the session's CSRF token, like every form of the page.
"""

from __future__ import annotations

from html import escape

from service.explore.pages import Line, SeenLines
from service.explore.said import listed_line
from web.assets import asset_url
from web.pages import attribute, html, relative
from web.player_pages import page_base
from words import Command, Reader, Speech, Verbatim, msg
from words.plain import fitted_alt

DEPTH = 2
"""The page is ``play/<game>/lines``: two folders down from the site's root."""

WAYS = (("first", "|◀"), ("back", "◀"), ("next", "▶"), ("last", "▶|"))
EXPLORE = Command("explore")
SUGGESTED = 200
"""Legal moves offered as the move field's suggestions (a Les turn has thousands)."""


def lines_page(
    seen: SeenLines, label: str, reader: Reader, *, csrf: str, refused: Speech | None = None
) -> str:
    """The page: the line asked for at its position (with the rules' ``refused`` of the
    move last tried there), then every line of the player."""
    base = page_base(DEPTH, seen.game.id)
    title = attribute(msg("webplay-lines-title", label=Verbatim(label)), reader)
    return (
        f"<!doctype html>\n<html lang={escape(reader.locale)}>\n<head>\n<meta charset=utf-8>\n"
        '<meta name=viewport content="width=device-width, initial-scale=1">\n'
        '<meta name=robots content="noindex, nofollow">\n'
        f"<title>{title}</title>\n"
        f'<link rel=stylesheet href="{escape(relative(DEPTH, asset_url("page.css")))}">\n'
        f'<link rel=stylesheet href="{escape(relative(DEPTH, asset_url("play.css")))}">\n'
        f'<link rel=icon href="{escape(relative(DEPTH, asset_url("favicon.svg")))}">\n'
        '</head>\n<body class="play lines">\n<header>\n'
        f"<p class=yours>{html(msg('webplay-lines-private'), reader)}</p>\n"
        f"<h1>{escape(label)}</h1>\n"
        f'<p><a href="{escape(base)}">{html(msg("webplay-lines-back"), reader)}</a></p>\n'
        "</header>\n<main>\n"
        + f"<p id=said role=alert>{_refused(refused, reader)}</p>\n"
        + _shown(seen, base, csrf, reader)
        + _listed(seen, reader)
        + "</main>\n</body>\n</html>\n"
    )


def _refused(refused: Speech | None, reader: Reader) -> str:
    return "" if refused is None else f"<span class=refused>{html(refused, reader)}</span>"


def _shown(seen: SeenLines, base: str, csrf: str, reader: Reader) -> str:
    at = seen.at
    if at is None or seen.alt is None:
        return ""
    line = at.line
    alt = " ".join(fitted_alt(seen.alt.full, seen.alt.brief, reader).splitlines())
    heading = _name(line)
    board = f"{base}/lines/{line.id}/{line.shown}.png"
    return (
        "<section id=line class=board aria-labelledby=line-title>\n"
        f"<h2 id=line-title>{html(heading, reader)}</h2>\n"
        f'<div class=picture><img id=board src="{escape(board)}" alt="{escape(alt)}"></div>\n'
        f"<p id=line-said>{html(at.text, reader)}</p>\n"
        + _steps(line, reader)
        + _try(seen, line, base, csrf, reader)
        + _moves(line, reader)
        + "</section>\n"
    )


def _steps(line: Line, reader: Reader) -> str:
    """|◀ ◀ ▶ ▶| as links; those leading nowhere are plain text, not links."""
    last = len(line.moves)
    targets = {"first": 0, "back": line.shown - 1, "next": line.shown + 1, "last": last}
    parts = []
    for way, label in WAYS:
        words = attribute(msg(f"webplay-line-{way}"), reader)
        to = targets[way]
        if 0 <= to <= last and to != line.shown:
            parts.append(
                f'<a data-way={way} href="?line={line.id}&amp;at={to}" aria-label="{words}"'
                f' title="{words}">{label}</a>'
            )
        else:
            parts.append(f"<span data-way={way} aria-hidden=true>{label}</span>")
    label = attribute(msg("webplay-line-steps"), reader)
    return f'<nav id=line-steps aria-label="{label}">{" ".join(parts)}</nav>\n'


def _try(seen: SeenLines, line: Line, base: str, csrf: str, reader: Reader) -> str:
    """A move to try at the position shown (for either side), with the legal moves to
    pick from as the field's suggestions; none once the line's game is over."""
    if not seen.legal:
        return ""
    options = "".join(f'<option value="{escape(move)}">' for move in seen.legal[:SUGGESTED])
    label = html(msg("webplay-line-try"), reader)
    button = html(msg("webplay-line-try-button"), reader)
    return (
        f'<form id=line-try method=post action="{escape(base)}/lines/move">'
        f'<input type=hidden name=csrf value="{escape(csrf)}">'
        f"<input type=hidden name=line value={line.id}>"
        f"<input type=hidden name=at value={line.shown}>"
        f"<label for=line-move>{label}</label> "
        "<input id=line-move name=move list=line-legal autocomplete=off spellcheck=false"
        " maxlength=300 required>"
        f"<datalist id=line-legal>{options}</datalist> "
        f"<button type=submit>{button}</button></form>\n"
    )


def _moves(line: Line, reader: Reader) -> str:
    """The start and each move of the line, each a link to the position after it."""
    notes = dict(line.notes)
    items = []
    for at in range(len(line.moves) + 1):
        words = (
            html(msg("webplay-line-start", start=line.start_ply), reader)
            if at == 0
            else escape(line.moves[at - 1])
        )
        current = " aria-current=step" if at == line.shown else ""
        note = f" <span class=note>{escape(notes[at])}</span>" if at in notes else ""
        items.append(
            f'<li data-at={at}><a href="?line={line.id}&amp;at={at}"{current}>{words}</a>'
            f"{note}</li>"
        )
    heading = html(msg("webplay-line-moves"), reader)
    return f"<h3>{heading}</h3>\n<ol id=line-moves>{''.join(items)}</ol>\n"


def _listed(seen: SeenLines, reader: Reader) -> str:
    heading = html(msg("webplay-lines-heading"), reader)
    how = html(msg("webplay-lines-how", explore=EXPLORE), reader)
    if not seen.lines:
        none = html(msg("webplay-lines-none", explore=EXPLORE), reader)
        return (
            "<section class=record aria-labelledby=lines-title>\n"
            f"<h2 id=lines-title>{heading}</h2>\n<p>{none}</p>\n</section>\n"
        )
    items = "".join(
        f'<li data-line={line.id}><a href="?line={line.id}">{html(listed_line(line), reader)}'
        "</a></li>"
        for line in seen.lines
    )
    return (
        "<section class=record aria-labelledby=lines-title>\n"
        f"<h2 id=lines-title>{heading}</h2>\n<p>{how}</p>\n<ul id=lines>{items}</ul>\n"
        "</section>\n"
    )


def _name(line: Line) -> Speech:
    if line.name:
        return msg("explore-line-named", name=Verbatim(line.name))
    return msg("explore-working-line-title")
