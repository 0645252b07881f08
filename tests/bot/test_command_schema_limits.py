"""Issue 28, item 5: every command, option and choice as the player reads it, whole.

Discord takes at most 100 characters of a description or a choice's name; discord.py
cuts a longer description at a word and ends it with "…" (``/challenge``'s
``timeout:`` read "…may claim it (default: the server's…"), so each is held to the
limit here, uncut."""

from __future__ import annotations

from discord import app_commands

from tests.bot.conftest import World
from tests.discord_limits import violations

DESCRIPTION = 100
"""Discord's limit on a command's or an option's description, and a choice's name."""
CUT = "…"
"""What discord.py ends a description with when it had to cut it."""


def cut(description: str) -> bool:
    return len(description) > DESCRIPTION or description.endswith(CUT)


async def test_every_description_and_choice_fits_discords_limit(world: World) -> None:
    tree = world.env.bot.tree
    too_long = []
    for command in tree.walk_commands():
        if cut(command.description):
            too_long.append((command.qualified_name, command.description))
        if not isinstance(command, app_commands.Command):
            continue
        for parameter in command.parameters:
            if cut(parameter.description):
                too_long.append(
                    (f"{command.qualified_name} {parameter.name}:", parameter.description)
                )
            too_long += [
                (f"{command.qualified_name} {parameter.name}: choice", choice.name)
                for choice in parameter.choices
                if len(choice.name) > DESCRIPTION
            ]
    assert too_long == []


async def test_every_localization_fits_discords_limits_and_names_stay_apart(world: World) -> None:
    """What the tree sync sent Discord, in every language it was sent in: descriptions and
    choices of at most 100 characters, names Discord takes, unique in each locale."""
    synced = [
        made.json
        for made in world.env.http_requests
        if made.method == "PUT" and made.path.rstrip("/").endswith("/commands")
    ]
    assert synced, "the tree was synced"
    schema = synced[-1]
    assert violations("PUT", "/applications/1/commands", schema) == []
    locales = {
        locale for command in schema for locale in command.get("description_localizations") or {}
    }
    assert {"es-ES", "es-419", "de", "el"} <= locales
    for locale in locales:
        names = [
            (command.get("name_localizations") or {}).get(locale, command["name"])
            for command in schema
        ]
        assert len(names) == len(set(names)), locale
