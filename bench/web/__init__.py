"""``python -m bench web``: the web pages' latency, the spectators' and the players'.

``python -m bench web`` runs both parts with their defaults; ``python -m bench web
spectators [options]`` (a game's page under many viewers, ``spectators.py``) or
``python -m bench web players [options]`` (a player's own page: its first load and a
move in a real Chromium, with 1, 50 and 200 pages open, ``players.py``) runs one.
Options with no part named are the spectators', as before the players' part existed.
Each part's module is imported only when it runs: each also runs as its site's child
process (``python -m bench.web.<part> --serve``).
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence

PARTS = ("spectators", "players")


def part(name: str, argv: Sequence[str]) -> int:
    main = importlib.import_module(f"bench.web.{name}").main
    return int(main(list(argv)))


def main(argv: Sequence[str]) -> int:
    args = list(argv)
    if args[:1] in (["-h"], ["--help"]):
        print(__doc__.strip())
        return 0
    if args and args[0] in PARTS:
        return part(args[0], args[1:])
    if args:
        return part("spectators", args)
    failed = 0
    for name in PARTS:
        failed |= part(name, [])
        print()
    return failed
