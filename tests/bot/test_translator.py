"""Issue 29: Discord's own list of commands speaks the player's language.

The tree sync sends each command's and option's description and each choice in Spanish
(es-ES and es-419), German and Greek, from ``words/catalogs/<locale>/commands.ftl``;
English clients, and languages Postboard does not speak, read the code's English.
Command and option names stay English (``bot.translator`` says why)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContext
from discord.app_commands import TranslationContextLocation as Where
from fluent.syntax import FluentParser, ast

from bot.translator import PostboardTranslator, choice_id, message_id
from tests.bot.conftest import World
from words.catalog import CATALOGS, Catalog, read_sources
from words.locales import NAMES

OURS = ("es-ES", "es-419", "de", "el")
GAMES = {"Pinch", "Pletore", "Les", "Plakoto", "Plateau"}
"""Proper names, the same in every language."""
SETTINGS = {
    "games",
    "channel",
    "clock",
    "vacation_days",
    "hints",
    "web_list",
    "language",
    "moderator_role",
    "abandon_days",
}
LANGUAGES = {f"{name} ({code})" for code, name in NAMES.items()}
"""Each language is offered in its own words, in every locale."""
"""``/postboard config reset:`` offers the options' own names, which stay English."""


def synced(world: World) -> list[dict[str, Any]]:
    puts = [
        made.json
        for made in world.env.http_requests
        if made.method == "PUT" and made.path.rstrip("/").endswith("/commands")
    ]
    return list(puts[-1])


def walk(entry: dict[str, Any], path: str) -> list[tuple[str, dict[str, Any]]]:
    found = [(path, entry)]
    for option in entry.get("options") or []:
        found += walk(option, f"{path} {option['name']}")
    return found


def contexts(tree: app_commands.CommandTree[Any]) -> list[tuple[str, Any]]:
    """Every translatable string of the tree with the context discord.py gives it."""
    found: list[tuple[str, Any]] = []
    for command in tree.walk_commands():
        where = Where.group_description
        if isinstance(command, app_commands.Command):
            where = Where.command_description
            for parameter in command.parameters:
                context = TranslationContext(Where.parameter_description, parameter)
                found.append((parameter.description, context))
                for choice in parameter.choices:
                    found.append((choice.name, TranslationContext(Where.choice_name, choice)))
        found.append((command.description, TranslationContext(where, command)))
    return found


async def test_the_synced_tree_carries_spanish_german_and_greek(world: World) -> None:
    schema = synced(world)
    assert len(schema) >= 25
    untranslated = []
    for command in schema:
        assert command.get("name_localizations") in (None, {}), command["name"]
        for path, entry in walk(command, command["name"]):
            localized = entry.get("description_localizations") or {}
            if set(localized) != set(OURS):
                untranslated.append((path, sorted(localized)))
            assert localized.get("es-ES") == localized.get("es-419")
            assert not entry.get("name_localizations"), path
            for choice in entry.get("choices") or []:
                names = choice.get("name_localizations") or {}
                if choice["name"] not in GAMES | SETTINGS | LANGUAGES and set(names) != set(OURS):
                    untranslated.append((f"{path}: {choice['name']}", sorted(names)))
    assert untranslated == []
    challenge = next(command for command in schema if command["name"] == "challenge")
    assert challenge["description"] == "Challenge someone to a game, or anyone here."
    assert challenge["description_localizations"] == {
        "es-ES": "Reta a alguien a una partida, o a cualquiera de aquí.",
        "es-419": "Reta a alguien a una partida, o a cualquiera de aquí.",
        "de": "Fordere jemanden zu einer Partie heraus, oder alle hier.",
        "el": "Προκάλεσε κάποιον σε παρτίδα, ή όποιον είναι εδώ.",
    }
    first = next(option for option in challenge["options"] if option["name"] == "first")
    random = next(choice for choice in first["choices"] if choice["value"] == "random")
    assert random["name_localizations"]["de"] == "zufällig"


async def test_the_english_catalog_is_the_codes_english_and_nothing_more(world: World) -> None:
    """A description changed in the code without its catalog is found here (and sent
    untranslated, not with the translation of what it used to say)."""
    english = Catalog(read_sources())
    used = set()
    differ = []
    for text, context in contexts(world.env.bot.tree):
        key = message_id(context)
        assert key is not None
        if context.location is Where.choice_name and text in GAMES | SETTINGS | LANGUAGES:
            continue
        used.add(key)
        if not english.has("en", key) or english.format("en", key, {}) != text:
            differ.append((key, text))
    assert differ == []
    source = (CATALOGS / "en" / "commands.ftl").read_text(encoding="utf-8")
    listed = {
        entry.id.name
        for entry in FluentParser().parse(source).body
        if isinstance(entry, ast.Message)
    }
    assert sorted(listed - used) == [], "messages no command has"


async def test_english_and_unknown_languages_keep_the_codes_text() -> None:
    translator = PostboardTranslator()
    command = app_commands.Command(name="claim", description="x", callback=_claim)
    context = TranslationContext(Where.command_description, command)
    english = (
        "End the game when your opponent's time is up: a win, or an abort if they never moved."
    )
    for locale in (discord.Locale.american_english, discord.Locale.british_english,
                   discord.Locale.french, discord.Locale.japanese):  # fmt: skip
        assert translator.text(english, locale, context) is None
    assert translator.text(
        english,
        discord.Locale.spain_spanish,
        context,
    ).startswith("Termina")
    assert translator.text(english, discord.Locale.latin_american_spanish, context)
    assert translator.text(english, discord.Locale.greek, context)
    name = TranslationContext(Where.command_name, command)
    assert translator.text("claim", discord.Locale.german, name) is None


async def test_a_description_the_catalog_no_longer_matches_is_sent_in_english(caplog) -> None:
    sources = read_sources()
    english = CATALOGS / "en"
    text = "\n".join(p.read_text(encoding="utf-8") for p in sorted(english.glob("*.ftl")))
    line = next(line for line in text.splitlines() if "cmd-claim-description" in line)
    sources["en"] = text.replace(line, "cmd-claim-description = What it said before.")
    translator = PostboardTranslator(Catalog(sources))
    command = app_commands.Command(name="claim", description="x", callback=_claim)
    context = TranslationContext(Where.command_description, command)
    now = "End the game when your opponent's time is up: a win, or an abort if they never moved."
    assert translator.text(now, discord.Locale.german, context) is None
    assert translator.text(now, discord.Locale.german, context) is None
    stale = [r for r in caplog.records if "cmd-claim-description" in r.getMessage()]
    assert len(stale) == 1


def test_choice_ids_are_the_english_in_kebab_case() -> None:
    assert choice_id("me (the challenger)") == "cmd-choice-me-the-challenger"
    assert choice_id("on: game pages link to this server's list") == (
        "cmd-choice-on-game-pages-link-to-this-server-s-list"
    )


async def _claim(interaction: discord.Interaction) -> None:
    """A stand-in callback for the unit tests' commands."""
