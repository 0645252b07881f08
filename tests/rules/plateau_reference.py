"""A second, deliberately plain implementation of Plateau, written from the spec alone.

``shared/rules/plateau.md`` is long and several of its rules interact (range at the start
of the turn, stops on a ray, pick-ups under the moving stack, captures that skip one's own
pieces, the exchange state machine). A second implementation that never looked at the
engine in ``rules/plateau/`` catches the places where one of the two read the spec
differently: the differential test plays seeded random games through both and compares
every legal-move list.

Everything here is a literal simulation of the spec's sentences, slow and obvious on
purpose: plain dicts and lists, a fresh deep copy per move, legality by trying each
candidate. Only the §0 default configuration is implemented. The piece tables are typed in
again from §1.2 rather than imported from ``rules.plateau.pieces``, so that a slip in the
shared table would show up as a divergence too.

Where the spec left a choice open to the reader of this file, a comment names the § whose
text was followed.
"""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass, field
from itertools import product
from typing import TypedDict

# --- pieces (spec §1) ----------------------------------------------------------------------

SIDES: dict[str, tuple[str, str]] = {
    "M": ("x", "x"),
    "B": ("b", "b"),
    "R": ("r", "r"),
    "BM": ("b", "x"),
    "RM": ("r", "x"),
    "T": ("o", "x"),
    "A": ("r", "b"),
}
"""§1.2: the two faces of each type."""

COUNT: dict[str, int] = {"M": 4, "B": 2, "R": 2, "BM": 1, "RM": 1, "T": 1, "A": 1}
VALUE: dict[str, int] = {"M": 1, "B": 4, "R": 5, "BM": 8, "RM": 10, "T": 15, "A": 21}
ORDER: tuple[str, ...] = ("A", "T", "RM", "BM", "R", "B", "M")
"""§2.3: canonical type lists are written in descending value."""

MARKERS = frozenset("rbo")
"""§1.1: red, blue and orange make a weapon; blank never captures or pins."""

CODE_TYPE: dict[str, str] = {
    up + down: kind for kind, (a, b) in SIDES.items() for up, down in ((a, b), (b, a))
}
"""Every real two-letter code (up face first) and the type it names (§1.2): 11 codes."""


class Piece(TypedDict):
    """One disc: whose it is, what it is, and which of its two sides (§1.2 order) is up."""

    owner: int
    type: str
    up_side: int


@dataclass
class Tender:
    """A standing offer (§6.1): prisoners ``types`` held by ``by``, worth ``value``."""

    by: int
    types: list[str]
    value: int


@dataclass
class RefState:
    """The whole truth of a game; seat 0 is Black, seat 1 White (§1.2, §8.1).

    ``prisoners[s]`` are the opponent's pieces held by seat ``s``. ``phase`` is one of
    ``open``, ``play``, ``answer`` (the responder must answer a tender), ``declined`` (the
    tenderer must raise or withdraw) and ``over``. ``withdrawn`` bars a second tender in
    the turn in which a tender was withdrawn (§6.1.5).
    """

    board: dict[str, list[Piece]]
    hands: list[list[str]]
    prisoners: list[list[str]]
    to_move: int | None = 0
    phase: str = "open"
    tender: Tender | None = None
    withdrawn: bool = False
    winner: int | None = None
    termination: str | None = None
    history: list[str] = field(default_factory=list)


# --- board geometry (spec §2.1) --------------------------------------------------------------

FILES = "abcd"
SQUARES: tuple[str, ...] = tuple(f + r for r in "1234" for f in FILES)
PERIMETER = frozenset(sq for sq in SQUARES if sq[0] in "ad" or sq[1] in "14")
ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))
DIRECTIONS: dict[str, tuple[tuple[int, int], ...]] = {
    "x": ORTHOGONAL + DIAGONAL,
    "r": ORTHOGONAL,
    "b": DIAGONAL,
}
"""§1.1: blank any of 8 lines, red orthogonal, blue diagonal (orange is §5.3.10)."""


def _coords(square: str) -> tuple[int, int]:
    return FILES.index(square[0]), int(square[1]) - 1


def _square(file: int, rank: int) -> str | None:
    """The square's name, or None off the board (a moving stack may not leave it, §5.3.5)."""
    if 0 <= file < 4 and 0 <= rank < 4:
        return FILES[file] + str(rank + 1)
    return None


# --- small helpers ---------------------------------------------------------------------------


def face(piece: Piece) -> str:
    return SIDES[piece["type"]][piece["up_side"]]


