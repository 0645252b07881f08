"""Who plays whom: FIDE's Berger tables for round robins, the FIDE Dutch system for Swiss.

Both come from ``caissify-pairings``, a pairing library whose Dutch engine is
checked against bbpPairings (a FIDE-endorsed program) to FIDE's A.7 standard and
whose Berger tables match FIDE Handbook C.05; nothing of the pairing rules is
written here. What is written here is the caller's side of its contract: each
player's score, colour and float history, byes and earlier opponents, computed
from the tournament's results (``Board``), for every round from the second on.

Players are named by their seed (their pairing number, 1..n); the desk maps seeds
to users. Seat 0 moves first in every game, so "white" is seat 0 here.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from contextlib import redirect_stdout
from dataclasses import dataclass
from typing import Any

from caissify_pairings import generate_pairings  # type: ignore[import-untyped]
from caissify_pairings.engines.round_robin import berger_round  # type: ignore[import-untyped]

BYE_POINTS = 1.0
"""A pairing-allocated bye scores as a win (FIDE C.04.1), in a Swiss; a round robin's
odd player simply rests that round."""


@dataclass(frozen=True, slots=True)
class Board:
    """One board of a round as the rules see it: ``black`` None is a bye. ``points``:
    (white's, black's) once the game is over, None while it runs. ``played``: the
    game was played out (colours count, the two may not meet again); a bye was not."""

    round: int
    white: int
    black: int | None
    points: tuple[float, float] | None
    played: bool = True


class CannotPair(Exception):
    """No pairing of the next round satisfies the rules (too few players left to meet
    new opponents): the event ends after the rounds already played."""


def round_robin(seeds: int, cycles: int) -> list[list[tuple[int, int]]]:
    """Every round of an ``seeds``-player round robin as (white, black) seed pairs, from
    FIDE's Berger tables; an odd field adds a phantom whose opponent rests (left out).
    A second cycle repeats the first with colours swapped."""
    if seeds < 2 or cycles not in (1, 2):
        raise ValueError("a round robin needs two players and one or two cycles")
    table = seeds + seeds % 2
    first = [
        [
            (white, black)
            for white, black in berger_round(table, number)
            if max(white, black) <= seeds
        ]
        for number in range(1, table)
    ]
    second = [[(black, white) for white, black in pairs] for pairs in first]
    return first + second if cycles == 2 else first


def swiss_round(
    seeds: Sequence[int],
    history: Sequence[Board],
    round_number: int,
    total_rounds: int,
    *,
    initial_colour: str = "white",
) -> list[tuple[int, int | None]]:
    """Round ``round_number`` of a Swiss for the players ``seeds`` still in it, by the
    Dutch system, given every earlier board (withdrawn players' too). Returns (white,
    black) pairs by board, a bye as (player, None). `CannotPair` if none exists.

    ``initial_colour``: seed 1's colour in round 1 (FIDE draws it by lot; here the seeds
    are drawn by lot instead, so seed 1 simply moves first)."""
    players = [_player(seed, history) for seed in seeds]
    played = {frozenset((b.white, b.black)) for b in history if b.black is not None and b.played}
    previous = {(min(pair), max(pair)) for pair in played}
    try:
        with redirect_stdout(io.StringIO()):  # the library prints its doubts; they are ours
            drawn: list[dict[str, Any]] = generate_pairings(
                system="dutch",
                players=players,
                previous_pairings=previous,
                round_number=round_number,
                total_rounds=total_rounds,
                bye_value=BYE_POINTS,
                initial_color=initial_colour,
            )
    except Exception as error:  # the library signals an impossible round by raising
        raise CannotPair(str(error)) from error
    paired = [(int(p["white_id"]), _optional(p.get("black_id"))) for p in drawn]
    seen = [seed for pair in paired for seed in pair if seed is not None]
    byes = sum(black is None for _, black in paired)
    rematch = any(frozenset(p) in played for p in paired if p[1] is not None)
    if sorted(seen) != sorted(seeds) or byes != len(seeds) % 2 or rematch:
        raise CannotPair(f"round {round_number} cannot be paired without a rematch")
    return sorted(paired, key=lambda pair: pair[1] is None)  # the bye on the last board


def _optional(value: object) -> int | None:
    return None if value is None else int(str(value))


def _player(seed: int, history: Sequence[Board]) -> dict[str, Any]:
    """The library's player record, from the boards before the round being paired.

    Floats (FIDE C.04.3 A.4): a bye is a downfloat; in a game, whoever had more points
    before the round floated down, the other up; an unplayed game floats down whoever
    scored in it. Only played games give a colour."""
    before = _scores_before(history)
    score, colours, floats, byes = 0.0, [], [], 0
    for board in sorted(history, key=lambda b: b.round):
        if seed not in (board.white, board.black) or board.points is None:
            continue
        mine = board.points[0] if seed == board.white else board.points[1]
        score += mine
        if board.black is None:
            byes += 1
            floats.append("down")
            continue
        if not board.played:  # an unplayed game floats its winner down (as bbpPairings)
            floats.append("down" if mine > 0 else "none")
            continue
        opponent = board.black if seed == board.white else board.white
        colours.append("white" if seed == board.white else "black")
        own, theirs = before[(board.round, seed)], before[(board.round, opponent)]
        floats.append("down" if own > theirs else "up" if own < theirs else "none")
    return {
        "id": seed,
        "name": str(seed),
        "score": score,
        "rating": 0,  # no ratings seed the field: the pairing numbers (drawn) decide
        "starting_number": seed,
        "color_hist": colours,
        "float_history": floats,
        "bye_count": byes,
    }


def _scores_before(history: Sequence[Board]) -> dict[tuple[int, int], float]:
    """Each player's score before each round they played, by (round, seed)."""
    totals: dict[int, float] = {}
    before: dict[tuple[int, int], float] = {}
    for number in sorted({board.round for board in history}):
        boards = [board for board in history if board.round == number]
        for board in boards:
            for seed in (board.white, board.black):
                if seed is not None:
                    before[(number, seed)] = totals.get(seed, 0.0)
        for board in boards:
            if board.points is not None:
                totals[board.white] = totals.get(board.white, 0.0) + board.points[0]
                if board.black is not None:
                    totals[board.black] = totals.get(board.black, 0.0) + board.points[1]
    return before
