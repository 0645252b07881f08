"""Each game's rules in short, for players: what ``/rules`` shows and ``docs/rules/`` expands.

One module per game holds its ``GameGuide`` (``service.guide.model``): a few
bullets, the challenge options quoted from the engine's option specs, move
examples each with the position it is legal in, and a small diagram drawn by
``service.boards.diagrams`` from a real position. The tests play every example through the
engine and hold the pages in ``docs/rules/`` to the same text, so neither the
bot's answer nor the docs can drift from the rules.
"""

from __future__ import annotations

from rules import GAMES
from service.guide import les, pinch, plakoto, plateau, pletore
from service.guide.model import Example, GameGuide

GUIDES: dict[str, GameGuide] = {
    guide.name: guide
    for guide in (pinch.GUIDE, pletore.GUIDE, les.GUIDE, plakoto.GUIDE, plateau.GUIDE)
}


def guide_for(game: str) -> GameGuide:
    """The guide of ``game`` (a name or alias, any case); ``UnknownGame`` lists the games."""
    return GUIDES[GAMES[game].name]


__all__ = ["GUIDES", "Example", "GameGuide", "guide_for"]
