"""The page's language: the visitor's ``Accept-Language``, negotiated to one we speak.

The header lists language tags with an optional weight (``el-GR, el;q=0.9, en;q=0.5``,
RFC 9110 §12.5.4). The best-weighted tag whose language Postboard has a catalog for
wins (a tie goes to the one listed first); a weight of 0 means "not this one", and
``*`` or a header naming nothing we have leaves English. The reader's zone is not
told by a browser: pages write moments in UTC, and the script writes them in the
visitor's own zone.
"""

from __future__ import annotations

from words import ENGLISH, Reader
from words.locales import PSEUDO, SUPPORTED, negotiate

MAX_HEADER = 1000
"""Characters of the header read at most (a browser sends a few dozen)."""
MAX_TAGS = 32
MAX_TAG = 35
"""The longest tag read (RFC 5646 advises 35 characters suffice); longer is junk."""


def ranked(header: str | None) -> list[str]:
    """The header's tags, best first (equal weights in the order written); tags of
    weight 0, ``*`` and malformed entries left out."""
    weighted: list[tuple[float, int, str]] = []
    for index, entry in enumerate((header or "")[:MAX_HEADER].split(",")[:MAX_TAGS]):
        tag, *params = (part.strip() for part in entry.split(";"))
        if not 0 < len(tag) <= MAX_TAG or not all(
            c.isascii() and (c.isalnum() or c in "-_") for c in tag
        ):
            continue
        weight = 1.0
        for param in params:
            name, _, value = param.partition("=")
            if name.strip().lower() == "q":
                try:
                    weight = float(value.strip())
                except ValueError:
                    weight = -1.0
        if 0.0 < weight <= 1.0:
            weighted.append((-weight, index, tag))
    return [tag for _, _, tag in sorted(weighted)]


def reader_of(header: str | None) -> Reader:
    """Who reads the page: the best language of ``header`` we have, else English (UTC)."""
    for tag in ranked(header):
        locale = negotiate(tag)
        if locale == PSEUDO or tag.replace("_", "-").split("-")[0].lower() in SUPPORTED:
            return Reader(locale)
    return ENGLISH
