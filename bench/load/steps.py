"""What a load run measures: one step at an offered rate, and a configuration's steps."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

HELD_SHARE = 0.9
CORES = os.cpu_count() or 1


@dataclass
class Step:
    engine: str
    procs: int
    offered: float
    """Moves per second asked for, all processes together."""
    seconds: float
    arrivals: int = 0
    completed: int = 0
    achieved: float = 0.0
    p50_ms: float = 0.0
    p99_ms: float = 0.0
    max_ms: float = 0.0
    errors: int = 0
    incomplete: int = 0
    first_error: str | None = None
    span_s: float = 0.0
    """From the step's start to its last move's answer (the drain included)."""
    bench_cpu_s: float = 0.0
    db_cpu_s: float | None = None
    machine_busy: float = 0.0
    """Share of the machine's cores busy during the step (everything running on it)."""
    other_cpu_s: float = 0.0
    """CPU time used on the machine meanwhile by neither the workers nor the server."""
    waited_s: float = 0.0
    """How long the step waited for the machine to go quiet before it started."""
    held: bool = False

    def judge(self, p99_limit: float) -> None:
        self.held = (
            self.completed > 0
            and self.errors == 0
            and self.incomplete == 0
            and not self.saturated
            and self.p99_ms <= p99_limit
        )

    @property
    def saturated(self) -> bool:
        """Fewer moves answered per second than offered: the processes were at their limit."""
        return self.achieved < HELD_SHARE * self.arrivals / self.seconds

    def line(self) -> str:
        db = "" if self.db_cpu_s is None else f", server CPU {self.db_cpu_s:.1f} s"
        trouble = ""
        if self.errors or self.incomplete:
            trouble = f", {self.errors} errors, {self.incomplete} unfinished ({self.first_error})"
        return (
            f"{self.engine} x{self.procs}: offered {self.offered:6.1f}/s -> achieved "
            f"{self.achieved:6.1f}/s, p50 {self.p50_ms:7.1f} ms, p99 {self.p99_ms:7.1f} ms, "
            f"workers' CPU {self.bench_cpu_s:.1f} s{db}, others {self.other_cpu_s:.1f} s, "
            f"machine {self.machine_busy:.0%} busy (after {self.waited_s:.0f} s waiting for quiet)"
            f"{trouble} -> {'held' if self.held else 'NOT held'}"
        )


@dataclass
class Config:
    engine: str
    procs: int
    steps: list[Step] = field(default_factory=list)

    @property
    def sustained(self) -> Step | None:
        held = [step for step in self.steps if step.held]
        return max(held, key=lambda step: step.offered) if held else None

    @property
    def max_achieved(self) -> float:
        return max((step.achieved for step in self.steps), default=0.0)

    def summary(self) -> dict[str, Any]:
        best = self.sustained
        per_move = _per_move(best) if best else (None, None)
        return {
            "engine": self.engine,
            "procs": self.procs,
            "sustained": best.offered if best else None,
            "p50_ms": best.p50_ms if best else None,
            "p99_ms": best.p99_ms if best else None,
            "max_achieved": self.max_achieved,
            "bench_cpu_ms_per_move": per_move[0],
            "db_cpu_ms_per_move": per_move[1],
            "others_share": others_share(self.steps),
        }


def _per_move(step: Step) -> tuple[float | None, float | None]:
    if not step.completed:
        return None, None
    db = None if step.db_cpu_s is None else 1000 * step.db_cpu_s / step.completed
    return 1000 * step.bench_cpu_s / step.completed, db


def others_share(steps: Sequence[Step]) -> float:
    """The share of the machine's CPU time other programs used during ``steps``."""
    return sum(step.other_cpu_s for step in steps) / max(
        1e-9, CORES * sum(s.seconds for s in steps)
    )


def percentile(ordered: Sequence[float], share: float) -> float:
    """Nearest rank: the smallest value with at least ``share`` of them at or below it."""
    if not ordered:
        return 0.0
    return ordered[max(0, min(len(ordered) - 1, -int(-share * len(ordered) // 1) - 1))]
