"""Property-based fuzzing of the commands' own options (issue 16), beyond the game rules.

The option parsers (``clock:``, ``games:``, ``/premove add if: then:``, ``/email link
address:``) and, on a real service on both engines, ``/move``, a DM move, autocomplete,
``/premove add`` and ``/email link``/``verify`` with any text. The properties and the
token tables are ``bench/fuzz/commands.py``'s and ``bench/fuzz/service.py``'s: only the
player's errors, each a sentence that fits a Discord message, a refusal changes nothing,
and what is accepted is what it claims. This is the small deterministic sample the
suite runs; ``python -m bench fuzz`` is the dedicated run. The regressions below were
found by it.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench.fuzz.commands import (
    ADDRESS_DOMAIN,
    ADDRESS_LOCAL,
    CLOCK_WORDS,
    GAME_SEPARATORS,
    GAME_WORDS,
    check_address,
    check_clock,
    check_games,
    check_premove,
    fuzz_parser,
    parser_cases,
    premove_positions,
)
from bench.fuzz.service import DM_PREFIXES, ServiceFuzz
from bench.fuzz.tokens import COMMON, JUNK, WORDS
from rules import GAMES
from service import Service, ServiceError
from service.time.controls import DAY, HOUR, parse_time_control, written

SAMPLE = settings(max_examples=150, deadline=None, derandomize=True, database=None)
"""Deterministic for CI: the same examples every run, nothing written to disk."""
ON_A_SERVICE = settings(
    max_examples=25,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
"""The service's examples share one database per test (each checks what it changed)."""

AMOUNT = r"([0-9]{1,3}(\.[0-9]{1,4})?[dhm]){1,3}"
JUNKY = st.sampled_from(JUNK) | st.text(max_size=3)


def spliced(words: st.SearchStrategy[str], separators: tuple[str, ...]) -> st.SearchStrategy[str]:
    """A few words (or junk) joined by one of ``separators``."""
    return st.builds(
        lambda parts, sep: sep.join(parts),
        st.lists(words | JUNKY, max_size=6),
        st.sampled_from(separators),
    )


CLOCKS = (
    st.from_regex(rf"\s*{AMOUNT}\+{AMOUNT}(/{AMOUNT})?\s*", fullmatch=True)
    | spliced(st.sampled_from(CLOCK_WORDS), ("", "", " ", "+", "/"))
    | st.text(max_size=30)
)


@SAMPLE
@given(text=CLOCKS)
def test_a_clock_is_refused_with_a_sentence_or_is_written_back_the_same(text: str) -> None:
    _, problem = check_clock(text)
    assert problem is None, problem


@SAMPLE
@given(text=spliced(st.sampled_from(GAME_WORDS), GAME_SEPARATORS) | st.text(max_size=40))
def test_a_games_list_is_refused_with_a_sentence_or_reads_back_the_same(text: str) -> None:
    _, problem = check_games(text)
    assert problem is None, problem


ADDRESSES = (
    st.emails()
    | st.builds(
        lambda local, at, domain, around: around.replace("|", f"{local}{at}{domain}"),
        st.sampled_from(ADDRESS_LOCAL) | st.text(max_size=8),
        st.sampled_from(("@", "@", "@", "", "@@", "＠")),
        st.sampled_from(ADDRESS_DOMAIN) | st.text(max_size=8),
        st.sampled_from(("|", "|", "<|>", " | ", "|\n", "Alice |", "\u200b|")),
    )
    | st.text(max_size=60)
)


@SAMPLE
@given(text=ADDRESSES)
def test_an_address_is_refused_with_a_sentence_or_makes_a_clean_to_header(text: str) -> None:
    _, problem = check_address(text)
    assert problem is None, problem


PREMOVE_AT = premove_positions(12)


@settings(SAMPLE, max_examples=120)
@given(data=st.data())
def test_a_conditional_move_is_refused_with_a_sentence_or_plays_as_queued(
    data: st.DataObject,
) -> None:
    at = data.draw(st.sampled_from(PREMOVE_AT), label="position")
    half = st.sampled_from(at.tokens) | spliced(st.sampled_from(at.tokens), (" ", "", "-"))
    half = half | st.sampled_from(("takeback", "resign 0", "pass", "swap")) | st.text(max_size=12)
    theirs, mine = data.draw(half, label="if"), data.draw(half, label="then")
    _, problem = check_premove(at, theirs, mine)
    assert problem is None, problem


def test_the_dedicated_run_finds_nothing_on_a_small_sample() -> None:
    """``python -m bench fuzz``'s plain generators, a few hundred inputs per option."""
    for label, case in parser_cases():
        tally = fuzz_parser(label, 300, case)
        assert tally.inputs == 300 and tally.crashes == [], (label, tally.crashes[:3])


# --- found by the fuzzing ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "initial", "increment"),
    [("2d12m+0.5m", 2 * DAY + 12 * 60, 0), ("0.0417d+1h", HOUR, HOUR), ("1.01h+1m", 61 * 60, 60)],
)
def test_a_clock_counts_whole_minutes_so_a_rematch_copies_it_exactly(
    text: str, initial: int, increment: int
) -> None:
    """``written`` (a rematch's clock, a record's header) writes whole minutes: a clock
    of 30 s increments was copied as 0 s, one of 1h0.6m as 1h1m."""
    control = parse_time_control(text)
    assert control is not None
    assert (control.initial_s, control.increment_s) == (initial, increment)
    assert parse_time_control(written(control)) == control


