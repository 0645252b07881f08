"""Pinch end to end on a simulated Discord: challenge, thread, moves, errors, the end."""

from __future__ import annotations

import pytest
import simcord

from tests.bot.conftest import World

# T16(a) of the Pinch spec on 9×9: seat 0 connects e1–e9 on ply 17.
WINNING_LINE = "e1 a1 e2 a2 e3 a3 e4 a4 e5 a5 e6 a6 e7 a7 e8 a8 e9".split()


async def start_game(world: World, first: str = "challenger", size: int = 9):
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", size=size, first=first
    )
    assert not posted.ephemeral
    assert "challenges" in posted.response.content and "Pinch" in posted.response.content
    clicked = await world.bob.click(posted.response, label="Accept")
    assert clicked.ephemeral
    return posted, world.thread("Pinch #1")


async def test_full_game_from_challenge_to_win(world: World):
    posted, thread = await start_game(world)
    assert thread.name == "Pinch #1 · alice vs bob"
    opening = thread.history()[0]
    assert f"<@{world.alice.id}>, you move first" in opening.content
    assert opening.attachments[0].filename.endswith(".png")
    assert (await opening.attachments[0].read()).startswith(b"\x89PNG")
    challenge_message = world.lobby.history()[0]
    assert "accepted" in challenge_message.content and not challenge_message.components

    players = [world.alice, world.bob]
    for ply, move in enumerate(WINNING_LINE):
        result = await players[ply % 2].slash(thread, "move", notation=move)
        assert not result.ephemeral, result.response.content
    last = thread.history()[-1]
    assert last.content.startswith("alice played e9")
    assert "alice wins game #1" in last.content and "ranks 1 and 9" in last.content
    assert last.attachments and thread._channel.thread_metadata.archived is True

    record = await world.alice.slash(world.lobby, "history", game=1)
    text = (await record.response.attachments[0].read()).decode()
    assert "game: pinch\nsize: 9\n\ne1\na1\n" in text and text.rstrip().endswith("e9")


async def test_move_summary_names_conversions_and_next_player(world: World):
    _, thread = await start_game(world)
    for player, move in [(world.alice, "e6"), (world.bob, "e5")]:
        await player.slash(thread, "move", notation=move)
    result = await world.alice.slash(thread, "move", notation="F5")
    assert result.response.content == f"alice played f5, converting e5 — <@{world.bob.id}> to move."


async def test_swap_as_second_move(world: World):
    _, thread = await start_game(world)
    await world.alice.slash(thread, "move", notation="e5")
    result = await world.bob.slash(thread, "move", notation="swap")
    assert (
        result.response.content == f"bob played swap, taking Black — <@{world.alice.id}> to move."
    )


@pytest.mark.parametrize(
    "actor, notation, expected",
    [
        ("bob", "e5", "It is <@{alice}>'s turn in game #1."),
        ("alice", "z99", "z99 is not on the 9×9 board"),
        ("alice", "e", "Not a Pinch move: 'e' — moves look like e5 or swap."),
        ("alice", "swap", "swap is only possible as the second move of the game."),
        ("carol", "e5", "You are not playing in game #1."),
        ("alice", "resign 1", "'resign' is not a move; use /resign for that."),
    ],
)
async def test_wrong_moves_get_private_specific_errors(world: World, actor, notation, expected):
    _, thread = await start_game(world)
    before = len(thread.history())
    result = await getattr(world, actor).slash(thread, "move", notation=notation)
    expected = expected.format(alice=world.alice.id)  # a player is named by their mention
    assert result.ephemeral and expected in result.response.content
    assert len(thread.history()) == before  # nothing public, nothing played


async def test_occupied_point_and_ply_guard(world: World):
    _, thread = await start_game(world)
    await world.alice.slash(thread, "move", notation="e5", ply=0)
    result = await world.bob.slash(thread, "move", notation="e5")
    assert result.ephemeral and result.response.content == "e5 is already occupied."
    stale = await world.bob.slash(thread, "move", notation="d4", ply=0)
    assert stale.ephemeral and "is at ply 1 now" in stale.response.content
    ok = await world.bob.slash(thread, "move", notation="d4", ply=1)
    assert not ok.ephemeral


async def test_move_outside_the_thread_needs_the_game_number_unless_one_game_waits(
    world: World,
):
    await start_game(world)
    played = await world.alice.slash(world.lobby, "move", notation="e5")  # the one waiting
    assert played.ephemeral and played.response.content.startswith("Played in <#")
    lost = await world.alice.slash(world.lobby, "move", notation="d4")
    assert lost.ephemeral and "no game in this server is waiting" in lost.response.content
    named = await world.bob.slash(world.lobby, "move", notation="d4", game=1)
    assert named.ephemeral and named.response.content.startswith("Played in <#")


async def test_autocomplete_lists_matching_legal_moves(world: World):
    _, thread = await start_game(world)
    await world.alice.slash(thread, "move", notation="e5")
    choices = await world.bob.autocomplete(thread, "move", "notation", "")
    assert len(choices) == 25 and choices[0]["value"] == "swap"
    typed = await world.bob.autocomplete(thread, "move", "notation", "e")
    values = [c["value"] for c in typed]
    assert values == ["e1", "e2", "e3", "e4", "e6", "e7", "e8", "e9"]
    assert await world.alice.autocomplete(thread, "move", "notation", "") == []


