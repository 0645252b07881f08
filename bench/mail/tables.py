"""The tables ``python -m bench mail`` prints."""

from __future__ import annotations

import math
from collections.abc import Sequence


def p95(values: list[float]) -> float:
    """The nearest-rank 95th percentile."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(len(ordered) * 0.95) - 1)]


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """Left-aligned first column, the others right-aligned, two spaces apart."""
    widths = [max(len(row[i]) for row in (header, *rows)) for i in range(len(header))]

    def line(cells: Sequence[str]) -> str:
        first = cells[0].ljust(widths[0])
        rest = (cell.rjust(width) for cell, width in zip(cells[1:], widths[1:], strict=True))
        return "  ".join((first, *rest)).rstrip()

    return "\n".join([line(header), *(line(row) for row in rows)])
