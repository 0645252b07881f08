"""Who plays whom, on published examples, and the standings' tie-breaks by hand.

- Round robins: FIDE Handbook C.05, the Berger tables for 4 and 6 players.
- Swiss: two tournaments paired by bbpPairings v6 (a FIDE-endorsed Dutch-system
  program), as shipped in the test fixtures of caissify-pairings (Apache-2.0,
  tests/fixtures/fide_official/bbp_11p5r_s43.trf and bbp_dutch_C5.trf, the latter
  bbpPairings's own rule test for heterogeneous brackets). Every round is paired here
  from the results of the rounds before it, through our side of the library's
  contract (scores, colour and float histories, byes, earlier opponents), and must
  give exactly the published pairings, colours included.
"""

from __future__ import annotations

import pytest

from service.tournaments.pairing import Board, CannotPair, round_robin, swiss_round
from service.tournaments.standings import ROUND_ROBIN, SWISS, Game, Player, points_text, standings

# FIDE Handbook C.05, Annex 1 (Berger tables): (white, black) by round.
BERGER_4 = [[(1, 4), (2, 3)], [(4, 3), (1, 2)], [(2, 4), (3, 1)]]
BERGER_6 = [
    [(1, 6), (2, 5), (3, 4)],
    [(6, 4), (5, 3), (1, 2)],
    [(2, 6), (3, 1), (4, 5)],
    [(6, 5), (1, 4), (2, 3)],
    [(3, 6), (4, 2), (5, 1)],
]

# bbpPairings's output, each seed's rounds as in TRF-16 (opponent, colour, result; "0-U"
# is the pairing-allocated bye). In the first, seed 1 had black in round 1.
BBP_11P5R_S43 = {
    1: "6b1 4w1 2b1 3w1 5b=",
    2: "7w1 5b1 1w0 6b1 3b1",
    3: "8b1 11w1 4b1 1b0 2w0",
    4: "9w1 1b0 3w0 10b1 0-U",
    5: "10b1 2w0 11b1 7w1 1w=",
    6: "1w0 9b1 10w1 2w0 7b=",
    7: "2b0 8w1 9b1 5b0 6w=",
    8: "3w0 7b0 0-U 11w= 9w=",
    9: "4b0 6w0 7w0 0-U 8b=",
    10: "5w0 0-U 6b0 4w0 11b0",
    11: "0-U 3b0 5w0 8b= 10w1",
}
BBP_C5 = {
    1: "4w1 2b1",
    2: "5b1 1w0",
    3: "6w1 4b1",
    4: "1b0 3w0",
    5: "2w0 6b1",
    6: "3b0 5w0",
}
POINTS = {"1": 1.0, "0": 0.0, "=": 0.5, "U": 1.0}


def parse(trf: dict[int, str]) -> dict[int, list[tuple[int, str, str]]]:
    """Each seed's rounds: (opponent, colour, result); opponent 0 is a bye."""
    return {
        seed: [(int(e[:-2]), e[-2], e[-1]) for e in rounds.split()] for seed, rounds in trf.items()
    }


def published(
    players: dict[int, list[tuple[int, str, str]]], number: int
) -> set[tuple[int, int | None]]:
    pairs: set[tuple[int, int | None]] = set()
    for seed, rounds in players.items():
        opponent, colour, _ = rounds[number - 1]
        if opponent == 0:
            pairs.add((seed, None))
        elif colour == "w":
            pairs.add((seed, opponent))
    return pairs


def history(players: dict[int, list[tuple[int, str, str]]], before: int) -> list[Board]:
    boards = []
    for seed, rounds in players.items():
        for number, (opponent, colour, result) in enumerate(rounds[: before - 1], start=1):
            if opponent == 0:
                boards.append(Board(number, seed, None, (POINTS[result], 0.0), played=False))
            elif colour == "w":
                boards.append(Board(number, seed, opponent, (POINTS[result], 1 - POINTS[result])))
    return boards


def test_round_robins_follow_the_berger_tables() -> None:
    assert round_robin(4, 1) == BERGER_4
    assert round_robin(6, 1) == BERGER_6
    double = round_robin(4, 2)
    assert double[:3] == BERGER_4 and double[3:] == [[(b, w) for w, b in r] for r in BERGER_4]


