"""The message catalogs: Fluent files per locale, with English behind every message.

Fluent (Project Fluent, Mozilla's localization system) was chosen over gettext because
its unit is what the core already speaks: a message id with named arguments. A
translator sees the whole sentence with its variables and writes the plural, gender
or channel variants their language needs as selectors inside it, where gettext could
only offer ``ngettext``'s two forms and a sentence split around its arguments. Its
Python runtime formats numbers and plurals with Babel's CLDR data.

A message missing from one locale, or failing there (a variable the translation
misspells), falls back to English for that message alone and is logged; a message
missing from English too renders ``words-missing``, never a raw key.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentNone
from fluent.syntax.ast import Junk

from words.locales import DEFAULT, PSEUDO, SUPPORTED
from words.pseudo import pseudo_source

CATALOGS = Path(__file__).resolve().parent / "catalogs"
MISSING = "words-missing"

log = logging.getLogger(__name__)

Value = str | int | float


class Catalog:
    """Every locale's bundle, loaded once; ``format`` is all a renderer needs."""

    def __init__(self, sources: Mapping[str, str | Callable[[], str]]) -> None:
        """``sources``: each locale's Fluent text (its files joined), or how to read it:
        a locale's bundle is built when it is first asked for, so a process that speaks
        English alone never parses the other catalogs (and tests' pseudo-locale is made
        only in tests)."""
        self._sources = dict(sources)
        self._bundles: dict[str, FluentBundle] = {}
        english = self._bundle(DEFAULT)
        if english is None:
            raise ValueError("no English catalog: English is every message's fallback")
        self._english: FluentBundle = english

    def _bundle(self, locale: str) -> FluentBundle | None:
        bundle = self._bundles.get(locale)
        if bundle is not None or locale not in self._sources:
            return bundle
        source = self._sources[locale]
        text = source if isinstance(source, str) else source()
        bundle = FluentBundle([_babel_locale(locale)], use_isolating=False)
        resource = FluentResource(text)
        for junk in (entry for entry in resource.body if isinstance(entry, Junk)):
            log.error("catalog %s does not parse: %s", locale, (junk.content or "")[:80])
        bundle.add_resource(resource)
        self._bundles[locale] = bundle
        return bundle

    def locales(self) -> tuple[str, ...]:
        return tuple(self._sources)

    def warm(self) -> None:
        """Build every locale's bundle now (a starting process, before its first post)."""
        for locale in SUPPORTED:
            self._bundle(locale)

    def has(self, locale: str, key: str) -> bool:
        bundle = self._bundle(locale)
        return bundle is not None and bundle.has_message(key.split(".")[0])

    def format(self, locale: str, key: str, args: Mapping[str, Value]) -> str:
        """Message ``key`` (``id`` or ``id.attribute``) in ``locale``, with ``args``."""
        bundle = self._bundle(locale) or self._english
        text = self._try(bundle, key, args)
        if text is None and bundle is not self._english:
            log.warning("message %s missing or broken in %s: English instead", key, locale)
            text = self._try(self._english, key, args)
        if text is None:
            log.error("message %s missing from the English catalog", key)
            text = self._try(self._english, MISSING, {}) or "…"
        return text

    @staticmethod
    def _try(bundle: FluentBundle, key: str, args: Mapping[str, Value]) -> str | None:
        name, _, attribute = key.partition(".")
        if not bundle.has_message(name):
            return None
        message = bundle.get_message(name)
        pattern = message.attributes.get(attribute) if attribute else message.value
        if pattern is None:
            return None
        text, errors = bundle.format_pattern(pattern, dict(args))
        if errors:
            log.warning("message %s: %s", key, "; ".join(map(str, errors)))
            return None
        return str(text) if not isinstance(text, FluentNone) else None


def _babel_locale(locale: str) -> str:
    return DEFAULT if locale == PSEUDO else locale


def read_sources(root: Path = CATALOGS) -> dict[str, str | Callable[[], str]]:
    """Each supported locale's ``.ftl`` files, joined in name order; the pseudo-locale
    made from English."""

    def reader(locale: str) -> Callable[[], str]:
        return lambda: "\n".join(
            path.read_text(encoding="utf-8") for path in sorted((root / locale).glob("*.ftl"))
        )

    sources: dict[str, str | Callable[[], str]] = {locale: reader(locale) for locale in SUPPORTED}
    sources[PSEUDO] = lambda: pseudo_source(reader(DEFAULT)())
    return sources


@cache
def catalog() -> Catalog:
    """The catalogs shipped with Postboard, read once per process."""
    return Catalog(read_sources())
