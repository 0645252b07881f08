"""One Plakoto game's result distribution, estimated from the board alone.

A random Plakoto game runs about 140 plies, so playing out to the end teaches
a small search almost nothing. Instead the game is estimated where it
stands: a race formula over pip counts, with pinned checkers and exposed lone
checkers priced in pips, and the mother rules of spec §3.7–§3.8 as outright
two-point results (a pinned or hittable mother) or as a share of two-point
wins (gammons). What those results are worth at the score is
:mod:`ai.knowledge.plakoto.match`'s question, not this module's.
"""

from __future__ import annotations

import math
from typing import Final

from rules.plakoto.moves import ROLL_OUTCOMES
from rules.plakoto.state import BLACK, PIN, WHITE

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
ACTING_EXPOSURE: Final = 0.04
"""How much of its exposure the side about to roll or move still carries: it moves first
and can nearly always cover or run. Tuned by self-play (issue 22): greedy players with
0.04 beat the former 0.25 in 53.6% of 2,400 games with seats and dice balanced (0.0
and 0.12 were close behind; pin costs 30% higher or lower, a blockade term, the race
spread and the mother's gammon share were no better than these). Repeat or extend with
``python -m bench tune "ACTING_EXPOSURE=0.1"``."""
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


def _tally(board: tuple[int, ...]) -> tuple[list[int], list[int], list[float], list[int]]:
    """One pass over the board for the race, each as [White's, Black's]: pips to go, pips
    before the first checker can be borne off (gammons), the pip cost of the side's pinned
    checkers, and the bit set of points its movable tops stand on (White's by White's
    point numbers, Black's by Black's).

    A single loop over plain locals: :func:`game_estimate` runs for every legal turn the
    search rates, so this is the hottest loop of the Plakoto knowledge.
    """
    white_pips = black_pips = 0
    white_need = black_need = 0
    white_pen = black_pen = 0.0
    white_tops = black_tops = 0
    for i in range(24):
        x = board[i]
        if x > 0:
            wp = i + 1
            count = x - PIN if x > PIN else x
            white_pips += count * wp
            if wp > 6:
                white_need += count * (wp - 6)
            white_tops |= 1 << wp
            if x > PIN:  # a Black checker pinned on Black's point 24 - i
                bp = 24 - i
                black_pips += bp
                if bp > 6:
                    black_need += bp - 6
                if bp != 24:
                    black_pen += PIN_COST[bp]
        elif x < 0:
            bp = 24 - i
            count = -x - PIN if x < -PIN else -x
            black_pips += count * bp
            if bp > 6:
                black_need += count * (bp - 6)
            black_tops |= 1 << bp
            if x < -PIN:
                wp = i + 1
                white_pips += wp
                if wp > 6:
                    white_need += wp - 6
                if wp != 24:
                    white_pen += PIN_COST[wp]
    return (
        [white_pips, black_pips],
        [white_need, black_need],
        [white_pen, black_pen],
        [white_tops, black_tops],
    )


def _price_shots(
    board: tuple[int, ...], shooters: list[int], exposure: tuple[float, float], pen: list[float]
) -> tuple[float, float]:
    """Adds to ``pen`` what each lone free checker (mothers apart) is likely to cost once
    pinned, and returns the chances that White's and Black's lone mother is landed on.

    Everything the other side can hit is priced here, in one place, because it all scales
    by the same ``exposure``: the side about to act can usually cover or run first.
    """
    for i in range(1, 23):
        x = board[i]
        if x == 1:  # White on White's point i + 1, shot at by Black from Black's points above
            hit = hit_chance(shooters[BLACK] >> (24 - i))
            pen[WHITE] += hit * PIN_COST[i + 1] * exposure[WHITE]
        elif x == -1:  # Black on Black's point 24 - i, shot at by White from above
            hit = hit_chance(shooters[WHITE] >> (i + 1))
            pen[BLACK] += hit * PIN_COST[24 - i] * exposure[BLACK]
    # lone mothers (§3.7): landing on one wins two points, at once or once the pinner's
    # start has cleared (see _mothers); a mother already pinned is handled apart
    white_mother = board[23]
    black_mother = board[0]
    white_hit = black_hit = 0.0
    if white_mother == 1 and black_mother <= PIN:
        white_hit = hit_chance(shooters[BLACK] >> 1)
        white_hit *= exposure[WHITE]
    if black_mother == -1 and white_mother >= -PIN:
        black_hit = hit_chance(shooters[WHITE] >> 1)
        black_hit *= exposure[BLACK]
    return white_hit, black_hit


def _race(
    pips: list[int],
    need: list[int],
    pen: list[float],
    off: tuple[int, int],
    starts: tuple[int, int],
    acting: int,
) -> Distribution:
    """The result distribution if the game were a pure race of pips plus pinning costs,
    with the share of each side's wins that are gammons; the mothers' outright results
    are laid over it afterwards (:func:`_mothers`)."""
    white_start, black_start = starts
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
    return white - white_two, white_two, 1.0 - white - black_two, black_two, 0.0


def _mothers(
    base: Distribution,
    board: tuple[int, ...],
    starts: tuple[int, int],
    shooters: list[int],
    acting: int,
    hits: tuple[float, float],
) -> Distribution:
    """``base`` (the race) with the mothers' two-point results laid over it, which the race
    cannot see: first a mother already pinned while its pinner still holds its own start
    (§3.8 item 4), then each lone mother's chance of being landed on (``hits``, from
    :func:`_price_shots`), won outright when the pinner's own mother has left, else only
    pending like any pinned mother while the pinner's start clears."""
    white_start, black_start = starts
    white_mother = board[23]
    black_mother = board[0]
    if white_mother < -PIN:
        loss, drawn = _pending(black_start, acting == BLACK, hit_chance(shooters[WHITE] >> 1))
        base = _mix(base, (0.0, 0.0, 0.0, loss, drawn))
    elif black_mother > PIN:
        loss, drawn = _pending(white_start, acting == WHITE, hit_chance(shooters[BLACK] >> 1))
        base = _mix(base, (0.0, loss, 0.0, 0.0, drawn))
    white_hit, black_hit = hits
    if white_hit:
        loss, drawn = (1.0, 0.0) if black_mother >= 0 else (PENDING_LOSS, PENDING_DRAW)
        base = _mix(base, (0.0, 0.0, 0.0, white_hit * loss, white_hit * drawn))
    if black_hit:
        loss, drawn = (1.0, 0.0) if white_mother <= 0 else (PENDING_LOSS, PENDING_DRAW)
        base = _mix(base, (0.0, black_hit * loss, 0.0, 0.0, black_hit * drawn))
    return base


def game_estimate(board: tuple[int, ...], off: tuple[int, int], acting: int) -> Distribution:
    """The current game's result distribution, from White's side; ``acting`` is the colour
    about to roll or move.

    Rolled dice are deliberately ignored: the search samples the dice at chance nodes,
    and an estimate that jumped with each roll (this roll hits, that one misses) would
    only add noise to the averages it keeps; the expectation over the roll is steadier.
    """
    pips, need, pen, shooters = _tally(board)
    exposure = (
        1.0 if acting == BLACK else ACTING_EXPOSURE,
        1.0 if acting == WHITE else ACTING_EXPOSURE,
    )
    hits = _price_shots(board, shooters, exposure, pen)
    white_mother = board[23]
    black_mother = board[0]
    starts = (
        white_mother if white_mother > 0 else 0,
        -black_mother if -PIN < black_mother < 0 else 0,
    )
    race = _race(pips, need, pen, off, starts, acting)
    return _mothers(race, board, starts, shooters, acting, hits)
