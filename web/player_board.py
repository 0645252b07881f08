"""The player's board picture made clickable: the step's spots as an SVG over it (issue 33).

Why an SVG and not an HTML ``<map>``: its ``viewBox`` is the picture's own pixels, so
it scales with the image by CSS alone, its shapes are exact (a hexagon, a point's
column), and its links work without the script. Why hidden from assistive technology
(``aria-hidden``, links out of the tab order): every spot is a pointer shortcut for a
button of the move builder, which stays the one accessible control per choice, so a
screen reader or a keyboard meets each choice once, not twice.

Without the script a spot is a plain link to ``?prefix=<move>`` (the step it makes),
or to the builder's buttons when only they can tell its choices apart;
``static/board.js`` draws the spots anew from each step's JSON (``board_json``) and
follows a hop's point to where it lands. Spots are the asker's own legal moves'
places only (``service.web_play.clicks``): nothing of the other side's secrets.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any
from urllib.parse import quote

from service.web_play.clicks import no_script_target
from service.web_play.steps import Board, Spot, Steps


def board_json(board: Board | None) -> dict[str, Any] | None:
    """What a step's JSON says of its spots (the script draws them)."""
    if board is None:
        return None
    return {
        "width": board.width,
        "height": board.height,
        "spots": [
            {
                "at": spot.at,
                "origin": spot.origin,
                "moves": list(spot.moves),
                "plain": spot.plain,
                "shape": [list(corner) for corner in spot.shape],
            }
            for spot in board.spots
        ],
    }


def spot_title(spot: Spot) -> str:
    """A spot's tooltip: its place, then the words a click there may choose from."""
    words = ", ".join(dict.fromkeys(move.split()[-1] for move in spot.moves))
    return f"{spot.at} → {words}" if words != spot.at else spot.at


def _link(spot: Spot, prefix: str, base: str) -> str:
    target = no_script_target(spot, prefix)
    href = "#choices" if target is None else f"{base}?prefix={quote(target)}"
    points = " ".join(f"{x},{y}" for x, y in spot.shape)
    return (
        f'<a class=spot href="{escape(href)}" data-at="{escape(spot.at)}" tabindex=-1>'
        f"<title>{escape(spot_title(spot))}</title>"
        f'<polygon points="{points}"></polygon></a>'
    )


def spots_svg(steps: Steps | None, base: str, now: bool) -> str:
    """The SVG over the board: the spots of ``steps`` where a click starts (a hop's
    landing points are the script's), shown while the board is the game ``now``."""
    board = steps.board if steps is not None else None
    data = json.dumps(board_json(board), separators=(",", ":"))
    prefix = steps.prefix if steps is not None else ""
    size = "0 0 1 1" if board is None else f"0 0 {board.width} {board.height}"
    links = (
        ""
        if board is None
        else "".join(_link(spot, prefix, base) for spot in board.spots if not spot.origin)
    )
    hidden = "" if now and board is not None and board.spots else " hidden"
    return (
        f'<svg id=spots class=spots viewBox="{size}" preserveAspectRatio=none '
        f'aria-hidden=true focusable=false data-prefix="{escape(prefix)}" '
        f'data-board="{escape(data)}"{hidden}>{links}</svg>'
    )
