"""The Plakoto engine (``shared/rules/plakoto.md``, with the decisions of its §0 and §4).

The state spans a whole match (§0.1): a game ends after the step that
decides it (§3.8), its points go to the match score, and unless the match is
decided the next chance move starts the next game in the same record (``roll``
for the previous winner, ``open`` after a draw). The finished board stays in
the state until that chance move, so views can show how the game ended.

A turn is searched once per position (``turns``) and the result kept in a
one-entry cache, because the service, the referee and playouts all call
``legal_moves`` and then ``apply`` on the same state.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction
from typing import Any, Final

from rules.base import CHANCE, OptionSpec, Outcome, Seat, Termination, _Chance, resolve_options
from rules.errors import AmbiguousMove, IllegalMove, InvalidOptions
from rules.plakoto.moves import (
    OPEN_BY_VALUES,
    OPEN_OUTCOMES,
    OPENINGS,
    PASS,
    ROLL_BY_VALUES,
    ROLL_OUTCOMES,
    ROLLS,
    Dice,
    Hop,
    PlakotoMove,
    Turn,
    turn_of,
    turn_text,
)
from rules.plakoto.notation import Path, fits, read, read_dice, segments
from rules.plakoto.positions import read_position
from rules.plakoto.state import (
    BLACK,
    COLOURS,
    MOVE,
    NEW_GAME,
    OPENING,
    OVER,
    PIN,
    ROLL,
    START,
    WHITE,
    GameResult,
    PlakotoState,
    absolute,
    after,
    mover_view,
)
from rules.plakoto.turns import DRAW, Record, all_records, canonical, counts, legal_records
from rules.plakoto.view import PlakotoView, Stack


def _termination(value: str) -> Termination:
    """§0.3's reasons, as ``Termination`` members once ``rules.base`` has them (else SCORE)."""
    try:
        return Termination(value)
    except ValueError:
        return Termination.SCORE


BORNE_OFF: Final = _termination("borne_off")
GAMMON: Final = _termination("gammon")
MOTHER: Final = _termination("mother")
BOTH_MOTHERS: Final = _termination("both_mothers")
TERMINATIONS: Final = {
    "borne_off": BORNE_OFF,
    "gammon": GAMMON,
    "mother": MOTHER,
    "both_mothers": BOTH_MOTHERS,
}

_SHOWN = 8  # how many legal turns an error message lists
_PHASES = {OPENING: "opening", ROLL: "roll", NEW_GAME: "next_game", MOVE: "move", OVER: "over"}

Menu = dict[Turn, Record | None]


def _point(p: int) -> str:
    return f"your {p}-point"


