"""Moving a unit (§5.3): straight lines, the twister's crooked move, stops, stomps and
captures."""

from __future__ import annotations

from rules.base import Seat
from rules.plateau.encoding import (
    CODE,
    FLIPPABLE,
    FLIPPED,
    ORANGE_UP,
    SEEN,
    UP_FACE,
    UP_SEEN,
    WEAPON,
    kind_of,
)
from rules.plateau.geometry import ALL_DIRECTIONS, DIAGONAL, KNIGHT, LINE, NAMES, ORTHOGONAL
from rules.plateau.moves import Move
from rules.plateau.pieces import TYPE_OF_CODE
from rules.plateau.play import after_turn, check_square, piece_name, top_unit_start, wrong_phase
from rules.plateau.refusals import PlateauIllegal
from rules.plateau.state import PLAY, PlateauState

_DIRECTIONS = {"x": ALL_DIRECTIONS, "r": ORTHOGONAL, "b": DIAGONAL}
_FACE_NAMES = {"x": "blank", "r": "red", "b": "blue", "o": "orange"}


def play_move(state: PlateauState, move: Move) -> PlateauState:
    """Lift the unit (flipping it first if asked), check the route's shape, make the
    stops in order, land, and capture with a coloured face on top (§5.3)."""
    if state.phase != PLAY:
        raise wrong_phase(state, "move")
    me = state.seat
    board = state.board
    origin, dest = check_square(move.origin), check_square(move.dest)
    stops = move.stops
    for square, _ in stops:
        check_square(square)
    unit, rest, flipped = _lift(board[origin], me, origin, move.flip)
    face = unit[-1] & 31
    weapon = WEAPON[face]
    if dest == origin:
        _check_stomp(stops, weapon, rest, origin)
    elif ORANGE_UP[face]:
        _check_crooked(origin, dest, stops)
    else:
        _check_line(origin, dest, stops, UP_FACE[face], len(unit))

    new_board = list(board)
    new_board[origin] = rest
    moving = unit
    detail = [flipped]
    squares = [dest]
    for square, count in stops:
        moving = _stop(board[square], square, count, moving, me, new_board, detail, squares)

    target = rest if dest == origin else board[dest]
    if target and target[-1] & 1 != me and not weapon:
        raise PlateauIllegal(
            "E_BLANK_CANNOT_LAND_ON_ENEMY",
            f"Your moving stack shows a blank face on top, so it cannot land on {NAMES[dest]}, "
            "where your opponent's piece is on top: a blank unit can neither pin nor capture.",
            "plateau-blank-cannot-land",
            square=NAMES[dest],
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
    return after_turn(state, move, tuple(new_board), state.hands, prisoners, squares, tuple(detail))


def _lift(
    stack: tuple[int, ...], me: Seat, origin: int, flip: bool
) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """The moving unit (flipped if asked), what stays behind (its top now shows its up
    face), and the flipped piece's faces (-1 without a flip)."""
    if not stack or stack[-1] & 1 != me:
        whose = "empty" if not stack else "controlled by your opponent"
        raise PlateauIllegal(
            "E_NOT_YOUR_STACK",
            f"The square {NAMES[origin]} is {whose}: you can only move the top unit of a stack "
            "whose top piece is yours.",
            "plateau-not-your-stack-" + ("empty" if not stack else "theirs"),
            square=NAMES[origin],
        )
    start = top_unit_start(stack, me)
    unit, rest = stack[start:], stack[:start]
    flipped = -1
    if flip:
        top = unit[-1]
        if not FLIPPABLE[top & 31]:
            raise PlateauIllegal(
                "E_CANNOT_FLIP",
                f"The top piece on {NAMES[origin]} is a {piece_name(CODE[top & 31])}, which has "
                "the same face on both sides and cannot be flipped.",
                "plateau-cannot-flip",
                square=NAMES[origin],
                piece=TYPE_OF_CODE[CODE[top & 31]],
            )
        top = top ^ FLIPPED | SEEN
        flipped = top & 31
        unit = (*unit[:-2], unit[-2] | UP_SEEN, top) if len(unit) > 1 else (top,)
    if rest:
        rest = (*rest[:-1], rest[-1] | UP_SEEN)
    return unit, rest, flipped


def _stop(
    here: tuple[int, ...],
    square: int,
    count: int,
    moving: tuple[int, ...],
    me: Seat,
    new_board: list[tuple[int, ...]],
    detail: list[int],
    squares: list[int],
) -> tuple[int, ...]:
    """One stop: pick up ``count`` of the mover's pieces there, or drop off the bottom
    ``-count`` of the moving stack; returns the moving stack after it."""
    name = NAMES[square]
    if count == 0:
        raise PlateauIllegal(
            "E_STOP_NO_ACTION",
            f"The stop {name} needs an action: '{name}+k' picks up k of your pieces there, "
            f"'{name}-k' drops off the bottom k pieces of the moving stack. Squares flown "
            "over are not written.",
            "plateau-stop-no-action",
            square=name,
        )
    if count > 0:
        if not here or here[-1] & 1 != me:
            raise PlateauIllegal(
                "E_PICKUP_NOT_FRIENDLY",
                f"You cannot pick up at {name}: its top piece is not yours.",
                "plateau-pickup-not-friendly",
                square=name,
            )
        friendly = len(here) - top_unit_start(here, me)
        if count > friendly:
            raise PlateauIllegal(
                "E_PICKUP_TOO_MANY",
                f"You can pick up at most {friendly} piece{'' if friendly == 1 else 's'} "
                f"at {name}: that is your whole unit on top there.",
                "plateau-pickup-too-many",
                most=friendly,
                square=name,
            )
        left = here[:-count]
        if left:
            left = (*left[:-1], left[-1] | UP_SEEN)
        new_board[square] = left
        detail.append(-1)
        return here[-count:] + moving
    count = -count
    if count >= len(moving):
        raise PlateauIllegal(
            "E_DROP_TOO_MANY",
            f"You cannot drop off {count} piece{'' if count == 1 else 's'} at {name}: "
            f"the moving stack has {len(moving)} and at least one must fly on.",
            "plateau-drop-too-many",
            count=count,
            square=name,
            moving=len(moving),
        )
    group_top = moving[count - 1]
    if here and here[-1] & 1 != me and not WEAPON[group_top & 31]:
        raise PlateauIllegal(
            "E_BLANK_CANNOT_PIN",
            f"You cannot drop off {count} at {name} onto your opponent's piece: the "
            "dropped group would show a blank face on top, and only a group topped "
            "by a coloured face can pin.",
            "plateau-blank-cannot-pin",
            count=count,
            square=name,
        )
    new_board[square] = here + moving[: count - 1] + (group_top | UP_SEEN,)
    detail.append(group_top & 31)
    squares.append(square)
    return moving[count:]


def _check_stomp(
    stops: tuple[tuple[int, int], ...], weapon: bool, rest: tuple[int, ...], origin: int
) -> None:
    name = NAMES[origin]
    if stops:
        raise PlateauIllegal(
            "E_STOP_INCONSISTENT",
            f"A stomp lifts the unit on {name} and sets it down again: it has no stops.",
            "plateau-stomp-stops",
            square=name,
        )
    if not weapon:
        raise PlateauIllegal(
            "E_STOMP_NOT_WEAPON",
            f"You cannot stomp on {name}: your unit there shows a blank face on top, and only "
            "a unit topped by a coloured face captures.",
            "plateau-stomp-blank",
            square=name,
        )
    if not rest:
        raise PlateauIllegal(
            "E_STOMP_NOTHING",
            f"You cannot stomp on {name}: there is no enemy piece beneath your unit there.",
            "plateau-stomp-nothing",
            square=name,
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
            "plateau-not-crooked",
            origin=NAMES[origin],
            targets=targets,
            dest=NAMES[dest],
        )
    if len(stops) > 1 or (stops and stops[0][0] != turn):
        raise PlateauIllegal(
            "E_STOP_INCONSISTENT",
            f"On the crooked move from {NAMES[origin]} to {NAMES[dest]} the only square to stop "
            f"on is the turning square {NAMES[turn]}.",
            "plateau-crooked-stop",
            origin=NAMES[origin],
            dest=NAMES[dest],
            turn=NAMES[turn],
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
            f"plateau-direction-{face}",
            dest=NAMES[dest],
            origin=NAMES[origin],
        )
    direction, distance = line
    if distance > height:
        raise PlateauIllegal(
            "E_TOO_FAR",
            f"The square {NAMES[dest]} is {distance} squares from {NAMES[origin]}, but your unit "
            f"there has {height} piece{'' if height == 1 else 's'}, so it moves at most "
            f"{height}.",
            "plateau-too-far",
            dest=NAMES[dest],
            distance=distance,
            origin=NAMES[origin],
            height=height,
        )
    reached = 0
    for square, _ in stops:
        on = LINE[origin].get(square)
        if on is None or on[0] != direction or not reached < on[1] < distance:
            raise PlateauIllegal(
                "E_STOP_INCONSISTENT",
                f"The square {NAMES[square]} is not a stop on the way from {NAMES[origin]} to "
                f"{NAMES[dest]}: stops lie on that line, between the two, in order.",
                "plateau-line-stop",
                square=NAMES[square],
                origin=NAMES[origin],
                dest=NAMES[dest],
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
