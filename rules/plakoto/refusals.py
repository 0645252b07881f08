"""Why a Plakoto move is refused: messages that name the problem, then what is legal.

A typed turn that is not legal is explained by the most specific reason the
spec lists (§3.9): a checker that is not there or is pinned, a closed point,
bearing off too early, fewer dice than the position allows, the larger die.
"""

from __future__ import annotations

from typing import Final, TypeAlias

from rules.errors import IllegalMove
from rules.plakoto.moves import Hop, Turn, turn_text
from rules.plakoto.notation import Path, fits, segments
from rules.plakoto.state import NEW_GAME, OPENING, PIN, ROLL, PlakotoState, mover_view
from rules.plakoto.turns import Menu, Record, all_records, counts

_SHOWN: Final = 8  # how many legal turns an error message lists

Reason: TypeAlias = tuple[str, str, dict[str, str | int]]
"""A refusal's English sentence, its catalog key (``plakoto-…``) and its values."""


def _point(p: int) -> str:
    return f"your {p}-point"


def refusal_reason(state: PlakotoState, paths: list[Path], records: list[Record]) -> Reason:
    """The most specific reason typed ``paths`` are not a legal turn (§3.9): the
    checkers, then the points they land on, bearing off, the end of the game, and
    last how many dice (and which) the turn uses."""
    assert state.dice is not None
    side = state.side
    v = mover_view(state.board, side)
    cnt = counts(v, state.off[side])
    return (
        _missing_checker(paths, v, cnt)
        or _closed_point(paths, v)
        or _early_bear_off(paths, v, cnt, state.dice)
        or _after_the_end(paths, records)
        or _dice_not_used(state, paths, records, v)
    )


def _missing_checker(paths: list[Path], v: list[int], cnt: list[int]) -> Reason | None:
    """A path starts where the mover has no free checker (or too few of them)."""
    later = {x for path in paths for x in path[1:]}
    starts: dict[int, int] = {}
    for path in paths:
        starts[path[0]] = starts.get(path[0], 0) + 1
    for p, used in starts.items():
        if p in later:
            continue
        if cnt[p] == 0:
            x = v[p]
            if x < -PIN:
                why, key = "your checker there is pinned", "pinned"
            elif x < 0:
                why, key = "the checkers there are your opponent's", "theirs"
            else:
                why, key = "you have no checker there", "none"
            text = f"No checker of yours can move from {_point(p)}: {why}."
            return text, f"plakoto-no-checker-{key}", {"point": p}
        if used > cnt[p]:
            text = (
                f"You have only {cnt[p]} checker{'s' if cnt[p] > 1 else ''} on "
                f"{_point(p)}, not {used}."
            )
            return text, "plakoto-too-few", {"count": cnt[p], "point": p, "used": used}
    return None


def _closed_point(paths: list[Path], v: list[int]) -> Reason | None:
    """A path stops on a point the opponent holds."""
    later = {x for path in paths for x in path[1:]}
    for x in sorted(later, reverse=True):
        if x and v[x] < -1:
            if v[x] < -PIN:
                why, key = "your checker is pinned there", "pinned"
            else:
                why, key = "two or more opposing checkers stand there", "held"
            return f"Your {x}-point is closed: {why}.", f"plakoto-closed-{key}", {"point": x}
    return None


def _early_bear_off(
    paths: list[Path], v: list[int], cnt: list[int], dice: tuple[int, int]
) -> Reason | None:
    """A path bears off before every checker is home and free, or with too big a die."""
    bear = [path for path in paths if path[-1] == 0]
    if not bear:
        return None
    if any(x < -PIN for x in v[1:]):
        return "You cannot bear off: one of your checkers is pinned.", "plakoto-bear-pinned", {}
    outside = sum(cnt[7:])
    coming = sum(1 for path in paths if path[0] > 6)
    if outside > coming:
        return "You cannot bear off: not all your checkers are home.", "plakoto-bear-not-home", {}
    for path in bear:
        p = path[-2]
        higher = [q for q in range(6, p, -1) if cnt[q]]
        bigger = [d for d in sorted(set(dice)) if d > p]
        if p not in dice and bigger and higher and len(path) == 2:
            text = (
                f"A {bigger[0]} cannot bear off from {_point(p)} while you have a "
                f"checker on {_point(higher[0])}."
            )
            return text, "plakoto-bear-higher", {"die": bigger[0], "point": p, "higher": higher[0]}
    return None


