"""Scenes shared by the rendering tests (and by the cross-process determinism check)."""

from __future__ import annotations

import random
import string

from rendering.square import SquareBoardScene

PINCH_EDGES = ("black", "white", "black", "white")


def point(name: str) -> tuple[int, int]:
    """'e5' -> (4, 4): tests read better in board notation."""
    return string.ascii_lowercase.index(name[0]), int(name[1:]) - 1


def points(names: str) -> list[tuple[int, int]]:
    return [point(name) for name in names.split()]


def stones(black: str, white: str) -> dict[tuple[int, int], str]:
    placed = dict.fromkeys(points(black), "black")
    placed.update(dict.fromkeys(points(white), "white"))
    return placed


def empty_9() -> SquareBoardScene:
    return SquareBoardScene(
        size=9,
        stones={},
        edge_colours=PINCH_EDGES,
        title="Pinch #1 · alice vs bob",
        subtitle="alice (Black) to move · ply 0",
        to_move_colour="black",
    )


def midgame_11() -> SquareBoardScene:
    return SquareBoardScene(
        size=11,
        stones=stones(
            black="f6 e5 g7 d4 f8 h6 c3 f4 e6 g6 a1 k11 b10",
            white="d5 g5 f5 c4 h7 e8 d7 j3 h4 b2 k1 a11 j9",
        ),
        last_move=point("e6"),
        changed=frozenset(points("g6 e5")),
        edge_colours=PINCH_EDGES,
        title="Pinch #7 · alice vs bob",
        subtitle="bob (White) to move · ply 26 · last: e6",
        to_move_colour="white",
    )


def territory_13() -> SquareBoardScene:
    placed = stones(black="c3 c4 d5 e5 f4 k10 j11 d10", white="j3 k4 k5 j6 h7 c10 c11 d11")
    dots = dict.fromkeys(points("a1 b1 a2 b2 c1 d1 a3 b3 b4 d3 d4 e4"), "black")
    dots.update(dict.fromkeys(points("m1 l1 m2 l2 l3 m3 k3 k2 l4 m4"), "white"))
    return SquareBoardScene(
        size=13,
        stones=placed,
        last_move=point("h7"),
        changed=frozenset(points("d10")),
        dots=dots,
        title="Pletore #3 · carol vs dave",
        subtitle="carol (Black) to move · 21 : 17.5",
        to_move_colour="black",
    )


def bare_19() -> SquareBoardScene:
    """No header and no bands: the smallest cells and the square image."""
    return SquareBoardScene(
        size=19,
        stones=stones(black="d4 q16 c17 r3", white="d16 q4 p3 c16"),
        last_move=point("c16"),
    )


def dense(size: int, seed: int) -> SquareBoardScene:
    """A crowded board with every kind of mark: the worst case for PNG size."""
    rng = random.Random(seed)
    every = [(file, rank) for file in range(size) for rank in range(size)]
    rng.shuffle(every)
    split = len(every) * 3 // 4
    placed = {p: rng.choice(("black", "white")) for p in every[:split]}
    return SquareBoardScene(
        size=size,
        stones=placed,
        last_move=every[0],
        changed=frozenset(every[1 : 1 + size]),
        dots={p: rng.choice(("black", "white")) for p in every[split:]},
        edge_colours=PINCH_EDGES,
        title="Pletore #123456 · a-player-with-a-long-name vs another-long-player-name",
        subtitle="a-player-with-a-long-name (Black) to move · ply 345 · last: flip d4",
        to_move_colour="black",
    )


GOLDEN_SCENES = {
    "square_9_empty": empty_9,
    "square_11_midgame": midgame_11,
    "square_13_territory": territory_13,
    "square_19_bare": bare_19,
}
