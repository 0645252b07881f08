"""A step's choices as places on the player's board picture: what a click there picks.

The page's buttons offer the next word of the move (``service.web_play.steps``); the
board offers the same words where they are: a word that names a place (a point
``e5``, a stack ``c1/0``, a backgammon hop ``24/18`` from its point) makes that place
a spot, and a click on it makes that word, or, when several words start there
(``a1`` and ``a1!``, ``24/18`` and ``24/21``), shows those and waits for the next
click (a hop's point where it lands, or the same spot again for the plain word).
A word that names no place is passed through when the board can only mean it:
the only choice of its step (Les's ``setup``), or the word a game's board click
stands for (Plateau's ``m``, moving a stack: ``m a1`` is a click on a1).

Spots are made from the asker's own legal moves and the picture's geometry alone
(``service.web_play.spots``), so they say nothing a button does not: no secret
of the other side can reach them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from service.web_play.spots import Picture
from service.web_play.steps import Board, Spot, Steps, next_steps

_POINT: Final = re.compile(r"^(?P<at>[a-z]\d{1,2})$")
_HOP: Final = re.compile(
    r"^(?P<at>\d{1,2})(?:/(?:\d{1,2}|off))*/(?P<to>\d{1,2}|off)(?P<more>\(\d\))?$"
)
_SQUARE: Final = re.compile(r"^(?P<at>[a-d][1-4])(?P<more>!|[+-]\d+|/\d+)?$")

PLACES: Final = {
    "pinch": _POINT,
    "pletore": _POINT,
    "les": _POINT,
    "plakoto": _HOP,
    "plateau": _SQUARE,
}
"""How each game's words name a place: the place (``at``), where a hop goes (``to``),
and what decorates it (``more``: a flip, a count, a height)."""

THROUGH: Final = {"plateau": frozenset({"m"})}
"""Words a click on the board stands for in a game, before the place it names."""


@dataclass(frozen=True, slots=True)
class Place:
    """Where a word is on the board: ``at``, and ``to`` for a hop; ``plain`` when the
    word is nothing but the place (or the hop) itself."""

    at: str
    to: str
    plain: bool


def place_of(game: str, word: str) -> Place | None:
    """The place ``word`` (a word of ``game``'s notation) names, if any."""
    found = PLACES[game].match(word)
    if found is None:
        return None
    names = found.groupdict()
    return Place(names["at"], names.get("to") or "", not names.get("more"))


class _Gathered:
    """Moves by spot, in the order they came, each with whether it is the plain one."""

    def __init__(self) -> None:
        self.moves: dict[tuple[str, str], list[tuple[str, bool]]] = {}

    def add(self, origin: str, at: str, move: str, plain: bool) -> None:
        self.moves.setdefault((origin, at), []).append((move, plain))

    def spots(self, picture: Picture) -> tuple[Spot, ...]:
        """One spot per place the picture has; the plain move first when it is the only
        plain one (a second click takes it)."""
        spots = []
        for (origin, at), found in self.moves.items():
            shape = picture.shapes.get(at)
            if shape is None:
                continue
            plain = [move for move, bare in found if bare]
            first = len(plain) == 1
            moves = [move for move, _ in found]
            if first:
                moves.remove(plain[0])
                moves.insert(0, plain[0])
            spots.append(Spot(at, shape, tuple(moves), first, origin))
        return tuple(spots)


def with_board(game: str, steps: Steps, legal: Sequence[str], picture: Picture) -> Steps:
    """``steps`` with its choices as spots on ``picture`` (``legal``: the same legal
    moves' notations the steps were made from)."""
    gathered = _Gathered()
    for step in steps.choices:
        place = place_of(game, step.word)
        if place is not None:
            gathered.add("", place.at, step.move, place.plain and not place.to)
            if place.to:
                gathered.add(place.at, place.to, step.move, place.plain)
        elif len(steps.choices) == 1 or step.word in THROUGH.get(game, ()):
            for after in next_steps(legal, step.move).choices:
                further = place_of(game, after.word)
                if further is not None:
                    gathered.add("", further.at, after.move, further.plain and not further.to)
    board = Board(picture.width, picture.height, gathered.spots(picture))
    return replace(steps, board=board)


def common_words(moves: Sequence[str]) -> str:
    """The words every one of ``moves`` begins with."""
    split = [move.split() for move in moves]
    common: list[str] = []
    for words in zip(*split, strict=False):
        if any(word != words[0] for word in words):
            break
        common.append(words[0])
    return " ".join(common)


def no_script_target(spot: Spot, prefix: str) -> str | None:
    """The prefix a click on ``spot`` makes without the page's script (a plain link):
    its only move, the words its moves share beyond ``prefix``, or its plain move; None
    when it can only show the choices (the buttons do that)."""
    if len(spot.moves) == 1:
        return spot.moves[0]
    common = common_words(spot.moves)
    if len(common.split()) > len(prefix.split()):
        return common
    return spot.moves[0] if spot.plain else None
