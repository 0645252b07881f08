"""PNG encoding tuned for board images sent to chat: a fixed 256-colour palette per background.

Board images are flat colours plus thin antialiased edges: a 256-colour
palette loses nothing visible and makes the PNG a third of the data. Mapping
a render onto a palette chosen in advance costs well under a millisecond,
where adaptive quantization or a full-colour PNG costs several, so each
family derives its palette once per cached background (`palette_from`) from
the background, every piece it can place and the header
(`rendering.kit.header.header_sample`), composited the way they appear so
antialiased edges keep their in-between shades.

zlib at a low level already compresses these well. Measured on an 11 x 11
board with about 60 stones: level 1 gives 41 KB, level 3 34 KB for no
measurable extra time, level 6 26 KB for about 1.7 ms more; `optimize` costs
more still.
"""

from __future__ import annotations

import io

from PIL import Image

from rendering.kit import palette as colours

COMPRESS_LEVEL = 3


def palette_from(parts: list[Image.Image]) -> Image.Image:
    """A 1×1 "P" image carrying a palette that suits everything in ``parts``."""
    reference = Image.new(
        "RGB",
        (max(part.width for part in parts), sum(part.height for part in parts)),
        colours.FRAME,
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


def encode_png(image: Image.Image, palette: Image.Image) -> bytes:
    """PNG bytes of `image` mapped onto `palette` (a "P" image); no timestamps, so
    identical pixels give identical bytes."""
    indexed = image.quantize(palette=palette, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    indexed.save(buffer, format="PNG", optimize=False, compress_level=COMPRESS_LEVEL)
    return buffer.getvalue()
