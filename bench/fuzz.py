"""``python -m bench fuzz``: every parser and every option of the five games, fed junk.

The hardening issue's dedicated run: ``--inputs`` inputs per game (10⁵ by default),
split between move texts (arbitrary unicode, and a grammar-biased mix of the game's
own notation tokens, mutated) parsed in positions reached by seeded random playouts,
option mappings given to ``initial``, and record texts replayed as the referee does.
The properties are the ones ``tests/rules/test_fuzz.py`` checks with Hypothesis on a
small sample (that test builds its strategies from the token tables here): the only
exceptions are ``GameError``s whose message is a sentence, a move that parses is
legal and round-trips, and accepted options rebuild the same start position.
Then the commands' own options (``bench.fuzz_commands``: ``clock:``, ``games:``,
``/premove``'s ``if:``/``then:``, ``/email link address:``, ``--option-inputs`` each)
and the commands that read a player's text on a service and its database
(``bench.fuzz_service``: ``/move``, DM moves, autocomplete, ``/premove add``,
``/email link`` and ``verify``, ``--service-inputs`` each); naming games runs only those.
Everything is seeded: the same arguments give the same figures, crashes included.
"""

from __future__ import annotations

import argparse
import random
import re
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from rules import GAMES
from rules.base import CHANCE, ENTRY_KINDS
from rules.errors import GameError
from rules.record import parse_record
from rules.registry import AnyGame
from rules.replay import Replay

WORDS: Final[dict[str, tuple[str, ...]]] = {
    "pinch": ("swap",),
    "pletore": ("button", "flip", "komi", "little", "pass", "place", "side", "black", "white"),
    "les": ("pass", "points", "setup", "side", "singles", "size", "black", "white"),
    "plakoto": ("bar", "off", "open", "pass", "roll", "-", "/", "*"),
    "plateau": (
        "decline", "flip", "give", "m", "move", "on", "onboard", "open", "pass", "raise",
        "stomp", "tender", "withdraw", "x", "+", "/", "bb", "br", "rb", "rr", "bx", "xb", "ox",
        "xx",
    ),
}  # fmt: skip
"""Each game's own notation words (from its ``notation.py``); the moves' squares are
added per position from ``legal_moves``."""

COMMON: Final[tuple[str, ...]] = (*ENTRY_KINDS, "0", "1", "2", "-1", "a1", "z99", "a0", "")
JUNK: Final[tuple[str, ...]] = (
    "\x00", "\t", "\n", "\r\n", "\u200b", "\u00a0", "\ufeff", "\u0301", "\u202e", "é", "ß",
    "İ", "ﬃ", "１", "٣", "⁹", "Ⅻ", "𝟗", "😀", "\ud800", "%s", "{0}", "\\", "'", '"', "#",
    ":", ";", ",", ".", "..", "--", "//", "**", "()", "[]", "<@1>", "@everyone", "NaN",
    "inf", "1e9", "0x1f", "1_1", "+7", "-0", "999999999999999999999", "9" * 5000,
)  # fmt: skip
"""Characters and fragments that have broken parsers elsewhere: invisible and
combining characters, other scripts' digits, a lone surrogate, format strings,
comment and header syntax, huge numbers."""

SEPARATORS: Final[tuple[str, ...]] = (" ", " ", " ", "  ", "", "\t", "-", "/", ",", "\n", "x")

BAD_WORDS: Final[tuple[str, ...]] = (
    "Traceback", "object at 0x", "KeyError", "IndexError", "TypeError", "ValueError",
    "AttributeError", "AssertionError", "NoneType", "<function", "<class",
)  # fmt: skip
"""What a message leaking an internal error would contain."""

OPTION_NAMES_JUNK: Final[tuple[str, ...]] = (
    "", " ", "game", "SIZE", " size", "size ", "Size", "komi-mode", "komiMode", "__class__",
    "options", "seat", "\u200bsize", "ｓｉｚｅ", "None", "0",
)  # fmt: skip

OPTION_VALUES: Final[tuple[object, ...]] = (
    None, True, False, 0, 1, -1, 2, 3, 5, 7, 9, 11, 13, 15, 25, 26, 169, 170, -169, -170,
    10**18, 10**18 + 1, -(10**19), 2**63, 10**5000, -(10**5000), 0.0, -0.0, 7.0, 7.5, 1e308,
    float("nan"), float("inf"), float("-inf"), "", " ", "9", " 9 ", "+9", "-9", "09", "9.0",
    "1_1", "٩", "９", "nine", "choose", "fixed", "CHOOSE", " fixed ", "7", "-7", "0", "1",
    "9" * 18, "9" * 19, "9" * 4299, "9" * 4301, "0" * 5000 + "9", [], {}, (9,), b"9",
)  # fmt: skip
"""Every type a value may arrive as: chat and records give text, the service and
stored challenges give ints, and a bug elsewhere could give anything."""

