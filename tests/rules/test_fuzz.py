"""Property-based fuzzing of every parser and every option, for all five games.

Hypothesis draws move texts (arbitrary unicode, and a grammar-biased mix of the
game's own notation tokens, mutated), option mappings of every value type, and
record texts; the properties are ``bench/fuzz/checks.py``'s, and these strategies
share the token tables of ``bench/fuzz/tokens.py``. This is the small deterministic
sample the suite runs; the dedicated run is ``python -m bench fuzz`` (10⁵ inputs per
game).
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench.fuzz.checks import check_options, check_parse, check_record, sentence_problem
from bench.fuzz.games import fuzz_game
from bench.fuzz.positions import move_tokens, positions
from bench.fuzz.tokens import COMMON, JUNK, OPTION_NAMES_JUNK, OPTION_VALUES, SEPARATORS, WORDS
from rules import GAMES
from rules.errors import GameError

NAMES = GAMES.names()
SAMPLE = settings(
    max_examples=120,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
"""Deterministic for CI: the same examples every run, nothing written to disk."""

STATES: dict[str, list[Any]] = {name: positions(name, 8) for name in NAMES}
TOKENS: dict[str, list[tuple[str, ...]]] = {
    name: [move_tokens(GAMES[name], state) for state in STATES[name]] for name in NAMES
}


@st.composite
def mutated(draw: st.DrawFn, words: st.SearchStrategy[str]) -> str:
    """A token with one random edit: case, a dropped, doubled or inserted character."""
    word = draw(words)
    edit = draw(st.sampled_from(("keep", "upper", "title", "swap", "drop", "double", "junk")))
    if edit in ("upper", "title", "swap"):
        return {"upper": word.upper(), "title": word.title(), "swap": word.swapcase()}[edit]
    if edit == "keep" or not word:
        return word
    at = draw(st.integers(0, len(word) - 1))
    if edit == "drop":
        return word[:at] + word[at + 1 :]
    if edit == "double":
        return word[:at] + word[at] + word[at:]
    return word[:at] + draw(st.sampled_from(JUNK) | st.characters()) + word[at:]


def grammar(name: str, tokens: tuple[str, ...]) -> st.SearchStrategy[str]:
    """One to five of the game's tokens, mutated, in any order, joined oddly."""
    vocabulary = (
        st.sampled_from(tokens + WORDS[name] + COMMON)
        if tokens
        else st.sampled_from(WORDS[name] + COMMON)
    )
    parts = st.lists(mutated(vocabulary | st.sampled_from(JUNK)), min_size=1, max_size=5)
    return st.builds(
        lambda words, sep, before, after: before + sep.join(words) + after,
        parts,
        st.sampled_from(SEPARATORS),
        st.sampled_from(("",) * 6 + JUNK),
        st.sampled_from(("",) * 6 + JUNK),
    )


def move_text(name: str, index: int) -> st.SearchStrategy[str]:
    tokens = TOKENS[name][index]
    exact = st.sampled_from(tokens) if tokens else st.just("")
    return st.text(max_size=60) | grammar(name, tokens) | exact


@pytest.mark.parametrize("name", NAMES)
@SAMPLE
@given(data=st.data())
def test_parse_move_refuses_with_a_sentence_or_gives_a_legal_round_tripping_move(
    name: str, data: st.DataObject
) -> None:
    index = data.draw(st.integers(0, len(STATES[name]) - 1), label="position")
    text = data.draw(move_text(name, index), label="text")
    _, problem = check_parse(GAMES[name], STATES[name][index], text)
    assert problem is None, problem


OPTION_VALUE = st.one_of(
    st.sampled_from(OPTION_VALUES),
    st.integers(),
    st.integers(min_value=-(2**80), max_value=2**80),
    st.floats(),
    st.booleans(),
    st.none(),
    st.text(max_size=12),
    st.from_regex(r"\s*[+-]?[0-9]{1,25}\s*", fullmatch=True),
)


def option_maps(name: str) -> st.SearchStrategy[dict[str, object]]:
    names = tuple(spec.name for spec in GAMES[name].option_specs)
    key = st.sampled_from(OPTION_NAMES_JUNK) | st.text(max_size=8)
    if names:
        key = st.sampled_from(names) | key
    return st.dictionaries(key, OPTION_VALUE, max_size=4)


@pytest.mark.parametrize("name", NAMES)
@SAMPLE
@given(data=st.data())
def test_initial_refuses_bad_options_with_a_sentence(name: str, data: st.DataObject) -> None:
    options = data.draw(option_maps(name), label="options")
    _, problem = check_options(GAMES[name], options)
    assert problem is None, problem


@st.composite
def records(draw: st.DrawFn, name: str) -> str:
    """A header (sometimes broken), a blank line or not, then moves mixed with junk."""
    lines = []
    if draw(st.integers(0, 9)):
        lines.append("game: " + draw(mutated(st.just(name)) | st.just(name)))
    for key, value in draw(option_maps(name)).items():
        shown = "9" * 4400 if isinstance(value, int) and abs(value) > 10**4000 else value
        lines.append(f"{key}: {shown}")
    if draw(st.booleans()):
        lines.append("")
    index = draw(st.integers(0, len(STATES[name]) - 1))
    lines += draw(st.lists(move_text(name, index) | st.sampled_from(TOKENS[name][0]), max_size=8))
    return draw(st.sampled_from(("\n", "\r\n"))).join(lines)


@pytest.mark.parametrize("name", NAMES)
@settings(SAMPLE, max_examples=60)
@given(data=st.data())
def test_records_replay_or_refuse_with_a_sentence(name: str, data: st.DataObject) -> None:
    text = data.draw(records(name) | st.text(max_size=80), label="record")
    _, problem = check_record(text)
    assert problem is None, problem


@pytest.mark.parametrize("name", NAMES)
def test_the_dedicated_run_finds_nothing_on_a_small_sample(name: str) -> None:
    """``python -m bench fuzz``'s plain generators, a few hundred inputs per game."""
    tally = fuzz_game(name, 300)
    assert tally.inputs == 300
    assert tally.crashes == []


@pytest.mark.parametrize("name", [n for n in NAMES if GAMES[n].option_specs])
@pytest.mark.parametrize(
    "value", [10**5000, -(10**5000), 10**19], ids=["1e5000", "-1e5000", "1e19"]
)
def test_a_huge_whole_number_option_is_refused_not_crashed_on(name: str, value: int) -> None:
    """Found by this fuzzing: ``repr`` of an int past 4300 digits raises ``ValueError``."""
    for spec in GAMES[name].option_specs:
        with pytest.raises(GameError) as refused:
            GAMES[name].initial({spec.name: value})
        assert sentence_problem(refused.value) is None
