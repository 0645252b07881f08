"""Building a fixed 256-colour palette from sample images, shared by every board renderer.

Mapping a render onto a palette chosen in advance costs well under a
millisecond, where adaptive quantization or a full-colour PNG costs several;
each renderer derives its palette once per cached background from the
background, every piece it can place, and the header (`header_sample`).
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from rendering import palette, sprites, text
from rendering.square_layout import SUBTITLE_FONT, TITLE_FONT

SAMPLE_TEXT = (
    "Plakoto #7 - alice vs bob (Black) to move, ply 12; Match to 5: 3-2 ABCDEFGHIJKLMNOPQRSTUVWXYZ"
)


def palette_from(parts: list[Image.Image]) -> Image.Image:
    """A 1×1 "P" image carrying a palette that suits everything in ``parts``."""
    reference = Image.new(
        "RGB",
        (max(part.width for part in parts), sum(part.height for part in parts)),
        palette.FRAME,
    )
    top = 0
    for part in parts:
        reference.paste(part, (0, top))
        top += part.height
    quantized = reference.quantize(
        colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
    )
    holder = Image.new("P", (1, 1))  # keep only the palette, not a full-size image
    holder.putpalette(quantized.getpalette() or [])
    return holder


def header_sample() -> Image.Image:
    """Both header lines' text and the to-move swatches on the frame colour."""
    swatch_radius = SUBTITLE_FONT * 0.42
    sample = Image.new("RGB", (1200, 3 * TITLE_FONT), palette.FRAME)
    draw = ImageDraw.Draw(sample)
    draw.text((0, 0), SAMPLE_TEXT, font=text.font(TITLE_FONT), fill=palette.TEXT)
    draw.text(
        (0, 3 * TITLE_FONT // 2),
        SAMPLE_TEXT.lower(),
        font=text.font(SUBTITLE_FONT),
        fill=palette.TEXT_MUTED,
    )
    for index, colour in enumerate(sorted(palette.STONE_COLOURS)):
        sprites.paste_centred(
            sample,
            sprites.stone(swatch_radius, colour),
            sample.width - (2 * index + 1) * sprites.sprite_side(swatch_radius),
            TITLE_FONT,
        )
    return sample
