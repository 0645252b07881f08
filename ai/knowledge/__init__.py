"""Per-game knowledge for the search, and the table that says which game has which.

Knowledge is AI, not rules: heuristics tuned in duels (priors for move
ordering, a playout policy, a quick evaluation), so it lives here and imports
the engines it reads, never the other way round. Each game's module is
imported by name below, so the arrow from ``ai`` into ``rules.<game>`` is one
the layering test and a reader can both see; a game left out of
:data:`KNOWLEDGE_BY_GAME` is searched with :class:`Uninformed`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ai.knowledge.contract import Knowledge
from ai.knowledge.default import Uninformed
from ai.knowledge.les import LES_KNOWLEDGE
from ai.knowledge.pinch import PINCH_KNOWLEDGE
from ai.knowledge.plakoto import PLAKOTO_KNOWLEDGE
from ai.knowledge.plateau import PLATEAU_KNOWLEDGE
from ai.knowledge.pletore import PLETORE_KNOWLEDGE
from rules import GAMES

KNOWLEDGE_BY_GAME: Final[Mapping[str, Knowledge]] = {
    "pinch": PINCH_KNOWLEDGE,
    "pletore": PLETORE_KNOWLEDGE,
    "les": LES_KNOWLEDGE,
    "plakoto": PLAKOTO_KNOWLEDGE,
    "plateau": PLATEAU_KNOWLEDGE,
}
"""Each game's knowledge by its registered name (``rules.GAMES[...].name``), not an alias."""


def knowledge_for(game_name: str, *, informed: bool = True) -> Knowledge:
    """The game's knowledge from :data:`KNOWLEDGE_BY_GAME` if it has one (and ``informed``),
    else :class:`Uninformed`; ``game_name`` may be any name or alias ``rules.GAMES`` knows."""
    name = GAMES[game_name].name
    if informed:
        knowledge = KNOWLEDGE_BY_GAME.get(name)
        if knowledge is not None:
            return knowledge
    return Uninformed(name)


__all__ = ["KNOWLEDGE_BY_GAME", "Knowledge", "Uninformed", "knowledge_for"]
