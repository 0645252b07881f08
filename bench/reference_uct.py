"""A plain UCT player written apart from ``ai/``: the outside reference of issue 22.

Ludii's UCT agent is the reference the issue names, but Ludii is not on this
machine and cannot be fetched here (no internet; no Ludii jar on the package
registries reachable). This is the strongest independent opponent we can run
instead: textbook UCT (Kocsis and Szepesvari 2006) with UCB1's sqrt(2),
uniformly random playouts to the end, one child per legal move, and chance
sampled by its probabilities. It uses only the engines' public protocol
(``rules.GAMES``: ``to_move``, ``legal_moves``, ``apply``, ``outcome``,
``chance_outcomes``, and for hidden information ``view`` and
``sample_world``), and nothing of ``ai``: no knowledge, priors, widening or
evaluation, so a win against it is not a win against a copy of ourselves.

With hidden information (Plateau) it never reads the truth: each iteration
samples a world from its own view, and a child is selectable in the worlds
where its move is legal (the same single-observer reading any determinized
UCT must make).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from time import perf_counter
from typing import Any, Final

from rules import GAMES
from rules.base import CHANCE, Seat

UCB_CONSTANT: Final = math.sqrt(2)
PLAYOUT_LIMIT: Final = 3_000
"""A playout still running after this many plies counts as a draw."""


class _Node:
    __slots__ = ("children", "visits", "wins")

    def __init__(self) -> None:
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.wins = 0.0  # for the seat that moved into this node


@dataclass(frozen=True, slots=True)
class ReferenceUct:
    """A duel side (``ai.duel.Contestant``) thinking ``seconds`` a move, whatever the
    duel's time scale (the bench sets it to the measured level's own time a move)."""

    seconds: float

    @property
    def text(self) -> str:
        return f"uct:{self.seconds:g}s"

    def choose(
        self, game_name: str, state: Any, seat: Seat, seed: int, time_scale: float = 1.0
    ) -> Any:
        game = GAMES[game_name]
        moves = game.legal_moves(state)
        if len(moves) == 1:
            return moves[0]
        rng = random.Random(seed)
        hidden = game.info.hidden_information
        view = game.view(state, seat) if hidden else None
        root = _Node()
        deadline = perf_counter() + self.seconds
        while True:
            world = game.sample_world(view, rng) if hidden else state
            _iterate(game, root, world, rng)
            if perf_counter() >= deadline:
                break
        return max(root.children.items(), key=lambda item: item[1].visits)[0]


def _iterate(game: Any, root: _Node, state: Any, rng: random.Random) -> None:
    """Select by UCB1, expand one child, play out at random, back up."""
    node = root
    path: list[tuple[_Node, Any]] = []  # (node, the seat that moved into it)
    while True:
        mover = game.to_move(state)
        if mover is None:
            break
        if mover is CHANCE:
            move = _chance(game, state, rng)
            child = node.children.get(move)
            if child is None:
                child = node.children[move] = _Node()
                state = game.apply(state, move)
                path.append((child, None))
                break
        else:
            moves = game.legal_moves(state)
            untried = [m for m in moves if m not in node.children]
            if untried:
                move = untried[rng.randrange(len(untried))]
                child = node.children[move] = _Node()
                state = game.apply(state, move)
                path.append((child, mover))
                break
            log_visits = math.log(max(1, node.visits))
            move = max(
                moves,
                key=lambda m: (
                    node.children[m].wins / node.children[m].visits
                    + UCB_CONSTANT * math.sqrt(log_visits / node.children[m].visits)
                ),
            )
            child = node.children[move]
        state = game.apply(state, move)
        path.append((child, mover if mover is not CHANCE else None))
        node = child
    winner = _playout(game, state, rng)
    root.visits += 1
    for visited, seat in path:
        visited.visits += 1
        if seat is not None:
            visited.wins += 0.5 if winner is None else 1.0 if winner == seat else 0.0


def _chance(game: Any, state: Any, rng: random.Random) -> Any:
    outcomes = game.chance_outcomes(state)
    return rng.choices([m for m, _ in outcomes], [float(p) for _, p in outcomes])[0]


def _playout(game: Any, state: Any, rng: random.Random) -> int | None:
    for _ in range(PLAYOUT_LIMIT):
        mover = game.to_move(state)
        if mover is None:
            outcome = game.outcome(state)
            return None if outcome is None else outcome.winner
        if mover is CHANCE:
            state = game.apply(state, _chance(game, state, rng))
        else:
            moves = game.legal_moves(state)
            state = game.apply(state, moves[rng.randrange(len(moves))])
    return None
