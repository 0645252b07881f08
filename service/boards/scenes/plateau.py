"""A Plateau position as a picture: the board from Black's side, stacks as columns of discs.

Takes a `PlateauView`, never the state: the view has already redacted what
its viewer may not see (spec §7), so the picture cannot leak it. The public
view (``viewer`` None) makes the channel image; a seat's view makes that
player's private image, where their own discs show both true faces and the
faces the opponent has not seen are drawn hollow (§7.4).

`plateau_scene` turns the view into a `PlateauScene` of plain values and
all the wording; `render_plateau` draws and encodes it.
"""

from __future__ import annotations

from typing import Final

from rendering.kit import palette
from rendering.plateau.board import render_plateau_board
from rendering.plateau.check import check_view
from rendering.plateau.scene import DiscPicture, PlateauScene, PlayerPanel, TenderBox
from rules.base import Outcome, Termination
from rules.plateau.pieces import VALUE, type_order
from rules.plateau.view import Disc, PlateauView, TenderView
from service.boards.words import colour_name, drawn_reader, header, say
from words import ENGLISH, Reader

__all__ = ["plateau_scene", "render_plateau"]

COLOURS: Final = (palette.BLACK, palette.WHITE)
"""Seat 0 is Black, seat 1 White (spec §1.2)."""

TASKS: Final = {
    "open": "boards-to-open",
    "answer": "boards-to-answer",
    "declined": "boards-to-raise",
}
"""What the player to move must do, by view phase; anything else is an ordinary move."""


def render_plateau(
    view: PlateauView, *, title: str, names: tuple[str, str], reader: Reader = ENGLISH
) -> bytes:
    """The PNG image of ``view``; pure and deterministic (same view, same bytes)."""
    return render_plateau_board(plateau_scene(view, title=title, names=names, reader=reader))


def plateau_scene(
    view: PlateauView, *, title: str, names: tuple[str, str], reader: Reader = ENGLISH
) -> PlateauScene:
    """What the image of ``view`` shows, in ``reader``'s words; raises `ValueError` for a
    malformed view."""
    check_view(view, title=title, names=names)
    reader = drawn_reader(reader)
    subtitle, swatch = _subtitle(view, names, reader)
    return PlateauScene(
        stacks=tuple(tuple(_disc(disc, view.viewer) for disc in stack) for stack in view.stacks),
        highlighted=frozenset(view.last_squares),
        route=tuple(view.last_squares),
        players=(_player(view, names, 0, reader), _player(view, names, 1, reader)),
        tender=None if view.tender is None else _tender(view.tender, names, reader),
        private=view.viewer is not None,
        caption=_caption(view, names, reader),
        title=title,
        subtitle=subtitle,
        to_move_colour=swatch,
        legend=_legend(view.viewer is not None, reader),
    )


def _legend(private: bool, reader: Reader) -> tuple[str, ...]:
    """What the legend's samples mean: an unknown face, the faces, and (a seat's own
    view) a face the opponent has not seen."""
    unknown = say(reader, "boards-legend-unseen" if private else "boards-legend-hidden")
    faces = say(reader, "boards-legend-faces")
    return (unknown, faces, say(reader, "boards-legend-hollow")) if private else (unknown, faces)


def _who(seat: int, names: tuple[str, str], reader: Reader) -> str:
    colour = colour_name(COLOURS[seat], reader)
    return say(reader, "boards-player-colour", player=names[seat], colour=colour)


def _disc(disc: Disc, viewer: int | None) -> DiscPicture:
    """Only the viewer's own faces are marked: whether the opponent has seen a face
    matters to its owner alone, and a spectator's view has no owner."""
    own = disc.owner == viewer
    return DiscPicture(
        colour=COLOURS[disc.owner],
        up=disc.up,
        down=disc.down,
        up_secret=own and not disc.up_seen,
        down_secret=own and not disc.down_seen,
    )


