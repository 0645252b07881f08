"""Start-up settings: read from the environment, explained in one line when wrong."""

from __future__ import annotations

import logging

import discord
import pytest

from postboard.serve import point_discord_py_elsewhere
from postboard.settings import Settings, SettingsError


def test_defaults_and_overrides() -> None:
    assert Settings.from_env({"DISCORD_TOKEN": "abc"}) == Settings(token="abc")
    settings = Settings.from_env(
        {
            "DISCORD_TOKEN": " abc ",
            "POSTBOARD_DB": "/data/pb.db",
            "POSTBOARD_GUILD": "1234",
            "POSTBOARD_DISCORD_API": "http://127.0.0.1:9000/api/v10",
            "POSTBOARD_DISCORD_GATEWAY": "ws://127.0.0.1:9001/",
            "POSTBOARD_LOG_LEVEL": "DEBUG",
        }
    )
    assert settings == Settings(
        "abc",
        "/data/pb.db",
        1234,
        "http://127.0.0.1:9000/api/v10",
        "ws://127.0.0.1:9001/",
        logging.DEBUG,
    )


@pytest.mark.parametrize(
    "env, message",
    [
        ({"POSTBOARD_GUILD": "abc"}, "POSTBOARD_GUILD must be a server id"),
        ({"POSTBOARD_DISCORD_API": "discord.com/api"}, "POSTBOARD_DISCORD_API must be a URL"),
        ({"POSTBOARD_DISCORD_GATEWAY": "http://x/"}, "POSTBOARD_DISCORD_GATEWAY must be a URL"),
        ({"POSTBOARD_LOG_LEVEL": "loud"}, "POSTBOARD_LOG_LEVEL must be one of debug, info"),
    ],
)
def test_bad_settings_are_explained(env: dict[str, str], message: str) -> None:
    with pytest.raises(SettingsError, match=message):
        Settings.from_env(env)


@pytest.mark.parametrize(
    "token, message",
    [("", "DISCORD_TOKEN is not set"), ("Bot abc", "DISCORD_TOKEN contains a space")],
)
def test_only_running_needs_a_well_formed_token(token: str, message: str) -> None:
    settings = Settings.from_env({"DISCORD_TOKEN": token})  # check and backup need none
    with pytest.raises(SettingsError, match=message):
        settings.require_token()


def test_discord_py_can_be_pointed_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(discord.http.Route, "BASE", discord.http.Route.BASE)
    monkeypatch.setattr(
        discord.gateway.DiscordWebSocket,
        "DEFAULT_GATEWAY",
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY,
    )
    point_discord_py_elsewhere(
        Settings("t", api_base="http://127.0.0.1:9000/api/v10/", gateway="ws://127.0.0.1:9001/")
    )
    assert discord.http.Route.BASE == "http://127.0.0.1:9000/api/v10"
    assert str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY) == "ws://127.0.0.1:9001/"
    route = discord.http.Route("GET", "/users/@me")
    assert route.url == "http://127.0.0.1:9000/api/v10/users/@me"
