"""What the search may know about Plakoto: a match-equity estimate, move priors, greedy playouts.

A random Plakoto match runs about 800 plies and a single game 140, so playing
out to the end teaches a small search almost nothing. Instead the current
game is estimated from the board (a race formula over pip counts, with pinned
checkers, exposed lone checkers and the mother rules of spec §3.7–§3.8 priced
in pips or as outright two-point results) and that estimate is carried
through a match-equity table, because a game is worth 1 or 2 points and what
a point is worth depends on the score (spec §2.4). Priors and playouts rate
each legal turn by the estimate of the position it leaves.

The search cuts playouts at once (``playout_plies`` 0): its leaves are
evaluated where they stand. Playouts of a few plies only replace the
estimate by a noisier one, since the dice they roll swing each result far
more than the turns they choose; in measured duels they played no better.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Final

from rules.base import CHANCE
from rules.plakoto.game import PLAKOTO
from rules.plakoto.moves import OPENINGS, ROLL_OUTCOMES, ROLLS, PlakotoMove
from rules.plakoto.state import (
    BLACK,
    MOVE,
    NEW_GAME,
    OPENING,
    OVER,
    PIN,
    WHITE,
    PlakotoState,
)
from rules.weighted import weighted_pick

# --- the race -------------------------------------------------------------------------------

ON_ROLL: Final = 49 / 12
"""The side about to roll is half an average roll (49/6 pips, doubles counted four times)
ahead in the race."""
SPREAD: Final = 1.7
"""Standard deviation of a race's pip lead, per square root of the pips both sides need.
Dice alone give about 1.5; blocked points and forfeited dice add to it."""
PIN_COST: Final = (0,) + (8,) * 6 + (12,) * 6 + (22,) * 6 + (40,) * 6
"""Extra pips a checker pinned on its owner's point p costs (index p). Pinned in the
opponent's home board (p 19..24) it is held till the opponent bears off and it stops
its owner's bearing off; pinned in its owner's home the pinner must leave soon."""
ACTING_EXPOSURE: Final = 0.25
"""How much of its exposure the side about to roll or move still carries: it moves first
and can usually cover or run."""
PENDING_LOSS: Final = 0.88
PENDING_DRAW: Final = 0.08
"""A pinned mother whose pinner still has checkers at home (§3.8 item 4): the pinner
nearly always clears its start in time; now and then the other mother is pinned too."""
WALK_AWAY: Final = 0.97
"""The same with a single pinner's checker left at home, its turn: it just moves it."""

MOTHER_HOME: Final = 0.5
"""Half the games lost by a side whose mother is still at home are lost by two points:
the mother may be pinned any time the other side's checkers come round."""
GAMMON_MARGIN: Final = 30.0
GAMMON_SPREAD: Final = 3.0
GAMMON_FLOOR: Final = 0.14
GAMMON_SLOPE: Final = 0.42
"""Gammons of a side whose mother has left: a race formula for bearing one checker off in
time, which on its own overstates them, so it is scaled to the rates of self-play."""

# --- the match ------------------------------------------------------------------------------

STARTER_WINS: Final = 0.53
TWO_POINT_SHARE: Final = 0.45
FRESH_DRAW: Final = 0.01
"""A fresh game from the starter's side, as in self-play of this knowledge: the starter
wins 53% of decided games, about 45% of wins are worth two points (mostly the mother,
some gammons), 1% of games are drawn."""

# --- priors and playouts ----------------------------------------------------------------------

PRIOR_SHARPNESS: Final = 100.0
"""Prior weight ``exp(sharpness * (equity - best equity))``: a turn 0.01 worse weighs 0.37.
Dice make the search's averages noisy, so it should lean on the estimate's ranking of the
turns: in duels at 130 and 400 iterations this beat a sharpness of 25 by 142 games to 107
(300 was no better)."""
PLAYOUT_SHARPNESS: Final = 60.0
"""Playouts pick turns by the same estimate, but greedier."""

