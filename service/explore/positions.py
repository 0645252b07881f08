"""An explored line's positions: the game's position where the line starts, as its owner
may know it, and the line's moves played on a copy of it, never on the game.

Where the line starts is the game after ``start_ply`` of its lines (``Past.replay``),
with a game-level ending (a resignation, an agreed draw, a timeout) set aside, since a
line asks "what if play had gone on". In a game with hidden information (Plateau) the
start is not the true position but a world drawn from the owner's own view alone
(``rules.plateau.worlds``, the AI's determinization), the draw seeded from that view's
text, so the same view always gives the same world, after a restart too, and nothing
the owner could not see goes in: the opponent's hidden pieces in a line are a guess,
and what the line shows of them says nothing about the real ones.

Dice (Plakoto) are moves of the line: at a chance node its owner types the roll they
want (``roll 6-3``, or just ``6-3``), and every roll is legal there.
"""

from __future__ import annotations

import hashlib
import random
import re
from dataclasses import dataclass
from typing import Any

from rules.base import CHANCE, ENTRY_KINDS
from rules.errors import GameError
from rules.replay import AnyReplay
from service.errors import ServiceError
from words import Notation, msg

BARE_DICE = re.compile(r"\s*[1-6]\s*-\s*[1-6]\s*")
"""A roll typed without its word (``6-3``): the line's owner means the roll due."""


@dataclass(frozen=True, slots=True)
class Walked:
    """A line's moves played from its start: ``replay`` after the first ``kept`` of them
    (all of them, unless one was refused; then ``refused`` says which, in the rules'
    words, and the rest of the line is cut off)."""

    replay: AnyReplay
    kept: int
    refused: GameError | None = None


def start_of(base: AnyReplay, seat: int) -> AnyReplay:
    """The position a line starts from, to play on: ``base`` (the game after the line's
    start ply, the caller's own copy) as ``seat`` may know it."""
    start = base.fork()
    start.ended = None
    game = start.game
    if not game.info.hidden_information:
        return start
    view = game.view(start.state, seat)
    seed = int.from_bytes(hashlib.sha256(repr(view).encode("utf-8")).digest()[:8], "big")
    start.state = game.sample_world(view, random.Random(seed))
    start.history = []  # the true states before it stay out of the line
    start.kept = ()
    return start


def walk(start: AnyReplay, moves: tuple[str, ...], upto: int) -> Walked:
    """The first ``upto`` of ``moves`` played on a copy of ``start``."""
    replay = start.fork()
    for kept, text in enumerate(moves[:upto]):
        try:
            replay.apply(parse(replay, text))
        except GameError as error:
            return Walked(replay, kept, error)
    return Walked(replay, min(upto, len(moves)))


def parse(replay: AnyReplay, text: str) -> Any:
    """The move ``text`` names in ``replay``'s position, checked by the rules as ``/move``
    checks it; at a chance node a bare roll is the roll due (``roll``, or Plakoto's
    ``open`` for the first). No game-level entry: a line has no resignations or offers."""
    if replay.outcome is not None:
        raise ServiceError(msg("explore-line-over"))
    word = text.strip().lower().partition(" ")[0]
    if word in ENTRY_KINDS:
        raise ServiceError(msg("explore-not-a-move", word=Notation(word)))
    if replay.to_move is CHANCE and BARE_DICE.fullmatch(text):
        first = str(replay.game.legal_moves(replay.state)[0]).partition(" ")[0]
        text = f"{first} {''.join(text.split())}"
    return replay.game.parse_move(replay.state, text)


def legal_texts(replay: AnyReplay) -> list[str]:
    """Every move of the position, in canonical notation (every roll at a chance node,
    whatever the dice kept by a takeback in the real game)."""
    if replay.outcome is not None:
        return []
    return [str(move) for move in replay.game.legal_moves(replay.state)]
