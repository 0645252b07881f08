"""Checking a Plateau view before it is drawn.

A view with a bad field (a stack list of the wrong length, an unknown face,
a hand whose list and count disagree) is a caller bug. Raising `ValueError`
naming the field makes it show up where the image is requested rather than
as a strange picture or an `IndexError` deep in the drawing code, the same
contract as the other renderers' scene checks.
"""

from __future__ import annotations

from rendering.plateau.layout import MAX_PIECES, SQUARES
from rules.plateau.pieces import COUNT, FACES, HIDDEN, TYPE_OF_CODE, TYPES
from rules.plateau.view import Disc, PlateauView, TenderView, square_name

SET_SIZE = sum(COUNT.values())
SEATS = (0, 1)


def check_view(view: PlateauView, *, title: str, names: tuple[str, str]) -> None:
    if not isinstance(view, PlateauView):
        raise ValueError(f"expected a PlateauView, got {type(view).__name__}")
    if not (
        isinstance(names, tuple) and len(names) == 2 and all(isinstance(n, str) for n in names)
    ):
        raise ValueError(f"names must be two strings (Black's, White's), got {names!r}")
    if not isinstance(title, str):
        raise ValueError(f"title must be a str, got {title!r}")
    if view.viewer is not None and view.viewer not in SEATS:
        raise ValueError(f"viewer must be 0, 1 or None, got {view.viewer!r}")
    on_board = _check_stacks(view)
    _check_hands_and_prisoners(view, on_board)
    if view.to_move not in (None, *SEATS):
        raise ValueError(f"to_move must be 0, 1 or None, got {view.to_move!r}")
    if view.outcome is None and view.to_move is None:
        raise ValueError("to_move is None but the view has no outcome: nobody is to move")
    if view.last_mover not in (None, *SEATS):
        raise ValueError(f"last_mover must be 0, 1 or None, got {view.last_mover!r}")
    for square in view.last_squares:
        if type(square) is not int or not 0 <= square < SQUARES:
            raise ValueError(f"last_squares holds {square!r}; squares run from 0 (a1) to 15 (d4)")
    if view.tender is not None:
        _check_tender(view.tender)


def _check_stacks(view: PlateauView) -> list[int]:
    """Checks every disc; returns how many discs each seat has on the board."""
    if not isinstance(view.stacks, tuple) or len(view.stacks) != SQUARES:
        count = len(view.stacks) if isinstance(view.stacks, tuple | list) else view.stacks
        raise ValueError(f"stacks must hold {SQUARES} squares (a1..d4), got {count!r}")
    on_board = [0, 0]
    for square, stack in enumerate(view.stacks):
        where = square_name(square)
        if not isinstance(stack, tuple):
            raise ValueError(f"stack on {where} must be a tuple of discs, got {stack!r}")
        for disc in stack:
            _check_disc(disc, where, view.viewer)
            on_board[disc.owner] += 1
    if sum(on_board) > MAX_PIECES:
        raise ValueError(f"the board holds {sum(on_board)} discs; both sets have {MAX_PIECES}")
    return on_board


def _check_disc(disc: object, where: str, viewer: int | None) -> None:
    if not isinstance(disc, Disc):
        raise ValueError(f"stack on {where} holds {disc!r}, not a Disc")
    if disc.owner not in SEATS:
        raise ValueError(f"a disc on {where} has owner {disc.owner!r}; expected 0 or 1")
    for face in (disc.up, disc.down):
        if face not in FACES and face != HIDDEN:
            raise ValueError(f"a disc on {where} has face {face!r}; expected one of x r b o ?")
    if HIDDEN not in disc.code and disc.code not in TYPE_OF_CODE:
        raise ValueError(f"{disc} on {where} is not a real piece")
    if disc.owner == viewer and HIDDEN in disc.code:
        raise ValueError(f"{disc} on {where} hides a face from its own owner")


def _check_hands_and_prisoners(view: PlateauView, on_board: list[int]) -> None:
    counts = view.hand_counts
    if len(counts) != 2 or any(type(n) is not int or n < 0 for n in counts):
        raise ValueError(f"hand_counts must be two ints >= 0, got {counts!r}")
    if len(view.hands) != 2 or len(view.prisoners) != 2:
        raise ValueError("hands and prisoners must each hold one entry per seat")
    for seat in SEATS:
        hand = view.hands[seat]
        if hand is not None:
            _check_types(hand, f"hands[{seat}]")
            if len(hand) != counts[seat]:
                raise ValueError(
                    f"hands[{seat}] lists {len(hand)} pieces but hand_counts says {counts[seat]}"
                )
        _check_types(view.prisoners[seat], f"prisoners[{seat}]")
        total = on_board[seat] + counts[seat] + len(view.prisoners[1 - seat])
        if total > SET_SIZE:
            raise ValueError(
                f"seat {seat} has {total} pieces on the board, in hand and held prisoner; "
                f"a set has {SET_SIZE}"
            )


def _check_tender(tender: object) -> None:
    if not isinstance(tender, TenderView):
        raise ValueError(f"tender must be a TenderView or None, got {tender!r}")
    if tender.by not in SEATS:
        raise ValueError(f"tender.by must be 0 or 1, got {tender.by!r}")
    _check_types(tender.types, "tender.types")


def _check_types(kinds: object, what: str) -> None:
    if not isinstance(kinds, tuple) or any(kind not in TYPES for kind in kinds):
        raise ValueError(
            f"{what} must be a tuple of type letters ({' '.join(TYPES)}), got {kinds!r}"
        )
