"""What the search may know about Pletore: the running score, and what each move gains.

Pletore is scored by stones plus controlled empty points (§3.5), and the
running score of the spec's §3.5 note says more and more about the result as
the board fills up, so the evaluation is a
logistic curve of Black's lead (komi, button and the mover's tempo included)
whose width grows with the share of the board still empty. Control for the
whole board is a handful of bitboard fills (``sight.control``), cheap enough
that the priors score every move by the lead it gains one ply deep.

The balancing protocol is where a small budget would go most wrong: 2n² + 1
komi values, then a side. The side chooser takes the side the evaluation
prefers, so the proposer's value of a komi is the worse side's chance, and
the priors put the komi moves near the first-move value (``TEMPO``) first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from math import exp
from typing import Final

from ai.knowledge.weighted import random_set_bit
from rules.pletore.geometry import Geometry, geometry
from rules.pletore.moves import (
    BUTTON,
    PASS,
    Flip,
    Komi,
    Pass,
    Place,
    PletoreMove,
    move_tables,
)
from rules.pletore.sight import control
from rules.pletore.state import BUTTON_BLACK, BUTTON_FREE, BUTTON_WHITE, PletoreState
from rules.sides import SIDES

PLAYOUT_PLIES: Final = 40
"""Playouts this long, then the evaluation. Control is too fluid for the score to mean
much a few plies on (16 plies lost 3–13 to 40 on 13×13 at equal budgets, 4 plies did
worse still), while playing to the end (these playouts never pass by choice) lost
6–14 to 40 on 9×9; 80 plies on 13×13 played no better than 40."""

TEMPO: Final = 0.5
"""Points the side to move is worth ahead of the running score (fitted, see below). It
is also the komi the evaluation calls fair, so komi proposals centre on it."""

WIDTH_SCALE: Final = 0.85
WIDTH_GROWTH: Final = 4.5
"""The logistic's width in points is ``WIDTH_SCALE * exp(WIDTH_GROWTH * empty / n²)``.

Fitted (with ``TEMPO``) by likelihood on about 100 000 positions of 9×9 and
13×13 games between players that sample moves by these priors: control is
fluid while the board is empty (a lead of a dozen points with 80 % of the
board empty decides almost nothing, width ≈ 40) and firm near the end (width
≈ 1.2 with a tenth of the board left)."""

GAIN_TEMPERATURE: Final = 5.0
"""Priors are ``exp(gain / GAIN_TEMPERATURE)`` for a move's one-ply gain in points. A gain
is often taken back at once, so sharper priors (1.5, 2) lost to these in duels; flat
priors lost every game."""

KOMI_WIDTH: Final = 2.0
"""Komi proposals are weighted by a bell of this width around the fair komi."""

FLIP_CHANCE: Final = 0.5
"""How often a playout plays an available flip rather than a placement."""

OPEN_CHANCE: Final = 0.8
"""How often a playout's placement goes on a point nobody controls rather than anywhere legal."""

DECISIVE: Final = 1000.0
"""Prior of a pass that ends the game in the mover's favour (the opponent just passed)."""


def _lead(geo: Geometry, black: int, white: int) -> int:
    """Black's stones plus territory minus White's, without komi and button (§3.5)."""
    black_control, white_control = control(geo, black, white)
    empty = geo.board & ~(black | white)
    return (
        black.bit_count()
        - white.bit_count()
        + (empty & black_control).bit_count()
        - (empty & white_control).bit_count()
    )


def _black_wins(lead: float, empty_share: float, black_to_move: bool) -> float:
    """P(Black wins) from Black's lead in points (komi and button included)."""
    lead += TEMPO if black_to_move else -TEMPO
    z = lead / (WIDTH_SCALE * exp(WIDTH_GROWTH * empty_share))
    return 1.0 / (1.0 + exp(-max(-50.0, min(50.0, z))))  # clamped: komi may be n²


def _extras(state: PletoreState) -> float:
    """Komi and the button's half point, as points of Black's lead."""
    lead = -float(state.komi or 0)
    if state.button == BUTTON_BLACK:
        lead += 0.5
    elif state.button == BUTTON_WHITE:
        lead -= 0.5
    return lead


def _opening_black_wins(komi: int) -> float:
    """P(Black wins) on the empty board with this komi, Black to move."""
    return _black_wins(-float(komi), 1.0, True)


