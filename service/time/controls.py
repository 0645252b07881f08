"""Correspondence time controls: presets, free values like ``2d+12h/5d``, and wording.

A time control is days, not minutes: each player starts with ``initial``,
gains ``increment`` after each of their moves, and never holds more than
``cap``. Whether running out ends the game at once or lets the opponent claim
it is part of the control, so a challenge states it up front.
"""

from __future__ import annotations

import re
from typing import Final

from service.errors import ServiceError
from storage.models import TimeControl
from words import Msg, Span, Verbatim, msg

DAY: Final = 86_400
HOUR: Final = 3_600
DEFAULT: Final = TimeControl(initial_s=3 * DAY, increment_s=DAY, cap_s=7 * DAY, auto_timeout=True)
PRESETS: Final = {
    "standard": DEFAULT,
    "relaxed": TimeControl(7 * DAY, 2 * DAY, 14 * DAY, True),
    "brisk": TimeControl(DAY, 12 * HOUR, 2 * DAY, True),
}
NO_CLOCK: Final = "none"
_AMOUNT = r"(?:[0-9]{1,3}(?:\.[0-9]+)?[dhm])+"
_FREE = re.compile(rf"(?P<initial>{_AMOUNT})\+(?P<increment>{_AMOUNT})(?:/(?P<cap>{_AMOUNT}))?")
_PART = re.compile(r"([0-9]{1,3}(?:\.[0-9]+)?)([dhm])")
_UNIT = {"d": DAY, "h": HOUR, "m": 60}
MIN_INITIAL: Final = HOUR
MAX_CAP: Final = 60 * DAY


def seconds(text: str) -> int:
    """``1d12h`` → 129600, in whole minutes: the smallest unit ``written`` writes, so a
    control copied through its text (a rematch, a record's header) stays the same."""
    return 60 * round(sum(float(n) * _UNIT[u] for n, u in _PART.findall(text)) / 60)


def parse_time_control(text: str, *, auto_timeout: bool = True) -> TimeControl | None:
    """A preset name, ``none`` (no clock), or ``initial+increment[/cap]`` in d/h/m."""
    words = text.strip().lower().replace(" ", "")
    if words == NO_CLOCK:
        return None
    preset = PRESETS.get(words)
    if preset is not None:
        return TimeControl(preset.initial_s, preset.increment_s, preset.cap_s, auto_timeout)
    free = _FREE.fullmatch(words)
    if free is None:
        raise ServiceError(
            msg(
                "time-control-unreadable",
                text=Verbatim(text),
                presets=Verbatim(", ".join(PRESETS)),
                none=Verbatim(NO_CLOCK),
                example=Verbatim("3d+1d/7d"),
            )
        )
    initial, increment = seconds(free["initial"]), seconds(free["increment"])
    cap = seconds(free["cap"]) if free["cap"] else max(initial, DEFAULT.cap_s)
    if initial < MIN_INITIAL:
        raise ServiceError(msg("time-control-too-short", least=Verbatim("1h")))
    if cap < initial or cap > MAX_CAP:
        raise ServiceError(msg("time-control-cap-out-of-range", days=MAX_CAP // DAY))
    if increment > MAX_CAP:
        raise ServiceError(msg("time-control-increment-too-long", days=MAX_CAP // DAY))
    return TimeControl(initial, increment, cap, auto_timeout)


def span(total: float) -> str:
    """A duration the way a correspondence player reads it: ``2d 5h``, ``3h 20m``, ``45m``.

    The English shorthand of a text not yet moved onto messages; a message says a length
    of time with ``words.Span`` (``length``), which each reader reads in their words."""
    total = max(0, int(total))
    days, rest = divmod(total, DAY)
    hours, rest = divmod(rest, HOUR)
    minutes = rest // 60
    if days:
        return f"{days}d {hours}h" if hours else f"{days}d"
    if hours:
        return f"{hours}h {minutes}m" if minutes else f"{hours}h"
    return f"{minutes}m"


def written(control: TimeControl) -> str:
    """The control as ``parse_time_control`` reads it back: ``3d+1d/7d``."""

    def amount(total: int) -> str:
        days, rest = divmod(total, DAY)
        hours, rest = divmod(rest, HOUR)
        parts = [f"{days}d" if days else "", f"{hours}h" if hours else "", f"{rest // 60}m"]
        return "".join(parts[:2]) + (parts[2] if rest // 60 else "") or "0m"

    return f"{amount(control.initial_s)}+{amount(control.increment_s)}/{amount(control.cap_s)}"


def length(total: float) -> Span:
    """A length of time as a message argument: whole minutes, never below zero."""
    return Span(60 * (max(0, int(total)) // 60))


def described(control: TimeControl | None) -> Msg:
    """The control in words: ``3 days + 1 day per move, cap 7 days; a timeout ends the
    game`` (each reader's own words)."""
    if control is None:
        return msg("time-control-none")
    return msg(
        "time-control-described",
        initial=length(control.initial_s),
        increment=length(control.increment_s),
        cap=length(control.cap_s),
        auto=control.auto_timeout,
    )


def describe(control: TimeControl | None) -> str:
    """The English shorthand of ``described``, for the texts not yet moved onto messages."""
    if control is None:
        return "no clock"
    ending = "a timeout ends the game" if control.auto_timeout else "a timeout may be claimed"
    return (
        f"{span(control.initial_s)} + {span(control.increment_s)} per move, "
        f"cap {span(control.cap_s)}; {ending}"
    )
