"""Positions written as in spec §10, read into a state (for tests, puzzles and the AI).

``a1=[B:xx, W:rb]`` is a stack bottom to top (owner, then code with the up
face first); ``pris.W={A, M, M}`` the prisoners White holds (Black's pieces).
Items are separated by blanks, ``;`` or new lines. Hands are what is left of
each twelve-piece set, so every piece is somewhere; the only public faces are
the up faces of the stacks' top pieces (the invariant of §7.2).
"""

from __future__ import annotations

import re

from rules.base import Seat
from rules.errors import InvalidNotation
from rules.plateau.encoding import CODE_BITS, FULL_SET, KIND, UP_SEEN, kind_of
from rules.plateau.geometry import SQUARE_OF, SQUARES
from rules.plateau.pieces import LONG_NAMES
from rules.plateau.play import result_of
from rules.plateau.state import OVER, PLAY, PlateauState
from rules.plateau.view import OWNER_LETTERS

_STACK = re.compile(r"([a-d][1-4])\s*=\s*\[([^\]]*)\]")
_PRISONERS = re.compile(r"pris\.([BW])\s*=\s*\{([^}]*)\}")
_DISC = re.compile(r"([BW]):([xbro]{2})")


def read_position(text: str, to_move: Seat, ply: int = 2) -> PlateauState:
    """A normal-play state with ``to_move`` to play; refuses more than twelve pieces a side."""
    board: list[tuple[int, ...]] = [()] * SQUARES
    rest = text
    for square, body in _STACK.findall(text):
        pieces = []
        for item in filter(None, (part.strip() for part in body.split(","))):
            match = _DISC.fullmatch(item)
            if match is None or match.group(2) not in CODE_BITS:
                raise InvalidNotation(
                    f"Bad disc {item!r} in {square}=[{body}].",
                    "plateau-bad-disc",
                    item=repr(item),
                    stack=f"{square}=[{body}]",
                )
            pieces.append(OWNER_LETTERS.index(match.group(1)) | CODE_BITS[match.group(2)])
        if pieces:
            pieces[-1] |= UP_SEEN
        board[SQUARE_OF[square]] = tuple(pieces)
    rest = _STACK.sub(" ", rest)
    held = [[0] * len(FULL_SET), [0] * len(FULL_SET)]
    for letter, body in _PRISONERS.findall(rest):
        for item in filter(None, (part.strip() for part in body.split(","))):
            kind = KIND.get(item.upper(), KIND.get(LONG_NAMES.get(item.lower(), ""), -1))
            if kind < 0:
                raise InvalidNotation(
                    f"Bad prisoner type {item!r} in pris.{letter}.",
                    "plateau-bad-prisoner",
                    item=repr(item),
                    letter=letter,
                )
            held[OWNER_LETTERS.index(letter)][kind] += 1
    rest = _PRISONERS.sub(" ", rest)
    if rest.replace(";", " ").strip():
        raise InvalidNotation(
            f"Cannot read {rest.strip()!r} in a position.",
            "plateau-unreadable",
            rest=repr(rest.strip()),
        )
    hands = []
    for seat in (0, 1):
        left = list(FULL_SET)
        for stack in board:
            for piece in stack:
                if piece & 1 == seat:
                    left[kind_of(piece)] -= 1
        for kind, count in enumerate(held[1 - seat]):
            left[kind] -= count
        if min(left) < 0:
            raise InvalidNotation(
                f"{OWNER_LETTERS[seat]} has more pieces of some type than the twelve-piece set.",
                "plateau-too-many-pieces",
                owner=OWNER_LETTERS[seat],
            )
        hands.append(tuple(left))
    prisoners = (tuple(held[0]), tuple(held[1]))
    frozen = tuple(board)
    result = result_of(frozen, prisoners, 1 - to_move, tuple(range(SQUARES)))
    return PlateauState(
        frozen,
        (hands[0], hands[1]),
        prisoners,
        PLAY if result is None else OVER,
        to_move,
        ply,
        result=result,
    )
