"""Animated replays' pictures (``rendering.animation``): each game's frame is its post's
picture, and the GIF shows exactly the frames it was given, in order, whatever their
sizes, all of them or some."""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageSequence, ImageStat

from rendering.animation import Timing, build_strip, captioned
from rendering.animation.strip import TRANSPARENT
from rules import GAMES
from rules.base import CHANCE
from service.boards.pictures import FACES, draw_view
from service.presenters import PRESENTERS
from words import ENGLISH

NAMES = ("alice", "bob")
TITLE = "Game #1 · alice vs bob"


def views(name: str, plies: int, seed: int = 5) -> list[Any]:
    """The public view after each of the first ``plies`` lines of a seeded random game."""
    game = GAMES[name]
    rng = random.Random(seed)
    state = game.initial({})
    seen = [game.view(state, None)]
    while len(seen) <= plies and game.to_move(state) is not None:
        if game.to_move(state) is CHANCE:
            outcomes = game.chance_outcomes(state)
            move = rng.choices([m for m, _ in outcomes], [float(p) for _, p in outcomes])[0]
        else:
            move = rng.choice(game.legal_moves(state))
        state = game.apply(state, move)
        seen.append(game.view(state, None))
    return seen


def test_every_game_has_a_face():
    assert set(FACES) == set(GAMES.names())


@pytest.mark.parametrize("name", GAMES.names())
def test_a_frame_is_the_posts_picture(name: str):
    view = views(name, 6)[-1]
    post = Image.open(
        io.BytesIO(PRESENTERS[name].render(view, title=TITLE, names=NAMES, reader=ENGLISH))
    )
    drawn = draw_view(name, view, title=TITLE, names=NAMES)
    assert drawn.size == post.size
    difference = ImageStat.Stat(ImageChops.difference(drawn, post.convert("RGB"))).mean
    assert max(difference) < 2, "the same picture, but for the post's palette"


def frames_of(gif: bytes) -> list[Image.Image]:
    return [frame.convert("RGB") for frame in ImageSequence.Iterator(Image.open(io.BytesIO(gif)))]


def test_the_gif_shows_every_frame_given_in_order_and_some_on_request():
    shown = views("les", 5)
    pictures = [draw_view("les", view, title=TITLE, names=NAMES) for view in shown]
    pictures[2] = pictures[2].crop((0, 0, pictures[2].width, pictures[2].height - 40))
    strip = build_strip(len(pictures), lambda i: (pictures[i], f"{i}. a move"))
    assert len(strip) == len(pictures)
    small = [captioned(p.reduce(2), f"{i}. a move") for i, p in enumerate(pictures)]
    assert strip.size == small[0].size and small[0].width == pictures[0].width // 2

    decoded = frames_of(strip.gif(timing=Timing(frame_ms=500, first_ms=900, last_ms=2000)))
    assert len(decoded) == len(pictures)
    for got, picture in zip(decoded, small, strict=True):
        expected = Image.new("RGB", strip.size, (236, 231, 222))
        expected.paste(picture, (0, 0))
        difference = ImageStat.Stat(ImageChops.difference(got, expected)).mean
        assert max(difference) < 2, "each frame is its picture, on one shared palette"
    first_and_last = frames_of(strip.gif([0, len(pictures) - 1]))
    assert len(first_and_last) == 2
    assert ImageChops.difference(first_and_last[1], decoded[-1]).getbbox() is None

    durations = []
    gif = Image.open(io.BytesIO(strip.gif(timing=Timing(500, 900, 2000))))
    for frame in ImageSequence.Iterator(gif):
        durations.append(frame.info["duration"])
    assert durations == [900, 500, 500, 500, 500, 2000]


def test_a_caption_is_written_under_the_picture():
    picture = Image.new("RGB", (300, 200), (222, 182, 104))
    framed = captioned(picture, "17. alice played e9.")
    assert framed.width == 300 and framed.height > 200
    assert ImageChops.difference(framed.crop((0, 0, 300, 200)), picture).getbbox() is None
    band = framed.crop((0, 200, 300, framed.height))
    assert len(band.getcolors() or []) > 2, "text in the band"
    assert captioned(picture, "") is picture


def test_no_pixel_is_ever_the_transparent_index():
    picture = Image.new("RGB", (64, 64), (255, 0, 255))  # a colour no board has
    picture.paste((0, 0, 0), (0, 0, 32, 64))
    strip = build_strip(1, lambda _: (picture, ""), shrink=1)
    single = Image.open(io.BytesIO(strip.gif()))
    assert TRANSPARENT not in {index for _, index in single.getcolors() or []}
    assert frames_of(strip.gif())[0].getpixel((48, 10)) == (255, 0, 255)
