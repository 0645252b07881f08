"""A game as its log: ``initial(options)`` plus moves, with the game-level entries.

This is where ``resign``/``timeout``/``draw``/``abort``/``takeback`` are handled
once for every game, and the one place a text log becomes a position — the
referee and the bot service both replay through it.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Generic

from rules.base import CHANCE, GameEntry, Outcome, Seat, ToMove, parse_game_entry
from rules.errors import IllegalMove
from rules.protocol import Game, Move, State, View


@dataclass(frozen=True, slots=True)
class Played(Generic[State, Move]):
    """One applied log line: what it was, who played it, and the state before it."""

    move: Move | GameEntry
    mover: ToMove  # who was to move when it was played
    before: State  # the state before the line


class Replay(Generic[State, Move, View]):
    """Replays a log and accepts new lines; keeps the states a takeback returns to."""

    def __init__(
        self, game: Game[State, Move, View], options: Mapping[str, object] | None = None
    ) -> None:
        self.game = game
        self.state: State = game.initial(options)
        self.options: dict[str, Any] = game.options_of(self.state)
        self.ended: Outcome | None = None  # set by resign, timeout, draw, abort
        self.history: list[Played[State, Move]] = []  # the lines in force (takebacks remove theirs)
        self.plies = 0  # every log line counts, takebacks included

    @classmethod
    def of(
        cls,
        game: Game[State, Move, View],
        options: Mapping[str, object] | None,
        lines: Iterable[str],
    ) -> Replay[State, Move, View]:
        replay = cls(game, options)
        for line in lines:
            replay.play(line)
        return replay

    def fork(self) -> Replay[State, Move, View]:
        """An independent copy: states are immutable, so only the history list is new."""
        twin = copy.copy(self)
        twin.history = list(self.history)
        return twin

    # --- reading -------------------------------------------------------------

    @property
    def outcome(self) -> Outcome | None:
        return self.ended or self.game.outcome(self.state)

    @property
    def to_move(self) -> ToMove:
        return None if self.ended else self.game.to_move(self.state)

    def legal_moves(self) -> list[Move]:
        return [] if self.ended else self.game.legal_moves(self.state)

    def view(self, seat: Seat | None) -> View:
        """What ``seat`` may see. Once a game-level entry has ended the game, the
        game's ``final_view``: a game with hidden information shows everything, as
        it does when its own rules end it."""
        if self.ended is not None:
            return self.game.final_view(self.state, seat)
        return self.game.view(self.state, seat)

    def parse(self, text: str) -> Move | GameEntry:
        """Resolve one log line to a move or game entry without playing it."""
        entry = parse_game_entry(text)
        if entry is not None:
            self._check_entry(entry)
            return entry
        if self.ended is not None:
            raise IllegalMove("The game is over; no more moves can be played.")
        return self.game.parse_move(self.state, text)

    # --- writing -------------------------------------------------------------

    def play(self, text: str) -> Played[State, Move]:
        """Parse and apply one line; raises a ``GameError`` and changes nothing if it fails."""
        return self.apply(self.parse(text))

    def apply(self, move: Move | GameEntry) -> Played[State, Move]:
        mover = self.to_move
        played: Played[State, Move]
        if isinstance(move, GameEntry):
            self._check_entry(move)
            played = Played(move, mover, self.state)
            if move.kind == "takeback":
                self._take_back()
            else:
                self.ended = self._with_scores(move.outcome())
                self.history.append(played)
        else:
            if self.ended is not None:
                raise IllegalMove("The game is over; no more moves can be played.")
            played = Played(move, mover, self.state)
            self.state = self.game.apply(self.state, move)
            self.history.append(played)
        self.plies += 1
        return played

    def _with_scores(self, outcome: Outcome | None) -> Outcome | None:
        """Games whose scores stand at any moment (Plateau's prisoners) report them
        on a resignation too; the others have none to report."""
        if outcome is None:
            return outcome
        scores = self.game.entry_scores(self.state)
        if scores is None:
            return outcome
        return Outcome(outcome.winner, outcome.termination, tuple(scores))

    def _check_entry(self, entry: GameEntry) -> None:
        if self.outcome is not None:
            raise IllegalMove("The game is over; no more moves can be played.")
        if entry.kind == "takeback" and not any(p.mover is not CHANCE for p in self.history):
            raise IllegalMove("There is no move to take back yet.")

    def _take_back(self) -> None:
        """Undo the last player move and the chance moves after it; earlier dice stay."""
        while self.history[-1].mover is CHANCE:
            self.history.pop()
        self.state = self.history.pop().before


AnyReplay = Replay[Any, Any, Any]
"""A replay of a game chosen at run time (the service replays whichever game a row names)."""
