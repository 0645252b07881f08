"""Autocomplete never strands a player: every legal move can be reached by picking
offered choices word by word, typing on only where Discord's list of 25 was cut."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from rules import GAMES
from rules.replay import Replay
from service import Asked, Service, UserRef
from service.challenges.terms import ChallengeTerms
from service.games.listings import MAX_SUGGESTIONS, pick_suggestions, suggest_among
from service.presenters import PRESENTERS
from tests.service.conftest import ALICE, BOB

PLATEAU_WITH_X_T = [
    "open a1 xr ox", "open d4 br rx", "on bx c1", "on bx d3", "on br c1", "on ox d3",
    "on xx c3", "m d4 c4", "on bb a3", "m c4! b4-1 a4", "on rr c1", "on rr a4",
    "on bb c1/0", "on rr a4/1", "m a1! b2", "m d3 d2-1 c1", "on rr d3", "on xx c2",
    "m b2 a2", "m c1 a2", "on xx b1", "m a4 a2-1 a1", "m c1! c2-2 c4", "on xx d2",
    "m c4 c3", "on xx d1", "m c3! a1", "on xx b3", "on xx a2/1", "m a2! a4", "m c2! d3",
    "m a4 a3", "m d3! c2",
]  # fmt: skip
"""A Plateau game (random play) where the mover may capture with ``x T``, ``x T B``,
``x T R`` or ``x T R B``: the piece letters are upper case."""


def offer(game: str, replay: Replay[Any, Any, Any]) -> Callable[[str], list[str]]:
    """What ``Listings.suggest`` offers the player to move of ``replay`` for a text."""
    collapse = getattr(PRESENTERS[game], "suggest_first_words", True)
    return lambda typed: suggest_among(replay.legal_moves(), typed, collapse=collapse)


def test_a_picked_choice_with_upper_case_letters_can_be_typed_on() -> None:
    replay = Replay.of(GAMES["plateau"], {}, PLATEAU_WITH_X_T)
    offered = offer("plateau", replay)
    assert "x T" in offered("x ")
    continued = ["x T R B", "x T R", "x T B"]
    assert offered("x T ") == continued
    assert offered("x t ") == continued  # any case matches, the move's own case is offered
    assert offered("X T r") == ["x T R B", "x T R"]
    assert offered("x T  R B") == ["x T R B"]


async def test_the_service_offers_how_a_picked_capture_goes_on(service: Service) -> None:
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game="plateau", options={}, first="challenger"),
    )
    game_id = (await service.challenges.accept(BOB, posted.challenge.id)).game.id
    users = (ALICE, BOB)
    replay = Replay(GAMES["plateau"], {})
    for move in PLATEAU_WITH_X_T:
        await service.games.move(Asked(game_id=game_id, asked_by=users[replay.to_move]), move)  # type: ignore[index]
        replay.play(move)
    mover = users[replay.to_move]  # type: ignore[index]
    assert "x T" in await service.games.suggest(Asked(game_id=game_id, asked_by=mover), "x ")
    offered = await service.games.suggest(Asked(game_id=game_id, asked_by=mover), "x T ")
    assert offered == ["x T R B", "x T R", "x T B"]


def test_matching_ignores_case_but_offers_the_moves_own_case() -> None:
    names = ["x RM B B", "x RM B", "x RM", "x B B", "x B", "xb"]
    assert pick_suggestions(names, "x rm ") == ["x RM B B", "x RM B"]
    assert pick_suggestions(names, "X b") == ["x B B", "x B"]
    assert pick_suggestions(names, "rm b") == ["x RM B B", "x RM B"]  # else anywhere in it
    assert pick_suggestions(names, "   ") == names  # only blanks: everything
    many = [f"x RM {i}" for i in range(30)]
    assert pick_suggestions(many, "rm") == many[:MAX_SUGGESTIONS]  # not cut to "x RM"


def test_a_move_typed_in_full_is_offered_even_among_too_many_longer_ones() -> None:
    komi = [f"komi {k}" for k in range(-169, 170)]
    assert len([name for name in komi if name.startswith("komi -1")]) > MAX_SUGGESTIONS
    offered = pick_suggestions(komi, "komi -1")
    assert offered[:2] == ["komi -1", "komi -169"] and len(offered) == MAX_SUGGESTIONS


def reach(move: str, offered: Callable[[str], list[str]], *, furthest: bool) -> int:
    """Walk to ``move`` as a player would: pick an offered choice that is the start of
    it word by word, then type a space. ``furthest``: the move itself when offered,
    else the longest such choice; otherwise one word at a time, the nearest (``x T``,
    then ``x T B``). Type one more letter (in lower case) only where the list is
    full and may have been cut. How many letters were typed; fails at a dead end."""
    target = move.split(" ")
    typed = ""
    letters = 0
    while True:
        shown = offered(typed)
        assert len(shown) <= MAX_SUGGESTIONS
        if furthest and move in shown:
            return letters
        steps = [
            choice
            for choice in shown
            if choice.split(" ") == target[: len(choice.split(" "))]
            and (len(choice) > len(typed.rstrip()) or choice == move)
        ]
        if steps:
            step = (max if furthest else min)(steps, key=len)
            if step == move:
                return letters
            typed = step + " "
            continue
        assert len(shown) == MAX_SUGGESTIONS, f"dead end at {typed!r} towards {move!r}: {shown}"
        assert len(typed) < len(move), f"{move!r} typed out in full is not offered: {shown}"
        typed += move[len(typed)].lower()
        letters += 1


def roll(replay: Replay[Any, Any, Any], rng: random.Random) -> object:
    outcomes = replay.chance_outcomes()
    return rng.choices([m for m, _ in outcomes], [float(p) for _, p in outcomes])[0]


def walk_games(game: str, seeds: range, every: int, per_position: int) -> tuple[int, int, int]:
    """Random playouts of ``game`` (dice rolled by a seeded ``random.Random``); where
    a player is to move at every ``every``-th ply, ``per_position`` sampled legal
    moves are reached both ways. How many positions, moves, and moves that needed a
    typed letter."""
    positions = moves = typed = 0
    for seed in seeds:
        rng = random.Random(seed)
        replay = Replay(GAMES[game], {})
        for ply in range(400):
            mover = replay.to_move
            if mover is None:
                break
            if mover not in (0, 1):
                replay.apply(roll(replay, rng))
                continue
            legal = replay.legal_moves()
            if ply % every == 0:
                offered = offer(game, replay)
                names = [str(m) for m in legal]
                sample = rng.sample(names, min(per_position, len(names)))
                positions += 1
                for name in sample:
                    moves += 1
                    typed += reach(name, offered, furthest=True) > 0
                    reach(name, offered, furthest=False)
            replay.apply(rng.choice(legal))
    return positions, moves, typed


@pytest.mark.parametrize("game", ["pinch", "pletore", "les", "plakoto", "plateau"])
def test_every_legal_move_can_be_reached(game: str) -> None:
    seeds = range(4 if game == "les" else 8)  # Les has a thousand moves a position
    positions, moves, _ = walk_games(game, seeds, every=5, per_position=15)
    assert positions >= 50 and moves >= 500
