"""Ratings (issue 20.1): counted with the result in its transaction, only for rated games
both players really played, shown in profiles and leaderboards, and a recompute from
the stored results gives exactly the numbers the results gave one by one."""

from __future__ import annotations

import glicko2
import pytest

from bot.cogs.community import profile_text
from bot.words import DISCORD
from rules.base import GameEntry
from service import Asked, Service, ServiceError
from service.kit.paging import Page
from service.ratings.desk import Profile
from tests.service.community_support import GUILD, both_move, played, started
from tests.service.support import later
from words import ENGLISH


def text_of(shown: Profile | Page) -> str:
    """A profile or a page in English on Discord."""
    if isinstance(shown, Profile):
        return profile_text(shown, ENGLISH)
    assert not isinstance(shown.text, str)
    return DISCORD.render(shown.text, ENGLISH)


def title_of(shown: Page) -> str:
    assert not isinstance(shown.title, str)
    return DISCORD.render(shown.title, ENGLISH)


ANN, BEN, CAT, DAN = 101, 102, 103, 104


async def test_a_rated_result_moves_both_ratings_as_glicko2_says(service: Service) -> None:
    game = await played(service, ANN, BEN, ANN)
    assert game.rated and game.termination == "resignation"
    ann = await service.ratings.rating(ANN, "pinch")
    ben = await service.ratings.rating(BEN, "Pinch")  # a game's name in any case
    assert ann is not None and ben is not None
    expected = glicko2.Player()
    expected.update_player([1500], [350], [1])
    assert ann.rating == pytest.approx(expected.rating, abs=1e-9)
    assert ann.deviation == pytest.approx(expected.rd, abs=1e-9)
    assert ben.rating == pytest.approx(3000 - expected.rating, abs=1e-6)
    assert (ann.games, ann.provisional, ben.games) == (1, True, 1)


async def test_a_rated_record_names_the_ratings_its_result_met_and_a_recompute_keeps_them(
    service: Service,
) -> None:
    """The record's rating tags are the ratings as they stood when the result counted,
    kept with the game (not today's ratings); a recompute writes the same ones."""
    first = await played(service, ANN, BEN, ANN)
    second = await played(service, ANN, BEN, BEN)
    unrated = await played(service, ANN, BEN, ANN, rated=False)
    ann = await service.ratings.rating(ANN, "pinch")
    assert ann is not None and round(ann.rating) != 1500
    kept = [(await service.ctx.store.get_game(g.id)).ratings for g in (first, second, unrated)]
    after_first = glicko2.Player()
    after_first.update_player([1500], [350], [1])
    assert kept[0] == (1500, 1500)
    assert kept[1] == (round(after_first.rating), round(3000 - after_first.rating))
    assert kept[2] is None
    record = await service.records.book.history(await service.ctx.store.get_game(second.id))
    assert f'# [Seat0Rating "{kept[1][0]}"]' in record.record
    assert f'# [Seat1Rating "{kept[1][1]}"]' in record.record
    unrated_record = await service.records.book.history(unrated)
    assert "Rating" not in unrated_record.record
    assert await service.ratings.recompute() == 2
    again = [(await service.ctx.store.get_game(g.id)).ratings for g in (first, second, unrated)]
    assert again == kept


async def test_unrated_aborted_and_unplayed_games_count_for_nobody(service: Service) -> None:
    await played(service, ANN, BEN, ANN, rated=False)
    aborted = await started(service, ANN, BEN)
    await both_move(service, aborted)
    current = await service.ctx.store.get_game(aborted.id)
    await service.games.agreed(current, GameEntry("abort"), None, current.ply)
    unplayed = await started(service, ANN, BEN)  # resigned before either side moved
    await service.games.resign(Asked(game_id=unplayed.id, guild_id=GUILD, asked_by=BEN))
    assert await service.ratings.rating(ANN, "pinch") is None
    assert (await service.ctx.store.get_game(unplayed.id)).winner == 0  # a result all the same
    profile = await service.ratings.profile(ANN, Asked(asked_by=ANN, guild_id=GUILD))
    assert "None yet: play a rated game." in text_of(profile)
    assert "Pinch: 2–0–0" in text_of(profile)  # the record counts them; aborted left out


