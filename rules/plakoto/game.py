"""The Plakoto engine (``shared/rules/plakoto.md``, with the decisions of its §0 and §4).

The state spans a whole match (§0.1): a game ends after the step that
decides it (§3.8), its points go to the match score, and unless the match is
decided the next chance move starts the next game in the same record (``roll``
for the previous winner, ``open`` after a draw). The finished board stays in
the state until that chance move, so views can show how the game ended.

A turn is searched once per position (``turns``) and the result kept in a
one-entry cache, because the service, the referee and playouts all call
``legal_moves`` and then ``apply`` on the same state. ``play`` applies dice and
turns; ``refusals`` explains why a typed turn is not legal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Final

from rules.base import CHANCE, OptionSpec, Outcome, Seat, Termination, ToMove, resolve_options
from rules.errors import AmbiguousMove, IllegalMove, InvalidOptions
from rules.info import GameInfo
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
from rules.plakoto.play import play_dice, play_turn
from rules.plakoto.positions import read_position
from rules.plakoto.refusals import (
    dice_due,
    dice_text,
    listed,
    listing,
    over_text,
    paths_of,
    refusal_reason,
)
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
    PlakotoState,
    mover_view,
)
from rules.plakoto.turns import Menu, Record, canonical, legal_records
from rules.plakoto.view import LastTurn, PlakotoView, Stack
from rules.protocol import Game

if TYPE_CHECKING:
    from rules.replay import Played

BORNE_OFF: Final = Termination.BORNE_OFF
GAMMON: Final = Termination.GAMMON
MOTHER: Final = Termination.MOTHER
BOTH_MOTHERS: Final = Termination.BOTH_MOTHERS
TERMINATIONS: Final = {
    "borne_off": BORNE_OFF,
    "gammon": GAMMON,
    "mother": MOTHER,
    "both_mothers": BOTH_MOTHERS,
}
"""§0.3's reasons, as a ``GameResult`` names them, to ``Termination`` members."""

_PHASES = {OPENING: "opening", ROLL: "roll", NEW_GAME: "next_game", MOVE: "move", OVER: "over"}


MAX_MATCH_LENGTH: Final = 25
"""The longest match a challenge may ask for, on every channel: a match to 25 already
lasts weeks by correspondence, and an unbounded one could never be finished."""


