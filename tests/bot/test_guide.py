"""/help and /rules on a simulated Discord: private, within Discord's limits, complete."""

from __future__ import annotations

import re

import discord
import pytest
import simcord

from bot.help import games_embed, help_embeds, rules_embed
from bot.words import DISCORD
from rules import GAMES
from service.guide import GUIDES
from tests.bot.conftest import World
from tests.bot.test_bot_words import client_language
from words import ENGLISH, Reader
from words.locales import SUPPORTED

# Discord's embed limits; SimCord enforces them too, this says which one broke.
TITLE, DESCRIPTION, FIELD_NAME, FIELD_VALUE, FOOTER, TOTAL = 256, 4096, 256, 1024, 2048, 6000


def embed_size(embed: discord.Embed) -> int:
    """What Discord counts towards an embed's 6,000 characters."""
    size = len(embed.title or "") + len(embed.description or "") + len(embed.footer.text or "")
    return size + sum(len(field.name or "") + len(field.value or "") for field in embed.fields)


def within_limits(embed: discord.Embed) -> None:
    assert len(embed.title or "") <= TITLE
    assert len(embed.description or "") <= DESCRIPTION
    assert len(embed.footer.text or "") <= FOOTER
    assert len(embed.fields) <= 25
    for field in embed.fields:
        assert len(field.name or "") <= FIELD_NAME and len(field.value or "") <= FIELD_VALUE
    assert embed_size(embed) <= TOTAL


def text_of(embed: discord.Embed) -> str:
    parts = [embed.title or "", embed.description or "", embed.footer.text or ""]
    return "\n".join(parts + [f"{field.name}\n{field.value}" for field in embed.fields])


async def help_text(world: World) -> str:
    """All of /help as alice reads it: its answer and the follow-ups its length needs."""
    result = await world.alice.slash(world.lobby, "help")
    messages = [result.response, *result.followups]
    assert all(message.ephemeral for message in messages)
    return "\n".join(text_of(embed) for message in messages for embed in message.embeds)


async def test_help_is_private_within_limits_and_explains_a_game(world: World):
    result = await world.alice.slash(world.lobby, "help")
    assert result.ephemeral and result.response is not None
    [embed] = result.response.embeds
    within_limits(embed)
    text = text_of(embed)
    for game in GAMES:
        assert game.name.capitalize() in text
    for step in ("/challenge", "Accept", "thread", "/move", "DM", "mail", "/resign", "archived"):
        assert step in text, step
    assert "/email link" in text and "/rules game:" in text
    assert world.lobby.history() == []  # nothing public


async def test_help_too_long_for_one_message_comes_in_two(
    world: World, monkeypatch: pytest.MonkeyPatch
):
    """Discord counts 6,000 characters for all of a message's embeds: the Greek list of
    commands runs past them, so its end comes as a second private message."""
    client_language(monkeypatch, "el")
    result = await world.alice.slash(world.lobby, "help")
    messages = [result.response, *result.followups]
    assert len(messages) == 2 and all(message.ephemeral for message in messages)
    for message in messages:
        [embed] = message.embeds
        within_limits(embed)
    assert messages[0].embeds[0].title == "Postboard"
    assert messages[-1].embeds[0].footer.text
    assert "`/explore`" in "\n".join(text_of(m.embeds[0]) for m in messages)


async def test_help_names_every_registered_command(world: World):
    """The command list cannot drift: a new slash command must be added to /help."""
    text = await help_text(world)
    tree = world.env.bot.tree
    paths = [
        command.qualified_name
        for command in tree.walk_commands()
        if not isinstance(command, discord.app_commands.Group)
    ]
    assert len(paths) > 20
    missing = [path for path in paths if f"`/{path}`" not in text]
    assert missing == []


def command_named(world: World, name: str) -> discord.app_commands.Command:
    command = world.env.bot.tree.get_command(name)
    assert isinstance(command, discord.app_commands.Command)
    return command


