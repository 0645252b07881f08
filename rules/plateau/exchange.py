"""The prisoner exchange (§6): tender, give or decline, then raise or withdraw.

A tender is answered by the responder (not a turn of his); a declined
tenderer raises or withdraws and then plays an ordinary turn. The arithmetic
of values and floors is ``prisoners``.
"""

from __future__ import annotations

from rules.plateau.encoding import KIND, letters
from rules.plateau.moves import Decline, Give, Raise, Tender, Withdraw
from rules.plateau.play import wrong_phase
from rules.plateau.prisoners import contains, floor_value, minus, plus, value
from rules.plateau.refusals import PlateauIllegal
from rules.plateau.state import ANSWER, DECLINED, PLAY, PendingTender, PlateauState


def _counts(types: object) -> tuple[int, ...]:
    """Type letters to counts, refusing an empty or malformed list."""
    if not isinstance(types, tuple) or not types or any(t not in KIND for t in types):
        raise PlateauIllegal(
            "E_NOT_YOUR_PRISONER",
            "Name the prisoners by type letters (A T RM BM R B M), at least one.",
            "plateau-name-prisoners",
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
            "plateau-not-held",
        )


def _offered(
    state: PlateauState, counts: tuple[int, ...], worth: int, move: Tender | Raise
) -> PlateauState:
    """The state once the seat to act offers ``counts`` (a tender or a raise): the
    offer stands with the floor of the responder's prisoners, and he is to answer."""
    me = state.seat
    pending = PendingTender(me, counts, worth, floor_value(worth, state.prisoners[1 - me]))
    return PlateauState(
        state.board,
        state.hands,
        state.prisoners,
        ANSWER,
        1 - me,
        state.ply + 1,
        tender=pending,
        last=move,
        last_mover=me,
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
            "plateau-no-opp-prisoners",
        )
    worth = value(counts)
    # canonical order, whatever order a hand-built move used
    return _offered(state, counts, worth, Tender(letters(counts)))


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
        if tender.floor:
            raise PlateauIllegal(
                "E_BAD_RESPONSE_VALUE",
                f"Those prisoners are worth {worth}; the answer to a tender worth {tender.value} "
                f"must be worth exactly {tender.floor} (the best you can give without going "
                f"over) or more than {tender.value}.",
                "plateau-give-floor",
                worth=worth,
                tender=tender.value,
                floor=tender.floor,
            )
        raise PlateauIllegal(
            "E_BAD_RESPONSE_VALUE",
            f"Those prisoners are worth {worth}; an answer to a tender worth "
            f"{tender.value} must be worth more than {tender.value}, or you may decline.",
            "plateau-give-more",
            worth=worth,
            tender=tender.value,
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
        last=move,
        last_mover=me,
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
            "plateau-cannot-decline",
            floor=tender.floor,
            tender=tender.value,
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
        tender=tender if can_raise else None,
        barred=not can_raise,
        last=move,
        last_mover=state.seat,
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
            "plateau-raise-higher",
            tender=tender.value,
            worth=worth,
        )
    return _offered(state, counts, worth, Raise(letters(counts)))


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
        barred=True,
        last=move,
        last_mover=state.seat,
    )
