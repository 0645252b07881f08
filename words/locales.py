"""The languages Postboard speaks, and how a channel's locale tag finds one of them."""

from __future__ import annotations

SUPPORTED = ("en", "es", "de", "el")
"""The complete catalogs, English first: every message is in each of them."""
DEFAULT = "en"
PSEUDO = "en-XA"
"""Accented, bracketed English made from the English catalog, so tests can tell text
that came from a catalog from text that did not."""
NAMES = {"en": "English", "es": "Español", "de": "Deutsch", "el": "Ελληνικά"}
"""Each language in its own words, for choices and confirmations."""


def negotiate(tag: str | None) -> str:
    """The supported locale for a channel's tag (Discord's ``es-ES``, ``en-GB``, a mail
    command's ``ES``): its language when we have it, else English. The pseudo-locale is
    kept, for tests."""
    if not tag:
        return DEFAULT
    cleaned = tag.strip().replace("_", "-")
    if cleaned.lower() == PSEUDO.lower():
        return PSEUDO
    language = cleaned.split("-")[0].lower()
    return language if language in SUPPORTED else DEFAULT
