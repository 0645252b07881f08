"""What a pseudo-locale run looks for: text a player was shown that no catalog wrote.

In ``en-XA`` every message comes out bracketed (``⟦…⟧``) and accented, arguments
included, so what is left once the brackets are taken out was written somewhere else:
a sentence still built in code. Markup and what is nobody's language are let through:
mentions, stamps, code spans (notation), links, numbers and punctuation, and the
names a test chose for its players.
"""

from __future__ import annotations

import re

from words.pseudo import CLOSE, OPEN

BRACKETED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
MARKUP = re.compile(
    r"<@!?\d+>|<#\d+>|<@&\d+>|<t:\d+(:\w)?>|`[^`]*`|https?://\S+|</?[a-z][^>]*>|&[a-z]+;"
)
WORD = re.compile(r"[A-Za-z]{2,}")


def untranslated(text: str, names: tuple[str, ...] = ()) -> list[str]:
    """The words of ``text`` outside every catalog message (``names``: let through)."""
    left = text
    while True:
        shorter = BRACKETED.sub(" ", left)
        if shorter == left:
            break
        left = shorter
    left = MARKUP.sub(" ", left)
    for name in sorted(names, key=len, reverse=True):
        left = left.replace(name, " ")
    return WORD.findall(left)
