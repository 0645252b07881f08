"""What every Plateau command shares: the phase refusal, field checks, the end (§8).

Commands are applied by ``placing`` (openings and onboards), ``moving``
(moves and stomps), ``exchange`` (§6) and ``play_pass`` here. Each function
validates the whole command before building anything, so an illegal command
changes nothing (§5.1) and raises ``PlateauIllegal`` with the spec's code.
Checks follow the recommended order of §5.6. Only owners and the mover's own
faces decide legality, never the opponent's hidden faces (§7.5), so the
messages may explain freely. Reveal flags are set as §7.3 lists them.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.base import Outcome, Seat, Termination
from rules.plateau.encoding import CODE_BITS
from rules.plateau.geometry import SQUARES
from rules.plateau.moves import Pass, PlateauMove
from rules.plateau.pieces import TYPE_OF_CODE
from rules.plateau.refusals import PlateauIllegal
from rules.plateau.state import ANSWER, DECLINED, OPENING, OVER, PLAY, PlateauState

COLOURS = ("Black", "White")


def wrong_phase(state: PlateauState, command: str) -> PlateauIllegal:
    """``E_WRONG_PHASE``, saying what the game is waiting for instead."""
    phase = state.phase
    seat = state.seat
    if phase == OVER:
        why, key = "the game is over, so no more moves can be played", "over"
    elif phase == OPENING:
        key = "opening"
        why = (
            f"{COLOURS[state.seat]} must first place an opening stack, privately, with "
            "'open <square> <bottom code> <top code>' (e.g. 'open a1 xx rb')"
        )
    elif phase == ANSWER:
        assert state.tender is not None
        key = "answer"
        why = (
            f"a tender worth {state.tender.value} is waiting for {COLOURS[state.seat]}'s "
            "answer: 'give …' or 'decline'"
        )
    elif phase == DECLINED:
        key = "declined"
        why = (
            f"{COLOURS[state.seat]}'s tender was declined: 'raise …' it with a larger offer "
            "or 'withdraw' it and play"
        )
    elif command in ("give", "decline"):
        why, key = "no tender is waiting for an answer", "no-tender"
    elif command in ("raise", "withdraw"):
        why, key = "there is no declined tender to raise or withdraw", "no-declined"
    elif command == "open":
        why = "the opening placements are over; onboard with 'on <code> <square>' instead"
        key = "opened"
    else:
        why = f"{COLOURS[state.seat]} withdrew a tender this turn and must now onboard or move"
        key = "withdrew"
    values: dict[str, str | int] = {"command": command, "seat": seat}
    if phase == ANSWER and state.tender is not None:
        values["worth"] = state.tender.value
    return PlateauIllegal(
        "E_WRONG_PHASE", f"You cannot {command} now: {why}.", f"plateau-phase-{key}", **values
    )


def check_square(square: object) -> int:
    if type(square) is not int or not 0 <= square < SQUARES:
        raise PlateauIllegal(
            "E_BAD_SQUARE",
            f"There is no square {square!r} on the 4×4 board.",
            "plateau-bad-square",
            square=repr(square),
        )
    return square


def check_code(code: object) -> str:
    if not isinstance(code, str) or code not in CODE_BITS:
        raise PlateauIllegal(
            "E_NOT_IN_HAND",
            f"There is no piece {code!r}: a code is two faces, up face first, of a real piece "
            "(xx, bb, rr, bx, xb, rx, xr, ox, xo, rb, br).",
            "plateau-bad-code",
            code=repr(code),
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


def piece_name(code: str) -> str:
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


def after_turn(
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


def with_hand(
    hands: tuple[tuple[int, ...], tuple[int, ...]], seat: Seat, hand: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return (hand, hands[1]) if seat == 0 else (hands[0], hand)


def less(counts: tuple[int, ...], kind: int, n: int = 1) -> tuple[int, ...]:
    return counts[:kind] + (counts[kind] - n,) + counts[kind + 1 :]


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
            "plateau-no-pass",
        )
    me = state.seat
    return PlateauState(
        state.board,
        state.hands,
        state.prisoners,
        PLAY,
        1 - me,
        state.ply + 1,
        last=move,
        last_mover=me,
    )
