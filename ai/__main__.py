"""``python -m ai duel GAME --a SPEC --b SPEC --games N``: one JSON line of results.

SPEC is ``random`` or ``level:N`` with optional modifiers
(``level:3,knowledge=off``, ``level:3,iterations=500``, ``level:3,seconds=2``,
``level:3,blunder=0.1``, ``level:3,imprecision=0.02``).
``--set key=value`` sets a game option, validated by the engine; ``--time-scale F``
multiplies every budget by F, so quick checks run the same search for less time.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from ai.duel import Duel, run_duel
from ai.players import Player, parse_player
from rules import GAMES
from rules.errors import GameError


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m ai", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    duel = commands.add_parser("duel", help="play a match between two players")
    duel.add_argument("game", help="game name or alias")
    duel.add_argument("--a", required=True, type=_player, help="the player measured")
    duel.add_argument("--b", required=True, type=_player, help="its opponent")
    duel.add_argument("--games", type=_positive, default=100, help="games (a starts every other)")
    duel.add_argument("--seed", type=int, default=0, help="makes the run reproducible")
    duel.add_argument(
        "--set",
        dest="options",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option, e.g. size=9 (repeatable)",
    )
    duel.add_argument("--jobs", type=_positive, default=None, help="parallel games (default: CPUs)")
    duel.add_argument(
        "--time-scale",
        type=_scale,
        default=1.0,
        metavar="F",
        help="every budget (iterations and seconds) times F, e.g. 0.05",
    )
    args = parser.parse_args(argv)

    options: dict[str, object] = {}
    for item in args.options:
        key, equals, value = item.partition("=")
        if not equals or not key:
            duel.error(f"--set takes KEY=VALUE, not {item!r}.")
        options[key.strip()] = value.strip()
    try:
        game = GAMES[args.game]
        resolved = game.options_of(game.initial(options))
    except GameError as error:
        duel.error(str(error))
    duel_spec = Duel(game.name, resolved, args.a, args.b, args.seed, args.time_scale)
    summary = run_duel(duel_spec, args.games, args.jobs)
    sys.stdout.write(json.dumps(summary) + "\n")


def _player(text: str) -> Player:
    try:
        return parse_player(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _scale(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value <= 100:
        raise argparse.ArgumentTypeError(f"expected a number above 0 and at most 100, not {text!r}")
    return value


def _positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, not {text!r}")
    return int(text)


if __name__ == "__main__":
    main()
