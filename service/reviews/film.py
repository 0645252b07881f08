"""Which positions an animated replay shows, and how small it must be: the decisions
``/replay`` makes before and after ``rendering.animation`` draws and encodes.

Every position is a frame, up to `MAX_FRAMES` (drawing costs 5-10 ms a frame, so
this bounds the time a replay takes); a longer game shows every 2nd, 3rd... position.
The file must fit the channel's upload limit (``limit``, the bot's `UPLOAD_LIMIT`
unless the interaction says its own): one too big is encoded
again from every 2nd, 3rd... frame already drawn (nothing is drawn twice) until it
fits. The first and the last position are always shown, and the answer says when
positions were left out, and why.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from rendering.animation import build_strip
from service.boards.pictures import draw_view
from service.games.players import title_text
from service.reviews.positions import walk
from storage.models import GameRecord, MoveRecord
from words import ENGLISH, Msg, Reader, Verbatim, msg
from words.plain import PLAIN

MAX_FRAMES: Final = 250
"""Frames drawn at most: 1.3-2.5 s of drawing on one core (5-10 ms a frame)."""


@dataclass(frozen=True, slots=True)
class Frame:
    """A position to show: its view and the words written under it."""

    ply: int
    view: Any
    caption: str


@dataclass(frozen=True, slots=True)
class Film:
    """The animation and what its answer must say of it."""

    gif: bytes
    frames: int
    every: int  # 1: every position; n: every nth
    limit: int | None  # the upload limit that left positions out; None: the frame cap

    @property
    def note(self) -> Msg | None:
        """``every 2nd position shown to fit the 8 MB upload limit``, or nothing."""
        if self.every == 1:
            return None
        if self.limit is None:
            return msg("lookups-replay-every-capped", every=self.every, most=MAX_FRAMES)
        size = Verbatim(size_text(self.limit))
        return msg("lookups-replay-every-limit", every=self.every, size=size)


def plies_to_draw(plies: int, max_frames: int = MAX_FRAMES) -> tuple[list[int], int]:
    """The plies drawn for a game of ``plies`` lines (0 is the start, ``plies`` the
    end, always both), and the step between them."""
    step = max(1, math.ceil((plies + 1) / max_frames))
    chosen = list(range(0, plies + 1, step))
    if chosen[-1] != plies:
        chosen.append(plies)
    return chosen, step


def every_nth(count: int, nth: int) -> list[int]:
    """Indices 0, n, 2n... of ``count`` frames, and the last one always."""
    chosen = list(range(0, count, nth))
    if chosen[-1] != count - 1:
        chosen.append(count - 1)
    return chosen


def animate(
    game: GameRecord,
    log: list[MoveRecord],
    seat: int | None,
    names: tuple[str, str],
    *,
    limit: int,
    reader: Reader = ENGLISH,
) -> Film:
    """The replay of ``game``, whose log is ``log``, as ``seat`` (None: a spectator)
    may see it, ``names`` plain, captioned in ``reader``'s words. Blocking (replaying
    and drawing): run it in a thread."""
    chosen, step = plies_to_draw(len(log))
    frames = [
        Frame(s.ply, s.view, PLAIN.render(s.caption, reader))
        for s in walk(game, log, chosen, seat, names)
    ]
    title = title_text(game, names)
    return film(game.game, frames, title=title, names=names, step=step, limit=limit)


def film(
    game: str,
    frames: Sequence[Frame],
    *,
    title: str,
    names: tuple[str, str],
    step: int = 1,
    limit: int,
) -> Film:
    """Draw ``frames`` (every ``step``-th position of the game) and encode them within
    ``limit`` bytes, leaving out every other frame, then more, until they fit.
    Blocking: run it in a thread."""
    strip = build_strip(
        len(frames),
        lambda i: (draw_view(game, frames[i].view, title=title, names=names), frames[i].caption),
    )
    cut_by: int | None = None
    nth = 1
    while True:
        indices = every_nth(len(strip), nth)
        gif = strip.gif(indices)
        if len(gif) <= limit or len(indices) <= 2:
            break
        # the size shrinks about in proportion to the frames kept: aim below the limit
        nth = max(nth + 1, math.ceil(nth * len(gif) / (0.9 * limit)))
        cut_by = limit
    if len(gif) > limit:
        raise ValueError(f"even two frames of {game} take {len(gif)} bytes")
    return Film(gif, len(indices), step * nth, cut_by)


def size_text(size: int) -> str:
    """``8 MB``, ``25 MB``, ``750 KB``: a byte count as people read upload limits."""
    if size >= 2**20:
        return f"{size / 2**20:.3g} MB"
    return f"{max(1, round(size / 2**10))} KB"
