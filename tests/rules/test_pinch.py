"""Every worked example of ``shared/rules/pinch.md`` §5, plus notation and invariants."""

from __future__ import annotations

import random

import pytest

from rules import GAMES
from rules.base import Termination
from rules.errors import IllegalMove, InvalidNotation, InvalidOptions
from rules.pinch import PINCH, PinchState, Place, Swap
from rules.pinch.geometry import geometry
from rules.replay import Replay


def position(black: str, white: str, mover: str, size: int = 9) -> PinchState:
    """A mid-game position (swap no longer possible) with ``mover`` ('X' or 'O') to play."""
    geo = geometry(size)

    def board(points: str) -> int:
        bits = 0
        for name in points.split():
            move = PINCH.parse_move(PINCH.initial({"size": size}), name)
            bits |= 1 << geo.index(move.x, move.y)
        return bits

    ply = 2 if mover == "X" else 3
    return PinchState(size, board(black), board(white), ply, False, None, None, 0)


def stones(state: PinchState) -> tuple[list[str], list[str]]:
    view = PINCH.view(state, None)
    black = sorted(n for n, c in _named(view).items() if c == "black")
    white = sorted(n for n, c in _named(view).items() if c == "white")
    return black, white


def _named(view) -> dict[str, str]:
    return {f"{'abcdefghijklm'[x]}{y + 1}": c for (x, y), c in view.stones.items()}


def play(state: PinchState, text: str) -> PinchState:
    return PINCH.apply(state, PINCH.parse_move(state, text))


def converted(state: PinchState) -> list[str]:
    return PINCH.view(state, None).converted_names()


# (name, black, white, mover, move, converted, black after, white after)
EXAMPLES = [
    ("T1", "e6", "e5", "X", "f5", "e5", "e5 e6 f5", ""),
    ("T2", "d5", "e5", "X", "f5", "", "d5 f5", "e5"),
    ("T3", "d4", "e5", "X", "f6", "", "d4 f6", "e5"),
    ("T4a", "e6 f5", "", "O", "e5", "", "e6 f5", "e5"),
    ("T4b", "e6 f5", "e5", "X", "a9", "", "a9 e6 f5", "e5"),
    ("T4c-d5", "e6 f5", "e5", "X", "d5", "e5", "d5 e5 e6 f5", ""),
    ("T4c-e4", "e6 f5", "e5", "X", "e4", "e5", "e4 e5 e6 f5", ""),
    ("T4c-f6", "e6 f5", "e5", "X", "f6", "", "e6 f5 f6", "e5"),
    ("T4c-d6", "e6 f5", "e5", "X", "d6", "", "d6 e6 f5", "e5"),
    ("T5", "e6 f5", "f6", "O", "e5", "e6 f5", "", "e5 e6 f5 f6"),
    ("T6", "d4", "d5 e4", "X", "e5", "d5 e4", "d4 d5 e4 e5", ""),
    ("T7", "d6 f4", "d5 e6 f5 e4", "X", "e5", "d5 e4 e6 f5", "d5 d6 e4 e5 e6 f4 f5", ""),
    ("T8", "d4 c6", "d5 e4 c5 d6 c4", "X", "e5", "c4 c5 d5 d6 e4", "c4 c5 c6 d4 d5 d6 e4 e5", ""),
    ("T9", "d7 f5", "e7 f6 f7", "X", "e6", "e7 f6 f7", "d7 e6 e7 f5 f6 f7", ""),
    ("T10", "e6", "e5 d5 e4", "X", "f5", "e5", "e5 e6 f5", "d5 e4"),
    ("T11", "a2", "a1", "X", "b1", "a1", "a1 a2 b1", ""),
]


@pytest.mark.parametrize(
    "black, white, mover, move, conv, black_after, white_after",
    [example[1:] for example in EXAMPLES],
    ids=[example[0] for example in EXAMPLES],
)
def test_worked_examples(black, white, mover, move, conv, black_after, white_after):
    after = play(position(black, white, mover), move)
    assert converted(after) == conv.split()
    assert stones(after) == (sorted(black_after.split()), sorted(white_after.split()))
    assert PINCH.outcome(after) is None


@pytest.mark.parametrize("follow_up", ["a1", "f4", "d6"])
def test_t10_follow_ups_convert_nothing(follow_up):
    after = play(position("e6", "e5 d5 e4", "X"), "f5")
    again = play(after, follow_up)
    assert converted(again) == []
    assert "e5" in stones(again)[0]


def test_t12_chain_reaction_wins():
    before = position("e9 e8 e7 e6 d4 f3 d2 e1", "e5 e4 e3 e2 c5 g4 b3 h6", "X")
    after = play(before, "f5")
    assert converted(after) == ["e2", "e3", "e4", "e5"]
    assert stones(after)[1] == ["b3", "c5", "g4", "h6"]
    outcome = PINCH.outcome(after)
    assert outcome is not None and outcome.winner == 0
    assert outcome.termination is Termination.CONNECTION
    assert PINCH.to_move(after) is None and PINCH.legal_moves(after) == []


def test_t13_white_wins_by_plain_placement():
    before = position("e4 e6", "a5 b5 c5 d5 f5 g5 h5 i5", "O")
    after = play(before, "e5")
    assert converted(after) == []
    assert PINCH.outcome(after).winner == 1


def test_t12_without_the_chain_is_no_win():
    """The connection test must see the converted stones, not the placement alone."""
    before = position("e9 e8 e7 e6 e1", "", "X")
    assert PINCH.outcome(play(before, "f5")) is None