def code(piece: Piece) -> str:
    faces = SIDES[piece["type"]]
    return faces[piece["up_side"]] + faces[1 - piece["up_side"]]


def two_faced(piece: Piece) -> bool:
    """§5.3.2: only the Blue Mask, Red Mask, Twister and Ace can be flipped."""
    a, b = SIDES[piece["type"]]
    return a != b


def make_piece(owner: int, piece_code: str) -> Piece:
    kind = CODE_TYPE[piece_code]
    return {"owner": owner, "type": kind, "up_side": 0 if SIDES[kind][0] == piece_code[0] else 1}


def top_unit_size(stack: list[Piece]) -> int:
    """§3: the maximal run of the top piece's owner, counted from the top."""
    if not stack:
        return 0
    owner = stack[-1]["owner"]
    size = 0
    for piece in reversed(stack):
        if piece["owner"] != owner:
            break
        size += 1
    return size


def type_list(types: list[str] | tuple[str, ...]) -> str:
    """Types the canonical way (§2.3): descending value, single spaces."""
    return " ".join(sorted(types, key=ORDER.index))


def value_of(types: list[str] | tuple[str, ...]) -> int:
    return sum(VALUE[t] for t in types)


def sub_multisets(types: list[str]) -> list[tuple[str, ...]]:
    """Every non-empty sub-multiset, once each (§2.5: moves differ by multiset of types)."""
    counts = Counter(types)
    kinds = sorted(counts, key=ORDER.index)
    result = []
    for numbers in product(*(range(counts[kind] + 1) for kind in kinds)):
        chosen = tuple(kind for kind, n in zip(kinds, numbers, strict=True) for _ in range(n))
        if chosen:
            result.append(chosen)
    return result


def remove_types(pool: list[str], types: list[str] | tuple[str, ...]) -> None:
    for kind in types:
        pool.remove(kind)


def floor_value(t: int, prisoners: list[str]) -> int:
    """§6.2: the best total of the responder's prisoners that does not exceed ``t``."""
    best = 0
    for subset in sub_multisets(prisoners):
        total = value_of(subset)
        if best < total <= t:
            best = total
    return best


def full_set() -> list[str]:
    return [kind for kind in ORDER for _ in range(COUNT[kind])]


# --- the protocol ----------------------------------------------------------------------------


def initial() -> RefState:
    """§4: empty board, all twelve pieces in each hand, Black to open."""
    return RefState(
        board={sq: [] for sq in SQUARES},
        hands=[full_set(), full_set()],
        prisoners=[[], []],
    )


def winner(state: RefState) -> int | None:
    return state.winner


def prisoner_counts(state: RefState) -> tuple[int, int]:
    """§8.1 ``scores``: the number (not value) of prisoners held by seat 0 and seat 1."""
    return len(state.prisoners[0]), len(state.prisoners[1])


def legal(state: RefState) -> set[str]:
    """Every legal move in canonical notation (§2.3, §2.5)."""
    seat = state.to_move
    if state.phase == "over" or seat is None:
        return set()
    if state.phase == "open":
        return _openings(state, seat)
    if state.phase == "answer":
        return _answers(state, seat)
    if state.phase == "declined":
        return _raises(state, seat) | {"withdraw"}
    moves = _onboards(state, seat) | _moves(state, seat) | _tenders(state, seat)
    # §5.1: pass only when nothing else is legal, and then it is the only move.
    return moves or {"pass"}


def _openings(state: RefState, seat: int) -> set[str]:
    """§4 and §2.5: any empty perimeter square, any two pieces the hand holds, any faces."""
    hand = Counter(state.hands[seat])
    result = set()
    for bottom, top in product(CODE_TYPE, CODE_TYPE):
        need = Counter([CODE_TYPE[bottom], CODE_TYPE[top]])
        if any(hand[kind] < n for kind, n in need.items()):
            continue
        for square in PERIMETER:
            if not state.board[square]:
                result.add(f"open {square} {bottom} {top}")
    return result


def _may_insert(stack: list[Piece], index: int, seat: int) -> bool:
    """§5.2, 2009 wording: an empty square, or touching one's own piece directly below
    (``index - 1``) or directly above (``index``) the insertion point."""
    if not stack:
        return True
    below = index >= 1 and stack[index - 1]["owner"] == seat
    above = index < len(stack) and stack[index]["owner"] == seat
    return below or above


