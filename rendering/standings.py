"""A tournament's standings as a clean table image: a pure function from a `Table` to PNG.

Nothing here knows tournaments: the caller hands the title, the column heads and
the rows as text. Every cell goes through the kit's `drawable` (names are chosen by
their owners), the one free-text column is shortened to fit, numbers are centred,
and alternate rows are shaded so a wide crosstable stays readable on a phone.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from rendering.kit.palette import FRAME, RGB, TEXT, TEXT_MUTED
from rendering.kit.text import draw_fitted, drawable, font

CELL = 17
TITLE = 24
SUBTITLE = 16
ROW = 30
PAD = 8
MARGIN = 16
NAME_WIDTH = (110, 230)  # the free-text column: at least, at most
HEAD_FILL: RGB = (62, 54, 44)
HEAD_TEXT: RGB = (246, 242, 234)
SHADE: RGB = (226, 219, 206)
LEADER: RGB = (244, 226, 160)
RULE: RGB = (186, 176, 160)
MAX_ROWS = 200


@dataclass(frozen=True, slots=True)
class Table:
    """``rows`` are as long as ``columns``; column ``free`` holds free text (names),
    shortened to fit; ``leaders`` are row indexes drawn highlighted (the winners),
    ``muted`` rows greyed (withdrawn players)."""

    title: str
    subtitle: str
    columns: Sequence[str]
    rows: Sequence[Sequence[str]]
    free: int = 1
    leaders: frozenset[int] = field(default_factory=frozenset)
    muted: frozenset[int] = field(default_factory=frozenset)
    footer: str = ""


def render_table(table: Table) -> bytes:
    """PNG bytes of ``table``; identical tables give identical bytes."""
    _check(table)
    widths = _widths(table)
    width = max(
        sum(widths) + 2 * MARGIN,
        int(font(TITLE).getlength(drawable(table.title))) + 2 * MARGIN,
        int(font(SUBTITLE).getlength(drawable(table.footer))) + 2 * MARGIN,
        320,
    )
    top = MARGIN + TITLE + 6 + SUBTITLE + 12
    footer = SUBTITLE + 10 if table.footer else 0
    height = top + ROW * (len(table.rows) + 1) + footer + MARGIN
    image = Image.new("RGB", (width, height), FRAME)
    draw = ImageDraw.Draw(image)
    inner = width - 2 * MARGIN
    draw_fitted(
        draw, (MARGIN, MARGIN + TITLE / 2), table.title, size=TITLE, max_width=inner, fill=TEXT
    )
    draw_fitted(
        draw,
        (MARGIN, MARGIN + TITLE + 6 + SUBTITLE / 2),
        table.subtitle,
        size=SUBTITLE,
        max_width=inner,
        fill=TEXT_MUTED,
    )
    draw.rectangle((MARGIN, top, MARGIN + sum(widths), top + ROW), fill=HEAD_FILL)
    _row(draw, table, widths, top, table.columns, HEAD_TEXT)
    for index, cells in enumerate(table.rows):
        y = top + ROW * (index + 1)
        fill = LEADER if index in table.leaders else SHADE if index % 2 else FRAME
        draw.rectangle((MARGIN, y, MARGIN + sum(widths), y + ROW), fill=fill)
        draw.line((MARGIN, y + ROW, MARGIN + sum(widths), y + ROW), fill=RULE)
        _row(draw, table, widths, y, cells, TEXT_MUTED if index in table.muted else TEXT)
    if table.footer:
        below = top + ROW * (len(table.rows) + 1) + 6 + SUBTITLE / 2
        draw_fitted(
            draw, (MARGIN, below), table.footer, size=SUBTITLE, max_width=inner, fill=TEXT_MUTED
        )
    buffer = io.BytesIO()
    image.quantize(colors=64, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(
        buffer, format="PNG", compress_level=6
    )
    return buffer.getvalue()


def _check(table: Table) -> None:
    if not table.columns:
        raise ValueError("a table needs at least one column")
    if len(table.rows) > MAX_ROWS:
        raise ValueError(f"at most {MAX_ROWS} rows fit one image")
    if any(len(row) != len(table.columns) for row in table.rows):
        raise ValueError("every row needs one cell per column")
    if not 0 <= table.free < len(table.columns):
        raise ValueError("the free-text column must be one of the columns")


def _widths(table: Table) -> list[int]:
    face = font(CELL)
    widths = []
    for index, head in enumerate(table.columns):
        texts = [head, *(row[index] for row in table.rows)]
        wanted = max(int(face.getlength(drawable(text))) for text in texts) + 2 * PAD
        if index == table.free:
            wanted = min(max(wanted, NAME_WIDTH[0]), NAME_WIDTH[1])
        widths.append(max(wanted, 2 * PAD + 12))
    return widths


def _row(
    draw: ImageDraw.ImageDraw,
    table: Table,
    widths: list[int],
    y: int,
    cells: Sequence[str],
    fill: RGB,
) -> None:
    x = MARGIN
    for index, (text, width) in enumerate(zip(cells, widths, strict=True)):
        if index == table.free:
            draw_fitted(
                draw, (x + PAD, y + ROW / 2), text, size=CELL, max_width=width - 2 * PAD, fill=fill
            )
        else:
            draw.text(
                (x + width / 2, y + ROW / 2),
                drawable(text),
                font=font(CELL),
                fill=fill,
                anchor="mm",
            )
        x += width
