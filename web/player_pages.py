"""A player's own page as HTML, and the same page's moving parts as JSON (issue 33).

The page works without JavaScript: each step of a move is a button of a GET form
(``?prefix=...`` shows the next choices), the confirmation and every offer are POST
forms carrying the session's CSRF token, and the move list's lines are links to
``?ply=N``. ``static/play.js`` makes the same parts instant from the JSON API
(``state.json``, ``steps``), sends the forms with ``fetch`` and follows the game
live. The script and these functions write the same elements with the same ids
and classes, which a browser test (and the next engineer's) can rely on:

``#status`` (the game's status), ``#said`` (the answer to the player's last request,
``role=alert``), ``#board`` (the player's own board) and over it ``svg#spots`` (its
places to click, ``a.spot[data-at]``, ``web.player_board``), ``#move`` (the move builder:
``#chosen``, ``#choices`` with ``fieldset.group``/``div.group`` of ``button.choice``
each with ``data-move``, ``#back``, ``#start-over``, ``#confirm`` with ``#play-it``,
``#typed`` with ``#typed-move``), ``#waiting``, ``#offers`` (``#standing`` with one
``li[data-kind]`` per offer, each with ``button.accept``/``button.decline``;
``#actions`` with ``button[data-action]``; ``#resign-confirm`` with ``#resign-yes``,
``#resign-no``), ``#moves`` (``li[data-ply]``), ``#news`` (the live region).

Every value from a game or a player is escaped; the pages carry no inline script or
style, so the strict Content-Security-Policy holds (``form-action 'self'``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from html import escape
from typing import Any

from service.spectators.shown import MoveLine
from service.web_play.pages import PlayerGame
from service.web_play.steps import Steps
from web.assets import asset_url
from web.pages import (
    NEWS,
    UNITS,
    attribute,
    clock_text,
    html,
    move_text,
    relative,
    text,
)
from web.player_board import board_json, spots_svg
from web.player_builder import builder, hidden_input, steps_said
from words import ENGLISH, Game, Reader, Speech, Verbatim, msg

ACTION_WORDS = {
    "draw": "webplay-action-draw",
    "takeback": "webplay-action-takeback",
    "pause": "webplay-action-pause",
    "abort": "webplay-action-abort",
    "resign": "webplay-action-resign",
}


@dataclass(frozen=True, slots=True)
class Shown:
    """How the page is shown, beyond the game: ``depth`` folders below the site's root
    (the page itself is 1, ``/play/<game>``; an answer to a form is 2); ``ply`` the board
    shown; ``steps`` the move builder's choices after the words chosen; ``said`` the
    answer to the player's last request (``refused`` when it changed nothing);
    ``resigning`` when the resignation waits for its confirmation."""

    depth: int
    csrf: str
    ply: int
    steps: Steps | None
    words: str = ""
    said: Speech | None = None
    refused: bool = False
    resigning: bool = False


def page_base(depth: int, game_id: int) -> str:
    """The page's own address from a page ``depth`` folders down (``play/<game>``)."""
    return relative(depth, f"/play/{game_id}")


def action_label(game: PlayerGame, action: str) -> Speech:
    if action == "pause" and game.paused:
        return msg("webplay-action-resume")
    return msg(ACTION_WORDS[action])


def _waiting(game: PlayerGame, reader: Reader) -> str:
    waiting = not game.your_turn and not game.finished
    said = html(msg("webplay-waiting"), reader) if waiting else ""
    return f"<p id=waiting{'' if waiting else ' hidden'}>{said}</p>\n"


def _offers(game: PlayerGame, shown: Shown, base: str, reader: Reader) -> str:
    tokens = hidden_input("csrf", shown.csrf) + hidden_input("ply", str(game.plies))
    standing = []
    for offer in game.offers:
        answer = ""
        if not offer.yours:
            answer = (
                f'<form class=answer method=post action="{escape(base)}/offer">{tokens}'
                f"{hidden_input('kind', offer.kind)}"
                f"<button type=submit class=accept name=action value=accept>"
                f"{html(msg('webplay-accept'), reader)}</button> "
                f"<button type=submit class=decline name=action value=decline>"
                f"{html(msg('webplay-decline'), reader)}</button></form>"
            )
        standing.append(
            f'<li data-kind="{escape(offer.kind)}" data-yours="{str(offer.yours).lower()}">'
            f"<span class=said>{html(offer.said, reader)}</span> {answer}</li>"
        )
    buttons = "".join(
        f'<button type=submit name=action value="{a}" data-action="{a}">'
        f"{html(action_label(game, a), reader)}</button>"
        for a in game.actions
    )
    resigning = shown.resigning and "resign" in game.actions
    hidden = "" if game.actions or game.offers else " hidden"
    return (
        f"<section id=offers aria-labelledby=offers-title{hidden}>\n"
        f"<h2 id=offers-title>{html(msg('webplay-offers-heading'), reader)}</h2>\n"
        f"<ul id=standing>{''.join(standing)}</ul>\n"
        f'<form id=actions method=post action="{escape(base)}/offer">{tokens}{buttons}</form>\n'
        f'<form id=resign-confirm method=post action="{escape(base)}/offer" '
        f"aria-labelledby=resign-question{'' if resigning else ' hidden'}>{tokens}"
        f"{hidden_input('action', 'resign')}{hidden_input('confirm', 'yes')}"
        f"<p id=resign-question>{html(msg('webplay-resign-confirm', game=Game(game.id)), reader)}"
        f"</p><button type=submit id=resign-yes>{html(msg('webplay-resign-yes'), reader)}"
        f'</button> <a id=resign-no href="{escape(base)}">'
        f"{html(msg('webplay-resign-no'), reader)}</a></form>\n"
        "</section>\n"
    )


