"""The game guides (``service.guide``) against the engines, and ``docs/rules/`` against them.

Every move example is parsed and played in the position it belongs to, so the
notation /rules and the docs teach is the notation the parser accepts; each docs
page must repeat its guide's summary, diagram, examples and options word for word.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.help import rule_text
from bot.words import DISCORD
from rules import GAMES
from rules.errors import GameError, UnknownGame
from service import PLAYER_ERRORS
from service.guide import GUIDES, Example, GameGuide, guide_for
from service.guide.model import after
from words import ENGLISH, Speech

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = [(guide.name, example) for guide in GUIDES.values() for example in guide.examples]

CHALLENGE_NAME = {"size": "size", "komi": "komi", "match_length": "points"}
"""Engine options a /challenge sets, by the name the challenge gives them."""
SET_BY_THE_SERVICE = {"komi_mode", "white_seat"}
"""Engine options no challenge names: komi_mode follows from komi, white_seat from first."""


def test_every_game_has_a_guide_in_the_registry_order() -> None:
    assert list(GUIDES) == GAMES.names()


@pytest.mark.parametrize(
    "game, example", EXAMPLES, ids=[f"{game}:{example.text}" for game, example in EXAMPLES]
)
def test_each_example_is_a_legal_move_in_its_position(game: str, example: Example) -> None:
    engine = GAMES[game]
    state = example.where()
    assert engine.outcome(state) is None
    assert isinstance(engine.to_move(state), int)  # a player's turn, not the dice's
    move = engine.parse_move(state, example.text)
    if engine.legal_move_count(state) is not None:  # None: a free komi, Les's setup
        assert move in engine.legal_moves(state)
    engine.apply(state, move)
    assert engine.parse_move(state, str(move)) == move


@pytest.mark.parametrize("guide", GUIDES.values(), ids=list(GUIDES))
def test_the_guide_names_every_option_a_challenge_sets(guide: GameGuide) -> None:
    text = " ".join(english(option) for option in guide.options)
    assert "`first:`" in text
    for spec in GAMES[guide.name].option_specs:
        if spec.name in SET_BY_THE_SERVICE:
            continue
        assert spec.name in CHALLENGE_NAME, f"{spec.name}: say in the guide how to set it"
        assert f"`{CHALLENGE_NAME[spec.name]}:`" in text
        if spec.default is not None:
            assert f"default {spec.default}" in text


@pytest.mark.parametrize("guide", GUIDES.values(), ids=list(GUIDES))
def test_the_diagram_is_a_small_plain_text_board_of_a_running_game(guide: GameGuide) -> None:
    lines = guide.diagram().splitlines()
    assert 10 <= len(lines) <= 40
    assert all(len(line) <= 72 and line.isascii() and "`" not in line for line in lines)


def test_guides_are_found_by_name_or_alias_in_any_case() -> None:
    assert guide_for("PINCH") is GUIDES["pinch"]
    assert guide_for(" Tsiliton ") is GUIDES["plakoto"]


def test_an_unknown_game_is_a_player_error_naming_the_games() -> None:
    with pytest.raises(UnknownGame) as refused:
        guide_for("chess")
    assert isinstance(refused.value, PLAYER_ERRORS)
    assert all(name in str(refused.value) for name in GAMES.names())


def english(speech: Speech) -> str:
    """What Discord shows in English, markdown as the docs write it."""
    return DISCORD.render(speech, ENGLISH)


def flat(text: str) -> str:
    """Words and code as they read: bold, which the docs add more of, left out."""
    return " ".join(text.replace("**", "").split())


def section(page: str, heading: str) -> str:
    start = page.index(f"\n## {heading}\n")
    end = page.find("\n## ", start + 1)
    return page[start : end if end >= 0 else None]


@pytest.mark.parametrize("guide", GUIDES.values(), ids=list(GUIDES))
def test_the_docs_page_repeats_the_guide(guide: GameGuide) -> None:
    page = (ROOT / guide.docs).read_text(encoding="utf-8")
    assert page.startswith(f"# {guide.title}\n")
    assert flat(f"*{english(guide.tagline)}*") in flat(page)
    in_short = flat(section(page, "In short"))
    for rule in guide.rules:
        text = rule_text(rule, ENGLISH)
        assert flat(f"- {text}") in in_short, text[:40]
    assert f"```\n{guide.diagram()}\n```\n\n" in section(page, "A position")
    assert flat(english(guide.caption)) in flat(section(page, "A position"))
    rows = re.findall(r"^\| `([^`]+)` \| (.+) \|$", section(page, "Moves"), re.MULTILINE)
    assert rows == [(example.text, english(example.meaning)) for example in guide.examples]
    options = flat(section(page, "Challenge options"))
    for option in guide.options:
        text = english(option)
        assert flat(f"- {text}") in options, text[:40]


def test_the_pletore_page_example_of_the_mirror_rule() -> None:
    """docs/rules/pletore.md: on 6×6, after Black c2, White may not play d5."""
    engine = GAMES["pletore"]
    state = after("pletore", {"size": 6, "komi": 5}, "c2")()
    with pytest.raises(GameError):
        engine.apply(state, engine.parse_move(state, "d5"))
    engine.apply(state, engine.parse_move(state, "d4"))
