"""Discord's emphasis inside the lobby's and the tournaments' messages, and their lists
fitted to one message.

A message's argument named ``heading`` is bold on Discord (``**Challenge #5**``) and one
named ``struck`` struck through (a closed challenge's name); other channels write both
as plain text. One named ``place`` whose message has a ``where`` game with a channel
(its ``thread_id``) is that channel's mention on Discord ("the tournament's channel"
elsewhere). A ``Listing`` shows as many items as one Discord message holds, counted
as Discord writes them.
"""

from __future__ import annotations

from bot.words import DISCORD
from service.budget import MESSAGE_BUDGET
from service.lists import Listing
from words import Game, Lines, Msg, Reader, Speech, Verbatim, msg

MARKS = {"heading": "**", "struck": "~~"}


def discord_text(speech: Speech | str, reader: Reader) -> str:
    """``speech`` as Discord shows it to ``reader``, headings bold."""
    if isinstance(speech, str):
        return speech
    return DISCORD.render(_marked(speech, reader), reader)


def _marked(speech: Speech, reader: Reader) -> Speech:
    if isinstance(speech, Lines):
        return Lines(tuple(_marked(part, reader) for part in speech.parts))
    args = []
    for name, value in speech.args:
        where = value.get("where") if isinstance(value, Msg) else None
        if name == "place" and isinstance(where, Game) and where.thread_id:
            value = Verbatim(f"<#{where.thread_id}>")
        elif isinstance(value, Msg | Lines):
            value = _marked(value, reader)
            if name in MARKS:
                mark = MARKS[name]
                value = Verbatim(f"{mark}{DISCORD.render(value, reader)}{mark}")
        args.append((name, value))
    return Msg(speech.key, tuple(args))


def fitted_text(listing: Listing, reader: Reader, budget: int = MESSAGE_BUDGET) -> str:
    """The listing's items that fit ``budget`` characters, how many were left out, then
    its tail: one line each."""
    items = [discord_text(item, reader) for item in listing.items]
    tail = [discord_text(line, reader) for line in listing.tail]

    def more(count: int) -> str:
        return discord_text(msg(listing.more, count=count), reader)

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