async def test_help_names_every_challenge_option(world: World):
    text = await help_text(world)
    for parameter in command_named(world, "challenge").parameters:
        assert f"`{parameter.name}:`" in text, parameter.name


async def test_the_options_the_guides_name_are_challenge_options(world: World):
    parameters = {parameter.name for parameter in command_named(world, "challenge").parameters}
    for guide in GUIDES.values():
        for option in guide.options:
            for name in re.findall(r"`(\w+):`", DISCORD.render(option, ENGLISH)):
                assert name in parameters, (guide.name, name)


async def test_the_moves_help_shows_are_played_examples(world: World):
    """Every move /help writes is an example a guide holds (and the guide tests play), or
    one in the ``#12 move`` form of a DM; the DM form is played here."""
    text = await help_text(world)
    examples = {example.text for guide in GUIDES.values() for example in guide.examples}
    spans = [span for span in re.findall(r"`([^`]+)`", text) if not span.startswith("/")]
    moves = [span for span in spans if not span.endswith(":")]
    assert moves
    for move in moves:
        assert move in examples or move.split(" ", 1)[1] in examples, move
    dm = next(move for move in moves if move.startswith("#"))
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    await world.alice.user.send_dm(dm.replace("#12", "#1"))
    thread = world.thread("Pinch #1")
    assert thread.history()[-1].content.startswith(f"alice played {dm.split()[1]}")


@pytest.mark.parametrize("game", list(GUIDES))
async def test_rules_of_each_game(world: World, game: str):
    result = await world.bob.slash(world.lobby, "rules", game=game)
    assert result.ephemeral and result.response is not None
    [embed] = result.response.embeds
    within_limits(embed)
    guide = GUIDES[game]
    text = text_of(embed)
    assert guide.title in (embed.title or "")
    assert f"```\n{guide.diagram()}\n```" in (embed.description or "")
    for example in guide.examples:
        assert f"`{example.text}`" in text
    for option in guide.options:
        assert DISCORD.render(option, ENGLISH) in text
    assert f"docs/rules/{game}.md" in text
    assert world.lobby.history() == []


async def test_rules_without_a_game_lists_the_games(world: World):
    result = await world.alice.slash(world.lobby, "rules")
    assert result.ephemeral
    [embed] = result.response.embeds
    within_limits(embed)
    for guide in GUIDES.values():
        assert f"/rules game:{guide.name}" in (embed.description or "")


async def test_help_and_rules_answer_in_a_dm(world: World):
    shown = await world.alice.user.slash("help")
    assert shown.response is not None and shown.response.embeds
    rules = await world.alice.user.slash("rules", game="plateau")
    assert rules.response is not None and "Plateau" in (rules.response.embeds[0].title or "")


async def test_an_unknown_game_is_refused_by_discord(world: World):
    """The game is a choice list, so Discord itself refuses anything else."""
    with pytest.raises(simcord.OptionError, match="chess"):
        await world.alice.slash(world.lobby, "rules", game="chess")
    assert world.lobby.history() == []


@pytest.mark.parametrize("locale", SUPPORTED)
def test_help_and_rules_in_every_language_fit_discord(locale: str):
    """/help and /rules follow the reader's language; every translation must fit too."""
    reader = Reader(locale)
    embeds = [*help_embeds(reader), games_embed(reader)]
    embeds += [rules_embed(guide, reader) for guide in GUIDES.values()]
    for embed in embeds:
        within_limits(embed)
        text = text_of(embed)
        assert "{" not in text and "words-missing" not in text
    for guide in GUIDES.values():
        for example in guide.examples:  # the notation is the rules', in every language
            assert f"`{example.text}`" in text_of(rules_embed(guide, reader))
    if locale != "en":
        english = [text_of(embed) for embed in help_embeds(Reader("en"))]
        assert [text_of(embed) for embed in help_embeds(reader)] != english
