"""``python -m bench replay``: /replay's animated GIF of a 200-ply game, for each game
(targets: built in <= 2 s, within Discord's 8 MiB upload limit).

Each game is a seeded random-legal game at its largest board (Pinch 13x13, Pletore
19x19, Les 11) or a long match (Plakoto to 25 points), as its log would be stored:
dice rolled and logged as the service does. A game that would end before 200 lines
(Pinch's board holds 169 stones; random Plateau ends in about 40 plies) is kept going
as players who take moves back would: when every move would end it, the last move is
taken back by agreement (a ``takeback`` line, which is a frame too). The build is
exactly /replay's work after its database reads (``service.reviews.film.animate``:
replay, views, captions, drawing, palette, GIF encoding), timed ``--runs`` times: the
median wall time, and the median CPU time of this process (one thread does it all,
so on a busy shared machine the CPU time is what a quiet one would take).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from rules import GAMES
from rules.base import CHANCE
from rules.replay import AnyReplay, Replay
from service.reviews.film import MAX_FRAMES, animate
from storage.models import GameRecord, MoveRecord

UPLOAD_LIMIT = 8 * 2**20
"""The upload limit a replay must fit when Discord says no other (``bot.cogs.review``)."""

CASES: tuple[tuple[str, dict[str, Any]], ...] = (
    ("pinch", {"size": 13}),
    ("pletore", {"size": 19}),
    ("les", {"size": 11}),
    ("plakoto", {"match_length": 25}),
    ("plateau", {}),
)
NAMES = ("alice", "bob")
BEGAN = datetime(2026, 5, 1, tzinfo=UTC)
GOAL_SECONDS = 2.0


def random_log(name: str, options: dict[str, Any], plies: int, seed: int) -> list[str]:
    """``plies`` log lines of a seeded random-legal game (see the module docstring)."""
    rng = random.Random(seed)
    replay: AnyReplay = Replay(GAMES[name], options)
    lines: list[str] = []
    while len(lines) < plies and replay.outcome is None:
        line = _next_line(replay, rng, last=len(lines) == plies - 1)
        replay.play(line)
        lines.append(line)
    return lines


def _next_line(replay: AnyReplay, rng: random.Random, *, last: bool) -> str:
    """Chance's draw, or a random move that does not end the game before its last line
    (a takeback when every move would)."""
    if replay.to_move is CHANCE:
        outcomes = replay.chance_outcomes()
        return str(rng.choices([m for m, _ in outcomes], [float(p) for _, p in outcomes])[0])
    moves = replay.legal_moves()
    rng.shuffle(moves)
    for move in moves:
        trial = replay.fork()
        trial.apply(move)
        if last or trial.outcome is None:
            return str(move)
    return "takeback"


def as_stored(
    name: str, options: dict[str, Any], lines: list[str]
) -> tuple[GameRecord, list[MoveRecord]]:
    """The game and its log as the store hands them out (seats as the service logs them)."""
    replay: AnyReplay = Replay(GAMES[name], options)
    log = []
    for ply, line in enumerate(lines, start=1):
        mover = replay.to_move
        replay.play(line)
        seat = mover if isinstance(mover, int) else None
        log.append(MoveRecord(1, ply, seat, line, BEGAN))
    outcome = replay.outcome
    game = GameRecord(
        id=123,
        guild_id=1,
        channel_id=2,
        thread_id=3,
        game=name,
        options=replay.options,
        players=(11, 22),
        ply=len(lines),
        to_move=None if outcome else 0,
        status="finished" if outcome else "active",
        winner=None if outcome is None else outcome.winner,
        termination=None if outcome is None else outcome.termination.value,
        created_at=BEGAN,
        updated_at=BEGAN,
        finished_at=BEGAN if outcome else None,
    )
    return game, log


def measure(name: str, options: dict[str, Any], plies: int, runs: int) -> dict[str, Any]:
    game, log = as_stored(name, options, random_log(name, options, plies, seed=7))
    seconds, cpu = [], []
    for _ in range(runs):
        began, began_cpu = time.perf_counter(), time.process_time()
        made = animate(game, log, None, NAMES, limit=UPLOAD_LIMIT)
        seconds.append(time.perf_counter() - began)
        cpu.append(time.process_time() - began_cpu)
    takebacks = sum(1 for m in log if m.notation == "takeback")
    return {
        "game": name,
        "options": options,
        "plies": len(log),
        "takebacks": takebacks,
        "frames": made.frames,
        "note": made.note,
        "median_s": statistics.median(seconds),
        "cpu_s": statistics.median(cpu),
        "bytes": len(made.gif),
    }


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench replay", description=__doc__)
    parser.add_argument("--plies", type=int, default=200, help="log lines of each game")
    parser.add_argument("--runs", type=int, default=5, help="builds timed per game")
    parser.add_argument("only", nargs="*", help="games to measure (default: all)")
    args = parser.parse_args(list(argv))
    if not 1 <= args.plies <= 20 * MAX_FRAMES or args.runs < 1:
        parser.error(f"--plies from 1 to {20 * MAX_FRAMES}, --runs at least 1")
    print(
        f"{'game':<22} {'plies':>5} {'frames':>6} {'median s':>9} {'cpu s':>6} {'size':>9} "
        f"{'of limit':>8}  (goals: <= {GOAL_SECONDS:g} s, <= {UPLOAD_LIMIT / 2**20:g} MiB)"
    )
    worst = 0.0
    for name, options in CASES:
        if args.only and name not in args.only:
            continue
        row = measure(name, options, args.plies, args.runs)
        worst = max(worst, row["median_s"])
        label = f"{name} {_options(options)}"
        extra = f"  ({row['takebacks']} takebacks)" if row["takebacks"] else ""
        extra += f"  {row['note']}" if row["note"] else ""
        print(
            f"{label:<22} {row['plies']:>5} {row['frames']:>6} {row['median_s']:>9.2f} "
            f"{row['cpu_s']:>6.2f} "
            f"{row['bytes'] / 2**20:>7.2f}MB {row['bytes'] / UPLOAD_LIMIT:>8.1%}{extra}"
        )
    return 0 if worst <= GOAL_SECONDS else 1


def _options(options: dict[str, Any]) -> str:
    return " ".join(f"{key}={value}" for key, value in options.items())
