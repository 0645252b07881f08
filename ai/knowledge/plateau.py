"""What the search may know about Plateau: who is nearer six, move priors, capturing playouts.

The search only ever hands this module worlds sampled from the bot's own view
(``rules.plateau.worlds``), so it may read every face of the state it is given:
whatever it learns there is a guess drawn from the view, never the truth.

Plateau is won by six prisoners or a run of six, and prisoners come from one
landing of a weapon unit. So the estimate counts prisoners, adds the best
capture each side could make now (the side to act in full, the other at a
discount since it may be dodged), and prices runs and buried pieces. Priors
and playouts look at each move's shape, never apply it: a normal turn lists
a few hundred moves and the search asks for priors at every expansion.

The search evaluates its leaves where they stand (``playout_plies`` 0): in
duels at 130 iterations a move, that beat playouts of 4 plies 97 games to 63,
and longer or full playouts lost clearly.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Final

from ai.knowledge.weighted import weighted_pick
from rules.plateau.encoding import CODE_BITS, DOWN_FACE, FACES, FLIPPABLE, FLIPPED, UP_FACE, WEAPON
from rules.plateau.geometry import DIAGONAL, KNIGHT, ORTHOGONAL, RAYS, SQUARES
from rules.plateau.legal import legal_moves
from rules.plateau.moves import Give, Move, Onboard, Open, PlateauMove, Raise, Tender
from rules.plateau.state import OVER, PlateauState

Board = tuple[tuple[int, ...], ...]

# --- reach -----------------------------------------------------------------------------------


def _straight(origin: int, directions: tuple[int, ...], height: int) -> tuple[int, ...]:
    return tuple(square for d in directions for square in RAYS[origin][d][: min(height, 3)])


_REACH: Final = {
    "r": tuple(tuple(_straight(o, ORTHOGONAL, h) for h in range(4)) for o in range(SQUARES)),
    "b": tuple(tuple(_straight(o, DIAGONAL, h) for h in range(4)) for o in range(SQUARES)),
    "o": tuple(tuple(tuple(KNIGHT[o]) for _ in range(4)) for o in range(SQUARES)),
}
"""``_REACH[face][origin][min(height, 3)]``: where a weapon unit showing ``face`` can land
(units fly, so nothing on the way blocks; the twister ignores its height)."""

# --- the estimate -----------------------------------------------------------------------------

WIN_SURE: Final = 0.97
"""What a win on the next action is worth: the side to act can still blunder, seldom."""
POTENTIAL: Final = (0.0, 1.0, 2.1, 3.4, 5.0, 7.0, 9.5)
"""Worth of holding n prisoners: each one nearer six counts more."""
NOW: Final = 0.75
LATER: Final = 0.35
"""Share of its best capture counted for the side to act, and for the other side."""
BURIED: Final = 0.25
"""A piece with an enemy piece above it: stuck, and the enemy's to capture by stomping."""
RUN: Final = (0.0, 0.0, 0.0, 0.3, 0.8, 2.0)
"""A run of n own pieces in one stack (six wins)."""
WEAPONS: Final = 0.12
"""Each unit a side controls that can capture (a coloured top, or a flippable one)."""
TEMPO: Final = 0.15
SCALE: Final = 0.8
"""Logistic slope from the score (roughly, prisoners) to a winning chance."""


def _potential(prisoners: float) -> float:
    whole = min(int(prisoners), 5)
    return POTENTIAL[whole] + (prisoners - whole) * (POTENTIAL[whole + 1] - POTENTIAL[whole])


