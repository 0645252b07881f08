"""Values shared by every engine: seats and chance, outcomes, options, game-level entries.

Engines are pure: they never read clocks, randomness or I/O. A game is exactly
``initial(options)`` plus its moves, so everything here is a plain value.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Final

from rules.errors import InvalidNotation, InvalidOptions

_WHOLE_NUMBER = re.compile(r"[+-]?[0-9]{1,9}", re.ASCII)

Seat = int
"""0 or 1. Seat 0 moves first; colours and sides live in the state."""


class Chance(Enum):
    """The chance player (dice): ``to_move`` returns ``CHANCE`` at a chance node.

    A one-member enum, so ``mover is CHANCE`` reads well, survives pickling as
    the same object, and lets mypy narrow ``Seat | Chance | None``.
    """

    CHANCE = "chance"

    def __repr__(self) -> str:
        return "CHANCE"

    __str__ = __repr__


CHANCE: Final = Chance.CHANCE

ToMove = Seat | Chance | None
"""Who is to move: a seat, the chance player, or ``None`` once the game is over."""


class Termination(Enum):
    """Why a game ended; the value is what records and the referee print."""

    CONNECTION = "connection"
    SCORE = "score"
    NO_CONTACT = "no_contact"  # Les: no contact placement is left
    BORNE_OFF = "borne_off"  # Plakoto: a single game won by bearing off (spec §0.3)
    GAMMON = "gammon"
    MOTHER = "mother"
    BOTH_MOTHERS = "both_mothers"
    SIX_PRISONERS = "six_prisoners"  # Plateau: six prisoners held (spec §8)
    SIX_UNIT = "six_unit"  # Plateau: six of one's pieces in an unbroken run
    RESIGNATION = "resignation"
    TIMEOUT = "timeout"
    AGREED_DRAW = "agreement"
    ABORTED = "aborted"
    ADJUDICATION = "adjudication"  # a server's moderator decided the result


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: ``winner`` is a seat, or ``None`` for a draw or an abort."""

    winner: Seat | None
    termination: Termination
    scores: tuple[float, ...] | None = None


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option a challenge may set; values arrive as text from chat and records."""

    name: str
    kind: type
    default: Any
    choices: tuple[Any, ...] = ()
    description: str = ""

    def parse(self, raw: object) -> Any:
        """Convert and validate one value, with an error message a player can act on.

        Whole numbers are read strictly: plain ASCII digits with an optional
        sign, never ``1_1``, other scripts' digits, floats or booleans.
        """
        if isinstance(raw, int) and abs(raw) > 10**18:  # repr() of a huge int raises
            raise self._refused("not a number that big", "too-big")
        try:
            if self.kind is int:
                if isinstance(raw, bool) or not isinstance(raw, int | str):
                    raise ValueError(raw)
                if isinstance(raw, str) and not _WHOLE_NUMBER.fullmatch(raw.strip()):
                    raise ValueError(raw)
            value = self.kind(raw)
        except (TypeError, ValueError):
            raise self._refused(f"not {raw!r}", "not", raw=repr(raw)) from None
        if self.choices and value not in self.choices:
            raise self._refused(f"not {raw!r}", "not", raw=repr(raw))
        return value

    def _refused(self, tail: str, how: str, **values: str) -> InvalidOptions:
        """``name must be <expected>, <tail>.``, keyed ``option-<expected>-<how>``."""
        if self.choices:
            expected, key = "one of " + ", ".join(str(c) for c in self.choices), "choice"
            values["choices"] = ", ".join(str(c) for c in self.choices)
        elif self.kind is int:
            expected, key = "a whole number", "whole"
        else:
            expected, key = f"a {self.kind.__name__}", "kind"
            values["kind"] = self.kind.__name__
        text = f"{self.name} must be {expected}, {tail}."
        return InvalidOptions(text, f"option-{key}-{how}", name=self.name, **values)


def resolve_options(
    specs: Sequence[OptionSpec], given: Mapping[str, object] | None
) -> dict[str, Any]:
    """Fill defaults and validate; unknown option names are refused, not ignored."""
    given = dict(given or {})
    known = {spec.name for spec in specs}
    unknown = sorted(set(given) - known)
    if unknown:
        accepted = ", ".join(sorted(known)) or "none"
        if not known:
            raise InvalidOptions(
                f"Unknown option {unknown[0]!r}; this game accepts: none.",
                "option-unknown-none",
                option=repr(unknown[0]),
            )
        raise InvalidOptions(
            f"Unknown option {unknown[0]!r}; this game accepts: {accepted}.",
            "option-unknown",
            option=repr(unknown[0]),
            accepted=accepted,
        )
    return {
        spec.name: spec.parse(given[spec.name]) if spec.name in given else spec.default
        for spec in specs
    }


ENTRY_KINDS: Final = ("resign", "timeout", "draw", "abort", "takeback", "adjudicate")
"""Game-level log entries, the same for every game (``docs/design.md``)."""


@dataclass(frozen=True, slots=True)
class GameEntry:
    """A log entry that belongs to the game, not to its rules: resign, timeout, draw…

    ``seat`` is set for ``resign`` and ``timeout`` (the seat that loses); for
    ``adjudicate`` it is the seat a moderator gave the game to, ``None`` a draw
    (``adjudicate 0``, ``adjudicate draw``).
    """

    kind: str
    seat: Seat | None = None

    def __str__(self) -> str:
        if self.kind == "adjudicate" and self.seat is None:
            return "adjudicate draw"
        return self.kind if self.seat is None else f"{self.kind} {self.seat}"

    def outcome(self) -> Outcome | None:
        """The result this entry imposes, or ``None`` for a takeback."""
        if self.kind == "resign":
            return Outcome(1 - self.seat, Termination.RESIGNATION)  # type: ignore[operator]
        if self.kind == "timeout":
            return Outcome(1 - self.seat, Termination.TIMEOUT)  # type: ignore[operator]
        if self.kind == "draw":
            return Outcome(None, Termination.AGREED_DRAW)
        if self.kind == "abort":
            return Outcome(None, Termination.ABORTED)
        if self.kind == "adjudicate":
            return Outcome(self.seat, Termination.ADJUDICATION)
        return None


def parse_game_entry(text: str) -> GameEntry | None:
    """Recognise ``resign 0``, ``timeout 1``, ``draw``, ``abort``, ``takeback``,
    ``adjudicate 0`` (``1``, ``draw``).

    Returns ``None`` when the text is not a game-level entry, so the caller can
    hand it to the game's own ``parse_move``; a malformed entry (``resign 7``)
    raises, because no game uses these words for anything else.
    """
    words = text.strip().lower().split()
    if not words or words[0] not in ENTRY_KINDS:
        return None
    kind = words[0]
    if kind in ("resign", "timeout"):
        if len(words) != 2 or words[1] not in ("0", "1"):
            raise InvalidNotation(
                f"'{kind}' needs a seat: '{kind} 0' or '{kind} 1'.", "entry-needs-seat", kind=kind
            )
        return GameEntry(kind, int(words[1]))
    if kind == "adjudicate":
        if len(words) != 2 or words[1] not in ("0", "1", "draw"):
            raise InvalidNotation(
                "'adjudicate' needs the winner: 'adjudicate 0', 'adjudicate 1' or "
                "'adjudicate draw'.",
                "entry-adjudicate-needs-winner",
            )
        return GameEntry(kind, None if words[1] == "draw" else int(words[1]))
    if len(words) != 1:
        raise InvalidNotation(f"'{kind}' takes no argument.", "entry-no-argument", kind=kind)
    return GameEntry(kind)