def _onboards(state: RefState, seat: int) -> set[str]:
    result = set()
    for kind in set(state.hands[seat]):
        a, b = SIDES[kind]
        for piece_code in {a + b, b + a}:
            for square in SQUARES:
                stack = state.board[square]
                for index in range(len(stack) + 1):
                    if not _may_insert(stack, index, seat):
                        continue
                    # §2.3: "/h" only when the piece does not go on top.
                    where = square if index == len(stack) else f"{square}/{index}"
                    result.add(f"on {piece_code} {where}")
    return result


def _tenders(state: RefState, seat: int) -> set[str]:
    """§6.1.1: a non-empty set of one's prisoners; not after a withdrawal this turn
    (§6.1.5); not when the opponent holds no prisoners (§0 default)."""
    if state.withdrawn or not state.prisoners[1 - seat]:
        return set()
    return {f"x {type_list(chosen)}" for chosen in sub_multisets(state.prisoners[seat])}


def _answers(state: RefState, seat: int) -> set[str]:
    """§6.1.3: a set worth exactly the floor F (when F > 0), any set worth more than t,
    or ``decline`` only when F = 0."""
    assert state.tender is not None
    t = state.tender.value
    f = floor_value(t, state.prisoners[seat])
    result = set()
    for chosen in sub_multisets(state.prisoners[seat]):
        v = value_of(chosen)
        if (f > 0 and v == f) or v > t:
            result.add(f"give {type_list(chosen)}")
    if f == 0:
        result.add("decline")
    return result


def _raises(state: RefState, seat: int) -> set[str]:
    """§6.1.5: any subset of the tenderer's prisoners worth strictly more than the old
    tender (``raise_min_increment = 1``)."""
    assert state.tender is not None
    t = state.tender.value
    return {
        f"raise {type_list(chosen)}"
        for chosen in sub_multisets(state.prisoners[seat])
        if value_of(chosen) > t
    }


# --- moving (spec §5.3) ---------------------------------------------------------------------


def _route(origin: str, top_face: str, h: int) -> list[tuple[list[str], bool]]:
    """The squares a unit may visit, as (squares in order, may it land before the last?).

    Straight faces: each ray of the face's directions, up to ``h`` squares (§5.3.4, range
    = top unit at the start of the turn); any square of it may be the destination.
    Orange: the two squares of each knight jump, straight step first (§5.3.10); only the
    last may be the destination, whatever ``h`` is (§5.3.4 exception).
    """
    file, rank = _coords(origin)
    routes: list[tuple[list[str], bool]] = []
    if top_face == "o":
        for df, dr in ORTHOGONAL:
            turn = _square(file + df, rank + dr)
            for pf, pr in ((dr, df), (-dr, -df)):  # the two perpendicular unit vectors
                dest = _square(file + 2 * df + pf, rank + 2 * dr + pr)
                if turn is not None and dest is not None:
                    routes.append(([turn, dest], False))
        return routes
    for df, dr in DIRECTIONS[top_face]:
        ray = []
        for distance in range(1, h + 1):
            sq = _square(file + distance * df, rank + distance * dr)
            if sq is None:
                break
            ray.append(sq)
        if ray:
            routes.append((ray, True))
    return routes


def _may_land(target: list[Piece], moving: list[Piece], seat: int) -> bool:
    """§5.3.7: a blank unit cannot land on an enemy-topped stack."""
    return not target or target[-1]["owner"] == seat or face(moving[-1]) in MARKERS


def _walk(
    state: RefState,
    seat: int,
    squares: list[str],
    land_anywhere: bool,
    index: int,
    moving: list[Piece],
    written: list[str],
    out: set[str],
) -> None:
    """Enumerate every way to continue from ``squares[index]``: land there, fly over it,
    or stop there with one pick-up or one drop-off (§5.3.6). Squares are visited once each
    (strictly increasing distance, §5.3.4), so earlier stops never change a later square."""
    square = squares[index]
    target = state.board[square]
    last = index == len(squares) - 1
    if (last or land_anywhere) and _may_land(target, moving, seat):
        out.add(" ".join([*written, square]))
    if last:
        return  # a stop needs a later destination
    _walk(state, seat, squares, land_anywhere, index + 1, moving, written, out)
    if target and target[-1]["owner"] == seat:
        for k in range(1, top_unit_size(target) + 1):
            picked = target[-k:] + moving  # taken in order, added under M
            _walk(
                state,
                seat,
                squares,
                land_anywhere,
                index + 1,
                picked,
                [*written, f"{square}+{k}"],
                out,
            )
    for k in range(1, len(moving)):
        group = moving[:k]
        if target and target[-1]["owner"] != seat and face(group[-1]) not in MARKERS:
            continue  # §5.3.6: a blank group can never be dropped on an enemy
        _walk(
            state,
            seat,
            squares,
            land_anywhere,
            index + 1,
            moving[k:],
            [*written, f"{square}-{k}"],
            out,
        )


