"""The 4×4 board (spec §2.1): square numbers, the perimeter, rays and knight routes.

Squares are numbered ``file + 4 * rank`` from Black's side, as in the view
(``a1`` = 0, ``d4`` = 15). Everything the move rules ask of the geometry is
looked up in tables built once here, so checking a move's shape is a few
indexings.
"""

from __future__ import annotations

from typing import Final

from rules.plateau.view import square_name

SQUARES: Final = 16
NAMES: Final = tuple(square_name(square) for square in range(SQUARES))
SQUARE_OF: Final = {name: square for square, name in enumerate(NAMES)}

PERIMETER: Final = tuple(s for s in range(SQUARES) if s % 4 in (0, 3) or s // 4 in (0, 3))
"""The twelve edge squares, where the opening stacks go (§4)."""

DIRECTIONS: Final = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1))
"""(file, rank) steps: the four orthogonal ones first, then the four diagonal ones."""

ORTHOGONAL: Final = (0, 1, 2, 3)
DIAGONAL: Final = (4, 5, 6, 7)
ALL_DIRECTIONS: Final = ORTHOGONAL + DIAGONAL


def _on_board(file: int, rank: int) -> bool:
    return 0 <= file < 4 and 0 <= rank < 4


def _ray(square: int, step: tuple[int, int]) -> tuple[int, ...]:
    file, rank = square % 4, square // 4
    out = []
    while _on_board(file + step[0], rank + step[1]):
        file, rank = file + step[0], rank + step[1]
        out.append(file + 4 * rank)
    return tuple(out)


RAYS: Final = tuple(tuple(_ray(square, step) for step in DIRECTIONS) for square in range(SQUARES))
"""``RAYS[origin][direction]``: the squares met going that way, nearest first."""

LINE: Final = tuple(
    {
        target: (direction, distance)
        for direction, ray in enumerate(RAYS[square])
        for distance, target in enumerate(ray, start=1)
    }
    for square in range(SQUARES)
)
"""``LINE[origin][target]``: (direction, distance) when the two share a line."""


def _knight_routes(square: int) -> dict[int, int]:
    """Knight destinations and their turning squares: one straight step, then one
    diagonal step that continues away from the start (§5.3.10)."""
    file, rank = square % 4, square // 4
    routes = {}
    for u in DIRECTIONS[:4]:
        for v in DIRECTIONS[:4]:
            if u[0] * v[0] + u[1] * v[1] != 0:
                continue  # v must be perpendicular to u
            turn = (file + u[0], rank + u[1])
            end = (file + 2 * u[0] + v[0], rank + 2 * u[1] + v[1])
            if _on_board(*turn) and _on_board(*end):
                routes[end[0] + 4 * end[1]] = turn[0] + 4 * turn[1]
    return routes


KNIGHT: Final = tuple(_knight_routes(square) for square in range(SQUARES))
"""``KNIGHT[origin]``: {destination: turning square} of the twister's crooked move."""
