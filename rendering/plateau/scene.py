"""What a Plateau image shows, as plain values: the drawing code's only input.

`service.boards.scenes.plateau.plateau_scene` builds a scene from a view, so the
picture can never show more than the view holds, and tests can check what
an image will show (which faces are hatched, whether a hand is a count or a
list of pieces) without reading pixels.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class DiscPicture:
    """One disc as drawn: ``up``/``down`` are face letters, ``?`` when the viewer does not
    know that face (hatched up face; no underside patch). ``*_secret`` marks the viewer's
    own faces the opponent has not seen (drawn hollow)."""

    colour: str
    up: str
    down: str
    up_secret: bool = False
    down_secret: bool = False


@dataclass(frozen=True, slots=True)
class PlayerPanel:
    """One player's column in the panel; ``*_pieces`` are types drawn as loose pieces."""

    name: str
    colour: str
    status: str  # "to move", "wins", or ""
    hand_line: str  # "hand: 7" when the hand is secret, else the types
    hand_pieces: tuple[str, ...]  # empty when the viewer may only see the count
    prisoner_line: str
    prisoner_pieces: tuple[str, ...]
    prisoner_colour: str  # prisoners are the opponent's pieces


@dataclass(frozen=True, slots=True)
class TenderBox:
    """A standing exchange offer: the offered prisoners and what the players must do next."""

    headline: str
    pieces: tuple[str, ...]
    piece_colour: str
    notes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PlateauScene:
    """Everything one Plateau image shows; ``stacks`` are the 16 squares (a1 = 0, d4 = 15),
    bottom piece first; ``players`` are in seat order (Black first)."""

    stacks: tuple[tuple[DiscPicture, ...], ...]
    highlighted: frozenset[int]
    players: tuple[PlayerPanel, PlayerPanel]
    tender: TenderBox | None
    private: bool  # a seat's own view: the legend explains hollow faces
    caption: str
    title: str
    subtitle: str
    to_move_colour: str | None
    legend: tuple[str, ...]
    """What the legend's samples mean, in the reader's words (``plateau_background``):
    an unknown face, the faces, and in a seat's own view a face the opponent has not
    seen."""
    route: tuple[int, ...] = ()
    """The squares of ``highlighted`` in the order the last action visited them (origin,
    stops, destination), so the picture can show where it went from and to."""