RATED_LIMIT: Final = 4_096
"""Positions whose turn ratings are kept (a few hundred kilobytes)."""

Distribution = tuple[float, float, float, float, float]
"""One game's result from White's side: White wins 1, White wins 2, Black 1, Black 2, draw."""


def _reach(a: int, b: int) -> int:
    """The distances (bit d) one checker can travel with the roll ``a``-``b``."""
    steps = (a, 2 * a, 3 * a, 4 * a) if a == b else (a, b, a + b)
    return sum(1 << d for d in steps if d <= 24)


_REACH: Final = tuple((_reach(*roll.values), float(p)) for roll, p in ROLL_OUTCOMES)
"""Per roll, its reach and its probability."""
_HITS: dict[int, float] = {}


def hit_chance(distances: int) -> float:
    """Chance that one roll lands some checker exactly on a target, given the bit set of the
    shooters' distances (intermediate landings are not checked: it is an estimate)."""
    found = _HITS.get(distances)
    if found is None:
        found = sum(chance for reach, chance in _REACH if reach & distances)
        if len(_HITS) > 50_000:
            _HITS.clear()
        _HITS[distances] = found
    return found


def _phi(z: float) -> float:
    """The standard normal distribution function, by its logistic approximation."""
    if z < -20.0:
        return 0.0
    if z > 20.0:
        return 1.0
    return 1.0 / (1.0 + math.exp(-1.702 * z))


def _two_share(off: int, start: int, gap: float, span: float) -> float:
    """The share of the other side's wins that are worth two points against a side with
    ``off`` checkers borne off and ``start`` on its start; ``gap`` is how many pips the
    side lacks to bear a checker off before the other finishes, ``span`` their sum."""
    if off:
        return 0.0
    if start:
        return MOTHER_HOME
    z = (gap - GAMMON_MARGIN) / (GAMMON_SPREAD * math.sqrt(span + 1.0))
    return GAMMON_FLOOR + GAMMON_SLOPE * _phi(z)


def _pending(pinner_start: int, pinner_acts: bool, counter: float) -> tuple[float, float]:
    """(loss, draw) for the side whose mother is pinned, the pinner having ``pinner_start``
    checkers on its own start: one left and its turn, it walks away with two points; one
    left and the pinned side's turn, that side draws if it pins it back (``counter``)."""
    if pinner_start == 1:
        return (WALK_AWAY, 0.0) if pinner_acts else ((1.0 - counter) * WALK_AWAY, counter)
    return PENDING_LOSS, PENDING_DRAW


def _mix(base: Distribution, forced: Distribution) -> Distribution:
    """``forced`` holds results with their probabilities; ``base`` fills what is left."""
    rest = max(0.0, 1.0 - sum(forced))
    return (
        base[0] * rest + forced[0],
        base[1] * rest + forced[1],
        base[2] * rest + forced[2],
        base[3] * rest + forced[3],
        base[4] * rest + forced[4],
    )


