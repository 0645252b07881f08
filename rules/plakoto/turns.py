"""Every legal turn of a position (spec §3), seen from the mover.

The board is read in the mover's numbering as point codes (see ``state``):
``k`` = k mover checkers, ``16 + k`` = k mover checkers on a pinned opponent
checker, ``-k`` and ``-(16 + k)`` the same for the opponent, 0 empty. Two facts
keep the search small:

* during one turn no point opens or closes for the mover (the mover never
  changes an opponent stack, and piling on or leaving its own pin keeps the
  point open), so the open points are computed once and the search only
  tracks the mover's checker counts (``cnt``, index 0 = borne off);
* any non-final order of single-die steps that is legal is also legal in
  descending order of from-points (arrivals come from higher points, and
  bearing off needs the higher checkers moved first), and the end conditions
  are monotone within a turn. Doubles are therefore searched as multisets
  (from-points non-increasing), plus one game-ending step in any position;
  a non-double tries both die orders, which is only two levels deep.

A record is ``(hops, cnt, end)``: the hop multiset sorted descending, the
mover's resulting counts, and how the game ended (``None`` if it goes on).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from rules.plakoto.moves import Hop, Turn

MOVER = 0  # ``Ending.winner`` relative to the mover
DRAW = -1


class Ending(NamedTuple):
    """How a step ended the game: ``winner`` is MOVER or DRAW (a step never loses)."""

    winner: int
    points: int
    reason: str  # "borne_off", "gammon", "mother", "both_mothers"


class Record(NamedTuple):
    hops: tuple[Hop, ...]
    cnt: tuple[int, ...]
    end: Ending | None
    dice: int  # how many dice the sequence uses
    pips: int  # the sum of those die values


Menu = dict[Turn, Record | None]
"""A position's legal turns, canonical and sorted, each with the steps behind it
(``None`` for the pass)."""


GAMMON = Ending(MOVER, 2, "gammon")
SINGLE = Ending(MOVER, 1, "borne_off")
MOTHER = Ending(MOVER, 2, "mother")
BOTH_MOTHERS = Ending(DRAW, 0, "both_mothers")


def counts(v: Sequence[int], off: int) -> list[int]:
    """The mover's free checkers per point (index 0 = borne off)."""
    cnt = [0] * 25
    cnt[0] = off
    for p in range(1, 25):
        x = v[p]
        if x > 0:
            cnt[p] = x - 16 if x > 16 else x
    return cnt


