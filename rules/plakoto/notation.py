"""Chat notation (§1.4): text to dice or checker paths, before any look at the position.

Syntax is split from legality, as in python-chess: ``read`` turns text into
``pass``, a chance move's two numbers, or a list of checker paths in the
mover's numbering (``off`` = 0, ``(n)`` expanded); which turn the paths name
is decided by the engine against the legal step sequences (§3.9).
"""

from __future__ import annotations

import re
from typing import Final

from rules.errors import InvalidNotation

HINT: Final = (
    "a turn is written checker by checker in your own numbering, like '24/18 13/9', "
    "'24/14', '8/4(2)' or '6/off'"
)
_PART = re.compile(r"([0-9]{1,2}(?:/(?:[0-9]{1,2}|off))+)\*?(?:\(([0-9])\))?\*?", re.ASCII)
_DICE = re.compile(r"(roll|open)\s+([1-6])\s*-\s*([1-6])", re.ASCII)

Path = tuple[int, ...]


def read_dice(text: str) -> tuple[bool, int, int] | None:
    """``roll 6-3`` / ``open 5-2`` as (opening, first, second), or None if not dice."""
    match = _DICE.fullmatch(" ".join(text.lower().split()))
    if match is None:
        return None
    return match.group(1) == "open", int(match.group(2)), int(match.group(3))


def read(text: str) -> list[Path] | None:
    """Checker paths, or None for ``pass``; raises ``InvalidNotation`` for anything else."""
    words = text.lower().replace(",", " ").split()
    typed = " ".join(words)
    if not words:
        raise InvalidNotation(f"An empty message is not a Plakoto move; {HINT}.", "plakoto-empty")
    if typed == "pass":
        return None
    if words[0] in ("roll", "open"):
        raise InvalidNotation(
            f"Not a dice result: {typed!r} — write 'roll 6-3' or 'open 5-2' with dice 1 to 6.",
            "plakoto-not-dice",
            typed=repr(typed),
        )
    if "bar" in typed:
        raise InvalidNotation(
            "There is no bar in Plakoto: nothing is ever hit, a lone checker is pinned "
            f"where it stands instead; {HINT}.",
            "plakoto-no-bar",
        )
    paths: list[Path] = []
    for word in words:
        match = _PART.fullmatch(word.replace("-", "/"))
        if match is None:
            raise InvalidNotation(
                f"Not a Plakoto move: {word!r} — {HINT}.", "plakoto-not-a-move", word=repr(word)
            )
        names = match.group(1).split("/")
        points: list[int] = []
        for index, name in enumerate(names):
            if name == "off":
                if index != len(names) - 1:
                    raise InvalidNotation(
                        f"'off' can only end a path, as in '6/off', not {word!r}.",
                        "plakoto-off-last",
                        word=repr(word),
                    )
                points.append(0)
                continue
            number = int(name)
            if not 1 <= number <= 24:
                raise InvalidNotation(
                    f"There is no point {number}: points are numbered 1 to 24 from your "
                    f"own side, your 24-point being where your checkers start.",
                    "plakoto-no-point",
                    point=number,
                )
            points.append(number)
        for high, low in zip(points, points[1:], strict=False):
            if low >= high:
                raise InvalidNotation(
                    f"{word!r} does not move forward: checkers only move from higher to "
                    f"lower point numbers in your own numbering.",
                    "plakoto-backwards",
                    word=repr(word),
                )
        repeat = int(match.group(2)) if match.group(2) else 1
        if not 1 <= repeat <= 4:
            raise InvalidNotation(
                f"A repeat like '(2)' counts 2 to 4 checkers, not {repeat}.",
                "plakoto-repeat",
                repeat=repeat,
            )
        paths.extend([tuple(points)] * repeat)
    if len(paths) > 4:
        raise InvalidNotation(
            f"{typed!r} names {len(paths)} checker moves, but a turn has at most four steps.",
            "plakoto-too-many",
            typed=repr(typed),
            count=len(paths),
        )
    return paths


def segments(paths: list[Path]) -> list[tuple[int, int]]:
    """Each path cut at the points it lists: every piece must be one checker's chain of steps."""
    return [(a, b) for path in paths for a, b in zip(path, path[1:], strict=False)]


def fits(hops: tuple[tuple[int, int], ...], pieces: list[tuple[int, int]]) -> bool:
    """Whether ``hops`` (one turn's steps) split into one chain per piece, using every hop."""
    if not pieces:
        return not hops
    if len(hops) < len(pieces):
        return False
    start, end = pieces[0]
    rest = pieces[1:]

    def chain(at: int, left: tuple[tuple[int, int], ...]) -> bool:
        tried: set[tuple[int, int]] = set()
        for index, hop in enumerate(left):
            if hop[0] != at or hop in tried:
                continue
            tried.add(hop)
            remaining = left[:index] + left[index + 1 :]
            if hop[1] == end:
                if fits(remaining, rest):
                    return True
            elif hop[1] > end and chain(hop[1], remaining):
                return True
        return False

    return chain(start, hops)