_TOKEN = re.compile(r"[a-z]+|\d+|[^\sa-z\d]")


def sentence_problem(
    exc: BaseException,
    given: Iterable[str] = (),
    allowed: tuple[type[BaseException], ...] = (GameError,),
) -> str | None:
    """Why ``exc`` is not a proper refusal, or ``None`` when it is one.

    ``given`` is the player's own text, which a message may quote: it is removed
    before looking for traceback-ish words, so quoting ``KeyError`` is no leak.
    ``allowed`` are the errors meant for the player: the rules' own, and the
    service's too where a command's option is read (``bench.fuzz_commands``).
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


# --- positions ---------------------------------------------------------------


def playout_positions(
    game: AnyGame, options: Mapping[str, object], seed: int, plies: int
) -> list[Any]:
    """The states of one seeded random playout (chance rolled by its probabilities),
    from the start to the end or ``plies`` moves, whichever comes first."""
    rng = random.Random(seed)
    state = game.initial(options)
    states = [state]
    for _ in range(plies):
        mover = game.to_move(state)
        if mover is None:
            break
        if mover is CHANCE:
            outcomes = game.chance_outcomes(state)
            move = rng.choices([m for m, _ in outcomes], [float(p) for _, p in outcomes])[0]
        else:
            move = rng.choice(game.legal_moves(state))
        state = game.apply(state, move)
        states.append(state)
    return states


FUZZ_OPTIONS: Final[dict[str, tuple[dict[str, object], ...]]] = {
    "pinch": ({"size": 9}, {}, {"size": 13}),
    "pletore": ({"size": 5}, {"size": 9}, {"komi": 7, "size": 7}),
    "les": ({"size": 3}, {"size": 5}, {}),
    "plakoto": ({"match_length": 1}, {"match_length": 3, "white_seat": 1}),
    "plateau": ({},),
}
"""Start positions the playouts run from: small boards reach the ends of games."""


def positions(name: str, count: int, seed: int = 0) -> list[Any]:
    """``count`` states of ``name`` (starts, middles and ends), from seeded playouts."""
    game = GAMES[name]
    pool: list[Any] = []
    playout = 0
    while len(pool) < count * 4 and playout < 50:
        options = FUZZ_OPTIONS[name][playout % len(FUZZ_OPTIONS[name])]
        pool.extend(playout_positions(game, options, seed * 1000 + playout, 400))
        playout += 1
    rng = random.Random(seed)
    picked = [pool[0], pool[-1]] + rng.sample(pool, min(len(pool), count))
    return picked[:count]


def move_tokens(game: AnyGame, state: Any, limit: int = 300) -> tuple[str, ...]:
    """Whole legal moves, and the words and squares they are written with."""
    if game.to_move(state) is CHANCE:
        moves = [str(m) for m, _ in game.chance_outcomes(state)]
    elif game.to_move(state) is None:
        moves = []
    else:
        moves = [str(m) for m in game.legal_moves(state)[:limit]]
    parts = {part for move in moves for part in move.split()}
    pieces = {piece for move in moves for piece in _TOKEN.findall(move)}
    return tuple(sorted(set(moves) | parts | pieces))


# --- plain seeded generators (the dedicated run) -------------------------------


def mutate(rng: random.Random, word: str) -> str:
    """One random edit: case, a dropped, doubled or swapped character, junk inside."""
    choice = rng.randrange(9)
    if choice == 0:
        return word.upper()
    if choice == 1:
        return word.title() if rng.random() < 0.5 else word.swapcase()
    if not word:
        return rng.choice(JUNK)
    at = rng.randrange(len(word))
    if choice == 2:
        return word[:at] + word[at + 1 :]
    if choice == 3:
        return word[:at] + word[at] + word[at:]
    if choice == 4 and len(word) > 1:
        at = min(at, len(word) - 2)
        return word[:at] + word[at + 1] + word[at] + word[at + 2 :]
    if choice == 5:
        return word[:at] + rng.choice(JUNK) + word[at:]
    if choice == 6:
        return word + str(rng.choice((0, 1, 9, 10, 25, 99, 100, -1, 10**30)))
    return word


def random_unicode(rng: random.Random, longest: int = 40) -> str:
    """Arbitrary code points, weighted towards the ones parsers trip on."""
    out = []
    for _ in range(rng.randrange(longest + 1)):
        kind = rng.randrange(6)
        if kind == 0:
            out.append(chr(rng.randrange(0x20, 0x7F)))
        elif kind == 1:
            out.append(chr(rng.randrange(0x80, 0x800)))
        elif kind == 2:
            out.append(chr(rng.randrange(0x800, 0x110000)))
        elif kind == 3:
            out.append(rng.choice(JUNK))
        elif kind == 4:
            out.append(rng.choice(" \t\n\r\x0b\x0c\x85\u2028"))
        else:
            out.append(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789/-+x*"))
    return "".join(out)


def grammar_text(rng: random.Random, tokens: tuple[str, ...], words: tuple[str, ...]) -> str:
    """A few of the game's tokens, mutated, reordered, joined oddly, with junk around."""
    if tokens and rng.random() < 0.15:
        exact = rng.choice(tokens)
        return rng.choice((exact, exact.upper(), f"  {exact}\t", exact.replace(" ", "  ")))
    vocabulary = tokens + words + COMMON
    parts = [rng.choice(vocabulary) for _ in range(rng.randrange(1, 6))]
    parts = [mutate(rng, part) if rng.random() < 0.4 else part for part in parts]
    if rng.random() < 0.3:
        rng.shuffle(parts)
    text = ""
    for part in parts:
        text += (rng.choice(SEPARATORS) if text else "") + part
    if rng.random() < 0.15:
        text = rng.choice(JUNK) + text
    if rng.random() < 0.15:
        text += rng.choice(JUNK)
    return text


