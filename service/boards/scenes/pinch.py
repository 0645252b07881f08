"""A Pinch position as a picture: the square renderer with Pinch's edges and marks.

Takes the engine's public view (never the state), so the image can only show
what the view shows. Its words are the boards' catalog's, in ``reader``'s language.
"""

from __future__ import annotations

from rendering.square.board import SquareBoardScene, render_square_board
from rules.pinch import PinchView
from service.boards.words import colour_name, drawn_reader, header, say
from words import ENGLISH, Reader


def pinch_scene(
    view: PinchView, *, title: str, names: tuple[str, str], reader: Reader = ENGLISH
) -> SquareBoardScene:
    """Black owns top and bottom (ranks 1 and n), White left and right (§1.3)."""
    reader = drawn_reader(reader)
    ply = say(reader, "boards-ply", ply=str(view.ply))

    def who(seat: int) -> str:
        colour = colour_name(view.colours[seat], reader)
        return say(reader, "boards-player-colour", player=names[seat], colour=colour)

    if view.outcome is not None and view.outcome.winner is not None:
        winner = view.outcome.winner
        lead = say(reader, "boards-wins", player=who(winner))
        swatch: str | None = view.colours[winner]
    elif view.outcome is not None:
        lead, swatch = say(reader, "boards-game-over"), None
    else:
        seat = view.to_move if view.to_move is not None else 0
        lead, swatch = say(reader, "boards-to-move", player=who(seat)), view.colours[seat]
    last = None if view.last_move is None else say(reader, "boards-last", move=view.last_move)
    return SquareBoardScene(
        size=view.size,
        stones=view.stones,
        last_move=view.last_point,
        changed=frozenset(view.converted),
        edge_colours=("black", "white", "black", "white"),
        title=title,
        subtitle=header(lead, ply, last),
        to_move_colour=swatch,
    )


def render_pinch(
    view: PinchView, *, title: str, names: tuple[str, str], reader: Reader = ENGLISH
) -> bytes:
    return render_square_board(pinch_scene(view, title=title, names=names, reader=reader))
