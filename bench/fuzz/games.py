"""One game's run: move texts in seeded positions, option mappings and record texts."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from bench.fuzz.checks import check_options, check_parse, check_record
from bench.fuzz.generators import grammar_text, random_options, random_record, random_unicode
from bench.fuzz.positions import move_tokens, positions
from bench.fuzz.table import Tally
from bench.fuzz.tokens import WORDS
from rules import GAMES


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
