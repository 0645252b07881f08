"""Prove the over-the-wire fake against a plain discord.py client in this process.

If these pass, a failure in a wire test of the real bot is about the bot, not the fake: the
payloads here are the ones discord.py 2.7.1 itself sends and parses.
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import aiohttp
import discord
import pytest
import yarl
from discord import app_commands

from tests.wire.fake_discord import FakeDiscord

USER_ID = 4242
DM_CHANNEL_ID = 7777
GUILD_ID = 9090
GUILD_CHANNEL_ID = 9191


@pytest.fixture
async def fake(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[FakeDiscord]:
    """A started fake with discord.py pointed at it (monkeypatch restores the real URLs)."""
    async with FakeDiscord() as discord_:
        monkeypatch.setattr(discord.http.Route, "BASE", discord_.api_base)
        monkeypatch.setattr(
            discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(discord_.gateway_url)
        )
        yield discord_


def make_client() -> tuple[discord.Client, app_commands.CommandTree[discord.Client]]:
    # guild_ready_timeout: READY has no guilds, so don't wait the default 2 s for GUILD_CREATEs.
    client = discord.Client(intents=discord.Intents.default(), guild_ready_timeout=0.05)
    return client, app_commands.CommandTree(client)


async def run_client(
    fake: FakeDiscord,
    client: discord.Client,
    tree: app_commands.CommandTree[discord.Client],
    body: Callable[[], Awaitable[None]],
) -> None:
    """Log in, sync, connect until ready, run ``body``, then close everything cleanly."""
    ready = asyncio.Event()

    async def on_ready() -> None:
        ready.set()

    client.event(on_ready)
    try:
        await client.login(fake.token)
        await tree.sync()
        connect = asyncio.create_task(client.connect(reconnect=False))
        try:
            await fake.wait_until_identified(timeout=5)
            await asyncio.wait_for(ready.wait(), timeout=5)
            await body()
        finally:
            await client.close()
            await asyncio.wait_for(connect, timeout=5)
        await fake.wait_until_disconnected(timeout=5)
    finally:
        await client.close()


async def test_ping_round_trip(fake: FakeDiscord) -> None:
    client, tree = make_client()

    @tree.command(name="ping", description="Check the bot is alive")
    async def ping(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("pong", ephemeral=True)

    async def body() -> None:
        assert fake.identify_payload is not None
        assert fake.identify_payload["token"] == "good-token"
        iid = await fake.send_slash_command("ping", user_id=USER_ID, channel_id=DM_CHANNEL_ID)
        callback = await fake.wait_for_callback_done(iid, timeout=5)
        assert callback.json["type"] == 4
        assert callback.json["data"]["content"] == "pong"
        assert callback.json["data"]["flags"] == 64
        assert callback.status == 200
        assert client.user is not None and client.user.id == fake.bot_user_id

    await run_client(fake, client, tree, body)

    synced = fake.commands[None]
    assert [c["name"] for c in synced] == ["ping"]
    paths = [(r.method, r.path) for r in fake.requests]
    assert ("GET", "/users/@me") in paths
    assert ("GET", "/oauth2/applications/@me") in paths
    assert ("PUT", f"/applications/{fake.application_id}/commands") in paths
    assert all(r.status is not None and r.status < 400 for r in fake.requests)
    # Client.close() sends 1000, but aiohttp first wakes the pending receive() with CLOSING and
    # discord.py's poll_event answers that with close(code=4000), which reaches the wire first.
    assert fake.last_close_code in (1000, 4000)


async def test_wrong_token_is_rejected(fake: FakeDiscord) -> None:
    client, _ = make_client()
    try:
        with pytest.raises(discord.LoginFailure):
            await client.login("not-the-token")
    finally:
        await client.close()
    assert [(r.method, r.path, r.status) for r in fake.requests] == [("GET", "/users/@me", 401)]


async def test_held_callback_arrives_before_it_is_done(fake: FakeDiscord) -> None:
    client, tree = make_client()
    answered = asyncio.Event()

    @tree.command(name="ping", description="Check the bot is alive")
    async def ping(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("pong", ephemeral=True)
        answered.set()

    async def body() -> None:
        fake.hold_callbacks()
        iid = await fake.send_slash_command("ping", user_id=USER_ID, channel_id=DM_CHANNEL_ID)
        arrived = await fake.wait_for_callback_arrival(iid, timeout=5)
        assert arrived.json["data"]["content"] == "pong"
        await asyncio.sleep(0.1)
        assert not fake.callback_done(iid)
        assert not answered.is_set()
        assert arrived.status is None
        fake.release_callbacks()
        done = await fake.wait_for_callback_done(iid, timeout=5)
        assert done is arrived and done.status == 200
        await asyncio.wait_for(answered.wait(), timeout=5)

    await run_client(fake, client, tree, body)


async def test_guild_command_with_options_defer_and_follow_up(fake: FakeDiscord) -> None:
    client, tree = make_client()
    seen: dict[str, object] = {}
    finished = asyncio.Event()

    @tree.command(name="echo", description="Echo some text")
    @app_commands.guilds(GUILD_ID)
    async def echo(interaction: discord.Interaction, text: str) -> None:
        seen["text"] = text
        seen["user"] = interaction.user.id
        seen["guild"] = interaction.guild_id
        await interaction.response.defer(thinking=True)
        await interaction.edit_original_response(content=f"echo: {text}")
        follow = await interaction.followup.send("follow-up", wait=True)
        seen["follow_up_content"] = follow.content
        finished.set()

    async def body() -> None:
        await tree.sync(guild=discord.Object(GUILD_ID))
        iid = await fake.send_slash_command(
            "echo",
            user_id=USER_ID,
            channel_id=GUILD_CHANNEL_ID,
            guild_id=GUILD_ID,
            options=[{"name": "text", "type": 3, "value": "hello"}],
        )
        callback = await fake.wait_for_callback_done(iid, timeout=5)
        assert callback.json == {"type": 5}
        await asyncio.wait_for(finished.wait(), timeout=5)

    await run_client(fake, client, tree, body)

    assert seen == {
        "text": "hello",
        "user": USER_ID,
        "guild": GUILD_ID,
        "follow_up_content": "follow-up",
    }
    edit = next(r for r in fake.requests if r.method == "PATCH")
    assert edit.path.endswith("/messages/@original")
    assert edit.json["content"] == "echo: hello"
    assert [m["content"] for m in fake.sent_messages] == ["echo: hello", "follow-up"]


async def test_unknown_route_is_recorded_as_404(fake: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as session:
        async with session.get(
            fake.api_base + "/guilds/1/roles", headers={"Authorization": f"Bot {fake.token}"}
        ) as response:
            assert response.status == 404
            assert response.headers["Content-Type"] == "application/json"
            assert await response.json() == {"message": "404: Not Found", "code": 0}
    assert [(r.method, r.path, r.status) for r in fake.requests] == [
        ("GET", "/guilds/1/roles", 404)
    ]


async def test_direct_message_with_file_over_rest(fake: FakeDiscord) -> None:
    client, _ = make_client()
    try:
        await client.login(fake.token)
        user = await client.fetch_user(USER_ID)
        message = await user.send("your move", file=discord.File(io.BytesIO(b"PNG!"), "board.png"))
    finally:
        await client.close()

    assert message.content == "your move"
    assert message.channel.id == fake.dm_channel_id(USER_ID)
    assert [a.filename for a in message.attachments] == ["board.png"]
    post = fake.requests[-1]
    assert (post.method, post.path) == ("POST", f"/channels/{fake.dm_channel_id(USER_ID)}/messages")
    assert post.json["content"] == "your move"
    assert [(f.filename, f.data) for f in post.files] == [("board.png", b"PNG!")]


async def test_bot_hanging_up_on_a_held_callback_is_reported(fake: FakeDiscord) -> None:
    """Client.close() closes the HTTP session, abandoning an in-flight callback; the fake
    must report that promptly (this is what an ungraceful SIGTERM stop looks like)."""
    client, tree = make_client()

    @tree.command(name="ping", description="Check the bot is alive")
    async def ping(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("pong", ephemeral=True)

    try:
        await client.login(fake.token)
        await tree.sync()
        connect = asyncio.create_task(client.connect(reconnect=False))
        await fake.wait_until_identified(timeout=5)
        fake.hold_callbacks()
        iid = await fake.send_slash_command("ping", user_id=USER_ID, channel_id=DM_CHANNEL_ID)
        await fake.wait_for_callback_arrival(iid, timeout=5)
        await client.close()
        await asyncio.wait_for(connect, timeout=5)
    finally:
        await client.close()

    aborted = await fake.wait_for_callback_aborted(iid, timeout=5)
    assert aborted.aborted and aborted.status is None
    with pytest.raises(RuntimeError, match="hung up"):
        await fake.wait_for_callback_done(iid, timeout=1)


async def test_a_click_reaches_a_dynamic_button_which_edits_its_message(fake: FakeDiscord) -> None:
    """A button click carries the clicked message, so a ``DynamicItem`` (what a restarted
    bot relies on) is found from its components; the channel an interaction came from can
    be fetched, and a message in it edited."""
    client, tree = make_client()
    clicked: dict[str, object] = {}

    class Knock(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"knock:(?P<n>[0-9]+)"):
        def __init__(self, n: int) -> None:
            super().__init__(discord.ui.Button(label="Knock", custom_id=f"knock:{n}"))
            self.n = n

        @classmethod
        async def from_custom_id(
            cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any
        ) -> Knock:
            return cls(int(match["n"]))

        async def callback(self, interaction: discord.Interaction) -> None:
            clicked.update(n=self.n, user=interaction.user.id, guild=interaction.guild_id)
            assert interaction.channel_id is not None and interaction.message is not None
            channel = await interaction.client.fetch_channel(interaction.channel_id)
            assert isinstance(channel, discord.TextChannel)
            message = channel.get_partial_message(interaction.message.id)
            await message.edit(content="knocked", view=None)
            await interaction.response.send_message("who's there?", ephemeral=True)

    client.add_dynamic_items(Knock)

    @tree.command(name="door", description="Post a door")
    async def door(interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(Knock(7))
        await interaction.response.send_message("a door", view=view)

    async def body() -> None:
        posted = await fake.send_slash_command(
            "door", user_id=USER_ID, channel_id=GUILD_CHANNEL_ID, guild_id=GUILD_ID
        )
        await fake.wait_for_callback_done(posted, timeout=5)
        (door_message,) = [m for m in fake.sent_messages if m["content"] == "a door"]
        with pytest.raises(ValueError, match="no button"):
            await fake.click_button(int(door_message["id"]), "knock:8", user_id=USER_ID)
        click = await fake.click_button(int(door_message["id"]), "knock:7", user_id=USER_ID)
        answer = await fake.wait_for_callback_done(click, timeout=5)
        assert answer.json["data"]["content"] == "who's there?"
        assert door_message["content"] == "knocked" and door_message["components"] == []

    await run_client(fake, client, tree, body)
    assert clicked == {"n": 7, "user": USER_ID, "guild": GUILD_ID}
    paths = [(r.method, r.path, r.status) for r in fake.requests]
    assert ("GET", f"/channels/{GUILD_CHANNEL_ID}", 200) in paths


async def test_typing_into_an_option_is_answered_with_choices(fake: FakeDiscord) -> None:
    """An autocomplete interaction carries the filled options and the focused one as typed;
    the bot's answer is callback type 8 with its choices."""
    client, tree = make_client()
    seen: dict[str, object] = {}

    @tree.command(name="pick", description="Pick a fruit")
    @app_commands.guilds(GUILD_ID)
    async def pick(interaction: discord.Interaction, fruit: str, basket: int = 0) -> None:
        await interaction.response.send_message(fruit)

    @pick.autocomplete("fruit")
    async def fruits(
        interaction: discord.Interaction, typed: str
    ) -> list[app_commands.Choice[str]]:
        seen.update(typed=typed, basket=interaction.namespace.basket)
        names = [name for name in ("apple", "apricot", "banana") if name.startswith(typed)]
        return [app_commands.Choice(name=name, value=name) for name in names]

    async def body() -> None:
        await tree.sync(guild=discord.Object(GUILD_ID))
        typing = await fake.send_autocomplete(
            "pick",
            focused="fruit",
            typed="ap",
            user_id=USER_ID,
            channel_id=GUILD_CHANNEL_ID,
            guild_id=GUILD_ID,
            options=[{"name": "basket", "type": 4, "value": 3}],
        )
        answer = await fake.wait_for_callback_done(typing, timeout=5)
        assert answer.json == {
            "type": 8,
            "data": {
                "choices": [
                    {"name": "apple", "value": "apple"},
                    {"name": "apricot", "value": "apricot"},
                ]
            },
        }

    await run_client(fake, client, tree, body)
    assert seen == {"typed": "ap", "basket": 3}
