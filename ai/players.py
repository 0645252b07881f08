"""The sides of a duel: uniform random play, or the search at a level.

A spec is text from the command line: ``random``, ``level:3``, or a level
with comma modifiers, ``level:3,knowledge=off``, ``level:3,iterations=500``,
``level:3,seconds=2``, ``level:3,blunder=0.1``, ``level:3,imprecision=0.02``.
A level plays as it does for players of the game (:func:`ai.levels.level_for`:
Plakoto's levels have slips of their own); modifiers change it from there.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from random import Random
from typing import Any

from ai.levels import LEVELS, Level, level_for
from ai.observation import observe
from ai.search import choose_move
from rules import GAMES
from rules.base import Seat


@dataclass(frozen=True, slots=True)
class Player:
    """``number`` is the level, ``None`` for uniform random play; ``changes`` the
    modifiers, applied to the level as the game plays it; ``text`` the spec as given."""

    text: str
    number: int | None = None
    changes: tuple[tuple[str, Any], ...] = ()
    informed: bool = True

    def level(self, game_name: str) -> Level | None:
        """The level this player searches at in ``game_name`` (None: random play)."""
        if self.number is None:
            return None
        return replace(level_for(game_name, self.number), **dict(self.changes))

    def choose(
        self, game_name: str, state: Any, seat: Seat, seed: int, time_scale: float = 1.0
    ) -> Any:
        """A legal move for ``seat``, the level's budgets times ``time_scale``. The search
        sees only ``seat``'s observation, so with hidden information it never learns the
        other hand."""
        game = GAMES[game_name]
        level = self.level(game_name)
        if level is None:
            moves = game.legal_moves(state)
            return moves[Random(seed).randrange(len(moves))]
        result = choose_move(
            observe(game_name, state, seat),
            level.scaled(time_scale),
            seed,
            informed=self.informed,
        )
        return game.parse_move(state, result.move)


def parse_player(text: str) -> Player:
    """The player a spec names; ``ValueError`` with a message fit for the command line."""
    spec = text.strip().lower()
    if spec == "random":
        return Player(spec)
    head, *modifiers = spec.split(",")
    kind, _, number = head.partition(":")
    if kind != "level" or not number.isdigit() or int(number) not in LEVELS:
        raise ValueError(
            f"{text!r} is not a player: use 'random' or 'level:N' with N in "
            f"{min(LEVELS)}..{max(LEVELS)}, optionally followed by ',knowledge=off', "
            "',iterations=N' or ',seconds=S'."
        )
    informed = True
    changes: dict[str, Any] = {}
    for modifier in modifiers:
        key, _, value = modifier.partition("=")
        try:
            if key == "knowledge" and value in ("on", "off"):
                informed = value == "on"
            elif key == "iterations" and int(value) > 0:
                changes[key] = int(value)
            elif key == "seconds" and float(value) > 0:
                changes[key] = float(value)
            elif key in ("blunder", "imprecision") and 0 <= float(value) <= 1:
                changes[key] = float(value)
            else:
                raise ValueError(modifier)
        except ValueError:
            raise ValueError(
                f"{modifier!r} in {text!r} is not a modifier: use knowledge=on|off, "
                "iterations=N (N > 0), seconds=S (S > 0), blunder=P or imprecision=T "
                "(0 to 1)."
            ) from None
    return Player(spec, int(number), tuple(changes.items()), informed)
