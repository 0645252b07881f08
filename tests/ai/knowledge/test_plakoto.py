"""Plakoto's search knowledge: legal playouts, sane priors, an estimate that reads the race,
the pins and the mother rules, and a match-equity table that prices the score."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from ai.knowledge.plakoto import PLAKOTO_KNOWLEDGE as KNOWLEDGE
from ai.knowledge.plakoto import hit_chance, match_table
from rules.base import CHANCE
from rules.plakoto import PLAKOTO, PlakotoState

G = PLAKOTO

T13 = "W{13:5, 8:5, 6:4, 5:1} B{24:1, 13:6, 8:4, 6:4}"
"""Black's mother alone on its start, White's start empty: pinning it wins two points."""
T14 = "W{24:1, 13:4, 8:4, 6:5} pin W1=B24: B under W×1 B{13:5, 8:5, 6:4}"
"""Black's mother pinned while White's own mother still stands on White's start."""
MIRROR = {"W": "B", "B": "W"}


def mirrored(position: str) -> str:
    """The same position with the colours exchanged (pins read the other way round)."""
    out = "".join(MIRROR.get(ch, ch) for ch in position)
    # ``pin W7=B18`` names White's point first: exchange the two point numbers back
    return re.sub(r"pin B(\d+)=W(\d+)", lambda m: f"pin W{m.group(2)}=B{m.group(1)}", out)


def at(position: str, side: str = "white", *, seat: int = 0, length: int = 5) -> PlakotoState:
    return G.position(position, side=side, match_length=length, white_seat=seat)


def playout(seed: int, length: int) -> list[PlakotoState]:
    """Every state of one match played by the knowledge's own playout policy."""
    rng = random.Random(seed)
    state = G.initial({"match_length": length})
    states = []
    while G.to_move(state) is not None:
        states.append(state)
        move = KNOWLEDGE.playout_move(state, rng.random)
        assert move in G.legal_moves(state)  # dice too: they are listed at chance nodes
        state = G.apply(state, move)
    return states


@pytest.mark.parametrize("seed", [1, 2])
def test_playouts_are_legal_and_estimates_stay_in_range(seed):
    states = playout(seed, 3)
    assert len(states) > 100
    for state in states:
        value = KNOWLEDGE.evaluate(state)
        assert 0.0 <= value <= 1.0


def test_playout_dice_follow_their_probabilities():
    rng = random.Random(3)
    opening = G.initial({})
    rolled = G.apply(opening, G.legal_moves(opening)[0])  # the starter's roll is due
    draws = [KNOWLEDGE.playout_move(rolled, rng.random) for _ in range(3600)]
    assert set(draws) == set(G.legal_moves(rolled))
    doubles = sum(1 for d in draws if d.first == d.second)
    assert 500 < doubles < 700  # one roll in six
    assert KNOWLEDGE.playout_move(opening, rng.random) in G.legal_moves(opening)


def test_priors_weigh_every_move_and_favour_the_best():
    for state in playout(4, 1):
        if G.to_move(state) is CHANCE:
            continue
        moves = G.legal_moves(state)
        weights = KNOWLEDGE.priors(state, moves)
        assert len(weights) == len(moves)
        assert all(w > 0.0 for w in weights)
        assert max(weights) == pytest.approx(1.0)


def test_start_is_even_and_the_roller_is_ahead():
    assert KNOWLEDGE.evaluate(G.initial({})) == pytest.approx(0.5)
    start = "W{24:15} B{24:15}"
    assert KNOWLEDGE.evaluate(at(start, "white")) > 0.5
    assert KNOWLEDGE.evaluate(at(start, "black")) < 0.5