def _move_items(game: PlayerGame, ply: int, base: str, reader: Reader) -> str:
    dice = text(msg("web-dice"), reader)
    items = []
    for move in game.moves:
        who = dice if move.seat is None else game.names[move.seat]
        seat = "" if move.seat is None else f" data-seat={move.seat}"
        seat += " data-entry" if move.entry else ""
        current = ' aria-current="step" class=current' if move.ply == ply else ""
        items.append(
            f'<li data-ply={move.ply}{current}><a href="{escape(base)}?ply={move.ply}">'
            f"<span class=who{seat}>{escape(who)}</span> "
            f"<span class=text>{escape(move_text(move, reader))}</span></a></li>"
        )
    return "".join(items)


def _player(game: PlayerGame, seat: int, now: datetime, reader: Reader) -> str:
    turn = " turn" if game.to_move == seat and not game.finished else ""
    you = " you" if seat == game.seat else ""
    clock = ""
    if game.clock is not None:
        left = game.clock.left(now)[seat]
        ticking = " ticking" if game.clock.ticking == seat else ""
        clock = (
            f' <span class="clock{ticking}" data-seat={seat} data-left="{left:.1f}">'
            f"{escape(clock_text(left, reader))}</span>"
        )
    return (
        f'<li class="player{turn}{you}" data-seat={seat}><span class=name>'
        f"{escape(game.names[seat])}</span>{clock}</li>"
    )


def _templates(reader: Reader) -> str:
    """What the script writes, in the reader's words, each with ``{move}``, ``{ply}``,
    ``{plies}``, ``{player}`` or ``{n}`` for it to fill in."""
    move, ply, plies = Verbatim("{move}"), Verbatim("{ply}"), Verbatim("{plies}")
    player = Verbatim("{player}")
    texts = {
        "first": msg("webplay-first-step"),
        "next": msg("webplay-next-step", move=move),
        "complete": msg("webplay-complete", move=move),
        "both": msg("webplay-complete-or-more", move=move),
        "play": msg("webplay-play", move=move),
        "accept": msg("webplay-accept"),
        "decline": msg("webplay-decline"),
        "where": msg("web-where", ply=ply, plies=plies),
        "board": msg("web-board-alt-live", ply=ply),
        "dice": msg("web-dice"),
        "played": msg("game-seat-played", player=player, move=move),
        "rolled": msg("game-rolled", dice=move),
        "failed": msg("web-failed"),
    }
    for name, _ in UNITS:
        texts[name] = msg(f"web-clock-{name}", n=Verbatim("{n}"))
    return " ".join(f'data-{name}-text="{attribute(said, reader)}"' for name, said in texts.items())


