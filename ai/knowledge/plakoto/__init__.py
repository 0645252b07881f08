"""What the search may know about Plakoto: a match-equity estimate, move priors, greedy playouts.

A random Plakoto match runs about 800 plies and a single game 140, so the
search does not play out: it estimates the current game from the board
(:mod:`~ai.knowledge.plakoto.estimate`: the race, pins and mothers), carries
that through a match-equity table because a point's worth depends on the
score (:mod:`~ai.knowledge.plakoto.match`), and rates each legal turn by the
result (:mod:`~ai.knowledge.plakoto.knowledge`).
"""

from ai.knowledge.plakoto.estimate import Distribution, game_estimate, hit_chance
from ai.knowledge.plakoto.knowledge import PLAKOTO_KNOWLEDGE, PlakotoKnowledge
from ai.knowledge.plakoto.match import MatchTable, match_table

__all__ = [
    "PLAKOTO_KNOWLEDGE",
    "Distribution",
    "MatchTable",
    "PlakotoKnowledge",
    "game_estimate",
    "hit_chance",
    "match_table",
]
