"""The computer opponent: one Monte-Carlo tree search over the engine protocol.

Only the stdlib and ``rules`` are imported here, so the search runs in a bare
worker process; the bot reaches it through :class:`ThinkingPool`.
"""

from ai.appraise import Appraisal, appraise
from ai.levels import LEVELS, Level, level_for
from ai.observation import Observation, observe
from ai.pool import ThinkingPool, ThinkingTimeout
from ai.search import SearchResult, choose_move

__all__ = [
    "LEVELS",
    "Appraisal",
    "Level",
    "Observation",
    "SearchResult",
    "appraise",
    "ThinkingPool",
    "ThinkingTimeout",
    "choose_move",
    "level_for",
    "observe",
]
