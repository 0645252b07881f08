"""Where each reader's zone and language are kept (issue 29), through the service: a
player's /settings timezone, a server's /postboard config language, the language of a
mail address from its link on, and the reads a renderer makes of them."""

from __future__ import annotations

from datetime import timedelta
from zoneinfo import ZoneInfo

import pytest

from service import NotAllowed, Service, ServiceError
from service.readers.desk import server_language_of, zone_of
from storage import GuildSettings, UserSettings
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said

GUILD = 1


async def test_a_time_zone_is_checked_kept_shown_and_put_back_to_utc(service: Service) -> None:
    shown = said(await service.settings.update(ALICE))
    assert "timezone: UTC** — times written out for you" in shown
    assert "it is May 1, 2026, 12:00 AM UTC there now (the default)." in shown
    text = said(await service.settings.update(ALICE, time_zone="europe/athens"))
    assert text.startswith("Saved.") and "**timezone: Europe/Athens**" in text
    assert "it is May 1, 2026, 3:00 AM EEST there now." in text
    await service.settings.update(ALICE, notify="dm")
    stored = await service.ctx.store.get_user_settings(ALICE)
    assert stored == UserSettings(ALICE, notify="dm", time_zone="Europe/Athens")
    assert await service.readers.time_zone(ALICE) == ZoneInfo("Europe/Athens")
    await service.settings.update(ALICE, time_zone="UTC")
    assert (await service.ctx.store.get_user_settings(ALICE)).time_zone is None
    assert await service.readers.time_zone(BOB) == ZoneInfo("UTC"), "never set: UTC"


async def test_an_unknown_zone_is_refused_with_the_nearest_and_changes_nothing(
    service: Service,
) -> None:
    with pytest.raises(ServiceError, match="did you mean .*America/New_York"):
        await service.settings.update(ALICE, time_zone="America/New_Yrok", notify="dm")
    assert await service.ctx.store.get_user_settings(ALICE) == UserSettings(ALICE)


async def test_a_server_language_is_chosen_put_back_and_refused(service: Service) -> None:
    shown = said(await service.config.update(GUILD))
    assert "• **language**: the server's own — posts are written in the primary" in shown
    assert await service.readers.server_language(GUILD) is None
    text = said(await service.config.update(GUILD, language="el"))
    assert "• **language**: el (Ελληνικά) — this server's posts are written in it" in text
    assert await service.readers.server_language(GUILD) == "el"
    await service.config.update(GUILD, language="server")
    assert await service.readers.server_language(GUILD) is None
    await service.config.update(GUILD, language="de", vacation_days=3)
    await service.config.update(GUILD, reset="language")
    assert await service.ctx.store.get_guild_settings(GUILD) == GuildSettings(
        GUILD, vacation_days=3
    )
    with pytest.raises(ServiceError, match=r"choose one of en \(English\), es \(Español\)"):
        await service.config.update(GUILD, language="pt")
    await service.config.update(GUILD, language="es")
    await service.config.update(GUILD, reset="all")
    assert await service.ctx.store.get_guild_settings(GUILD) == GuildSettings(GUILD)


def test_the_pure_reads_need_no_store() -> None:
    assert zone_of(UserSettings(1, time_zone="Asia/Tokyo")) == ZoneInfo("Asia/Tokyo")
    assert zone_of(UserSettings(1)) == ZoneInfo("UTC")
    assert server_language_of(GuildSettings(1, language="de"), "es-ES") == "de"
    assert server_language_of(GuildSettings(1), "es-ES") == "es"
    assert server_language_of(GuildSettings(1), "pt-BR") == "en"
    assert server_language_of(GuildSettings(1), None) == "en"


async def test_an_address_takes_the_linking_clients_language(service: Service) -> None:
    service.email.enabled = True
    assert await service.readers.mail_language(ALICE) == "en", "no address: English"
    await service.email.link(ALICE, "alice@example.org", locale="es-ES")
    assert await service.readers.mail_language(ALICE) == "es"
    await service.email.link(BOB, "bob@example.org", locale="pt-BR")
    assert await service.readers.mail_language(BOB) == "en", "a language we lack: English"
    await service.ctx.store.set_mail_language(BOB, "de")
    await service.email.link(BOB, "bob@other.example")
    assert await service.readers.mail_language(BOB) == "de", "no locale given: kept"


async def test_the_mail_language_is_changed_named_and_refused_clearly(service: Service) -> None:
    service.email.enabled = True
    now = service.ctx.clock()
    await service.ctx.store.claim_email(ALICE, "alice@example.org", "h", now + timedelta(hours=1))
    await service.ctx.store.verify_email(ALICE, now)
    asked = said(await service.email.set_language(ALICE, ""))
    assert asked.startswith("Your mail comes in English (en). To change it, reply with")
    assert "el (Ελληνικά)" in asked
    done = said(await service.email.set_language(ALICE, "Deutsch"))
    assert done.startswith("Done: your mail now comes in Deutsch (de).")
    assert await service.readers.mail_language(ALICE) == "de"
    status = said(await service.email.status(ALICE))
    assert "Mail to it is written in Deutsch (de)" in status
    with pytest.raises(ServiceError, match="klingon is not a language I speak; choose one"):
        await service.email.set_language(ALICE, "klingon")
    with pytest.raises(NotAllowed, match="no address linked"):
        await service.email.set_language(BOB, "es")
    assert await service.readers.mail_language(ALICE) == "de"
