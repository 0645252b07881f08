"""A Pletore position as a picture: stones, flips, and territory dots for controlled points.

Takes the public view (Pletore hides nothing, but every game renders its view,
never its state). The header says who is to do what (propose the komi, choose
a side, move), the last move as the other games do (``last: pass`` too), the
komi and the button, with the running score right on the title line.
"""

from __future__ import annotations

from rendering.square.board import SquareBoardScene, render_square_board
from rules.pletore import PletoreView
from service.boards.words import colour_name, drawn_reader, header, say
from words import ENGLISH, Reader


def half_points(value: float) -> str:
    """43.5 → "43.5", 44.0 → "44": scores and komi read like the rules write them."""
    return f"{value:g}"


def pletore_subtitle(
    view: PletoreView, names: tuple[str, str], reader: Reader = ENGLISH
) -> tuple[str, str | None]:
    """Who is to do what, then what was just done (``last:``, passes included), then the
    komi and the button; the running score goes on the title line (`pletore_score`)."""
    swatch: str | None = None
    if view.outcome is not None:
        winner = view.outcome.winner
        if winner is None:
            lead = say(reader, "boards-game-over")
        else:
            lead = say(reader, "boards-wins", player=names[winner])
        swatch = None if winner is None else view.colours[winner]
    elif view.to_move is None:
        lead = say(reader, "boards-game-over")
    elif view.komi is None:
        lead = say(reader, "boards-to-propose-komi", player=names[view.to_move])
    elif view.colours[view.to_move] is None:
        lead = say(reader, "boards-to-choose-side", player=names[view.to_move])
    else:
        swatch = view.colours[view.to_move]
        who = say(
            reader,
            "boards-player-colour",
            player=names[view.to_move],
            colour=colour_name(swatch, reader),
        )
        lead = say(reader, "boards-to-move", player=who)
    parts = [lead]
    if view.last_move is not None:
        parts.append(say(reader, "boards-last", move=view.last_move))
    if view.komi is not None and view.last_move != f"komi {view.komi}":
        parts.append(say(reader, "boards-komi", komi=str(view.komi)))
    if view.has_button:
        holder = view.button_holder
        parts.append(
            say(reader, "boards-button-free")
            if holder is None
            else say(reader, "boards-button", colour=colour_name(holder, reader))
        )
    return header(*parts), swatch


def pletore_score(view: PletoreView, reader: Reader = ENGLISH) -> str:
    """The running score, komi and button included: "B 12 - W 10.5"."""
    black, white = half_points(view.score["black"]), half_points(view.score["white"])
    return say(reader, "boards-pletore-score", black=black, white=white)


def pletore_scene(
    view: PletoreView, *, title: str, names: tuple[str, str], reader: Reader = ENGLISH
) -> SquareBoardScene:
    reader = drawn_reader(reader)
    subtitle, swatch = pletore_subtitle(view, names, reader)
    return SquareBoardScene(
        size=view.size,
        stones=view.stones,
        last_move=view.last_point,
        changed=frozenset(view.flipped),
        dots=view.control,
        title=f"{title} · {say(reader, 'boards-ply', ply=str(view.ply))}",
        subtitle=subtitle,
        to_move_colour=swatch,
        score=pletore_score(view, reader),
    )


def render_pletore(
    view: PletoreView, *, title: str, names: tuple[str, str], reader: Reader = ENGLISH
) -> bytes:
    return render_square_board(pletore_scene(view, title=title, names=names, reader=reader))
