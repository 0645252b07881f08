"""Match equity: what a game's one- and two-point results are worth at the score.

A game is worth 1 or 2 points and what a point is worth depends on how many
each seat still needs (spec §2.4), so the search values positions by the
chance to win the *match*. The table assumes every later game is a fresh one
played as in self-play of this knowledge, and solves the recursion once per
score.
"""

from __future__ import annotations

from typing import Final

STARTER_WINS: Final = 0.53
TWO_POINT_SHARE: Final = 0.45
FRESH_DRAW: Final = 0.01
"""A fresh game from the starter's side, as in self-play of this knowledge: the starter
wins 53% of decided games, about 45% of wins are worth two points (mostly the mother,
some gammons), 1% of games are drawn."""


class MatchTable:
    """Seat 0's chance to win the match before a fresh game, by the points each seat still
    needs and who starts that game (the last winner; an opening roll after a draw)."""

    def __init__(self, length: int) -> None:
        self.length = length
        self._fresh: dict[tuple[int, int], tuple[float, float, float]] = {}

    def before(self, need0: int, need1: int, starter: int | None) -> float:
        """``starter`` 0 or 1, or ``None`` for an opening roll."""
        if need0 <= 0:
            return 1.0
        if need1 <= 0:
            return 0.0
        found = self._fresh.get((need0, need1))
        if found is None:
            found = self._solve(need0, need1)
        return found[2] if starter is None else found[starter]

    def drawn(self, need0: int, need1: int) -> float:
        """After a drawn game: a single game ends drawn, a match goes on (§0.2)."""
        return 0.5 if self.length == 1 else self.before(need0, need1, None)

    def _solve(self, need0: int, need1: int) -> tuple[float, float, float]:
        win = STARTER_WINS * (1.0 - FRESH_DRAW)
        lose = 1.0 - FRESH_DRAW - win
        one, two = 1.0 - TWO_POINT_SHARE, TWO_POINT_SHARE
        before = self.before
        # without the drawn games: seat 0 starts, then seat 1 starts
        r0 = win * (one * before(need0 - 1, need1, 0) + two * before(need0 - 2, need1, 0))
        r0 += lose * (one * before(need0, need1 - 1, 1) + two * before(need0, need1 - 2, 1))
        r1 = lose * (one * before(need0 - 1, need1, 0) + two * before(need0 - 2, need1, 0))
        r1 += win * (one * before(need0, need1 - 1, 1) + two * before(need0, need1 - 2, 1))
        if self.length == 1:
            opening = (r0 + r1) / 2 + FRESH_DRAW * 0.5
            found = (r0 + FRESH_DRAW * 0.5, r1 + FRESH_DRAW * 0.5, opening)
        else:  # a draw restarts with an opening roll: O = (r0 + r1) / 2 + FRESH_DRAW * O
            opening = (r0 + r1) / (2 * (1.0 - FRESH_DRAW))
            found = (r0 + FRESH_DRAW * opening, r1 + FRESH_DRAW * opening, opening)
        self._fresh[(need0, need1)] = found
        return found


_TABLES: dict[int, MatchTable] = {}


def match_table(length: int) -> MatchTable:
    """The table for matches of ``length`` points, shared by every search in the process so
    that each score is solved once."""
    table = _TABLES.get(length)
    if table is None:
        table = _TABLES[length] = MatchTable(length)
    return table
