"""Board render + PNG encode time and size, on a position from a seeded random game."""

from __future__ import annotations

import random
import statistics
import time

from rendering.pinch import render_pinch
from rules.pinch import PINCH


def pinch_render(size: int = 11, stones: int = 60, runs: int = 200) -> tuple[float, int, int]:
    """Returns (median ms, PNG bytes, image width)."""
    rng = random.Random(3)
    state = PINCH.initial({"size": size})
    while state.ply < stones and PINCH.to_move(state) is not None:
        state = PINCH.apply(state, rng.choice(PINCH.legal_moves(state)))
    view = PINCH.view(state, None)
    names = ("alice", "bob")
    render_pinch(view, title="Pinch #1 · alice vs bob", names=names)  # warm the caches
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        png = render_pinch(view, title="Pinch #1 · alice vs bob", names=names)
        times.append((time.perf_counter() - started) * 1000)
    width = int.from_bytes(png[16:20], "big")
    return statistics.median(times), len(png), width
