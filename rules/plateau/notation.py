"""Chat notation (spec §2.3): text to a command, before any look at the position.

Syntax is split from legality, as in python-chess: ``read`` accepts every
spelling of the grammar (any case, commas and extra blanks ignored, ``on`` or
``onboard``, the designer's ``onboard b2/1 xx`` order, ``m``/``move``, ``!``
or the word ``flip``, ``m d4 d4`` for a stomp, long type names, types in any
order) and reports text that is not a Plateau command as ``InvalidNotation``.
What depends on the position — a bare pick-up ``a3+`` taking the whole
friendly unit there, a ``/h`` equal to the stack's height meaning on top —
is settled by ``resolve``, which returns the canonical move.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from rules.errors import InvalidNotation
from rules.plateau.encoding import CODE_BITS, counts_of, letters
from rules.plateau.geometry import SQUARE_OF
from rules.plateau.moves import (
    DECLINE,
    PASS,
    WITHDRAW,
    Give,
    Onboard,
    Open,
    PlateauMove,
    Raise,
    Tender,
    move_of,
)
from rules.plateau.pieces import LONG_NAMES, TYPES
from rules.plateau.play import top_unit_start
from rules.plateau.state import PlateauState

HINT: Final = (
    "Plateau commands look like 'open a1 xx rb', 'on rb b2/1', 'm a1! a2-1 a3+2 a4', "
    "'stomp d4', 'x A M M', 'give T R M', 'decline', 'raise A B M M', 'withdraw' or 'pass'"
)
_SQUARE = re.compile(r"([a-d][1-4])(?:(!)|(\+)([0-9]*)|-([0-9]+)|/([0-9]+))?", re.ASCII)
_TYPES: Final = {**{t.lower(): t for t in TYPES}, **LONG_NAMES}
_WORDS: Final[dict[str, PlateauMove]] = {"decline": DECLINE, "withdraw": WITHDRAW, "pass": PASS}
_TOO_BIG: Final = 10**6
"""Counts and heights are read up to this; anything larger is simply too large."""


@dataclass(frozen=True, slots=True)
class Route:
    """A move or stomp as typed: a stop's count is ``None`` for a bare pick-up ``a3+``."""

    origin: int
    flip: bool
    stops: tuple[tuple[int, int | None], ...]
    dest: int


Command = PlateauMove | Route


def _number(digits: str) -> int:
    return int(digits) if len(digits) < 7 else _TOO_BIG


def _square(word: str, typed: str) -> tuple[int, re.Match[str]]:
    match = _SQUARE.fullmatch(word)
    if match is None:
        raise InvalidNotation(
            f"There is no square {word!r} in {typed!r}: squares are a1 to d4; {HINT}.",
            "plateau-no-square",
            word=repr(word),
            typed=repr(typed),
        )
    return SQUARE_OF[match.group(1)], match


def _bare_square(word: str, typed: str) -> int:
    square, match = _square(word, typed)
    if match.group(0) != match.group(1):
        raise InvalidNotation(
            f"Expected a plain square in {typed!r}, not {word!r}; {HINT}.",
            "plateau-plain-square",
            typed=repr(typed),
            word=repr(word),
        )
    return square


def _code(word: str, typed: str) -> str:
    if word not in CODE_BITS:
        raise InvalidNotation(
            f"There is no piece {word!r} in {typed!r}: a code is two faces, up face first, of a "
            "real piece (xx, bb, rr, bx, xb, rx, xr, ox, xo, rb, br).",
            "plateau-no-code",
            word=repr(word),
            typed=repr(typed),
        )
    return word


def _types(words: list[str], typed: str) -> tuple[str, ...]:
    if not words:
        raise InvalidNotation(
            f"The command {typed!r} names no prisoner: add type letters like 'A M M'.",
            "plateau-no-prisoner",
            typed=repr(typed),
        )
    kinds = []
    for word in words:
        if word not in _TYPES:
            raise InvalidNotation(
                f"There is no piece type {word!r} in {typed!r}: use A T RM BM R B M (or ace, "
                "twister, redmask, bluemask, red, blue, mute).",
                "plateau-no-type",
                word=repr(word),
                typed=repr(typed),
            )
        kinds.append(_TYPES[word])
    return letters(counts_of(kinds))


