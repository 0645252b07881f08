"""The properties every input is held to: a refusal is a sentence, what is accepted holds.

The only exceptions are ``GameError``s whose message is a sentence (and leaks no
internal error), a move that parses is legal and round-trips, accepted options rebuild
the same start position, and a record replays as the referee does or is refused so.
``tests/rules/test_fuzz.py`` checks these same properties with Hypothesis.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Final

from rules import GAMES
from rules.errors import GameError
from rules.record import parse_record
from rules.registry import AnyGame
from rules.replay import Replay

BAD_WORDS: Final[tuple[str, ...]] = (
    "Traceback", "object at 0x", "KeyError", "IndexError", "TypeError", "ValueError",
    "AttributeError", "AssertionError", "NoneType", "<function", "<class",
)  # fmt: skip
"""What a message leaking an internal error would contain."""


def sentence_problem(
    exc: BaseException,
    given: Iterable[str] = (),
    allowed: tuple[type[BaseException], ...] = (GameError,),
) -> str | None:
    """Why ``exc`` is not a proper refusal, or ``None`` when it is one.

    ``given`` is the player's own text, which a message may quote: it is removed
    before looking for traceback-ish words, so quoting ``KeyError`` is no leak.
    ``allowed`` are the errors meant for the player: the rules' own, and the
    service's too where a command's option is read (``bench.fuzz.commands``).
    """
    if not isinstance(exc, allowed):
        expected = " or ".join(kind.__name__ for kind in allowed)
        return f"not a {expected}: {type(exc).__name__}: {exc!r}"[:500]
    message = str(exc)
    if not message.strip():
        return f"{type(exc).__name__} with an empty message"
    if message.rstrip()[-1] not in ".!?":
        return f"{type(exc).__name__} message is not a sentence: {message!r}"[:500]
    scrubbed = message
    for text in given:
        if text:
            scrubbed = scrubbed.replace(repr(text), "").replace(text, "")
    for word in BAD_WORDS:
        if word in scrubbed:
            return f"{type(exc).__name__} message leaks {word!r}: {message!r}"[:500]
    return None


def check_parse(game: AnyGame, state: Any, text: str) -> tuple[bool, str | None]:
    """Parse ``text`` at ``state``: (accepted, problem). A parsed move must apply and
    round-trip through ``str``; a refusal must be a sentence."""
    try:
        move = game.parse_move(state, text)
    except Exception as exc:  # the property: nothing but GameError
        return False, sentence_problem(exc, (text, text.strip()))
    try:
        game.apply(state, move)
    except Exception as exc:
        return True, f"parsed to {move!s} but apply refused it: {type(exc).__name__}: {exc}"
    try:
        again = game.parse_move(state, str(move))
    except Exception as exc:
        return True, f"{move!s} does not parse back: {type(exc).__name__}: {exc}"
    if again != move:
        return True, f"{move!s} parses back as {again!s}"
    return True, None


def check_options(game: AnyGame, options: Mapping[str, object]) -> tuple[bool, str | None]:
    """``initial`` either refuses with a sentence or gives a state its own options rebuild."""
    try:
        state = game.initial(options)
    except Exception as exc:
        return False, sentence_problem(exc, tuple(str(k) for k in options))
    try:
        resolved = game.options_of(state)
        again = game.initial(resolved)
    except Exception as exc:
        return True, f"options_of gives {resolved!r}, refused: {type(exc).__name__}: {exc}"
    if again != state:
        return True, f"{dict(options)!r} and its options_of {resolved!r} start differently"
    return True, None


def check_record(text: str) -> tuple[bool, str | None]:
    """Read and replay a record as the referee does: refusals only, as sentences."""
    try:
        record = parse_record(text)
        replay = Replay(GAMES[record.game], record.options)
    except Exception as exc:
        return False, sentence_problem(exc, text.splitlines())
    for line in record.moves:
        try:
            replay.play(line)
        except Exception as exc:
            return False, sentence_problem(exc, (line,))
        try:
            replay.legal_moves()
            _ = replay.outcome
        except Exception as exc:
            return True, f"after {line!r}: {type(exc).__name__}: {exc}"
    return True, None
