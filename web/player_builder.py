"""The move builder of a player's page: the step's choices as buttons, Back and Start
over, the confirmation and the typed move (issue 33).

``web.player_pages`` puts it in the page; the script (``static/play.js``) fills the same
elements from the step's JSON (``web.player_pages.steps_json``).
"""

from __future__ import annotations

from html import escape

from service.web_play.pages import PlayerGame
from service.web_play.steps import Steps
from web.pages import html
from words import Notation, Reader, Speech, msg


def steps_said(steps: Steps) -> Speech:
    """What the builder says above its choices: where the move starts, how far it got."""
    if not steps.prefix:
        return msg("webplay-first-step")
    move = Notation(steps.prefix)
    if steps.complete and steps.choices:
        return msg("webplay-complete-or-more", move=move)
    if steps.complete:
        return msg("webplay-complete", move=move)
    return msg("webplay-next-step", move=move)


def hidden_input(name: str, value: str) -> str:
    return f'<input type=hidden name={name} value="{escape(value)}">'


def _choices(steps: Steps, reader: Reader) -> str:
    """The choices of one step, grouped when there are many; each a submit button of
    the builder's GET form (its value the move so far)."""
    buttons: dict[str, list[str]] = {}
    for step in steps.choices:
        flags = (
            f' data-complete="{str(step.complete).lower()}" data-more="{str(step.more).lower()}"'
        )
        buttons.setdefault(step.group, []).append(
            f'<button type=submit class=choice name=prefix value="{escape(step.move)}" '
            f'data-move="{escape(step.move)}"{flags}>{escape(step.word)}</button>'
        )
    if not steps.groups:
        return f"<div class=group>{''.join(buttons.get('', []))}</div>"
    return "".join(
        f'<fieldset class=group data-group="{escape(group.key)}"><legend>'
        f"{html(group.label, reader)}</legend>{''.join(buttons.get(group.key, []))}</fieldset>"
        for group in steps.groups
    )


def builder(game: PlayerGame, steps: Steps | None, csrf: str, base: str, reader: Reader) -> str:
    """The move, step by step: the choices, Back and Start over, the confirmation, and a
    field to type the move instead. Hidden (not absent) when it is not the player's move,
    so the script has one place to fill."""
    hidden = "" if game.your_turn and steps is not None else " hidden"
    said = html(steps_said(steps), reader) if steps is not None else ""
    choices = _choices(steps, reader) if steps is not None else ""
    prefix = steps.prefix if steps is not None else ""
    back_to = " ".join(prefix.split()[:-1])
    back = (
        f'<button type=submit id=back name=prefix value="{escape(back_to)}">'
        f"{html(msg('webplay-back'), reader)}</button>"
        f'<button type=submit id=start-over name=prefix value="">'
        f"{html(msg('webplay-start-over'), reader)}</button>"
    )
    controls = f"<p class=controls{'' if prefix else ' hidden'}>{back}</p>"
    complete = steps is not None and steps.complete
    play = html(msg("webplay-play", move=Notation(prefix)), reader) if complete else ""
    tokens = hidden_input("csrf", csrf) + hidden_input("ply", str(game.plies))
    return (
        f"<section id=move class=move aria-labelledby=move-title{hidden}>\n"
        f"<h2 id=move-title>{html(msg('webplay-move-heading'), reader)}</h2>\n"
        f'<form id=steps method=get action="{escape(base)}">\n'
        f"<p id=chosen aria-live=polite>{said}</p>\n"
        f"<div id=choices>{choices}</div>\n{controls}\n</form>\n"
        f'<form id=confirm method=post action="{escape(base)}/move"'
        f"{'' if complete else ' hidden'}>{tokens}"
        f'<input type=hidden name=move id=confirm-move value="{escape(prefix)}">'
        f"<button type=submit id=play-it class=primary>{play}</button></form>\n"
        f"<details id=typing><summary>{html(msg('webplay-type-heading'), reader)}</summary>\n"
        f'<form id=typed method=post action="{escape(base)}/move">{tokens}'
        f"<label for=typed-move>{html(msg('webplay-type-label'), reader)}</label> "
        f"<input id=typed-move name=move autocomplete=off spellcheck=false maxlength=200 "
        f"autocapitalize=none> <button type=submit id=typed-play>"
        f"{html(msg('webplay-type-play'), reader)}</button></form>\n</details>\n"
        "</section>\n"
    )
