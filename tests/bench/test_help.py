"""``python -m bench --help`` lists every benchmark (a stray ``%`` in one help text once
made argparse crash on the whole list)."""

from __future__ import annotations

import subprocess
import sys


def test_the_help_lists_every_benchmark() -> None:
    shown = subprocess.run(
        [sys.executable, "-m", "bench", "--help"], capture_output=True, text=True, check=False
    )
    assert shown.returncode == 0, shown.stderr
    for name in ("load", "overload", "mail", "strength", "community", "replay", "fuzz", "tune"):
        assert name in shown.stdout
    for name in ("web", "attack", "words", "explore", "ai"):
        assert name in shown.stdout