class Survey:
    """Two passes over a board: per seat its longest run, its buried pieces, its weapon
    units, and the most enemy pieces one of its moves could capture now."""

    __slots__ = ("best_capture", "buried", "longest", "weapons")

    def __init__(self, board: Board) -> None:
        self.longest = [0, 0]
        self.buried = [0, 0]
        self.weapons = [0, 0]
        self.best_capture = [0, 0]
        count, unit = self._read_stacks(board)
        self._read_weapons(board, count, unit)

    def _read_stacks(self, board: Board) -> tuple[list[list[int]], list[int]]:
        """First pass, down each stack: fills ``longest`` and ``buried`` and returns what
        the second pass needs, per seat its piece count on each square and per square the
        size of the top unit (the pieces that move together with the top).

        The capture pass needs every square's counts before it can look at any target,
        hence two passes rather than one.
        """
        longest, buried = self.longest, self.buried
        count = [[0] * SQUARES, [0] * SQUARES]
        unit = [0] * SQUARES
        for square, stack in enumerate(board):
            if not stack:
                continue
            above = [0, 0]  # pieces of each seat seen so far, walking down from the top
            run = 0
            owner = -1
            for piece in reversed(stack):
                seat = piece & 1
                if above[1 - seat]:
                    buried[seat] += 1
                above[seat] += 1
                run = run + 1 if seat == owner else 1
                owner = seat
                if run > longest[seat]:
                    longest[seat] = run
            count[0][square], count[1][square] = above
            top = stack[-1] & 1
            size = 1
            while size < len(stack) and stack[-1 - size] & 1 == top:
                size += 1
            unit[square] = size
        return count, unit

    def _read_weapons(self, board: Board, count: list[list[int]], unit: list[int]) -> None:
        """Second pass, over the top units: fills ``weapons`` and ``best_capture`` from
        where each unit able to capture can land, and how many enemy pieces it would take
        there (a unit landing on its own side's stack lifts that stack's top unit too)."""
        best_capture, weapons = self.best_capture, self.weapons
        for square, stack in enumerate(board):
            if not stack:
                continue
            seat = stack[-1] & 1
            enemy = count[1 - seat]
            height = unit[square]
            piece = stack[-1] & FACES
            faces = (UP_FACE[piece], DOWN_FACE[piece]) if FLIPPABLE[piece] else (UP_FACE[piece],)
            armed = False
            best = best_capture[seat]
            below = enemy[square]  # a stomp takes from the enemy pieces under the unit
            for face in faces:
                reach = _REACH.get(face)
                if reach is None:
                    continue
                armed = True
                if below and min(height, below) > best:
                    best = min(height, below)
                for target in reach[square][min(height, 3)]:
                    caught = enemy[target]
                    if not caught:
                        continue
                    here = board[target]
                    force = height if here[-1] & 1 != seat else height + unit[target]
                    if min(force, caught) > best:
                        best = min(force, caught)
            best_capture[seat] = best
            if armed:
                weapons[seat] += 1


def estimate(state: PlateauState) -> float:
    """Seat 0's winning chance; the seat to act is the next to play a normal turn."""
    survey = Survey(state.board)
    mover = state.seat
    held = (sum(state.prisoners[0]), sum(state.prisoners[1]))
    if held[mover] + survey.best_capture[mover] >= 6 or (
        survey.longest[mover] >= 5 and any(state.hands[mover])
    ):
        return WIN_SURE if mover == 0 else 1.0 - WIN_SURE
    score = [0.0, 0.0]
    for seat in (0, 1):
        share = NOW if seat == mover else LATER
        score[seat] = (
            _potential(min(5.9, held[seat] + share * survey.best_capture[seat]))
            - BURIED * survey.buried[seat]
            + RUN[min(survey.longest[seat], 5)]
            + WEAPONS * survey.weapons[seat]
        )
    score[mover] += TEMPO
    z = SCALE * (score[0] - score[1])
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


# --- priors -----------------------------------------------------------------------------------

_OPEN_TOP: Final = {
    "rr": 1.0,
    "bb": 1.0,
    "rx": 0.8,
    "bx": 0.8,
    "ox": 0.7,
    "rb": 0.4,
    "br": 0.4,
}
"""The opening stack's top: a weapon face up, the cheap one-faced pieces first (the top is
the first piece an enemy landing takes). A blank top cannot capture at all."""
_OPEN_BLANK_TOP: Final = 0.1
_OPEN_BOTTOM: Final = {"xx": 1.0}
_OPEN_OTHER_BOTTOM: Final = 0.25
"""A Mute underneath: it gives the unit its range and costs little if taken."""

CAPTURE: Final = 8.0
"""Weight of a move that lands on enemy pieces (or stomps), per piece it may take."""
EXPOSED: Final = 0.3
"""Weight factor for putting pieces where an enemy weapon can land next turn."""
ESCAPE: Final = 2.0
"""Weight factor for lifting a unit out of an enemy weapon's reach."""
INSERTED: Final = 0.5
"""Weight factor for onboarding into a stack rather than on top: buried, or under an enemy."""
TALLER: Final = 1.5
"""Weight factor for a coloured face onboarded on top of one's own stack: a taller weapon."""
EXCHANGE: Final = 0.1
"""Tenders and raises give prisoners back: rarely right."""


