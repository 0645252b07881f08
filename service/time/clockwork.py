"""How a correspondence clock moves: pure functions from a clock row and a time.

A clock row says whose time runs (``running_seat``), since when
(``started_at``) and until when (``deadline_at``); each seat's bank is the
time it had when its turn began. A frozen clock (an agreed pause, or the
player to move on vacation) keeps ``running_seat`` but has no start or
deadline, and its bank already has the used time taken off.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

from storage.models import ClockRecord, TimeControl


def new_clock(game_id: int, control: TimeControl, seat: int | None, now: datetime) -> ClockRecord:
    """The clock of a game that starts now with ``seat`` to move (None: dice first)."""
    clock = ClockRecord(
        game_id=game_id,
        initial_s=control.initial_s,
        increment_s=control.increment_s,
        cap_s=control.cap_s,
        auto_timeout=control.auto_timeout,
        bank0_s=float(control.initial_s),
        bank1_s=float(control.initial_s),
        running_seat=None,
        ply=0,
        started_at=None,
        deadline_at=None,
        reminded_ply=None,
        expired_ply=None,
        paused=False,
    )
    return hand_over(clock, seat, now, ply=0, frozen=False)


def bank(clock: ClockRecord, seat: int) -> float:
    return clock.bank0_s if seat == 0 else clock.bank1_s


def _with_bank(clock: ClockRecord, seat: int, seconds: float) -> ClockRecord:
    return replace(clock, bank0_s=seconds) if seat == 0 else replace(clock, bank1_s=seconds)


def time_left(clock: ClockRecord, now: datetime) -> float | None:
    """Seconds the seat to move has left; None when no seat's time runs or is frozen."""
    if clock.running_seat is None:
        return None
    if clock.deadline_at is None:
        return bank(clock, clock.running_seat)
    return (clock.deadline_at - now).total_seconds()


def ran_out(clock: ClockRecord, now: datetime) -> int | None:
    """The seat whose running time is up at ``now``, if any (what the sweep acts on).

    Only a running clock runs out: a frozen one (paused, or its player on
    vacation) has no deadline, whatever its bank holds.
    """
    running = clock.running_seat is not None and not clock.paused
    if not running or clock.deadline_at is None or clock.deadline_at > now:
        return None
    return clock.running_seat


def freeze(clock: ClockRecord, now: datetime) -> ClockRecord:
    """Stop the running seat's time, keeping what it has left (pause, vacation)."""
    if clock.running_seat is None or clock.started_at is None:
        return clock
    used = (now - clock.started_at).total_seconds()
    left = bank(clock, clock.running_seat) - used
    frozen = _with_bank(clock, clock.running_seat, max(0.0, left))
    return replace(frozen, started_at=None, deadline_at=None)


def thaw(clock: ClockRecord, now: datetime) -> ClockRecord:
    """Start the time of the seat to move again from what it had left."""
    if clock.running_seat is None or clock.started_at is not None:
        return clock
    left = bank(clock, clock.running_seat)
    return replace(clock, started_at=now, deadline_at=now + timedelta(seconds=left))


def after_move(
    clock: ClockRecord,
    mover: int | None,
    next_seat: int | None,
    now: datetime,
    *,
    ply: int,
    frozen: bool,
) -> ClockRecord:
    """The clock once ``mover`` (None: dice, a game-level entry) has played at ``ply``.

    The mover's bank loses the time used and gains the increment, capped; then
    the next seat's time starts, unless ``frozen`` (paused game, or the next
    player is on vacation) or nobody is to move (game over, dice due).
    """
    clock = freeze(clock, now)
    if mover is not None and mover == clock.running_seat:
        banked = min(float(clock.cap_s), bank(clock, mover) + clock.increment_s)
        clock = _with_bank(clock, mover, banked)
    return hand_over(clock, next_seat, now, ply=ply, frozen=frozen)


def hand_over(
    clock: ClockRecord, seat: int | None, now: datetime, *, ply: int, frozen: bool
) -> ClockRecord:
    clock = replace(clock, running_seat=seat, ply=ply, started_at=None, deadline_at=None)
    return clock if seat is None or frozen or clock.paused else thaw(clock, now)


def stop(clock: ClockRecord, now: datetime, *, ply: int) -> ClockRecord:
    """A finished game's clock: nobody's time runs any more."""
    return hand_over(freeze(clock, now), None, now, ply=ply, frozen=True)
