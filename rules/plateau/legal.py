"""Every legal move of a position, each once, in a stable order (spec §2.5).

Random playouts and the AI call this every ply and a normal turn has a few
hundred moves, nearly all onboards, so the lists are assembled from shared
objects: the opening lists are built once per free square, onboards come from
tables indexed by (square, height, which types are in hand), routes are
interned, and the allowed insertion heights of a stack are cached.

Which routes exist is decided without simulating them: along a straight ray
(or the twister's two squares) a stop's legality depends only on that square
as it stands and on the moving stack so far, and a landing's only on the
destination's top owner and the moving stack's top face, which never changes
during a move (§5.3.3).
"""

from __future__ import annotations

from typing import Final

from rules.base import Seat
from rules.plateau.encoding import (
    CODE_KIND,
    FACES,
    FLIPPABLE,
    FLIPPED,
    FULL_SET,
    ORANGE_UP,
    UP_FACE,
    WEAPON,
    letters,
)
from rules.plateau.geometry import DIAGONAL, KNIGHT, ORTHOGONAL, PERIMETER, RAYS, SQUARES
from rules.plateau.moves import (
    DECLINE,
    PASS,
    WITHDRAW,
    Give,
    Onboard,
    Open,
    PlateauMove,
    Raise,
    Tender,
    move_of,
)
from rules.plateau.pieces import CODES
from rules.plateau.play import top_unit_start
from rules.plateau.prisoners import answers, parts
from rules.plateau.state import ANSWER, DECLINED, OPENING, PLAY, PlateauState

_DIRECTIONS: Final = {"x": ORTHOGONAL + DIAGONAL, "r": ORTHOGONAL, "b": DIAGONAL}

# --- openings ------------------------------------------------------------------------

OPEN_PAIRS: Final = tuple(
    (bottom, top)
    for bottom in CODES
    for top in CODES
    if CODE_KIND[bottom] != CODE_KIND[top] or FULL_SET[CODE_KIND[bottom]] > 1
)
"""The 105 (bottom, top) code pairs a full hand allows (§2.5)."""

_OPENS: Final = tuple(
    tuple(Open(square, bottom, top) for bottom, top in OPEN_PAIRS) for square in range(SQUARES)
)
_OPEN_LISTS: dict[tuple[int, ...], tuple[Open, ...]] = {}


def _openings(board: tuple[tuple[int, ...], ...]) -> list[PlateauMove]:
    free = tuple(square for square in PERIMETER if not board[square])
    listed = _OPEN_LISTS.get(free)
    if listed is None:
        listed = tuple(move for square in free for move in _OPENS[square])
        _OPEN_LISTS[free] = listed
    return list(listed)


# --- onboards ------------------------------------------------------------------------

_TYPE_CODES: Final = tuple(
    tuple(code for code in CODES if CODE_KIND[code] == kind) for kind in range(len(FULL_SET))
)
_ONBOARDS: Final[list[dict[int | None, list[tuple[Onboard, ...] | None]]]] = [
    {} for _ in range(SQUARES)
]
_HEIGHTS: Final[tuple[dict[tuple[int, ...], tuple[int | None, ...]], ...]] = ({}, {})
_HEIGHTS_LIMIT: Final = 100_000
_EMPTY: Final[list[tuple[tuple[Onboard, ...], ...] | None]] = [None] * (1 << len(FULL_SET))
"""``_EMPTY[hand mask][square]``: the onboards onto an empty square."""


def _hand_mask(hand: tuple[int, ...]) -> int:
    mask = 0
    for kind, count in enumerate(hand):
        if count:
            mask |= 1 << kind
    return mask


def _onboards(square: int, height: int | None, mask: int) -> tuple[Onboard, ...]:
    """The shared onboards of every code whose type is in ``mask``, at one place."""
    row = _ONBOARDS[square].get(height)
    if row is None:
        row = [None] * (1 << len(FULL_SET))
        _ONBOARDS[square][height] = row
    moves = row[mask]
    if moves is None:
        moves = tuple(
            Onboard(code, square, height)
            for kind, codes in enumerate(_TYPE_CODES)
            if mask >> kind & 1
            for code in codes
        )
        row[mask] = moves
    return moves


def _heights(stack: tuple[int, ...], me: Seat) -> tuple[int | None, ...]:
    """The insertion indices the 2009 rule allows (§5.2); ``None`` is on top."""
    cache = _HEIGHTS[me]
    found = cache.get(stack)
    if found is not None:
        return found
    allowed: list[int | None] = []
    if stack[0] & 1 == me:
        allowed.append(0)
    for index in range(1, len(stack)):
        if stack[index - 1] & 1 == me or stack[index] & 1 == me:
            allowed.append(index)
    if stack[-1] & 1 == me:
        allowed.append(None)
    found = tuple(allowed)
    if len(cache) >= _HEIGHTS_LIMIT:
        cache.clear()
    cache[stack] = found
    return found


def _empties(mask: int) -> tuple[tuple[Onboard, ...], ...]:
    found = _EMPTY[mask]
    if found is None:
        found = _EMPTY[mask] = tuple(_onboards(square, None, mask) for square in range(SQUARES))
    return found


# --- routes --------------------------------------------------------------------------


_DIRECT: Final = tuple(
    tuple(
        tuple(move_of(origin, flip, (), dest) for dest in range(SQUARES)) for flip in (False, True)
    )
    for origin in range(SQUARES)
)
"""``_DIRECT[origin][flip][dest]``: the routes without stops (``dest == origin``: stomp)."""

_FACE_RAYS: Final = tuple(
    {
        face: tuple(RAYS[origin][d] for d in directions if RAYS[origin][d])
        for face, directions in _DIRECTIONS.items()
    }
    for origin in range(SQUARES)
)
"""``_FACE_RAYS[origin][face]``: the non-empty rays a unit showing ``face`` may use."""

