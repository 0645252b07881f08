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

from rendering.backgammon.board import render_backgammon
from rendering.backgammon.scene import OFF, BackgammonScene, PointStack
from rules.base import Termination
from rules.plakoto import PlakotoView
from service.boards.diagrams.plakoto import hops_in
from service.boards.words import colour_name, drawn_reader, header, say
from words import ENGLISH, Reader


def _index(white_point: int, viewer: str) -> int:
    """White's point 1..24 (0 and 25 are off the board) as the viewer's 0-based index."""
    if white_point in (0, 25):
        return OFF
    return white_point - 1 if viewer == "white" else 24 - white_point


def plakoto_scene(
    view: PlakotoView, *, title: str, names: tuple[str, str], reader: Reader = ENGLISH
) -> BackgammonScene:
    reader = drawn_reader(reader)
    viewer = view.side or "white"
    points = [PointStack() for _ in range(24)]
    for stack in view.stacks:
        points[_index(stack.point, viewer)] = PointStack(stack.top, stack.count, stack.pinned)
    dice: tuple[int, ...] = ()
    if view.dice is not None:
        first, second = view.dice
        dice = (first,) * 4 if first == second else (first, second)
    seat_of = {colour: seat for seat, colour in enumerate(view.colours)}
    lead: str | None = None
    if view.outcome is not None:
        winner = view.outcome.winner
        if winner is not None:
            lead = say(reader, "boards-wins-match", player=names[winner])
        elif view.outcome.termination is Termination.ABORTED:
            lead = say(reader, "boards-match-aborted")
        else:
            lead = say(reader, "boards-match-drawn")
    elif view.side is not None:
        side = colour_name(view.side, reader)
        who = say(reader, "boards-player-colour", player=names[seat_of[view.side]], colour=side)
        lead = say(reader, "boards-to-roll" if view.chance else "boards-to-move", player=who)
    turn = view.last_turn
    path = view.last_path if turn is None else turn.path
    last = None
    if turn is not None:
        colour = colour_name(turn.colour, reader)
        hops = hops_in(turn.path, viewer)
        last = say(reader, "boards-last-colour", colour=colour, move=hops)
    elif view.last_move:
        last = say(reader, "boards-last", move=view.last_move)
    subtitle = (" · " if lead is None and last else "") + header(lead, last)
    score = say(
        reader,
        "boards-match-score",
        length=str(view.match_length),
        first=names[0],
        second=names[1],
        **{"first-points": str(view.score[0]), "second-points": str(view.score[1])},
    )
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
        title=f"{title} · {say(reader, 'boards-match-game', number=str(max(view.game, 1)))}",
        subtitle=subtitle,
        to_move_colour=view.side,
    )


def render_plakoto(
    view: PlakotoView, *, title: str, names: tuple[str, str], reader: Reader = ENGLISH
) -> bytes:
    return render_backgammon(plakoto_scene(view, title=title, names=names, reader=reader))
