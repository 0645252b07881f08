"""Applying one Plateau move: every check of spec §4–§6 and §8, then the new state.

Each function validates the whole command before building anything, so an
illegal command changes nothing (§5.1) and raises ``PlateauIllegal`` with the
spec's code. Checks follow the recommended order of §5.6. Only owners and the
mover's own faces decide legality, never the opponent's hidden faces (§7.5),
so the messages may explain freely. Reveal flags are set as §7.3 lists them.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.base import Outcome, Seat, Termination
from rules.plateau.encoding import (
    CODE,
    CODE_BITS,
    CODE_KIND,
    FLIPPABLE,
    FLIPPED,
    KIND,
    ORANGE_UP,
    SEEN,
    UP_FACE,
    UP_SEEN,
    WEAPON,
    kind_of,
    letters,
)
from rules.plateau.exchange import contains, floor_value, minus, plus, value
from rules.plateau.geometry import (
    ALL_DIRECTIONS,
    DIAGONAL,
    KNIGHT,
    LINE,
    NAMES,
    ORTHOGONAL,
    PERIMETER,
    SQUARES,
)
from rules.plateau.moves import (
    Decline,
    Give,
    Move,
    Onboard,
    Open,
    Pass,
    PlateauMove,
    Raise,
    Tender,
    Withdraw,
)
from rules.plateau.pieces import TYPE_OF_CODE
from rules.plateau.refusals import PlateauIllegal
from rules.plateau.state import (
    ANSWER,
    DECLINED,
    OPENING,
    OVER,
    PLAY,
    PendingTender,
    PlateauState,
)

COLOURS = ("Black", "White")
_DIRECTIONS = {"x": ALL_DIRECTIONS, "r": ORTHOGONAL, "b": DIAGONAL}
_FACE_NAMES = {"x": "blank", "r": "red", "b": "blue", "o": "orange"}


def wrong_phase(state: PlateauState, command: str) -> PlateauIllegal:
    """``E_WRONG_PHASE``, saying what the game is waiting for instead."""
    phase = state.phase
    if phase == OVER:
        why = "the game is over, so no more moves can be played"
    elif phase == OPENING:
        why = (
            f"{COLOURS[state.seat]} must first place an opening stack, privately, with "
            "'open <square> <bottom code> <top code>' (e.g. 'open a1 xx rb')"
        )
    elif phase == ANSWER:
        assert state.tender is not None
        why = (
            f"a tender worth {state.tender.value} is waiting for {COLOURS[state.seat]}'s "
            "answer: 'give …' or 'decline'"
        )
    elif phase == DECLINED:
        why = (
            f"{COLOURS[state.seat]}'s tender was declined: 'raise …' it with a larger offer "
            "or 'withdraw' it and play"
        )
    elif command in ("give", "decline"):
        why = "no tender is waiting for an answer"
    elif command in ("raise", "withdraw"):
        why = "there is no declined tender to raise or withdraw"
    elif command == "open":
        why = "the opening placements are over; onboard with 'on <code> <square>' instead"
    else:
        why = f"{COLOURS[state.seat]} withdrew a tender this turn and must now onboard or move"
    return PlateauIllegal("E_WRONG_PHASE", f"You cannot {command} now: {why}.")


def _square(square: object) -> int:
    if type(square) is not int or not 0 <= square < SQUARES:
        raise PlateauIllegal("E_BAD_SQUARE", f"There is no square {square!r} on the 4×4 board.")
    return square


def _code(code: object) -> str:
    if not isinstance(code, str) or code not in CODE_BITS:
        raise PlateauIllegal(
            "E_NOT_IN_HAND",
            f"There is no piece {code!r}: a code is two faces, up face first, of a real piece "
            "(xx, bb, rr, bx, xb, rx, xr, ox, xo, rb, br).",
        )
    return code


_DISPLAY = {
    "A": "Ace",
    "T": "Twister",
    "RM": "Red Mask",
    "BM": "Blue Mask",
    "R": "Red",
    "B": "Blue",
    "M": "Mute",
}


def _piece_name(code: str) -> str:
    return _DISPLAY[TYPE_OF_CODE[code]]


def top_unit_start(stack: tuple[int, ...], seat: Seat) -> int:
    """Index of the lowest piece of the top unit (the stack's top must be ``seat``'s)."""
    start = len(stack) - 1
    while start and stack[start - 1] & 1 == seat:
        start -= 1
    return start


def _has_run_of_six(stack: tuple[int, ...], seat: Seat) -> bool:
    if len(stack) < 6:
        return False
    run = 0
    for piece in stack:
        if piece & 1 == seat:
            run += 1
            if run == 6:
                return True
        else:
            run = 0
    return False


def result_of(
    board: tuple[tuple[int, ...], ...],
    prisoners: tuple[tuple[int, ...], tuple[int, ...]],
    mover: Seat,
    squares: tuple[int, ...] | list[int],
) -> Outcome | None:
    """§8: six prisoners or a run of six anywhere in a stack, the mover checked first.

    Only ``squares`` (those the action put pieces on) can have gained a run.
    """
    for seat in (mover, 1 - mover):
        if sum(prisoners[seat]) >= 6:
            termination = Termination.SIX_PRISONERS
        elif any(_has_run_of_six(board[square], seat) for square in squares):
            termination = Termination.SIX_UNIT
        else:
            continue
        return Outcome(seat, termination, (sum(prisoners[0]), sum(prisoners[1])))
    return None


def _after_turn(
    state: PlateauState,
    move: PlateauMove,
    board: tuple[tuple[int, ...], ...],
    hands: tuple[tuple[int, ...], tuple[int, ...]],
    prisoners: tuple[tuple[int, ...], tuple[int, ...]],
    squares: tuple[int, ...] | list[int],
    detail: tuple[int, ...] = (),
) -> PlateauState:
    """The state after a normal turn (onboard or move): a win ends it, else the turn passes."""
    me = state.seat
    result = result_of(board, prisoners, me, squares)
    return PlateauState(
        board,
        hands,
        prisoners,
        PLAY if result is None else OVER,
        1 - me,
        state.ply + 1,
        None,
        False,
        result,
        move,
        me,
        detail,
    )


def _with_hand(
    hands: tuple[tuple[int, ...], tuple[int, ...]], seat: Seat, hand: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return (hand, hands[1]) if seat == 0 else (hands[0], hand)


def _less(counts: tuple[int, ...], kind: int, n: int = 1) -> tuple[int, ...]:
    return counts[:kind] + (counts[kind] - n,) + counts[kind + 1 :]


# --- openings and onboarding ---------------------------------------------------------


def play_open(state: PlateauState, move: Open) -> PlateauState:
    if state.phase != OPENING:
        raise wrong_phase(state, "open")
    me = state.seat
    square = _square(move.square)
    bottom, top = _code(move.bottom), _code(move.top)
    name = NAMES[square]
    if square not in PERIMETER:
        raise PlateauIllegal(
            "E_NOT_PERIMETER",
            f"The opening stack must go on an edge square (file a or d, rank 1 or 4), and "
            f"{name} is not one.",
        )
    if state.board[square]:
        raise PlateauIllegal(
            "E_OCCUPIED",
            f"The square {name} is occupied: the opening stack goes on an empty edge square.",
        )
    hand = state.hands[me]
    low, high = CODE_KIND[bottom], CODE_KIND[top]
    hand = _less(_less(hand, low), high)
    if hand[low] < 0:
        raise PlateauIllegal(
            "E_NOT_IN_HAND",
            f"You have only one {_piece_name(bottom)}, so it cannot be both pieces of the "
            "opening stack.",
        )
    board = list(state.board)
    board[square] = (me | CODE_BITS[bottom], me | CODE_BITS[top] | UP_SEEN)
    return PlateauState(
        tuple(board),
        _with_hand(state.hands, me, hand),
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
    code = _code(move.code)
    square = _square(move.square)
    kind = CODE_KIND[code]
    hand = state.hands[me]
    if not hand[kind]:
        raise PlateauIllegal(
            "E_NOT_IN_HAND", f"You have no {_piece_name(code)} in your hand to onboard."
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
        )
    refusal = onboard_refusal(stack, height, me)
    if refusal is not None:
        raise PlateauIllegal(
            refusal, f"You cannot onboard at {name}/{height}: {_ONBOARD_TEXT[refusal]}."
        )
    piece = me | CODE_BITS[code] | UP_SEEN
    if height:
        stack = stack[: height - 1] + (stack[height - 1] | UP_SEEN, piece) + stack[height:]
    else:
        stack = (piece, *stack)
    if height == size and move.height is not None:
        move = Onboard(code, square, None)  # the canonical form never writes the top's height
    board = state.board[:square] + (stack,) + state.board[square + 1 :]
    hands = _with_hand(state.hands, me, _less(hand, kind))
    return _after_turn(state, move, board, hands, state.prisoners, (square,))


# --- moving -------------------------------------------------------------------------


def play_move(state: PlateauState, move: Move) -> PlateauState:
    if state.phase != PLAY:
        raise wrong_phase(state, "move")
    me = state.seat
    board = state.board
    origin, dest = _square(move.origin), _square(move.dest)
    stops = move.stops
    for square, _ in stops:
        _square(square)
    stack = board[origin]
    if not stack or stack[-1] & 1 != me:
        whose = "empty" if not stack else "controlled by your opponent"
        raise PlateauIllegal(
            "E_NOT_YOUR_STACK",
            f"The square {NAMES[origin]} is {whose}: you can only move the top unit of a stack "
            "whose top piece is yours.",
        )
    start = top_unit_start(stack, me)
    unit, rest = stack[start:], stack[:start]
    height = len(unit)
    top = unit[-1]
    flipped = -1
    if move.flip:
        if not FLIPPABLE[top & 31]:
            raise PlateauIllegal(
                "E_CANNOT_FLIP",
                f"The top piece on {NAMES[origin]} is a {_piece_name(CODE[top & 31])}, which has "
                "the same face on both sides and cannot be flipped.",
            )
        top = top ^ FLIPPED | SEEN
        flipped = top & 31
        unit = (*unit[:-2], unit[-2] | UP_SEEN, top) if height > 1 else (top,)
    face = top & 31
    weapon = WEAPON[face]
    if rest:
        rest = (*rest[:-1], rest[-1] | UP_SEEN)
    if dest == origin:
        _check_stomp(stops, weapon, rest, origin)
    elif ORANGE_UP[face]:
        _check_crooked(origin, dest, stops)
    else:
        _check_line(origin, dest, stops, UP_FACE[face], height)

    new_board = list(board)
    new_board[origin] = rest
    moving = unit
    detail = [flipped]
    squares = [dest]
    for square, count in stops:
        here = board[square]
        name = NAMES[square]
        if count == 0:
            raise PlateauIllegal(
                "E_STOP_NO_ACTION",
                f"The stop {name} needs an action: '{name}+k' picks up k of your pieces there, "
                f"'{name}-k' drops off the bottom k pieces of the moving stack. Squares flown "
                "over are not written.",
            )
        if count > 0:
            if not here or here[-1] & 1 != me:
                raise PlateauIllegal(
                    "E_PICKUP_NOT_FRIENDLY",
                    f"You cannot pick up at {name}: its top piece is not yours.",
                )
            friendly = len(here) - top_unit_start(here, me)
            if count > friendly:
                raise PlateauIllegal(
                    "E_PICKUP_TOO_MANY",
                    f"You can pick up at most {friendly} piece{'' if friendly == 1 else 's'} "
                    f"at {name}: that is your whole unit on top there.",
                )
            left = here[:-count]
            if left:
                left = (*left[:-1], left[-1] | UP_SEEN)
            new_board[square] = left
            moving = here[-count:] + moving
            detail.append(-1)
        else:
            count = -count
            if count >= len(moving):
                raise PlateauIllegal(
                    "E_DROP_TOO_MANY",
                    f"You cannot drop off {count} piece{'' if count == 1 else 's'} at {name}: "
                    f"the moving stack has {len(moving)} and at least one must fly on.",
                )
            group_top = moving[count - 1]
            if here and here[-1] & 1 != me and not WEAPON[group_top & 31]:
                raise PlateauIllegal(
                    "E_BLANK_CANNOT_PIN",
                    f"You cannot drop off {count} at {name} onto your opponent's piece: the "
                    "dropped group would show a blank face on top, and only a group topped "
                    "by a coloured face can pin.",
                )
            new_board[square] = here + moving[: count - 1] + (group_top | UP_SEEN,)
            moving = moving[count:]
            detail.append(group_top & 31)
            squares.append(square)

    target = rest if dest == origin else board[dest]
    if target and target[-1] & 1 != me and not weapon:
        raise PlateauIllegal(
            "E_BLANK_CANNOT_LAND_ON_ENEMY",
            f"Your moving stack shows a blank face on top, so it cannot land on {NAMES[dest]}, "
            "where your opponent's piece is on top: a blank unit can neither pin nor capture.",
        )
    landed = target + moving
    prisoners = state.prisoners
    if weapon and target:
        landed, caught = _capture(landed, me)
        if caught:
            mine = list(prisoners[me])
            for piece in caught:
                mine[kind_of(piece)] += 1
                detail.append(piece)
            prisoners = (tuple(mine), prisoners[1]) if me == 0 else (prisoners[0], tuple(mine))
    new_board[dest] = landed
    return _after_turn(
        state, move, tuple(new_board), state.hands, prisoners, squares, tuple(detail)
    )


def _check_stomp(
    stops: tuple[tuple[int, int], ...], weapon: bool, rest: tuple[int, ...], origin: int
) -> None:
    name = NAMES[origin]
    if stops:
        raise PlateauIllegal(
            "E_STOP_INCONSISTENT",
            f"A stomp lifts the unit on {name} and sets it down again: it has no stops.",
        )
    if not weapon:
        raise PlateauIllegal(
            "E_STOMP_NOT_WEAPON",
            f"You cannot stomp on {name}: your unit there shows a blank face on top, and only "
            "a unit topped by a coloured face captures.",
        )
    if not rest:
        raise PlateauIllegal(
            "E_STOMP_NOTHING",
            f"You cannot stomp on {name}: there is no enemy piece beneath your unit there.",
        )


def _check_crooked(origin: int, dest: int, stops: tuple[tuple[int, int], ...]) -> None:
    routes = KNIGHT[origin]
    turn = routes.get(dest)
    if turn is None:
        targets = ", ".join(NAMES[s] for s in sorted(routes, key=NAMES.__getitem__))
        raise PlateauIllegal(
            "E_NOT_CROOKED",
            f"A unit with orange on top makes the crooked move, one straight step then one "
            f"diagonal step: from {NAMES[origin]} it can reach {targets}, not {NAMES[dest]}.",
        )
    if len(stops) > 1 or (stops and stops[0][0] != turn):
        raise PlateauIllegal(
            "E_STOP_INCONSISTENT",
            f"On the crooked move from {NAMES[origin]} to {NAMES[dest]} the only square to stop "
            f"on is the turning square {NAMES[turn]}.",
        )


def _check_line(
    origin: int, dest: int, stops: tuple[tuple[int, int], ...], face: str, height: int
) -> None:
    line = LINE[origin].get(dest)
    if line is None or line[0] not in _DIRECTIONS[face]:
        ways = {"x": "in a straight line", "r": "orthogonally", "b": "diagonally"}[face]
        raise PlateauIllegal(
            "E_DIRECTION",
            f"A unit with {_FACE_NAMES[face]} on top moves {ways}, and {NAMES[dest]} is not "
            f"that way from {NAMES[origin]}.",
        )
    direction, distance = line
    if distance > height:
        raise PlateauIllegal(
            "E_TOO_FAR",
            f"The square {NAMES[dest]} is {distance} squares from {NAMES[origin]}, but your unit "
            f"there has {height} piece{'' if height == 1 else 's'}, so it moves at most "
            f"{height}.",
        )
    reached = 0
    for square, _ in stops:
        on = LINE[origin].get(square)
        if on is None or on[0] != direction or not reached < on[1] < distance:
            raise PlateauIllegal(
                "E_STOP_INCONSISTENT",
                f"The square {NAMES[square]} is not a stop on the way from {NAMES[origin]} to "
                f"{NAMES[dest]}: stops lie on that line, between the two, in order.",
            )
        reached = on[1]


def _capture(landed: tuple[int, ...], me: Seat) -> tuple[tuple[int, ...], list[int]]:
    """§5.3.8: the mover's top unit captures one enemy piece per piece of it, walking down
    and skipping the mover's own pieces; what lay beneath a captured piece shows its up face."""
    start = top_unit_start(landed, me)
    left = len(landed) - start
    below = list(landed[:start])
    caught: list[int] = []
    index = start - 1
    while index >= 0 and left:
        piece = below[index]
        if piece & 1 != me:
            caught.append(piece & 31)
            below[index] = -1
            left -= 1
            if index:
                below[index - 1] |= UP_SEEN
        index -= 1
    if not caught:
        return landed, caught
    kept = tuple(piece for piece in below if piece >= 0)
    return kept + landed[start:], caught