class Search:
    """One turn's search; ``records`` holds every step sequence that was tried to its end."""

    __slots__ = (
        "v",
        "cnt",
        "far",
        "pinned",
        "open",
        "lone_o1",
        "o_mother0",
        "m_mother",
        "off_o",
        "records",
        "steps",
        "prefixes",
    )

    def __init__(self, v: Sequence[int], off_m: int, off_o: int, prefixes: bool = False) -> None:
        self.prefixes = prefixes  # also record unfinished sequences (for error messages)
        self.v = v
        self.cnt = counts(v, off_m)
        self.pinned = sum(1 for p in range(1, 25) if v[p] < -16)
        self.far = sum(self.cnt[7:]) + self.pinned
        self.open = [False] + [v[t] >= -1 for t in range(1, 25)]
        self.lone_o1 = v[1] == -1  # the opponent's mother, alone: landing pins it
        self.o_mother0 = v[1] > 16  # the opponent's mother is already pinned
        self.m_mother = v[24] < -16  # the mover's own mother is pinned
        self.off_o = off_o
        self.records: list[Record] = []
        self.steps: list[Hop] = []

    # --- one step ------------------------------------------------------------

    def target(self, p: int, d: int) -> int:
        """Where a checker from ``p`` goes with ``d``: 0 off, -1 if the step is illegal."""
        cnt = self.cnt
        if not cnt[p]:
            return -1
        t = p - d
        if t > 0:
            return t if self.open[t] else -1
        if self.far:
            return -1
        if t < 0:
            for q in range(p + 1, 7):
                if cnt[q]:
                    return -1
        return 0

    def move(self, p: int, t: int) -> Ending | None:
        cnt = self.cnt
        cnt[p] -= 1
        cnt[t] += 1
        if p > 6 and t < 7:
            self.far -= 1
        if t == 0:
            if cnt[0] == 15:
                return GAMMON if self.off_o == 0 else SINGLE
            return None
        if (t == 1 and self.lone_o1 and cnt[1] == 1) or (p == 24 and not cnt[24]):
            if self.o_mother0 or (self.lone_o1 and cnt[1]):
                if self.m_mother:
                    return BOTH_MOTHERS
                if not cnt[24]:
                    return MOTHER
        return None

    def undo(self, p: int, t: int) -> None:
        cnt = self.cnt
        cnt[p] += 1
        cnt[t] -= 1
        if p > 6 and t < 7:
            self.far += 1

    # --- whole turns -----------------------------------------------------------

    def run(self, a: int, b: int) -> list[Record]:
        if a == b:
            self.doubles(a, 4, 24)
        else:
            self.pair(a, b)
            self.pair(b, a)
        return self.records

    def pair(self, d1: int, d2: int) -> None:
        records = self.records
        cnt = self.cnt
        for p in range(24, 0, -1):
            if not cnt[p]:
                continue
            t = self.target(p, d1)
            if t < 0:
                continue
            first = (p, t)
            end = self.move(p, t)
            if end is not None:
                records.append(Record((first,), tuple(cnt), end, 1, d1))
            else:
                more = False
                for q in range(24, 0, -1):
                    if not cnt[q]:
                        continue
                    u = self.target(q, d2)
                    if u < 0:
                        continue
                    more = True
                    second = (q, u)
                    end2 = self.move(q, u)
                    hops = (first, second) if first >= second else (second, first)
                    records.append(Record(hops, tuple(cnt), end2, 2, d1 + d2))
                    self.undo(q, u)
                if not more or self.prefixes:
                    records.append(Record((first,), tuple(cnt), None, 1, d1))
            self.undo(p, t)

    def doubles(self, d: int, left: int, top: int) -> None:
        """Steps with from-points at most ``top``; a game-ending step may come from anywhere."""
        cnt = self.cnt
        steps = self.steps
        used = 4 - left
        more = False
        for p in range(24, 0, -1):
            if not cnt[p]:
                continue
            t = self.target(p, d)
            if t < 0:
                continue
            if p > top:  # out of multiset order: only worth it if it ends the game
                end = self.move(p, t)
                if end is not None:
                    more = True
                    hops = tuple(sorted((*steps, (p, t)), reverse=True))
                    self.records.append(Record(hops, tuple(cnt), end, used + 1, d * (used + 1)))
                self.undo(p, t)
                continue
            more = True
            end = self.move(p, t)
            if end is not None or left == 1:
                steps.append((p, t))
                hops = tuple(sorted(steps, reverse=True))
                steps.pop()
                self.records.append(Record(hops, tuple(cnt), end, used + 1, d * (used + 1)))
            else:
                steps.append((p, t))
                if self.prefixes:
                    hops = tuple(sorted(steps, reverse=True))
                    self.records.append(Record(hops, tuple(cnt), None, used + 1, d * (used + 1)))
                self.doubles(d, left - 1, p)
                steps.pop()
            self.undo(p, t)
        if not more and used and not self.prefixes:
            hops = tuple(sorted(steps, reverse=True))
            self.records.append(Record(hops, tuple(self.cnt), None, used, d * used))


def legal_records(v: Sequence[int], off_m: int, off_o: int, a: int, b: int) -> list[Record]:
    """Every legal step multiset (§3.5): maximal dice, then pips; game-ending ones always."""
    records = Search(v, off_m, off_o).run(a, b)
    if not records:
        return []
    best = max((r.dice, r.pips) for r in records)
    return [r for r in records if r.end is not None or (r.dice, r.pips) == best]


def all_records(v: Sequence[int], off_m: int, off_o: int, a: int, b: int) -> list[Record]:
    """Every playable step multiset, finished or not: what error messages compare with."""
    return Search(v, off_m, off_o, prefixes=True).run(a, b)


def canonical(records: list[Record]) -> dict[tuple[int, ...], Record]:
    """One record per resulting position: the one with the greatest sorted hop list (§0.4)."""
    out: dict[tuple[int, ...], Record] = {}
    for record in records:
        seen = out.get(record.cnt)
        if seen is None or record.hops > seen.hops:
            out[record.cnt] = record
    return out
