"""Issue 29: Discord in the pseudo-locale: a whole game of each of the five games through
SimCord, in a server whose language is ``en-XA`` and with every player's client set to it.
Every word the bot posted in the thread, answered a player or sent by DM, button labels
included, came from a catalog (accented and bracketed): no sentence is still written in
code, in the core or in the Discord adapter."""

from __future__ import annotations

import re
from typing import Any

import pytest

import bot.words
from tests.bot.conftest import World
from tests.bot.test_endings import CASES, Table
from tests.words.untranslated import untranslated
from words.locales import PSEUDO

NAMES = ("alice", "bob", "carol", "Pinch", "Pletore", "Les", "Plakoto", "Plateau", "Postboard")
"""What a test's players are called and what the games are (names, not words)."""
TITLE = re.compile(r"^\S+ #\d+ · \S+ vs \S+$")
"""A thread's name is the game's title (``Pinch #1 · alice vs bob``): names and
numbers, with "vs" as their separator, in every language alike."""


class PseudoTable(Table):
    """A table whose moves are not checked for English words (there are none)."""

    async def move(self, notation: str) -> None:
        await self.act(await self.mover(), "slash", self.thread, "move", notation=notation)


def labels(components: list[Any]) -> list[str]:
    """Every label and placeholder of a message's components, rows and all (as the
    payload's dicts, or as discord.py's components); a move offered as a button is
    labelled with the move itself, in the game's notation, and is left out."""
    found: list[str] = []
    for component in components:
        custom_id = (
            component.get("custom_id")
            if isinstance(component, dict)
            else getattr(component, "custom_id", None)
        )
        if str(custom_id or "").startswith("pb:move:"):
            continue
        if isinstance(component, dict):
            found += [component[key] for key in ("label", "placeholder") if component.get(key)]
            found += labels(component.get("components", []))
        else:
            found += [
                text for key in ("label", "placeholder") if (text := getattr(component, key, None))
            ]
            found += labels(getattr(component, "children", []))
    return found


def shown(message: Any) -> list[str]:
    """What a message shows in words: its text, its embeds' texts, its buttons."""
    texts = [message.content]
    for embed in message.embeds:
        texts += [embed.title or "", embed.description or ""]
        texts += [f"{field.name} {field.value}" for field in embed.fields]
    return texts + labels(message.components)


@pytest.mark.parametrize("name", sorted(CASES))
async def test_a_whole_game_in_the_pseudo_locale_says_nothing_outside_the_catalogs(
    world: World, name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bot.words, "negotiate", lambda tag: PSEUDO)  # every client: en-XA
    service = world.env.bot.service
    await service.ctx.store.update_guild_settings(world.guild.id, language=PSEUDO)
    service.readers.forget_server(world.guild.id)
    table = PseudoTable(world, name)
    await table.start()
    case = CASES[name]
    if case.ending:
        for notation in case.ending:
            await table.move(notation)
    else:
        await table.play_out(case.playout_seed)
    assert (await table.game()).status == "finished"
    await table.act(world.alice, "slash", table.thread, "board")
    if name == "plateau":
        await table.act(world.bob, "slash", table.thread, "hand")

    seen = [text for message in table.thread.history() for text in shown(message)]
    seen += [text for message in world.lobby.history() for text in shown(message)]
    for player in (world.alice, world.bob):
        if player.user.dm_channel is not None:
            seen += [text for m in player.user.dm_channel.history() for text in shown(m)]
    for answer in table.answers:
        for message in (answer.response, *answer.followups):
            if message is not None:
                seen += shown(message)
    assert len(seen) > 10, "a whole game was seen"
    english = {
        text: found
        for text in seen
        if not TITLE.match(text) and (found := untranslated(text, NAMES))
    }
    assert english == {}, "\n".join(f"{k!r}: {v}" for k, v in english.items())
