"""Start-up settings: read from the environment, explained in one line when wrong."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import discord
import pytest

from bot.__main__ import point_discord_py_elsewhere
from bot.settings import Settings, SettingsError

ROOT = Path(__file__).resolve().parents[2]


def test_defaults_and_overrides() -> None:
    assert Settings.from_env({"DISCORD_TOKEN": "abc"}) == Settings(token="abc")
    settings = Settings.from_env(
        {
            "DISCORD_TOKEN": " abc ",
            "POSTBOARD_DB": "/data/pb.db",
            "POSTBOARD_GUILD": "1234",
            "POSTBOARD_DISCORD_API": "http://127.0.0.1:9000/api/v10",
            "POSTBOARD_DISCORD_GATEWAY": "ws://127.0.0.1:9001/",
        }
    )
    assert settings == Settings(
        "abc", "/data/pb.db", 1234, "http://127.0.0.1:9000/api/v10", "ws://127.0.0.1:9001/"
    )


@pytest.mark.parametrize(
    "env, message",
    [
        ({}, "DISCORD_TOKEN is not set"),
        ({"DISCORD_TOKEN": "x", "POSTBOARD_GUILD": "abc"}, "POSTBOARD_GUILD must be a server id"),
    ],
)
def test_bad_settings_are_explained(env: dict[str, str], message: str) -> None:
    with pytest.raises(SettingsError, match=message):
        Settings.from_env(env)


def test_starting_without_a_token_exits_with_one_line() -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "DISCORD_TOKEN is not set" in done.stderr


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
