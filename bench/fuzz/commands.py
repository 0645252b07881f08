"""The commands' own options, beyond the game rules, fed junk: ``python -m bench fuzz``.

The games' table (``bench.fuzz.games``) covers move texts, game options and records; this
covers the text options the service reads itself. The properties are the same: the
only exceptions are the player's errors (``service.PLAYER_ERRORS``) whose message is a
sentence, and what is accepted is what it claims to be:

- ``clock:`` (``/challenge``, ``/postboard config``; ``parse_time_control``): a control
  that ``written`` writes back as the same control (a rematch copies a clock so);
- ``games:`` (``/postboard config``; ``parse_games``): canonical names, each once, that
  read back the same;
- ``/premove add if: then:`` (the check ``service.premoves`` makes): theirs legal now,
  mine legal right after it with my turn then, both canonical and read back the same;
- ``/email link address:`` (``checked_address``): an address a mail can carry, whose
  ``To`` header reads back as the same address without defects, within RFC 5321's lengths.

A refusal also fits in one Discord message when the input fits the option (the
adapter caps each option's length; ``/email``'s are capped only by Discord). The
service-level ones (moves, autocomplete, DM moves, conditional moves, link and verify
on a real database) are ``bench.fuzz.service``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from email import message_from_bytes
from email.message import EmailMessage
from email.policy import default
from typing import Any, Final

from bench.fuzz.checks import sentence_problem
from bench.fuzz.generators import mutate, random_unicode
from bench.fuzz.table import Tally
from bench.fuzz.tokens import JUNK, SEPARATORS
from rules import GAMES
from rules.replay import AnyReplay, Replay
from service import PLAYER_ERRORS
from service.games.conditional import premoves_allowed
from service.mailing.addresses import checked_address
from service.preferences.server import parse_games
from service.premoves.desk import _checked as checked_premove
from service.time.controls import PRESETS, parse_time_control, written

DISCORD_MESSAGE: Final = 2000
"""Characters one Discord message holds: a longer refusal is never delivered."""
DISCORD_OPTION: Final = 6000
"""Characters Discord lets a string option carry when the command sets no cap."""
CAPS: Final = {"clock": 30, "games": 200, "premove": 100, "address": DISCORD_OPTION}
"""Each option's length cap in the Discord adapter (``app_commands.Range``)."""

CLOCK_WORDS: Final[tuple[str, ...]] = (
    *PRESETS, "none", "NONE", "0", "1", "2", "3", "7", "12", "24", "59", "60", "90", "99",
    "999", "1000", "0.5", "1.5", ".5", "5.", "1.01", "0.001", "2.9999", "-1", "1e3", "½",
    "１", "٣", "d", "h", "m", "s", "w", "D", "H", "+", "/", "++", "//", " ", "+0m", "/60d",
    "/61d", "3d+1d/7d", "1h+0m/1h", "59m+1d", "60d+0m/60d", "0.0417d+0m",
)  # fmt: skip
GAME_WORDS: Final[tuple[str, ...]] = (
    *GAMES.names(), *(alias for game in GAMES for alias in game.aliases), "all", "ALL",
    "All", "none", "chess", "go", "Pinch ", " les", "PLATEAU", "pinch pletore",
)  # fmt: skip
GAME_SEPARATORS: Final[tuple[str, ...]] = (",", ", ", " , ", ",,", ";", " ", "\n", "、", "，")
ADDRESS_LOCAL: Final[tuple[str, ...]] = (
    "alice", "a.b", "a..b", ".a", "a.", "a+b", "a_b-c", "A", "x" * 64, "x" * 65, '"a b"',
    "é", "ñame", "#!$%&'*+/=?^_`{|}~-", "a@b", "", " ", "<a", "a>", "postmaster",
)  # fmt: skip
ADDRESS_DOMAIN: Final[tuple[str, ...]] = (
    "example.org", "x.y", "a-b.org", "-a.org", "a-.org", "a..org", ".org", "org", "1.2",
    "[127.0.0.1]", "xn--bcher-kva.example", "bücher.example", "EXAMPLE.ORG",
    "x" * 63 + ".org", "x" * 64 + ".org", ("a" * 60 + ".") * 4 + "org", "example.org.",
    "ex ample.org", "example.org\r\nBcc: mallory@evil.test",
)  # fmt: skip


def _joined(rng: random.Random, parts: list[str], separators: tuple[str, ...]) -> str:
    text = ""
    for part in parts:
        text += (rng.choice(separators) if text else "") + part
    return text