def _moves(state: RefState, seat: int) -> set[str]:
    result: set[str] = set()
    for origin in SQUARES:
        stack = state.board[origin]
        if not stack or stack[-1]["owner"] != seat:
            continue  # §5.3.1: only a stack whose top piece is the player's
        h = top_unit_size(stack)
        for flip in (False, True) if two_faced(stack[-1]) else (False,):
            moving = list(stack[-h:])
            if flip:
                top = moving[-1]
                moving[-1] = Piece(owner=top["owner"], type=top["type"], up_side=1 - top["up_side"])
            top_face = face(moving[-1])
            start = origin + ("!" if flip else "")
            # §5.3.9: stomp a weapon that pins at least one enemy piece.
            if top_face in MARKERS and any(p["owner"] != seat for p in stack[:-h]):
                result.add(f"stomp {start}")
            for squares, land_anywhere in _route(origin, top_face, h):
                _walk(state, seat, squares, land_anywhere, 0, moving, ["m", start], result)
    return result


# --- applying a move -------------------------------------------------------------------------


def play(state: RefState, text: str) -> RefState:
    """The state after the canonical move ``text``, which must be in ``legal(state)``."""
    new = copy.deepcopy(state)
    seat = new.to_move
    assert seat is not None
    words = text.split()
    verb = words[0]
    if verb == "open":
        _do_open(new, seat, words[1], words[2], words[3])
    elif verb == "on":
        _do_onboard(new, seat, words[1], words[2])
    elif verb == "m":
        _do_move(new, seat, words[1], words[2:-1], words[-1])
    elif verb == "stomp":
        _do_stomp(new, seat, words[1])
    elif verb == "x":
        new.tender = Tender(seat, words[1:], value_of(words[1:]))
        new.phase, new.to_move = "answer", 1 - seat
    elif verb == "give":
        _do_give(new, seat, words[1:])
    elif verb == "decline":
        _do_decline(new, seat)
    elif verb == "raise":
        new.tender = Tender(seat, words[1:], value_of(words[1:]))
        new.phase, new.to_move = "answer", 1 - seat
    elif verb == "withdraw":
        new.tender, new.phase, new.withdrawn = None, "play", True
    elif verb == "pass":
        _end_turn(new, seat)
    else:
        raise ValueError(f"not a canonical Plateau move: {text!r}")
    new.history.append(text)
    return new


def _end_turn(state: RefState, seat: int) -> None:
    state.to_move = 1 - seat
    state.withdrawn = False
    _check_win(state, seat)


def _do_open(state: RefState, seat: int, square: str, bottom: str, top: str) -> None:
    for piece_code in (bottom, top):
        state.hands[seat].remove(CODE_TYPE[piece_code])
    state.board[square] = [make_piece(seat, bottom), make_piece(seat, top)]
    _end_turn(state, seat)
    if seat == 1:
        state.phase = "play"  # §4.5: from turn 3 on, normal turns starting with Black


def _do_onboard(state: RefState, seat: int, piece_code: str, where: str) -> None:
    square, _, height = where.partition("/")
    stack = state.board[square]
    index = int(height) if height else len(stack)
    state.hands[seat].remove(CODE_TYPE[piece_code])
    stack.insert(index, make_piece(seat, piece_code))
    _end_turn(state, seat)


def _lift(state: RefState, seat: int, origin: str) -> list[Piece]:
    """§5.3.1 and §5.3.2: lift the whole top unit, flipping its top piece if asked."""
    square = origin.rstrip("!")
    stack = state.board[square]
    h = top_unit_size(stack)
    moving = stack[-h:]
    del stack[-h:]
    if origin.endswith("!"):
        moving[-1]["up_side"] ^= 1
    return moving


def _do_move(state: RefState, seat: int, origin: str, stops: list[str], dest: str) -> None:
    moving = _lift(state, seat, origin)
    for stop in stops:
        square, action, k = stop[:2], stop[2], int(stop[3:])
        target = state.board[square]
        if action == "+":
            moving = target[-k:] + moving
            del target[-k:]
        else:
            target.extend(moving[:k])
            moving = moving[k:]
    target = state.board[dest]
    target.extend(moving)
    # §5.3.7: a marker on top captures whatever enemy pieces lie below the mover's new top
    # unit, also when landing on one's own stack; a blank top is a plain merge.
    if face(target[-1]) in MARKERS:
        _capture(state, seat, dest)
    _end_turn(state, seat)


