"""Settings, server config and /email say messages (issue 29): each in every language,
the link code's mail in the language its address will have."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from bot.words import DISCORD
from service import Service
from service.mailing.addresses import VERIFY
from service.preferences.player import describe as describe_settings
from service.preferences.server import describe as describe_config
from storage.models import GuildSettings, TimeControl, UserSettings
from tests.service.conftest import ALICE, BOB
from words import Reader
from words.locales import PSEUDO, SUPPORTED

NOW = datetime(2026, 6, 1, 12, tzinfo=UTC)
PLAYERS = (
    UserSettings(ALICE),
    UserSettings(
        ALICE,
        notify="email",
        remind_dm=True,
        remind_hours=6,
        confirm_moves=True,
        time_zone="Europe/Athens",
    ),
)
SERVERS = (
    GuildSettings(1),
    GuildSettings(1, ("pinch",), 7, TimeControl(86400, 3600, 86400 * 3, False), 10, 2, False),
    GuildSettings(1, hint_level=0, web_list=True, language="el"),
)


@pytest.mark.parametrize("locale", SUPPORTED)
def test_the_summaries_are_written_in_every_language(locale: str) -> None:
    reader = Reader(locale)
    for player in PLAYERS:
        for changed in (True, False):
            text = DISCORD.render(describe_settings(player, changed=changed, now=NOW), reader)
            assert "words-missing" not in text and "**notify: " in text
    for server in SERVERS:
        text = DISCORD.render(describe_config(server, changed=False, list_url="https://x"), reader)
        assert "words-missing" not in text and "**games**" in text


def test_every_sentence_of_the_summaries_comes_from_the_catalogs() -> None:
    pseudo = Reader(PSEUDO)
    text = DISCORD.render(describe_settings(PLAYERS[1], changed=True, now=NOW), pseudo)
    assert "Saved" not in text and "pinged" not in text


async def test_the_code_mail_is_written_in_the_language_of_the_address(service: Service) -> None:
    service.email.enabled = True
    await service.email.link(ALICE, "alice@example.org", locale="de-DE")
    await service.email.link(BOB, "bob@example.org")
    now = service.ctx.clock()
    queue = await service.ctx.store.claim_mail(now, now + timedelta(minutes=1), 10)
    bodies = {m.user_id: json.loads(m.body) for m in queue if m.kind == VERIFY}
    assert bodies[ALICE]["subject"] == f"Dein Postboard-Code: {bodies[ALICE]['code']}"
    assert f"/email verify code:{bodies[ALICE]['code']}" in bodies[ALICE]["text"]
    assert bodies[BOB]["text"].startswith(f"Your code is {bodies[BOB]['code']}.\n\nType ")
