"""Twin Plateau worlds for the secrecy property (issue 16): what one seat cannot tell apart.

A *world* is a game as the engine knows it: every ply with its true move. Its
*twin* for an observer seat is another game that the observer cannot tell from
it: after every ply what the observer may know (``known``, read from the
engine's public flags, not from the views under test) is the same, yet the
opponent's hidden piece faces and hand may differ. Only the opponent's
``open`` and ``on`` lines name hidden pieces, so only they are rewritten; every
other line is the same text in both worlds (a move, a tender, an answer), and
the twin must accept it. The search is depth first over those choices, in a
random order, because a face hidden now may be shown later (a flip, a drop, a
capture) and must then be the same as in the truth.

Legality never depends on the opponent's hidden faces (spec §7.5), so the
observer's own moves and refusals must be the same in both worlds: this module
asserts it at the engine level, and ``test_secrecy_property`` end to end.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from rules import GAMES
from rules.errors import GameError
from rules.plateau.encoding import DOWN_FACE, DOWN_SEEN, FACES, SEEN, UP_FACE, UP_SEEN
from rules.plateau.moves import Decline, Give, Move, Raise, Tender, Withdraw
from rules.plateau.state import PlateauState
from rules.plateau.view import square_name

PLATEAU = GAMES["plateau"]
EXCHANGE = (Tender, Give, Raise, Decline, Withdraw)


@dataclass(frozen=True, slots=True)
class Step:
    """One ply of a world: who moved, the line they sent, the states around it.

    ``forced`` is a ``pass`` the service plays by itself (the mover had nothing
    else), so nobody sends it."""

    mover: int
    text: str
    forced: bool
    before: PlateauState
    after: PlateauState


def random_game(rng: random.Random, plies: int) -> list[Step]:
    """A random game of at most ``plies`` lines that never ends: at the end everything
    is revealed (``reveal_all_at_end``), so only a running game must keep secrets.

    Captures and exchanges are favoured, since they show hidden faces and send pieces
    back to hands: where a leak would most likely hide."""
    state = PLATEAU.initial({})
    steps: list[Step] = []
    while len(steps) < plies:
        legal = PLATEAU.legal_moves(state)
        seat = state.seat
        forced = [str(m) for m in legal] == ["pass"]
        taken = sum(map(sum, state.prisoners))
        nexts = [(m, PLATEAU.apply(state, m)) for m in legal]
        going = [(m, after) for m, after in nexts if PLATEAU.outcome(after) is None]
        if not going:
            break
        exchanges = [(m, after) for m, after in going if isinstance(m, EXCHANGE)]
        captures = [(m, after) for m, after in going if sum(map(sum, after.prisoners)) > taken]
        pool = going
        roll = rng.random()
        if exchanges and roll < 0.4:
            pool = exchanges
        elif captures and roll < 0.7:
            pool = captures
        move, after = rng.choice(pool)
        steps.append(Step(seat, str(move), forced, state, after))
        state = after
    return steps


def known(state: PlateauState, observer: int) -> tuple[Any, ...]:
    """What ``observer`` may know of ``state``, read from the engine's knowledge model
    (spec §7.2: each face's public flag in the piece bits), never from a view, so that
    the views, and all the text and images made from them, stay under test.

    The observer knows their own pieces and hand; of the opponent's pieces the owner,
    the place and each flagged face; the opponent's hand count; prisoners, the exchange
    and whose turn it is. Of the last move (§2.4): of an opponent's ``open``/``on`` its
    kind, square and height (the new face is flagged); of any other line its text, and
    of a move, whoever made it, what it showed: a flipped piece's faces, each dropped
    group's up face, the captured pieces as they lay."""
    opponent = 1 - observer
    board = tuple(
        tuple(
            piece
            if piece & 1 == observer
            else (
                piece & (1 | SEEN),
                UP_FACE[piece & FACES] if piece & UP_SEEN else "?",
                DOWN_FACE[piece & FACES] if piece & DOWN_SEEN else "?",
            )
            for piece in stack
        )
        for stack in state.board
    )
    last: Any = state.last
    if last is not None and state.last_mover == opponent and PLATEAU.names_hidden_piece(last):
        last = (type(last).__name__, last.square, getattr(last, "height", None))
    elif isinstance(last, Move):
        flip, *rest = state.last_detail
        stops = tuple(UP_FACE[d] if d >= 0 else d for d in rest[: len(last.stops)])
        last = (str(last), flip, stops, tuple(rest[len(last.stops) :]))
    return (
        board,
        state.hands[observer],
        sum(state.hands[opponent]),
        state.prisoners,
        state.phase,
        state.seat,
        state.ply,
        state.tender,
        state.barred,
        state.result,
        state.last_mover,
        last,
    )


def _legal_texts(state: PlateauState) -> set[str]:
    return {str(m) for m in PLATEAU.legal_moves(state)}


def _choices(step: Step, state: PlateauState, rng: random.Random, prefer_truth: bool) -> list[str]:
    """The lines the twin may send at ``step``: for the opponent's ``open``/``on``, every
    legal line of that kind on the same square (and height), the truth's own last (or
    first, when the search has to settle); else the truth's line."""
    truth = PLATEAU.parse_move(step.before, step.text)
    if not PLATEAU.names_hidden_piece(truth):
        return [step.text]
    others = [
        str(m)
        for m in PLATEAU.legal_moves(state)
        if type(m) is type(truth)
        and m.square == truth.square
        and getattr(m, "height", None) == getattr(truth, "height", None)
        and str(m) != step.text
    ]
    rng.shuffle(others)
    return [step.text, *others] if prefer_truth else [*others, step.text]


class _Exhausted(Exception):
    pass


def twin(steps: list[Step], observer: int, rng: random.Random, budget: int = 30000) -> list[str]:
    """The lines of a twin of ``steps`` for ``observer``, one per step.

    Depth first, random alternatives first; if ``budget`` tries are not enough, the
    search settles for the truth's own choices from the first choice on (a twin
    that may differ less, or not at all: ``differs`` tells)."""
    opponent = 1 - observer
    knowledge: dict[int, tuple[Any, ...]] = {}  # per step of the truth: what the observer
    legal: dict[int, set[str]] = {}  # may know after it, and their legal lines before it

    def search(index: int, state: PlateauState, prefer_truth: bool) -> list[str] | None:
        nonlocal budget
        if index == len(steps):
            return []
        step = steps[index]
        if index not in knowledge:
            knowledge[index] = known(step.after, observer)
            legal[index] = _legal_texts(step.before) if step.mover == observer else set()
        if step.mover == observer or step.forced:
            mine = _legal_texts(state)
            assert step.mover != observer or mine == legal[index], (
                "the observer's legal moves depend on what they cannot see",
                step,
            )
            if step.forced and mine != {"pass"}:
                return None
        texts = _choices(step, state, rng, prefer_truth) if step.mover == opponent else [step.text]
        for text in texts:
            budget -= 1
            if budget < 0 and not prefer_truth:
                raise _Exhausted
            try:
                after = PLATEAU.apply(state, PLATEAU.parse_move(state, text))
            except GameError:
                assert step.mover != observer, ("the observer's move is refused in the twin", step)
                continue
            if known(after, observer) != knowledge[index]:
                continue
            rest = search(index + 1, after, prefer_truth)
            if rest is not None:
                return [text, *rest]
        return None

    start = PLATEAU.initial({})
    try:
        found = search(0, start, prefer_truth=False)
    except _Exhausted:
        found = None
    if found is None:
        found = search(0, start, prefer_truth=True)
    assert found is not None, "the truth itself is always a twin"
    return found


def replay(texts: list[str]) -> Iterator[PlateauState]:
    """The states after each line of ``texts`` from the start."""
    state = PLATEAU.initial({})
    for text in texts:
        state = PLATEAU.apply(state, PLATEAU.parse_move(state, text))
        yield state


def differs(steps: list[Step], texts: list[str]) -> bool:
    """Whether the twin's last position hides something different from the truth's."""
    if not steps:
        return False
    *_, last = replay(texts)
    return last != steps[-1].after


def attempts(state: PlateauState, observer: int, rng: random.Random, count: int) -> list[str]:
    """Up to ``count`` lines the observer may try here that the rules refuse: moves of or
    onto the opponent's stacks, onboards into them, exchange words out of turn, and the
    opponent's own lines (which name the opponent's pieces in this world). Each is
    refused in ``state`` (out of turn, any line is); the twin must refuse it in the same
    words."""
    opponent = 1 - observer
    squares = [square_name(s) for s in range(16)]
    theirs = [
        square_name(s)
        for s, stack in enumerate(state.board)
        if stack and any(p & 1 == opponent for p in stack)
    ]
    topped = [
        square_name(s) for s, stack in enumerate(state.board) if stack and stack[-1] & 1 == opponent
    ]
    mine = [
        square_name(s) for s, stack in enumerate(state.board) if stack and stack[-1] & 1 == observer
    ]
    pool: list[str] = ["x A", "x M", "give M", "decline", "withdraw", "raise A M", "pass"]
    for square in topped:
        pool += [
            f"m {square} {rng.choice(squares)}",
            f"stomp {square}",
            f"m {square}! {rng.choice(squares)}",
        ]
    for square in theirs:
        height = len(state.board[squares.index(square)])
        pool += [
            f"on {code} {square}/{h}" for code in ("xx", "rb", "ox") for h in range(height + 1)
        ]
    for square in mine:
        pool += [f"m {square} {target}" for target in theirs] + [f"m {square}! {t}" for t in theirs]
    if state.seat == opponent:
        theirs_now = PLATEAU.legal_moves(state)
        pool += [str(m) for m in rng.sample(theirs_now, min(4, len(theirs_now)))]
    pool = rng.sample(pool, len(pool))
    if state.seat != observer:
        return pool[:count]  # refused for the turn, whatever the line
    refused = []
    for text in pool:
        try:
            PLATEAU.parse_move(state, text)
        except GameError:
            refused.append(text)
        if len(refused) == count:
            break
    return refused
