"""``python -m bench attack caps`` on a small burst: it runs end to end, on SQLite (and on
PostgreSQL with two services when ``$POSTBOARD_TEST_POSTGRESQL`` is set, as in CI), and
each cap lets exactly its number through (all of the burst when it is below the cap)."""

from __future__ import annotations

import pytest

from bench.attack import caps

REQUESTS = 6


def test_the_caps_bench_counts_each_race(capsys: pytest.CaptureFixture[str]) -> None:
    assert caps.main(["--requests", str(REQUESTS)]) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if " x" in line[:14]]
    assert rows and len(rows) % len(caps.RACES) == 0
    for row, (name, (_, cap)) in zip(rows, list(caps.RACES.items()) * 2, strict=False):
        assert name in row
        *_, limit, requests, succeeded = row.split()
        assert (int(limit), int(requests)) == (cap, REQUESTS)
        assert int(succeeded) == min(cap, REQUESTS), row