def replay(moves: str, size: int = 9) -> Replay:
    return Replay.of(PINCH, {"size": size}, moves.split())


def test_t14_swap_gives_seat_one_black():
    after = replay("e5 swap")
    assert after.state.colour_of(1) == "black" and after.state.colour_of(0) == "white"
    assert after.to_move == 0
    assert stones(after.state) == (["e5"], [])
    nxt = after.play("d4")
    assert nxt.mover == 0 and stones(after.state) == (["e5"], ["d4"])


def test_t14_no_swap_keeps_colours():
    after = replay("e5 d4")
    assert after.state.colour_of(0) == "black" and after.to_move == 0


@pytest.mark.parametrize("moves", ["swap", "e5 d4 swap", "e5 swap swap"])
def test_t14_swap_refused_outside_move_two(moves):
    *before, last = moves.split()
    game = replay(" ".join(before))
    with pytest.raises(IllegalMove, match="only possible as the second move"):
        game.play(last)


@pytest.mark.parametrize("moves, count", [("", 81), ("e5", 81), ("e5 d4", 79), ("e5 swap", 80)])
def test_t14_legal_move_counts(moves, count):
    legal = replay(moves).legal_moves()
    assert len(legal) == count
    assert (Swap() in legal) == (moves == "e5")


@pytest.mark.parametrize("text", ["E5", " e5 ", "e5"])
def test_t15_accepted_spellings(text):
    assert PINCH.parse_move(PINCH.initial({"size": 9}), text) == Place(4, 4)


@pytest.mark.parametrize(
    "text, error, size",
    [
        ("j5", IllegalMove, 9),
        ("e10", IllegalMove, 9),
        ("e0", IllegalMove, 9),
        ("n1", IllegalMove, 13),
        ("e", InvalidNotation, 9),
        ("55", InvalidNotation, 9),
        ("pass", InvalidNotation, 9),
    ],
)
def test_t15_rejected(text, error, size):
    with pytest.raises(error):
        PINCH.parse_move(PINCH.initial({"size": size}), text)


def test_t15_occupied_and_big_board():
    game = replay("e5")
    with pytest.raises(IllegalMove, match="e5 is already occupied"):
        game.play("e5")
    assert PINCH.parse_move(PINCH.initial({"size": 13}), "m13") == Place(12, 12)


def test_error_messages_are_specific():
    with pytest.raises(InvalidNotation, match=r"Not a Pinch move: 'z!' — moves look like e5"):
        PINCH.parse_move(PINCH.initial(), "z!")
    with pytest.raises(IllegalMove, match=r"j5 is not on the 9×9 board \(files a–i, ranks 1–9\)"):
        PINCH.parse_move(PINCH.initial({"size": 9}), "j5")


def test_t16a_record_black_wins_on_ply_17():
    game = replay("e1 a1 e2 a2 e3 a3 e4 a4 e5 a5 e6 a6 e7 a7 e8 a8 e9")
    assert game.plies == 17 and game.outcome.winner == 0
    with pytest.raises(IllegalMove, match="game is over"):
        game.play("d4")


def test_t16b_record_swapper_wins_on_ply_18():
    game = replay("e5 swap a1 e4 a2 e3 a3 e2 a4 e1 a5 e6 a6 e7 a7 e8 a8 e9")
    assert game.plies == 18 and game.outcome.winner == 1


def test_options():
    assert PINCH.initial().size == 11
    assert GAMES["PINCH"] is PINCH
    with pytest.raises(InvalidOptions, match="size must be one of 9, 11, 13"):
        PINCH.initial({"size": 10})
    with pytest.raises(InvalidOptions, match="Unknown option 'komi'"):
        PINCH.initial({"komi": 3})


def test_apply_never_mutates_and_rejects_occupied():
    state = replay("e5 d4").state
    snapshot = (state.black, state.white, state.ply)
    with pytest.raises(IllegalMove):
        PINCH.apply(state, Place(4, 4))
    PINCH.apply(state, Place(0, 0))
    assert (state.black, state.white, state.ply) == snapshot


def _no_checkerboard(state: PinchState) -> bool:
    view = PINCH.view(state, None).stones
    n = state.size
    for x in range(n - 1):
        for y in range(n - 1):
            a, b = view.get((x, y)), view.get((x + 1, y + 1))
            c, d = view.get((x + 1, y)), view.get((x, y + 1))
            if a and a == b and c and c == d and a != c:
                return False
    return True


@pytest.mark.parametrize("seed", range(12))
def test_random_playouts_keep_invariants(seed):
    """Replay reproduces the state, notation round-trips, §3.8 holds, one winner."""
    rng = random.Random(seed)
    size = (9, 11, 13)[seed % 3]
    state = PINCH.initial({"size": size})
    log: list[str] = []
    while PINCH.to_move(state) is not None:
        legal = PINCH.legal_moves(state)
        assert legal, "a running game always has a legal move (§3.8)"
        for move in legal:
            assert PINCH.parse_move(state, str(move)) == move
        move = rng.choice(legal)
        log.append(str(move))
        state = PINCH.apply(state, move)
        assert state.black & state.white == 0
        assert _no_checkerboard(state)
    assert replay(" ".join(log), size).state == state
    winner = PINCH.outcome(state).winner
    assert winner == (len(log) - 1) % 2, "only the mover can connect"
