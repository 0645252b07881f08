"""One Monte-Carlo tree search for every game, over the engine protocol only.

The search is information-set MCTS with a single observer (Cowling, Powley
and Whitehouse 2012): every iteration starts from a world drawn from the
observation, walks one shared tree keyed by moves, and treats a child as
selectable only in the worlds where its move is legal (its ``available``
count replaces the parent's visits in the UCB formula). Without hidden
information the world is always the observed position and this is plain
UCT; for Plateau each iteration samples the opponent's hand and unshown
faces afresh, so the statistics average over everything the bot cannot
know. A single tree (rather than one tree per sampled world, summed at the
root) spends the whole budget on one set of statistics, which is what
matters at the small budgets the levels use; the bot's own legal moves at
the root depend only on what it knows, so they are the same in every world.

Chance (Plakoto's dice) is a node whose children are outcomes, drawn by
their probabilities rather than chosen. Selection is UCB1 plus a
progressive bias toward the game knowledge's priors, which fades as a child
collects visits; a node grows children by progressive widening, the
heaviest prior first (ties at random), and a child that has already won
the game for its mover is always taken. A playout follows the knowledge's
policy for its ``playout_plies`` (to the end when ``None``) and is then
scored by its ``evaluate``. Two decisions need no search: the only legal
move, and a move that wins at once.

A game with dice whose knowledge can evaluate a position (Plakoto) is not
searched by this tree but by :mod:`ai.expectimax`, which averages over every
roll instead of sampling a few: at these budgets that is what makes more
thinking play better (issue 22). Its chance nodes above serve the uninformed
search (``knowledge=off``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from math import exp, log, sqrt
from random import Random
from time import perf_counter
from typing import Any, Final

from ai.chance import ChanceSampler
from ai.expectimax import EVALUATIONS_PER_ITERATION, Expectimax
from ai.knowledge import Knowledge, knowledge_for
from ai.levels import Level
from ai.observation import Observation
from ai.tree import Node
from rules import GAMES
from rules.base import CHANCE
from rules.protocol import Game

EXPLORATION: Final = 0.7
"""UCB1's constant for results in [0, 1], half the textbook sqrt(2): the budgets
are small. Measured at 50–90 iterations, 0.35 played no better or worse."""

PRIOR_WEIGHT: Final = 1.0
"""Progressive bias: a child's relative prior, divided by its visits plus one, is
added to its score, so knowledge steers the first visits and data the rest."""

WIDENING: Final = 2.0
"""Progressive widening: a node visited n times has at most about WIDENING * sqrt(n)
children, the heaviest priors first. Without it a budget smaller than the
number of moves would spend one noisy playout on each of that many moves and
pick the luckiest; with it the search revisits the promising ones."""

MAX_PLAYOUT_PLIES: Final = 3_000
"""A playout to the end stops here and counts as a draw: Pletore's flips and
Plateau's exchanges could in principle cycle; real playouts end far sooner."""


@dataclass(frozen=True, slots=True)
class SearchResult:
    """The chosen move in canonical notation, the work done and the root's visit counts;
    ``values`` holds the mover's expected result (1 win, 0.5 draw, 0 loss) of each root
    move the search rated, the chosen one included (empty when nothing was searched)."""

    move: str
    iterations: int
    seconds: float
    visits: dict[str, int]
    values: dict[str, float] = field(default_factory=dict)


