"""Lists fitted to one Discord message: as many items as fit, counted as Discord writes
them (mentions, links), then how many were left out, then the list's tail."""

from __future__ import annotations

from bot.words import say
from service.kit.budget import MESSAGE_BUDGET
from service.kit.lists import Listing
from words import Reader, msg


def fitted_text(listing: Listing, reader: Reader, budget: int = MESSAGE_BUDGET) -> str:
    """The listing's items that fit ``budget`` characters, how many were left out, then
    its tail: one line each."""
    items = [say(item, reader) for item in listing.items]
    tail = [say(line, reader) for line in listing.tail]

    def more(count: int) -> str:
        return say(msg(listing.more, count=count), reader)

    kept: list[str] = []
    used = sum(len(line) + 1 for line in tail)
    for number, item in enumerate(items):
        left_out = len(items) - number
        reserve = len(more(left_out - 1)) + 1 if left_out > 1 else 0
        if used + len(item) + 1 + reserve > budget:
            kept.append(more(left_out))
            break
        kept.append(item)
        used += len(item) + 1
    return "\n".join([*kept, *tail])
