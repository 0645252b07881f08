"""The spec's position notation (§1.4), read and written.

``W{24:8, 13:4}`` lists White's free stacks by White's numbers, ``B{24:10}``
Black's by Black's numbers, ``pin W7=B18: B under W×2`` one pinned checker
and the stack on it, ``offW 12`` / ``offB 3`` the borne-off counts. The view
prints a board this way and tests build the worked examples from it, so a
position copied from the spec is exactly what the engine shows.
"""

from __future__ import annotations

import re

from rules.errors import InvalidNotation
from rules.plakoto.state import PIN

_STACKS = re.compile(r"([WB])\{([^}]*)\}")
_PIN = re.compile(r"pin\s+W(\d+)\s*=\s*B(\d+)\s*:\s*([WB])\s+under\s+([WB])\s*[×x]\s*(\d+)")
_OFF = re.compile(r"off([WB])\s+(\d+)")


def read_position(text: str) -> tuple[tuple[int, ...], tuple[int, int]]:
    """A board (White-numbered codes) and (offW, offB) from spec notation; 15 a side enforced."""
    board = [0] * 24
    for colour, body in _STACKS.findall(text):
        for item in filter(None, (part.strip() for part in body.split(","))):
            point, count = (int(x) for x in item.split(":"))
            white_point = point if colour == "W" else 25 - point
            if board[white_point - 1] or count < 1:
                raise InvalidNotation(
                    f"Bad stack {colour}{point}:{count} in {text!r}.",
                    "plakoto-bad-stack",
                    stack=f"{colour}{point}:{count}",
                    text=repr(text),
                )
            board[white_point - 1] = count if colour == "W" else -count
    for w, b, under, top, count in _PIN.findall(text):
        w_point, b_point, k = int(w), int(b), int(count)
        if w_point + b_point != 25 or under == top or k < 1 or board[w_point - 1]:
            raise InvalidNotation(
                f"Bad pin W{w}=B{b} in {text!r}.",
                "plakoto-bad-pin",
                pin=f"W{w}=B{b}",
                text=repr(text),
            )
        board[w_point - 1] = PIN + k if top == "W" else -(PIN + k)
    off = {"W": 0, "B": 0}
    for colour, count in _OFF.findall(text):
        off[colour] = int(count)
    white = off["W"] + sum(_count(x) for x in board if x > 0) + sum(1 for x in board if x < -PIN)
    black = off["B"] + sum(_count(-x) for x in board if x < 0) + sum(1 for x in board if x > PIN)
    if white != 15 or black != 15:
        raise InvalidNotation(
            f"{text!r} has {white} White and {black} Black checkers, not 15.",
            "plakoto-not-fifteen",
            text=repr(text),
            white=white,
            black=black,
        )
    return tuple(board), (off["W"], off["B"])


def _count(code: int) -> int:
    return code - PIN if code > PIN else code


def write_position(board: tuple[int, ...], off: tuple[int, int]) -> str:
    """The inverse of ``read_position``: ``W{…} B{…}``, then pins, then ``offW n offB m``."""
    white = [f"{i + 1}:{x}" for i, x in reversed(list(enumerate(board))) if 0 < x < PIN]
    black = [f"{24 - i}:{-x}" for i, x in enumerate(board) if -PIN < x < 0]
    pins = []
    for i in range(23, -1, -1):
        x = board[i]
        if x > PIN:
            pins.append(f"pin W{i + 1}=B{24 - i}: B under W×{x - PIN}")
        elif x < -PIN:
            pins.append(f"pin W{i + 1}=B{24 - i}: W under B×{-x - PIN}")
    parts = ["W{" + ", ".join(white) + "}", "B{" + ", ".join(black) + "}", *pins]
    parts.append(f"offW {off[0]} offB {off[1]}")
    return " ".join(parts)