def clock_text(rng: random.Random) -> str:
    """A preset, or amounts of d/h/m joined by + and /, mutated, with junk about."""
    roll = rng.random()
    if roll < 0.1:
        return random_unicode(rng, rng.choice((4, 30, 60)))
    if roll < 0.5:
        amounts = [
            _joined(
                rng,
                [
                    rng.choice(CLOCK_WORDS[3:20]) + rng.choice("dhm" * 6 + "swDH ")
                    for _ in range(rng.randrange(1, 4))
                ],
                ("",) * 8 + (" ", "+"),
            )
            for _ in range(rng.randrange(1, 4))
        ]
        text = amounts[0] + "".join(rng.choice("+/" * 4 + " -") + a for a in amounts[1:])
    else:
        parts = [rng.choice(CLOCK_WORDS) for _ in range(rng.randrange(1, 6))]
        text = _joined(rng, parts, ("", "", "", " ", "+", "/"))
    if rng.random() < 0.3:
        text = mutate(rng, text)
    return text


def games_text(rng: random.Random) -> str:
    """Game names and aliases (any case), ``all``, joined by commas or not quite."""
    if rng.random() < 0.1:
        return random_unicode(rng, rng.choice((8, 40)))
    parts = [rng.choice(GAME_WORDS + JUNK[:20]) for _ in range(rng.randrange(0, 6))]
    parts = [mutate(rng, part) if rng.random() < 0.3 else part for part in parts]
    return _joined(rng, parts, GAME_SEPARATORS)


def address_text(rng: random.Random) -> str:
    """A local part, an ``@`` (or not, or two) and a domain, with brackets, space, junk."""
    if rng.random() < 0.1:
        return random_unicode(rng, rng.choice((8, 60)))
    local = rng.choice(ADDRESS_LOCAL)
    domain = rng.choice(ADDRESS_DOMAIN)
    if rng.random() < 0.3:
        local = mutate(rng, local)
    if rng.random() < 0.3:
        domain = mutate(rng, domain)
    at = rng.choice(("@",) * 8 + ("", "@@", " @", "＠"))
    text = f"{local}{at}{domain}"
    if rng.random() < 0.2:
        text = f"<{text}>" if rng.random() < 0.5 else f"Alice {text}"
    if rng.random() < 0.2:
        text = rng.choice((" ", "\t", "\n", "\u200b", "")) + text + rng.choice((" ", "\n", ">"))
    return text


# --- the properties ----------------------------------------------------------


def refusal_problem(exc: BaseException, given: tuple[str, ...], cap: int) -> str | None:
    """A player's error whose message is a sentence, and short enough to be delivered
    when what was typed fit the option."""
    problem = sentence_problem(exc, given, PLAYER_ERRORS)
    if problem is None and len(str(exc)) > DISCORD_MESSAGE and max(map(len, given)) <= cap:
        return f"a refusal of {len(str(exc))} characters cannot be sent: {str(exc)[:120]!r}"
    return problem


def check_clock(text: str) -> tuple[bool, str | None]:
    try:
        control = parse_time_control(text)
    except Exception as exc:
        return False, refusal_problem(exc, (text,), CAPS["clock"])
    if control is None:
        return True, None
    again = written(control)
    try:
        back = parse_time_control(again)
    except Exception as exc:
        return True, f"{control} is written {again!r}, which is refused: {exc}"
    if back != control:
        return True, f"{text!r} is {control}, written {again!r}, which reads back as {back}"
    return True, None


def check_games(text: str) -> tuple[bool, str | None]:
    try:
        names = parse_games(text)
    except Exception as exc:
        return False, refusal_problem(exc, (text,), CAPS["games"])
    if names is None:
        return True, None
    if len(set(names)) != len(names) or not set(names) <= set(GAMES.names()):
        return True, f"{text!r} gives {names!r}"
    if parse_games(", ".join(names)) != names:
        return True, f"{names!r} does not read back the same"
    return True, None


def check_address(text: str) -> tuple[bool, str | None]:
    try:
        address = checked_address(text)
    except Exception as exc:
        return False, refusal_problem(exc, (text,), CAPS["address"])
    local, _, domain = address.rpartition("@")
    if len(local) > 64 or any(len(label) > 63 for label in domain.split(".")):
        return True, f"{address!r} is longer than RFC 5321 allows a mailbox"
    message = EmailMessage()
    try:
        message["To"] = address
        parsed = message_from_bytes(message.as_bytes(), policy=default)
        header: Any = parsed["To"]
        back = [a.addr_spec for a in header.addresses]
    except Exception as exc:
        return True, f"{address!r} breaks the To header: {type(exc).__name__}: {exc}"
    if back != [address] or header.defects:
        return True, f"{address!r} reads back as {back!r}, defects {header.defects!r}"
    return True, None


# --- conditional moves -------------------------------------------------------


