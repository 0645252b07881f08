"""``python -m bench overload`` reads the bots' own timing of their first answers from
their logs (``bot.answer_age``), to tell a late bot from a late stand-in."""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import Any

import pytest

from bench.overload.cluster import late_answers
from bot.answer_age import first_answer


async def test_the_bench_counts_what_the_bots_logged(caplog: pytest.LogCaptureFixture) -> None:
    made = datetime(2026, 11, 28, tzinfo=UTC)
    interaction: Any = SimpleNamespace(id=1, created_at=made)
    ages = iter([2.1, 2.6, 2.5, 3.3, 3.1, 3.9, 0.1, 0.2])  # (sent, taken) pairs
    now = lambda: made + timedelta(seconds=next(ages))  # noqa: E731
    with caplog.at_level(logging.WARNING, logger="postboard"):
        for _ in range(4):
            async with first_answer(interaction, now):
                pass
    lines = ["2026-11-28 INFO postboard: something else", *caplog.text.splitlines()]
    assert late_answers(lines) == (1, 2), "one sent late; two came back late"
