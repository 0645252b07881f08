"""Start-up settings: read from the environment, explained in one line when wrong."""

from __future__ import annotations

import logging

import discord
import pytest

from bot.channel import point_discord_py_elsewhere
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
        ({"POSTBOARD_GUILD": str(2**63)}, "POSTBOARD_GUILD must be a server id"),  # issue 35.13
        ({"POSTBOARD_GUILD": "9" * 5000}, "POSTBOARD_GUILD must be a server id"),
        ({"POSTBOARD_MAIL_FROM": "Post\udcffboard <a@b.org>"}, "POSTBOARD_MAIL_FROM holds bytes"),
        ({"POSTBOARD_DB": "/data/p\udcff.db"}, "POSTBOARD_DB holds bytes that are not UTF-8"),
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


def test_mail_is_off_unless_smtp_is_set_and_reads_every_form_of_url() -> None:
    assert Settings.from_env({}).mail is None
    mail = Settings.from_env(
        {
            "POSTBOARD_SMTP_URL": "smtp+starttls://play%40example.org:p%2Fw@mail.example.org",
            "POSTBOARD_MAIL_FROM": "Postboard <play@example.org>",
            "POSTBOARD_MAIL_LISTEN": "0.0.0.0:2525",
        }
    ).mail
    assert mail is not None
    assert (mail.smtp.host, mail.smtp.port, mail.smtp.security) == (
        "mail.example.org",
        587,
        "starttls",
    )
    assert (mail.smtp.username, mail.smtp.password) == ("play@example.org", "p/w")
    assert str(mail.sender) == "Postboard <play@example.org>"
    assert mail.domain == "example.org" and mail.listen == ("0.0.0.0", 2525)
    tls = Settings.from_env(
        {
            "POSTBOARD_SMTP_URL": "smtps://u:p@smtp.example.org",
            "POSTBOARD_MAIL_FROM": "play@example.org",
            "POSTBOARD_MAIL_DOMAIN": "Play.Example.org",
        }
    ).mail
    assert tls is not None and (tls.smtp.port, tls.smtp.security) == (465, "tls")
    assert tls.domain == "play.example.org" and tls.listen is None


@pytest.mark.parametrize(
    "env, says",
    [
        ({"POSTBOARD_MAIL_LISTEN": "127.0.0.1:25"}, "POSTBOARD_MAIL_LISTEN is set but"),
        ({"POSTBOARD_SMTP_URL": "smtp://h:25"}, "POSTBOARD_MAIL_FROM is not"),
        ({"POSTBOARD_SMTP_URL": "http://h", "POSTBOARD_MAIL_FROM": "a@b.c"}, "must look like"),
        ({"POSTBOARD_SMTP_URL": "smtp://h:x", "POSTBOARD_MAIL_FROM": "a@b.c"}, "not a number"),
        ({"POSTBOARD_SMTP_URL": "smtp://h", "POSTBOARD_MAIL_FROM": "nobody"}, "an address like"),
        (
            {
                "POSTBOARD_SMTP_URL": "smtp://h",
                "POSTBOARD_MAIL_FROM": "a@b.c",
                "POSTBOARD_MAIL_LISTEN": "2525",
            },
            "must be host:port",
        ),
        (
            {
                "POSTBOARD_SMTP_URL": "smtp://h",
                "POSTBOARD_MAIL_FROM": "a@b.c",
                "POSTBOARD_MAIL_DOMAIN": "localhost",
            },
            "must be a domain",
        ),
    ],
)
def test_mail_settings_are_explained_in_one_line(env: dict[str, str], says: str) -> None:
    with pytest.raises(SettingsError, match=says):
        Settings.from_env(env)
