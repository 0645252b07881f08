"""The prose of the text diagrams comes from ``words/catalogs/<locale>/diagrams.ftl``.

Each game's diagram is drawn in several positions (start, protocol, mid-game, end)
for Spanish, German and Greek readers: no line is longer than 72 columns, no English
sentence is left, and in the pseudo-locale every word outside the board came from a
catalog message. The board itself is notation and the same in every language.
"""

from __future__ import annotations

import unicodedata
from typing import Any

import pytest

from rules import GAMES
from rules.replay import Replay
from service.boards.diagrams import (
    les_diagram,
    pinch_diagram,
    plakoto_diagram,
    plateau_diagram,
    pletore_diagram,
)
from tests.rendering.test_text_diagrams import (
    NAMES,
    plakoto_until,
    plateau_game,
    random_replay,
)
from tests.words.untranslated import untranslated
from words import ENGLISH, Reader

LOCALES = ("es", "de", "el")
PSEUDO = Reader("en-XA")


def pinch_positions() -> list[str | Any]:
    pinch = GAMES["pinch"]
    won = "e1 a1 e2 a2 e3 a3 e4 a4 e5 a5 e6 a6 e7 a7 e8 a8 e9".split()
    return [
        Replay.of(pinch, {"size": 9}, "e6 a1 a9 e5 f5".split()).view(None),
        Replay.of(pinch, {"size": 9}, ["e5", "swap"]).view(None),
        Replay.of(pinch, {"size": 9}, won).view(None),
        Replay.of(pinch, {"size": 9}, ["e5", "d4", "resign 0"]).view(1),
        random_replay("pinch", {"size": 13}, seed=4, plies=60).view(None),
    ]


def pletore_positions() -> list[Any]:
    pletore = GAMES["pletore"]
    middle = random_replay(
        "pletore", {"size": 19}, seed=2, plies=70, opening=("komi 3", "side white")
    )
    ended = random_replay("pletore", {}, seed=3, plies=6, opening=("komi 1", "side white"))
    ended.play("timeout 1")
    return [
        pletore.view(pletore.initial({}), None),
        Replay.of(pletore, {}, ["komi 3"]).view(None),
        middle.view(None),
        ended.view(None),
    ]


def les_positions() -> list[Any]:
    les = GAMES["les"]
    played = Replay.of(les, {"size": 4}, ["setup d4 d5 b2 b4", "side white", "b3 g7"])
    ended = random_replay(
        "les", {"size": 4}, seed=1, plies=400, opening=("setup d4 d5 b2 b4", "side white")
    )
    return [
        les.view(les.initial({"size": 4}), None),
        Replay.of(les, {"size": 4}, ["setup d4 d5 b2 b4"]).view(None),
        played.view(None),
        ended.view(None),
    ]


def plakoto_positions() -> list[Any]:
    plakoto = GAMES["plakoto"]
    timed_out = plakoto_until(lambda v: v.phase == "move", seed=1)
    timed_out.play("timeout 0")
    return [
        plakoto.view(plakoto.initial({}), None),
        plakoto_until(lambda v: v.phase == "move" and v.side == "black" and v.pinned, seed=3).view(
            None
        ),
        plakoto_until(lambda v: v.phase == "roll" and sum(v.off) > 0 and v.last_path, 8).view(None),
        timed_out.view(None),
    ]


def plateau_positions() -> list[Any]:
    ended = plateau_game(seed=7, plies=18)
    ended.play("resign 1")
    return [
        GAMES["plateau"].view(GAMES["plateau"].initial({}), None),
        *(plateau_game(seed=7, plies=18).view(seat) for seat in (None, 0, 1)),
        ended.view(1),
    ]


GAMES_DRAWN: dict[str, tuple[Any, Any]] = {
    "pinch": (pinch_diagram, pinch_positions),
    "pletore": (pletore_diagram, pletore_positions),
    "les": (les_diagram, les_positions),
    "plakoto": (plakoto_diagram, plakoto_positions),
    "plateau": (plateau_diagram, plateau_positions),
}


def diagrams(name: str, reader: Reader) -> list[tuple[Any, str]]:
    draw, positions = GAMES_DRAWN[name]
    return [(view, draw(view, names=NAMES, reader=reader)) for view in positions()]


def board(diagram: str) -> list[str]:
    """The board: the lines between the first blank line and the next (or the end)."""
    lines = diagram.splitlines()
    start = lines.index("") + 1
    end = lines.index("", start) if "" in lines[start:] else len(lines)
    return lines[start:end]


def prose(diagram: str) -> list[str]:
    """Every line but the board's."""
    lines = diagram.splitlines()
    start = lines.index("") + 1
    return lines[:start] + lines[start + len(board(diagram)) :]


def sentences(diagram: str) -> list[str]:
    """The English prose lines that are sentences (three words or more of letters)."""
    return [
        line.strip()
        for line in prose(diagram)
        if sum(1 for word in line.split() if word.isalpha() and len(word) > 2) >= 3
    ]


@pytest.mark.parametrize("name", sorted(GAMES_DRAWN))
def test_the_default_reader_is_english(name):
    draw, positions = GAMES_DRAWN[name]
    for view in positions():
        assert draw(view, names=NAMES) == draw(view, names=NAMES, reader=ENGLISH)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", sorted(GAMES_DRAWN))
def test_each_language_draws_the_same_board_with_its_own_prose(name, locale):
    english = diagrams(name, ENGLISH)
    translated = diagrams(name, Reader(locale))
    for (view, theirs), (_, ours) in zip(translated, english, strict=True):
        assert board(theirs) == board(ours)
        verdict = getattr(view, "verdict", None) or ""
        for sentence in sentences(ours):
            if sentence not in verdict:  # the rules' own sentence (rules.les.holes), not ours
                assert sentence not in theirs, (sentence, theirs)
        for line in theirs.splitlines():
            assert len(line) <= 72, line
            assert line == line.rstrip(), line
            assert all(unicodedata.category(char)[0] != "C" for char in line), line
        if locale == "el":
            assert any("\u0370" <= char <= "\u03ff" for char in theirs)


@pytest.mark.parametrize("name", sorted(GAMES_DRAWN))
def test_in_the_pseudo_locale_every_prose_word_is_a_catalogs(name):
    for view, diagram in diagrams(name, PSEUDO):
        verdict = getattr(view, "verdict", None)
        let_through = (*NAMES, verdict) if verdict else NAMES
        text = " ".join(" ".join(prose(diagram)).split())  # the verdict unwrapped
        left = untranslated(text, let_through)
        assert left == [], (left, diagram)
