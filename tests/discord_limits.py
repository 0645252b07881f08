r"""Discord's documented limits, checked on every request the bot made in a test.

The fakes (SimCord, ``tests/wire/fake_discord``) refuse some payloads, but a refused
post is often answered by the bot's own fallback, and the test passes; and some
limits (autocomplete choices, command schemas) no fake checked. So after each test
``violations`` reads every REST request the bot made and names each that Discord
would refuse, and the fixture fails the test that made it.

Limits, from Discord's API reference: message content 2,000 characters; up to 10
embeds, title 256, description 4,096, 25 fields of name 256 and value 1,024, footer
2,048, author 256, 6,000 in all; 5 action rows of 5 buttons, labels 80, custom ids
100, 25 select options; autocomplete 25 choices, names 1-100, string values up to
100; thread names 1-100; commands: names 1-32, descriptions 1-100, 25 options, 25
choices of names up to 100. Each localization of a command (``name_localizations``,
``description_localizations``, a choice's ``name_localizations``) is held to the same
limits, and a name, in each locale, to Discord's pattern for names
(``^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$``, lowercase where the script has
case), unique among its command's options.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from typing import Any

CONTENT = 2000
EMBEDS = 10
EMBED_TOTAL = 6000
EMBED_TEXTS = {"title": 256, "description": 4096}
FIELDS = 25
ROWS = 5
ROW_ITEMS = 5
LABEL = 80
CUSTOM_ID = 100
SELECT_OPTIONS = 25
CHOICES = 25
CHOICE_TEXT = 100
THREAD_NAME = 100
COMMAND_NAME = 32
DESCRIPTION = 100
OPTIONS = 25

AUTOCOMPLETE_RESULT = 8
_MESSAGE_ROUTES = re.compile(
    r"^/(channels/\d+/messages(/\d+)?|webhooks/\d+/[^/]+(/messages/[^/]+)?|"
    r"interactions/\d+/[^/]+/callback)$"
)
_THREAD_ROUTES = re.compile(r"^/channels/\d+(/messages/\d+)?/threads$|^/channels/\d+$")
_COMMAND_ROUTES = re.compile(r"^/applications/\d+(/guilds/\d+)?/commands(/\d+)?$")


def violations(method: str, path: str, body: Any) -> list[str]:
    """What in one request Discord would refuse; empty when nothing."""
    if not isinstance(body, (dict, list)) or method not in ("POST", "PATCH", "PUT"):
        return []
    path = "/" + path.strip("/").removeprefix("api/v10/")
    found: list[str] = []
    if _COMMAND_ROUTES.match(path):
        for command in body if isinstance(body, list) else [body]:
            found += _command(command, command.get("name", "?"))
    elif isinstance(body, dict) and _MESSAGE_ROUTES.match(path):
        if path.endswith("/callback"):
            data = body.get("data") or {}
            if body.get("type") == AUTOCOMPLETE_RESULT:
                found += _choices(data.get("choices", []), "autocomplete")
            else:
                found += _message(data)
        else:
            found += _message(body)
    elif isinstance(body, dict) and _THREAD_ROUTES.match(path) and "name" in body:
        name = body["name"]
        if isinstance(name, str) and not 1 <= len(name) <= THREAD_NAME:
            found.append(f"thread name of {len(name)} characters (1-{THREAD_NAME})")
    return [f"{method} {path}: {what}" for what in found]


def _message(body: dict[str, Any]) -> list[str]:
    found = []
    content = body.get("content")
    if isinstance(content, str) and len(content) > CONTENT:
        found.append(f"content of {len(content)} characters (at most {CONTENT})")
    embeds = body.get("embeds") or []
    if len(embeds) > EMBEDS:
        found.append(f"{len(embeds)} embeds (at most {EMBEDS})")
    total = 0
    for number, embed in enumerate(embeds):
        for key, limit in EMBED_TEXTS.items():
            text = embed.get(key) or ""
            total += len(text)
            if len(text) > limit:
                found.append(f"embed {number} {key} of {len(text)} (at most {limit})")
        fields = embed.get("fields") or []
        if len(fields) > FIELDS:
            found.append(f"embed {number} has {len(fields)} fields (at most {FIELDS})")
        for field in fields:
            for key, limit in (("name", 256), ("value", 1024)):
                text = field.get(key) or ""
                total += len(text)
                if len(text) > limit:
                    found.append(f"embed {number} field {key} of {len(text)} (at most {limit})")
        for key, inner, limit in (("footer", "text", 2048), ("author", "name", 256)):
            text = (embed.get(key) or {}).get(inner) or ""
            total += len(text)
            if len(text) > limit:
                found.append(f"embed {number} {key} of {len(text)} (at most {limit})")
    if total > EMBED_TOTAL:
        found.append(f"embeds of {total} characters in all (at most {EMBED_TOTAL})")
    return found + _components(body.get("components") or [])


def _components(rows: list[dict[str, Any]]) -> list[str]:
    found = []
    if len(rows) > ROWS:
        found.append(f"{len(rows)} action rows (at most {ROWS})")
    for row in rows:
        items = row.get("components") or []
        if len(items) > ROW_ITEMS:
            found.append(f"a row of {len(items)} components (at most {ROW_ITEMS})")
        for item in items:
            label = item.get("label") or ""
            if len(label) > LABEL:
                found.append(f"label of {len(label)} characters (at most {LABEL})")
            custom_id = item.get("custom_id") or ""
            if len(custom_id) > CUSTOM_ID:
                found.append(f"custom_id of {len(custom_id)} characters (at most {CUSTOM_ID})")
            options = item.get("options") or []
            if len(options) > SELECT_OPTIONS:
                found.append(f"a select of {len(options)} options (at most {SELECT_OPTIONS})")
    return found


def _choices(choices: Iterable[dict[str, Any]], where: str) -> list[str]:
    listed = list(choices)
    found = []
    if len(listed) > CHOICES:
        found.append(f"{where}: {len(listed)} choices (at most {CHOICES})")
    for choice in listed:
        name, value = choice.get("name", ""), choice.get("value")
        if not 1 <= len(name) <= CHOICE_TEXT:
            found.append(f"{where}: a choice name of {len(name)} characters (1-{CHOICE_TEXT})")
        for locale, localized in (choice.get("name_localizations") or {}).items():
            if not 1 <= len(localized) <= CHOICE_TEXT:
                found.append(f"{where}: a {locale} choice name of {len(localized)} characters")
        if isinstance(value, str) and len(value) > CHOICE_TEXT:
            found.append(f"{where}: a choice value of {len(value)} characters")
    return found


def _command(command: dict[str, Any], name: str) -> list[str]:
    found = []
    if not 1 <= len(command.get("name", "")) <= COMMAND_NAME:
        found.append(f"/{name}: name of {len(command.get('name', ''))} characters")
    description = command.get("description", "")
    if command.get("type", 1) == 1 and not 1 <= len(description) <= DESCRIPTION:
        found.append(f"/{name}: description of {len(description)} characters")
    for locale, localized in (command.get("name_localizations") or {}).items():
        if not is_command_name(localized):
            found.append(f"/{name}: {locale} name {localized!r} is no command name")
    if command.get("type", 1) == 1:
        for locale, localized in (command.get("description_localizations") or {}).items():
            if not 1 <= len(localized) <= DESCRIPTION:
                found.append(f"/{name}: {locale} description of {len(localized)} characters")
    options = command.get("options") or []
    if len(options) > OPTIONS:
        found.append(f"/{name}: {len(options)} options (at most {OPTIONS})")
    found += _names_twice(options, name)
    for option in options:
        label = f"{name} {option.get('name', '?')}"
        found += _command({**option, "type": 1}, label)
        found += _choices(option.get("choices") or [], f"/{label}")
    return found


def is_command_name(name: str) -> bool:
    """Discord's rule for a command's or an option's name, in any language: 1 to 32 of
    letters, digits, ``-`` and ``_`` (and Devanagari or Thai marks), lowercase where the
    letter has case."""
    return (
        1 <= len(name) <= COMMAND_NAME
        and name == name.lower()
        and all(_name_character(character) for character in name)
    )


def _name_character(character: str) -> bool:
    category = unicodedata.category(character)
    if character in "-_" or category[0] in "LN":
        return True
    script = unicodedata.name(character, "")
    return category[0] == "M" and script.startswith(("DEVANAGARI", "THAI"))


def _names_twice(options: list[dict[str, Any]], name: str) -> list[str]:
    """Options of one command named alike in some locale (Discord's default name where
    the option has no localization for it)."""
    locales = {locale for option in options for locale in option.get("name_localizations") or {}}
    found = []
    for locale in sorted(locales):
        names = [
            str((option.get("name_localizations") or {}).get(locale, option.get("name")))
            for option in options
        ]
        twice = sorted({seen for seen in names if names.count(seen) > 1})
        if twice:
            found.append(f"/{name}: {locale} names options alike: {', '.join(map(str, twice))}")
    return found
