"""Discord's timestamps in a mail body queued by a version before the message model.

Those versions wrote a notice's times as Discord stamps (``<t:1780000000:R>``), which
Discord shows in each reader's own clock, and left the mail to write them out at
sending time. A body queued now is rendered for its reader already and holds none;
one queued before an upgrade still goes out readable, in its reader's zone.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, tzinfo

from service.readers.locales import local_time

_TIMESTAMP = re.compile(r"<t:(\d+)(?::[a-zA-Z])?>")


def has_moments(text: str) -> bool:
    """Whether ``text`` holds a Discord timestamp: only then is a reader's zone worth a
    read of their settings."""
    return _TIMESTAMP.search(text) is not None


def moments_in(text: str, where: tzinfo) -> str:
    """Each Discord timestamp written out in ``where``, with the zone's abbreviation
    (`service.readers.locales.local_time`, the one place a time is formatted)."""
    return _TIMESTAMP.sub(
        lambda match: local_time(datetime.fromtimestamp(int(match[1]), UTC), where), text
    )
