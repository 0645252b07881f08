"""Plateau on a simulated Discord: private moves, private views by DM or `/hand`, no leaks."""

from __future__ import annotations

import random

from rules import GAMES
from rules.replay import Replay
from service.boards.scenes.plateau import render_plateau
from storage.models import UserSettings
from tests.bot.conftest import World
from tests.service.test_plateau_privacy import leaks

PLATEAU = GAMES["plateau"]
TITLE = "Plateau #1 · alice vs bob"
NAMES = ("alice", "bob")


async def position(world: World) -> Replay:
    moves = await world.env.bot.service.ctx.store.moves(1)
    return Replay.of(PLATEAU, {}, [m.notation for m in moves])


def hidden_moves(replay: Replay, seat: int) -> set[str]:
    return {
        str(p.move)
        for p in replay.history
        if p.mover == seat and PLATEAU.names_hidden_piece(p.move)
    }


async def start(world: World):
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="plateau", first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    return world.thread("Plateau #1")


async def test_a_game_with_private_moves_and_dms_for_the_private_openings(world: World):
    thread = await start(world)
    assert "only you see the reply" in thread.history()[0].content
    [welcome] = world.alice.user.dm_channel.history()  # she must open, privately
    assert "Your hand (12): A T RM BM R R B B M M M M" in welcome.content
    assert not world.bob.user.dm_channel.history(), "bob opens second: nothing yet"

    opening = await world.alice.slash(thread, "move", notation="open a1 xx rb")
    assert opening.ephemeral and "open a1 xx rb" in opening.response.content
    post = thread.history()[-1]
    assert "open a1 ?? r?" in post.content and "xx rb" not in post.content
    replay = await position(world)
    assert await post.attachments[0].read() == render_plateau(
        PLATEAU.view(replay.state, None), title=TITLE, names=NAMES
    )
    assert len(world.alice.user.dm_channel.history()) == 1, "her view is one /hand away"
    mine = await world.alice.slash(thread, "hand")
    assert "open a1 xx rb" in mine.response.content and "Your hand (10)" in mine.response.content
    bob_dm = world.bob.user.dm_channel.history()[-1]
    assert "open a1 ?? r?" in bob_dm.content and "xx rb" not in bob_dm.content
    assert await bob_dm.attachments[0].read() == render_plateau(
        PLATEAU.view(replay.state, 1), title=TITLE, names=NAMES
    )

    rejected = await world.bob.slash(thread, "move", notation="open a1 bb ox")
    assert rejected.ephemeral and "a1" in rejected.response.content
    assert len(thread.history()) == 2, "a refused move leaves nothing in the thread"

    hand = await world.bob.slash(thread, "hand")
    assert hand.ephemeral and "Your hand (12)" in hand.response.content
    spectator = await world.carol.slash(thread, "hand")
    assert spectator.ephemeral and "not playing" in spectator.response.content

    rng = random.Random(5)
    players = (world.alice, world.bob)
    for _ in range(400):
        replay = await position(world)
        if replay.outcome is not None:
            break
        seat = replay.to_move
        move = str(rng.choice(replay.legal_moves()))
        sent = [len(player.user.dm_channel.history()) for player in players]
        result = await players[seat].slash(thread, "move", notation=move)
        assert result.ephemeral, result.response.content
        replay = await position(world)
        if replay.outcome is None:
            secrets = hidden_moves(replay, 0) | hidden_moves(replay, 1)
            for message in thread.history()[-2:]:
                assert not leaks(message.content, secrets), message.content
            for seat_, player in enumerate(players):
                dm = player.user.dm_channel.history()[-1].content
                theirs = hidden_moves(replay, 1 - seat_) - hidden_moves(replay, seat_)
                assert not leaks(dm, theirs), dm
            if replay.to_move in (0, 1):  # the one to move has their view by DM or /hand
                waiting = players[replay.to_move]
                dmed = len(waiting.user.dm_channel.history()) > sent[replay.to_move]
                pointer = f"<@{waiting.id}>, your hand and hidden faces are one `/hand` away"
                assert dmed or pointer in thread.history()[-1].content
    else:
        confirm = await world.alice.slash(thread, "resign")
        await world.alice.click(confirm.response, label="Resign")
    replay = await position(world)
    history = await world.carol.slash(thread, "history")
    record = (await history.response.attachments[0].read()).decode()
    if replay.outcome is not None:
        assert all(str(p.move) in record for p in replay.history), "the end reveals everything"


