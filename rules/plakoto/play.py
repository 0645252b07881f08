"""Applying a Plakoto move: the dice (chance) and a turn from the menu (§3).

A turn arrives with its step record from the engine's menu, so playing it is
only arithmetic on the board; the game and the match end here too (§3.8,
§0.1), and the next chance move starts the next game.
"""

from __future__ import annotations

from dataclasses import replace

from rules.plakoto.moves import Dice, PlakotoMove, Turn
from rules.plakoto.refusals import dice_due
from rules.plakoto.state import (
    MOVE,
    NEW_GAME,
    OPENING,
    OVER,
    ROLL,
    START,
    WHITE,
    GameResult,
    PlakotoState,
    absolute,
    after,
    mover_view,
)
from rules.plakoto.turns import DRAW, Record


def play_dice(state: PlakotoState, move: PlakotoMove) -> PlakotoState:
    """A chance move: the opening roll, the next game's first roll, or a turn's dice."""
    phase = state.phase
    if type(move) is not Dice:
        raise dice_due(state)
    if phase == OPENING:
        if not move.opening or move.first == move.second:
            raise dice_due(state)
        starter = 0 if move.first > move.second else 1
        return replace(
            state,
            board=START,
            off=(0, 0),
            phase=ROLL,
            side=state.side_of_seat(starter),
            dice=None,
            game=state.game + 1,
            last=move,
            last_side=None,
        )
    if move.opening or move.first < move.second:
        raise dice_due(state)
    if phase == NEW_GAME:
        return replace(
            state,
            board=START,
            off=(0, 0),
            phase=MOVE,
            dice=move.values,
            game=state.game + 1,
            last=move,
            last_side=None,
        )
    return replace(state, phase=MOVE, dice=move.values, last=move, last_side=None)


def play_turn(state: PlakotoState, move: Turn, record: Record | None) -> PlakotoState:
    """A turn from the menu: ``record`` is its step sequence (``None``: the pass)."""
    side = state.side
    if record is None:  # pass
        return replace(state, phase=ROLL, side=1 - side, dice=None, last=move, last_side=side)
    v = mover_view(state.board, side)
    board = absolute(after(v, record.cnt), side)
    off = (record.cnt[0], state.off[1]) if side == WHITE else (state.off[0], record.cnt[0])
    end = record.end
    if end is None:
        return replace(
            state,
            board=board,
            off=off,
            phase=ROLL,
            side=1 - side,
            dice=None,
            last=move,
            last_side=side,
        )
    winner = None if end.winner == DRAW else state.seat_of_side(side)
    score = list(state.score)
    if winner is not None:
        score[winner] += end.points
    if winner is not None and score[winner] >= state.match_length:
        phase = OVER
    elif winner is None:
        phase = OVER if state.match_length == 1 else OPENING
    else:
        phase = NEW_GAME
    return replace(
        state,
        board=board,
        off=off,
        phase=phase,
        side=side,
        dice=None,
        score=(score[0], score[1]),
        last=move,
        last_side=side,
        result=GameResult(winner, end.points if winner is not None else 0, end.reason),
    )
