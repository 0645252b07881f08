"""A database that is away (``service.OUTAGES``) is answered in its own words, never as a
bug: "nothing was done" when the request never reached it, "cannot tell" when the
connection broke during it; the log gets one line, no traceback. The storage side,
with a real server cut off, is ``tests/storage/test_postgresql_outage.py``."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from bot.errors import MAYBE_DONE, NOTHING_DONE
from bot.words import say
from service import ConnectionLost
from storage.errors import DatabaseOutOfReach
from tests.bot.conftest import World
from tests.bot.test_pinch_game import start_game
from words import ENGLISH


@pytest.mark.parametrize(
    "error, answer",
    [
        (
            DatabaseOutOfReach("The database x is out of reach (refused); nothing was done."),
            say(NOTHING_DONE, ENGLISH),
        ),
        (
            ConnectionLost("The connection broke; it may or may not have been done."),
            say(MAYBE_DONE, ENGLISH),
        ),
    ],
)
async def test_a_move_while_the_database_is_away_is_answered_in_its_own_words(
    world: World, caplog: pytest.LogCaptureFixture, error: Exception, answer: str
) -> None:
    _, thread = await start_game(world)

    async def away(*args: Any, **kwargs: Any) -> Any:
        raise error

    world.env.bot.service.games.move = away  # type: ignore[method-assign]
    with caplog.at_level(logging.WARNING, logger="postboard"):
        result = await world.alice.slash(thread, "move", notation="e5")
    assert result.ephemeral and result.response is not None
    assert result.response.content == answer
    lines = [r for r in caplog.records if r.name == "postboard"]
    assert [r.levelno for r in lines] == [logging.WARNING]
    assert str(error) in lines[0].getMessage() and lines[0].exc_info is None
