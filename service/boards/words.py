"""The words drawn on a board: messages of ``words/catalogs/<locale>/boards.ftl`` written
as plain text (``words.plain.PLAIN``) in the reader's language.

A board is drawn with Pillow's built-in font, which has Latin letters only
(``rendering.kit.text``): accents fold away ("Weiß" draws as "Weiss"), but a script it
lacks altogether (Greek) would draw as question marks. ``drawn_reader`` therefore
draws in English for a language whose words the font cannot write, until a font
that can is shipped; then the same call draws that language.
"""

from __future__ import annotations

import functools

from rendering.kit.text import drawable
from words import ENGLISH, Msg, Reader, Verbatim, msg
from words.model import Arg
from words.plain import PLAIN

SAMPLE = "boards-font-sample"
"""A message holding the letters of its language, to test the font on."""


def say(reader: Reader, key: str, /, **args: Arg | str) -> str:
    """Message ``key`` of the boards' catalog for ``reader``; a ``str`` argument is shown
    as it is (a name, a move), an ``int`` is a count."""
    written = {
        name: Verbatim(value) if isinstance(value, str) else value for name, value in args.items()
    }
    return said(msg(key, **written), reader)


def said(message: Msg, reader: Reader) -> str:
    """A message already made (the Les verdict's) as plain text for ``reader``."""
    return PLAIN.render(message, reader)


@functools.lru_cache(maxsize=16)
def drawn_reader(reader: Reader) -> Reader:
    """``reader``, or English when the font cannot draw ``reader``'s language."""
    if reader == ENGLISH:
        return reader
    sample = PLAIN.render(msg(SAMPLE), reader)
    return reader if "?" not in drawable(sample.replace("?", "")) else ENGLISH


COLOUR_NAMES = {"black": "boards-black", "white": "boards-white"}


def colour_name(colour: str | None, reader: Reader) -> str:
    """A side's colour as a header writes it ("Black"); one the catalogs lack, capitalised."""
    if not colour:
        return ""
    key = COLOUR_NAMES.get(colour.lower())
    return say(reader, key) if key else colour.capitalize()


def header(*parts: str | None) -> str:
    """A header's pieces joined as every board joins them: ``a · b · c``."""
    return " · ".join(part for part in parts if part)
