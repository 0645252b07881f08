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
from rendering.kit.png import encode_png
from rendering.plateau.check import check_view
from rendering.plateau.draw import draw_plateau
from rendering.plateau.fixed_palette import plateau_palette
from rendering.plateau.scene import DiscPicture, PlateauScene, PlayerPanel, TenderBox
from rules.base import Outcome, Termination
from rules.plateau.pieces import VALUE, type_order
from rules.plateau.view import Disc, PlateauView, TenderView

__all__ = ["plateau_scene", "render_plateau"]

COLOURS: Final = (palette.BLACK, palette.WHITE)
"""Seat 0 is Black, seat 1 White (spec §1.2)."""

TASKS: Final = {
    "open": "to place an opening stack",
    "answer": "to answer the tender",
    "declined": "to raise or withdraw the tender",
}
"""What the player to move must do, by view phase; anything else is an ordinary move."""


def render_plateau(view: PlateauView, *, title: str, names: tuple[str, str]) -> bytes:
    """The PNG image of ``view``; pure and deterministic (same view, same bytes)."""
    scene = plateau_scene(view, title=title, names=names)
    return encode_png(draw_plateau(scene), plateau_palette(scene.private))


def plateau_scene(view: PlateauView, *, title: str, names: tuple[str, str]) -> PlateauScene:
    """What the image of ``view`` shows; raises `ValueError` for a malformed view."""
    check_view(view, title=title, names=names)
    subtitle, swatch = _subtitle(view, names)
    return PlateauScene(
        stacks=tuple(tuple(_disc(disc, view.viewer) for disc in stack) for stack in view.stacks),
        highlighted=frozenset(view.last_squares),
        route=tuple(view.last_squares),
        players=(_player(view, names, 0), _player(view, names, 1)),
        tender=None if view.tender is None else _tender(view.tender, names),
        private=view.viewer is not None,
        caption=_caption(view, names),
        title=title,
        subtitle=subtitle,
        to_move_colour=swatch,
    )


def _who(seat: int, names: tuple[str, str]) -> str:
    return f"{names[seat]} ({COLOURS[seat].capitalize()})"


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


def _subtitle(view: PlateauView, names: tuple[str, str]) -> tuple[str, str | None]:
    if view.outcome is not None:
        return f"{_result(view.outcome, names)} · ply {view.ply}", _winner_colour(view.outcome)
    assert view.to_move is not None  # check_view: a running game has a player to move
    task = TASKS.get(view.phase, "to move")
    return f"{_who(view.to_move, names)} {task} · ply {view.ply}", COLOURS[view.to_move]


def _winner_colour(outcome: Outcome) -> str | None:
    return None if outcome.winner is None else COLOURS[outcome.winner]


def _result(outcome: Outcome, names: tuple[str, str]) -> str:
    winner = outcome.winner
    if winner is None:
        if outcome.termination is Termination.ABORTED:
            return "game aborted"
        return "draw by agreement"
    loser = names[1 - winner]
    reason = {
        Termination.SIX_PRISONERS: "six prisoners",
        Termination.SIX_UNIT: "a run of six",
        Termination.RESIGNATION: f"{loser} resigned",
        Termination.TIMEOUT: f"{loser} ran out of time",
    }.get(outcome.termination, outcome.termination.value)
    return f"{_who(winner, names)} wins: {reason}"


def _caption(view: PlateauView, names: tuple[str, str]) -> str:
    if not view.last_move:
        return ""
    if view.last_mover is None:
        return f"last: {view.last_move}"
    return f"last: {_who(view.last_mover, names)}: {view.last_move}"


def _player(view: PlateauView, names: tuple[str, str], seat: int) -> PlayerPanel:
    hand = view.hands[seat]
    count = view.hand_counts[seat]
    hand_pieces = () if hand is None else type_order(hand)
    if hand is None:
        hand_line = f"hand: {count}"
    else:
        hand_line = f"hand ({count}): {' '.join(hand_pieces)}" if hand_pieces else "hand: empty"
    prisoners = type_order(view.prisoners[seat])
    if prisoners:
        value = sum(VALUE[kind] for kind in prisoners)
        prisoner_line = f"prisoners ({len(prisoners)}, worth {value}): {' '.join(prisoners)}"
    else:
        prisoner_line = "prisoners: none"
    return PlayerPanel(
        name=names[seat],
        colour=COLOURS[seat],
        status=_status(view, seat),
        hand_line=hand_line,
        hand_pieces=hand_pieces,
        prisoner_line=prisoner_line,
        prisoner_pieces=prisoners,
        prisoner_colour=COLOURS[1 - seat],
    )


def _status(view: PlateauView, seat: int) -> str:
    if view.outcome is not None:
        return "wins" if view.outcome.winner == seat else ""
    return "to move" if view.to_move == seat else ""


def _tender(tender: TenderView, names: tuple[str, str]) -> TenderBox:
    """The offered prisoners are the responder's own pieces, so they take the responder's
    colour."""
    responder = 1 - tender.by
    if tender.declined:
        notes = (
            f"{names[responder]} declined",
            f"{names[tender.by]} must raise or withdraw",
        )
    else:
        notes = (
            f"floor {tender.floor}: the best {names[responder]} can give",
            f"without going over {tender.value}",
        )
    return TenderBox(
        headline=f"{names[tender.by]} offers {' '.join(tender.types)} ({tender.value})",
        pieces=type_order(tender.types),
        piece_colour=COLOURS[responder],
        notes=notes,
    )