class PlakotoGame:
    """The ``rules.GAMES`` entry for Plakoto."""

    name: Final = "plakoto"
    aliases: Final = ("tsiliton", "mahbusa", "tapa")
    option_specs: Final = (
        OptionSpec("match_length", int, 5, (), "points needed to win the match (1: one game)"),
        OptionSpec(
            "white_seat", int, 0, (0, 1), "the seat that plays White (colours are cosmetic)"
        ),
    )

    def __init__(self) -> None:
        self._cache: tuple[PlakotoState, Menu, list[Record]] | None = None

    # --- setup ---------------------------------------------------------------

    def initial(self, options: Mapping[str, object] | None = None) -> PlakotoState:
        values = resolve_options(self.option_specs, options)
        length: int = values["match_length"]
        if length < 1:
            raise InvalidOptions(
                f"match_length must be a whole number of at least 1, not {length}."
            )
        return PlakotoState(
            length, values["white_seat"], START, (0, 0), OPENING, WHITE, None, (0, 0), 0
        )

    def options_of(self, state: PlakotoState) -> dict[str, Any]:
        return {"match_length": state.match_length, "white_seat": state.white_seat}

    def position(
        self,
        text: str,
        *,
        side: str = "white",
        dice: tuple[int, int] | None = None,
        match_length: int = 1,
        white_seat: Seat = 0,
    ) -> PlakotoState:
        """A state from the spec's position notation (§1.4), for tests, puzzles and the AI.

        With ``dice`` the side is to move with them; without, it is to roll.
        """
        board, off = read_position(text)
        colour = COLOURS.index(side)
        pair = None if dice is None else (max(dice), min(dice))
        return PlakotoState(
            match_length,
            white_seat,
            board,
            off,
            ROLL if pair is None else MOVE,
            colour,
            pair,
            (0, 0),
            1,
        )

    # --- whose move, which moves ---------------------------------------------

    def to_move(self, state: PlakotoState) -> Seat | _Chance | None:
        phase = state.phase
        if phase == MOVE:
            return state.seat_of_side(state.side)
        if phase == OVER:
            return None
        return CHANCE

    def chance_outcomes(self, state: PlakotoState) -> list[tuple[Any, Fraction]]:
        phase = state.phase
        if phase == OPENING:
            return list(OPEN_OUTCOMES)
        if phase in (ROLL, NEW_GAME):
            return list(ROLL_OUTCOMES)
        return []

    def legal_moves(self, state: PlakotoState) -> list[PlakotoMove]:
        phase = state.phase
        if phase == MOVE:
            return list(self._menu(state)[0])
        if phase == OPENING:
            return list(OPENINGS)
        if phase in (ROLL, NEW_GAME):
            return list(ROLLS)
        return []

    def _menu(self, state: PlakotoState) -> tuple[Menu, list[Record]]:
        """The legal turns (canonical, sorted) and every legal step multiset behind them."""
        cached = self._cache
        if cached is not None and (cached[0] is state or cached[0] == state):
            return cached[1], cached[2]
        assert state.dice is not None
        side = state.side
        v = mover_view(state.board, side)
        records = legal_records(v, state.off[side], state.off[1 - side], *state.dice)
        menu: Menu
        if not records:
            menu = {PASS: None}
        else:
            best = canonical(records)
            menu = {turn_of(r.hops): r for r in sorted(best.values(), key=_order, reverse=True)}
        self._cache = (state, menu, records)
        return menu, records

    # --- applying --------------------------------------------------------------

    def apply(self, state: PlakotoState, move: PlakotoMove) -> PlakotoState:
        phase = state.phase
        if phase == OVER:
            raise IllegalMove(self._over_text(state))
        if phase == MOVE:
            if type(move) is not Turn:
                raise IllegalMove(
                    f"It is seat {self.to_move(state)}'s turn to move with "
                    f"{_dice_text(state)}; the dice are already rolled."
                )
            menu = self._menu(state)[0]
            if move not in menu:
                raise IllegalMove(self._refusal(state, _paths_of(move), str(move)))
            return self._play(state, move, menu[move])
        if type(move) is not Dice:
            raise IllegalMove(self._dice_due(state))
        if phase == OPENING:
            if not move.opening or move.first == move.second:
                raise IllegalMove(self._dice_due(state))
            starter = 0 if move.first > move.second else 1
            return replace(
                state,
                board=START,
                off=(0, 0),
                phase=ROLL,
                side=state.side_of_seat(starter),
                dice=None,
                game=state.game + 1,
                last=move,
                last_side=None,
            )
        if move.opening or move.first < move.second:
            raise IllegalMove(self._dice_due(state))
        if phase == NEW_GAME:
            return replace(
                state,
                board=START,
                off=(0, 0),
                phase=MOVE,
                dice=move.values,
                game=state.game + 1,
                last=move,
                last_side=None,
            )
        return replace(state, phase=MOVE, dice=move.values, last=move, last_side=None)

    def _play(self, state: PlakotoState, move: Turn, record: Record | None) -> PlakotoState:
        side = state.side
        if record is None:  # pass
            return replace(state, phase=ROLL, side=1 - side, dice=None, last=move, last_side=side)
        v = mover_view(state.board, side)
        board = absolute(after(v, record.cnt), side)
        off = (record.cnt[0], state.off[1]) if side == WHITE else (state.off[0], record.cnt[0])
        end = record.end
        if end is None:
            return replace(
                state,
                board=board,
                off=off,
                phase=ROLL,
                side=1 - side,
                dice=None,
                last=move,
                last_side=side,
            )
        winner = None if end.winner == DRAW else state.seat_of_side(side)
        score = list(state.score)
        if winner is not None:
            score[winner] += end.points
        if winner is not None and score[winner] >= state.match_length:
            phase = OVER
        elif winner is None:
            phase = OVER if state.match_length == 1 else OPENING
        else:
            phase = NEW_GAME
        return replace(
            state,
            board=board,
            off=off,
            phase=phase,
            side=side,
            dice=None,
            score=(score[0], score[1]),
            last=move,
            last_side=side,
            result=GameResult(winner, end.points if winner is not None else 0, end.reason),
        )

    # --- the result --------------------------------------------------------------

    def outcome(self, state: PlakotoState) -> Outcome | None:
        if state.phase != OVER:
            return None
        result = state.result
        assert result is not None
        winner = None
        for seat in (0, 1):
            if state.score[seat] >= state.match_length:
                winner = seat
        return Outcome(
            winner,
            TERMINATIONS[result.reason],
            (float(state.score[0]), float(state.score[1])),
        )

    # --- notation ----------------------------------------------------------------

    def parse_move(self, state: PlakotoState, text: str) -> PlakotoMove:
        """Read chat notation (§1.4) and resolve it against the position (§3.9)."""
        phase = state.phase
        if phase == OVER:
            raise IllegalMove(self._over_text(state))
        dice = read_dice(text)
        if dice is not None:
            if phase == MOVE:
                raise IllegalMove(
                    f"The dice are already rolled ({_dice_text(state)}); seat "
                    f"{self.to_move(state)} is to move."
                )
            opening, a, b = dice
            if phase == OPENING:
                if not opening or a == b:
                    raise IllegalMove(self._dice_due(state))
                return OPEN_BY_VALUES[(a, b)]
            if opening:
                raise IllegalMove(self._dice_due(state))
            return ROLL_BY_VALUES[(max(a, b), min(a, b))]
        if phase != MOVE:
            read(text)  # bad syntax is reported as such even while dice are due
            raise IllegalMove(self._dice_due(state))
        paths = read(text)
        menu, records = self._menu(state)
        if paths is None:
            if PASS in menu:
                return PASS
            raise IllegalMove(
                f"You cannot pass: with {_dice_text(state)} you have legal turns, e.g. "
                f"{_listing(menu)}."
            )
        if PASS in menu:
            raise IllegalMove(
                f"No checker of yours can move with {_dice_text(state)}; the only legal "
                "move is 'pass'."
            )
        pieces = segments(paths)
        exact = tuple(sorted(pieces, reverse=True))
        found = {r.cnt for r in records if r.hops == exact}
        if not found:
            found = {r.cnt for r in records if fits(r.hops, pieces)}
        if not found:
            raise IllegalMove(self._refusal(state, paths, " ".join(text.split())))
        best = canonical([r for r in records if r.cnt in found])
        if len(best) > 1:
            options = sorted((turn_text(r.hops) for r in best.values()), reverse=True)
            raise AmbiguousMove(
                f"'{' '.join(text.split())}' fits {len(best)} different turns: "
                f"{', '.join(options)}; write the one you mean with its intermediate points."
            )
        return turn_of(next(iter(best.values())).hops)

    def _refusal(self, state: PlakotoState, paths: list[Path], typed: str) -> str:
        """The most specific reason a typed turn is illegal (§3.9), then what is legal."""
        menu, records = self._menu(state)
        reason = self._reason(state, paths, records)
        if PASS in menu:
            return f"{reason} No checker can move with {_dice_text(state)}: play 'pass'."
        return f"{reason} Legal turns with {_dice_text(state)}: {_listing(menu)}."

    def _reason(self, state: PlakotoState, paths: list[Path], records: list[Record]) -> str:
        assert state.dice is not None
        side = state.side
        v = mover_view(state.board, side)
        cnt = counts(v, state.off[side])
        a, b = state.dice
        typed = " ".join("/".join("off" if x == 0 else str(x) for x in p) for p in paths)
        later = {x for path in paths for x in path[1:]}
        starts: dict[int, int] = {}
        for path in paths:
            starts[path[0]] = starts.get(path[0], 0) + 1
        for p, used in starts.items():
            if cnt[p] == 0 and p not in later:
                x = v[p]
                why = (
                    "your checker there is pinned"
                    if x < -PIN
                    else "the checkers there are your opponent's"
                    if x < 0
                    else "you have no checker there"
                )
                return f"No checker of yours can move from {_point(p)}: {why}."
            if used > cnt[p] and p not in later:
                return (
                    f"You have only {cnt[p]} checker{'s' if cnt[p] > 1 else ''} on "
                    f"{_point(p)}, not {used}."
                )
        for x in sorted(later, reverse=True):
            if x and v[x] < -1:
                why = (
                    "your checker is pinned there"
                    if v[x] < -PIN
                    else ("two or more opposing checkers stand there")
                )
                return f"Your {x}-point is closed: {why}."
        bear = [path for path in paths if path[-1] == 0]
        if bear:
            if any(x < -PIN for x in v[1:]):
                return "You cannot bear off: one of your checkers is pinned."
            outside = sum(cnt[7:])
            coming = sum(1 for path in paths if path[0] > 6)
            if outside > coming:
                return "You cannot bear off: not all your checkers are home."
            for path in bear:
                p = path[-2]
                higher = [q for q in range(6, p, -1) if cnt[q]]
                bigger = [d for d in sorted({a, b}) if d > p]
                if p not in (a, b) and bigger and higher and len(path) == 2:
                    return (
                        f"A {bigger[0]} cannot bear off from {_point(p)} while you have a "
                        f"checker on {_point(higher[0])}."
                    )
        pieces = segments(paths)
        legal = {(r.hops, r.cnt) for r in records}
        for r in records:
            if r.end is not None and r.hops != tuple(sorted(pieces, reverse=True)):
                if all(_along(hop, pieces) for hop in r.hops) and not fits(r.hops, pieces):
                    return f"The game ends after {turn_text(r.hops)}; nothing can follow it."
        side_records = all_records(v, state.off[side], state.off[1 - side], a, b)
        best = max(((r.dice, r.pips) for r in records), default=(0, 0))
        for r in side_records:
            if (r.hops, r.cnt) in legal or not fits(r.hops, pieces):
                continue
            if r.dice < best[0]:
                if a != b and best[0] == 2:
                    return f"The turn {typed} uses one die, but you must use both dice."
                return f"The turn {typed} uses {r.dice} of the dice, but you can play {best[0]}."
            if r.pips < best[1]:
                return f"You must play the larger die ({a}): only one die can be used."
        return f"The turn {typed} is not legal."

    # --- views -------------------------------------------------------------------

    def view(self, state: PlakotoState, seat: Seat | None) -> PlakotoView:
        """Plakoto hides nothing: every seat and spectators see the same view."""
        stacks: list[Stack] = []
        for index in range(23, -1, -1):
            x = state.board[index]
            if x:
                top = COLOURS[WHITE] if x > 0 else COLOURS[BLACK]
                size = abs(x)
                pinned = None
                if size > PIN:
                    size -= PIN
                    pinned = COLOURS[BLACK] if x > 0 else COLOURS[WHITE]
                stacks.append(Stack(index + 1, top, size, pinned))
        last = state.last
        path: tuple[tuple[int, int], ...] = ()
        if type(last) is Turn and state.last_side is not None:
            if state.last_side == WHITE:
                path = last.hops
            else:
                path = tuple((25 - f, 25 - t) for f, t in last.hops)
        to_move = self.to_move(state)
        chance = to_move is CHANCE
        return PlakotoView(
            match_length=state.match_length,
            game=state.game,
            score=state.score,
            colours=(state.colour_of(0), state.colour_of(1)),
            phase=_PHASES[state.phase],
            to_move=None if chance else to_move,  # type: ignore[arg-type]
            chance=chance,
            side=None if state.phase in (OPENING, OVER) else COLOURS[state.side],
            dice=state.dice,
            stacks=tuple(stacks),
            off=state.off,
            board=state.board,
            last_move=None if last is None else str(last),
            last_colour=None if state.last_side is None else COLOURS[state.last_side],
            last_path=path,
            result=state.result,
            outcome=self.outcome(state),
        )

    def view_text(self, view: PlakotoView) -> str:
        return view.text()

    # --- messages ------------------------------------------------------------------

    def _dice_due(self, state: PlakotoState) -> str:
        if state.phase == OPENING:
            return (
                "The opening roll is due: each seat rolls one die, logged as 'open A-B' "
                "with seat 0's die first and no tie."
            )
        if state.phase in (ROLL, NEW_GAME):
            seat = state.seat_of_side(state.side)
            return f"The dice are due: seat {seat} rolls next, logged as 'roll a-b'."
        return self._over_text(state)

    def _over_text(self, state: PlakotoState) -> str:
        return (
            f"The match is over ({state.score[0]}-{state.score[1]}); no more moves can be played."
        )


def _order(record: Record) -> tuple[Hop, ...]:
    return record.hops


def _dice_text(state: PlakotoState) -> str:
    assert state.dice is not None
    return f"{state.dice[0]}-{state.dice[1]}"


def _listing(menu: Menu) -> str:
    names = [f"'{turn}'" for turn in menu]
    more = len(names) - _SHOWN
    return ", ".join(names[:_SHOWN]) + (f" and {more} more" if more > 0 else "")


def _paths_of(move: Turn) -> list[Path]:
    return [hop for hop in move.hops]


def _along(hop: Hop, pieces: list[tuple[int, int]]) -> bool:
    """Whether a step starts a typed piece and stays inside it (the same checker's way)."""
    f, t = hop
    return any(start == f and end <= t < f for start, end in pieces)


PLAKOTO: Final = PlakotoGame()