def _after_the_end(paths: list[Path], records: list[Record]) -> Reason | None:
    """The typed turn goes on after a step that has already ended the game."""
    pieces = segments(paths)
    for r in records:
        if r.end is not None and r.hops != tuple(sorted(pieces, reverse=True)):
            if all(_along(hop, pieces) for hop in r.hops) and not fits(r.hops, pieces):
                turn = turn_text(r.hops)
                text = f"The game ends after {turn}; nothing can follow it."
                return text, "plakoto-ends-after", {"turn": turn}
    return None


def _dice_not_used(
    state: PlakotoState, paths: list[Path], records: list[Record], v: list[int]
) -> Reason:
    """The typed steps are playable but use fewer dice, or the smaller die, than the
    position allows (§3.5); else nothing more specific is known."""
    assert state.dice is not None
    a, b = state.dice
    side = state.side
    typed = " ".join("/".join("off" if x == 0 else str(x) for x in p) for p in paths)
    pieces = segments(paths)
    legal = {(r.hops, r.cnt) for r in records}
    best = max(((r.dice, r.pips) for r in records), default=(0, 0))
    for r in all_records(v, state.off[side], state.off[1 - side], a, b):
        if (r.hops, r.cnt) in legal or not fits(r.hops, pieces):
            continue
        if r.dice < best[0]:
            if a != b and best[0] == 2:
                text = f"The turn {typed} uses one die, but you must use both dice."
                return text, "plakoto-use-both", {"turn": typed}
            text = f"The turn {typed} uses {r.dice} of the dice, but you can play {best[0]}."
            return text, "plakoto-use-more", {"turn": typed, "used": r.dice, "best": best[0]}
        if r.pips < best[1]:
            text = f"You must play the larger die ({a}): only one die can be used."
            return text, "plakoto-larger-die", {"die": a}
    return f"The turn {typed} is not legal.", "plakoto-not-legal", {"turn": typed}


def dice_due(state: PlakotoState) -> IllegalMove:
    """What the game waits for while it is not a turn to play."""
    if state.phase == OPENING:
        return IllegalMove(
            "The opening roll is due: each seat rolls one die, logged as 'open A-B' "
            "with seat 0's die first and no tie.",
            "plakoto-opening-due",
        )
    if state.phase in (ROLL, NEW_GAME):
        seat = state.seat_of_side(state.side)
        return IllegalMove(
            f"The dice are due: seat {seat} rolls next, logged as 'roll a-b'.",
            "plakoto-dice-due",
            seat=seat,
        )
    return over_text(state)


def over_text(state: PlakotoState) -> IllegalMove:
    score = f"{state.score[0]}-{state.score[1]}"
    return IllegalMove(
        f"The match is over ({score}); no more moves can be played.",
        "plakoto-match-over",
        score=score,
    )


def dice_text(state: PlakotoState) -> str:
    assert state.dice is not None
    return f"{state.dice[0]}-{state.dice[1]}"


def listing(menu: Menu) -> str:
    shown, more = listed(menu)
    return shown + (f" and {more} more" if more > 0 else "")


def listed(menu: Menu) -> tuple[str, int]:
    """The first legal turns, quoted and joined, and how many more there are (0 or more)."""
    names = [f"'{turn}'" for turn in menu]
    return ", ".join(names[:_SHOWN]), max(0, len(names) - _SHOWN)


def paths_of(move: Turn) -> list[Path]:
    return [hop for hop in move.hops]


def _along(hop: Hop, pieces: list[tuple[int, int]]) -> bool:
    """Whether a step starts a typed piece and stays inside it (the same checker's way)."""
    f, t = hop
    return any(start == f and end <= t < f for start, end in pieces)