class PletoreKnowledge:
    """Pletore's :class:`~ai.knowledge.contract.Knowledge`; stateless, so one instance
    serves every search."""

    playout_plies: int | None = PLAYOUT_PLIES

    def evaluate(self, state: PletoreState) -> float:
        """P(seat 0 wins); during the protocol the side chooser is assumed to choose well."""
        if state.komi is None:
            return 0.5  # seat 0 will name a komi it finds fair
        if state.black_seat is None:
            black_wins = _opening_black_wins(state.komi)
            return min(black_wins, 1.0 - black_wins)  # seat 1 takes the better side
        geo = geometry(state.size)
        black, white = state.black, state.white
        lead = _lead(geo, black, white) + _extras(state)
        empty_share = (geo.board & ~(black | white)).bit_count() / (state.size * state.size)
        black_wins = _black_wins(lead, empty_share, not state.turn & 1)
        return black_wins if state.black_seat == 0 else 1.0 - black_wins

    def priors(self, state: PletoreState, moves: Sequence[PletoreMove]) -> list[float]:
        """Board moves by the lead they gain; komi near fair; a winning final pass first."""
        if state.komi is None:
            return [_komi_weight(move) for move in moves]
        if state.black_seat is None:
            return [1.0] * len(moves)
        geo = geometry(state.size)
        black, white = state.black, state.white
        black_moves = not state.turn & 1
        sign = 1 if black_moves else -1
        base = _lead(geo, black, white)
        stride = geo.stride
        weights: list[float] = []
        append = weights.append
        for move in moves:
            if isinstance(move, Place | Flip):
                bit = 1 << ((move.y + 1) * stride + move.x + 1)
                if black_moves:
                    after = _lead(geo, black | bit, white & ~bit)
                else:
                    after = _lead(geo, black & ~bit, white | bit)
                gain = sign * (after - base)
                append(exp(min(gain, 20) / GAIN_TEMPERATURE))
            elif isinstance(move, Pass):
                append(_pass_weight(state, base, black_moves))
            else:  # the button: half a point
                append(exp(0.5 / GAIN_TEMPERATURE))
        return weights

    def playout_move(self, state: PletoreState, random: Callable[[], float]) -> PletoreMove:
        """Flips half the time when there are any, placements mostly on open points."""
        size = state.size
        if state.komi is None:
            komi = round(TEMPO + (random() - 0.5) * 2 * KOMI_WIDTH)
            return move_tables(size).komis[komi + size * size]
        if state.black_seat is None:
            return SIDES[0] if _opening_black_wins(state.komi) >= 0.5 else SIDES[1]
        geo = geometry(size)
        black, white = state.black, state.white
        black_control, white_control = control(geo, black, white)
        empty = geo.board & ~(black | white)
        turn = state.turn
        if turn & 1:
            place = empty & ~black_control
            flip = black & white_control
            if turn == 1 and not size & 1 and black and not black & (black - 1):
                place &= ~(1 << geo.rotated[black.bit_length() - 1])  # anti-mirror, §2.4
        else:
            place = empty & ~white_control
            flip = white & black_control
        tables = move_tables(size)
        if flip and (not place or random() < FLIP_CHANCE):
            return tables.flips[random_set_bit(geo.cells, flip, random)]
        if place:
            open_points = place & ~(black_control | white_control)
            if open_points and random() < OPEN_CHANCE:
                place = open_points
            return tables.places[random_set_bit(geo.cells, place, random)]
        # Every empty point is the opponent's: pass, unless the button must go first.
        return BUTTON if state.button == BUTTON_FREE else PASS


def _pass_weight(state: PletoreState, lead: int, black_moves: bool) -> float:
    """A pass after a pass ends the game: decisive either way. Otherwise a neutral move."""
    if state.passes == 0:
        return 1.0
    black_ahead = lead + _extras(state) > 0
    return DECISIVE if black_ahead == black_moves else 1.0 / DECISIVE


def _komi_weight(move: PletoreMove) -> float:
    assert type(move) is Komi
    offset = (move.value - TEMPO) / KOMI_WIDTH
    return exp(-0.5 * offset * offset) + 1e-6


PLETORE_KNOWLEDGE: Final = PletoreKnowledge()
