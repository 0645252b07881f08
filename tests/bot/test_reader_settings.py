"""/settings timezone: (with the zones offered as one types) and /postboard config
language: on a simulated Discord (issue 29)."""

from __future__ import annotations

import discord
import pytest
import simcord

from tests.bot.conftest import World
from words import Msg, Verbatim, msg


def admin(world: World) -> simcord.MemberActor:
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    return world.guild.add_member(world.env.create_user("dana"), roles=[mods])


async def test_the_zones_are_offered_as_one_types_within_discords_limits(world: World) -> None:
    found = await world.alice.autocomplete(world.lobby, "settings", "timezone", "berl")
    assert found == [{"name": "Europe/Berlin", "value": "Europe/Berlin"}]
    many = await world.alice.autocomplete(world.lobby, "settings", "timezone", "a")
    assert len(many) == 25 and all(len(choice["name"]) <= 100 for choice in many)
    first = await world.alice.autocomplete(world.lobby, "settings", "timezone", "")
    assert 0 < len(first) <= 25 and first[0]["value"] == "UTC"
    assert await world.alice.autocomplete(world.lobby, "settings", "timezone", "qqq") == []


async def test_a_zone_is_saved_in_its_own_spelling_and_an_unknown_one_refused(
    world: World,
) -> None:
    saved = await world.alice.slash(world.lobby, "settings", timezone="europe/berlin")
    assert saved.ephemeral and saved.response.content.startswith("Saved.")
    assert "**timezone: Europe/Berlin**" in saved.response.content
    refused = await world.bob.slash(world.lobby, "settings", timezone="Europe/Berln")
    assert refused.ephemeral
    assert refused.response.content.startswith("`Europe/Berln` is not a time zone I know")
    assert "Europe/Berlin" in refused.response.content
    shown = await world.bob.slash(world.lobby, "settings")
    assert "**timezone: UTC**" in shown.response.content, "the refusal changed nothing"
    assert world.lobby.history() == [], "nothing public"


async def test_a_server_chooses_its_language_and_goes_back_to_its_own(world: World) -> None:
    dana = admin(world)
    chosen = await dana.slash(world.lobby, "postboard config", language="es")
    assert chosen.ephemeral
    assert "• **language**: es (Español) — this server's posts" in chosen.response.content
    back = await dana.slash(world.lobby, "postboard config", language="server")
    assert "• **language**: the server's own" in back.response.content
    service = world.env.bot.service  # type: ignore[attr-defined]
    assert await service.readers.server_language(world.guild.id) is None


async def test_email_link_hands_the_service_the_players_client_locale(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The mail language comes from the linking client (SimCord's is en-US); the service
    negotiates it (tests/service/test_reader_settings.py)."""
    seen: list[str | None] = []

    async def link(user_id: int, text: str, locale: str | None = None) -> Msg:
        seen.append(locale)
        return msg("words-verbatim", text=Verbatim("linked"))

    service = world.env.bot.service  # type: ignore[attr-defined]
    monkeypatch.setattr(service.email, "link", link)
    answered = await world.alice.slash(world.lobby, "email link", address="a@example.org")
    assert answered.ephemeral and answered.response.content == "linked"
    assert seen == ["en-US"]
