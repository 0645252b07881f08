"""Who reads a message: their language and their time zone."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import tzinfo
from zoneinfo import ZoneInfo

UTC = ZoneInfo("UTC")


@dataclass(frozen=True, slots=True)
class Reader:
    """A reader's locale (one of the catalogs', see ``words.locales``) and time zone."""

    locale: str = "en"
    zone: tzinfo = UTC


ENGLISH = Reader()
"""The reader nobody told us about: English, UTC."""