def _do_stomp(state: RefState, seat: int, origin: str) -> None:
    """§5.3.9: lift and set down again on the same square; a landing with N = h."""
    square = origin.rstrip("!")
    moving = _lift(state, seat, origin)
    state.board[square].extend(moving)
    _capture(state, seat, square)
    _end_turn(state, seat)


def _capture(state: RefState, seat: int, square: str) -> None:
    """§5.3.8: N = size of the mover's top unit now on the square (``capture_count =
    top_unit``); walk down from just below it, capturing enemy pieces and skipping own."""
    stack = state.board[square]
    n = top_unit_size(stack)
    index = len(stack) - n - 1
    while index >= 0 and n > 0:
        if stack[index]["owner"] != seat:
            state.prisoners[seat].append(stack.pop(index)["type"])
            n -= 1
        index -= 1


def _do_give(state: RefState, seat: int, types: list[str]) -> None:
    """§6.1.4: T goes back to the responder's hand, R to the tenderer's; the responder
    then takes a normal turn."""
    tender = state.tender
    assert tender is not None
    a = tender.by
    remove_types(state.prisoners[a], tender.types)
    state.hands[seat].extend(tender.types)
    remove_types(state.prisoners[seat], types)
    state.hands[a].extend(types)
    state.tender, state.phase, state.to_move, state.withdrawn = None, "play", seat, False
    _check_win(state, seat)  # §8: checked after a completed exchange (it never fires, §6.1.6)


def _do_decline(state: RefState, seat: int) -> None:
    """§6.1.5: back to the tenderer; if nothing he holds is worth more than t, the same
    line also withdraws the tender (no record line of its own, §9.29)."""
    tender = state.tender
    assert tender is not None
    a = tender.by
    state.to_move = a
    if any(value_of(s) > tender.value for s in sub_multisets(state.prisoners[a])):
        state.phase = "declined"
    else:
        state.tender, state.phase, state.withdrawn = None, "play", True


# --- end of game (spec §8) ---------------------------------------------------------------------


def _six_unit(state: RefState, seat: int) -> bool:
    """§8.2: six or more consecutive pieces of ``seat`` anywhere in one stack."""
    for stack in state.board.values():
        run = 0
        for piece in stack:
            run = run + 1 if piece["owner"] == seat else 0
            if run >= 6:
                return True
    return False


def _condition(state: RefState, seat: int) -> str | None:
    # §8 lists six prisoners as condition 1 and the six-unit as condition 2; when both
    # hold at once the first is reported (the spec does not rank them otherwise).
    if len(state.prisoners[seat]) >= 6:
        return "six_prisoners"
    if _six_unit(state, seat):
        return "six_unit"
    return None


def _check_win(state: RefState, mover: int) -> None:
    """§8: the mover first, then (defensively) the opponent."""
    for seat in (mover, 1 - mover):
        reason = _condition(state, seat)
        if reason is not None:
            state.winner, state.termination = seat, reason
            state.phase, state.to_move = "over", None
            return


# --- building positions for tests (spec §10 notation) ----------------------------------------


def position(
    stacks: dict[str, str],
    to_move: int,
    *,
    prisoners: tuple[list[str], list[str]] = ([], []),
    hands: tuple[list[str] | None, list[str] | None] = (None, None),
) -> RefState:
    """A normal-play position from §10 notation: ``{"c3": "B:xx, W:rb"}`` bottom to top.

    A hand left as ``None`` holds whatever of that seat's twelve pieces is neither on the
    board nor a prisoner of the opponent (§7.1 counting).
    """
    state = initial()
    state.phase, state.to_move = "play", to_move
    for square, text in stacks.items():
        for item in text.split(","):
            owner, piece_code = item.strip().split(":")
            state.board[square].append(make_piece("BW".index(owner), piece_code))
    state.prisoners = [list(prisoners[0]), list(prisoners[1])]
    for seat in (0, 1):
        given = hands[seat]
        if given is not None:
            state.hands[seat] = list(given)
            continue
        hand = full_set()
        for stack in state.board.values():
            for piece in stack:
                if piece["owner"] == seat:
                    hand.remove(piece["type"])
        remove_types(hand, state.prisoners[1 - seat])
        state.hands[seat] = hand
    return state


def describe(state: RefState, square: str) -> str:
    """A stack in §10 notation, bottom to top: ``B:xx, W:rb``."""
    return ", ".join(f"{'BW'[p['owner']]}:{code(p)}" for p in state.board[square])
