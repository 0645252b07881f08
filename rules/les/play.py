"""Applying a Les move: the setup (§2), the side choice and whole turns (§3.2).

Each function validates the whole move before building the new state, so an
illegal move changes nothing, and every refusal names what *is* legal: the
contact points, the lone points that remain, or the turn the player
probably meant.
"""

from __future__ import annotations

from rules.errors import IllegalMove
from rules.les.geometry import Geometry, geometry
from rules.les.moves import Point, Setup, Turn
from rules.les.state import LesState
from rules.sides import BLACK, WHITE, Side

GAME_OVER = "The game is over: no contact point is left, so no more moves can be played."
_SHOWN = 6  # how many points an error message lists before '…'


def listing(names: list[str]) -> str:
    return ", ".join(names[:_SHOWN]) + (", …" if len(names) > _SHOWN else "")


def inside(geo: Geometry, p: Point) -> int:
    """The bit index of a move's point, refusing points that are not on this board."""
    if not geo.contains(p.row, p.line):
        raise IllegalMove(
            f"{p} is not a point of the size-{geo.size} board.",
            "les-off-board",
            point=str(p),
            size=geo.size,
        )
    return p.row * geo.stride + p.line


def is_over(state: LesState) -> bool:
    """§3.3: no contact point at the start of a turn (only tested once play began)."""
    if state.ply < 2:
        return False
    geo = geometry(state.size)
    black, white = state.black, state.white
    return not (geo.spread(black) & geo.spread(white) & ~(black | white))


def require_play(state: LesState) -> None:
    if state.ply == 0:
        raise IllegalMove(
            "The game has not started: seat 0 first places the four starting stones, "
            "e.g. 'setup d4 d5 b2 b4' (Black, White adjacent; Black, White a one-point "
            "jump apart).",
            "les-setup-first",
        )
    if state.ply == 1:
        raise IllegalMove(
            "The game has not started: seat 1 first picks a colour with "
            "'side black' or 'side white'.",
            "les-side-first",
        )
    if is_over(state):
        raise IllegalMove(GAME_OVER, "les-game-over")


def check_contact(state: LesState, geo: Geometry, index: int) -> None:
    name = geo.name(index)
    black, white = state.black, state.white
    if (black | white) >> index & 1:
        raise IllegalMove(
            f"You cannot place on {name}: it is occupied.", "les-occupied", point=name
        )
    around = geo.neighbours[index]
    if around & black and around & white:
        return
    values: dict[str, str | int] = {}
    if around & black:
        values["stones"] = listing(geo.names(around & black))
        touching, key = f"it touches only Black stones ({values['stones']})", "black"
    elif around & white:
        values["stones"] = listing(geo.names(around & white))
        touching, key = f"it touches only White stones ({values['stones']})", "white"
    else:
        touching, key = "it touches no stone at all", "none"
    contact = listing(geo.names(geo.spread(black) & geo.spread(white) & ~(black | white)))
    raise IllegalMove(
        f"{name} is not a contact point: the first stone of a turn must touch both a "
        f"Black and a White stone, and {touching}. Contact points now: {contact}.",
        f"les-not-contact-{key}",
        point=name,
        contact=contact,
        **values,
    )


def play_turn(state: LesState, move: Turn, hint: bool = True) -> LesState:
    """Play a whole turn; ``hint`` adds 'did you mean' when the reversed turn is legal."""
    require_play(state)
    geo = geometry(state.size)
    first = inside(geo, move.contact)
    try:
        check_contact(state, geo, first)
    except IllegalMove as exc:
        swapped = Turn(move.lone, move.contact) if move.lone is not None else None
        if hint and swapped is not None and _legal(state, swapped):
            raise IllegalMove(
                f"{exc} The contact placement comes first: did you mean '{swapped}'?",
                f"{exc.key}-did-you-mean",
                swapped=str(swapped),
                **exc.values,
            ) from None
        raise
    black, white = state.black, state.white
    stones = black | white | 1 << first
    lone = geo.board & ~stones & ~geo.spread(stones)
    if move.lone is None:
        if lone:
            names = geo.names(lone)
            raise IllegalMove(
                f"A lone placement is still required after {move.contact}: lone points "
                f"remain ({listing(names)}), e.g. '{move.contact} {names[0]}'.",
                "les-lone-required",
                contact=str(move.contact),
                lone=listing(names),
                example=names[0],
            )
        placed = 1 << first
    else:
        second = inside(geo, move.lone)
        if not lone >> second & 1:
            raise _not_lone(state, geo, move, first, second, lone)
        placed = 1 << first | 1 << second
    if state.seat_to_play() == state.black_seat:
        black |= placed
    else:
        white |= placed
    return LesState(state.size, black, white, state.black_seat, state.ply + 1, move)


