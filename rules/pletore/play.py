"""Applying a Pletore move: every check of §2–§3 with a message that says what is legal.

Each function validates the whole move before building the new state, so an
illegal move changes nothing. Turn order after the protocol is by board
turns (placements, flips, passes and the button all count): Black takes the
even ones.
"""

from __future__ import annotations

from dataclasses import replace

from rules.errors import IllegalMove
from rules.pletore.geometry import geometry
from rules.pletore.moves import BUTTON, PASS, Flip, Komi, Place, PletoreMove, move_tables
from rules.pletore.notation import komi_range_error
from rules.pletore.sight import BLACK_PINCHES, WHITE_PINCHES, control, pinchers
from rules.pletore.state import (
    BUTTON_BLACK,
    BUTTON_FREE,
    BUTTON_WHITE,
    NO_BUTTON,
    PletoreState,
    button_for,
)
from rules.sides import BLACK, WHITE, Side


def _name(colour: str) -> str:
    return colour.capitalize()


def require_play(state: PletoreState) -> None:
    if state.komi is None:
        limit = state.size * state.size
        raise IllegalMove(
            "The game has not started: seat 0 first names the komi, e.g. 'komi 7' "
            f"(a whole number from -{limit} to {limit}).",
            "pletore-komi-first",
            limit=limit,
        )
    if state.black_seat is None:
        raise IllegalMove(
            "The game has not started: seat 1 first picks a colour with "
            "'side black' or 'side white'.",
            "les-side-first",
        )


def play_board_move(state: PletoreState, move: Place | Flip) -> PletoreState:
    size = state.size
    x, y = move.x, move.y
    if not (0 <= x < size and 0 <= y < size):
        raise IllegalMove(
            f"{move} is not a point of the {size}×{size} board.",
            "pletore-off-board",
            point=str(move),
            size=size,
        )
    geo = geometry(size)
    index = (y + 1) * geo.stride + x + 1
    bit = 1 << index
    black, white = state.black, state.white
    turn = state.turn
    black_moves = not turn & 1
    mine, theirs = (black, white) if black_moves else (white, black)
    if type(move) is Place:
        if (black | white) & bit:
            if theirs & bit:
                raise IllegalMove(
                    f"You cannot place on {move}: it is occupied; to flip the enemy stone "
                    f"there, play '{move}x'.",
                    "pletore-occupied-enemy",
                    point=str(move),
                )
            raise IllegalMove(
                f"You cannot place on {move}: it is occupied.", "pletore-occupied", point=str(move)
            )
        flags = pinchers(geo, black, white, index)
        if flags == (WHITE_PINCHES if black_moves else BLACK_PINCHES):
            colour = WHITE if black_moves else BLACK
            enemy = _name(colour)
            raise IllegalMove(
                f"You cannot place on {move}: {enemy} controls it "
                f"({enemy} pinches it and you do not).",
                f"pletore-controlled-{colour}",
                point=str(move),
            )
        if turn == 1 and not size & 1 and black and geo.rotated[black.bit_length() - 1] == index:
            raise IllegalMove(
                f"You cannot place on {move} on White's first turn: it is the 180° image "
                f"of Black's {geo.name(black.bit_length() - 1)}, which the anti-mirror "
                "rule of even boards forbids.",
                "pletore-anti-mirror",
                point=str(move),
                black=geo.name(black.bit_length() - 1),
            )
        mine |= bit
        last: PletoreMove = move_tables(size).places[index]
    else:
        if not theirs & bit:
            name = geo.name(index)
            if mine & bit:
                raise IllegalMove(
                    f"You cannot flip {name}: it is your own stone; only enemy stones can be "
                    "flipped.",
                    "pletore-flip-own",
                    point=name,
                )
            raise IllegalMove(
                f"You cannot flip {name}: it is empty, so there is nothing to flip; "
                f"play '{name}' to place a stone there.",
                "pletore-flip-empty",
                point=name,
            )
        flags = pinchers(geo, black, white, index)
        if flags != (BLACK_PINCHES if black_moves else WHITE_PINCHES):
            colour = BLACK if black_moves else WHITE
            me = _name(colour)
            if flags == BLACK_PINCHES | WHITE_PINCHES:
                reason, how = "both players pinch it, so nobody controls it", "both"
            else:
                reason = (
                    f"{me} does not pinch it (that needs a {me} stone in sight both "
                    "vertically and horizontally)"
                )
                how = f"unpinched-{colour}"
            raise IllegalMove(
                f"You cannot flip {geo.name(index)}: {reason}.",
                f"pletore-flip-{how}",
                point=geo.name(index),
            )
        theirs ^= bit
        mine |= bit
        last = move_tables(size).flips[index]
    black, white = (mine, theirs) if black_moves else (theirs, mine)
    return PletoreState(
        size,
        black,
        white,
        state.komi,
        state.black_seat,
        state.button,
        state.fixed,
        state.ply + 1,
        0,
        last,
    )