Partial = list[tuple[tuple[tuple[int, int], ...], tuple[int, ...]]]
"""Routes under construction: (stops so far, moving stack bottom first)."""


def _routes(board: tuple[tuple[int, ...], ...], me: Seat, out: list[PlateauMove]) -> None:
    """Append every move and stomp of ``me``'s units."""
    append = out.append
    for origin in range(SQUARES):
        stack = board[origin]
        if not stack or stack[-1] & 1 != me:
            continue
        start = len(stack) - 1
        while start and stack[start - 1] & 1 == me:
            start -= 1
        unit = stack[start:]
        height = len(unit)
        top = unit[-1]
        for flip in (False, True) if FLIPPABLE[top & FACES] else (False,):
            direct = _DIRECT[origin][flip]
            moving = (*unit[:-1], top ^ FLIPPED) if flip else unit
            face = moving[-1] & FACES
            weapon = WEAPON[face]
            if weapon and start:
                append(direct[origin])
            if ORANGE_UP[face]:
                _crooked_routes(board, me, origin, flip, moving, out)
                continue
            for ray in _FACE_RAYS[origin][UP_FACE[face]]:
                square = ray[0]
                here = board[square]
                if weapon or not here or here[-1] & 1 == me:
                    append(direct[square])
                reach = min(height, len(ray))
                if reach == 1:
                    continue
                partial = _stops(board, me, square, [((), moving)])
                for index in range(1, reach):
                    square = ray[index]
                    here = board[square]
                    if weapon or not here or here[-1] & 1 == me:
                        append(direct[square])
                        for stops, _ in partial[1:]:
                            append(move_of(origin, flip, stops, square))
                    if index < reach - 1:
                        partial = _stops(board, me, square, partial)


def _crooked_routes(
    board: tuple[tuple[int, ...], ...],
    me: Seat,
    origin: int,
    flip: bool,
    moving: tuple[int, ...],
    out: list[PlateauMove],
) -> None:
    """Append the twister's crooked moves (§5.3.10): each knight destination, direct or
    with a stop on its turning square."""
    direct = _DIRECT[origin][flip]
    for dest, turn in KNIGHT[origin].items():
        out.append(direct[dest])
        for stops, _ in _stops(board, me, turn, [((), moving)])[1:]:
            out.append(move_of(origin, flip, stops, dest))


def _stops(
    board: tuple[tuple[int, ...], ...],
    me: Seat,
    square: int,
    partial: Partial,
) -> Partial:
    """Extend each partial route by what it may do on ``square``: fly over it (the
    routes as they were, first, in their order), pick up there, or drop off there."""
    here = board[square]
    out = list(partial)
    enemy = bool(here) and here[-1] & 1 != me
    friendly = 0 if not here or enemy else len(here) - top_unit_start(here, me)
    for stops, moving in partial:
        for count in range(1, friendly + 1):
            out.append(((*stops, (square, count)), here[-count:] + moving))
        for count in range(1, len(moving)):
            if enemy and not WEAPON[moving[count - 1] & FACES]:
                continue
            out.append(((*stops, (square, -count)), moving[count:]))
    return out


# --- the exchange ----------------------------------------------------------------------

_TENDERS: dict[tuple[int, ...], tuple[Tender, ...]] = {}
_GIVES: dict[tuple[int, ...], Give] = {}
_RAISES: dict[tuple[int, ...], Raise] = {}


def _tenders(held: tuple[int, ...]) -> tuple[Tender, ...]:
    found = _TENDERS.get(held)
    if found is None:
        found = tuple(Tender(letters(part)) for part, _ in parts(held))
        _TENDERS[held] = found
    return found


def _give_of(counts: tuple[int, ...]) -> Give:
    move = _GIVES.get(counts)
    if move is None:
        move = _GIVES[counts] = Give(letters(counts))
    return move


def _raise_of(counts: tuple[int, ...]) -> Raise:
    move = _RAISES.get(counts)
    if move is None:
        move = _RAISES[counts] = Raise(letters(counts))
    return move


# --- all together -----------------------------------------------------------------------


def legal_moves(state: PlateauState) -> list[PlateauMove]:
    phase = state.phase
    if phase == PLAY:
        return _normal_turn(state)
    if phase == OPENING:
        return _openings(state.board)
    tender = state.tender
    if phase == ANSWER:
        assert tender is not None
        held = state.prisoners[state.seat]
        out: list[PlateauMove] = [_give_of(c) for c in answers(tender.value, tender.floor, held)]
        if not tender.floor:
            out.append(DECLINE)
        return out
    if phase == DECLINED:
        assert tender is not None
        held = state.prisoners[state.seat]
        out = [_raise_of(part) for part, worth in parts(held) if worth > tender.value]
        out.append(WITHDRAW)
        return out
    return []


def _normal_turn(state: PlateauState) -> list[PlateauMove]:
    me = state.seat
    board = state.board
    out: list[PlateauMove] = []
    mask = _hand_mask(state.hands[me])
    if mask:
        extend = out.extend
        empty = _empties(mask)
        for square, stack in enumerate(board):
            if not stack:
                extend(empty[square])
            else:
                for height in _heights(stack, me):
                    extend(_onboards(square, height, mask))
    _routes(board, me, out)
    if not state.barred:
        held = state.prisoners[me]
        if any(state.prisoners[1 - me]) and any(held):
            out.extend(_tenders(held))
    return out or [PASS]


def has_action(state: PlateauState) -> bool:
    """Whether the seat to play a normal turn can do anything but ``pass``."""
    return _normal_turn(state) != [PASS]