def _not_lone(
    state: LesState, geo: Geometry, move: Turn, first: int, second: int, lone: int
) -> IllegalMove:
    name = geo.name(second)
    values: dict[str, str | int] = {"point": name, "contact": str(move.contact)}
    if second == first:
        reason, why = "the two placements must be on different points", "same"
    elif (state.black | state.white) >> second & 1:
        reason, why = f"{name} is occupied", "occupied"
    elif geo.neighbours[second] >> first & 1:
        reason = f"{name} touches {move.contact}, the stone you have just placed"
        why = "touches-new"
    else:
        values["stones"] = listing(geo.names(geo.neighbours[second] & (state.black | state.white)))
        reason, why = f"{name} touches {values['stones']}", "touches"
    if lone:
        values["lone"] = listing(geo.names(lone))
        tail, left = f"lone points after {move.contact}: {values['lone']}", "left"
    else:
        tail = f"no lone point is left after {move.contact}, so play '{move.contact}' alone"
        left = "none-left"
    return IllegalMove(
        f"{name} is not a lone point once {move.contact} is down: {reason}. "
        f"The second stone must touch no stone at all; {tail}.",
        f"les-not-lone-{why}-{left}",
        **values,
    )


def _legal(state: LesState, move: Turn) -> bool:
    try:
        play_turn(state, move, False)
    except IllegalMove:
        return False
    return True


def play_setup(state: LesState, move: Setup) -> LesState:
    if state.ply != 0:
        raise IllegalMove(
            "The starting stones are already placed; the setup happens once.", "les-setup-done"
        )
    geo = geometry(state.size)
    b1, w1, b2, w2 = (inside(geo, p) for p in move.points)
    if len({b1, w1, b2, w2}) != 4:
        raise IllegalMove(
            f"The four setup points must be distinct: '{move}' repeats one.",
            "les-setup-repeats",
            setup=str(move),
        )
    if not geo.neighbours[b1] >> w1 & 1:
        raise IllegalMove(
            f"The first Black and White setup stones must be adjacent, but "
            f"{move.black1} and {move.white1} are not neighbours.",
            "les-setup-not-adjacent",
            black=str(move.black1),
            white=str(move.white1),
        )
    dr, dq = move.white2.row - move.black2.row, move.white2.line - move.black2.line
    if (dr, dq) not in ((0, 2), (0, -2), (2, 0), (-2, 0), (2, 2), (-2, -2)):
        shared = geo.neighbours[b2] & geo.neighbours[w2]
        values: dict[str, str | int] = {"black": str(move.black2), "white": str(move.white2)}
        if shared.bit_count() == 2:
            first, second = geo.names(shared)
            values |= {"first": first, "second": second}
            why = (
                "they are two steps apart but not on a common line (they share the "
                f"neighbours {first} and {second})"
            )
            how = "off-line"
        else:
            why, how = "they are not two points apart on a line", "far"
        raise IllegalMove(
            f"The second Black and White setup stones must be a one-point jump (on one "
            f"line with one empty point between), but for {move.black2} and "
            f"{move.white2} {why}.",
            f"les-setup-jump-{how}",
            **values,
        )
    middle = geo.index(move.black2.row + dr // 2, move.black2.line + dq // 2)
    if middle in (b1, w1):
        raise IllegalMove(
            f"The point between {move.black2} and {move.white2} is {geo.name(middle)}, "
            "which must stay empty, but the setup puts a stone there.",
            "les-setup-middle",
            black=str(move.black2),
            white=str(move.white2),
            middle=geo.name(middle),
        )
    return LesState(state.size, 1 << b1 | 1 << b2, 1 << w1 | 1 << w2, None, 1, move)


def play_side(state: LesState, move: Side) -> LesState:
    if state.ply == 0:
        require_play(state)
    if state.ply != 1:
        raise IllegalMove(
            f"Sides are already chosen: seat 0 plays {state.colour_of(0)}, "
            f"seat 1 plays {state.colour_of(1)}.",
            f"les-sides-chosen-{state.colour_of(0)}",
        )
    if move.colour not in (BLACK, WHITE):
        raise IllegalMove("The side must be black or white.", "side-black-or-white")
    black_seat = 1 if move.colour == BLACK else 0
    return LesState(state.size, state.black, state.white, black_seat, 2, move)
