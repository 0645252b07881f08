"""The strength table of issue 8: every level against uniform random play and
against the level below, per game, as ``python -m bench strength`` prints it.

Each match is ``python -m ai duel``'s (``ai.duel``): seats alternate, every
game is seeded, so the table is reproducible. Where a game's default is too
long to play thousands of times on a small machine, the table says which
options it used (``MEASURED_OPTIONS``).
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Iterator
from typing import Any, Final

from ai import LEVELS
from ai.duel import Duel, run_duel
from ai.players import parse_player
from rules import GAMES

MEASURED_OPTIONS: Final[dict[str, dict[str, Any]]] = {
    "pinch": {},
    "pletore": {"size": 9},
    "les": {"size": 7},
    "plakoto": {"match_length": 1},
    "plateau": {},
}
"""Pinch and Plateau at their defaults; Pletore on 9×9 and Les at size 7 (a
13×13 or size-9 game is two to three times longer), and Plakoto as single
games rather than five-point matches (five to ten games each)."""


def matches() -> Iterator[tuple[str, str, str]]:
    """(game, a, b) for every row of the table, in order."""
    for game in MEASURED_OPTIONS:
        for level in LEVELS:
            yield game, f"level:{level}", "random"
            if level > 1:
                yield game, f"level:{level}", f"level:{level - 1}"


def run(games: int, jobs: int | None, only: list[str], seed: int = 8) -> list[dict[str, Any]]:
    """Play every match, print each summary as one JSON line as it finishes."""
    rows = []
    for game, a, b in matches():
        if only and game not in only:
            continue
        options = GAMES[game].options_of(GAMES[game].initial(MEASURED_OPTIONS[game]))
        started = time.perf_counter()
        duel = Duel(game, options, parse_player(a), parse_player(b), seed)
        summary = run_duel(duel, games, jobs)
        summary["wall_seconds"] = round(time.perf_counter() - started, 1)
        sys.stdout.write(json.dumps(summary) + "\n")
        sys.stdout.flush()
        rows.append(summary)
    return rows


def table(rows: list[dict[str, Any]]) -> str:
    """The rows as a Markdown table: a's score (wins + draws / 2) in percent."""
    lines = [
        "| game | a | b | wins-draws-losses | a's score | a s/move | b s/move |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for row in rows:
        score = 100 * (row["wins"] + row["draws"] / 2) / row["games"]
        lines.append(
            f"| {row['game']} {_options(row['options'])} | {row['a']} | {row['b']} | "
            f"{row['wins']}-{row['draws']}-{row['losses']} | {score:.0f}% | "
            f"{row['a_seconds_per_move']:.4f} | {row['b_seconds_per_move']:.4f} |"
        )
    return "\n".join(lines)


def _options(options: dict[str, Any]) -> str:
    measured = {k: v for k, v in options.items() if v is not None}
    return "(" + ", ".join(f"{k}={v}" for k, v in measured.items()) + ")" if measured else ""
