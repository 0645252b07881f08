"""Plateau's moves as frozen values whose ``str`` is the canonical notation (spec §2.3).

Squares are numbers (``geometry``), faces two-letter codes, types letters.
Random playouts list a few hundred moves every ply, so the moves
``legal_moves`` hands out are shared objects: one ``Onboard`` per (code,
square, height), one ``Move`` per route (interned by ``move_of``), one
``Tender`` per multiset of types; each computes its text once.

Any value can still be built by hand (``Move(0, False, ((4, 0),), 8)``);
``apply`` checks every field, so a malformed move is refused, never trusted.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from rules.plateau.geometry import NAMES, SQUARES


def _name(square: int) -> str:
    return NAMES[square] if 0 <= square < SQUARES else f"square {square}"


@dataclass(frozen=True, slots=True)
class Open:
    """An opening stack (§4): ``bottom`` lies on the board, ``top`` on it, codes up face first."""

    square: int
    bottom: str
    top: str

    def __str__(self) -> str:
        return f"open {_name(self.square)} {self.bottom} {self.top}"


@dataclass(frozen=True, slots=True)
class Onboard:
    """A piece from the hand, ``code`` up face first, at index ``height`` of the stack.

    ``height`` is ``None`` for on top (the canonical form never writes the
    height of the top, §2.3), so ``on xx c1/0`` on an empty c1 is ``on xx c1``.
    """

    code: str
    square: int
    height: int | None = None

    def __str__(self) -> str:
        tail = "" if self.height is None else f"/{self.height}"
        return f"on {self.code} {_name(self.square)}{tail}"


def route_text(origin: int, flip: bool, stops: tuple[tuple[int, int], ...], dest: int) -> str:
    """``m a1! a2-1 a3+2 a4`` or ``stomp d4``; a stop without action prints as its square."""
    mark = "!" if flip else ""
    if dest == origin and not stops:
        return f"stomp {_name(origin)}{mark}"
    parts = [f"m {_name(origin)}{mark}"]
    for square, count in stops:
        action = f"+{count}" if count > 0 else f"-{-count}" if count < 0 else ""
        parts.append(_name(square) + action)
    parts.append(_name(dest))
    return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Move:
    """Lift the top unit of ``origin`` (flipping its top piece first if ``flip``), stop
    at each ``(square, k)`` of ``stops`` (``k > 0``: pick up k; ``k < 0``: drop off
    -k; 0 is a stop without action, which is illegal) and land on ``dest``.

    ``dest == origin`` with no stops is a stomp (§5.3.9).
    """

    origin: int
    flip: bool
    stops: tuple[tuple[int, int], ...]
    dest: int
    _text: str = field(default="", compare=False, repr=False)

    @property
    def is_stomp(self) -> bool:
        return self.dest == self.origin and not self.stops

    @property
    def squares(self) -> tuple[int, ...]:
        """Origin, stops and destination: what a view highlights."""
        if self.is_stomp:
            return (self.origin,)
        return (self.origin, *(square for square, _ in self.stops), self.dest)

    def __str__(self) -> str:
        return self._text or route_text(self.origin, self.flip, self.stops, self.dest)


@dataclass(frozen=True, slots=True)
class Tender:
    """Offer prisoners for exchange (§6): type letters in canonical order."""

    types: tuple[str, ...]

    def __str__(self) -> str:
        return " ".join(("x", *self.types))


@dataclass(frozen=True, slots=True)
class Give:
    """The responder's answer to a tender: prisoners he hands back."""

    types: tuple[str, ...]

    def __str__(self) -> str:
        return " ".join(("give", *self.types))


@dataclass(frozen=True, slots=True)
class Raise:
    """After a decline: the tenderer's complete new, larger tender."""

    types: tuple[str, ...]

    def __str__(self) -> str:
        return " ".join(("raise", *self.types))


@dataclass(frozen=True, slots=True)
class Decline:
    """The responder refuses a tender that every answer of his would overshoot."""

    def __str__(self) -> str:
        return "decline"


@dataclass(frozen=True, slots=True)
class Withdraw:
    """After a decline: the tenderer cancels his tender and plays an ordinary turn."""

    def __str__(self) -> str:
        return "withdraw"


@dataclass(frozen=True, slots=True)
class Pass:
    """The forced forfeit of a player with no other legal action (§5.1)."""

    def __str__(self) -> str:
        return "pass"


DECLINE: Final = Decline()
WITHDRAW: Final = Withdraw()
PASS: Final = Pass()

PlateauMove = Open | Onboard | Move | Tender | Give | Raise | Decline | Withdraw | Pass

_MOVES: dict[tuple[int, bool, tuple[tuple[int, int], ...], int], Move] = {}
_MOVE_LIMIT: Final = 200_000
"""A bound on the intern table, in case a long-running process meets every route."""


def move_of(origin: int, flip: bool, stops: tuple[tuple[int, int], ...], dest: int) -> Move:
    """The shared ``Move`` for a route, its canonical text computed once."""
    key = (origin, flip, stops, dest)
    move = _MOVES.get(key)
    if move is None:
        move = Move(origin, flip, stops, dest, route_text(origin, flip, stops, dest))
        if len(_MOVES) < _MOVE_LIMIT:
            _MOVES[key] = move
    return move


def names_hidden_piece(move: object) -> bool:
    """Whether the move names one of the mover's hidden pieces, so the bot may only accept
    it privately (``E_PRIVATE_COMMAND_REQUIRED``, §7.5)."""
    return type(move) is Open or type(move) is Onboard
