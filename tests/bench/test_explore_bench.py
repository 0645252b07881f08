"""``python -m bench explore`` runs as its README section says: a row per game asked, the
line as long as asked, each stretch's figures where the line reached it."""

from __future__ import annotations

import subprocess
import sys


def test_a_short_run_prints_a_row_per_game() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "bench", "explore", "--moves", "4", "pinch", "plakoto"],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    rows = [line for line in run.stdout.splitlines() if line.startswith("| p")]
    assert [row.split(" | ")[0:2] for row in rows] == [["| pinch", "4"], ["| plakoto", "4"]]
    for row in rows:
        cells = row.strip("| ").split(" | ")
        first, later = cells[2], cells[3]
        assert float(first.split(" / ")[0]) > 0 and later == "- / -"
