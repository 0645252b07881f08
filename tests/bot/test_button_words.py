"""Issue 29: a button's label is in its reader's language, from
``words/catalogs/<locale>/buttons.ftl``: a public post's buttons in the server's
language, a private answer's in the language of the player's Discord client."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.words import say
from tests.bot.conftest import World
from tests.bot.test_bot_words import client_language
from words import Reader, Verbatim, msg
from words.locales import SUPPORTED


def labels(message: Any) -> list[str]:
    return [button.get("label") for row in message.components for button in row["components"]]


async def test_a_challenge_in_a_spanish_server_has_spanish_buttons(world: World) -> None:
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    admin = world.guild.add_member(world.env.create_user("dana"), roles=[mods])
    await admin.slash(world.lobby, "postboard config", language="es")
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", size=9
    )
    assert labels(posted.response) == ["Aceptar", "Rechazar"]
    clicked = await world.bob.click(posted.response, label="Aceptar")
    assert clicked.ephemeral, "the Spanish button is the same button"
    assert world.thread("Pinch #1") is not None


async def test_a_private_resign_confirmation_follows_its_reader(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    client_language(monkeypatch, "de")  # every player's client is German; the server is not
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", size=9
    )
    assert labels(posted.response) == ["Accept", "Decline"], "a public post: the server's"
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Pinch #1")
    await world.alice.slash(thread, "move", notation="e5")
    confirm = await world.bob.slash(thread, "resign")
    assert confirm.ephemeral
    assert confirm.response.content == (
        "Partie #1 wirklich aufgeben? Das lässt sich nicht rückgängig machen."
    )
    assert labels(confirm.response) == ["Aufgeben"]
    done = await world.bob.click(confirm.response, label="Aufgeben")
    assert done.response.content == "Du hast Partie #1 aufgegeben."
    assert "bob" in thread.history()[-1].content


LABELS = ("accept", "decline", "resign", "confirm", "cancel", "withdraw", "previous", "next")


@pytest.mark.parametrize("locale", SUPPORTED)
def test_every_label_fits_a_button(locale: str) -> None:
    """Discord refuses a label longer than 80 characters."""
    reader = Reader(locale)
    for name in LABELS:
        assert 0 < len(say(msg(f"buttons-{name}"), reader)) <= 80, (locale, name)
    longest = say(msg("buttons-next-game", name=Verbatim("Plateau #1000000")), reader)
    assert len(longest) <= 80, locale
