"""Plateau's search is blind: it sees one seat's view, never the opponent's hidden pieces."""

from __future__ import annotations

import pickle
import random
from typing import Any

from ai import Level, choose_move, observe
from rules import GAMES
from rules.plateau import sample_world

G = GAMES["plateau"]


def middle_game() -> Any:
    """Fourteen seeded random plies: 118 legal moves, none of them winning at once, so
    the search has to search."""
    rng = random.Random(7)
    state = G.initial()
    for _ in range(14):
        state = G.apply(state, rng.choice(G.legal_moves(state)))
    return state


def twin_truths(seat: int) -> tuple[Any, Any]:
    """Two true states that one seat cannot tell apart: the same view for ``seat``, but
    different hands or hidden faces for the other seat."""
    view = G.view(middle_game(), seat)
    rng = random.Random(1)
    first = sample_world(view, rng)
    while (second := sample_world(view, rng)) == first:
        pass
    assert G.view(first, seat) == G.view(second, seat)
    return first, second


def test_the_twins_differ_only_in_what_the_seat_cannot_see():
    seat = G.to_move(middle_game())
    first, second = twin_truths(seat)
    assert first.hands[seat] == second.hands[seat]
    assert (first.hands[1 - seat], first.board) != (second.hands[1 - seat], second.board)


def test_the_observation_holds_the_view_and_no_state():
    seat = G.to_move(middle_game())
    first, second = twin_truths(seat)
    observations = [observe("plateau", truth, seat) for truth in (first, second)]
    assert all(o.state is None and o.view == G.view(first, seat) for o in observations)
    assert pickle.dumps(observations[0]) == pickle.dumps(observations[1])
    assert pickle.loads(pickle.dumps(observations[0])) == observations[0]


def test_the_chosen_moves_and_visits_do_not_depend_on_hidden_pieces():
    seat = G.to_move(middle_game())
    first, second = twin_truths(seat)
    level = Level(0, 200, 60.0)
    for seed in range(3):
        one = choose_move(observe("plateau", first, seat), level, seed)
        other = choose_move(observe("plateau", second, seat), level, seed)
        assert one.iterations == other.iterations == level.iterations
        assert (one.move, one.visits) == (other.move, other.visits)