def choose_move(
    observation: Observation, level: Level, seed: int, *, informed: bool = True
) -> SearchResult:
    """The move the search prefers for the observing seat, which must be to move: the
    only legal move or a move that wins at once without searching, else the
    most visited, then the best mean, then the first in canonical order.

    Deterministic for a fixed seed whenever the iteration budget, not the
    clock, ends the search. A level with a ``blunder`` chance plays a random legal
    move that often instead (never instead of a win at once). Games with dice whose
    knowledge evaluates positions are searched by :mod:`ai.expectimax`, the rest by
    the tree search.
    """
    started = perf_counter()
    game = GAMES[observation.game]
    rng = Random(seed)
    root_world = observation.world(rng)
    if game.to_move(root_world) != observation.seat:
        raise ValueError(f"It is not seat {observation.seat}'s turn to move.")
    moves = game.legal_moves(root_world)
    decided = moves[0] if len(moves) == 1 else _winning_move(game, root_world, moves)
    if decided is None and level.blunder and rng.random() < level.blunder:
        decided = moves[int(rng.random() * len(moves))]
    if decided is not None:
        text = str(decided)
        return SearchResult(text, 0, perf_counter() - started, {text: 0})
    knowledge = knowledge_for(observation.game, informed=informed)
    if informed and game.info.has_chance and not observation.hidden:
        result = expectimax_result(game, root_world, observation.seat, knowledge, level, started)
        return _imprecise(result, level.imprecision, rng) if level.imprecision else result
    search = _Search(observation.game, knowledge, rng, same_moves=not observation.hidden)
    root = Node()
    deadline = started + level.seconds
    iterations = 0
    world = root_world
    while iterations < level.iterations and (iterations == 0 or perf_counter() < deadline):
        search.iterate(root, world)
        iterations += 1
        if observation.hidden:
            world = observation.world(rng)
    seat = observation.seat
    ranked = sorted(
        root.children.items(),
        key=lambda item: (-item[1].visits, -item[1].mean_for(seat), str(item[0])),
    )
    return SearchResult(
        str(ranked[0][0]),
        iterations,
        perf_counter() - started,
        {str(move): child.visits for move, child in ranked},
        {str(move): child.mean_for(seat) for move, child in ranked if child.visits},
    )


def expectimax_result(
    game: Game[Any, Any, Any],
    state: Any,
    seat: int,
    knowledge: Knowledge,
    level: Level,
    started: float,
    focus: Any = None,
) -> SearchResult:
    """The expectimax's choice as a :class:`SearchResult`: ``iterations`` counts evaluated
    positions, ``visits`` the ply each root move was looked at to, and ``values`` each
    move's value at that ply (at most the ply the candidates were compared at).
    ``focus`` is looked at as deeply as the best (``ai.appraise``)."""
    search = Expectimax(
        game, knowledge, level.iterations * EVALUATIONS_PER_ITERATION, started + level.seconds
    )
    rated, depth = search.rate(state, seat, focus)
    return SearchResult(
        str(rated[0].move),
        search.spent,
        perf_counter() - started,
        {str(r.move): r.depth for r in rated},
        {str(r.move): r.values[min(r.depth, depth) - 1] for r in rated},
    )


def _imprecise(result: SearchResult, temperature: float, rng: Random) -> SearchResult:
    """``result`` with its move drawn among the rated moves, each weighted by
    ``exp((value - best) / temperature)``: a level's slips are then mostly the near
    misses a person makes (a move a little worse than the best), seldom a wild one."""
    values = result.values
    best = max(values.values())
    moves = sorted(values)
    weights = [exp((values[move] - best) / temperature) for move in moves]
    pick = rng.random() * sum(weights)
    for move, weight in zip(moves, weights, strict=True):
        pick -= weight
        if pick < 0:
            return replace(result, move=move)
    return replace(result, move=moves[-1])


def _winning_move(game: Game[Any, Any, Any], state: Any, moves: list[Any]) -> Any | None:
    """The first move that wins the game at once, if any: played without searching,
    at every level, because a tree grown by progressive widening may never try
    it when the knowledge gives it a low prior (and without knowledge all
    priors are equal). Whether a move ends the game is public information, so
    with hidden information any sampled world answers for all of them."""
    seat = game.to_move(state)
    for move in moves:
        outcome = game.outcome(game.apply(state, move))
        if outcome is not None and outcome.winner == seat:
            return move
    return None


