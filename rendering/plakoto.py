"""A Plakoto position as a picture: the backgammon board numbered for the player to move.

Takes the public view. The view numbers points from White's side; the image
numbers them from the side of whoever is to roll or move (White when nobody
is), so the player reads their own point numbers, and the "last:" of the
header gives the last turn's hops in those same numbers.

What just happened stays on the board after the next roll: the view's
``last_turn`` (the service fills it in from the log) gives the path (ghost
ring where a checker stood, arrow, ring where it landed) and the dice it was
played with, drawn small and faded beside the roll to play.
"""

from __future__ import annotations

from rendering.backgammon import OFF, BackgammonScene, PointStack, render_backgammon
from rendering.text.plakoto import hops_in
from rules.base import Termination
from rules.plakoto import PlakotoView


def _index(white_point: int, viewer: str) -> int:
    """White's point 1..24 (0 and 25 are off the board) as the viewer's 0-based index."""
    if white_point in (0, 25):
        return OFF
    return white_point - 1 if viewer == "white" else 24 - white_point


def plakoto_scene(view: PlakotoView, *, title: str, names: tuple[str, str]) -> BackgammonScene:
    viewer = view.side or "white"
    points = [PointStack() for _ in range(24)]
    for stack in view.stacks:
        points[_index(stack.point, viewer)] = PointStack(stack.top, stack.count, stack.pinned)
    dice: tuple[int, ...] = ()
    if view.dice is not None:
        first, second = view.dice
        dice = (first,) * 4 if first == second else (first, second)
    seat_of = {colour: seat for seat, colour in enumerate(view.colours)}
    if view.outcome is not None:
        winner = view.outcome.winner
        if winner is not None:
            subtitle = f"{names[winner]} wins the match"
        elif view.outcome.termination is Termination.ABORTED:
            subtitle = "match aborted"
        else:
            subtitle = "match drawn"
    elif view.side is not None:
        subtitle = f"{names[seat_of[view.side]]} ({view.side.capitalize()}) "
        subtitle += "to roll" if view.chance else "to move"
    else:
        subtitle = ""
    turn = view.last_turn
    path = view.last_path if turn is None else turn.path
    if turn is not None:
        subtitle += f" · last: {turn.colour.capitalize()} {hops_in(turn.path, viewer)}"
    elif view.last_move:
        subtitle += f" · last: {view.last_move}"
    score = f"to {view.match_length}: {names[0]} {view.score[0]} - {names[1]} {view.score[1]}"
    return BackgammonScene(
        points=tuple(points),
        viewer=viewer,
        borne_off=(view.off[1], view.off[0]),
        dice=dice,
        dice_colour=view.side,
        last_dice=() if turn is None or turn.dice is None else turn.dice,
        last_dice_colour=None if turn is None else turn.colour,
        path=tuple((_index(a, viewer), _index(b, viewer)) for a, b in path),
        match_score=score,
        title=f"{title} · game {max(view.game, 1)}",
        subtitle=subtitle,
        to_move_colour=view.side,
    )


def render_plakoto(view: PlakotoView, *, title: str, names: tuple[str, str]) -> bytes:
    return render_backgammon(plakoto_scene(view, title=title, names=names))
