"""The figures' table: one tally per row (a game, an option or a command), and its printing."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final


def _shown(given: object) -> str:
    """The input that crashed, short, even when ``repr`` itself would fail (a huge int)."""
    try:
        return repr(given)[:300]
    except ValueError:
        if isinstance(given, dict):
            return "{" + ", ".join(f"{k!r}: {_shown(v)}" for k, v in given.items()) + "}"
        if isinstance(given, int):
            return f"<an int of {given.bit_length()} bits>"
        return f"<{type(given).__name__} too large to show>"


@dataclass
class Tally:
    game: str
    inputs: int = 0
    refusals: int = 0
    accepted: int = 0
    crashes: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def add(self, kind: str, given: object, result: tuple[bool, str | None]) -> None:
        accepted, problem = result
        self.inputs += 1
        if problem is not None:
            self.crashes.append(f"{kind} {_shown(given)}: {problem}")
        elif accepted:
            self.accepted += 1
        else:
            self.refusals += 1


HEADER: Final = (
    f"{'game':<8} {'inputs':>8} {'refusals':>9} {'accepted':>9} {'crashes':>8} {'seconds':>8}"
)


def show(tally: Tally, width: int = 8) -> None:
    """One row of the table, and the first crashes under it."""
    print(
        f"{tally.game:<{width}} {tally.inputs:>8} {tally.refusals:>9} {tally.accepted:>9} "
        f"{len(tally.crashes):>8} {tally.seconds:>8.1f}",
        flush=True,
    )
    for crash in tally.crashes[:10]:
        print(f"  {crash}")
