"""Every refusal of the rules is a catalog message whose English is the rule's own sentence.

A ``GameError`` keeps its English sentence as ``str(error)`` (records and logs) and carries
the key of ``rules-<key>`` (words/catalogs/*/rules.ftl) with the values it was built from;
the service says the message (``said_of``), so a player reads it in their language. Here
every refusal we can provoke in the five games (junk, moves legal elsewhere but not here,
bad options, bad records) must have a key, and its English message must render to exactly
the rule's sentence; and every ``GameError`` built in ``rules/`` must pass a key.
"""

from __future__ import annotations

import ast
import random
from collections.abc import Callable, Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

import rules
from rules import GAMES
from rules.base import CHANCE, parse_game_entry, resolve_options
from rules.errors import GameError
from rules.plateau.refusals import PlateauIllegal
from rules.record import parse_record
from rules.replay import Replay
from service.errors import said_of
from words.plain import PLAIN
from words.reader import ENGLISH

RULES = Path(rules.__file__).parent
CATALOG = Path(__file__).parents[2] / "words" / "catalogs" / "en" / "rules.ftl"

JUNK = (
    "",
    "   ",
    "zz",
    "hello there",
    "pass",
    "swap",
    "resign",
    "resign 3",
    "draw now",
    "a0",
    "z99",
    "a1 a1 a1",
    "setup a1",
    "setup a1 a2 a3 a4",
    "side red",
    "side black",
    "black",
    "komi",
    "komi x",
    "komi 9999999999",
    "komi 7",
    "komi -500",
    "button",
    "place zz",
    "flip d4x",
    "d4x",
    "roll 6-3",
    "roll 9-9",
    "open 5-2",
    "open 3-3",
    "bar/20",
    "24/18",
    "6/off",
    "off/6",
    "1/6",
    "30/1",
    "8/4(7)",
    "24/23 24/23 24/23 24/23 24/23",
    "open a1 xx rb",
    "open b2 xx rb",
    "open a1 zz rb",
    "open a1! xx rb",
    "on xx b2",
    "on rb a1/9",
    "on rb a1!",
    "onboard a1/0 xb",
    "m a1 a2",
    "m a1! a2-1 a3+2 a4",
    "m a1 a2 a3",
    "m a1 a2+ a4",
    "m a1 flip",
    "m x1 a2",
    "m a1 a2! a3",
    "stomp d4",
    "stomp d4 now",
    "x A M M",
    "x Q",
    "x",
    "give T R M",
    "decline",
    "raise A B M M",
    "withdraw",
)


def _english(error: GameError) -> str:
    return PLAIN.render(said_of(error), ENGLISH)


def _refusals_of(game_name: str, seed: int, games: int, plies: int) -> Iterator[GameError]:
    """Refusals met along seeded random games: junk, and every move text (and move) that
    was legal somewhere tried everywhere else."""
    game = GAMES[game_name]
    rng = random.Random(seed)
    texts: set[str] = set(JUNK)
    moves: list[Any] = []
    states = []
    for _ in range(games):
        state = game.initial()
        for _ in range(plies):
            states.append(state)
            if game.outcome(state) is not None:
                break
            if game.to_move(state) is CHANCE:
                outcomes: list[tuple[Any, Fraction]] = game.chance_outcomes(state)
                move = rng.choice(outcomes)[0]
            else:
                legal = game.legal_moves(state)
                if not legal:
                    break
                move = rng.choice(legal)
            texts.add(str(move))
            moves.append(move)
            state = game.apply(state, move)
    sample = rng.sample(moves, min(len(moves), 150))
    ends = [state for state in states if game.outcome(state) is not None]
    for state in rng.sample(states, min(len(states), 30)) + ends:
        for text in texts:
            try:
                game.parse_move(state, text)
            except GameError as error:
                yield error
        for move in rng.sample(sample, min(len(sample), 40)):
            try:
                game.apply(state, move)
            except GameError as error:
                yield error


def _options_refusals(game_name: str) -> Iterator[GameError]:
    game = GAMES[game_name]
    tries: list[dict[str, object]] = [
        {"nonsense": 1},
        {"size": "huge"},
        {"size": 2},
        {"size": 10**30},
        {"size": True},
        {"komi_mode": "random"},
        {"komi_mode": "fixed"},
        {"komi_mode": "choose", "komi": 5},
        {"komi": 1.5},
        {"komi": 10**6},
        {"komi": "seven"},
        {"match_length": 0},
        {"match_length": 10**6},
        {"match_length": "x"},
        {"white_seat": 3},
    ]
    for options in tries:
        try:
            game.initial(options)
        except GameError as error:
            yield error


def _other_refusals() -> Iterator[GameError]:
    for text in ("", "moves only\n", "size: 9\ngame: pinch\n", "game: pinch\ngame: les\n"):
        try:
            parse_record(text)
        except GameError as error:
            yield error
    for name in ("chess", "", "pinchh"):
        try:
            GAMES[name]
        except GameError as error:
            yield error
    for text in ("resign", "resign 2", "timeout", "draw 1", "abandon now"):
        try:
            parse_game_entry(text)
        except GameError as error:
            yield error
    try:
        resolve_options((), {"anything": 1})
    except GameError as error:
        yield error
    replay = Replay(GAMES["pinch"], {"size": 9})
    try:
        replay.play("takeback")
    except GameError as error:
        yield error


def _check(errors: Callable[[], Iterator[GameError]], least: int) -> None:
    seen: dict[str, str] = {}
    for error in errors():
        text = str(error)
        assert error.key, f"{type(error).__name__} without a key: {text!r}"
        assert _english(error) == text, (error.key, error.values)
        seen.setdefault(error.key, text)
    assert len(seen) >= least, sorted(seen)


