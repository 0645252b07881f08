"""The strength table of issue 22: every level against the level below, per game, with
95% confidence intervals, as ``python -m bench strength`` prints it; and our levels 3
and 5 against an independent plain UCT (``--reference``).

Each match is ``python -m ai duel``'s (``ai.duel``): games come in pairs with the
seats swapped and the same dice, every game is seeded, so the table is
reproducible. ``--time-scale F`` multiplies every level's budgets by F: the same
search with less time, because the full correspondence budgets (level 5 thinks
up to ten seconds a move) cannot be played hundreds of times on a small machine.
The table says which scale it used. Where a game's default is too long to play
thousands of times, the table says which options it used (``MEASURED_OPTIONS``).
"""

from __future__ import annotations

import json
import math
import sys
import time
from collections.abc import Iterator
from typing import Any, Final

from ai import LEVELS, choose_move, observe
from ai.duel import Contestant, Duel, run_duel
from ai.players import parse_player
from bench.ai import decisions
from bench.reference_uct import ReferenceUct
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

REFERENCE_LEVELS: Final = (3, 5)
Z: Final = 1.96
"""The normal quantile of a two-sided 95% interval."""


def wilson(score: float, games: int) -> tuple[float, float]:
    """The Wilson score interval (95%) of a share ``score`` of ``games`` (draws as half a
    win): unlike the normal approximation it stays inside [0, 1] near the ends."""
    if games == 0:
        return 0.0, 1.0
    z2 = Z * Z / games
    centre = (score + z2 / 2) / (1 + z2)
    half = Z * math.sqrt(score * (1 - score) / games + z2 / (4 * games)) / (1 + z2)
    return max(0.0, centre - half), min(1.0, centre + half)


def ladder(against_random: bool) -> Iterator[tuple[str, str]]:
    """(a, b) for every level against the one below (and against random play if asked)."""
    for level in LEVELS:
        if against_random:
            yield f"level:{level}", "random"
        if level > 1:
            yield f"level:{level}", f"level:{level - 1}"


def run(
    games: int,
    jobs: int | None,
    only: list[str],
    *,
    time_scale: float = 1.0,
    against_random: bool = False,
    reference: bool = False,
    seed: int = 22,
) -> list[dict[str, Any]]:
    """Play every match, print each summary as one JSON line as it finishes."""
    rows = []
    for game in MEASURED_OPTIONS:
        if only and game not in only:
            continue
        options = GAMES[game].options_of(GAMES[game].initial(MEASURED_OPTIONS[game]))
        pairs: list[tuple[Contestant, Contestant]] = [
            (parse_player(a), parse_player(b)) for a, b in ladder(against_random)
        ]
        if reference:
            pairs = [
                (
                    parse_player(f"level:{level}"),
                    ReferenceUct(seconds_per_move(game, options, level, time_scale)),
                )
                for level in REFERENCE_LEVELS
            ]
        for a, b in pairs:
            started = time.perf_counter()
            summary = run_duel(Duel(game, options, a, b, seed, time_scale), games, jobs)
            summary["wall_seconds"] = round(time.perf_counter() - started, 1)
            sys.stdout.write(json.dumps(summary) + "\n")
            sys.stdout.flush()
            rows.append(summary)
    return rows


def seconds_per_move(game_name: str, options: dict[str, Any], level: int, scale: float) -> float:
    """Our level's mean thinking time a move at ``scale``, over eight decisions spread
    along a seeded random game: the time the reference UCT is given, so both sides
    think equally long."""
    game = GAMES[game_name]
    found = decisions(game_name, options, seed=5)
    chosen = found[:: max(1, len(found) // 8)][:8]
    started = time.perf_counter()
    for position in chosen:
        seat = game.to_move(position)
        assert isinstance(seat, int)
        choose_move(observe(game_name, position, seat), LEVELS[level].scaled(scale), 1)
    return round((time.perf_counter() - started) / len(chosen), 4)


def table(rows: list[dict[str, Any]]) -> str:
    """The rows as a Markdown table: a's score (wins + draws / 2) with its 95% interval."""
    lines = [
        "| game | a | b | time scale | games | w-d-l | a's score | 95% CI | a s/move | b s/move |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for row in rows:
        games = row["games"]
        score = (row["wins"] + row["draws"] / 2) / games
        low, high = wilson(score, games)
        lines.append(
            f"| {row['game']} {_options(row['options'])} | {row['a']} | {row['b']} | "
            f"{row['time_scale']:g} | {games} | {row['wins']}-{row['draws']}-{row['losses']} | "
            f"{100 * score:.0f}% | {100 * low:.0f}-{100 * high:.0f}% | "
            f"{row['a_seconds_per_move']:.4f} | {row['b_seconds_per_move']:.4f} |"
        )
    return "\n".join(lines)


def _options(options: dict[str, Any]) -> str:
    measured = {k: v for k, v in options.items() if v is not None}
    return "(" + ", ".join(f"{k}={v}" for k, v in measured.items()) + ")" if measured else ""
