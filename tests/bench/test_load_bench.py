"""``python -m bench load --quick`` on SQLite and PostgreSQL: it runs end to end, every
move is played, and the table has its rows with figures that make sense.

The figures themselves are not held to any target (timing asserts are flaky on shared
machines); only the shape of the output and the bench's own bookkeeping are checked.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from bench import load


async def test_the_load_bench_runs_on_both_engines(
    postgres_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    jsonl = tmp_path / "load.jsonl"
    argv = ["--quick", "--postgres", postgres_url, "--procs", "1,2", "--json", str(jsonl)]
    assert await asyncio.to_thread(load.main, argv) == 0  # it runs its own event loops
    out = capsys.readouterr().out.splitlines()

    header = out.index(next(line for line in out if line.startswith("| engine |")))
    assert out[header].split("|")[1:4] == [" engine ", " processes ", " sustained moves/s "]
    rows = [line.split("|")[1:-1] for line in out[header + 2 : header + 5]]
    assert [(row[0].strip(), row[1].strip()) for row in rows] == [
        ("SQLite", "1"),
        ("PostgreSQL", "1"),
        ("PostgreSQL", "2"),
    ]
    for row in rows:
        assert float(row[5]) > 0  # max achieved moves/s
    assert any(line.startswith("PostgreSQL 2 processes / 1 process: ") for line in out)

    records = [json.loads(line) for line in jsonl.read_text().splitlines()]
    steps = [record["step"] for record in records if "step" in record]
    summaries = [record["config"] for record in records if "config" in record]
    assert [(s["engine"], s["procs"]) for s in summaries] == [
        ("SQLite", 1),
        ("PostgreSQL", 1),
        ("PostgreSQL", 2),
    ]
    assert len(steps) == 3 * 2  # --quick: 20 and 40 moves/s for each
    for step in steps:
        assert step["errors"] == 0 and step["incomplete"] == 0, step["first_error"]
        assert step["completed"] == step["arrivals"] > 0
        assert 0 < step["p50_ms"] <= step["p99_ms"] <= step["max_ms"] < 60_000
        assert 0 < step["achieved"] and step["bench_cpu_s"] > 0
        if step["engine"] == "PostgreSQL":
            assert step["db_cpu_s"] is None or step["db_cpu_s"] >= 0  # local server: read
