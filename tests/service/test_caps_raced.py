"""Caps raced (issue 35, item 9): 20 requests for one cap sent at once, from one process
or two, let exactly the cap through, and each of the others gets the cap's own sentence.

The races are the ones ``python -m bench attack caps`` counts (`bench.attack.caps`)."""

from __future__ import annotations

import pytest

from bench.attack.caps import PLAYER, RACES, Race
from service import NotAllowed, Service
from service.results import GameStarted
from tests.service.conftest import Pair

REQUESTS = 20
SENTENCES = {
    "open challenges": "You already have 10 open challenges; wait for answers or cancel some",
    "open seeks": "You already have 3 open challenges ({numbers}), the most one player may have",
    "computer games": "You already have 5 games against the computer running ({numbers}), the "
    "most one player may have",
}
"""What each refused request says, ``{numbers}`` being the ones that got through."""


def _numbers(won: list[object]) -> str:
    """The numbers of what got through, as the refusals list them: seeks by their own
    number, games against the computer by the game's."""
    ids = sorted(r.game.id if isinstance(r, GameStarted) else r.seek.id for r in won)  # type: ignore[attr-defined]
    return ", ".join(f"#{i}" for i in ids)


async def _check(race: str, results: list[object], services: tuple[Service, ...]) -> None:
    cap = RACES[race][1]
    won = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, NotAllowed)]
    assert len(won) == cap and len(refused) == REQUESTS - cap, results
    sentence = SENTENCES[race].format(numbers=_numbers(won) if "{" in SENTENCES[race] else "")
    for refusal in refused:
        assert sentence in str(refusal)
    pending = await services[0].ctx.store.pending_challenges_for(PLAYER)
    if race == "open challenges":
        assert len(pending) == cap, "the store holds exactly the cap"
    if race == "computer games":
        assert pending == [], "a refused game against the computer leaves no challenge open"


def _race(name: str) -> Race:
    return RACES[name][0]


@pytest.mark.parametrize("race", list(RACES))
async def test_twenty_requests_at_once_get_exactly_the_cap(service: Service, race: str) -> None:
    results = await _race(race)([service], REQUESTS)
    await _check(race, results, (service,))


@pytest.mark.parametrize("race", list(RACES))
async def test_two_processes_racing_get_exactly_the_cap(two: Pair, race: str) -> None:
    results = await _race(race)(two, REQUESTS)
    await _check(race, results, two)
