"""A game as its log: ``initial(options)`` plus moves, with the game-level entries.

This is where ``resign``/``timeout``/``draw``/``abort``/``takeback`` are handled
once for every game, and the one place a text log becomes a position — the
referee and the bot service both replay through it.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
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
        self.kept: tuple[Move, ...] = ()
        """Chance moves a takeback set aside: dice once shown stay, so each is the result of
        a later chance node where it can fall (see ``chance_outcomes``), in order."""
        self.shown_chance: frozenset[Seat] = frozenset()
        """The seats that have been shown a chance result of their own (dice to play with,
        the opening roll included when it was theirs); a takeback does not unsee it."""

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
        if self.kept and self.to_move is CHANCE:
            return [move for move, _ in self.chance_outcomes()]
        return [] if self.ended else self.game.legal_moves(self.state)

    def chance_outcomes(self) -> list[tuple[Move, Fraction]]:
        """At a chance node, the results and their probabilities: the game's, unless a
        takeback kept dice already shown that can fall here, which are then certain."""
        if self.to_move is not CHANCE:
            return []
        index = self._kept_index()
        if index is None:
            return self.game.chance_outcomes(self.state)
        return [(self.kept[index], Fraction(1))]

    def shown_by_last_move(self) -> int | None:
        """How many hidden faces the move a takeback would undo showed (``game.shown``),
        or ``None``: each player's and a spectator's view
        are compared before and after it. A takeback cannot hide it again."""
        if not self.game.info.hidden_information:
            return None
        index = len(self.history) - 1
        while index >= 0 and self.history[index].mover is CHANCE:
            index -= 1
        if index < 0:
            return None
        mover = self.history[index].mover
        before = self.history[index].before
        after = self.history[index + 1].before if index + 1 < len(self.history) else self.state
        viewers = (None, 0, 1) if not isinstance(mover, int) else (1 - mover, mover, None)
        for viewer in viewers:
            shown = self.game.shown(self.game.view(before, viewer), self.game.view(after, viewer))
            if shown is not None:
                return shown
        return None

    def view(self, seat: Seat | None) -> View:
        """What ``seat`` may see. Once a game-level entry has ended the game, the
        game's ``final_view``: it carries that result and nobody to move, and a game
        with hidden information shows everything, as when its own rules end it."""
        if self.ended is not None:
            return self.game.final_view(self.state, seat, self.ended)
        return self.game.view(self.state, seat)

    def parse(self, text: str) -> Move | GameEntry:
        """Resolve one log line to a move or game entry without playing it."""
        entry = parse_game_entry(text)
        if entry is not None:
            self._check_entry(entry)
            return entry
        if self.ended is not None:
            raise IllegalMove("The game is over; no more moves can be played.", "game-over")
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
                raise IllegalMove("The game is over; no more moves can be played.", "game-over")
            kept = self._kept_after(move) if mover is CHANCE else self.kept
            played = Played(move, mover, self.state)
            self.state = self.game.apply(self.state, move)
            self.history.append(played)
            self.kept = kept
            shown_to = self.game.to_move(self.state)
            if mover is CHANCE and isinstance(shown_to, int):
                self.shown_chance |= {shown_to}
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
            raise IllegalMove("The game is over; no more moves can be played.", "game-over")
        if entry.kind == "takeback" and not any(p.mover is not CHANCE for p in self.history):
            raise IllegalMove("There is no move to take back yet.", "nothing-to-undo")

    def _take_back(self) -> None:
        """Undo the last player move. Earlier dice stay, and so do the chance moves after
        it: someone has seen them, so they come again, in order, before any fresh roll."""
        shown: list[Move] = []
        while self.history[-1].mover is CHANCE:
            move = self.history.pop().move
            assert not isinstance(move, GameEntry)
            shown.append(move)
        self.state = self.history.pop().before
        self.kept = (*reversed(shown), *self.kept)

    def _kept_index(self) -> int | None:
        """The kept chance move that falls at this chance node: the first that can. Any
        before it belonged to a line that no longer happens (an opening roll of a game the
        replacement move did not end); if none can fall here, they wait for a node that can."""
        if not self.kept:
            return None
        possible = [move for move, _ in self.game.chance_outcomes(self.state)]
        for index, move in enumerate(self.kept):
            if move in possible:
                return index
        return None

    def _kept_after(self, move: Move) -> tuple[Move, ...]:
        """The kept chance moves once chance plays ``move`` here.

        The service only ever draws the kept result (``chance_outcomes``). A log that holds
        another one was written by a release before kept rolls (0.2.0 and earlier rolled
        afresh after a takeback): the log is the truth of what was played, so that game
        still replays, and the rolls it superseded are forgotten."""
        index = self._kept_index()
        if index is None:
            return self.kept
        if move != self.kept[index]:
            return ()
        return self.kept[index + 1 :]


AnyReplay = Replay[Any, Any, Any]
"""A replay of a game chosen at run time (the service replays whichever game a row names)."""