def test_an_odd_round_robin_rests_one_player_a_round() -> None:
    schedule = round_robin(5, 1)
    assert len(schedule) == 5 and all(len(pairs) == 2 for pairs in schedule)
    met = [frozenset(pair) for pairs in schedule for pair in pairs]
    assert len(set(met)) == len(met) == 10  # every pair once
    resting = [({1, 2, 3, 4, 5} - {s for pair in pairs for s in pair}).pop() for pairs in schedule]
    assert sorted(resting) == [1, 2, 3, 4, 5]
    with pytest.raises(ValueError):
        round_robin(1, 1)


@pytest.mark.parametrize(
    ("trf", "initial"), [(BBP_11P5R_S43, "black"), (BBP_C5, "white")], ids=["11p5r", "C5"]
)
def test_swiss_rounds_match_a_fide_endorsed_program(trf: dict[int, str], initial: str) -> None:
    players = parse(trf)
    rounds = len(players[1])
    for number in range(1, rounds + 1):
        drawn = swiss_round(
            sorted(players), history(players, number), number, rounds, initial_colour=initial
        )
        assert set(drawn) == published(players, number), f"round {number}"
        assert drawn[-1][1] is None or all(black is not None for _, black in drawn)


def test_a_swiss_that_cannot_avoid_a_rematch_says_so() -> None:
    played = [Board(1, 1, 2, (1.0, 0.0)), Board(1, 3, 4, (1.0, 0.0))]
    played += [Board(2, 1, 3, (1.0, 0.0)), Board(2, 4, 2, (1.0, 0.0))]
    played += [Board(3, 1, 4, (1.0, 0.0)), Board(3, 2, 3, (1.0, 0.0))]
    with pytest.raises(CannotPair):
        swiss_round([1, 2, 3, 4], played, 4, 4)


def test_sonneborn_berger_breaks_a_round_robin_tie() -> None:
    # B 2, C 1½, D 1½, A 1: C and D tie on points and on Sonneborn-Berger (each beat A
    # and drew the other), so they share second place; B's win over D was a forfeit.
    players = [Player(u, s) for s, u in enumerate((10, 20, 30, 40), start=1)]
    games = [
        Game(1, 10, 20, (1.0, 0.0)),
        Game(1, 30, 40, (0.5, 0.5)),
        Game(2, 20, 30, (1.0, 0.0)),
        Game(2, 40, 10, (1.0, 0.0)),
        Game(3, 30, 10, (1.0, 0.0)),
        Game(3, 20, 40, (1.0, 0.0), forfeit=True),
    ]
    lines = standings(ROUND_ROBIN, players, games)
    assert [(s.user_id, s.points, s.tiebreaks) for s in lines] == [
        (20, 2.0, (1.5 + 1.5,)),  # beat C (1.5) and D (1.5)
        (30, 1.5, (1.0 + 0.75,)),  # beat A (1), drew D (1.5 / 2)
        (40, 1.5, (1.0 + 0.75,)),  # beat A (1), drew C (1.5 / 2)
        (10, 1.0, (2.0,)),  # beat B (2)
    ]
    assert [s.rank for s in lines] == [1, 2, 2, 4]
    assert lines[0].cells == ("0", "×", "1", "+") and lines[3].cells[3] == "0"
    assert points_text(2.5) == "2½" and points_text(0.5) == "½" and points_text(3) == "3"


def test_buchholz_counts_a_bye_as_the_players_own_score() -> None:
    players = [Player(u, s) for s, u in enumerate((1, 2, 3), start=1)]
    games = [
        Game(1, 1, 2, (1.0, 0.0)),
        Game(1, 3, None, (1.0, 0.0)),
        Game(2, 3, 1, (0.0, 1.0)),
        Game(2, 2, None, (1.0, 0.0)),
        Game(3, 2, 3, (0.5, 0.5)),
        Game(3, 1, None, (1.0, 0.0)),
    ]
    lines = standings(SWISS, players, games)
    points = {s.user_id: s.points for s in lines}
    assert points == {1: 3.0, 2: 1.5, 3: 1.5}
    by_user = {s.user_id: s for s in lines}
    assert by_user[1].tiebreaks == (1.5 + 1.5 + 3.0, 1.5)  # the bye counts as 3, median drops it
    assert by_user[2].tiebreaks == (3.0 + 1.5 + 1.5, 1.5)
    assert by_user[3].cells == ("bye 1", "1w0", "2b½")
