"""Discord's own command list in the reader's language: descriptions, options, choices.

Discord shows a command's description, its options' descriptions and its choices in the
language each player's client is set to, from the localizations sent with the command
tree (``name_localizations``, ``description_localizations``). discord.py asks a
``Translator`` for each of them when the tree is synced; ``PostboardTranslator`` reads
them from the catalogs, ``words/catalogs/<locale>/commands.ftl``, by ids made from where
the string sits in the tree:

- ``cmd-<command path>-description``: a command's or a group's description
  (``cmd-premove-add-description``);
- ``cmd-<command path>-opt-<option>-description``: an option's description;
- ``cmd-choice-<the choice's English name, in kebab case>``: a choice's name (a choice
  is shared by every command that offers it, and means the same in each);
- ``cmd-<command path>-name`` and ``cmd-<command path>-opt-<option>-name``: a command's
  or an option's name, where a catalog gives one (none does: see below).

Command and option names stay English in every language: every sentence Postboard
writes names them (``/move``, ``ply:``), as do the help, the docs and the mails, and a
name Discord showed translated would be one the bot's own words never use.

English comes from the code: an English client, and a language Postboard does not
speak, get no localization and read the code's own text. The English catalog holds the
code's text too, under the same ids, so each translation can be checked against what it
translates: a string whose code text no longer matches the English catalog is sent
without translations (and logged), rather than with translations of what it used to say.
"""

from __future__ import annotations

import logging
import re
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from words.catalog import Catalog, catalog
from words.locales import DEFAULT, negotiate

log = logging.getLogger("postboard")

_NOT_AN_ID = re.compile(r"[^a-z0-9_]+")


def path_of(command: Any) -> str:
    """A command's or group's path as an id part: ``premove add`` is ``premove-add``."""
    return "-".join(str(command.qualified_name).split())


def choice_id(name: str) -> str:
    """The id of a choice by its English name: ``me (the challenger)`` is
    ``cmd-choice-me-the-challenger``."""
    return "cmd-choice-" + _NOT_AN_ID.sub("-", name.lower()).strip("-")


def message_id(context: app_commands.TranslationContextTypes) -> str | None:
    """The catalog id of the string at ``context``; None where Postboard translates nothing."""
    data: Any = context.data
    match context.location:
        case Where.command_description | Where.group_description:
            return f"cmd-{path_of(data)}-description"
        case Where.command_name | Where.group_name:
            return f"cmd-{path_of(data)}-name"
        case Where.parameter_description:
            return f"cmd-{path_of(data.command)}-opt-{data.display_name}-description"
        case Where.parameter_name:
            return f"cmd-{path_of(data.command)}-opt-{data.display_name}-name"
        case Where.choice_name:
            return choice_id(str(data.name))
    return None


class PostboardTranslator(app_commands.Translator):
    """The catalogs' translations of the command tree, for Discord's es-ES, es-419, de
    and el (``words.locales.negotiate``); None for English and for the rest."""

    def __init__(self, words: Catalog | None = None) -> None:
        self._catalog = words
        self._stale: set[str] = set()

    @property
    def catalog(self) -> Catalog:
        if self._catalog is None:
            self._catalog = catalog()
        return self._catalog

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        return self.text(string.message, locale, context)

    def text(
        self, english: str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        """``english`` at ``context`` in ``locale``'s language, or None (Discord then shows
        the English)."""
        language = negotiate(locale.value)
        if language == DEFAULT:
            return None
        key = message_id(context)
        if key is None or not self.catalog.has(language, key):
            return None
        words = self.catalog
        if not words.has(DEFAULT, key) or words.format(DEFAULT, key, {}) != english:
            if key not in self._stale:
                self._stale.add(key)
                log.warning("%s: the code's English differs from the catalog's: untranslated", key)
            return None
        return words.format(language, key, {})