def _subtitle(view: PlateauView, names: tuple[str, str], reader: Reader) -> tuple[str, str | None]:
    ply = say(reader, "boards-ply", ply=str(view.ply))
    if view.outcome is not None:
        return header(_result(view.outcome, names, reader), ply), _winner_colour(view.outcome)
    assert view.to_move is not None  # check_view: a running game has a player to move
    task = say(
        reader, TASKS.get(view.phase, "boards-to-move"), player=_who(view.to_move, names, reader)
    )
    return header(task, ply), COLOURS[view.to_move]


def _winner_colour(outcome: Outcome) -> str | None:
    return None if outcome.winner is None else COLOURS[outcome.winner]


def _result(outcome: Outcome, names: tuple[str, str], reader: Reader) -> str:
    winner = outcome.winner
    if winner is None:
        if outcome.termination is Termination.ABORTED:
            return say(reader, "boards-game-aborted")
        if outcome.termination is Termination.ADJUDICATION:
            return say(reader, "boards-draw-adjudicated")
        return say(reader, "boards-draw-agreement")
    loser = names[1 - winner]
    reasons = {
        Termination.SIX_PRISONERS: "boards-plateau-six-prisoners",
        Termination.SIX_UNIT: "boards-plateau-six-unit",
        Termination.RESIGNATION: "boards-plateau-resigned",
        Termination.TIMEOUT: "boards-plateau-timeout",
        Termination.ADJUDICATION: "boards-plateau-adjudicated",
    }
    key = reasons.get(outcome.termination)
    reason = outcome.termination.value if key is None else say(reader, key, player=loser)
    return say(reader, "boards-wins-because", player=_who(winner, names, reader), reason=reason)


def _caption(view: PlateauView, names: tuple[str, str], reader: Reader) -> str:
    if not view.last_move:
        return ""
    if view.last_mover is None:
        return say(reader, "boards-last", move=view.last_move)
    who = _who(view.last_mover, names, reader)
    return say(reader, "boards-last-by", player=who, move=view.last_move)


def _player(view: PlateauView, names: tuple[str, str], seat: int, reader: Reader) -> PlayerPanel:
    hand = view.hands[seat]
    count = str(view.hand_counts[seat])
    hand_pieces = () if hand is None else type_order(hand)
    if hand is None:
        hand_line = say(reader, "boards-hand-count", count=count)
    elif hand_pieces:
        hand_line = say(reader, "boards-hand", count=count, pieces=" ".join(hand_pieces))
    else:
        hand_line = say(reader, "boards-hand-empty")
    prisoners = type_order(view.prisoners[seat])
    if prisoners:
        value = str(sum(VALUE[kind] for kind in prisoners))
        prisoner_line = say(
            reader,
            "boards-prisoners",
            count=str(len(prisoners)),
            value=value,
            pieces=" ".join(prisoners),
        )
    else:
        prisoner_line = say(reader, "boards-prisoners-none")
    return PlayerPanel(
        name=names[seat],
        colour=COLOURS[seat],
        status=_status(view, seat, reader),
        hand_line=hand_line,
        hand_pieces=hand_pieces,
        prisoner_line=prisoner_line,
        prisoner_pieces=prisoners,
        prisoner_colour=COLOURS[1 - seat],
    )


def _status(view: PlateauView, seat: int, reader: Reader) -> str:
    if view.outcome is not None:
        return say(reader, "boards-panel-wins") if view.outcome.winner == seat else ""
    return say(reader, "boards-panel-to-move") if view.to_move == seat else ""


def _tender(tender: TenderView, names: tuple[str, str], reader: Reader) -> TenderBox:
    """The offered prisoners are the responder's own pieces, so they take the responder's
    colour."""
    responder = 1 - tender.by
    if tender.declined:
        notes = (
            say(reader, "boards-tender-declined", player=names[responder]),
            say(reader, "boards-tender-must-raise", player=names[tender.by]),
        )
    else:
        notes = (
            say(reader, "boards-tender-floor", floor=str(tender.floor), player=names[responder]),
            say(reader, "boards-tender-cap", value=str(tender.value)),
        )
    headline = say(
        reader,
        "boards-tender",
        player=names[tender.by],
        pieces=" ".join(tender.types),
        value=str(tender.value),
    )
    return TenderBox(
        headline=headline,
        pieces=type_order(tender.types),
        piece_colour=COLOURS[responder],
        notes=notes,
    )