def random_options(rng: random.Random, names: tuple[str, ...]) -> dict[str, object]:
    """Zero to four options: the game's names mostly, junk names sometimes, any value."""
    options: dict[str, object] = {}
    for _ in range(rng.randrange(5)):
        if names and rng.random() < 0.8:
            name = rng.choice(names)
        else:
            name = rng.choice(OPTION_NAMES_JUNK + (random_unicode(rng, 8),))
        roll = rng.random()
        if roll < 0.6:
            value: object = rng.choice(OPTION_VALUES)
        elif roll < 0.8:
            value = rng.choice((rng.randrange(-300, 300), rng.randrange(-(2**70), 2**70)))
        elif roll < 0.9:
            value = str(rng.randrange(-300, 300)) + rng.choice(("", " ", ".0", "x", "\u200b"))
        else:
            value = random_unicode(rng, 12)
        options[name] = value
    return options


def random_record(rng: random.Random, name: str, tokens: tuple[str, ...]) -> str:
    """A record text: a header (sometimes broken), then moves mixed with junk lines."""
    game = GAMES[name]
    lines: list[str] = []
    if rng.random() < 0.9:
        lines.append(f"game: {mutate(rng, name) if rng.random() < 0.1 else name}")
    for key, value in random_options(rng, tuple(s.name for s in game.option_specs)).items():
        if isinstance(value, int) and abs(value) > 10**4000:  # str() refuses past 4300 digits
            value = "9" * 4400
        lines.append(f"{key}: {value}"[:5000])
    if rng.random() < 0.1:
        lines.append(rng.choice(("game: pinch", ": 9", "size 9", "size: 9", "#x", "a:b:c")))
    if rng.random() < 0.8:
        lines.append("")
    for _ in range(rng.randrange(12)):
        roll = rng.random()
        if roll < 0.6 and tokens:
            lines.append(rng.choice(tokens))
        elif roll < 0.85:
            lines.append(grammar_text(rng, tokens, WORDS[name]))
        else:
            lines.append(random_unicode(rng, 20))
    if rng.random() < 0.2:
        rng.shuffle(lines)
    return rng.choice(("\n", "\r\n", "\n\n")).join(lines)


# --- the properties ----------------------------------------------------------


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


def _shown(given: object) -> str:
    """The input that crashed, short, even when ``repr`` itself would fail (a huge int)."""
    try:
        return repr(given)[:300]
    except ValueError:
        if isinstance(given, dict):
            return "{" + ", ".join(f"{k!r}: {_shown(v)}" for k, v in given.items()) + "}"
        if isinstance(given, int):
            return f"<an int of {given.bit_length()} bits>"
        return f"<{type(given).__name__} too large to show>"


# --- the run -----------------------------------------------------------------


