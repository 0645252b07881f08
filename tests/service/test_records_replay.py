"""/replay's decisions (issue 21.2): which positions become frames, and how a replay
too big for Discord's upload limit is cut down, saying so; and the positions /review
steps through, refused outside the game's plies."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.cogs.review import UPLOAD_LIMIT
from bot.words import DISCORD
from service import Asked, NotFound, Service
from service.reviews.film import MAX_FRAMES, every_nth, plies_to_draw, size_text
from tests.service.conftest import ALICE, BOB
from tests.service.support import new_game
from words import ENGLISH, Speech, Verbatim, msg

OPENING = ["e5", "d4", "c3", "b2", "a1", "e4"]


def english(speech: Speech) -> str:
    return DISCORD.render(speech, ENGLISH)


def test_every_position_up_to_the_cap_then_every_nth_with_both_ends():
    assert plies_to_draw(0) == ([0], 1)
    assert plies_to_draw(40) == (list(range(41)), 1)
    chosen, step = plies_to_draw(2 * MAX_FRAMES + 10)
    assert step == 3 and chosen[0] == 0 and chosen[-1] == 2 * MAX_FRAMES + 10
    assert len(chosen) <= MAX_FRAMES + 1
    assert every_nth(7, 3) == [0, 3, 6] and every_nth(8, 3) == [0, 3, 6, 7]
    ordinals = [
        english(msg("lookups-replay-every-limit", every=n, size=Verbatim("8 MB"))).split()[1]
        for n in (2, 3, 4, 11, 12, 21, 22, 113)
    ]
    assert ordinals == [
        "2nd",
        "3rd",
        "4th",
        "11th",
        "12th",
        "21st",
        "22nd",
        "113th",
    ]
    assert UPLOAD_LIMIT == 8 * 1024 * 1024


async def test_a_replay_too_big_for_the_limit_shows_fewer_positions_and_says_so(
    service: Service,
):
    game_id = await new_game(service)
    for ply, move in enumerate(OPENING):
        await service.games.move(Asked(game_id=game_id, asked_by=(ALICE, BOB)[ply % 2]), move)
    plan = await service.reviews.replay_plan(Asked(game_id=game_id, guild_id=1))
    whole = await service.reviews.replay(plan, limit=UPLOAD_LIMIT)
    assert english(whole.text) == (
        f"Replay of **Pinch #{game_id} · alice vs bob**: 7 positions, ply 0 to 6, so far."
    )
    assert Image.open(io.BytesIO(whole.gif)).n_frames == 7 and not whole.private

    cut = await service.reviews.replay(plan, limit=len(whole.gif) * 3 // 4)
    frames = Image.open(io.BytesIO(cut.gif)).n_frames
    assert frames < 7 and len(cut.gif) <= len(whole.gif) * 3 // 4
    assert f"{frames} positions, ply 0 to 6, so far (every 2nd position shown" in english(cut.text)
    assert english(cut.text).endswith(
        f"to fit the {size_text(len(whole.gif) * 3 // 4)} upload limit)."
    )
    assert (size_text(8 * 2**20), size_text(25 * 2**20), size_text(3000)) == (
        "8 MB",
        "25 MB",
        "3 KB",
    )


async def test_positions_outside_the_game_and_games_elsewhere_are_refused(service: Service):
    game_id = await new_game(service)
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")
    first = await service.reviews.review(Asked(game_id=game_id, guild_id=1), 0)
    assert (first.ply, first.plies, first.private) == (0, 1, False)
    assert english(first.text).endswith("ply 0 of 1, running: The start position.")
    latest = await service.reviews.review(Asked(game_id=game_id, guild_id=1), None)
    assert english(latest.text).endswith("ply 1 of 1, running: alice played e5.")
    with pytest.raises(NotFound, match=rf"^Game #{game_id} has 1 ply; ply must be 0-1\.$"):
        await service.reviews.board_at(Asked(game_id=game_id, guild_id=1), 2)
    with pytest.raises(NotFound, match=rf"^There is no game #{game_id}\.$"):
        await service.reviews.review(Asked(game_id=game_id, guild_id=2), 0)
    with pytest.raises(NotFound, match="only show games you play in"):
        await service.reviews.replay_plan(Asked(game_id=game_id, asked_by=33))
    fresh = await new_game(service)
    with pytest.raises(NotFound, match=rf"^Game #{fresh} has no moves yet; ply must be 0\.$"):
        await service.reviews.board_at(Asked(game_id=fresh, guild_id=1), 1)
