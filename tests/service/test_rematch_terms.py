"""A rematch keeps its game's terms (issue 35, item 10): an unrated game's rematch is
unrated, a rated one's rated, and every challenge says which before anyone accepts."""

from __future__ import annotations

import pytest

from bot.words import say as discord_text
from service import Asked, Service, UserRef
from service.challenges.terms import ChallengeTerms
from service.results import ChallengePosted
from tests.service.conftest import ALICE, BOB
from tests.service.support import new_game
from words import ENGLISH


async def rematch_of(service: Service, *, rated: bool) -> ChallengePosted:
    game = await new_game(service, rated=rated)
    await service.games.resign(Asked(game_id=game, asked_by=ALICE))
    posted = await service.agreements.rematch(Asked(game_id=game, guild_id=1, asked_by=BOB))
    assert isinstance(posted, ChallengePosted)
    return posted


@pytest.mark.parametrize("rated", [False, True])
async def test_a_rematch_is_rated_as_its_game_was_and_says_so(
    service: Service, rated: bool
) -> None:
    posted = await rematch_of(service, rated=rated)
    assert posted.challenge.rated is rated
    terms = "; rated)" if rated else "; unrated)"
    assert terms in discord_text(posted.text, ENGLISH), posted.text
    started = await service.challenges.accept(ALICE, posted.challenge.id)
    assert started.game.rated is rated, "the game is what the challenge said"


@pytest.mark.parametrize("rated", [False, True])
async def test_a_challenge_says_whether_it_is_rated(service: Service, rated: bool) -> None:
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game="pinch", options={"size": 9}, rated=rated),
    )
    text = discord_text(posted.text, ENGLISH)
    assert ("; rated)" if rated else "; unrated)") in text, text
    assert discord_text(await service.challenges.describe(posted.challenge), ENGLISH) in text