@dataclass
class Tally:
    game: str
    inputs: int = 0
    refusals: int = 0
    accepted: int = 0
    crashes: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def add(self, kind: str, given: object, result: tuple[bool, str | None]) -> None:
        accepted, problem = result
        self.inputs += 1
        if problem is not None:
            self.crashes.append(f"{kind} {_shown(given)}: {problem}")
        elif accepted:
            self.accepted += 1
        else:
            self.refusals += 1


def fuzz_game(name: str, inputs: int, seed: int = 0) -> Tally:
    """``inputs`` inputs for one game: 70 % move texts, 15 % options, 15 % records."""
    game = GAMES[name]
    rng = random.Random(f"{name}:{seed}")
    tally = Tally(name)
    started = time.perf_counter()
    states = positions(name, 40, seed)
    tokens = [move_tokens(game, state) for state in states]
    every_token = tuple(sorted({t for ts in tokens for t in ts}))
    names = tuple(spec.name for spec in game.option_specs)

    def move_text() -> None:
        index = rng.randrange(len(states))
        if rng.random() < 0.3:
            text = random_unicode(rng, rng.choice((8, 40, 400)))
        else:
            text = grammar_text(rng, tokens[index], WORDS[name])
        tally.add("move", text, check_parse(game, states[index], text))

    def options() -> None:
        given = random_options(rng, names)
        tally.add("options", given, check_options(game, given))

    def record() -> None:
        text = random_record(rng, name, every_token)
        tally.add("record", text, check_record(text))

    jobs: list[tuple[float, Callable[[], None]]] = [
        (0.70, move_text),
        (0.85, options),
        (1.0, record),
    ]
    for _ in range(inputs):
        roll = rng.random()
        next(job for limit, job in jobs if roll < limit)()
    tally.seconds = time.perf_counter() - started
    return tally


HEADER: Final = (
    f"{'game':<8} {'inputs':>8} {'refusals':>9} {'accepted':>9} {'crashes':>8} {'seconds':>8}"
)


def show(tally: Tally, width: int = 8) -> None:
    """One row of the table, and the first crashes under it."""
    print(
        f"{tally.game:<{width}} {tally.inputs:>8} {tally.refusals:>9} {tally.accepted:>9} "
        f"{len(tally.crashes):>8} {tally.seconds:>8.1f}",
        flush=True,
    )
    for crash in tally.crashes[:10]:
        print(f"  {crash}")


def run(inputs: int, only: list[str], seed: int = 0) -> list[Tally]:
    """Fuzz every game (or ``only`` those), printing a line per game as it finishes."""
    tallies = []
    print(HEADER)
    for name in only or GAMES.names():
        tally = fuzz_game(GAMES[name].name, inputs, seed)
        show(tally)
        tallies.append(tally)
    return tallies


def run_commands(option_inputs: int, service_inputs: int, seed: int = 0) -> list[Tally]:
    """The commands' own options (``bench.fuzz_commands``, built on this module's
    generators, hence imported here): the pure parsers, then the service's commands on
    a fresh SQLite database."""
    import asyncio

    from bench.fuzz_commands import fuzz_parser, parser_cases
    from bench.fuzz_service import run_service

    tallies = []
    if option_inputs:
        print(f"\n{'option':<12}" + HEADER[8:])
        for label, case in parser_cases(seed):
            tallies.append(fuzz_parser(label, option_inputs, case, seed))
            show(tallies[-1], 12)
    if service_inputs:
        print(f"\n{'command':<12}" + HEADER[8:] + "   (on a service, SQLite)")
        for tally in asyncio.run(run_service(service_inputs, seed)):
            show(tally, 12)
            tallies.append(tally)
    return tallies


def main(argv: list[str]) -> int:
    """The ``fuzz`` subcommand; exit status 1 when anything crashed."""
    parser = argparse.ArgumentParser(prog="python -m bench fuzz", description=__doc__)
    parser.add_argument("--inputs", type=int, default=100_000, help="inputs per game")
    parser.add_argument(
        "--option-inputs", type=int, default=100_000, help="inputs per option parser (0: none)"
    )
    parser.add_argument(
        "--service-inputs",
        type=int,
        default=2_000,
        help="inputs per command run on a service and its database (0: none)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of every generator")
    parser.add_argument(
        "only", nargs="*", help="games to fuzz (default: all, then the commands' options)"
    )
    args = parser.parse_args(argv)
    tallies = run(args.inputs, args.only, args.seed)
    if not args.only:
        tallies += run_commands(args.option_inputs, args.service_inputs, args.seed)
    return 1 if any(tally.crashes for tally in tallies) else 0
