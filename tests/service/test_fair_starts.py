"""Fair starts (issue 19, item 8): a game whose player never made a first move is aborted
when their time runs out, not won by the opponent, whether the sweep ends it, the
opponent claims it or a late move finds it over; and a challenge to someone on
vacation says so, and what becomes of it."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from bot.words import say
from bot.words import say as discord_text
from rules import GAMES
from rules.base import CHANCE
from rules.replay import Replay
from service import Asked, NotAllowed, Service, UserRef
from service.challenges.terms import ChallengeTerms
from service.games.starts import has_moved
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said
from tests.service.support import later, new_game
from words import ENGLISH

ABORTED = "ran out of time before making a first move, so nobody wins"


async def log(service: Service, game: int) -> list[str]:
    return [m.notation for m in await service.ctx.store.moves(game)]


async def check_aborted(service: Service, game: int) -> None:
    record = await service.ctx.store.get_game(game)
    assert record.status == "finished"
    assert (record.winner, record.termination) == (None, "aborted"), "it counts for nobody"
    assert (await log(service, game))[-1] == "abort"


async def test_a_first_player_who_never_moves_aborts_the_game(service: Service) -> None:
    game = await new_game(service)  # alice to move, 3 days
    later(service, days=3, seconds=1)
    [ended] = [n for n in await service.clocks.sweep() if n.update is not None]
    assert ended.update is not None and ended.update.finished
    assert f"alice {ABORTED}" in said(ended.update.text) and "was aborted" in said(
        ended.update.text
    )
    assert "wins game" not in said(ended.update.text)
    await check_aborted(service, game)
    assert await log(service, game) == ["abort"]
    assert await service.clocks.sweep() == []
    seen = await service.games.seat_view(game, BOB)  # what the mail channel tells
    assert seen.finished and said(seen.status) == f"Game #{game} was aborted."
    assert seen.last is not None and "time ran out before a first move" in said(seen.last)


async def test_a_second_player_who_never_moves_aborts_it_too(service: Service) -> None:
    game = await new_game(service)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    later(service, days=3, seconds=1)
    [ended] = [n for n in await service.clocks.sweep() if n.update is not None]
    assert ended.update is not None and f"bob {ABORTED}" in said(ended.update.text)
    await check_aborted(service, game)
    assert await log(service, game) == ["e5", "abort"]


async def test_once_both_have_moved_time_running_out_loses(service: Service) -> None:
    game = await new_game(service)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    await service.games.move(Asked(game_id=game, asked_by=BOB), "d4")
    later(service, days=4, seconds=1)
    [ended] = [n for n in await service.clocks.sweep() if n.update is not None]
    assert ended.update is not None and "bob wins" in said(ended.update.text)
    record = await service.ctx.store.get_game(game)
    assert (record.winner, record.termination) == (1, "timeout")


async def test_a_claim_before_the_first_move_aborts(service: Service) -> None:
    game = await new_game(service, clock="1d+1d/2d", timeout="claim")
    later(service, days=1, minutes=1)
    [notice] = [n for n in await service.clocks.sweep() if "time is up" in said(n.text)]
    assert "`/claim` to call the game off" in said(notice.text) and "the win" not in said(
        notice.text
    )
    with pytest.raises(NotAllowed, match="nothing to claim"):
        await service.games.claim(Asked(game_id=game, asked_by=ALICE))
    update = await service.games.claim(Asked(game_id=game, asked_by=BOB))
    assert update.finished and f"alice {ABORTED}" in said(update.text)
    await check_aborted(service, game)
    with pytest.raises(NotAllowed, match="is over"):
        await service.games.claim(Asked(game_id=game, asked_by=BOB))


async def test_a_claim_after_the_first_moves_still_wins(service: Service) -> None:
    game = await new_game(service, clock="1d+1d/2d", timeout="claim")
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    await service.games.move(Asked(game_id=game, asked_by=BOB), "d4")
    later(service, days=2, minutes=1)
    [notice] = [n for n in await service.clocks.sweep() if "time is up" in said(n.text)]
    assert "`/claim` the win" in said(notice.text)
    update = await service.games.claim(Asked(game_id=game, asked_by=BOB))
    assert "bob wins" in said(update.text)


async def test_a_first_move_after_the_deadline_is_not_played_and_aborts(service: Service) -> None:
    game = await new_game(service)
    later(service, days=3, seconds=1)
    update = await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    assert update.finished and update.mover_reply is not None
    assert "ran out before a first move" in say(update.mover_reply, ENGLISH)
    reply = say(update.mover_reply, ENGLISH)
    assert "`e5` was not played" in reply and "counts for nobody" in reply
    await check_aborted(service, game)
    assert await log(service, game) == ["abort"]


async def test_plakoto_dice_are_nobodys_move(service: Service) -> None:
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game="plakoto", options={"match_length": 1}, first="challenger"),
    )
    game = (await service.challenges.accept(BOB, posted.challenge.id)).game.id
    rolls = await service.ctx.store.moves(game)
    assert rolls and all(m.seat is None for m in rolls), "the opening roll is chance's"
    # Shown dice of their own, a player has begun all the same: running out of time then
    # loses (issue 35, item 11; tests/service/test_dice_seen_timeout.py).


def test_has_moved_counts_choices_only() -> None:
    pinch = Replay.of(GAMES["pinch"], {"size": 9}, ["e5"])
    assert has_moved(pinch, 0) and not has_moved(pinch, 1)
    pinch.play("takeback")
    assert not has_moved(pinch, 0), "a move taken back was never played"
    forced = SimpleNamespace(  # a seat whose only line was the pass the service played
        move="pass", mover=1, before="boxed in"
    )
    chance = SimpleNamespace(move="roll 6-3", mover=CHANCE, before="dice")
    fake = SimpleNamespace(
        history=[chance, forced],
        game=SimpleNamespace(legal_moves=lambda state: ["pass"]),
    )
    assert not has_moved(fake, 1) and not has_moved(fake, 0)  # type: ignore[arg-type]


async def test_a_challenge_to_a_player_on_vacation_says_so(service: Service) -> None:
    later(service, days=3)
    await service.vacations.start(BOB, 1)
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game="pinch", options={}),
    )
    expires = int(posted.challenge.expires_at.timestamp())
    text = discord_text(posted.text, ENGLISH)
    assert f"🏖️ <@{BOB}> is on vacation here" in text
    assert "at most 30 days more this year" in text
    waits = "The challenge does not wait for them: unless they accept before, it expires"
    assert f"{waits} <t:{expires}:R>." in text
    later(service, minutes=1)  # the ping cooldown
    elsewhere = await service.challenges.create(
        guild_id=2,
        channel_id=3,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game="pinch", options={}),
    )
    elsewhere_text = discord_text(elsewhere.text, ENGLISH)
    assert "vacation" not in elsewhere_text, "a vacation here freezes nothing elsewhere"
    started = await service.challenges.accept(BOB, posted.challenge.id)
    assert started.game.status == "active", "a player on vacation may still accept"
    await service.vacations.stop(BOB)
    later(service, minutes=1)
    again = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game="pinch", options={}),
    )
    assert "vacation" not in discord_text(again.text, ENGLISH)