async def test_recompute_gives_the_numbers_of_the_incremental_path(service: Service) -> None:
    results = [(ANN, BEN, ANN), (CAT, ANN, None), (BEN, CAT, CAT), (DAN, ANN, DAN)]
    results += [(ANN, BEN, BEN), (CAT, DAN, CAT), (BEN, DAN, None)]
    for first, second, winner in results:
        await played(service, first, second, winner)
        later(service, hours=1)
    await played(service, ANN, CAT, ANN, guild_id=7)  # another server's result counts too
    players = (ANN, BEN, CAT, DAN)
    incremental = [await service.ratings.rating(p, "pinch") for p in players]
    assert await service.ratings.recompute() == 4
    recomputed = [await service.ratings.rating(p, "pinch") for p in players]
    assert recomputed == incremental  # every float, every count, every seq the same
    board = await service.ratings.leaderboard("pinch", guild_id=7, scope="server")
    assert text_of(board).count("<@") == 2  # only those with a rated result in that server


async def test_profile_shows_ratings_record_streak_and_latest_games(service: Service) -> None:
    for winner in (BEN, ANN, ANN):
        await played(service, ANN, BEN, winner)
    await played(service, ANN, CAT, None, guild_id=9)  # elsewhere: counted, not listed here
    profile = await service.ratings.profile(ANN, Asked(asked_by=BEN, guild_id=GUILD))
    text = text_of(profile)
    assert text.startswith(f"**Profile of <@{ANN}>**\n")
    assert "Pinch: " in text and "? ±" in text and "(4 rated)" in text
    assert "Pinch: 2–1–1" in text
    assert "**Streak**: 1 draw" in text
    latest = text.split("**Latest games**")[1]
    assert latest.count("won (resignation)") == 3 and "drawn" not in latest
    assert f"<@{ANN}> won (resignation)" in latest and "/history game:" in latest
    dm = await service.ratings.profile(ANN, Asked(asked_by=CAT, guild_id=None))
    assert text_of(dm).split("**Latest games**")[1].count("/history game:") == 1  # shared only


async def test_leaderboard_pages_established_first(service: Service) -> None:
    for number in range(8):  # ann and ben, trading wins, are established after eight
        await played(service, ANN, BEN, (ANN, BEN)[number % 2])
    await played(service, CAT, DAN, CAT)
    ann, ben = [await service.ratings.rating(p, "pinch") for p in (ANN, BEN)]
    assert ann is not None and ben is not None and not ann.provisional and not ben.provisional
    best, second = sorted((ann, ben), key=lambda r: -r.rating)
    first = await service.ratings.leaderboard("pinch", guild_id=GUILD, scope="all")
    lines = text_of(first).splitlines()
    assert lines[0].startswith(f"**1.** <@{best.user_id}> {round(best.rating)} ±")
    assert lines[1].startswith(f"**2.** <@{second.user_id}>") and "?" not in lines[1]
    assert lines[2].startswith(f"**3.** <@{CAT}>") and "? ±" in lines[2]  # provisional, higher
    assert not first.has_next and not first.has_previous
    assert "all servers" in title_of(first)
    past = await service.ratings.leaderboard("pinch", guild_id=GUILD, page=2)
    assert text_of(past).startswith("Nobody yet")
    with pytest.raises(ServiceError, match="scope must be server or all"):
        await service.ratings.leaderboard("pinch", guild_id=GUILD, scope="world")
    with pytest.raises(ServiceError, match="page must be between 1 and 1000"):
        await service.ratings.leaderboard("pinch", guild_id=GUILD, page=0)