# --- the exchange (§6) --------------------------------------------------------------


def _counts(types: object) -> tuple[int, ...]:
    """Type letters to counts, refusing an empty or malformed list."""
    if not isinstance(types, tuple) or not types or any(t not in KIND for t in types):
        raise PlateauIllegal(
            "E_NOT_YOUR_PRISONER",
            "Name the prisoners by type letters (A T RM BM R B M), at least one.",
        )
    counts = [0] * len(KIND)
    for letter in types:
        counts[KIND[letter]] += 1
    return tuple(counts)


def _held(counts: tuple[int, ...], held: tuple[int, ...]) -> None:
    if not contains(held, counts):
        raise PlateauIllegal(
            "E_NOT_YOUR_PRISONER",
            "You do not hold all of those prisoners; you can only offer prisoners you hold.",
        )


def play_tender(state: PlateauState, move: Tender) -> PlateauState:
    if state.phase != PLAY or state.barred:
        raise wrong_phase(state, "tender")
    me = state.seat
    counts = _counts(move.types)
    _held(counts, state.prisoners[me])
    theirs = state.prisoners[1 - me]
    if not any(theirs):
        raise PlateauIllegal(
            "E_NO_OPP_PRISONERS",
            "You cannot tender: your opponent holds no prisoners, so nothing could come back.",
        )
    worth = value(counts)
    tender = PendingTender(me, counts, worth, floor_value(worth, theirs))
    move = Tender(letters(counts))  # canonical order, whatever order a hand-built move used
    return PlateauState(
        state.board,
        state.hands,
        state.prisoners,
        ANSWER,
        1 - me,
        state.ply + 1,
        tender,
        False,
        None,
        move,
        me,
    )


