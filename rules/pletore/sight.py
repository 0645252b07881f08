"""Sight, pinch and control (§3.1–3.2) as bitboard operations.

``control`` answers for every point at once, which is what move listing,
passing and scoring need: per direction, one Kogge–Stone flood fill (the
chess "occluded fill") spreads both colours' stones over empty points in
log₂ n doubling steps, and the point just past each spread is exactly the
set of points whose first stone in the opposite direction is that colour.
Both colours travel in one packed integer (see ``geometry``).

``pinchers`` answers for one point with the four ray masks: the first stone
along a ray is the lowest (north, east) or highest (south, west) set bit of
``ray & occupied``. ``apply`` uses it to validate a placement or a flip
without looking at the rest of the board.
"""

from __future__ import annotations

from rules.pletore.geometry import Geometry

BLACK_PINCHES = 1
WHITE_PINCHES = 2


def _seen_upward(gen: int, pro: int, shift: int, steps: int, board: int) -> int:
    """Points whose first stone in direction ``-shift`` belongs to ``gen`` (toward higher bits)."""
    for _ in range(steps - 1):
        gen |= pro & (gen << shift)
        pro &= pro << shift
        shift <<= 1
    gen |= pro & (gen << shift)
    return (gen << (shift >> (steps - 1))) & board


def _seen_downward(gen: int, pro: int, shift: int, steps: int, board: int) -> int:
    """The mirror image of ``_seen_upward`` (toward lower bits)."""
    for _ in range(steps - 1):
        gen |= pro & (gen >> shift)
        pro &= pro >> shift
        shift <<= 1
    gen |= pro & (gen >> shift)
    return (gen >> (shift >> (steps - 1))) & board


def pinches(geo: Geometry, black: int, white: int) -> tuple[int, int]:
    """Bitboards of the points Black pinches and the points White pinches (§3.2)."""
    offset = geo.offset
    board = geo.packed_board
    steps = geo.fill_steps
    empty = geo.board ^ (black | white)
    pro = empty | empty << offset
    gen = black | white << offset
    stride = geo.stride
    vertical = _seen_upward(gen, pro, stride, steps, board) | _seen_downward(
        gen, pro, stride, steps, board
    )
    horizontal = _seen_upward(gen, pro, 1, steps, board) | _seen_downward(gen, pro, 1, steps, board)
    both = vertical & horizontal
    return both & geo.board, both >> offset


def control(geo: Geometry, black: int, white: int) -> tuple[int, int]:
    """Bitboards of the points Black controls and the points White controls (§3.2)."""
    black_pinch, white_pinch = pinches(geo, black, white)
    return black_pinch & ~white_pinch, white_pinch & ~black_pinch


def pinchers(geo: Geometry, black: int, white: int, index: int) -> int:
    """Who pinches the point ``index``: ``BLACK_PINCHES | WHITE_PINCHES`` flags."""
    occupied = black | white
    ray = geo.north[index] & occupied
    vertical = ray & -ray
    ray = geo.south[index] & occupied
    if ray:
        vertical |= 1 << (ray.bit_length() - 1)
    ray = geo.east[index] & occupied
    horizontal = ray & -ray
    ray = geo.west[index] & occupied
    if ray:
        horizontal |= 1 << (ray.bit_length() - 1)
    flags = 0
    if vertical & black and horizontal & black:
        flags = BLACK_PINCHES
    if vertical & white and horizontal & white:
        flags |= WHITE_PINCHES
    return flags
