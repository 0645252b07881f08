"""A stand-in search for the pool tests; worker processes import it by name."""

from __future__ import annotations

import time

from ai import Level, Observation, SearchResult, choose_move

STUCK_SEED = 13
"""The seed on which the search hangs, as a search with a pathological position would."""


def search_that_hangs_on_one_seed(
    observation: Observation, level: Level, seed: int
) -> SearchResult:
    if seed == STUCK_SEED:
        time.sleep(60)
    return choose_move(observation, level, seed)
