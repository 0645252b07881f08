"""Text as players typed it, made writable before anything reads it.

JSON may carry a lone surrogate (``"\\ud800"``), and discord.py hands it on as it is:
a string no encoding can write, so the first store, picture, mail or even the answer
quoting it back to the player raised ``UnicodeEncodeError`` and the player got
"something went wrong". Every string a command or a DM brings is mended here once,
each lone surrogate becoming U+FFFD as a decoder shows bytes it cannot read, so
what follows refuses or keeps it like any other text.
"""

from __future__ import annotations

import re
from typing import Any

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
REPLACEMENT = "\ufffd"


def mended(text: str) -> str:
    """``text`` with each lone surrogate replaced by U+FFFD; anything else unchanged."""
    return _LONE_SURROGATE.sub(REPLACEMENT, text)


def mend_options(options: list[Any]) -> None:
    """Mend, in place, every string value in a command's options (and its
    subcommands' options), which is what discord.py reads its arguments from."""
    for option in options:
        value = option.get("value")
        if isinstance(value, str):
            option["value"] = mended(value)
        mend_options(option.get("options", []))