def test_an_increment_past_the_cap_limit_is_refused_not_written_unreadably() -> None:
    """``7d+999d24h`` was taken, and written ``7d+1000d/7d``, which nothing reads back:
    its rematch was refused as "not a time control"."""
    with pytest.raises(ServiceError, match="increment") as refused:
        parse_time_control("7d+999d24h")
    assert str(refused.value).endswith(".")
    assert parse_time_control("7d+60d/60d") is not None


@pytest.mark.parametrize(
    "address",
    [
        ".alice@example.org",
        "alice.@example.org",
        "al..ice@example.org",
        "x" * 65 + "@example.org",
        "alice@-example.org",
        "alice@example-.org",
        "alice@" + "x" * 64 + ".org",
    ],
)
def test_an_address_no_mail_server_takes_is_refused(address: str) -> None:
    """These were taken, and their ``To`` header read back with defects (a dot out of
    place), or they are past RFC 5321's 64 characters before the ``@`` (63 a label)."""
    accepted, problem = check_address(address)
    assert (accepted, problem) == (False, None)


# --- on a service, on both engines --------------------------------------------


@pytest.fixture
async def fuzz(service: Service) -> AsyncIterator[ServiceFuzz]:
    yield await ServiceFuzz.open(service)


Plan = tuple[str, list[int], str, str]
PLAN = st.tuples(
    st.sampled_from(("move", "words", "junk")),
    st.lists(st.integers(0, 2**16), min_size=1, max_size=4),
    st.sampled_from((" ", "", "  ", "-", "/")),
    st.text(max_size=40),
)
"""How to write a text, drawn before the position is known: the examples replay the
same draws whatever the game has become since (Hypothesis insists on that)."""


async def written_as(fuzz: ServiceFuzz, name: str, plan: Plan) -> str:
    """``plan`` applied to the game's position now: one of its legal moves or their
    words, a few words of its notation joined oddly, or any text."""
    how, picks, separator, junk = plan
    tokens = await fuzz.tokens(name)
    vocabulary = tokens + WORDS[name] + COMMON
    if how == "junk":
        return junk
    if how == "move":
        return (tokens or vocabulary)[picks[0] % len(tokens or vocabulary)]
    return separator.join(vocabulary[pick % len(vocabulary)] for pick in picks) + junk[:2]


NAMES = st.sampled_from(GAMES.names())


@ON_A_SERVICE
@given(name=NAMES, plan=PLAN, prefix=st.sampled_from(DM_PREFIXES) | st.none(), wrong=st.booleans())
async def test_a_move_by_command_or_dm_is_played_or_refused_with_nothing_written(
    fuzz: ServiceFuzz, name: str, plan: Plan, prefix: str | None, wrong: bool
) -> None:
    text = await written_as(fuzz, name, plan)
    if prefix is not None:
        _, problem = await fuzz.dm(name, prefix, text)
    else:
        _, problem = await fuzz.move(name, text, wrong_player=wrong)
    assert problem is None, problem


@ON_A_SERVICE
@given(name=NAMES, plan=PLAN)
async def test_autocomplete_offers_legal_moves_whatever_is_typed(
    fuzz: ServiceFuzz, name: str, plan: Plan
) -> None:
    _, problem = await fuzz.suggest(name, await written_as(fuzz, name, plan))
    assert problem is None, problem


@ON_A_SERVICE
@given(
    name=NAMES,
    halves=st.tuples(PLAN, PLAN),
    entry=st.sampled_from((None, None, None, "takeback", "resign")),
    how=st.tuples(st.booleans(), st.booleans(), st.booleans()),
    pick=st.integers(0, 99),
)
async def test_a_conditional_move_is_queued_as_read_or_refused_and_fires_on_its_move(
    fuzz: ServiceFuzz,
    name: str,
    halves: tuple[Plan, Plan],
    entry: str | None,
    how: tuple[bool, bool, bool],
    pick: int,
) -> None:
    theirs = entry or await written_as(fuzz, name, halves[0])
    mine = await written_as(fuzz, name, halves[1])
    mover, keep, answered = how
    _, problem = await fuzz.premove(name, theirs, mine, mover=mover, keep=keep)
    assert problem is None, problem
    if answered:  # the opponent moves: a kept line fires or is dropped
        _, problem = await fuzz.answer(name, pick)
        assert problem is None, problem


@ON_A_SERVICE
@given(data=st.data())
async def test_email_link_and_verify_take_only_an_address_and_the_code_sent(
    fuzz: ServiceFuzz, data: st.DataObject
) -> None:
    if data.draw(st.booleans(), label="link"):
        _, problem = await fuzz.link(data.draw(ADDRESSES, label="address"))
    else:
        code = fuzz.code
        near = st.sampled_from((code, f" {code}\n", code[:5], code + "0", "１２３４５６"))
        _, problem = await fuzz.verify(data.draw(near | st.text(max_size=12), label="code"))
    assert problem is None, problem


async def test_a_code_with_a_lone_surrogate_is_not_the_code(fuzz: ServiceFuzz) -> None:
    """Found by the fuzzing: hashing ``\\ud800`` raised ``UnicodeEncodeError`` (the
    generic apology) where a wrong code gets "not the code I sent"."""
    accepted, problem = await fuzz.verify("12\ud80034")
    assert (accepted, problem) == (False, None)