@pytest.mark.parametrize(
    ("game", "least"),
    [("pinch", 5), ("les", 15), ("pletore", 15), ("plakoto", 15), ("plateau", 25)],
)
def test_every_refusal_met_in_play_is_its_message(game: str, least: int) -> None:
    _check(lambda: _refusals_of(game, seed=29, games=2, plies=400), least)


@pytest.mark.parametrize("game", ["pinch", "les", "pletore", "plakoto", "plateau"])
def test_option_refusals_are_messages(game: str) -> None:
    _check(lambda: _options_refusals(game), 1)


def test_record_game_and_entry_refusals_are_messages() -> None:
    _check(_other_refusals, 8)


def _error_classes() -> set[str]:
    names = set()
    pending: list[type] = [GameError]
    while pending:
        cls = pending.pop()
        names.add(cls.__name__)
        pending.extend(cls.__subclasses__())
    return names


def _key_argument(call: ast.Call, name: str) -> ast.expr | None:
    index = 2 if name == PlateauIllegal.__name__ else 1
    return call.args[index] if len(call.args) > index else None


def _literal_part(node: ast.expr) -> str | None:
    """The key if it is a literal; for a key built from literal parts (an f-string or
    ``"prefix-" + …``, one key per variant), its first literal part."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts = [v.value for v in node.values if isinstance(v, ast.Constant)]
        return parts[0] if parts else None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _literal_part(node.left)
    return None


def test_every_game_error_built_in_rules_passes_a_key() -> None:
    classes = _error_classes()
    text = CATALOG.read_text(encoding="utf-8")
    ids = {line.split(" =", 1)[0] for line in text.splitlines() if line.startswith("rules-")}
    missing: list[str] = []
    unknown: list[str] = []
    built = 0
    for path in sorted(RULES.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if name not in classes:
                continue
            built += 1
            where = f"{path.relative_to(RULES.parent)}:{node.lineno}"
            key = _key_argument(node, name)
            literal = None if key is None else _literal_part(key)
            if literal is None:
                missing.append(where)
            elif isinstance(key, ast.Constant) and f"rules-{literal}" not in ids:
                unknown.append(f"{where} rules-{literal}")
            elif not isinstance(key, ast.Constant) and not any(literal in i for i in ids):
                unknown.append(f"{where} rules-{literal}…")
    assert built > 100
    assert not missing, "GameErrors built without a literal key: " + ", ".join(missing)
    assert not unknown, "keys missing from en/rules.ftl: " + ", ".join(unknown)


PROVOKED = [
    ("les", {}, [], "setup d4 d4 b2 b4", "les-setup-repeats"),
    ("les", {}, [], "setup d4 f6 b2 b4", "les-setup-not-adjacent"),
    ("les", {}, [], "setup d4 d5 b2 c3", "les-setup-jump-off-line"),
    ("les", {}, [], "side black", "les-setup-first"),
    ("les", {}, ["setup d4 d5 b2 b4"], "d4", "les-side-first"),
    ("pletore", {}, ["komi 6", "side black"], "button", "pletore-no-button"),
    ("pletore", {"size": 4}, ["komi 4", "side black", "a1"], "d4", "pletore-anti-mirror"),
    ("plakoto", {}, [], "24/18", "plakoto-opening-due"),
    ("plateau", {}, ["open a1 xx rb", "open d4 xx rb"], "give A", "plateau-phase-no-tender"),
    ("plateau", {}, ["open a1 xx rb", "open d4 xx rb"], "x A", "plateau-not-held"),
    ("plateau", {}, ["open a1 xx rb", "open d4 xx rb"], "stomp a1", "plateau-stomp-nothing"),
    (
        "plateau",
        {},
        ["open a1 xx rb", "open d4 xx rb"],
        "m a1 a2+1 a3",
        "plateau-pickup-not-friendly",
    ),
    ("plateau", {}, ["open a1 xx rb", "open d4 xx rb"], "m a1! a2", "plateau-direction-b"),
]


@pytest.mark.parametrize(("game", "options", "before", "typed", "key"), PROVOKED)
def test_provoked_refusals_are_their_messages(
    game: str, options: dict[str, object], before: list[str], typed: str, key: str
) -> None:
    replay = Replay(GAMES[game], options)
    for line in before:
        replay.play(line)
    with pytest.raises(GameError) as refused:
        replay.play(typed)
    assert refused.value.key == key
    assert _english(refused.value) == str(refused.value)


@pytest.mark.parametrize("seat", [0, 1])
def test_plateau_phase_refusals_select_the_colour(seat: int) -> None:
    """The waiting seat's colour is a selector on the seat (0 Black, 1 White)."""
    from dataclasses import replace

    from rules.plateau.play import wrong_phase
    from rules.plateau.state import ANSWER, DECLINED, PLAY, PendingTender

    state = GAMES["plateau"].initial()
    tender = PendingTender(1 - seat, (1, 0, 0, 0, 0, 0, 0), 3, 0)
    states = [
        (replace(state, phase=ANSWER, seat=seat, tender=tender), "move", "plateau-phase-answer"),
        (
            replace(state, phase=DECLINED, seat=seat, tender=tender),
            "move",
            "plateau-phase-declined",
        ),
        (replace(state, phase=PLAY, seat=seat, barred=True), "tender", "plateau-phase-withdrew"),
        (state, "onboard", "plateau-phase-opening"),
    ]
    for at, command, key in states:
        error = wrong_phase(at, command)
        assert error.key == key
        assert _english(error) == str(error)