@pytest.mark.parametrize(
    ("position", "side"),
    [
        (T13, "white"),  # White shoots at Black's lone mother and wins two points if it lands
        (T14, "white"),  # White walks its mother away and wins two points
        ("W{2:1, 1:1} offW 13 B{6:5, 5:5, 4:5}", "white"),  # White bears off its last two
        ("W{6:5, 5:5, 4:5} B{24:5, 13:5, 8:5}", "black"),  # a long race lead
    ],
)
def test_clear_positions_read_the_right_way(position, side):
    other = "black" if side == "white" else "white"
    for length in (1, 5):
        good = KNOWLEDGE.evaluate(at(position, side, length=length))
        assert good > 0.6
        # the same game seen with the seats swapped, or with the colours exchanged
        assert KNOWLEDGE.evaluate(at(position, side, seat=1, length=length)) == pytest.approx(
            1.0 - good
        )
        assert KNOWLEDGE.evaluate(at(mirrored(position), other, length=length)) == pytest.approx(
            1.0 - good
        )


def test_a_pinned_checker_in_the_enemy_home_is_a_heavy_loss():
    free = "W{13:5, 8:4, 6:5, 20:1} B{13:5, 8:5, 6:5}"
    pinned = "W{13:5, 8:4, 6:5} pin W20=B5: W under B×1 B{13:5, 8:5, 6:4}"
    assert KNOWLEDGE.evaluate(at(pinned, length=1)) < KNOWLEDGE.evaluate(at(free, length=1)) - 0.2


def test_a_lone_mother_in_range_is_a_liability():
    # White leads the race, but Black's checkers are within a roll of White's start
    safe = "W{24:2, 6:5, 5:4, 4:4} B{13:5, 8:5, 6:5}"
    lone = "W{24:1, 6:5, 5:5, 4:4} B{13:5, 8:5, 6:5}"
    # two points lost instead of one or none: what counts is the match
    assert KNOWLEDGE.evaluate(at(lone, "black")) < KNOWLEDGE.evaluate(at(safe, "black")) - 0.1


def test_the_pending_mother_pin_depends_on_who_acts():
    # White to roll walks away with two points; Black to roll may pin White's mother (draw)
    white_acts = KNOWLEDGE.evaluate(at(T14, "white", length=1))
    black_acts = KNOWLEDGE.evaluate(at(T14, "black", length=1))
    assert white_acts > 0.9
    assert 0.5 < black_acts < white_acts


def test_priors_put_the_winning_mother_pin_first():
    state = G.position(T13, side="white", dice=(4, 2), match_length=5)
    moves = G.legal_moves(state)
    weights = KNOWLEDGE.priors(state, moves)
    best = moves[weights.index(max(weights))]
    assert G.apply(state, best).result is not None  # the game ends: mother pinned


def test_the_score_changes_what_the_board_is_worth():
    board = "W{13:5, 8:4, 6:6} B{24:5, 13:5, 8:5}"
    level = at(board, "white")
    ahead = G.position(board, side="white", match_length=5)
    assert KNOWLEDGE.evaluate(replace(ahead, score=(4, 0))) > KNOWLEDGE.evaluate(level)
    assert KNOWLEDGE.evaluate(replace(ahead, score=(0, 4))) < KNOWLEDGE.evaluate(level)


def test_match_table_is_symmetric_and_monotone():
    table = match_table(5)
    for a in range(1, 6):
        assert table.before(a, a, None) == pytest.approx(0.5)
        for b in range(1, 6):
            assert table.before(a, b, None) == pytest.approx(1.0 - table.before(b, a, None))
            assert table.before(a, b, 0) > table.before(a, b, 1)  # starting is worth something
            if a > 1:
                assert table.before(a - 1, b, None) > table.before(a, b, None)
    assert match_table(1).before(1, 1, None) == pytest.approx(0.5)


def test_hit_chances_are_the_backgammon_shot_counts():
    assert hit_chance(1 << 1) == pytest.approx(11 / 36)
    assert hit_chance(1 << 6) == pytest.approx(17 / 36)
    assert hit_chance(1 << 11) == pytest.approx(2 / 36)
    assert hit_chance(0) == 0.0
