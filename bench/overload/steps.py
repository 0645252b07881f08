"""One rate step of ``python -m bench overload``: its counts and timings, as a table row."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field


@dataclass
class Step:
    engine: str
    processes: int
    offered: float
    seconds: float
    sent: int = 0
    played: int = 0
    busy: int = 0
    refused: int = 0
    unanswered: int = 0
    late_acks: int = 0
    acks: list[float] = field(default_factory=list)
    dones: list[float] = field(default_factory=list)
    lags: list[float] = field(default_factory=list)  # the driver's own event loop

    @property
    def played_per_second(self) -> float:
        return self.played / self.seconds

    def row(self) -> str:
        return (
            f"| {self.engine} | {self.processes} | {self.offered:.0f} | "
            f"{self.played_per_second:.1f} | "
            f"{ms(self.acks, 50)} | {ms(self.acks, 99)} | {ms(self.dones, 50)} | "
            f"{ms(self.dones, 99)} | {self.busy} | {self.late_acks + self.unanswered} | "
            f"{ms(self.lags, 99)} |"
        )

    @property
    def saturated(self) -> bool:
        return self.played_per_second < 0.9 * self.offered or self.busy > 0


HEADER = (
    "| engine | processes | offered /s | played /s | ack p50 ms | ack p99 ms | done p50 ms | "
    "done p99 ms | busy | ack > 3 s | driver lag p99 ms |\n" + "| --- " * 11 + "|"
)


def ms(values: Sequence[float], percent: int) -> str:
    if not values:
        return "–"
    ordered = sorted(values)
    if percent == 50:
        return f"{statistics.median(ordered) * 1000:.0f}"
    return f"{ordered[max(0, int(len(ordered) * percent / 100) - 1)] * 1000:.0f}"
