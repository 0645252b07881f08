"""What a game's guide is made of, and the helpers every guide builds its positions with.

A guide is data, not prose scattered over the adapters: ``/rules`` on Discord and
the pages in ``docs/rules/`` say the same things, and the tests check both
against the engine (every example is parsed and played in its position, every
option line against the engine's option specs, the docs page against the guide).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from rules import GAMES
from rules.base import OptionSpec
from words import Msg, Notation, Speech, Verbatim, msg
from words.model import Arg

Position = Callable[[], Any]
"""Builds the state an example is typed in: a game's ``initial`` plus moves, or a
position the engine reads from its spec's notation. Called by the tests, never by
the bot, which shows only the text."""


@dataclass(frozen=True, slots=True)
class Example:
    """One way of writing a move, as a player types it, and where it is legal."""

    text: str
    meaning: Msg
    where: Position


@dataclass(frozen=True, slots=True)
class Rule:
    """One bullet of the rules: a message, with its ``lead`` (``Setup:``) shown bold before
    it where the channel has bold."""

    text: Msg
    lead: Msg | None = None


@dataclass(frozen=True, slots=True)
class GameGuide:
    """A game's rules in our own words, short enough for one Discord embed; every
    sentence a message of ``guide.ftl``, in the reader's language."""

    name: str
    """The engine's name (``rules.GAMES``)."""
    title: str
    """The game's name, the same in every language."""
    tagline: Msg
    rules: tuple[Rule, ...]
    """The rules as a few bullets; a move, a point or an option is a ``Notation``."""
    options: tuple[Msg, ...]
    """What a challenge may set for this game, one bullet each."""
    examples: tuple[Example, ...]
    draw: Callable[[], str]
    """The small diagram: ``service.boards.diagrams`` on an example position."""
    caption: Msg
    """What the diagram shows."""

    @property
    def docs(self) -> str:
        """The full page, relative to the repository root."""
        return f"docs/rules/{self.name}.md"

    def diagram(self) -> str:
        return self.draw()


def after(game: str, options: Mapping[str, object] | None, *moves: str) -> Position:
    """The position after ``moves`` from the start of ``game`` with ``options``."""

    def build() -> Any:
        engine = GAMES[game]
        state = engine.initial(options)
        for text in moves:
            state = engine.apply(state, engine.parse_move(state, text))
        return state

    return build


def then(position: Position, game: str, *moves: str) -> Position:
    """``position`` with ``moves`` played on from it."""

    def build() -> Any:
        engine = GAMES[game]
        state = position()
        for text in moves:
            state = engine.apply(state, engine.parse_move(state, text))
        return state

    return build


def spec(game: str, name: str) -> OptionSpec:
    """The engine's option ``name`` of ``game``, so that guides quote its real values."""
    return next(option for option in GAMES[game].option_specs if option.name == name)


def either(values: tuple[Any, ...]) -> Speech:
    """``9, 11 or 13``; a run of whole numbers reads ``4 to 19``."""
    if len(values) > 3 and all(isinstance(v, int) for v in values):
        if list(values) == list(range(values[0], values[-1] + 1)):
            return msg("guide-range", low=Verbatim(str(values[0])), high=Verbatim(str(values[-1])))
    words = [str(v) for v in values]
    if len(words) == 1:
        return msg("words-verbatim", text=Verbatim(words[0]))
    return msg("guide-either", some=Verbatim(", ".join(words[:-1])), last=Verbatim(words[-1]))


def rule(key: str, /, *, lead: bool = False, **args: Arg) -> Rule:
    """The bullet ``guide-<key>`` (and its lead ``guide-<key>-lead``)."""
    said = msg(f"guide-{key}", **args)
    return Rule(said, msg(f"guide-{key}-lead") if lead else None)


def said(key: str, /, **args: Arg) -> Msg:
    """The message ``guide-<key>``."""
    return msg(f"guide-{key}", **args)


NAMES: tuple[str, str] = ("Alice", "Bob")
"""The players of every diagram: seat 0 and seat 1."""


def N(text: str) -> Notation:
    """A move, a point, an option or a board's mark, written as the rules write it."""
    return Notation(text)


def V(value: object) -> Verbatim:
    """A number of the rules (a default, a size), shown as it is."""
    return Verbatim(str(value))
