"""Issue 20 on a simulated Discord: an open challenge taken by the first click, a rated
game to its end, then the profile, the leaderboard with its pages and the finished
games with theirs."""

from __future__ import annotations

from tests.bot.conftest import World


async def test_open_challenge_rated_game_profile_leaderboard_and_finished(world: World):
    posted = await world.alice.slash(world.lobby, "challenge", game="pinch", size=9)
    assert not posted.ephemeral
    text = posted.response.content
    assert text.startswith("**Open challenge #1**: <@") and "rated" in text
    own = await world.alice.click(posted.response, label="Accept")
    assert own.ephemeral and "is your own" in own.response.content
    listed = await world.carol.slash(world.lobby, "seeks")
    assert listed.ephemeral and "**#1** Pinch by <@" in listed.response.content
    taken = await world.bob.click(posted.response, label="Accept")
    assert taken.ephemeral and "game #1 is on" in taken.response.content
    late = await world.carol.slash(world.lobby, "accept", seek=1)
    assert late.ephemeral and f"<@{world.bob.id}> accepted it first" in late.response.content
    closed = world.lobby.history()[0]
    assert "~~Open challenge #1~~ accepted by" in closed.content and not closed.components

    thread = world.thread("Pinch #1")
    game = await world.env.bot.service.ctx.store.get_game(1)
    seated = {world.alice.id: world.alice, world.bob.id: world.bob}
    first, second = (seated[player] for player in game.players)
    await first.slash(thread, "move", notation="e5")
    await second.slash(thread, "move", notation="a1")
    confirm = await second.slash(thread, "resign")
    await second.click(confirm.response, label="Resign")

    profile = await world.carol.slash(world.lobby, "profile", user=first)
    [embed] = profile.response.embeds
    assert profile.ephemeral and "Pinch: 1662? ±290 (1 rated)" in embed.description
    assert "Pinch: 1–0–0" in embed.description and "**Streak**: 1 win" in embed.description
    assert "won (resignation)" in embed.description

    board = await world.carol.slash(world.lobby, "leaderboard", game="pinch")
    [embed] = board.response.embeds
    assert not board.ephemeral and embed.title == "Pinch leaderboard — this server"
    assert embed.description.startswith(f"**1.** <@{first.id}> 1662?")
    assert f"**2.** <@{second.id}> 1338?" in embed.description
    [row] = board.response.components
    assert [(b["label"], b.get("disabled")) for b in row["components"]] == [
        ("◀ Previous", True),
        ("Next ▶", True),
    ]

    finished = await world.carol.slash(world.lobby, "games", finished=True)
    [embed] = finished.response.embeds
    assert finished.ephemeral and embed.title == "This server's finished games"
    assert embed.description.startswith("#1 Pinch") and "`/history game:1`" in embed.description