async def test_closed_dms_fall_back_to_hand_and_are_said_once(world: World):
    world.env.inject_error(
        "POST",
        f"/channels/{world.bob.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    store = world.env.bot.service.ctx.store
    await store.put_user_settings(UserSettings(world.alice.id, notify="dm"))
    await store.put_user_settings(UserSettings(world.bob.id, notify="dm"))
    thread = await start(world)
    assert not [m for m in thread.history() if "could not DM you" in m.content]
    await world.alice.slash(thread, "move", notation="open a1 xx rb")
    notices = [m for m in thread.history() if "could not DM you" in m.content]
    assert len(notices) == 1 and f"<@{world.bob.id}>" in notices[0].content
    await world.bob.slash(thread, "move", notation="open d4 bb ox")
    await world.alice.slash(thread, "move", notation="on xx b1")
    notices = [m for m in thread.history() if "could not DM you" in m.content]
    assert len(notices) == 1, "the thread is told once, not after every move"
    assert "your DMs are closed" in thread.history()[-1].content, "then only pinged"
    assert "Your hand (10)" in world.alice.user.dm_channel.history()[-1].content
    hand = await world.bob.slash(thread, "hand")
    assert hand.ephemeral and "Your hand (10)" in hand.response.content
    assert "bb ox" not in "".join(m.content for m in thread.history())


async def test_moves_by_dm_and_the_exchange_buttons(world: World):
    thread = await start(world)
    await world.alice.user.send_dm("open a1 xx rb")
    reply = world.alice.user.dm_channel.history()
    assert any(m.content == "Played `open a1 xx rb` in game #1." for m in reply)
    assert "open a1 ?? r?" in thread.history()[-1].content
    await world.bob.user.send_dm("#1 open a3 xx rr")
    await world.alice.slash(thread, "move", notation="m a1 a3")  # captures both White pieces
    await world.bob.slash(thread, "move", notation="on rr a4")
    await world.alice.slash(thread, "move", notation="on xx d1")
    await world.bob.slash(thread, "move", notation="m a4 a3")  # takes Black's Ace
    tender = await world.alice.slash(thread, "move", notation="x M")
    assert tender.ephemeral
    post = thread.history()[-1]
    assert "x M" in post.content and "may `decline`" in post.content
    wrong = await world.alice.click(post, label="decline")
    assert wrong.ephemeral and "turn" in wrong.response.content
    await world.bob.click(post, label="decline")
    post = thread.history()[-1]
    assert "declined" in post.content and "`withdraw`" in post.content
    await world.alice.click(post, label="withdraw")
    replay = await position(world)
    assert [str(p.move) for p in replay.history][-3:] == ["x M", "decline", "withdraw"]
    assert PLATEAU.view(replay.state, None).phase == "play" and replay.to_move == 0

    await world.bob.user.send_dm("on xx b2")
    assert "No game is waiting for your move" in world.bob.user.dm_channel.history()[-1].content


async def test_a_resignation_is_announced_with_the_final_board_and_closes_the_thread(
    world: World,
):
    thread = await start(world)
    await world.alice.slash(thread, "move", notation="open a1 xx rb")
    await world.bob.slash(thread, "move", notation="open d4 bb ox")
    confirm = await world.alice.slash(thread, "resign")
    clicked = await world.alice.click(confirm.response, label="Resign")
    answers = [clicked.response, *clicked.followups]
    assert not any("Sorry" in m.content for m in answers if m is not None), answers
    assert clicked.response.content == "You resigned game #1."
    post = thread.history()[-1]
    assert "alice resigned" in post.content and "bob wins game #1" in post.content
    replay = await position(world)
    assert replay.outcome is not None and replay.outcome.winner == 1
    final = replay.view(None)
    assert final.outcome == replay.outcome and final.to_move is None
    assert await post.attachments[0].read() == render_plateau(final, title=TITLE, names=NAMES)
    assert thread._channel.thread_metadata.archived is True
    for player in (world.alice, world.bob):  # the final board shows everything: no DM
        assert len(player.user.dm_channel.history()) == 1, "only their opening's DM"
