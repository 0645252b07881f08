"""What Postboard keeps about a player, why and for how long: the answer every channel
gives, and docs/privacy.md says the same (a test holds the two together).

Each line names a kind of record the store keeps (``storage.sql.privacy.ABOUT``), why it
is kept and until when; the last says how to get it all and how to be forgotten.
"""

from __future__ import annotations

from typing import Final

from words import Command, Speech, lines, msg

EXPORT: Final = Command("privacy export")
FORGET: Final = Command("privacy forget")

ABOUT: Final[Speech] = lines(
    msg("privacy-about-head"),
    msg("privacy-about-name"),
    msg("privacy-about-games"),
    msg("privacy-about-choices"),
    msg("privacy-about-ratings"),
    msg("privacy-about-mail", unlink=Command("email unlink")),
    msg("privacy-about-nothing-else"),
    msg("privacy-about-how", export=EXPORT, forget=FORGET),
)
"""The whole answer, in the reader's language."""