class _Search:
    """The engine's and the knowledge's functions bound once, and the iteration itself."""

    def __init__(
        self, game_name: str, knowledge: Knowledge, rng: Random, *, same_moves: bool
    ) -> None:
        """``same_moves``: a node always has the same legal moves (nothing is hidden),
        so its moves are ranked by prior once, when it first grows a child."""
        game = GAMES[game_name]
        self._same_moves = same_moves
        self._to_move = game.to_move
        self._legal_moves = game.legal_moves
        self._apply = game.apply
        self._outcome = game.outcome
        self._knowledge = knowledge
        self._random = rng.random
        self._chance = ChanceSampler(game.chance_outcomes, rng.random)
        plies = knowledge.playout_plies
        self._playout_plies = MAX_PLAYOUT_PLIES if plies is None else plies
        self._cut_off = plies is not None

    def iterate(self, root: Node, state: Any) -> None:
        """Select down the tree in ``state``'s world, expand one node, play out, back up."""
        to_move, apply = self._to_move, self._apply
        node = root
        path = [root]
        while True:
            mover = to_move(state)
            if mover is None:
                result = self._result(state)
                break
            if isinstance(mover, int):
                move, child, expanded = self._select(node, state, mover)
            else:  # chance: an outcome by its probability, a child per outcome
                move = self._chance.draw(state)
                expanded = move not in node.children
                if expanded:
                    node.children[move] = Node()
                child = node.children[move]
            state = apply(state, move)
            path.append(child)
            node = child
            if expanded:
                if to_move(state) is None:
                    child.terminal = True
                    result = self._result(state)
                else:
                    result = self._playout(state)
                break
        for visited in path:
            visited.visits += 1
            visited.value += result

    def _select(self, node: Node, state: Any, mover: int) -> tuple[Any, Node, bool]:
        """The child to descend to, or a new one (flagged ``True``) when some legal
        move of this world has none yet; counts availability on the way. A
        child that has already won the game for the mover is always taken."""
        children = node.children
        get = children.get
        moves = self._legal_moves(state)
        untried = False
        tried = 0
        best_move: Any = None
        best_child = node
        best_score = -1.0
        for move in moves:
            child = get(move)
            if child is None:
                untried = True
                continue
            child.available += 1
            tried += 1
            visits = child.visits
            mean = child.value / visits
            if mover:
                mean = 1.0 - mean
            if child.terminal and mean == 1.0:
                return move, child, False
            score = (
                mean
                + EXPLORATION * sqrt(log(child.available) / visits)
                + PRIOR_WEIGHT * child.prior / (visits + 1)
            )
            if score > best_score:
                best_score, best_move, best_child = score, move, child
        if untried and (not tried or tried < WIDENING * sqrt(node.visits + 1)):
            if self._same_moves:
                move, prior = self._next_ranked(node, state, moves)
            else:
                move, prior = self._untried(state, moves, children)
            child = children[move] = Node(prior)
            return move, child, True
        return best_move, best_child, False

    def _next_ranked(self, node: Node, state: Any, moves: list[Any]) -> tuple[Any, float]:
        """The next move of the node's ranking (heaviest prior first, ties in random
        order), computed on its first expansion: the priors cost far more than a
        step down the list, and without hidden information they never change."""
        ranked = node.ranked
        if ranked is None:
            weights = self._knowledge.priors(state, moves)
            heaviest = max(weights)
            scale = 1.0 / heaviest if heaviest > 0 else 0.0
            random = self._random
            order = sorted(range(len(moves)), key=lambda i: (-weights[i], random()))
            ranked = node.ranked = [
                (moves[i], weights[i] * scale if scale else 1.0) for i in reversed(order)
            ]
        return ranked.pop()

    def _untried(
        self, state: Any, moves: list[Any], children: dict[Any, Node]
    ) -> tuple[Any, float]:
        """The untried move with the heaviest prior (ties at random) and its relative prior."""
        weights = self._knowledge.priors(state, moves)
        heaviest = max(weights)
        best_move: Any = None
        best_weight = -1.0
        ties = 0
        random = self._random
        for move, weight in zip(moves, weights, strict=True):
            if move in children:
                continue
            if weight > best_weight:
                best_move, best_weight, ties = move, weight, 1
            elif weight == best_weight:
                ties += 1
                if random() * ties < 1.0:
                    best_move = move
        return best_move, best_weight / heaviest if heaviest > 0 else 1.0

    def _playout(self, state: Any) -> float:
        """Seat 0's result of a playout from ``state``: the end, or the cut-off's estimate."""
        to_move, apply = self._to_move, self._apply
        playout_move, random = self._knowledge.playout_move, self._random
        draw = self._chance.draw
        for _ in range(self._playout_plies):
            mover = to_move(state)
            if mover is None:
                return self._result(state)
            state = apply(state, draw(state) if mover is CHANCE else playout_move(state, random))
        if to_move(state) is None:
            return self._result(state)
        return self._knowledge.evaluate(state) if self._cut_off else 0.5

    def _result(self, state: Any) -> float:
        outcome = self._outcome(state)
        winner = None if outcome is None else outcome.winner
        return 1.0 if winner == 0 else 0.0 if winner == 1 else 0.5
