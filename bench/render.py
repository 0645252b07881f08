"""Board render + PNG encode time and size, on positions from seeded random games.

``python -m bench.render`` prints one line per game at its smallest and largest
board: the median time to render and encode a late-game position, the PNG size
of that position and the largest PNG seen along the whole game, and the image
width. ``--phone DIR`` also writes each game's largest board, late in a game,
as Discord's phone preview shows it (400 px wide), to look at. ``pinch_render``
is the single figure ``python -m bench`` prints.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rendering.kit.phone import phone_preview
from rules import GAMES
from rules.base import CHANCE
from rules.pinch import PINCH
from service.boards.scenes.les import render_les
from service.boards.scenes.pinch import render_pinch
from service.boards.scenes.plakoto import render_plakoto
from service.boards.scenes.plateau import render_plateau
from service.boards.scenes.pletore import render_pletore

NAMES = ("alice", "bob")
TITLE = "#123 · alice vs bob"
RENDERERS: dict[str, Callable[..., bytes]] = {
    "pinch": render_pinch,
    "pletore": render_pletore,
    "les": render_les,
    "plakoto": render_plakoto,
    "plateau": render_plateau,
}
CASES: tuple[tuple[str, dict[str, Any]], ...] = (
    ("pinch", {"size": 9}),
    ("pinch", {"size": 13}),
    ("pletore", {"size": 4}),
    ("pletore", {"size": 19}),
    ("les", {"size": 3}),
    ("les", {"size": 11}),
    ("plakoto", {"match_length": 1}),
    ("plateau", {}),
)
"""Every game at the smallest and the largest board its options allow."""
LATE = 0.8
"""The timed position: this far through the game, where the board is busy."""


def random_game(name: str, options: dict[str, Any], seed: int = 3) -> list[Any]:
    """The public view after every move of a seeded random game, last one included."""
    game = GAMES[name]
    rng = random.Random(seed)
    state: Any = game.initial(options)
    views = []
    for _ in range(5_000):
        mover = game.to_move(state)
        if mover is None:
            break
        if mover is CHANCE:
            outcomes = game.chance_outcomes(state)
            move = rng.choices([m for m, _ in outcomes], [float(p) for _, p in outcomes])[0]
        else:
            move = rng.choice(game.legal_moves(state))
        state = game.apply(state, move)
        views.append(game.view(state, None))
    return views


def width_of(png: bytes) -> int:
    return int.from_bytes(png[16:20], "big")


def time_render(render: Callable[[], bytes], runs: int) -> float:
    """Median milliseconds of ``runs`` renders (caches warmed first)."""
    render()
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        render()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def game_render(name: str, options: dict[str, Any], runs: int = 50) -> dict[str, float]:
    """ms (median, late position), kb (late position), max_kb (whole game), width."""
    render = RENDERERS[name]
    views = random_game(name, options)
    late = views[min(len(views) - 1, int(len(views) * LATE))]
    png = render(late, title=TITLE, names=NAMES)
    largest = max(len(render(view, title=TITLE, names=NAMES)) for view in views[::3] + views[-1:])
    return {
        "ms": time_render(lambda: render(late, title=TITLE, names=NAMES), runs),
        "kb": len(png) / 1024,
        "max_kb": max(largest, len(png)) / 1024,
        "width": width_of(png),
    }


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
    return statistics.median(times), len(png), width_of(png)


PHONE_CASES: dict[str, dict[str, Any]] = {
    "pinch": {"size": 13},
    "pletore": {"size": 19},
    "les": {"size": 11},
    "plakoto": {"match_length": 1},
    "plateau": {},
}


def phone_view(name: str, views: list[Any]) -> Any:
    """A late, busy position that shows a last move: Les's end (holes and their sizes), the
    last Plakoto turn (its path; after a roll the view has none), Plateau's tallest stack
    after a move, else the position `LATE` through the game."""
    if name == "les":
        return views[-1]
    if name == "plakoto":
        return [view for view in views if view.last_path][-1]
    if name == "plateau":
        moved = [view for view in views if len(view.last_squares) > 1]
        return max(moved, key=lambda view: max(len(stack) for stack in view.stacks))
    return views[min(len(views) - 1, int(len(views) * LATE))]


def phone_pictures(directory: Path) -> list[Path]:
    """Write ``<game>.png``, each game's largest board as the phone preview shows it."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, options in PHONE_CASES.items():
        view = phone_view(name, random_game(name, options))
        path = directory / f"{name}.png"
        path.write_bytes(phone_preview(RENDERERS[name](view, title=TITLE, names=NAMES)))
        written.append(path)
    return written


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.render", description=__doc__)
    parser.add_argument("--phone", type=Path, help="also write phone-width pictures here")
    args = parser.parse_args()
    if args.phone is not None:
        for path in phone_pictures(args.phone):
            print(f"wrote {path}")
    for name, options in CASES:
        figures = game_render(name, options)
        board = f"{name} {options.get('size', '')}".strip()
        print(
            f"{board:12} render+encode {figures['ms']:6.2f} ms median, "
            f"{figures['kb']:6.1f} KB late game, {figures['max_kb']:6.1f} KB largest, "
            f"{figures['width']:4.0f} px wide"
        )
    sys.stdout.flush()


if __name__ == "__main__":
    main()
