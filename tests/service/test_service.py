"""The service without Discord: races, replays and the record, on a real temporary database."""

from __future__ import annotations

import asyncio
import random
from datetime import timedelta
from fractions import Fraction
from pathlib import Path

from rules import GAMES
from rules.replay import Replay
from service import Asked, Conflict, Service, ServiceContext, UserRef
from service.challenges.terms import ChallengeTerms
from service.games.listings import pick_suggestions
from service.games.pipeline import draw
from storage.sqlite import open_store
from tests.service.conftest import ALICE, BOB, Clock
from tests.service.spoken import said
from tests.service.support import new_game
from words import ENGLISH
from words.plain import PLAIN


async def test_two_racing_moves_at_one_ply_only_one_lands(service: Service) -> None:
    """Both moves were typed at ply 0 (as a button or a turn mail carries it). On
    PostgreSQL the second may start after the first committed; it must still get the
    stale-ply answer, not be judged against the new position."""
    game = await new_game(service)
    results = await asyncio.gather(
        service.games.move(Asked(game_id=game, asked_by=ALICE), "e5", expected_ply=0),
        service.games.move(Asked(game_id=game, asked_by=ALICE), "d4", expected_ply=0),
        return_exceptions=True,
    )
    landed = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, BaseException)]
    assert len(landed) == 1 and len(refused) == 1 and isinstance(refused[0], Conflict)
    moves = await service.ctx.store.moves(game)
    assert [m.notation for m in moves] == [said(landed[0].text).split()[2]]
    # the refused move left no trace in the cached position either
    board = await service.games.board(Asked(game_id=game))
    assert "ply 1" in said(board.text)


async def test_positions_come_back_after_a_new_service(service: Service, tmp_path: Path) -> None:
    game = await new_game(service)
    for user, move in [(ALICE, "e5"), (BOB, "swap"), (ALICE, "d4")]:
        await service.games.move(Asked(game_id=game, asked_by=user), move)
    fresh = Service(ServiceContext(service.ctx.store, rng=random.Random(2), clock=Clock()))
    update = await fresh.games.move(Asked(game_id=game, asked_by=BOB), "c3")
    assert said(update.text) == f"bob played c3 — <@{ALICE}> to move."
    record = await fresh.records.history(Asked(game_id=game))
    assert record.record.endswith("game: pinch\nsize: 9\n\ne5\nswap\nd4\nc3\n")


async def test_random_first_player_uses_the_injected_rng(tmp_path: Path) -> None:
    seats = []
    for seed in range(6):
        async with await open_store(tmp_path / f"r{seed}.db") as store:
            service = Service(ServiceContext(store, rng=random.Random(seed), clock=Clock()))
            posted = await service.challenges.create(
                guild_id=1,
                channel_id=2,
                challenger=UserRef(ALICE),
                opponent=UserRef(BOB),
                terms=ChallengeTerms(game="pinch", options={}, first="random"),
            )
            started = await service.challenges.accept(BOB, posted.challenge.id)
            seats.append(started.game.players[0])
    assert set(seats) == {ALICE, BOB}


async def test_expiry_uses_the_injected_clock(service: Service) -> None:
    await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game="pinch", options={}, expires_in=timedelta(hours=2)),
    )
    assert await service.challenges.expire_due() == []
    service.ctx.clock.now += timedelta(hours=2)  # type: ignore[attr-defined]
    [closed] = await service.challenges.expire_due()
    assert closed.challenge.id == 1 and "expired" in PLAIN.render(closed.text, ENGLISH)


def test_suggestions_prefix_then_substring_then_first_words() -> None:
    points = [f"{file}{rank}" for rank in range(1, 10) for file in "abcdefghi"]
    assert pick_suggestions(["swap", *points], "")[:2] == ["swap", "a1"]
    assert pick_suggestions(points, "E") == [f"e{rank}" for rank in range(1, 10)]
    assert pick_suggestions(points, "9")[:2] == ["a9", "b9"]  # nothing starts with 9
    komi = [f"komi {k}" for k in range(-50, 51)]
    assert pick_suggestions(komi, "") == ["komi"]
    assert pick_suggestions(komi, "komi  4")[:3] == ["komi 4", "komi 40", "komi 41"]
    turns = [f"{first} {second}" for first in ("c4", "d2") for second in points]
    assert pick_suggestions(turns, "") == ["c4", "d2"]
    assert pick_suggestions(turns, "c4 a") == [f"c4 a{rank}" for rank in range(1, 10)]


