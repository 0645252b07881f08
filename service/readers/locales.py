"""Which languages a reader may choose and which time zones Postboard knows (issue 29).

The supported locales are the catalogs' own (``words.locales``, re-exported here), so
that ``/postboard config language:``, the mail command ``language`` and the locale a
channel reports all agree with the catalogs; and time zones by their IANA names, read
from ``zoneinfo`` (the ``tzdata`` package supplies them where the system has none), so a
zone is never a hand-kept offset that goes wrong at the next change of summer time.
"""

from __future__ import annotations

import difflib
from datetime import datetime, tzinfo
from functools import cache
from typing import Final
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from service.errors import ServiceError
from words import Items, Notation, Reader, Verbatim, When, msg
from words.locales import DEFAULT as DEFAULT
from words.locales import NAMES as NAMES
from words.locales import SUPPORTED as SUPPORTED
from words.locales import negotiate as negotiate
from words.plain import PLAIN

_ALIASES: Final = {
    "english": "en",
    "spanish": "es",
    "español": "es",
    "espanol": "es",
    "castellano": "es",
    "german": "de",
    "deutsch": "de",
    "greek": "el",
    "ελληνικά": "el",
    "ελληνικα": "el",
    "gr": "el",  # the country's code, which Greek readers often type for the language
}

SUGGESTION_LIMIT: Final = 25
"""Discord shows at most 25 autocomplete choices."""
CHOICE_LENGTH: Final = 100
"""Discord's longest choice name (IANA names are far shorter; the cut is a guard)."""
NEAREST: Final = 3
UTC_ZONE: Final = ZoneInfo("UTC")
"""Where a reader who chose no zone is: the zone every stored time is in."""
COMMON_ZONES: Final = (
    "UTC",
    "Europe/London",
    "Europe/Madrid",
    "Europe/Berlin",
    "Europe/Athens",
    "America/New_York",
    "America/Chicago",
    "America/Denver",
    "America/Los_Angeles",
    "America/Mexico_City",
    "America/Argentina/Buenos_Aires",
    "America/Sao_Paulo",
    "Asia/Kolkata",
    "Asia/Tokyo",
    "Australia/Sydney",
)
"""What autocomplete offers before anything is typed: zones many readers live in."""


def check_language(text: str) -> str:
    """A language a reader typed (``es``, ``Spanish``, ``Español``, ``es-ES``) as its
    supported code; refused with the list of those we speak."""
    word = " ".join(text.split()).lower()
    if word in _ALIASES:
        return _ALIASES[word]
    primary = word.replace("_", "-").split("-", 1)[0]
    if primary in SUPPORTED:
        return primary
    raise ServiceError(
        msg(
            "locale-not-a-language",
            text=Notation(_shown(text)),
            languages=Verbatim(supported_list()),
        )
    )


def supported_list() -> str:
    """``en (English), es (Español), …``: the supported languages as refusals name them."""
    return ", ".join(f"{code} ({NAMES[code]})" for code in SUPPORTED)


@cache
def _zones() -> dict[str, str]:
    """Every known zone by its lower-case name. Read once: the list is the installed
    zone data, which does not change while the process runs."""
    return {name.lower(): name for name in sorted(available_timezones())}


def check_time_zone(name: str) -> str:
    """The IANA name of the zone ``name`` means (its case does not matter, nor spaces
    for underscores: ``europe/berlin``, ``America/New York``); refused, naming the
    nearest known names, when there is none."""
    typed = "_".join(name.strip().split())
    zones = _zones()
    found = zones.get(typed.lower())
    if found is not None:
        return found
    nearest = [zones[key] for key in difflib.get_close_matches(typed.lower(), zones, NEAREST)]
    shown = Notation(_shown(name))
    if not nearest:
        raise ServiceError(msg("locale-not-a-zone", text=shown))
    raise ServiceError(
        msg(
            "locale-not-a-zone-nearest",
            text=shown,
            nearest=Items(tuple(Verbatim(zone) for zone in nearest), "or"),
        )
    )


def zone_suggestions(typed: str, limit: int = SUGGESTION_LIMIT) -> list[str]:
    """Zones whose name holds what was typed anywhere, case-insensitively (``berl`` →
    ``Europe/Berlin``, ``york`` → ``America/New_York``): those where it starts a part of
    the name first, then the rest, each alphabetically; nothing typed, the common ones."""
    needle = "_".join(typed.strip().split()).lower()
    limit = max(0, min(limit, SUGGESTION_LIMIT))
    if not needle:
        return list(COMMON_ZONES[:limit])
    starts: list[str] = []
    inside: list[str] = []
    for key, zone in _zones().items():
        at = key.find(needle)
        if at < 0:
            continue
        (starts if at == 0 or key[at - 1] in "/_-" else inside).append(zone)
    return [zone[:CHOICE_LENGTH] for zone in (starts + inside)[:limit]]


def zone(name: str | None) -> ZoneInfo:
    """The zone a stored name means; UTC for none, and for a name the installed zone
    data no longer has (a reader's setting must never break what is sent to them)."""
    if name is None:
        return UTC_ZONE
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return UTC_ZONE


def local_time(when: datetime, where: tzinfo) -> str:
    """``when`` as an English reader in ``where`` reads it (``Jun 1, 2026, 2:00 PM CEST``):
    the renderers' own formatting (``words.render``), for text written before the message
    model; a moment without a zone is taken as UTC, as stored."""
    return PLAIN.moment(When(when), Reader("en", where))


def _shown(text: str) -> str:
    """What a reader typed, as quoted back: one line, and not a whole essay."""
    line = " ".join(text.replace("`", "'").split())  # a backtick would end the quote
    return line if len(line) <= 60 else line[:57] + "..."
