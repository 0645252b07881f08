"""``python -m bench fuzz``: every parser and every option of the five games, fed junk.

The hardening issue's dedicated run: ``--inputs`` inputs per game (10⁵ by default),
split between move texts (arbitrary unicode, and a grammar-biased mix of the game's
own notation tokens, mutated) parsed in positions reached by seeded random playouts,
option mappings given to ``initial``, and record texts replayed as the referee does.
The properties are the ones ``tests/rules/test_fuzz.py`` checks with Hypothesis on a
small sample (that test builds its strategies from the token tables of
``bench.fuzz.tokens``): the only exceptions are ``GameError``s whose message is a
sentence, a move that parses is legal and round-trips, and accepted options rebuild
the same start position.
Then the commands' own options (``bench.fuzz.commands``: ``clock:``, ``games:``,
``/premove``'s ``if:``/``then:``, ``/email link address:``, ``--option-inputs`` each)
and the commands that read a player's text on a service and its database
(``bench.fuzz.service``: ``/move``, DM moves, autocomplete, ``/premove add``,
``/email link`` and ``verify``, ``--service-inputs`` each); naming games runs only those.
Everything is seeded: the same arguments give the same figures, crashes included.
"""

from __future__ import annotations

import argparse
import asyncio

from bench.fuzz.commands import fuzz_parser, parser_cases
from bench.fuzz.games import fuzz_game
from bench.fuzz.service import run_service
from bench.fuzz.table import HEADER, Tally, show
from rules import GAMES


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
    """The commands' own options (``bench.fuzz.commands``): the pure parsers, then the
    service's commands on a fresh SQLite database (``bench.fuzz.service``)."""
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
