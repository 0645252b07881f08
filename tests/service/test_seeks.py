"""Open challenges (issue 20.2): posted without an opponent, accepted by the first of
whoever clicks, within a rating range if one is set; refused with a sentence for the
seeker, outside the range, in another server and once closed."""

from __future__ import annotations

import asyncio
from collections import Counter

import pytest

from bot.fitting import fitted_text
from bot.words import say as discord_text
from service import Conflict, NotAllowed, NotFound, Service, ServiceError
from service.challenges.seeks import SeekPosted
from service.challenges.terms import ChallengeTerms
from service.results import GameStarted
from tests.service.community_support import GUILD, played
from tests.service.conftest import Pair
from tests.service.support import later
from words import ENGLISH

ANN, BEN, CAT, DAN = 101, 102, 103, 104


async def seek(service: Service, seeker: int = ANN, **terms: object) -> SeekPosted:
    return await service.seeks.post(
        guild_id=GUILD,
        channel_id=2,
        seeker_id=seeker,
        terms=ChallengeTerms(game="pinch", options={"size": 9}, first="challenger", **terms),
    )


async def test_a_seek_is_listed_taken_by_the_first_and_then_closed(service: Service) -> None:
    posted = await seek(service, clock="none")
    text = discord_text(posted.text, ENGLISH)
    assert f"**Open challenge #{posted.seek.id}**: <@{ANN}> seeks an opponent" in text
    assert "rated" in text and "first to click" in text
    listed = fitted_text(await service.seeks.listing(GUILD), ENGLISH)
    assert f"**#{posted.seek.id}** Pinch by <@{ANN}>" in listed
    with pytest.raises(NotAllowed, match="is your own"):
        await service.seeks.accept(ANN, posted.seek.id, guild_id=GUILD)
    with pytest.raises(NotFound, match="no open challenge"):
        await service.seeks.accept(BEN, posted.seek.id, guild_id=GUILD + 1)
    started = await service.seeks.accept(BEN, posted.seek.id, guild_id=GUILD)
    assert started.game.players == (ANN, BEN) and started.game.rated
    assert started.closed is not None and "accepted by" in discord_text(
        started.closed.text, ENGLISH
    )
    assert started.closed.challenge.message_id is None
    with pytest.raises(Conflict) as taken:
        await service.seeks.accept(CAT, posted.seek.id, guild_id=GUILD)
    assert f"is closed: <@{BEN}> accepted it first" in discord_text(taken.value.said, ENGLISH)
    listed = fitted_text(await service.seeks.listing(GUILD), ENGLISH)
    assert listed.startswith("No open challenges here")


async def test_two_accepts_at_once_make_one_game(service: Service) -> None:
    for _ in range(3):
        posted = await seek(service)
        results = await asyncio.gather(
            service.seeks.accept(BEN, posted.seek.id, guild_id=GUILD),
            service.seeks.accept(CAT, posted.seek.id, guild_id=GUILD),
            return_exceptions=True,
        )
        kinds = Counter(type(r) for r in results)
        assert kinds == Counter({GameStarted: 1, Conflict: 1}), results
    assert await service.ctx.store.count_games() == 3


async def test_rating_range_withdrawal_expiry_and_bad_terms(service: Service) -> None:
    await played(service, BEN, CAT, BEN)  # ben about 1660, cat about 1340
    ranged = await seek(service, min_rating=1400, max_rating=1600, rated=False)
    text = discord_text(ranged.text, ENGLISH)
    assert "unrated" in text and "rated 1400–1600" in text
    with pytest.raises(NotAllowed, match=r"rated 1400–1600; your Pinch rating is 1662"):
        await service.seeks.accept(BEN, ranged.seek.id, guild_id=GUILD)
    started = await service.seeks.accept(DAN, ranged.seek.id, guild_id=GUILD)  # 1500, unrated
    assert not started.game.rated
    withdrawn = await seek(service)
    with pytest.raises(NotAllowed) as refused:
        await service.seeks.cancel(BEN, withdrawn.seek.id, guild_id=GUILD)
    assert "Only <@101> can withdraw" in discord_text(refused.value.said, ENGLISH)
    closed = await service.seeks.cancel(ANN, withdrawn.seek.id, guild_id=GUILD)
    assert "withdrawn" in discord_text(closed.text, ENGLISH)
    with pytest.raises(Conflict, match="it was withdrawn"):
        await service.seeks.accept(BEN, withdrawn.seek.id, guild_id=GUILD)
    due = await seek(service)
    later(service, hours=49)
    with pytest.raises(Conflict, match="has expired"):
        await service.seeks.accept(BEN, due.seek.id, guild_id=GUILD)
    expired = await service.seeks.expire_due()
    assert [c.challenge.id for c in expired] == [due.seek.id]
    with pytest.raises(ServiceError, match="min_rating .1700. is above max_rating .1600."):
        await seek(service, min_rating=1700, max_rating=1600)
    with pytest.raises(NotAllowed, match="in a server"):
        await service.seeks.post(
            guild_id=None,
            channel_id=2,
            seeker_id=ANN,
            terms=ChallengeTerms(game="pinch", options={}),
        )
    for _ in range(3):
        await seek(service)
    with pytest.raises(NotAllowed, match="already have 3 open challenges"):
        await seek(service)


async def test_two_processes_accepting_one_seek_make_one_game(two: Pair) -> None:
    a, b = two
    for _ in range(4):
        posted = await seek(a)
        results = await asyncio.gather(
            a.seeks.accept(BEN, posted.seek.id, guild_id=GUILD),
            b.seeks.accept(CAT, posted.seek.id, guild_id=GUILD),
            return_exceptions=True,
        )
        kinds = Counter(type(r) for r in results)
        assert kinds == Counter({GameStarted: 1, Conflict: 1}), results
        await a.seeks.cancel(ANN, (await seek(a)).seek.id, guild_id=GUILD)  # keep under 3
    assert await a.ctx.store.count_games() == 4


async def test_two_processes_finishing_games_of_one_player_count_both(two: Pair) -> None:
    """Two rated results sharing a player, written by two processes at once: both count,
    one after the other, and a recompute agrees with what they left."""
    a, b = two
    for _ in range(3):
        await asyncio.gather(played(a, ANN, BEN, ANN), played(b, ANN, CAT, CAT))
    ann = await a.ratings.rating(ANN, "pinch")
    assert ann is not None and ann.games == 6 and ann.seq == 6
    before = [await a.ratings.rating(p, "pinch") for p in (ANN, BEN, CAT)]
    await b.ratings.recompute()
    assert [await a.ratings.rating(p, "pinch") for p in (ANN, BEN, CAT)] == before
