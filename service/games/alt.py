"""A board's alt text (issue 31): what a sighted player learns from the picture, in words.

The game and ply (its title names the players), whose turn it is or how it ended,
the last move and what it did (the presenter's own description: conversions,
flips, the stones placed, the hops), then the game's ``PositionWords``: its score or
race, and the whole position, or in ``brief`` counts instead. Built from the very view
the image is drawn from, so a private view's words say only what that player may
know, and a spectator's say no hidden face.
"""

from __future__ import annotations

from typing import Any

from service.presenters import Presenter
from service.results import AltText
from words import Msg, Speech, Verbatim, lines, msg


def text_board(
    presenter: Presenter, view: Any, *, title: str, names: tuple[str, str], ply: int
) -> Speech:
    """The board in words for ``/board text:true`` and ``/settings board:text``: what the
    alt text says before the position, then the board read aloud, row by row or point
    by point (``Presenter.text_rows``), counts as numbers."""
    return lines(*_head(presenter, view, title, names, ply), *presenter.text_rows(view))


def alt_text(
    presenter: Presenter, view: Any, *, title: str, names: tuple[str, str], ply: int
) -> AltText:
    """``view``'s board after ``ply`` lines, in words: ``full`` with every piece, ``brief``
    with counts."""
    head = _head(presenter, view, title, names, ply)
    position = presenter.position_words(view, names)
    return AltText(lines(*head, *position.whole), lines(*head, *position.summary))


def _head(
    presenter: Presenter, view: Any, title: str, names: tuple[str, str], ply: int
) -> list[Msg]:
    """The title and ply, whose turn, the last move, and the game's standing."""
    head = [msg("alt-title", title=Verbatim(title), ply=ply), _turn(view, names)]
    last = presenter.describe_move(view)
    if last is not None:
        head.append(msg("alt-last", move=last))
    return head + list(presenter.position_words(view, names).standing)


def _turn(view: Any, names: tuple[str, str]) -> Msg:
    """Who is to play, or how the game ended (its winner, a draw)."""
    outcome = view.outcome
    if outcome is not None:
        if outcome.winner is None:
            return msg("alt-drawn")
        return msg("alt-wins", player=Verbatim(names[outcome.winner]))
    to_move = view.to_move
    if isinstance(to_move, int):
        return msg("alt-to-move", player=Verbatim(names[to_move]))
    return msg("alt-dice-due")