def game_estimate(board: tuple[int, ...], off: tuple[int, int], acting: int) -> Distribution:
    """The current game's result distribution, from White's side; ``acting`` is the colour
    about to roll or move.

    Rolled dice are deliberately ignored: the search samples the dice at chance nodes,
    and an estimate that jumped with each roll (this roll hits, that one misses) would
    only add noise to the averages it keeps; the expectation over the roll is steadier.
    """
    pips = [0, 0]
    need = [0, 0]  # pips before the first checker can be borne off (gammons)
    pen = [0.0, 0.0]
    shooters = [0, 0]  # movable tops: White by White's point, Black by Black's point
    for i in range(24):
        x = board[i]
        if x > 0:
            wp = i + 1
            count = x - PIN if x > PIN else x
            pips[WHITE] += count * wp
            if wp > 6:
                need[WHITE] += count * (wp - 6)
            shooters[WHITE] |= 1 << wp
            if x > PIN:  # a Black checker pinned on Black's point 24 - i
                bp = 24 - i
                pips[BLACK] += bp
                if bp > 6:
                    need[BLACK] += bp - 6
                if bp != 24:
                    pen[BLACK] += PIN_COST[bp]
        elif x < 0:
            bp = 24 - i
            count = -x - PIN if x < -PIN else -x
            pips[BLACK] += count * bp
            if bp > 6:
                need[BLACK] += count * (bp - 6)
            shooters[BLACK] |= 1 << bp
            if x < -PIN:
                wp = i + 1
                pips[WHITE] += wp
                if wp > 6:
                    need[WHITE] += wp - 6
                if wp != 24:
                    pen[WHITE] += PIN_COST[wp]
    exposure = (
        1.0 if acting == BLACK else ACTING_EXPOSURE,
        1.0 if acting == WHITE else ACTING_EXPOSURE,
    )
    # lone free checkers the other side can land on (mothers apart)
    for i in range(1, 23):
        x = board[i]
        if x == 1:  # White on White's point i + 1, shot at by Black from Black's points above
            hit = hit_chance(shooters[BLACK] >> (24 - i))
            pen[WHITE] += hit * PIN_COST[i + 1] * exposure[WHITE]
        elif x == -1:  # Black on Black's point 24 - i, shot at by White from above
            hit = hit_chance(shooters[WHITE] >> (i + 1))
            pen[BLACK] += hit * PIN_COST[24 - i] * exposure[BLACK]
    # lone mothers (§3.7): landing on one wins two points, at once or once the pinner's
    # start has cleared (below); a mother already pinned is handled apart
    white_mother = board[23]
    black_mother = board[0]
    white_start = white_mother if white_mother > 0 else 0
    black_start = -black_mother if -PIN < black_mother < 0 else 0
    white_hit = black_hit = 0.0
    if white_mother == 1 and black_mother <= PIN:
        white_hit = hit_chance(shooters[BLACK] >> 1)
        white_hit *= exposure[WHITE]
    if black_mother == -1 and white_mother >= -PIN:
        black_hit = hit_chance(shooters[WHITE] >> 1)
        black_hit *= exposure[BLACK]

    effective = (pips[WHITE] + pen[WHITE], pips[BLACK] + pen[BLACK])
    bonus = ON_ROLL if acting == WHITE else -ON_ROLL
    lead = effective[BLACK] - effective[WHITE] + bonus
    white = _phi(lead / (SPREAD * math.sqrt(effective[WHITE] + effective[BLACK] + 1.0)))
    white_two = white * _two_share(
        off[BLACK],
        black_start,
        need[BLACK] + pen[BLACK] - effective[WHITE] + bonus,
        need[BLACK] + effective[WHITE],
    )
    black_two = (1.0 - white) * _two_share(
        off[WHITE],
        white_start,
        need[WHITE] + pen[WHITE] - effective[BLACK] - bonus,
        need[WHITE] + effective[BLACK],
    )
    w1, w2, b1, b2, draw = white - white_two, white_two, 1.0 - white - black_two, black_two, 0.0

    # a mother already pinned while its pinner still holds its own start (§3.8 item 4)
    if white_mother < -PIN:
        loss, drawn = _pending(black_start, acting == BLACK, hit_chance(shooters[WHITE] >> 1))
        w1, w2, b1, b2, draw = _mix((w1, w2, b1, b2, draw), (0.0, 0.0, 0.0, loss, drawn))
    elif black_mother > PIN:
        loss, drawn = _pending(white_start, acting == WHITE, hit_chance(shooters[BLACK] >> 1))
        w1, w2, b1, b2, draw = _mix((w1, w2, b1, b2, draw), (0.0, loss, 0.0, 0.0, drawn))
    if white_hit:
        loss, drawn = (1.0, 0.0) if black_mother >= 0 else (PENDING_LOSS, PENDING_DRAW)
        w1, w2, b1, b2, draw = _mix(
            (w1, w2, b1, b2, draw), (0.0, 0.0, 0.0, white_hit * loss, white_hit * drawn)
        )
    if black_hit:
        loss, drawn = (1.0, 0.0) if white_mother <= 0 else (PENDING_LOSS, PENDING_DRAW)
        w1, w2, b1, b2, draw = _mix(
            (w1, w2, b1, b2, draw), (0.0, black_hit * loss, 0.0, 0.0, black_hit * drawn)
        )
    return (w1, w2, b1, b2, draw)


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
    table = _TABLES.get(length)
    if table is None:
        table = _TABLES[length] = MatchTable(length)
    return table


