"""How the names people choose appear in what the service says: as text, never as syntax.

A display name is whatever its owner typed, ``<@123>``, ``@everyone`` or
``**big**`` included. Two channel-neutral rules keep it text:

- ``plain_name``, applied where a name enters (``Service.remember``) and again
  where one is read (for names saved before the rule): one readable line of at
  most ``NAME_LIMIT`` characters, without control or text-direction characters,
  and with a zero-width space after every ``@`` and ``<``, so no chat syntax made
  of them can form: user, role and channel mentions, ``@everyone``, ``@here``,
  custom emoji, timestamps, command links. It reads exactly as typed. Board
  images and thread names take it as it is: they render neither mentions nor
  markdown (and the images draw no zero-width characters).
- ``name_in_text``, applied where a name is written into the service's own text,
  which is markdown (``**title**``, `` `code` ``): markdown's punctuation is
  escaped with a backslash, so ``**big**`` shows its asterisks.

Pings never depend on these rules alone: a channel pings only the ids a result
names (``ping_user_id``, a game's players), never whatever a text mentions.
"""

from __future__ import annotations

import re
import unicodedata

from words import Reader, Verbatim, is_former, msg
from words.plain import PLAIN

NAME_LIMIT = 64
ZERO_WIDTH_SPACE = "\u200b"

_DIRECTION_MARKS = dict.fromkeys(
    map(ord, "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
)
_BREAK_AFTER = re.compile(r"([@<])")
_MARKDOWN = re.compile(r"([\\*_~`|\[\]<>#+-])")
_NUMBERED = re.compile(r"^([0-9]+)\.")
_SHOWN = {"Cc": " ", "Cs": "\ufffd"}
"""What a character of these categories is shown as: a control character as a space;
a lone surrogate, which no text encoding can write (nor SQLite, PostgreSQL, Pillow or
mail), as the replacement character, as a decoder shows bytes it cannot read."""


def plain_name(raw: str) -> str:
    """``raw`` as one readable line that no chat reads as a mention; the same for a
    name that already follows the rule, so it may be applied again."""
    text = raw.replace(ZERO_WIDTH_SPACE, "").translate(_DIRECTION_MARKS)
    text = "".join(_SHOWN.get(unicodedata.category(c), c) for c in text)
    text = " ".join(text.split())[:NAME_LIMIT].rstrip()
    return _BREAK_AFTER.sub(rf"\1{ZERO_WIDTH_SPACE}", text)


def name_in_text(name: str) -> str:
    """A plain name as literal words in the service's markdown: ``**big**`` shows its
    asterisks, and a name at the start of a line makes no heading, quote or list."""
    return _NUMBERED.sub(r"\1\\.", _MARKDOWN.sub(r"\\\1", name))


def stand_in(user_id: int, reader: Reader) -> str:
    """The plain name shown for a player whose own is not known, in ``reader``'s words:
    a former player for someone forgotten at their request (``words.is_former``), else
    ``player 123`` for someone the bot never saw."""
    if is_former(user_id):
        return PLAIN.render(msg("privacy-former-player"), reader)
    return PLAIN.render(msg("players-unknown", id=Verbatim(str(user_id))), reader)
