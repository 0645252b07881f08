"""The engine protocol of ``docs/design.md``: ``Game[State, Move, View]``.

Every member is declared here, the optional ones with the default a game
without that feature needs, so nothing asks an engine ``getattr(game, ...)``:

* required: identity (``name``, ``aliases``, ``option_specs``, ``info``),
  ``initial``, ``options_of``, ``to_move``, ``legal_moves``, ``apply``,
  ``parse_move``, ``outcome``, ``view``, ``final_view`` and ``view_text``;
* optional, with defaults: ``chance_outcomes`` (no chance: ``[]``),
  ``legal_move_count`` (the length of ``legal_moves``), ``entry_scores``
  (``None``: a resignation reports no scores), ``names_hidden_piece``
  (``False``), ``shown`` (``None``: nothing hidden came to light) and
  ``sample_world`` (only a game with hidden information has one).

Engines subclass ``Game[TheirState, TheirMove, TheirView]`` explicitly, which
inherits the defaults and lets mypy check every signature against this one;
code that picks a game at run time holds a ``Game[Any, Any, Any]``.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping
from fractions import Fraction
from typing import Any, Protocol, TypeVar

from rules.base import OptionSpec, Outcome, Seat, ToMove
from rules.info import GameInfo

State = TypeVar("State")
Move = TypeVar("Move")
View = TypeVar("View")


class Rng(Protocol):
    """What ``sample_world`` needs of a random source (``random.Random`` fits): the
    caller injects it, because engines never import ``random``."""

    def random(self) -> float: ...

    def shuffle(self, x: list[Any]) -> None: ...


class Game(Protocol[State, Move, View]):
    """One engine: the object each game registers in ``rules.GAMES``."""

    # --- identity ------------------------------------------------------------------

    @property
    @abstractmethod
    def name(self) -> str:
        """The canonical name, lower case: what records and the service store."""

    @property
    @abstractmethod
    def aliases(self) -> tuple[str, ...]:
        """Other names ``GAMES`` accepts, case-insensitive."""

    @property
    @abstractmethod
    def option_specs(self) -> tuple[OptionSpec, ...]:
        """The options a challenge may set, each with its type, default and choices."""

    @property
    @abstractmethod
    def info(self) -> GameInfo:
        """Hidden information, chance and draws, declared once (``rules.info``)."""

    # --- required --------------------------------------------------------------------

    @abstractmethod
    def initial(self, options: Mapping[str, object] | None = None) -> State:
        """The start position, options validated (``InvalidOptions``)."""

    @abstractmethod
    def options_of(self, state: State) -> dict[str, Any]:
        """The options that rebuild ``state``'s game with ``initial``."""

    @abstractmethod
    def to_move(self, state: State) -> ToMove:
        """Seat 0 or 1, ``CHANCE`` at a chance node, or ``None`` when the game is over."""

    @abstractmethod
    def legal_moves(self, state: State) -> list[Move]:
        """Every legal move, in a stable order (empty at a chance node and at the end)."""

    @abstractmethod
    def apply(self, state: State, move: Move) -> State:
        """Validates ``move`` and returns the new state; never mutates ``state``."""

    @abstractmethod
    def parse_move(self, state: State, text: str) -> Move:
        """Chat notation resolved against the position: the canonical move, or
        ``InvalidNotation``, ``IllegalMove``, ``AmbiguousMove`` with a hint."""

    @abstractmethod
    def outcome(self, state: State) -> Outcome | None:
        """The result once the game's own rules have ended it, else ``None``."""

    @abstractmethod
    def view(self, state: State, seat: Seat | None) -> View:
        """What ``seat`` (``None``: a spectator) may see: all rendering and messages get."""

    @abstractmethod
    def final_view(self, state: State, seat: Seat | None, outcome: Outcome) -> View:
        """The view once a game-level entry (resign, timeout, draw, abort) has ended the
        game with ``outcome``, which the state itself does not know: the view carries
        that outcome and nobody to move, as when the game's own rules end it, and a
        game with hidden information reveals everything. Required, because rendering
        and messages read the result from the view: no default can put it there."""

    @abstractmethod
    def view_text(self, view: View) -> str:
        """A view as text: the referee's ``--view`` output."""

    # --- optional, with the defaults of a game that lacks the feature ---------------------

    def chance_outcomes(self, state: State) -> list[tuple[Move, Fraction]]:
        """At a chance node, every result with its probability (summing to 1)."""
        return []

    def legal_move_count(self, state: State) -> int | None:
        """What the referee reports as the number of legal moves; ``None`` where the
        position offers no finite menu (a free komi, Les's setup)."""
        return len(self.legal_moves(state))

    def entry_scores(self, state: State) -> tuple[float, ...] | None:
        """The scores a game-level entry's result carries, for games whose scores stand
        at every moment (Plateau's prisoners); ``None`` for the others."""
        return None

    def names_hidden_piece(self, move: Move) -> bool:
        """Whether the move names one of the mover's hidden pieces, so it may only be
        accepted privately."""
        return False

    def shown(self, before: View, after: View) -> int | None:
        """How many hidden faces ``after``, one viewer's view a move later than ``before``,
        shows that ``before`` hid from that viewer, or ``None`` for none.
        A takeback cannot hide it again. A game without hidden information hides nothing."""
        return None

    def sample_world(self, view: View, rng: Rng) -> State:
        """A full state whose view for ``view``'s viewer is ``view`` (determinization).
        Only a game with ``info.hidden_information`` has one: asking another is a bug."""
        raise TypeError(f"{self.name} has no hidden information, so no world to sample.")