def play_page(game: PlayerGame, shown: Shown, now: datetime, reader: Reader = ENGLISH) -> str:
    """The player's page of ``game`` as ``shown`` says."""
    base = page_base(shown.depth, game.id)
    ply = shown.ply
    live = "finished" if game.finished else "running"
    alt = escape(shown.words) or attribute(
        msg("web-board-alt", label=Verbatim(game.label), ply=ply), reader
    )
    said = ""
    if shown.said is not None:
        kind = "refused" if shown.refused else "done"
        said = html(shown.said, reader)
        said = f"<span class={kind}>{said}</span>"
    now_link = (
        f'<p id=to-now><a href="{escape(base)}">{html(msg("webplay-back-to-now"), reader)}</a> '
        f"<span id=where>{html(msg('web-where', ply=ply, plies=game.plies), reader)}</span></p>\n"
    )
    title = attribute(msg("webplay-title", title=Verbatim(game.title)), reader)
    return (
        f"<!doctype html>\n<html lang={escape(reader.locale)}>\n<head>\n<meta charset=utf-8>\n"
        '<meta name=viewport content="width=device-width, initial-scale=1">\n'
        '<meta name=robots content="noindex, nofollow">\n'
        f"<title>{title}</title>\n"
        + _link("stylesheet", relative(shown.depth, asset_url("page.css")))
        + _link("stylesheet", relative(shown.depth, asset_url("play.css")))
        + _link("icon", relative(shown.depth, asset_url("favicon.svg")))
        + _script(relative(shown.depth, asset_url("play.js")))
        + _script(relative(shown.depth, asset_url("board.js")))
        + "</head>\n"
        + f'<body class="play {live}" data-game={game.id} data-seat={game.seat} '
        + f'data-ply={ply} data-plies={game.plies} data-version="{escape(game.version)}" '
        + f'data-base="{escape(base)}" data-csrf="{escape(shown.csrf)}" '
        + f"data-your-turn={str(game.your_turn).lower()} {_templates(reader)}>\n"
        + "<header>\n"
        + f"<p class=yours>{html(msg('webplay-private'), reader)}</p>\n"
        + f"<h1>{escape(game.label)}</h1>\n"
        + "<ol class=players>"
        + _player(game, 0, now, reader)
        + _player(game, 1, now, reader)
        + "</ol>\n"
        + f"<p id=status>{html(game.status, reader)}</p>\n"
        + "</header>\n<main>\n"
        + NEWS
        + f"<p id=said role=alert>{said}</p>\n"
        + "<section class=board aria-labelledby=board-title>\n"
        + f"<h2 id=board-title class=aloud>{html(msg('webplay-board-heading'), reader)}</h2>\n"
        + f'<div class=picture><img id=board src="{escape(base)}/board/{ply}.png" alt="{alt}">'
        + spots_svg(shown.steps if game.your_turn else None, base, ply == game.plies)
        + "</div>\n"
        + now_link
        + "</section>\n<div class=side>\n"
        + _waiting(game, reader)
        + builder(game, shown.steps, shown.csrf, base, reader)
        + _offers(game, shown, base, reader)
        + "<section class=record aria-labelledby=moves-title>\n"
        + f"<h2 id=moves-title>{html(msg('web-moves'), reader)}</h2>\n"
        + f"<ol id=moves>{_move_items(game, ply, base, reader)}</ol>\n</section>\n"
        + f'<p id=lines-link><a href="{escape(base)}/lines">'
        + f"{html(msg('webplay-lines-link'), reader)}</a></p>\n"
        + "</div>\n</main>\n</body>\n</html>\n"
    )


def _link(rel: str, href: str) -> str:
    return f'<link rel={rel} href="{escape(href)}">\n'


def _script(src: str) -> str:
    return f'<script src="{escape(src)}" defer></script>\n'


# --- JSON ----------------------------------------------------------------------------


def steps_json(ply: int, steps: Steps, reader: Reader) -> dict[str, Any]:
    """What ``steps`` says: the choices after ``prefix`` and the ply they are for."""
    return {
        "ply": ply,
        "prefix": steps.prefix,
        "complete": steps.complete,
        "said": text(steps_said(steps), reader),
        "choices": [
            {
                "word": s.word,
                "move": s.move,
                "complete": s.complete,
                "more": s.more,
                "group": s.group,
            }
            for s in steps.choices
        ],
        "groups": [{"key": g.key, "label": text(g.label, reader)} for g in steps.groups],
        "board": board_json(steps.board),
    }


def _line(move: MoveLine, reader: Reader) -> dict[str, Any]:
    return {
        "ply": move.ply,
        "seat": move.seat,
        "text": move_text(move, reader),
        "entry": move.entry,
    }


def play_json(
    game: PlayerGame, now: datetime, expires_at: datetime, csrf: str, reader: Reader = ENGLISH
) -> dict[str, Any]:
    """What ``state.json`` says: everything the player's page shows that moves, and the
    session's CSRF token for the POSTs (only the session's own pages can read it)."""
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
        "game": game.game,
        "id": game.id,
        "label": game.label,
        "title": game.title,
        "names": list(game.names),
        "seat": game.seat,
        "plies": game.plies,
        "to_move": game.to_move,
        "your_turn": game.your_turn,
        "finished": game.finished,
        "status": text(game.status, reader),
        "waiting": text(msg("webplay-waiting"), reader)
        if not game.your_turn and not game.finished
        else None,
        "moves": [_line(m, reader) for m in game.moves],
        "clock": clock,
        "steps": None if game.steps is None else steps_json(game.plies, game.steps, reader),
        "offers": [
            {"kind": o.kind, "yours": o.yours, "said": text(o.said, reader)} for o in game.offers
        ],
        "actions": [
            {"action": a, "label": text(action_label(game, a), reader)} for a in game.actions
        ],
        "board": f"board/{game.plies}.png",
        "words": f"board/{game.plies}.txt",
        "expires_at": expires_at.isoformat(),
        "csrf": csrf,
    }
