"""Pictures of a game's positions, each with its move written below, as one animated GIF.

Fast because each step is cheap and done once: a frame is drawn at the posts' size
(the families' cached backgrounds and sprites), halved with a box filter (`SHRINK`),
captioned small, and mapped onto one palette shared by every frame, chosen once from
a few frames (first, middle, last). A frame then keeps only what changed since the
one before: unchanged pixels become the transparent index (`TRANSPARENT`), which
LZW squeezes to almost nothing, and Pillow crops each frame to what differs. The
quantized frames are kept (`FrameStrip`), so a strip too big for an upload limit is
encoded again from fewer frames without drawing anything twice.
"""

from __future__ import annotations

import io
import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from PIL import Image, ImageChops, ImageDraw

from rendering.kit import palette, text

SHRINK: Final = 2
"""Frames are drawn at the posts' size (about 800 px) and halved: a chat shows an
animation at about 400 px anyway, and the file is several times smaller."""
COLOURS: Final = 255
"""Palette entries a frame's pixels may use; index 255 is kept for `TRANSPARENT`."""
TRANSPARENT: Final = 255
"""The index of a pixel unchanged since the frame before (no palette colour has it)."""
CAPTION_FONT: Final = 15
"""The caption's size in the animation (drawn after shrinking, so it is drawn small:
a quarter of the pixels of the posts' caption, and as legible at 400 px)."""
CAPTION_PAD: Final = 6
_UNCHANGED: Final = [255, *(0,) * 255]
"""Maps a zero difference of palette indices to a set bit in a "1" mask."""


@dataclass(frozen=True, slots=True)
class Timing:
    """How long each frame shows, in milliseconds: the first and last longer, so a
    looping animation marks where it starts and lets the final position sink in."""

    frame_ms: int = 700
    first_ms: int = 1500
    last_ms: int = 4000

    def durations(self, count: int) -> list[int]:
        if count == 1:
            return [self.last_ms]
        return [self.first_ms, *(self.frame_ms,) * (count - 2), self.last_ms]


Picture = Image.Image
"""A board as an RGB picture, before PNG encoding: what ``build_strip`` takes for a frame
(the service's ``service.boards.pictures`` draws them), named so that its callers need
no Pillow of their own."""


def captioned(picture: Image.Image, caption: str) -> Image.Image:
    """``picture`` (already at the animation's size) with ``caption``, the move that led
    to it, in a band of the frame's colour below, at a size a phone reads at 400 px."""
    if not caption:
        return picture
    band = 2 * CAPTION_PAD + round(CAPTION_FONT * 1.5)
    framed = Image.new("RGB", (picture.width, picture.height + band), palette.FRAME)
    framed.paste(picture, (0, 0))
    text.draw_fitted(
        ImageDraw.Draw(framed),
        (CAPTION_PAD * 2, picture.height + band // 2),
        caption,
        size=CAPTION_FONT,
        max_width=picture.width - 4 * CAPTION_PAD,
        fill=palette.TEXT,
    )
    return framed


class FrameStrip:
    """Quantized frames on one palette, ready to be encoded as a GIF, all or some."""

    def __init__(self, frames: list[Image.Image]) -> None:
        self._frames = frames
        self.size = (max(f.width for f in frames), max(f.height for f in frames))

    def __len__(self) -> int:
        return len(self._frames)

    def gif(self, indices: Sequence[int] | None = None, timing: Timing = Timing()) -> bytes:
        """The GIF of the frames at ``indices`` (all by default), in that order, looping."""
        chosen = [self._padded(self._frames[i]) for i in (indices or range(len(self)))]
        if not chosen:
            raise ValueError("an animation needs at least one frame")
        deltas = [chosen[0]]
        for before, now in itertools.pairwise(chosen):
            unchanged = ImageChops.difference(before, now).point(_UNCHANGED, "1")
            delta = now.copy()
            delta.paste(TRANSPARENT, mask=unchanged)
            deltas.append(delta)
        buffer = io.BytesIO()
        deltas[0].save(
            buffer,
            format="GIF",
            save_all=True,
            append_images=deltas[1:],
            duration=timing.durations(len(deltas)),
            loop=0,
            transparency=TRANSPARENT,
            disposal=1,  # keep each frame: the next one draws only what changed
            optimize=False,  # the palette is shared and already minimal; optimizing costs
        )
        return buffer.getvalue()

    def _padded(self, frame: Image.Image) -> Image.Image:
        """Every frame at the strip's size (a final caption can make the last taller),
        the rest in the frame's colour, so no frame is stretched or cropped."""
        if frame.size == self.size:
            return frame
        canvas = Image.new("P", self.size, _frame_index(frame))
        canvas.putpalette(frame.getpalette() or [])
        canvas.paste(frame, (0, 0))
        return canvas


def build_strip(
    count: int, frame: Callable[[int], tuple[Image.Image, str]], *, shrink: int = SHRINK
) -> FrameStrip:
    """The strip of ``count`` frames: ``frame(i)`` gives the i-th picture (RGB, at the
    posts' size) and its caption, written under it once it is shrunk.

    The palette comes from the first, middle and last frames, made first (the pieces
    and markers of a whole game are all in those, or near enough in colour); then
    every frame is made in order and quantized at once, so only the small quantized
    frames are ever held."""
    if count < 1:
        raise ValueError("an animation needs at least one frame")

    def made(index: int) -> Image.Image:
        picture, caption = frame(index)
        return captioned(_shrunk(picture, shrink), caption)

    samples = {index: made(index) for index in dict.fromkeys((0, count // 2, count - 1))}
    shared = _palette(list(samples.values()))
    frames = []
    for index in range(count):
        picture = samples.pop(index, None) or made(index)
        frames.append(picture.quantize(palette=shared, dither=Image.Dither.NONE))
    return FrameStrip(frames)


def _shrunk(picture: Image.Image, shrink: int) -> Image.Image:
    rgb = picture.convert("RGB") if picture.mode != "RGB" else picture
    return rgb.reduce(shrink) if shrink > 1 else rgb


def _palette(samples: list[Image.Image]) -> Image.Image:
    """A "P" holder of `COLOURS` colours that suits every sample: index `TRANSPARENT`
    is left out of the palette, so no pixel of a frame is ever mapped to it."""
    sheet = Image.new(
        "RGB",
        (max(s.width for s in samples), sum(s.height for s in samples)),
        palette.FRAME,
    )
    top = 0
    for sample in samples:
        sheet.paste(sample, (0, top))
        top += sample.height
    quantized = sheet.quantize(
        colors=COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
    )
    colours = (quantized.getpalette() or [])[: 3 * COLOURS]
    colours += list(palette.FRAME) * (COLOURS - len(colours) // 3)
    holder = Image.new("P", (1, 1))
    holder.putpalette(colours)
    return holder


def _frame_index(frame: Image.Image) -> int:
    """The palette index nearest the frame's colour, to fill a padded frame with."""
    swatch = Image.new("RGB", (1, 1), palette.FRAME)
    holder = Image.new("P", (1, 1))
    holder.putpalette(frame.getpalette() or [])
    index = swatch.quantize(palette=holder, dither=Image.Dither.NONE).getpixel((0, 0))
    assert isinstance(index, int)
    return index