def play_pass(state: PletoreState) -> PletoreState:
    if state.button == BUTTON_FREE:
        raise IllegalMove(
            "You cannot pass while the button is still available; "
            "take it with 'button' or play on the board.",
            "pletore-pass-button",
        )
    geo = geometry(state.size)
    black_control, white_control = control(geo, state.black, state.white)
    free = geo.board & ~(state.black | state.white | black_control | white_control)
    if free:
        names = geo.names(free)
        shown = ", ".join(names[:5]) + (", …" if len(names) > 5 else "")
        raise IllegalMove(
            "You cannot pass while an empty point is controlled by nobody "
            f"({shown}); place a stone there instead.",
            "pletore-pass-free",
            points=shown,
        )
    return replace(state, ply=state.ply + 1, passes=state.passes + 1, last_move=PASS)


def play_button(state: PletoreState) -> PletoreState:
    if state.button == NO_BUTTON:
        raise IllegalMove(
            f"This game has no button: the komi {state.komi} and the board size "
            f"{state.size} differ in parity.",
            "pletore-no-button",
            komi=str(state.komi),
            size=state.size,
        )
    if state.button != BUTTON_FREE:
        colour = BLACK if state.button == BUTTON_BLACK else WHITE
        raise IllegalMove(
            f"The button has already been taken by {_name(colour)}.", f"pletore-button-{colour}"
        )
    button = BUTTON_WHITE if state.turn & 1 else BUTTON_BLACK
    return replace(state, button=button, ply=state.ply + 1, passes=0, last_move=BUTTON)


def play_komi(state: PletoreState, move: Komi) -> PletoreState:
    if state.komi is not None:
        raise IllegalMove(
            f"The komi is already set to {state.komi}; it cannot change.",
            "pletore-komi-set",
            komi=str(state.komi),
        )
    value = move.value
    if type(value) is not int:
        raise IllegalMove(
            "komi must be a whole number, like 'komi 7' or 'komi -2'.", "pletore-komi-whole"
        )
    if abs(value) > state.size * state.size:
        raise komi_range_error(state.size)
    return PletoreState(
        state.size,
        0,
        0,
        value,
        None,
        button_for(value, state.size),
        False,
        state.ply + 1,
        0,
        move,
    )


def play_side(state: PletoreState, move: Side) -> PletoreState:
    if state.komi is None:
        require_play(state)
    if state.black_seat is not None:
        raise IllegalMove(
            f"Sides are already chosen: seat 0 plays {_name(state.colour_of(0) or '')}, "
            f"seat 1 plays {_name(state.colour_of(1) or '')}.",
            f"pletore-sides-chosen-{state.colour_of(0)}",
        )
    if move.colour not in (BLACK, WHITE):
        raise IllegalMove("The side must be black or white.", "side-black-or-white")
    return PletoreState(
        state.size,
        0,
        0,
        state.komi,
        1 if move.colour == BLACK else 0,
        state.button,
        False,
        state.ply + 1,
        0,
        move,
    )
