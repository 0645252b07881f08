"""Confirm before sending (issue 19, item 6) on a simulated Discord: with
`/settings confirm:true`, `/move` shows the board after the move privately with Confirm /
Cancel, and nothing is played until Confirm."""

from __future__ import annotations

import asyncio
from typing import Any

from bot.admission import Admission, AdmissionLimits
from tests.bot.conftest import World
from tests.bot.test_fewer_keystrokes import links, pinch


def labels(message: Any) -> list[str]:
    return [button.get("label") for row in message.components for button in row["components"]]


async def logged(world: World, game_id: int = 1) -> list[str]:
    return [m.notation for m in await world.env.bot.service.ctx.store.moves(game_id)]


async def confirming(world: World, *players: Any) -> None:
    for player in players:
        said = await player.slash(world.lobby, "settings", confirm=True)
        assert said.ephemeral and "**confirm: on**" in said.response.content


async def test_a_preview_is_private_and_plays_nothing_until_confirmed(world: World):
    thread = await pinch(world, 1)
    await confirming(world, world.alice)
    before = len(thread.history())

    preview = await world.alice.slash(thread, "move", notation="e5")

    assert preview.ephemeral
    assert "preview, not played yet: you would play e5." in preview.response.content
    assert preview.response.attachments[0].filename == "pinch-1-0-preview.png"
    assert labels(preview.response) == ["Confirm", "Cancel"]
    assert len(thread.history()) == before and await logged(world) == []

    confirmed = await world.alice.click(preview.response, label="Confirm")

    assert await logged(world) == ["e5"]
    post = thread.history()[-1]
    assert post.content.startswith(f"alice played e5 — <@{world.bob.id}> to move.")
    assert post.attachments, "the public post is the usual one"
    answer = confirmed.response
    assert answer.ephemeral and answer.id == preview.response.id, "the preview became the answer"
    assert answer.content == f"Played in <#{thread.id}>.\nNo other game waits for your move."
    assert answer.components == [] and answer.attachments == []


async def test_cancel_plays_nothing(world: World):
    thread = await pinch(world, 1)
    await confirming(world, world.alice)
    preview = await world.alice.slash(thread, "move", notation="e5")
    cancelled = await world.alice.click(preview.response, label="Cancel")
    assert cancelled.response.content == "Cancelled: nothing was played in game #1."
    assert cancelled.response.components == [] and cancelled.response.attachments == []
    assert await logged(world) == [] and len(thread.history()) == 1
    played = await world.alice.slash(thread, "move", notation="d4")
    await world.alice.click(played.response, label="Confirm")
    assert await logged(world) == ["d4"]


async def test_a_stale_confirm_is_refused(world: World):
    thread = await pinch(world, 1)
    await confirming(world, world.alice)
    older = await world.alice.slash(thread, "move", notation="e5")
    newer = await world.alice.slash(thread, "move", notation="d4")
    await world.alice.click(newer.response, label="Confirm")
    await world.bob.slash(thread, "move", notation="c3")  # bob confirms nothing: played at once
    assert await logged(world) == ["d4", "c3"]

    stale = await world.alice.click(older.response, label="Confirm")

    [refusal] = stale.followups
    assert refusal.ephemeral
    assert "meant for ply 0, but game #1 is at ply 2 now" in refusal.content
    assert "Nothing was played" in refusal.content
    assert await logged(world) == ["d4", "c3"]
    assert labels(older.response) == ["Confirm", "Cancel"], "the old preview is left as it was"


async def test_a_confirmed_move_points_to_the_next_game(world: World):
    first = await pinch(world, 1)
    second = await pinch(world, 2, world.carol)
    await confirming(world, world.alice)
    preview = await world.alice.slash(first, "move", notation="e5")
    confirmed = await world.alice.click(preview.response, label="Confirm")
    assert confirmed.response.content.endswith("Your move in Pinch #2 too.")
    url = f"https://discord.com/channels/{world.guild.id}/{second.id}"
    assert links(confirmed.response) == [("Next game: Pinch #2", url)]


async def test_confirm_off_plays_at_once_as_before(world: World):
    thread = await pinch(world, 1)
    await confirming(world, world.alice)
    off = await world.alice.slash(world.lobby, "settings", confirm=False)
    assert "**confirm: off**" in off.response.content
    played = await world.alice.slash(thread, "move", notation="e5")
    assert not played.ephemeral and played.response.content.startswith("alice played e5")
    assert await logged(world) == ["e5"]


async def test_a_plateau_preview_shows_the_mover_their_hidden_faces_only_privately(world: World):
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="plateau", first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Plateau #1")
    await confirming(world, world.alice)
    preview = await world.alice.slash(thread, "move", notation="open a1 xx rb")
    assert preview.ephemeral and "open a1 xx rb" in preview.response.content
    assert "xx rb" not in "".join(m.content for m in thread.history())
    confirmed = await world.alice.click(preview.response, label="Confirm")
    assert confirmed.response.content.startswith("Played `open a1 xx rb` in game #1.")
    assert "open a1 ?? r?" in thread.history()[-1].content
    assert await logged(world) == ["open a1 xx rb"]


async def test_a_busy_process_sends_the_preview_in_its_follow_up(world: World):
    thread = await pinch(world, 1)
    await confirming(world, world.alice)
    door = world.env.bot.admission = Admission(AdmissionLimits(running=1, waiting=1, grace=5))
    gate = asyncio.Event()

    async def held() -> str:
        await gate.wait()
        return "played"

    in_hand = asyncio.ensure_future(door.admit(held))
    await asyncio.sleep(0)
    admit = door.admit

    async def freeing_once_acknowledged(work: Any, acknowledge: Any = None, **age: Any) -> Any:
        async def acknowledged() -> None:
            await acknowledge()
            gate.set()

        return await admit(work, acknowledged if acknowledge else None, **age)

    door.admit = freeing_once_acknowledged  # type: ignore[method-assign]
    preview = await world.alice.slash(thread, "move", notation="e5")
    assert await in_hand == "played"
    assert preview.ephemeral and "preview, not played yet" in preview.response.content
    assert labels(preview.response) == ["Confirm", "Cancel"]
    assert await logged(world) == []
    await world.alice.click(preview.response, label="Confirm")
    assert await logged(world) == ["e5"]


async def test_a_preview_is_in_words_for_a_player_who_reads_boards_as_text(world: World):
    """/settings board:text covers move previews too: the board after the move in words,
    no picture; Confirm still plays it."""
    thread = await pinch(world, 1)
    await confirming(world, world.alice)
    chosen = await world.alice.slash(world.lobby, "settings", board="text")
    assert chosen.ephemeral
    preview = await world.alice.slash(thread, "move", notation="e5")
    assert preview.ephemeral and preview.response.attachments == []
    content = preview.response.content
    assert "preview, not played yet: you would play e5." in content
    assert "Pinch #1 · alice vs bob, after 1 ply.\nbob to move.\nLast move: e5." in content
    assert "Rank 5: e5 Black." in content
    assert labels(preview.response) == ["Confirm", "Cancel"]
    await world.alice.click(preview.response, label="Confirm")
    assert await logged(world) == ["e5"]