def test_suggestions_go_one_word_deeper_at_a_time() -> None:
    codes = ["bb", "rb", "xx"] * 10
    openings = [
        f"open {sq} {a} {b}{i}"
        for sq in ("a1", "b1")
        for i, (a, b) in enumerate(zip(codes, codes[1:], strict=False))
    ]
    assert pick_suggestions(openings, "") == ["open"]
    assert pick_suggestions(openings, "open ") == ["open a1", "open b1"]
    assert pick_suggestions(openings, "open a1 ") == ["open a1 bb", "open a1 rb", "open a1 xx"]
    assert len(pick_suggestions(openings, "open a1 bb ")) == 10


class _Dice:
    """A stand-in chance node: two outcomes at 1/3 and 2/3."""

    def chance_outcomes(self, state: object) -> list[tuple[str, Fraction]]:
        return [("roll low", Fraction(1, 3)), ("roll high", Fraction(2, 3))]


class _AtChance:
    game = _Dice()
    state = None

    def chance_outcomes(self) -> list[tuple[str, Fraction]]:
        return self.game.chance_outcomes(self.state)


async def test_chance_draws_follow_the_exact_probabilities(service: Service) -> None:
    draws = [service.games._draw(_AtChance()) for _ in range(30_000)]  # type: ignore[arg-type]
    share = draws.count("roll low") / len(draws)
    assert abs(share - 1 / 3) < 0.015  # 5 standard deviations of a fair draw


CHI2_AT_P001 = {20: 45.315, 29: 58.301, 35: 66.619}
"""Upper critical values of χ² at p = 0.001 by degrees of freedom, from the NIST/SEMATECH
e-Handbook of Statistical Methods, §1.3.6.7.4 "Critical Values of the Chi-Square
Distribution", https://www.itl.nist.gov/div898/handbook/eda/section3/eda3674.htm."""

Z_AT_P001 = 3.090232
"""The standard normal quantile at 1 − 0.001 (the same handbook, §1.3.6.7.1)."""


def chi2_critical(degrees: int) -> float:
    """The table's value, checked against the Wilson–Hilferty approximation
    ``k·(1 − 2/9k + z·√(2/9k))³``, which is within 0.5% of it from 20 degrees up."""
    value = CHI2_AT_P001[degrees]
    spread = 2 / (9 * degrees)
    approximation = degrees * (1 - spread + Z_AT_P001 * spread**0.5) ** 3
    assert abs(value - approximation) < 0.005 * value, (value, approximation)
    return value


async def test_plakoto_dice_are_fair(service: Service) -> None:
    """χ² goodness of fit over 10⁵ rolls drawn as the service draws them: its injected
    ``Random`` (seeded 1 by the fixture) through ``Replay.chance_outcomes`` and the
    pipeline's ``draw``, over the 21 distinct rolls (doubles 1/36, the others 2/36)."""
    replay = Replay.of(GAMES["plakoto"], {}, ["open 5-2"])
    outcomes = dict(replay.chance_outcomes())
    assert len(outcomes) == 21 and sum(outcomes.values()) == 1
    assert sorted(set(outcomes.values())) == [Fraction(1, 36), Fraction(2, 36)]
    counts = dict.fromkeys(outcomes, 0)
    rolls = 100_000
    for _ in range(rolls):
        counts[draw(service.ctx.rng, replay)] += 1
    chi2 = float(sum((counts[m] - rolls * p) ** 2 / (rolls * p) for m, p in outcomes.items()))
    critical = chi2_critical(len(outcomes) - 1)
    assert chi2 < critical, f"χ² = {chi2:.2f} over 20 degrees of freedom, p=0.001 at {critical}"