async def test_challenge_refusals(world: World):
    selfish = await world.alice.slash(world.lobby, "challenge", opponent=world.alice, game="pinch")
    assert selfish.ephemeral and "cannot challenge yourself" in selfish.response.content
    robot = world.guild.add_member(world.env.create_user("robot", bot=True))
    botty = await world.alice.slash(world.lobby, "challenge", opponent=robot, game="pinch")
    assert botty.ephemeral and "Other bots cannot play" in botty.response.content
    bad = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", size=10
    )
    assert bad.ephemeral and "size must be one of 9, 11, 13" in bad.response.content


async def test_only_the_challenged_user_accepts(world: World):
    posted = await world.alice.slash(world.lobby, "challenge", opponent=world.bob, game="pinch")
    for actor in (world.alice, world.carol):
        refused = await actor.click(posted.response, label="Accept")
        assert (
            refused.ephemeral and f"Only <@{world.bob.id}> can accept" in refused.response.content
        )
    assert world.lobby.threads == []


async def test_decline_and_keyboard_accept(world: World):
    first = await world.alice.slash(world.lobby, "challenge", opponent=world.bob, game="pinch")
    declined = await world.bob.slash(world.lobby, "decline")
    assert declined.ephemeral and "#1 is closed" in declined.response.content
    assert "declined" in first.response.message.content
    await world.alice.slash(world.lobby, "challenge", opponent=world.bob, game="pinch")
    await world.carol.slash(world.lobby, "challenge", opponent=world.bob, game="pinch")
    ambiguous = await world.bob.slash(world.lobby, "accept")
    assert (
        ambiguous.ephemeral and "several pending challenges (#3, #2)" in ambiguous.response.content
    )
    accepted = await world.bob.slash(world.lobby, "accept", challenge=2)
    assert "game #1 is on" in accepted.response.content
    again = await world.bob.slash(world.lobby, "accept", challenge=2)
    assert again.ephemeral and "already accepted" in again.response.content


async def test_challenge_expires(world: World):
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", expires=1
    )
    await world.env.advance_time(3000)
    assert posted.response.message.components  # still open after 50 minutes
    await world.env.advance_time(900)
    expired = posted.response.message
    assert "expired unanswered" in expired.content and not expired.components
    typed = await world.bob.slash(world.lobby, "accept", challenge=1)
    assert typed.ephemeral and "already expired" in typed.response.content


async def test_expired_challenge_is_refused_before_the_sweep(world: World):
    await world.env.advance_time(100)  # sweeps run at 5-minute marks: 3600 s, 3900 s…
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", expires=1
    )
    await world.env.advance_time(3650)  # expired at 3700 s, next sweep at 3900 s
    late = await world.bob.click(posted.response, label="Accept")
    assert late.ephemeral and "has expired" in late.response.content
    assert world.lobby.threads == []


async def test_board_games_and_resign(world: World):
    _, thread = await start_game(world)
    await world.alice.slash(thread, "move", notation="e5")
    board = await world.carol.slash(thread, "board")
    assert not board.ephemeral and "ply 1" in board.response.content
    assert board.response.attachments[0].filename == "pinch-1-1.png"

    listing = await world.bob.slash(world.lobby, "games")
    assert listing.ephemeral and "[#1](https://discord.com/channels/" in listing.response.content
    assert ") Pinch vs" in listing.response.content
    assert "**your move**" in listing.response.content

    confirm = await world.bob.slash(thread, "resign")
    assert confirm.ephemeral and "Really resign game #1?" in confirm.response.content
    done = await world.bob.click(confirm.response, label="Resign")
    assert done.response.content == "You resigned game #1."
    assert "bob resigned" in thread.history()[-1].content
    assert "alice wins game #1" in thread.history()[-1].content
    after = await world.alice.slash(thread, "move", notation="d4")
    assert after.ephemeral and "Game #1 is over" in after.response.content


async def test_everything_survives_a_restart(world: World):
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", first="challenger", size=9
    )
    await world.restart()
    clicked = await world.bob.click(posted.response, label="Accept")
    assert clicked.ephemeral
    thread = world.thread("Pinch #1")
    await world.alice.slash(thread, "move", notation="e5")
    await world.restart()
    result = await world.bob.slash(thread, "move", notation="d4")
    assert result.response.content == f"bob played d4 — <@{world.alice.id}> to move."
    confirm = await world.alice.slash(thread, "resign")
    await world.restart()
    done = await world.alice.click(confirm.response, label="Resign")
    assert done.response.content == "You resigned game #1."


async def test_stale_resign_button_is_refused(world: World):
    _, thread = await start_game(world)
    confirm = await world.alice.slash(thread, "resign")
    await world.alice.slash(thread, "move", notation="e5")
    late = await world.alice.click(confirm.response, label="Resign")
    assert late.ephemeral and "is at ply 1 now" in late.response.content


@pytest.mark.simcord(settle_timeout=10)
async def test_unexpected_errors_get_an_apology(world: World, monkeypatch):
    async def broken(*args, **kwargs):
        raise RuntimeError("database on fire")

    monkeypatch.setattr(world.env.bot.service.games, "games_of", broken)
    result = await world.alice.slash(world.lobby, "games")
    assert result.ephemeral and "Sorry, something went wrong" in result.response.content
    simcord.assert_error(world.env, RuntimeError, contains="database on fire")
