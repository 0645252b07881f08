"""Days to claim someone else's address by guessing its /email code, at the pace given.

Issue 35, item 5: every ``/email link`` made a new six-digit code and gave five fresh
tries, with no limit on links, so an attacker who links an address they do not read
and guesses could keep guessing for as long as they kept typing. Here one attacker does
just that against a real service on a fresh SQLite file, on a simulated clock: one
command every ``--pace`` seconds (default 1/6: a link and its five tries each second,
the pace issue 35 reckoned with), linking the address, guessing a new code each time
(never the same guess twice for one code), linking again when its tries are spent or
it has expired, and, when refused with a time (``<t:…:R>``), waiting until then. It stops
after ``--days`` simulated days or ``--commands`` commands, whichever comes first.

The figures: guesses compared per day, codes mailed to the address per day, and from
the guesses a day the days to claim it, on average (10⁶ / guesses a day) and to a 50%
chance (ln 2 times that). They are per Discord account: an attacker with several
accounts on the server divides them by the number of accounts. Run on the old code and
the new, the same command gives the before and after.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import random
import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from service import NotAllowed, Service, ServiceContext
from storage import open_store
from words import Msg, When

ATTACKER = 666
ADDRESS = "victim@example.org"
"""An address the attacker does not read, linked by no one here yet."""
CODES = 10**6
"""Six-digit codes: each guess at one is right one time in a million."""


class SimulatedClock:
    """The service's clock, moved by the attacker's pace and waits, never by real time."""

    def __init__(self) -> None:
        self.now = datetime(2026, 5, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


@dataclass
class Tally:
    commands: int = 0
    links: int = 0
    guesses: int = 0
    """Wrong codes compared (a refusal saying so): what a guess costs."""
    verified: bool = False
    mailed: int = 0
    elapsed: timedelta = timedelta()

    def per_day(self, count: int) -> float:
        return count / (self.elapsed / timedelta(days=1))

    def mean_days(self) -> float:
        per_day = self.per_day(self.guesses)
        return math.inf if per_day == 0 else CODES / per_day


def _retry_at(refusal: NotAllowed) -> datetime | None:
    """When the refusal says to come back: its moment (``When``), if it names one."""
    said = refusal.said
    moments = (
        [value for _, value in said.args if isinstance(value, When)]
        if isinstance(said, Msg)
        else []
    )
    # to the second, as a player reads it
    return datetime.fromtimestamp(int(moments[0].at.timestamp()), UTC) if moments else None


async def attack(
    service: Service, clock: SimulatedClock, pace: timedelta, horizon: timedelta, commands: int
) -> Tally:
    """Link and guess at ``pace`` for ``horizon`` of simulated time or ``commands``
    commands, whichever ends first; what the attacker got."""
    rng = random.Random(35)
    tally, start, guess, linked = Tally(), clock.now, 0, False
    while tally.commands < commands and clock.now - start < horizon:
        tally.commands += 1
        try:
            if not linked:
                tally.links += 1
                await service.email.link(ATTACKER, ADDRESS)
                linked, guess = True, rng.randrange(CODES)  # a new code: guess afresh
            else:
                await service.email.verify(ATTACKER, f"{guess % CODES:06d}")
                tally.verified = True
                break
        except NotAllowed as refused:
            if "not the code" in str(refused):
                tally.guesses, guess = tally.guesses + 1, guess + 1
                linked = "(0 tries left)" not in str(refused)  # a new code for new tries
            elif (retry := _retry_at(refused)) is not None:
                clock.now = max(clock.now, retry)  # told when: wait until then
                continue
            else:  # told to link again (the old code's spent tries), or the code expired
                linked = False
        clock.now += pace
    tally.elapsed = clock.now - start
    later = clock.now + timedelta(days=365)  # every mail queued, claimed as a sender would
    queued = await service.ctx.store.claim_mail(later, later, 10**6)
    tally.mailed = sum(mail.address == ADDRESS for mail in queued)
    return tally


async def run(pace: float, days: float, commands: int) -> Tally:
    """The attack on a fresh SQLite file."""
    with tempfile.TemporaryDirectory() as folder:
        clock = SimulatedClock()
        store = await open_store(str(Path(folder) / "attack.db"))
        try:
            service = Service(ServiceContext(store, rng=random.Random(1), clock=clock))
            service.email.enabled = True
            return await attack(
                service, clock, timedelta(seconds=pace), timedelta(days=days), commands
            )
        finally:
            await store.close()


def _days(days: float) -> str:
    if math.isinf(days):
        return "never"
    return f"{days:,.1f} days" + (f" ({days / 365.25:,.0f} years)" if days > 365 else "")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench attack email_codes", description=__doc__)
    parser.add_argument("--pace", type=float, default=1 / 6, help="seconds a command (1/6)")
    parser.add_argument("--days", type=float, default=3.0, help="simulated days at most (3)")
    parser.add_argument("--commands", type=int, default=3000, help="commands at most (3000)")
    args = parser.parse_args(argv)
    tally = asyncio.run(run(args.pace, args.days, args.commands))
    days = tally.elapsed / timedelta(days=1)
    print(
        f"attacker: a command every {args.pace:.3f} s; {tally.commands} commands "
        f"({tally.links} links) over {days:,.3f} simulated days"
    )
    print(
        f"guesses compared      {tally.guesses:>10}   {tally.per_day(tally.guesses):>12,.1f} a day"
    )
    print(f"codes mailed to it    {tally.mailed:>10}   {tally.per_day(tally.mailed):>12,.1f} a day")
    print(f"days to claim it      mean {_days(tally.mean_days())}")
    print(f"                      50%  {_days(tally.mean_days() * math.log(2))}")
    if tally.verified:
        print("(the attacker guessed a code: the address is theirs)")
    return 0
