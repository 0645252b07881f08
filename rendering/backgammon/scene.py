"""What a backgammon-board image shows (Plakoto and any 24-point race game), checked.

Like the square and hex renderers, `rendering.backgammon.board` knows nothing
of any game: the caller turns a view into a `BackgammonScene`, so
`rendering` stays free of rules. The scene checks itself when it is built, so
a caller's mistake shows up there and not as a strange picture.

Point indices
    `points` has 24 entries indexed by board position *as the viewer sees
    it*: index i is the viewer's point i + 1 (Plakoto spec §1.2: every player
    numbers 24 down to 1 along their own path). The picture is the classic
    one with the viewer's home board bottom right:

        top row, left to right:     12 13 14 15 16 17 | bar | 18 19 20 21 22 23   tray
        bottom row, left to right:  11 10  9  8  7  6 | bar |  5  4  3  2  1  0   tray

    So index 0 (the viewer's 1-point) is bottom right, index 23 (the viewer's
    starting point) top right. The viewer's checkers travel 23 -> 0 and bear
    off into the bottom tray; the other colour travels 0 -> 23 and bears off
    into the top tray. For a spectator, pick one colour as "viewer" (the
    service uses White).

Scene fields
    points        24 `PointStack`s. `count` is the number of checkers of
                  `owner` on the point; `pinned` names the colour of a single
                  enemy checker trapped underneath them (Plakoto §1.3), drawn
                  as the bottom disc, partly covered by the pinners. Up to
                  five checkers are drawn; a taller stack shows its count on
                  the fifth.
    viewer        the colour whose numbering the indices use; its borne-off
                  checkers go in the bottom tray.
    borne_off     (black, white) checkers already borne off, drawn as slabs.
    numbers       the number printed beside each point, default the viewer's
                  1..24 (index + 1); `()` prints none.
    dice          0 to 4 values 1..6 (three or four only for doubles),
                  drawn as faces with pips in the right half's middle.
    dice_colour   whose dice they are: the faces take that colour.
    last_dice     0 to 2 values 1..6: the dice the last turn was played with
                  (doubles as two equal faces), drawn smaller and faded at the
                  left of the right half's middle, so they never pass for the
                  roll to play; the new roll then moves right to make room.
    last_dice_colour
                  whose they were (the last mover).
    path          the last move's hops (from index, to index); `OFF` (-1)
                  as the target means borne off into the tray on that side.
                  Each hop is a red arrow from a dashed ghost where the
                  checker stood (the next free slot) to the top checker of
                  the target point, which also gets the red last-move ring.
    match_score   short text right-aligned on the title line, e.g.
                  "Match to 5: 3-2".
    title, subtitle, to_move_colour
                  the header (`rendering.kit.header`), as on every board.

Per colour, checkers on the board (pinned ones included) plus borne-off
ones may not exceed 15. Scenes validate themselves when built and raise
`ValueError` naming the bad field.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from rendering.backgammon.layout import POINTS
from rendering.kit import palette
from rendering.kit.header import check_header, shows_header
from rendering.kit.palette import check_colour

OFF: Final = -1
"""Path target for a checker borne off (into the tray on the hop's side)."""
CHECKERS_PER_SIDE: Final = 15
VIEWER_NUMBERS: Final = tuple(range(1, POINTS + 1))


@dataclass(frozen=True, slots=True)
class PointStack:
    """What one point holds: `count` checkers of `owner` over an optional pinned one."""

    owner: str | None = None
    count: int = 0
    pinned: str | None = None


EMPTY: Final = PointStack()


@dataclass(frozen=True, slots=True)
class BackgammonScene:
    """Everything a backgammon-board image shows; see the module docstring."""

    points: tuple[PointStack, ...]
    viewer: str = palette.WHITE
    borne_off: tuple[int, int] = (0, 0)
    numbers: tuple[int, ...] = VIEWER_NUMBERS
    dice: tuple[int, ...] = ()
    dice_colour: str | None = None
    last_dice: tuple[int, ...] = ()
    last_dice_colour: str | None = None
    path: tuple[tuple[int, int], ...] = ()
    match_score: str = ""
    title: str = ""
    subtitle: str = ""
    to_move_colour: str | None = None

    def __post_init__(self) -> None:
        for name in ("points", "borne_off", "numbers", "dice", "last_dice", "path"):
            value = getattr(self, name)
            if not isinstance(value, tuple | list):
                raise ValueError(f"{name} must be a tuple, got {value!r}")
            object.__setattr__(self, name, tuple(value))
        object.__setattr__(
            self, "path", tuple(tuple(hop) if isinstance(hop, list) else hop for hop in self.path)
        )
        _validate(self)

    @property
    def has_header(self) -> bool:
        return shows_header(self, self.match_score)


def _validate(scene: BackgammonScene) -> None:
    check_colour(scene.viewer, "viewer")
    if len(scene.points) != POINTS:
        raise ValueError(f"points must hold {POINTS} PointStacks, got {len(scene.points)}")
    totals = {palette.BLACK: 0, palette.WHITE: 0}
    for index, stack in enumerate(scene.points):
        _check_stack(index, stack)
        if stack.owner is not None:
            totals[stack.owner] += stack.count
        if stack.pinned is not None:
            totals[stack.pinned] += 1
    borne_off = scene.borne_off
    if len(borne_off) != 2 or any(type(n) is not int or n < 0 for n in borne_off):
        raise ValueError(f"borne_off must be (black, white) counts >= 0, got {borne_off!r}")
    for colour, off in zip((palette.BLACK, palette.WHITE), borne_off, strict=True):
        if totals[colour] + off > CHECKERS_PER_SIDE:
            raise ValueError(
                f"points and borne_off hold {totals[colour] + off} {colour} checkers; "
                f"a side has at most {CHECKERS_PER_SIDE}"
            )
    if scene.numbers and (
        len(scene.numbers) != POINTS
        or any(type(n) is not int or not 1 <= n <= POINTS for n in scene.numbers)
    ):
        raise ValueError(
            f"numbers must be empty or {POINTS} ints from 1 to {POINTS}, got {scene.numbers!r}"
        )
    _check_dice(scene)
    for hop in scene.path:
        _check_hop(hop)
    check_header(scene, "match_score")


def _check_stack(index: int, stack: object) -> None:
    where = f"points[{index}]"
    if not isinstance(stack, PointStack):
        raise ValueError(f"{where} must be a PointStack, got {stack!r}")
    if type(stack.count) is not int or stack.count < 0:
        raise ValueError(f"{where} count must be an int >= 0, got {stack.count!r}")
    if stack.owner is None:
        if stack.count or stack.pinned is not None:
            raise ValueError(f"{where} has no owner but count {stack.count} or a pinned checker")
        return
    check_colour(stack.owner, f"{where} owner")
    if stack.count == 0:
        raise ValueError(f"{where} owner {stack.owner!r} needs count >= 1")
    if stack.pinned is not None:
        check_colour(stack.pinned, f"{where} pinned")
        if stack.pinned == stack.owner:
            raise ValueError(
                f"{where} pinned must be the other colour than owner {stack.owner!r}; "
                "only an enemy checker can be trapped"
            )


def _check_dice(scene: BackgammonScene) -> None:
    dice = scene.dice
    if len(dice) > 4 or any(type(d) is not int or not 1 <= d <= 6 for d in dice):
        raise ValueError(f"dice must be 0 to 4 values from 1 to 6, got {dice!r}")
    if len(dice) > 2 and len(set(dice)) != 1:
        raise ValueError(f"dice: three or four dice only come from doubles, got {dice!r}")
    if scene.dice_colour is not None:
        check_colour(scene.dice_colour, "dice_colour")
    last = scene.last_dice
    if len(last) > 2 or any(type(d) is not int or not 1 <= d <= 6 for d in last):
        raise ValueError(f"last_dice must be 0 to 2 values from 1 to 6, got {last!r}")
    if scene.last_dice_colour is not None:
        check_colour(scene.last_dice_colour, "last_dice_colour")


def _check_hop(hop: object) -> None:
    if not (isinstance(hop, tuple) and len(hop) == 2 and all(type(v) is int for v in hop)):
        raise ValueError(f"path hop {hop!r} is not a (from, to) pair of point indices")
    source, target = hop
    if not 0 <= source < POINTS:
        raise ValueError(f"path hop {hop} starts off the board (indices 0..{POINTS - 1})")
    if target != OFF and not 0 <= target < POINTS:
        raise ValueError(
            f"path hop {hop} ends off the board (indices 0..{POINTS - 1}, or OFF = {OFF})"
        )
    if source == target:
        raise ValueError(f"path hop {hop} goes nowhere")
