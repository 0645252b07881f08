"""The words of a notice mail the core queues (a reminder, an offer to answer by reply).

A notice's subject and text are written when it is queued (``service.mailing.intents``):
from the catalogs, in plain text, in English until an address has its language. The
mail channel's own renderer (``mail.words``) is beyond the core's reach, so these
messages are written for mail alone and never name a slash command.
"""

from __future__ import annotations

from words import Reader, Speech
from words.plain import PLAIN
from words.reader import ENGLISH


def mail_text(said: Speech, reader: Reader = ENGLISH) -> str:
    """``said`` as a notice mail's plain text for ``reader`` (the address's language and
    the player's zone, where the caller has them)."""
    return PLAIN.render(said, reader)