class PlakotoGame(Game[PlakotoState, PlakotoMove, PlakotoView]):
    """The ``rules.GAMES`` entry for Plakoto."""

    name: Final = "plakoto"
    aliases: Final = ("tsiliton", "mahbusa", "tapa")
    option_specs: Final = (
        OptionSpec(
            "match_length",
            int,
            5,
            (),
            f"points needed to win the match (1: one game, at most {MAX_MATCH_LENGTH})",
        ),
        OptionSpec(
            "white_seat", int, 0, (0, 1), "the seat that plays White (colours are cosmetic)"
        ),
    )
    info: Final = GameInfo(
        hidden_information=False,
        has_chance=True,
        has_draws=True,  # §0.3: both mothers pinned draws the game (and a one-game match)
        draw_by_agreement=True,
    )

    def __init__(self) -> None:
        self._cache: tuple[PlakotoState, Menu, list[Record]] | None = None

    # --- setup ---------------------------------------------------------------

    def initial(self, options: Mapping[str, object] | None = None) -> PlakotoState:
        values = resolve_options(self.option_specs, options)
        length: int = values["match_length"]
        if not 1 <= length <= MAX_MATCH_LENGTH:
            raise InvalidOptions(
                f"match_length must be a whole number from 1 to {MAX_MATCH_LENGTH}, not {length}.",
                "plakoto-match-length",
                most=MAX_MATCH_LENGTH,
                length=str(length),
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

    def to_move(self, state: PlakotoState) -> ToMove:
        phase = state.phase
        if phase == MOVE:
            return state.seat_of_side(state.side)
        if phase == OVER:
            return None
        return CHANCE

    def chance_outcomes(self, state: PlakotoState) -> list[tuple[PlakotoMove, Fraction]]:
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
            raise over_text(state)
        if phase == MOVE:
            if type(move) is not Turn:
                seat = state.seat_of_side(state.side)
                raise IllegalMove(
                    f"It is seat {seat}'s turn to move with "
                    f"{dice_text(state)}; the dice are already rolled.",
                    "plakoto-already-rolled",
                    seat=seat,
                    dice=dice_text(state),
                )
            menu = self._menu(state)[0]
            if move not in menu:
                raise self._refusal(state, paths_of(move))
            return play_turn(state, move, menu[move])
        return play_dice(state, move)

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
            raise over_text(state)
        dice = read_dice(text)
        if dice is not None:
            if phase == MOVE:
                seat = state.seat_of_side(state.side)
                raise IllegalMove(
                    f"The dice are already rolled ({dice_text(state)}); seat {seat} is to move.",
                    "plakoto-dice-rolled",
                    seat=seat,
                    dice=dice_text(state),
                )
            opening, a, b = dice
            if phase == OPENING:
                if not opening or a == b:
                    raise dice_due(state)
                return OPEN_BY_VALUES[(a, b)]
            if opening:
                raise dice_due(state)
            return ROLL_BY_VALUES[(max(a, b), min(a, b))]
        if phase != MOVE:
            read(text)  # bad syntax is reported as such even while dice are due
            raise dice_due(state)
        paths = read(text)
        menu, records = self._menu(state)
        if paths is None:
            if PASS in menu:
                return PASS
            shown, more = listed(menu)
            raise IllegalMove(
                f"You cannot pass: with {dice_text(state)} you have legal turns, e.g. "
                f"{listing(menu)}.",
                "plakoto-no-pass",
                dice=dice_text(state),
                legal=shown,
                more=more,
            )
        if PASS in menu:
            raise IllegalMove(
                f"No checker of yours can move with {dice_text(state)}; the only legal "
                "move is 'pass'.",
                "plakoto-only-pass",
                dice=dice_text(state),
            )
        pieces = segments(paths)
        exact = tuple(sorted(pieces, reverse=True))
        found = {r.cnt for r in records if r.hops == exact}
        if not found:
            found = {r.cnt for r in records if fits(r.hops, pieces)}
        if not found:
            raise self._refusal(state, paths)
        best = canonical([r for r in records if r.cnt in found])
        if len(best) > 1:
            options = sorted((turn_text(r.hops) for r in best.values()), reverse=True)
            typed = " ".join(text.split())
            raise AmbiguousMove(
                f"'{typed}' fits {len(best)} different turns: "
                f"{', '.join(options)}; write the one you mean with its intermediate points.",
                "plakoto-ambiguous",
                typed=typed,
                count=len(best),
                turns=", ".join(options),
            )
        return turn_of(next(iter(best.values())).hops)

    def _refusal(self, state: PlakotoState, paths: list[Path]) -> IllegalMove:
        """The most specific reason a typed turn is illegal (§3.9), then what is legal:
        keyed ``<reason>-pass`` or ``<reason>-legal``."""
        menu, records = self._menu(state)
        reason, key, values = refusal_reason(state, paths, records)
        dice = dice_text(state)
        if PASS in menu:
            text = f"{reason} No checker can move with {dice}: play 'pass'."
            return IllegalMove(text, f"{key}-pass", dice=dice, **values)
        shown, more = listed(menu)
        text = f"{reason} Legal turns with {dice}: {listing(menu)}."
        return IllegalMove(text, f"{key}-legal", dice=dice, legal=shown, more=more, **values)

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
            path = _white_path(last.hops, state.last_side)
        to_move = self.to_move(state)
        chance = to_move is CHANCE
        return PlakotoView(
            match_length=state.match_length,
            game=state.game,
            score=state.score,
            colours=(state.colour_of(0), state.colour_of(1)),
            phase=_PHASES[state.phase],
            to_move=None if to_move is CHANCE else to_move,
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

    def last_turn(self, history: Sequence[Played[PlakotoState, PlakotoMove]]) -> LastTurn | None:
        """The last turn a player played in the game on the board, with its dice, from the
        lines in force (``Replay.history``); ``None`` before the first turn of a game (a new
        game's first roll resets the board, so an earlier game's turn is not this board's).
        Walks back over the dice and game-level entries since, so it costs a few steps."""
        for played in reversed(history):
            move, before = played.move, played.before
            if type(move) is Dice:
                if before.phase in (OPENING, NEW_GAME):
                    return None
            elif type(move) is Turn:
                return LastTurn(
                    colour=COLOURS[before.side],
                    move=str(move),
                    path=_white_path(move.hops, before.side),
                    dice=before.dice,
                )
        return None

    def final_view(self, state: PlakotoState, seat: Seat | None, outcome: Outcome) -> PlakotoView:
        """The board as it stood when a game-level entry ended the match with ``outcome``:
        nobody is to roll or move, and no dice are shown, as when the rules end it."""
        return replace(
            self.view(state, seat),
            phase="over",
            to_move=None,
            chance=False,
            side=None,
            dice=None,
            outcome=outcome,
        )

    def view_text(self, view: PlakotoView) -> str:
        return view.text()


def _white_path(hops: tuple[Hop, ...], side: int) -> tuple[tuple[int, int], ...]:
    """A turn's hops, in its mover's numbering, in White's (off: 0 for White, 25 for Black)."""
    if side == WHITE:
        return hops
    return tuple((25 - f, 25 - t) for f, t in hops)


def _order(record: Record) -> tuple[Hop, ...]:
    return record.hops


PLAKOTO: Final = PlakotoGame()
