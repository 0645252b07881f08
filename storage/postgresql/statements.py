"""The store's placeholders (``?`` and ``:name``) as PostgreSQL's ``$1``, ``$2``, ...

The SQL in `storage.sql` is written once, with SQLite's placeholders; asyncpg only
knows numbered ones. A ``?`` becomes the next number; a ``:name`` gets one number
however often it appears, and the mapping's values are passed in that order. Text
in strings, quoted names and comments is left alone, and so is a ``::`` cast.
"""

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any, Final

from storage.postgresql.lexing import pieces
from storage.sql.db import Params

_PLACEHOLDER: Final = re.compile(r"\?|(?<!:):([A-Za-z_]\w*)")


@lru_cache(maxsize=1024)
def numbered(sql: str) -> tuple[str, tuple[str, ...] | int]:
    """``sql`` with numbered placeholders, and what they stand for: the names in number
    order, or how many ``?`` there were."""
    names: dict[str, int] = {}
    positional = 0
    out: list[str] = []
    for code, piece in pieces(sql):
        if not code:
            out.append(piece)
            continue
        position = 0
        for match in _PLACEHOLDER.finditer(piece):
            out.append(piece[position : match.start()])
            position = match.end()
            name = match[1]
            if name is None:
                positional += 1
                out.append(f"${positional}")
            else:
                out.append(f"${names.setdefault(name, len(names) + 1)}")
        out.append(piece[position:])
    if names and positional:
        raise ValueError("A statement mixes ? and :name placeholders.")
    return "".join(out), (tuple(names) if names else positional)


def bind(sql: str, params: Params) -> tuple[str, Sequence[Any]]:
    """The statement for asyncpg and its arguments in order."""
    text, wanted = numbered(sql)
    if isinstance(wanted, int):
        if isinstance(params, Mapping):
            if params or wanted:
                raise ValueError("A statement with ? placeholders takes a sequence.")
            return text, ()
        if len(params) != wanted:
            raise ValueError(f"The statement has {wanted} placeholders, given {len(params)}.")
        return text, params
    if not isinstance(params, Mapping):
        raise ValueError("A statement with :name placeholders takes a mapping.")
    return text, [params[name] for name in wanted]
