"""Lists cut to what one chat message holds, saying how many were left out.

A Discord message holds 2,000 characters and is refused whole (400) past them, so
every list the service writes (open challenges, tournaments, games, conditional
moves) goes through ``fitted``: its head and tail always, then as many of its
items as fit, then "…and N more." rather than an answer nobody receives.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

MESSAGE_BUDGET: Final = 1900
"""Characters a listing may take: a Discord message holds 2,000, and the channel adds
a little around some answers (a mention, a pointer to the thread)."""


def fitted(
    items: Sequence[str],
    *,
    head: Sequence[str] = (),
    tail: Sequence[str] = (),
    budget: int = MESSAGE_BUDGET,
) -> str:
    """``head``, the first of ``items`` that fit within ``budget`` characters, a line
    saying how many were left out, then ``tail``: one line each."""
    kept = list(head)
    used = sum(len(line) + 1 for line in (*head, *tail))
    for number, item in enumerate(items):
        left_out = len(items) - number
        reserve = len(_more(left_out - 1)) + 1 if left_out > 1 else 0
        if used + len(item) + 1 + reserve > budget:
            kept.append(_more(left_out))
            break
        kept.append(item)
        used += len(item) + 1
    return "\n".join([*kept, *tail])


def _more(left_out: int) -> str:
    return f"…and {left_out} more."
