"""Issue 29: what the bot itself says (a bug's apology, a database away, a stop, a full
queue, a late answer) comes from ``words/catalogs/<locale>/bot.ftl``, in the language of
the player's Discord client, English as it always was."""

from __future__ import annotations

import asyncio
import logging
from types import SimpleNamespace
from typing import Any

import discord
import pytest
import simcord
import simcord.interactions

from bot.admission import busy
from bot.errors import APOLOGY, MAYBE_DONE, NOTHING_DONE
from bot.late_answers import lead
from bot.lifecycle import RESTARTING
from bot.words import say
from storage.errors import DatabaseOutOfReach
from tests.bot.conftest import World
from words import ENGLISH, Reader
from words.locales import SUPPORTED


def client_language(monkeypatch: pytest.MonkeyPatch, locale: str) -> None:
    """Every interaction from now on comes from a Discord client set to ``locale``
    (SimCord's are all en-US)."""
    made = simcord.interactions.base_payload

    def localized(*args: Any, **kwargs: Any) -> Any:
        record, payload = made(*args, **kwargs)
        payload["locale"] = locale
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", localized)


def test_english_is_what_it_was() -> None:
    assert say(APOLOGY, ENGLISH) == (
        "Sorry, something went wrong on our side. If your action was recorded, "
        "`/board` shows it; otherwise please try again later."
    )
    assert say(NOTHING_DONE, ENGLISH) == (
        "The database is out of reach for the moment, so nothing was done. "
        "Please try again in a minute."
    )
    assert say(MAYBE_DONE, ENGLISH) == (
        "The connection to the database broke while this was being done, so I cannot tell "
        "whether it was recorded: `/board` shows it once the database is back."
    )
    assert say(RESTARTING, ENGLISH) == (
        "Postboard is restarting, so nothing was done. Please try again in a minute."
    )
    assert str(busy(36)) == (
        "Postboard is busy right now (36 moves are being played here), "
        "so your move was not played. Please send it again in a few seconds."
    )
    assert "(1 move is being played here)" in str(busy(1))


def test_every_sentence_is_written_in_every_language(caplog: pytest.LogCaptureFixture) -> None:
    asked = SimpleNamespace(command=SimpleNamespace(qualified_name="premove add"))
    button = SimpleNamespace(command=None)
    said = [APOLOGY, NOTHING_DONE, MAYBE_DONE, RESTARTING, busy(1).said, busy(40).said]
    said += [lead(asked), lead(button)]  # type: ignore[arg-type]
    with caplog.at_level(logging.WARNING):
        written = {locale: [say(each, Reader(locale)) for each in said] for locale in SUPPORTED}
    assert [r.getMessage() for r in caplog.records] == []  # no English fallback
    for locale in SUPPORTED:
        assert len(set(written[locale])) == len(said)
        if locale != "en":
            assert not set(written[locale]) & set(written["en"]), locale
    assert "`/board`" in written["de"][0] and "`/premove add`" in written["el"][6]
    assert written["es"][4].startswith("Postboard está ocupado") and "1 jugada" in written["es"][4]
    assert "40 Züge" in written["de"][5]


@pytest.mark.parametrize(
    "locale, starts",
    [
        ("es-ES", "Postboard se está reiniciando"),
        ("es-419", "Postboard se está reiniciando"),
        ("de", "Postboard startet gerade neu"),
        ("el", "Το Postboard κάνει επανεκκίνηση"),
        ("en-GB", "Postboard is restarting"),
        ("fr", "Postboard is restarting"),
    ],
)
async def test_a_stop_is_told_in_the_players_language(
    world: World, monkeypatch: pytest.MonkeyPatch, locale: str, starts: str
) -> None:
    client_language(monkeypatch, locale)
    assert await world.env.bot.lifecycle.drain(grace=1)
    listed = await world.alice.slash(world.lobby, "games")
    assert listed.ephemeral and listed.response.content.startswith(starts)


@pytest.mark.simcord(settle_timeout=10)
async def test_a_bug_is_apologised_for_in_the_players_language(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("database on fire")

    client_language(monkeypatch, "de")
    monkeypatch.setattr(world.env.bot.service.games, "games_of", broken)
    result = await world.alice.slash(world.lobby, "games")
    assert result.ephemeral and result.response.content == say(APOLOGY, Reader("de"))
    assert result.response.content.startswith("Entschuldigung, bei uns ist etwas schiefgelaufen.")
    simcord.assert_error(world.env, RuntimeError, contains="database on fire")


async def test_a_database_away_is_told_in_greek(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def away(*args: Any, **kwargs: Any) -> Any:
        raise DatabaseOutOfReach("The database x is out of reach (refused); nothing was done.")

    client_language(monkeypatch, "el")
    monkeypatch.setattr(world.env.bot.service.games, "games_of", away)
    result = await world.alice.slash(world.lobby, "games")
    assert result.ephemeral
    assert result.response.content == say(NOTHING_DONE, Reader("el"))
    assert "δεν έγινε τίποτα" in result.response.content


async def test_a_late_answer_says_what_it_answers_in_the_players_language(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The DM that carries an answer Discord no longer waited for (``bot.late_answers``)
    opens in the asker's language."""
    late = 16 * 60
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", size=9, first="challenger",
        rated=False,
    )  # fmt: skip
    await world.bob.click(posted.response, label="Accept")
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    dana = world.guild.add_member(world.env.create_user("dana"), roles=[mods])
    await dana.slash(world.lobby, "postboard config", hints=2)
    computer = world.env.bot.service.computer
    ask = computer.hint

    async def slow_hint(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(late)
        return await ask(*args, **kwargs)

    monkeypatch.setattr(computer, "hint", slow_hint)
    client_language(monkeypatch, "es-ES")
    await world.alice.slash(world.thread("Pinch #1"), "hint", level=2)
    await world.env.advance_time(late + 5)
    dm = world.alice.user.dm_channel.history()[-1].content
    assert dm.startswith(
        "La respuesta a `/hint` llegó cuando Discord ya había dejado de esperarla (15 minutos):\n"
    )
    assert world.env.errors == []
