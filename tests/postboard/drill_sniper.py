"""A script: SIGKILL a process the instant its database shows the moment aimed at.

usage: ``python drill_sniper.py DATABASE PID SECONDS QUERY`` -- exits 0 once it struck
(``QUERY`` returned a row), 1 if the moment did not come within ``SECONDS``.

Why a process of its own, with nothing but the standard library: the moments worth
aiming at (between two commits of one request) last a millisecond or so, and a thread
of the test process waits for the GIL up to 5 ms while the fake Discord serves the bot.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import sys
import time
from contextlib import closing


def main(argv: list[str]) -> int:
    database, pid, seconds, query = argv
    until = time.monotonic() + float(seconds)
    with closing(sqlite3.connect(database, timeout=10, isolation_level=None)) as db:
        while time.monotonic() < until:
            if db.execute(query).fetchone() is not None:
                os.kill(int(pid), signal.SIGKILL)
                return 0
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
