"""The fake's gateway with several sessions, one per shard, as raw websockets see it.

Why raw: what is checked is the fake's own routing -- which session a dispatch goes to,
each session's own numbering, RESUME carrying a shard over, doors naming a process --
so the client here speaks the gateway's frames itself; the bot processes of
``tests/postboard/test_processes_on_postgresql.py`` show the same with discord.py.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest

from tests.wire.fake_discord import FakeDiscord

TOKEN = "good-token"
ON_SHARD_0 = (300 << 22) | 5
ON_SHARD_1 = (301 << 22) | 5


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord(token=TOKEN) as discord_:
        yield discord_


@pytest.fixture
async def http() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as session:
        yield session


async def receive(ws: aiohttp.ClientWebSocketResponse) -> dict[str, Any]:
    frame: dict[str, Any] = json.loads(await ws.receive_str(timeout=5))
    return frame


async def identify(
    http: aiohttp.ClientSession, url: str, shard: list[int] | None
) -> tuple[aiohttp.ClientWebSocketResponse, dict[str, Any]]:
    """Open a session (HELLO, IDENTIFY) and return it with its READY."""
    ws = await http.ws_connect(url)
    assert (await receive(ws))["op"] == 10
    data: dict[str, Any] = {"token": TOKEN, "intents": 0, "properties": {}}
    if shard is not None:
        data["shard"] = shard
    await ws.send_str(json.dumps({"op": 2, "d": data}))
    ready = await receive(ws)
    assert ready["t"] == "READY", ready
    return ws, ready


async def test_dispatches_go_to_the_shard_of_their_guild_and_dms_to_shard_0(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    first, ready0 = await identify(http, fake.gateway_url, [0, 2])
    second, ready1 = await identify(http, fake.gateway_url, [1, 2])
    assert (ready0["d"]["shard"], ready1["d"]["shard"]) == ([0, 2], [1, 2])
    assert ready0["d"]["session_id"] != ready1["d"]["session_id"]
    await fake.wait_for_shards(0, 1, count=2)
    assert fake.live_shards == [0, 1] and fake.shard_count == 2
    assert (fake.shard_of(ON_SHARD_0), fake.shard_of(ON_SHARD_1), fake.shard_of(None)) == (0, 1, 0)

    await fake.send_slash_command("games", user_id=1, channel_id=2, guild_id=ON_SHARD_1)
    on_1 = await receive(second)
    assert (on_1["t"], on_1["s"], on_1["d"]["guild_id"]) == (
        "INTERACTION_CREATE",
        2,  # READY was 1: each session numbers its own dispatches
        str(ON_SHARD_1),
    )
    await fake.send_slash_command("games", user_id=1, channel_id=3, guild_id=ON_SHARD_0)
    await fake.send_direct_message(1, "e5")
    on_0 = [await receive(first), await receive(first)]
    assert [(f["t"], f["s"]) for f in on_0] == [("INTERACTION_CREATE", 2), ("MESSAGE_CREATE", 3)]
    assert "guild_id" not in on_0[1]["d"] and on_0[1]["d"]["content"] == "e5"
    assert on_0[1]["d"]["channel_id"] == str(fake.dm_channel_id(1))

    await second.close()
    await fake.wait_until_shard_gone(1)
    assert fake.identified and fake.live_shards == [0]
    with pytest.raises(RuntimeError, match="shard 1"):
        await fake.send_dispatch("TYPING_START", {"guild_id": str(ON_SHARD_1)})
    await first.close()
    await fake.wait_until_disconnected()


async def test_a_resumed_session_keeps_its_shard_and_numbering(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    first, _ = await identify(http, fake.gateway_url, [0, 2])
    second, ready = await identify(http, fake.gateway_url, [1, 2])
    await fake.send_dispatch("TYPING_START", {"guild_id": str(ON_SHARD_1)})
    assert (await receive(second))["s"] == 2
    await second.close()
    await fake.wait_until_shard_gone(1)

    again = await http.ws_connect(fake.gateway_url)
    await receive(again)  # HELLO
    resume = {"token": TOKEN, "session_id": ready["d"]["session_id"], "seq": 2}
    await again.send_str(json.dumps({"op": 6, "d": resume}))
    assert (await receive(again))["t"] == "RESUMED"
    await fake.send_dispatch("TYPING_START", {"guild_id": str(ON_SHARD_1)})
    assert (await receive(again))["s"] == 4  # RESUMED was 3
    stale = await http.ws_connect(fake.gateway_url)
    await receive(stale)
    await stale.send_str(json.dumps({"op": 6, "d": {**resume, "session_id": "nope"}}))
    assert (await receive(stale))["op"] == 9  # invalid session
    for ws in (first, again, stale):
        await ws.close()


async def test_a_bot_that_does_not_shard_is_shard_0_of_1(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    ws, ready = await identify(http, fake.gateway_url, None)
    assert ready["d"]["shard"] == [0, 1] and fake.shard_count == 1
    await fake.send_dispatch("TYPING_START", {"guild_id": str(ON_SHARD_1)})
    assert (await receive(ws))["t"] == "TYPING_START"
    await ws.close()


async def test_a_door_names_the_process_that_came_in_by_it(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    door = await fake.open_door("left")
    assert door.port != fake.port
    ws, _ = await identify(http, door.gateway_url, [0, 1])
    assert fake.shard_door(0) == "left"
    headers = {"Authorization": f"Bot {TOKEN}"}
    for base in (door.api_base, fake.api_base):
        async with http.get(base + "/users/@me", headers=headers) as response:
            assert response.status == 200
    assert [(r.path, r.door) for r in fake.requests] == [
        ("/users/@me", "left"),
        ("/users/@me", None),
    ]
    with pytest.raises(ValueError, match="open already"):
        await fake.open_door("left")
    await ws.close()
