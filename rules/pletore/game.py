"""The Pletore engine (``shared/rules/pletore.md``, with the decisions of its §0).

The state is two bitboards plus the protocol's results (komi, who is Black,
the button) and two counters; sight, pinch and control are recomputed from
the stones when needed (``sight``), never stored, so a state stays a handful
of ints.

Options and the two ways a game starts (§0.1, §2):

* ``komi_mode: choose`` (the default): seat 0 names the komi with
  ``komi K``, then seat 1 picks a colour with ``side black|white``; both are
  moves in the log.
* ``komi_mode: fixed``: the challenge carries ``komi`` and the log has no
  protocol moves. Seat 0 plays Black, as §0.1 says, so there is deliberately
  no ``side`` option: a challenger who wants White is seated as seat 1 by the
  service. Giving ``komi`` alone implies fixed mode, so ``{"size": 13,
  "komi": 7}`` is a fixed-komi game and ``{"size": 13}`` a choose game.

Turn order after the protocol is by board turns (placements, flips, passes
and the button all count): Black takes the even ones. On an even board the
anti-mirror rule (§2.4) reduces, as the spec derives, to "White's first
placement may not be the 180° image of Black's first stone"; the tests check
that reduction against the literal swap-versus-rotate definition.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Final

from rules.base import OptionSpec, Outcome, Seat, Termination, resolve_options
from rules.errors import IllegalMove, InvalidOptions
from rules.pletore.geometry import MAX_SIZE, MIN_SIZE, geometry
from rules.pletore.moves import (
    BLACK,
    BUTTON,
    PASS,
    SIDES,
    WHITE,
    Flip,
    Komi,
    Pass,
    Place,
    PletoreMove,
    Side,
    TakeButton,
    board_moves,
    move_tables,
)
from rules.pletore.notation import Bare, komi_range_error, read
from rules.pletore.sight import BLACK_PINCHES, WHITE_PINCHES, control, pinchers
from rules.pletore.view import PletoreView

CHOOSE: Final = "choose"
FIXED: Final = "fixed"

# ``PletoreState.button``
NO_BUTTON: Final = 0  # K and n differ in parity (or the komi is not known yet)
BUTTON_FREE: Final = 1  # the button exists and nobody has taken it
BUTTON_BLACK: Final = 2  # Black took it
BUTTON_WHITE: Final = 3  # White took it

_GAME_OVER = "The game is over; no more moves can be played."


@dataclass(frozen=True, slots=True)
class PletoreState:
    """A position plus everything the protocol decided, so a record is self-contained."""

    size: int
    black: int  # bitboard of Black's stones (layout in ``geometry``)
    white: int
    komi: int | None  # None until seat 0 names it
    black_seat: Seat | None  # the seat playing Black; None until seat 1 picks a side
    button: int  # NO_BUTTON, BUTTON_FREE, BUTTON_BLACK or BUTTON_WHITE
    fixed: bool  # komi_mode fixed: no protocol moves in the log
    ply: int  # log moves applied, protocol included
    passes: int  # passes in a row at the end of the log; 2 ends the game
    last_move: PletoreMove | None

    @property
    def turn(self) -> int:
        """Board turns played so far; Black moves on even turns (negative during protocol)."""
        return self.ply if self.fixed else self.ply - 2

    def colour_of(self, seat: Seat) -> str | None:
        """The seat's colour, or None while sides are not chosen."""
        if self.black_seat is None:
            return None
        return BLACK if seat == self.black_seat else WHITE

    def seat_of(self, colour: str) -> Seat | None:
        if self.black_seat is None:
            return None
        return self.black_seat if colour == BLACK else 1 - self.black_seat


def _button_for(komi: int, size: int) -> int:
    """§2.3: the button exists iff K and n have the same parity."""
    return BUTTON_FREE if (komi - size) % 2 == 0 else NO_BUTTON


def _name(colour: str) -> str:
    return colour.capitalize()