def play_give(state: PlateauState, move: Give) -> PlateauState:
    if state.phase != ANSWER:
        raise wrong_phase(state, "give")
    tender = state.tender
    assert tender is not None
    me, by = state.seat, tender.by
    counts = _counts(move.types)
    _held(counts, state.prisoners[me])
    worth = value(counts)
    if not (worth > tender.value or (worth == tender.floor and tender.floor > 0)):
        raise PlateauIllegal(
            "E_BAD_RESPONSE_VALUE",
            f"Those prisoners are worth {worth}; the answer to a tender worth {tender.value} "
            f"must be worth exactly {tender.floor} (the best you can give without going over) "
            f"or more than {tender.value}."
            if tender.floor
            else f"Those prisoners are worth {worth}; an answer to a tender worth "
            f"{tender.value} must be worth more than {tender.value}, or you may decline.",
        )
    move = Give(letters(counts))
    hands = list(state.hands)
    hands[me] = plus(hands[me], tender.counts)
    hands[by] = plus(hands[by], counts)
    prisoners = list(state.prisoners)
    prisoners[by] = minus(prisoners[by], tender.counts)
    prisoners[me] = minus(prisoners[me], counts)
    return PlateauState(
        state.board,
        (hands[0], hands[1]),
        (prisoners[0], prisoners[1]),
        PLAY,
        me,
        state.ply + 1,
        None,
        False,
        None,
        move,
        me,
    )


