"""Why a Plakoto move is refused: messages that name the problem, then what is legal.

A typed turn that is not legal is explained by the most specific reason the
spec lists (§3.9): a checker that is not there or is pinned, a closed point,
bearing off too early, fewer dice than the position allows, the larger die.
"""

from __future__ import annotations

from typing import Final

from rules.plakoto.moves import Hop, Turn, turn_text
from rules.plakoto.notation import Path, fits, segments
from rules.plakoto.state import NEW_GAME, OPENING, PIN, ROLL, PlakotoState, mover_view
from rules.plakoto.turns import Menu, Record, all_records, counts

_SHOWN: Final = 8  # how many legal turns an error message lists


def _point(p: int) -> str:
    return f"your {p}-point"


def refusal_reason(state: PlakotoState, paths: list[Path], records: list[Record]) -> str:
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


def _missing_checker(paths: list[Path], v: list[int], cnt: list[int]) -> str | None:
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
            why = (
                "your checker there is pinned"
                if x < -PIN
                else "the checkers there are your opponent's"
                if x < 0
                else "you have no checker there"
            )
            return f"No checker of yours can move from {_point(p)}: {why}."
        if used > cnt[p]:
            return (
                f"You have only {cnt[p]} checker{'s' if cnt[p] > 1 else ''} on "
                f"{_point(p)}, not {used}."
            )
    return None


def _closed_point(paths: list[Path], v: list[int]) -> str | None:
    """A path stops on a point the opponent holds."""
    later = {x for path in paths for x in path[1:]}
    for x in sorted(later, reverse=True):
        if x and v[x] < -1:
            why = (
                "your checker is pinned there"
                if v[x] < -PIN
                else ("two or more opposing checkers stand there")
            )
            return f"Your {x}-point is closed: {why}."
    return None


def _early_bear_off(
    paths: list[Path], v: list[int], cnt: list[int], dice: tuple[int, int]
) -> str | None:
    """A path bears off before every checker is home and free, or with too big a die."""
    bear = [path for path in paths if path[-1] == 0]
    if not bear:
        return None
    if any(x < -PIN for x in v[1:]):
        return "You cannot bear off: one of your checkers is pinned."
    outside = sum(cnt[7:])
    coming = sum(1 for path in paths if path[0] > 6)
    if outside > coming:
        return "You cannot bear off: not all your checkers are home."
    for path in bear:
        p = path[-2]
        higher = [q for q in range(6, p, -1) if cnt[q]]
        bigger = [d for d in sorted(set(dice)) if d > p]
        if p not in dice and bigger and higher and len(path) == 2:
            return (
                f"A {bigger[0]} cannot bear off from {_point(p)} while you have a "
                f"checker on {_point(higher[0])}."
            )
    return None


def _after_the_end(paths: list[Path], records: list[Record]) -> str | None:
    """The typed turn goes on after a step that has already ended the game."""
    pieces = segments(paths)
    for r in records:
        if r.end is not None and r.hops != tuple(sorted(pieces, reverse=True)):
            if all(_along(hop, pieces) for hop in r.hops) and not fits(r.hops, pieces):
                return f"The game ends after {turn_text(r.hops)}; nothing can follow it."
    return None


def _dice_not_used(
    state: PlakotoState, paths: list[Path], records: list[Record], v: list[int]
) -> str:
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
                return f"The turn {typed} uses one die, but you must use both dice."
            return f"The turn {typed} uses {r.dice} of the dice, but you can play {best[0]}."
        if r.pips < best[1]:
            return f"You must play the larger die ({a}): only one die can be used."
    return f"The turn {typed} is not legal."


def dice_due(state: PlakotoState) -> str:
    """What the game waits for while it is not a turn to play."""
    if state.phase == OPENING:
        return (
            "The opening roll is due: each seat rolls one die, logged as 'open A-B' "
            "with seat 0's die first and no tie."
        )
    if state.phase in (ROLL, NEW_GAME):
        seat = state.seat_of_side(state.side)
        return f"The dice are due: seat {seat} rolls next, logged as 'roll a-b'."
    return over_text(state)


def over_text(state: PlakotoState) -> str:
    return f"The match is over ({state.score[0]}-{state.score[1]}); no more moves can be played."


def dice_text(state: PlakotoState) -> str:
    assert state.dice is not None
    return f"{state.dice[0]}-{state.dice[1]}"


def listing(menu: Menu) -> str:
    names = [f"'{turn}'" for turn in menu]
    more = len(names) - _SHOWN
    return ", ".join(names[:_SHOWN]) + (f" and {more} more" if more > 0 else "")


def paths_of(move: Turn) -> list[Path]:
    return [hop for hop in move.hops]


def _along(hop: Hop, pieces: list[tuple[int, int]]) -> bool:
    """Whether a step starts a typed piece and stays inside it (the same checker's way)."""
    f, t = hop
    return any(start == f and end <= t < f for start, end in pieces)