def _chance_move(state: PlakotoState, random: Callable[[], float]) -> PlakotoMove:
    if state.phase == OPENING:
        return OPENINGS[int(random() * len(OPENINGS))]
    # 36 equally likely ordered rolls onto the 21 listed ones (higher die first)
    a = int(random() * 6) + 1
    b = int(random() * 6) + 1
    return ROLLS[(max(a, b) - 1) * max(a, b) // 2 + min(a, b) - 1]


class PlakotoKnowledge:
    """The ``KNOWLEDGE`` of ``ai.knowledge``: see the module docstring.

    The search asks for a node's priors again each time it expands one of its
    children, so the last few thousand turn ratings are kept by position.
    """

    playout_plies: int | None = 0

    def __init__(self) -> None:
        self._rated: dict[PlakotoState, list[float]] = {}

    def evaluate(self, state: PlakotoState) -> float:
        table = match_table(state.match_length)
        need0 = state.match_length - state.score[0]
        need1 = state.match_length - state.score[1]
        phase = state.phase
        if phase == OVER:
            winner = 0 if need0 <= 0 else 1 if need1 <= 0 else None
            return 0.5 if winner is None else 1.0 - winner
        if phase == OPENING:
            return table.before(need0, need1, None)
        if phase == NEW_GAME:
            return table.before(need0, need1, state.seat_of_side(state.side))
        w1, w2, b1, b2, draw = game_estimate(state.board, state.off, state.side)
        if state.white_seat == 0:
            win1, win2, lose1, lose2 = w1, w2, b1, b2
        else:
            win1, win2, lose1, lose2 = b1, b2, w1, w2
        before = table.before
        value = win1 * before(need0 - 1, need1, 0) + win2 * before(need0 - 2, need1, 0)
        value += lose1 * before(need0, need1 - 1, 1) + lose2 * before(need0, need1 - 2, 1)
        if draw:
            value += draw * table.drawn(need0, need1)
        return min(1.0, max(0.0, value))

    def rate(self, state: PlakotoState, moves: Sequence[PlakotoMove]) -> list[float]:
        """The mover's match equity after each of ``moves`` (the legal turns of ``state``),
        minus the best of them: 0 for the best turn, negative for the others."""
        rated = self._rated.get(state)
        if rated is not None and len(rated) == len(moves):
            return rated
        apply, evaluate = PLAKOTO.apply, self.evaluate
        sign = -1.0 if PLAKOTO.to_move(state) == 1 else 1.0
        values = [sign * evaluate(apply(state, move)) for move in moves]
        best = max(values)
        rated = [value - best for value in values]
        if len(self._rated) >= RATED_LIMIT:
            self._rated.clear()
        self._rated[state] = rated
        return rated

    def priors(self, state: PlakotoState, moves: Sequence[PlakotoMove]) -> Sequence[float]:
        if state.phase != MOVE or len(moves) < 2:
            return [1.0] * len(moves)
        return [math.exp(PRIOR_SHARPNESS * r) for r in self.rate(state, moves)]

    def playout_move(self, state: PlakotoState, random: Callable[[], float]) -> PlakotoMove:
        if PLAKOTO.to_move(state) is CHANCE:
            return _chance_move(state, random)
        moves = PLAKOTO.legal_moves(state)
        if len(moves) == 1:
            return moves[0]
        weights = [math.exp(PLAYOUT_SHARPNESS * r) for r in self.rate(state, moves)]
        return weighted_pick(moves, weights, random)


KNOWLEDGE: Final = PlakotoKnowledge()