def play_decline(state: PlateauState, move: Decline) -> PlateauState:
    if state.phase != ANSWER:
        raise wrong_phase(state, "decline")
    tender = state.tender
    assert tender is not None
    if tender.floor:
        raise PlateauIllegal(
            "E_DECLINE_NOT_ALLOWED",
            f"You cannot decline: you can give prisoners worth exactly {tender.floor} without "
            f"going over the tender's {tender.value}, so you must answer with 'give'.",
        )
    by = tender.by
    can_raise = value(state.prisoners[by]) > tender.value
    return PlateauState(
        state.board,
        state.hands,
        state.prisoners,
        DECLINED if can_raise else PLAY,
        by,
        state.ply + 1,
        tender if can_raise else None,
        not can_raise,
        None,
        move,
        state.seat,
    )


def play_raise(state: PlateauState, move: Raise) -> PlateauState:
    if state.phase != DECLINED:
        raise wrong_phase(state, "raise")
    tender = state.tender
    assert tender is not None
    me = state.seat
    counts = _counts(move.types)
    _held(counts, state.prisoners[me])
    worth = value(counts)
    if worth <= tender.value:
        raise PlateauIllegal(
            "E_RAISE_NOT_HIGHER",
            f"A raise must be worth more than the declined tender ({tender.value}); "
            f"those prisoners are worth {worth}.",
        )
    pending = PendingTender(me, counts, worth, floor_value(worth, state.prisoners[1 - me]))
    move = Raise(letters(counts))
    return PlateauState(
        state.board,
        state.hands,
        state.prisoners,
        ANSWER,
        1 - me,
        state.ply + 1,
        pending,
        False,
        None,
        move,
        me,
    )


def play_withdraw(state: PlateauState, move: Withdraw) -> PlateauState:
    if state.phase != DECLINED:
        raise wrong_phase(state, "withdraw")
    return PlateauState(
        state.board,
        state.hands,
        state.prisoners,
        PLAY,
        state.seat,
        state.ply + 1,
        None,
        True,
        None,
        move,
        state.seat,
    )


def play_pass(
    state: PlateauState, move: Pass, has_action: Callable[[PlateauState], bool]
) -> PlateauState:
    """``has_action`` says whether anything but ``pass`` is legal (``legal`` knows)."""
    if state.phase != PLAY:
        raise wrong_phase(state, "pass")
    if has_action(state):
        raise PlateauIllegal(
            "E_PASS_NOT_ALLOWED",
            "You cannot pass: you have a legal onboard, move or tender. A pass is only played "
            "when nothing else is possible.",
        )
    me = state.seat
    return PlateauState(
        state.board,
        state.hands,
        state.prisoners,
        PLAY,
        1 - me,
        state.ply + 1,
        None,
        False,
        None,
        move,
        me,
    )
