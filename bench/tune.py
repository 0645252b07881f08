"""``python -m bench tune NAME=VALUE ...``: Plakoto's estimate with some of its constants
changed, against the estimate as it is, by self-play (issue 22, item 3).

Both sides are the same greedy player (every legal turn rated by the estimate, the best
one played, ``level:3,iterations=1``), so the only difference is the constants: a
variant that wins more than half of the games evaluates better. Games come in pairs
with the seats swapped and the same dice (``ai.duel``), so an unchanged variant scores
exactly 50%. Each variant prints one line with its score and Wilson interval.
Greedy games are quick (about 0.1 s each), so 800 games a variant take a minute or so
on two cores; ``ai.knowledge.plakoto.estimate`` records what was tried.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import ai.knowledge.plakoto.estimate as estimate
from ai.duel import Duel, run_duel
from ai.players import parse_player
from bench.strength import wilson
from rules import GAMES

GREEDY = parse_player("level:3,iterations=1")


@dataclass(frozen=True)
class Variant:
    """A duel side: the greedy player with ``changes`` made to the estimate's constants
    while it chooses (and put back after, so the other side plays the original)."""

    changes: tuple[tuple[str, Any], ...] = ()
    text: str = "as it is"

    def choose(
        self, game_name: str, state: Any, seat: int, seed: int, time_scale: float = 1.0
    ) -> Any:
        saved = {name: getattr(estimate, name) for name, _ in self.changes}
        for name, value in self.changes:
            setattr(estimate, name, value)
        try:
            return GREEDY.choose(game_name, state, seat, seed, time_scale)
        finally:
            for name, value in saved.items():
                setattr(estimate, name, value)


def parse_variant(text: str) -> Variant:
    """``NAME=VALUE[;NAME=VALUE...]`` with Python literals (``PIN_COST=(0, 8, ...)``)."""
    changes = []
    for part in text.split(";"):
        name, sep, value = part.partition("=")
        name = name.strip()
        if not sep or not name.isupper() or not hasattr(estimate, name):
            raise ValueError(f"{part!r} is not NAME=VALUE with a constant of the estimate.")
        try:
            parsed = ast.literal_eval(value.strip())
        except (ValueError, SyntaxError):
            raise ValueError(f"{value.strip()!r} is not a Python literal.") from None
        current = getattr(estimate, name)
        if type(parsed) is not type(current) and not (
            isinstance(current, float) and isinstance(parsed, int)
        ):
            raise ValueError(f"{name} is a {type(current).__name__}, not {parsed!r}.")
        changes.append((name, parsed))
    return Variant(tuple(changes), text)


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench tune", description=__doc__)
    parser.add_argument("variants", nargs="+", help="NAME=VALUE[;NAME=VALUE...] each")
    parser.add_argument("--games", type=int, default=800, help="games per variant (even)")
    parser.add_argument("--jobs", type=int, default=None, help="parallel games")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args(argv)
    try:
        variants = [parse_variant(text) for text in args.variants]
    except ValueError as exc:
        parser.error(str(exc))
    game = GAMES["plakoto"]
    options = game.options_of(game.initial({"match_length": 1}))
    for variant in variants:
        duel = Duel("plakoto", options, variant, Variant(), args.seed)
        summary = run_duel(duel, args.games, args.jobs)
        score = (summary["wins"] + summary["draws"] / 2) / args.games
        low, high = wilson(score, args.games)
        sys.stdout.write(
            f"{variant.text}: {summary['wins']}-{summary['draws']}-{summary['losses']}, "
            f"{score:.1%} ({low:.0%}-{high:.0%})\n"
        )
        sys.stdout.flush()
    return 0
