"""Placing pieces: the opening stacks (§4) and onboarding from the hand (§5.2)."""

from __future__ import annotations

from rules.base import Seat
from rules.plateau.encoding import CODE_BITS, CODE_KIND, UP_SEEN
from rules.plateau.geometry import NAMES, PERIMETER
from rules.plateau.moves import Onboard, Open
from rules.plateau.pieces import TYPE_OF_CODE
from rules.plateau.play import (
    after_turn,
    check_code,
    check_square,
    less,
    piece_name,
    with_hand,
    wrong_phase,
)
from rules.plateau.refusals import PlateauIllegal
from rules.plateau.state import OPENING, PLAY, PlateauState


def play_open(state: PlateauState, move: Open) -> PlateauState:
    if state.phase != OPENING:
        raise wrong_phase(state, "open")
    me = state.seat
    square = check_square(move.square)
    bottom, top = check_code(move.bottom), check_code(move.top)
    name = NAMES[square]
    if square not in PERIMETER:
        raise PlateauIllegal(
            "E_NOT_PERIMETER",
            f"The opening stack must go on an edge square (file a or d, rank 1 or 4), and "
            f"{name} is not one.",
            "plateau-not-perimeter",
            square=name,
        )
    if state.board[square]:
        raise PlateauIllegal(
            "E_OCCUPIED",
            f"The square {name} is occupied: the opening stack goes on an empty edge square.",
            "plateau-open-occupied",
            square=name,
        )
    hand = state.hands[me]
    low, high = CODE_KIND[bottom], CODE_KIND[top]
    hand = less(less(hand, low), high)
    if hand[low] < 0:
        raise PlateauIllegal(
            "E_NOT_IN_HAND",
            f"You have only one {piece_name(bottom)}, so it cannot be both pieces of the "
            "opening stack.",
            "plateau-only-one",
            piece=TYPE_OF_CODE[bottom],
        )
    board = list(state.board)
    board[square] = (me | CODE_BITS[bottom], me | CODE_BITS[top] | UP_SEEN)
    return PlateauState(
        tuple(board),
        with_hand(state.hands, me, hand),
        state.prisoners,
        OPENING if me == 0 else PLAY,
        1 - me,
        state.ply + 1,
        last=move,
        last_mover=me,
    )


def onboard_refusal(stack: tuple[int, ...], height: int, me: Seat) -> str | None:
    """The code of the §5.2 (2009) placement rule that inserting at ``height`` breaks."""
    size = len(stack)
    if not size:
        return None
    if height == size:
        return None if stack[-1] & 1 == me else "E_ONBOARD_ENEMY_TOP"
    if height == 0:
        return None if stack[0] & 1 == me else "E_ONBOARD_NOT_TOUCHING"
    if stack[height - 1] & 1 == me or stack[height] & 1 == me:
        return None
    return "E_ONBOARD_INSIDE_ENEMY"


_ONBOARD_TEXT = {
    "E_ONBOARD_ENEMY_TOP": "you cannot onboard on top of a stack your opponent controls",
    "E_ONBOARD_NOT_TOUCHING": (
        "a piece put at the bottom of a stack must touch one of your own pieces, and the "
        "bottom piece there is your opponent's"
    ),
    "E_ONBOARD_INSIDE_ENEMY": (
        "you cannot onboard between two of your opponent's pieces; an inserted piece must "
        "touch one of your own"
    ),
}


def play_onboard(state: PlateauState, move: Onboard) -> PlateauState:
    if state.phase != PLAY:
        raise wrong_phase(state, "onboard")
    me = state.seat
    code = check_code(move.code)
    square = check_square(move.square)
    kind = CODE_KIND[code]
    hand = state.hands[me]
    if not hand[kind]:
        raise PlateauIllegal(
            "E_NOT_IN_HAND",
            f"You have no {piece_name(code)} in your hand to onboard.",
            "plateau-not-in-hand",
            piece=TYPE_OF_CODE[code],
        )
    stack = state.board[square]
    size = len(stack)
    height = size if move.height is None else move.height
    name = NAMES[square]
    if type(height) is not int or not 0 <= height <= size:
        raise PlateauIllegal(
            "E_BAD_HEIGHT",
            f"The stack on {name} holds {size} piece{'' if size == 1 else 's'}, so the height "
            f"after '/' must be 0 to {size} (0 is the bottom, {size} on top).",
            "plateau-bad-height",
            square=name,
            size=size,
        )
    refusal = onboard_refusal(stack, height, me)
    if refusal is not None:
        raise PlateauIllegal(
            refusal,
            f"You cannot onboard at {name}/{height}: {_ONBOARD_TEXT[refusal]}.",
            "plateau-onboard-" + refusal.removeprefix("E_ONBOARD_").lower().replace("_", "-"),
            place=f"{name}/{height}",
        )
    piece = me | CODE_BITS[code] | UP_SEEN
    if height:
        stack = stack[: height - 1] + (stack[height - 1] | UP_SEEN, piece) + stack[height:]
    else:
        stack = (piece, *stack)
    if height == size and move.height is not None:
        move = Onboard(code, square, None)  # the canonical form never writes the top's height
    board = state.board[:square] + (stack,) + state.board[square + 1 :]
    hands = with_hand(state.hands, me, less(hand, kind))
    return after_turn(state, move, board, hands, state.prisoners, (square,))