def _threatened(board: Board, seat: int) -> list[int]:
    """Per square, the size of the biggest enemy weapon unit that can land there next."""
    out = [0] * SQUARES
    for square, stack in enumerate(board):
        if not stack or stack[-1] & 1 == seat:
            continue
        enemy = stack[-1] & 1
        height = 1
        while height < len(stack) and stack[-1 - height] & 1 == enemy:
            height += 1
        piece = stack[-1] & FACES
        faces = (UP_FACE[piece], DOWN_FACE[piece]) if FLIPPABLE[piece] else (UP_FACE[piece],)
        for face in faces:
            reach = _REACH.get(face)
            if reach is None:
                continue
            for target in reach[square][min(height, 3)]:
                if out[target] < height:
                    out[target] = height
    return out


def _capture_size(board: Board, move: Move, seat: int) -> int:
    """About how many enemy pieces ``move`` captures: the enemy pieces under where it lands,
    at most one per piece of the lifted unit (pick-ups on the way are not counted)."""
    origin = board[move.origin]
    target = origin if move.is_stomp else board[move.dest]
    enemies = sum(1 for piece in target if piece & 1 != seat)
    if not enemies:
        return 0
    top = origin[-1] & FACES
    if not WEAPON[top ^ FLIPPED if move.flip else top]:
        return 0  # a blank unit: it may only land on its own stack, and takes nothing
    unit = 1
    while unit < len(origin) and origin[-1 - unit] & 1 == seat:
        unit += 1
    return min(unit, enemies)


def _exchange_weight(move: PlateauMove) -> float:
    """The weight of a move that puts nothing on the board: tenders and raises (rarely
    right), gives (keep as many prisoners as the rules allow), declines, withdrawals and
    passes. Kept apart from the placing moves, which need the threat map."""
    if isinstance(move, (Tender, Raise)):
        return EXCHANGE
    if isinstance(move, Give):
        return 1.0 / len(move.types)
    return 1.0


_PLACING: Final = (Move, Onboard, Open)
"""The moves that put pieces on squares, so that their weight reads the threat map."""


def move_weights(state: PlateauState, moves: Sequence[PlateauMove]) -> list[float]:
    """A weight per move from its shape alone (see the constants above).

    The placing moves, the bulk of a turn's few hundred moves, are weighed inline: this
    runs at every expansion of the search and for every playout move. The threat map is
    built once, and only if some move places pieces: a list of exchanges needs none.
    """
    board = state.board
    seat = state.seat
    places = any(isinstance(move, _PLACING) for move in moves)
    threat = _threatened(board, seat) if places else []
    out: list[float] = []
    for move in moves:
        if isinstance(move, Move):
            caught = _capture_size(board, move, seat)
            if caught:
                out.append(1.0 + CAPTURE * caught)
                continue
            weight = 1.0
            if threat[move.origin]:
                weight *= ESCAPE
            if threat[move.dest] and not move.is_stomp:
                weight *= EXPOSED
        elif isinstance(move, Onboard):
            weight = 1.0
            stack = board[move.square]
            if move.height is not None and move.height < len(stack):
                weight *= INSERTED
            elif WEAPON[CODE_BITS[move.code]] and stack:
                weight *= TALLER
            if threat[move.square]:
                weight *= EXPOSED
        elif isinstance(move, Open):
            weight = _OPEN_TOP.get(move.top, _OPEN_BLANK_TOP)
            weight *= _OPEN_BOTTOM.get(move.bottom, _OPEN_OTHER_BOTTOM)
            if threat[move.square]:
                weight *= EXPOSED * EXPOSED
        else:
            weight = _exchange_weight(move)
        out.append(weight)
    return out


# --- the knowledge ----------------------------------------------------------------------------

PLAYOUT_CAPTURE: Final = 0.9
"""How often a playout takes its best capture when one exists."""


class PlateauKnowledge:
    """Plateau's :class:`~ai.knowledge.contract.Knowledge`: see the module docstring."""

    playout_plies: int | None = 0

    def evaluate(self, state: PlateauState) -> float:
        result = state.result
        if state.phase == OVER and result is not None:
            return 0.5 if result.winner is None else 1.0 - result.winner
        return estimate(state)

    def priors(self, state: PlateauState, moves: Sequence[PlateauMove]) -> Sequence[float]:
        return move_weights(state, moves)

    def playout_move(self, state: PlateauState, random: Callable[[], float]) -> PlateauMove:
        moves = legal_moves(state)
        if len(moves) == 1:
            return moves[0]
        weights = move_weights(state, moves)
        best = max(weights)
        if best > CAPTURE and random() < PLAYOUT_CAPTURE:
            return moves[weights.index(best)]
        return weighted_pick(moves, weights, random)


PLATEAU_KNOWLEDGE: Final = PlateauKnowledge()