class PletoreGame:
    """The ``rules.GAMES`` entry for Pletore."""

    name: Final = "pletore"
    aliases: Final = ()
    option_specs: Final = (
        OptionSpec(
            "size",
            int,
            13,
            tuple(range(MIN_SIZE, MAX_SIZE + 1)),
            "board size (points per side)",
        ),
        OptionSpec(
            "komi_mode",
            str,
            CHOOSE,
            (CHOOSE, FIXED),
            "choose: seat 0 names the komi and seat 1 picks a side in the game; "
            "fixed: the challenge sets the komi and seat 0 plays Black",
        ),
        OptionSpec("komi", int, None, (), "fixed mode only: points added to White's score"),
    )

    # --- setup -------------------------------------------------------------

    def initial(self, options: Mapping[str, object] | None = None) -> PletoreState:
        given = dict(options or {})
        raw_komi = given.get("komi")
        if isinstance(raw_komi, bool) or (
            isinstance(raw_komi, float) and not raw_komi.is_integer()
        ):
            raise InvalidOptions(f"komi must be a whole number, not {raw_komi!r}.")
        if "komi" in given and "komi_mode" not in given:
            given["komi_mode"] = FIXED  # a komi alone means a fixed-komi challenge
        resolved = resolve_options(self.option_specs, given)
        size: int = resolved["size"]
        komi: int | None = resolved["komi"]
        geometry(size)  # build the tables now, not in the first move
        move_tables(size)
        if resolved["komi_mode"] == CHOOSE:
            if komi is not None:
                raise InvalidOptions(
                    "komi cannot be set in komi_mode choose: seat 0 names it with a move; "
                    "use komi_mode fixed for a komi agreed in the challenge."
                )
            return PletoreState(size, 0, 0, None, None, NO_BUTTON, False, 0, 0, None)
        if komi is None:
            raise InvalidOptions("komi_mode fixed needs a komi option, e.g. komi: 7.")
        if abs(komi) > size * size:
            raise InvalidOptions(
                f"komi must be a whole number from -{size * size} to {size * size} "
                f"on a {size}×{size} board, not {komi}."
            )
        return PletoreState(size, 0, 0, komi, 0, _button_for(komi, size), True, 0, 0, None)

    def options_of(self, state: PletoreState) -> dict[str, Any]:
        """The options that rebuild ``initial``; choose mode has no komi option."""
        if state.fixed:
            return {"size": state.size, "komi_mode": FIXED, "komi": state.komi}
        return {"size": state.size, "komi_mode": CHOOSE}

    # --- protocol ------------------------------------------------------------

    def to_move(self, state: PletoreState) -> Seat | None:
        if state.passes >= 2:
            return None
        if state.komi is None:
            return 0
        if state.black_seat is None:
            return 1
        return state.black_seat if state.turn & 1 == 0 else 1 - state.black_seat

    def legal_moves(self, state: PletoreState) -> list[PletoreMove]:
        if state.passes >= 2:
            return []
        if state.komi is None:
            return list(move_tables(state.size).komis)
        if state.black_seat is None:
            return list(SIDES)
        geo = geometry(state.size)
        black, white = state.black, state.white
        black_control, white_control = control(geo, black, white)
        empty = geo.board ^ (black | white)
        turn = state.turn
        if turn & 1:
            place = empty & ~black_control
            flip = black & white_control
            if turn == 1 and not state.size & 1 and black and not black & (black - 1):
                place &= ~(1 << geo.rotated[black.bit_length() - 1])  # anti-mirror, §2.4
        else:
            place = empty & ~white_control
            flip = white & black_control
        moves = board_moves(state.size, place, flip)
        if state.button == BUTTON_FREE:
            moves.append(BUTTON)
        elif not empty & ~(black_control | white_control):
            moves.append(PASS)
        return moves

    def legal_move_count(self, state: PletoreState) -> int | None:
        """What the referee reports (§0.2): None before the komi, a free integer."""
        if state.komi is None and state.passes < 2:
            return None
        return len(self.legal_moves(state))

    def apply(self, state: PletoreState, move: PletoreMove) -> PletoreState:
        kind = type(move)
        if state.passes >= 2:
            raise IllegalMove(_GAME_OVER)
        if kind is Place or kind is Flip:
            self._require_play(state)
            return self._board_move(state, move)  # type: ignore[arg-type]
        if kind is Pass:
            self._require_play(state)
            return self._pass(state)
        if kind is TakeButton:
            self._require_play(state)
            return self._take_button(state)
        if kind is Komi:
            return self._komi(state, move)  # type: ignore[arg-type]
        if kind is Side:
            return self._side(state, move)  # type: ignore[arg-type]
        raise IllegalMove(f"{move!r} is not a Pletore move.")

    def outcome(self, state: PletoreState) -> Outcome | None:
        if state.passes < 2:
            return None
        black_score, white_score = self.scores(state)
        # §3.5: stones plus controlled points sum to n², so a tie needs n² + K even,
        # and then the button (which must be gone before anyone passes) breaks it.
        assert black_score != white_score, "Pletore cannot end in a tie (§3.5)"
        winner = BLACK if black_score > white_score else WHITE
        seat0 = state.colour_of(0)
        return Outcome(
            state.seat_of(winner),
            Termination.SCORE,
            (black_score, white_score) if seat0 == BLACK else (white_score, black_score),
        )

    def scores(self, state: PletoreState) -> tuple[float, float]:
        """Black's and White's score by §3.5; mid-game, uncontrolled points count for nobody."""
        geo = geometry(state.size)
        black, white = state.black, state.white
        black_control, white_control = control(geo, black, white)
        empty = geo.board ^ (black | white)
        black_score = black.bit_count() + (empty & black_control).bit_count()
        white_score = white.bit_count() + (empty & white_control).bit_count() + (state.komi or 0)
        return (
            black_score + (0.5 if state.button == BUTTON_BLACK else 0.0),
            white_score + (0.5 if state.button == BUTTON_WHITE else 0.0),
        )

    def chance_outcomes(self, state: PletoreState) -> list[tuple[Any, Fraction]]:
        return []  # Pletore has no chance.

    # --- the moves -----------------------------------------------------------

    @staticmethod
    def _require_play(state: PletoreState) -> None:
        if state.komi is None:
            limit = state.size * state.size
            raise IllegalMove(
                "The game has not started: seat 0 first names the komi, e.g. 'komi 7' "
                f"(a whole number from -{limit} to {limit})."
            )
        if state.black_seat is None:
            raise IllegalMove(
                "The game has not started: seat 1 first picks a colour with "
                "'side black' or 'side white'."
            )

    def _board_move(self, state: PletoreState, move: Place | Flip) -> PletoreState:
        size = state.size
        x, y = move.x, move.y
        if not (0 <= x < size and 0 <= y < size):
            raise IllegalMove(f"{move} is not a point of the {size}×{size} board.")
        geo = geometry(size)
        index = (y + 1) * geo.stride + x + 1
        bit = 1 << index
        black, white = state.black, state.white
        turn = state.turn
        black_moves = not turn & 1
        mine, theirs = (black, white) if black_moves else (white, black)
        if type(move) is Place:
            if (black | white) & bit:
                raise IllegalMove(
                    f"You cannot place on {move}: it is occupied"
                    + (f"; to flip the enemy stone there, play '{move}x'." if theirs & bit else ".")
                )
            flags = pinchers(geo, black, white, index)
            if flags == (WHITE_PINCHES if black_moves else BLACK_PINCHES):
                enemy = _name(WHITE if black_moves else BLACK)
                raise IllegalMove(
                    f"You cannot place on {move}: {enemy} controls it "
                    f"({enemy} pinches it and you do not)."
                )
            if (
                turn == 1
                and not size & 1
                and black
                and geo.rotated[black.bit_length() - 1] == index
            ):
                raise IllegalMove(
                    f"You cannot place on {move} on White's first turn: it is the 180° image "
                    f"of Black's {geo.name(black.bit_length() - 1)}, which the anti-mirror "
                    "rule of even boards forbids."
                )
            mine |= bit
            last: PletoreMove = move_tables(size).places[index]
        else:
            if not theirs & bit:
                raise IllegalMove(
                    f"You cannot flip {geo.name(index)}: "
                    + (
                        "it is your own stone; only enemy stones can be flipped."
                        if mine & bit
                        else f"it is empty, so there is nothing to flip; play '{geo.name(index)}' "
                        "to place a stone there."
                    )
                )
            flags = pinchers(geo, black, white, index)
            if flags != (BLACK_PINCHES if black_moves else WHITE_PINCHES):
                me = _name(BLACK if black_moves else WHITE)
                reason = (
                    "both players pinch it, so nobody controls it"
                    if flags == BLACK_PINCHES | WHITE_PINCHES
                    else f"{me} does not pinch it (that needs a {me} stone in sight both "
                    "vertically and horizontally)"
                )
                raise IllegalMove(f"You cannot flip {geo.name(index)}: {reason}.")
            theirs ^= bit
            mine |= bit
            last = move_tables(size).flips[index]
        black, white = (mine, theirs) if black_moves else (theirs, mine)
        return PletoreState(
            size,
            black,
            white,
            state.komi,
            state.black_seat,
            state.button,
            state.fixed,
            state.ply + 1,
            0,
            last,
        )

    def _pass(self, state: PletoreState) -> PletoreState:
        if state.button == BUTTON_FREE:
            raise IllegalMove(
                "You cannot pass while the button is still available; "
                "take it with 'button' or play on the board."
            )
        geo = geometry(state.size)
        black_control, white_control = control(geo, state.black, state.white)
        free = geo.board & ~(state.black | state.white | black_control | white_control)
        if free:
            names = geo.names(free)
            shown = ", ".join(names[:5]) + (", …" if len(names) > 5 else "")
            raise IllegalMove(
                "You cannot pass while an empty point is controlled by nobody "
                f"({shown}); place a stone there instead."
            )
        return PletoreState(
            state.size,
            state.black,
            state.white,
            state.komi,
            state.black_seat,
            state.button,
            state.fixed,
            state.ply + 1,
            state.passes + 1,
            PASS,
        )

    def _take_button(self, state: PletoreState) -> PletoreState:
        if state.button == NO_BUTTON:
            raise IllegalMove(
                f"This game has no button: the komi {state.komi} and the board size "
                f"{state.size} differ in parity."
            )
        if state.button != BUTTON_FREE:
            taker = _name(BLACK if state.button == BUTTON_BLACK else WHITE)
            raise IllegalMove(f"The button has already been taken by {taker}.")
        return PletoreState(
            state.size,
            state.black,
            state.white,
            state.komi,
            state.black_seat,
            BUTTON_WHITE if state.turn & 1 else BUTTON_BLACK,
            state.fixed,
            state.ply + 1,
            0,
            BUTTON,
        )

    def _komi(self, state: PletoreState, move: Komi) -> PletoreState:
        if state.komi is not None:
            raise IllegalMove(f"The komi is already set to {state.komi}; it cannot change.")
        value = move.value
        if type(value) is not int:
            raise IllegalMove("komi must be a whole number, like 'komi 7' or 'komi -2'.")
        if abs(value) > state.size * state.size:
            raise IllegalMove(komi_range_error(state.size))
        return PletoreState(
            state.size,
            0,
            0,
            value,
            None,
            _button_for(value, state.size),
            False,
            state.ply + 1,
            0,
            move,
        )

    def _side(self, state: PletoreState, move: Side) -> PletoreState:
        if state.komi is None:
            self._require_play(state)
        if state.black_seat is not None:
            raise IllegalMove(
                f"Sides are already chosen: seat 0 plays {_name(state.colour_of(0) or '')}, "
                f"seat 1 plays {_name(state.colour_of(1) or '')}."
            )
        if move.colour not in (BLACK, WHITE):
            raise IllegalMove("The side must be black or white.")
        return PletoreState(
            state.size,
            0,
            0,
            state.komi,
            1 if move.colour == BLACK else 0,
            state.button,
            False,
            state.ply + 1,
            0,
            move,
        )

    # --- notation ------------------------------------------------------------

    def parse_move(self, state: PletoreState, text: str) -> PletoreMove:
        """Read chat notation (§1.3) and check it against the position."""
        if state.passes >= 2:
            raise IllegalMove(_GAME_OVER)
        parsed = read(text, state.size)
        if type(parsed) is Bare:
            self._require_play(state)
            geo = geometry(state.size)
            index = geo.index(parsed.x, parsed.y)
            tables = move_tables(state.size)
            theirs = state.white if state.turn & 1 == 0 else state.black
            move: PletoreMove = tables.flips[index] if theirs >> index & 1 else tables.places[index]
            if (state.black | state.white) >> index & 1 and not theirs >> index & 1:
                raise IllegalMove(
                    f"You cannot play {move}: it holds your own stone, "
                    "and only enemy stones can be flipped."
                )
        else:
            move = parsed  # type: ignore[assignment]
        self.apply(state, move)  # validates with the same messages as a direct apply
        return move

    # --- views ---------------------------------------------------------------

    def view(self, state: PletoreState, seat: Seat | None) -> PletoreView:
        """Pletore has no hidden information: every seat sees the whole board."""
        geo = geometry(state.size)
        black, white = state.black, state.white
        black_control, white_control = control(geo, black, white)
        stones: dict[tuple[int, int], str] = {}
        territory: dict[tuple[int, int], str] = {}
        flippable: list[tuple[int, int]] = []
        for index in geo.cells:
            bit = 1 << index
            point = geo.point(index)
            if black & bit:
                stones[point] = BLACK
                if white_control & bit:
                    flippable.append(point)
            elif white & bit:
                stones[point] = WHITE
                if black_control & bit:
                    flippable.append(point)
            elif black_control & bit:
                territory[point] = BLACK
            elif white_control & bit:
                territory[point] = WHITE
        last = state.last_move
        black_score, white_score = self.scores(state)
        outcome = self.outcome(state)
        phase = "over" if outcome else ("play" if state.black_seat is not None else "protocol")
        holder = {BUTTON_BLACK: BLACK, BUTTON_WHITE: WHITE}.get(state.button)
        return PletoreView(
            size=state.size,
            stones=stones,
            control=territory,
            flippable=tuple(flippable),
            ply=state.ply,
            to_move=self.to_move(state),
            colours=(state.colour_of(0), state.colour_of(1)),
            komi=state.komi,
            has_button=None if state.komi is None else state.button != NO_BUTTON,
            button_holder=holder,
            last_move=None if last is None else str(last),
            last_point=(last.x, last.y) if isinstance(last, Place | Flip) else None,
            flipped=((last.x, last.y),) if isinstance(last, Flip) else (),
            score={BLACK: black_score, WHITE: white_score},
            phase=phase,
            outcome=outcome,
        )

    def view_text(self, view: PletoreView) -> str:
        return view.text()


PLETORE: Final = PletoreGame()
