"""Holes and the result (§3.4): flood fill over empty points, owners, the tie-break.

Only the end of a game needs this, so it favours clarity over speed; the
comparator works on plain (size, boundary) pairs so the spec's table L13 can
test it without building a position.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.les.geometry import Geometry
from rules.sides import BLACK, WHITE


@dataclass(frozen=True, slots=True)
class Hole:
    """A maximal empty region: its points, the stones touching it, and who owns it."""

    points: int  # bitboard
    boundary: int  # bitboard of the distinct stones adjacent to some point of the hole
    owner: str | None  # BLACK or WHITE when every boundary stone is that colour

    @property
    def size(self) -> int:
        return self.points.bit_count()

    @property
    def boundary_count(self) -> int:
        return self.boundary.bit_count()


def find_holes(geo: Geometry, black: int, white: int) -> list[Hole]:
    """Every hole, in the stable order of its lowest point."""
    stones = black | white
    holes: list[Hole] = []
    for region in geo.regions(geo.board & ~stones):
        boundary = geo.spread(region) & stones
        # Never empty: a stone-free region closed under adjacency is the whole board,
        # which never happens after a setup. An empty board (before it) has no owner.
        owner = None
        if boundary and not boundary & white:
            owner = BLACK
        elif boundary and not boundary & black:
            owner = WHITE
        holes.append(Hole(region, boundary, owner))
    return holes


@dataclass(frozen=True, slots=True)
class Verdict:
    """The comparison of §3.4: the winning colour (None: draw), the deciding step, why."""

    winner: str | None
    step: int  # 1, 2 or 3 when decided there; 4 for a draw
    reason: str
    values: tuple[int, int] | None = None
    """What decided it, the winner's first: the hole counts (step 1), the sizes (2) or the
    boundary counts (3) at the first difference; None for a draw."""


def _sizes(pairs: Sequence[tuple[int, int]]) -> list[int]:
    return sorted((size for size, _ in pairs), reverse=True)


def _boundaries(pairs: Sequence[tuple[int, int]]) -> list[int]:
    return [boundary for _, boundary in sorted(pairs, reverse=True)]


def _first_difference(black: list[int], white: list[int]) -> tuple[str | None, int, int]:
    """The colour with the larger value at the first difference, and the two values."""
    for b, w in zip(black, white, strict=True):
        if b != w:
            return (BLACK, b, w) if b > w else (WHITE, w, b)
    return None, 0, 0


def _listed(values: list[int]) -> str:
    return ", ".join(str(v) for v in values)


def compare(black: Sequence[tuple[int, int]], white: Sequence[tuple[int, int]]) -> Verdict:
    """Black's against White's owned holes as (size, boundary count) pairs; first difference wins.

    Step 3 orders holes by size, then by boundary count, both largest first
    (§4 item 13), which is plain descending order of the pairs.
    """
    if len(black) != len(white):
        more = BLACK if len(black) > len(white) else WHITE
        return Verdict(
            more,
            1,
            f"{more.capitalize()} owns more holes: {len(black)} for Black, {len(white)} for White.",
            (max(len(black), len(white)), min(len(black), len(white))),
        )
    if not black:
        return Verdict(None, 4, "Neither player owns a hole, so the game is a draw.")
    black_sizes, white_sizes = _sizes(black), _sizes(white)
    winner, mine, theirs = _first_difference(black_sizes, white_sizes)
    if winner is not None:
        return Verdict(
            winner,
            2,
            f"Both own {len(black)} hole(s); {winner.capitalize()} wins on hole sizes "
            f"({mine} against {theirs}): Black {_listed(black_sizes)}, "
            f"White {_listed(white_sizes)}.",
            (mine, theirs),
        )
    black_edges, white_edges = _boundaries(black), _boundaries(white)
    winner, mine, theirs = _first_difference(black_edges, white_edges)
    if winner is not None:
        return Verdict(
            winner,
            3,
            f"Both own holes of the same sizes ({_listed(black_sizes)}); "
            f"{winner.capitalize()} wins on boundary stones ({mine} against {theirs}): "
            f"Black {_listed(black_edges)}, White {_listed(white_edges)}.",
            (mine, theirs),
        )
    return Verdict(
        None,
        4,
        f"Both own holes of the same sizes ({_listed(black_sizes)}) and boundary counts "
        f"({_listed(black_edges)}), so the game is a draw.",
    )


def verdict(holes: Sequence[Hole]) -> Verdict:
    def owned(colour: str) -> list[tuple[int, int]]:
        return [(h.size, h.boundary_count) for h in holes if h.owner == colour]

    return compare(owned(BLACK), owned(WHITE))