def _words(text: str) -> list[str]:
    """Lower-case words with ``/``, ``!``, ``+`` and ``-`` glued to their square."""
    spaced = text.lower().replace(",", " ")
    spaced = re.sub(r"\s*([/!+-])", r"\1", spaced)
    spaced = re.sub(r"([/-])\s+", r"\1", spaced)
    spaced = re.sub(r"\+\s+(?=[0-9])", "+", spaced)
    return spaced.split()


def read(text: str) -> Command:
    """The command ``text`` names; ``InvalidNotation`` if it is not a Plateau command."""
    words = _words(text)
    typed = " ".join(words)
    if not words:
        raise InvalidNotation(
            f"An empty message is not a Plateau command; {HINT}.", "plateau-empty"
        )
    verb, args = words[0], words[1:]
    if verb in _WORDS and not args:
        return _WORDS[verb]
    if verb in ("x", "tender"):
        return Tender(_types(args, typed))
    if verb == "give":
        return Give(_types(args, typed))
    if verb == "raise":
        return Raise(_types(args, typed))
    if verb == "open" and len(args) == 3:
        return Open(_bare_square(args[0], typed), _code(args[1], typed), _code(args[2], typed))
    if verb in ("on", "onboard") and len(args) == 2:
        return _onboard(args, typed)
    if verb in ("m", "move") and len(args) >= 2:
        return _route(args, typed)
    if verb == "stomp" and 1 <= len(args) <= 2:
        square, match = _square(args[0], typed)
        flip = match.group(2) == "!"
        if (match.group(0) != match.group(1) and not flip) or args[1:] not in ([], ["flip"]):
            raise InvalidNotation(
                f"A stomp is written 'stomp d4' or 'stomp d4!', not {typed!r}.",
                "plateau-bad-stomp",
                typed=repr(typed),
            )
        return Route(square, flip or args[1:] == ["flip"], (), square)
    raise InvalidNotation(
        f"Not a Plateau command: {typed!r}; {HINT}.", "plateau-not-a-command", typed=repr(typed)
    )


def _onboard(args: list[str], typed: str) -> Onboard:
    """``on CODE SQ[/h]`` or the designer's ``onboard SQ/h CODE``."""
    code_word, place = (args[0], args[1]) if args[0] in CODE_BITS else (args[1], args[0])
    square, match = _square(place, typed)
    height = match.group(6)
    if match.group(0) != match.group(1) and height is None:
        raise InvalidNotation(
            f"An onboard names a square and maybe '/height', not {place!r}.",
            "plateau-bad-onboard",
            place=repr(place),
        )
    return Onboard(_code(code_word, typed), square, None if height is None else _number(height))


def _route(args: list[str], typed: str) -> Route:
    origin, match = _square(args[0], typed)
    flip = match.group(2) == "!"
    if match.group(0) != match.group(1) and not flip:
        raise InvalidNotation(
            f"The origin of a move is a square, maybe with '!', not {args[0]!r}.",
            "plateau-bad-origin",
            word=repr(args[0]),
        )
    rest = args[1:]
    if rest and rest[0] == "flip":
        flip = True
        rest = rest[1:]
    if not rest:
        raise InvalidNotation(
            f"A move names its destination square last: {typed!r} has none.",
            "plateau-no-destination",
            typed=repr(typed),
        )
    stops: list[tuple[int, int | None]] = []
    for word in rest[:-1]:
        square, match = _square(word, typed)
        if match.group(3):
            stops.append((square, _number(match.group(4)) if match.group(4) else None))
        elif match.group(5) is not None:
            stops.append((square, -_number(match.group(5))))
        elif match.group(0) == match.group(1):
            stops.append((square, 0))  # a stop without action: illegal, refused with its code
        else:
            raise InvalidNotation(
                f"A stop is 'a2+k' or 'a2-k', not {word!r}.", "plateau-bad-stop", word=repr(word)
            )
    return Route(origin, flip, tuple(stops), _bare_square(rest[-1], typed))


def resolve(command: Command, state: PlateauState) -> PlateauMove:
    """The canonical move: bare pick-ups counted, a ``/h`` of the top dropped."""
    if type(command) is Onboard:
        if command.height == len(state.board[command.square]):
            return Onboard(command.code, command.square, None)
        return command
    if type(command) is not Route:
        return command  # type: ignore[return-value]
    stops = []
    for square, count in command.stops:
        if count is None:
            here = state.board[square]
            mine = bool(here) and here[-1] & 1 == state.seat
            count = len(here) - top_unit_start(here, state.seat) if mine else 1
        stops.append((square, count))
    return move_of(command.origin, command.flip, tuple(stops), command.dest)
