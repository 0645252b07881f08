"""The age of a first answer on its way out (issue 18.6): logged near the deadline with
when it was sent and when it was taken, so a late bot can be told from a slow road."""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import Any

import pytest

from bot.answer_age import first_answer

MADE = datetime(2026, 11, 28, 12, 0, tzinfo=UTC)


def clock(*seconds: float) -> Any:
    """``now`` for the block: each call the next of ``seconds`` after the making."""
    ticks = iter(seconds)
    return lambda: MADE + timedelta(seconds=next(ticks))


async def test_a_slow_answer_is_logged_with_its_age_when_sent_and_when_taken(
    caplog: pytest.LogCaptureFixture,
) -> None:
    interaction: Any = SimpleNamespace(id=42, created_at=MADE)
    with caplog.at_level(logging.INFO, logger="postboard"):
        async with first_answer(interaction, clock(0.1, 0.3)):
            pass
        assert caplog.records == [], "a quick answer is not worth a line"
        async with first_answer(interaction, clock(1.2, 3.4)):
            pass
    [line] = caplog.records
    assert line.levelno == logging.WARNING
    assert line.getMessage() == (
        "slow first answer to interaction 42: sent 1.20 s after it was made, taken at 3.40 s"
    )


async def test_an_answer_that_failed_is_timed_all_the_same(
    caplog: pytest.LogCaptureFixture,
) -> None:
    interaction: Any = SimpleNamespace(id=7, created_at=MADE)
    with caplog.at_level(logging.INFO, logger="postboard"), pytest.raises(RuntimeError):
        async with first_answer(interaction, clock(2.9, 3.2)):
            raise RuntimeError("the request failed")
    assert "sent 2.90 s after it was made, taken at 3.20 s" in caplog.text
