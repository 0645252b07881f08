"""Where SQL text is code, so a rewrite never touches a string, a name or a comment.

Both rewrites PostgreSQL needs (placeholders to ``$n``, SQLite's DDL to its own) act
on code only: a ``?`` inside ``'...'`` is a character, and ``INTEGER`` in a comment
is a word. `pieces` cuts a text into runs of code and runs of everything else:
string literals (``''`` escapes a quote), quoted names, ``--`` and ``/* */``
comments, and dollar-quoted bodies (``$$ ... $$``, ``$tag$ ... $tag$``).
"""

import re
from collections.abc import Callable, Iterator
from typing import Final

_OPAQUE: Final = re.compile(
    r"""'(?:[^']|'')*'?                      # a string literal
      | "(?:[^"]|"")*"?                      # a quoted name
      | --[^\n]*                             # a line comment
      | /\*.*?(?:\*/|\Z)                     # a block comment
      | (?P<tag>\$(?:[A-Za-z_]\w*)?\$).*?(?:(?P=tag)|\Z)   # a dollar-quoted body
    """,
    re.VERBOSE | re.DOTALL,
)


def pieces(text: str) -> Iterator[tuple[bool, str]]:
    """``(is_code, piece)`` runs that put together give back ``text``."""
    position = 0
    for match in _OPAQUE.finditer(text):
        if match.start() > position:
            yield True, text[position : match.start()]
        yield False, match.group()
        position = match.end()
    if position < len(text):
        yield True, text[position:]


def rewrite_code(text: str, rewrite: Callable[[str], str]) -> str:
    """``text`` with ``rewrite`` applied to its code and nothing else."""
    return "".join(rewrite(piece) if code else piece for code, piece in pieces(text))
