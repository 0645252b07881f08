"""Applying a Pinch move: the placement with its chain reaction (§3.4), the swap (§3.9).

``play_place`` resolves the chain reaction of §3.4 with a work list and tests
the mover's connection with a bitboard flood fill from the placed stone
(every stone that changes colour in a turn is orthogonally joined to it, so
that one group is all that can have just connected).
"""

from __future__ import annotations

from rules.errors import IllegalMove
from rules.pinch.geometry import Geometry, geometry
from rules.pinch.moves import SWAP, Place
from rules.pinch.state import PinchState


def play_swap(state: PinchState) -> PinchState:
    if state.ply != 1:
        raise IllegalMove(
            "swap is only possible as the second move of the game.", "pinch-swap-late"
        )
    return PinchState(state.size, state.black, state.white, 2, True, None, SWAP, 0)


def play_place(state: PinchState, move: Place) -> PinchState:
    geo = geometry(state.size)
    x, y = move.x, move.y
    if not (0 <= x < geo.size and 0 <= y < geo.size):
        raise IllegalMove(
            f"{move} is not on the {geo.size}×{geo.size} board.",
            "pinch-off-board",
            point=str(move),
            size=geo.size,
        )
    index = (y + 1) * geo.stride + x + 1
    bit = 1 << index
    if (state.black | state.white) & bit:
        raise IllegalMove(f"{move} is already occupied.", "pinch-occupied", point=str(move))
    seat = state.ply & 1
    black_moves = (seat == 0) != state.swapped
    mine, theirs = (state.black, state.white) if black_moves else (state.white, state.black)
    mine |= bit
    converted = 0
    if mine & geo.near_mask[index] and theirs & geo.near_mask[index]:
        mine, theirs, converted = _resolve(geo, mine, theirs, index)
    if black_moves:
        won = _connects(geo, mine, bit, geo.rank_first, geo.rank_last)
        black, white = mine, theirs
    else:
        won = _connects(geo, mine, bit, geo.file_first, geo.file_last)
        black, white = theirs, mine
    return PinchState(
        state.size,
        black,
        white,
        state.ply + 1,
        state.swapped,
        seat if won else None,
        move,
        converted,
    )


def _resolve(geo: Geometry, mine: int, theirs: int, start: int) -> tuple[int, int, int]:
    """The chain reaction of §3.4: every fresh stone pairs with diagonal friends."""
    converted = 0
    todo = [start]
    diagonals = geo.diagonals
    while todo:
        fresh = todo.pop()
        for diagonal, side_a, side_b in diagonals:
            if mine >> (fresh + diagonal) & 1:
                for enemy in (fresh + side_a, fresh + side_b):
                    if theirs >> enemy & 1:
                        flip = 1 << enemy
                        theirs ^= flip
                        mine |= flip
                        converted |= flip
                        todo.append(enemy)
    return mine, theirs, converted


def _connects(geo: Geometry, mine: int, seed: int, edge_a: int, edge_b: int) -> bool:
    """Does the orthogonal group holding ``seed`` touch both edges? (§3.7)"""
    if not (mine & edge_a and mine & edge_b):
        return False
    stride = geo.stride
    group = seed
    while True:
        grown = (group | group << 1 | group >> 1 | group << stride | group >> stride) & mine
        if grown == group:
            return bool(group & edge_a and group & edge_b)
        group = grown
