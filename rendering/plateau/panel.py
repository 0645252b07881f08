"""The panel under a Plateau board: each player's hand and prisoners, and a standing tender.

Everything off the board is here, in the order a player scans it: who is
who (Black's column on the left, White's on the right, as Black sees the
board), what each holds, and what the exchange asks of them. Rows are
stacked from the top of a column and only take room when they have
something to show.
"""

from __future__ import annotations

from typing import Final

from PIL import Image, ImageDraw

from rendering.kit import palette, sprites, text
from rendering.plateau.layout import (
    LINE_FONT,
    LINE_ROW,
    NAME_FONT,
    NAME_ROW,
    PIECE_PITCH,
    PIECE_RADIUS,
    PIECE_ROW,
    TENDER_PAD,
    player_box,
    tender_box,
)
from rendering.plateau.pieces import loose_piece
from rendering.plateau.scene import PlateauScene, PlayerPanel, TenderBox

TENDER_OUTLINE: Final = palette.LABEL


def draw_panel(image: Image.Image, scene: PlateauScene) -> None:
    draw = ImageDraw.Draw(image)
    for seat, player in enumerate(scene.players):
        left, top, right, _ = player_box(seat)
        _draw_player(image, draw, player, left, right, top)
    if scene.tender is not None:
        left, top, right, _ = tender_box()
        _draw_tender(image, draw, scene.tender, left, right, top)


def _draw_player(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    player: PlayerPanel,
    left: int,
    right: int,
    y: int,
) -> int:
    """Draws one player's block from ``y`` down; returns where it ends."""
    swatch = sprites.stone(NAME_FONT * 0.42, player.colour)
    middle = y + NAME_ROW // 2
    image.paste(swatch, (left, middle - swatch.height // 2), swatch)
    status_width = 0.0
    if player.status:
        face = text.font(LINE_FONT)
        draw.text((right, middle), player.status, font=face, fill=palette.TEXT_MUTED, anchor="rm")
        status_width = face.getlength(player.status) + 8
    name_left = left + swatch.width + 8
    text.draw_fitted(
        draw,
        (name_left, middle),
        player.name,
        size=NAME_FONT,
        max_width=right - name_left - status_width,
        fill=palette.TEXT,
    )
    y += NAME_ROW
    y = _line(draw, player.hand_line, left, right, y)
    y = _pieces(image, player.hand_pieces, player.colour, left, y)
    y = _line(draw, player.prisoner_line, left, right, y)
    return _pieces(image, player.prisoner_pieces, player.prisoner_colour, left, y)


def _draw_tender(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    tender: TenderBox,
    left: int,
    right: int,
    top: int,
) -> None:
    inner_left, inner_right = left + TENDER_PAD, right - TENDER_PAD
    y = _line(draw, tender.headline, inner_left, inner_right, top + TENDER_PAD, palette.TEXT)
    y = _pieces(image, tender.pieces, tender.piece_colour, inner_left, y)
    for note in tender.notes:
        y = _line(draw, note, inner_left, inner_right, y)
    draw.rounded_rectangle(
        (left, top, right - 1, y + TENDER_PAD), radius=6, outline=TENDER_OUTLINE, width=2
    )


def _line(
    draw: ImageDraw.ImageDraw,
    line: str,
    left: int,
    right: int,
    y: int,
    colour: palette.RGB = palette.TEXT_MUTED,
) -> int:
    text.draw_fitted(
        draw, (left, y + LINE_ROW // 2), line, size=LINE_FONT, max_width=right - left, fill=colour
    )
    return y + LINE_ROW


def _pieces(image: Image.Image, kinds: tuple[str, ...], colour: str, left: int, y: int) -> int:
    if not kinds:
        return y
    for index, kind in enumerate(kinds):
        piece = loose_piece(PIECE_RADIUS, colour, kind)
        x = left + index * PIECE_PITCH
        image.paste(piece, (x, y + (PIECE_ROW - piece.height) // 2), piece)
    return y + PIECE_ROW