@dataclass(frozen=True)
class Waiting:
    """A position where ``seat`` has moved and waits on the opponent: where a line is queued."""

    replay: AnyReplay
    seat: int
    tokens: tuple[str, ...]


def premove_positions(count: int, seed: int = 0) -> list[Waiting]:
    """Positions of the games that have conditional moves, from seeded random playouts."""
    rng = random.Random(seed)
    found: list[Waiting] = []
    names = [name for name in GAMES.names() if premoves_allowed(name)]
    options: dict[str, dict[str, object]] = {"pinch": {"size": 9}, "pletore": {"size": 5}}
    while len(found) < count:
        name = names[len(found) % len(names)]
        replay: AnyReplay = Replay(GAMES[name], options.get(name, {}))
        for _ in range(rng.randrange(0, 30)):
            if replay.outcome is not None:
                break
            replay.apply(rng.choice(replay.legal_moves()))
        if replay.outcome is None and replay.to_move in (0, 1):
            found.append(Waiting(replay, 1 - replay.to_move, _premove_tokens(replay)))
    return found


def _premove_tokens(replay: AnyReplay) -> tuple[str, ...]:
    """Their legal moves now and, after a few of them, my replies: the words lines use."""
    theirs = [str(m) for m in replay.legal_moves()[:60]]
    mine: list[str] = []
    for move in replay.legal_moves()[:3]:
        after = replay.fork()
        after.apply(move)
        if after.outcome is None:
            mine += [str(m) for m in after.legal_moves()[:60]]
    words = {word for move in theirs + mine for word in move.split()}
    return tuple(sorted(set(theirs) | set(mine) | words))


def premove_text(rng: random.Random, tokens: tuple[str, ...]) -> str:
    """A move or a few of the game's words, mutated, sometimes a game-level entry or junk."""
    roll = rng.random()
    if roll < 0.45:
        return rng.choice(tokens)
    if roll < 0.55:
        return rng.choice(("takeback", "resign", "draw", "abort", "timeout 1", "pass", "swap"))
    if roll < 0.65:
        return random_unicode(rng, rng.choice((6, 40)))
    parts = [rng.choice(tokens + JUNK[:12]) for _ in range(rng.randrange(1, 4))]
    parts = [mutate(rng, part) if rng.random() < 0.4 else part for part in parts]
    return _joined(rng, parts, SEPARATORS)


def check_premove(at: Waiting, theirs: str, mine: str) -> tuple[bool, str | None]:
    """``/premove add``'s check on both halves, then its answer read back once more."""
    try:
        pair = checked_premove(at.replay.fork(), at.seat, theirs, mine)
    except Exception as exc:
        return False, refusal_problem(exc, (theirs, mine), CAPS["premove"])
    replay = at.replay.fork()
    try:
        played = replay.game.parse_move(replay.state, pair[0])
        replay.apply(played)
        reply = replay.game.parse_move(replay.state, pair[1])
        replay.apply(reply)
        again = checked_premove(at.replay.fork(), at.seat, *pair)
    except Exception as exc:
        return True, f"{pair!r} was queued but does not play: {type(exc).__name__}: {exc}"
    if again != pair or (str(played), str(reply)) != pair:
        return True, f"{(theirs, mine)!r} is queued as {pair!r}, which reads back as {again!r}"
    return True, None


# --- the run -----------------------------------------------------------------

Case = Callable[[random.Random, Tally], None]
"""Makes one input with the generator and records what its check made of it."""


def _case(kind: str, make: Callable[[random.Random], str], check: Callable[[str], Any]) -> Case:
    def one(rng: random.Random, tally: Tally) -> None:
        text = make(rng)
        tally.add(kind, text, check(text))

    return one


def _premove_case(positions: list[Waiting]) -> Case:
    def one(rng: random.Random, tally: Tally) -> None:
        at = rng.choice(positions)
        theirs, mine = premove_text(rng, at.tokens), premove_text(rng, at.tokens)
        tally.add("premove", (theirs, mine), check_premove(at, theirs, mine))

    return one


def fuzz_parser(label: str, inputs: int, one: Case, seed: int = 0) -> Tally:
    rng = random.Random(f"{label}:{seed}")
    tally = Tally(label)
    started = time.perf_counter()
    for _ in range(inputs):
        one(rng, tally)
    tally.seconds = time.perf_counter() - started
    return tally


def parser_cases(seed: int = 0) -> list[tuple[str, Case]]:
    """Each pure option parser as a row of the table: its label and its case."""
    return [
        ("clock:", _case("clock", clock_text, check_clock)),
        ("games:", _case("games", games_text, check_games)),
        ("if/then:", _premove_case(premove_positions(60, seed))),
        ("address:", _case("address", address_text, check_address)),
    ]
