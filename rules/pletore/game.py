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
and the button all count): Black takes the even ones; ``play`` applies each
kind of move with its checks. On an even board the
anti-mirror rule (§2.4) reduces, as the spec derives, to "White's first
placement may not be the 180° image of Black's first stone"; the tests check
that reduction against the literal swap-versus-rotate definition.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Final

from rules.base import OptionSpec, Outcome, Seat, Termination, resolve_options
from rules.errors import IllegalMove, InvalidOptions
from rules.info import GameInfo
from rules.pletore.geometry import MAX_SIZE, MIN_SIZE, geometry
from rules.pletore.moves import (
    BUTTON,
    PASS,
    Flip,
    Komi,
    Pass,
    Place,
    PletoreMove,
    TakeButton,
    board_moves,
    move_tables,
)
from rules.pletore.notation import Bare, read
from rules.pletore.play import (
    play_board_move,
    play_button,
    play_komi,
    play_pass,
    play_side,
    require_play,
)
from rules.pletore.sight import control
from rules.pletore.state import (
    BUTTON_BLACK,
    BUTTON_FREE,
    BUTTON_WHITE,
    CHOOSE,
    FIXED,
    NO_BUTTON,
    PletoreState,
    button_for,
)
from rules.pletore.view import PletoreView
from rules.protocol import Game
from rules.sides import BLACK, SIDES, WHITE, Side

_GAME_OVER = "The game is over; no more moves can be played."


class PletoreGame(Game[PletoreState, PletoreMove, PletoreView]):
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
    info: Final = GameInfo(
        hidden_information=False,
        has_chance=False,
        has_draws=False,  # §3.5: the score cannot tie
        draw_by_agreement=True,
    )

    # --- setup -------------------------------------------------------------

    def initial(self, options: Mapping[str, object] | None = None) -> PletoreState:
        given = dict(options or {})
        raw_komi = given.get("komi")
        if isinstance(raw_komi, bool) or (
            isinstance(raw_komi, float) and not raw_komi.is_integer()
        ):
            raise InvalidOptions(
                f"komi must be a whole number, not {raw_komi!r}.",
                "option-whole-not",
                name="komi",
                raw=repr(raw_komi),
            )
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
                    "use komi_mode fixed for a komi agreed in the challenge.",
                    "pletore-komi-in-choose",
                )
            return PletoreState(size, 0, 0, None, None, NO_BUTTON, False, 0, 0, None)
        if komi is None:
            raise InvalidOptions(
                "komi_mode fixed needs a komi option, e.g. komi: 7.", "pletore-fixed-needs-komi"
            )
        if abs(komi) > size * size:
            raise InvalidOptions(
                f"komi must be a whole number from -{size * size} to {size * size} "
                f"on a {size}×{size} board, not {komi}.",
                "pletore-komi-option-range",
                limit=size * size,
                size=size,
                komi=str(komi),
            )
        return PletoreState(size, 0, 0, komi, 0, button_for(komi, size), True, 0, 0, None)

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
            raise IllegalMove(_GAME_OVER, "game-over")
        if kind is Place or kind is Flip:
            require_play(state)
            return play_board_move(state, move)  # type: ignore[arg-type]
        if kind is Pass:
            require_play(state)
            return play_pass(state)
        if kind is TakeButton:
            require_play(state)
            return play_button(state)
        if kind is Komi:
            return play_komi(state, move)  # type: ignore[arg-type]
        if kind is Side:
            return play_side(state, move)  # type: ignore[arg-type]
        raise IllegalMove(
            f"{move!r} is not a Pletore move.", "pletore-not-a-move-object", move=repr(move)
        )

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

    # --- notation ------------------------------------------------------------

    def parse_move(self, state: PletoreState, text: str) -> PletoreMove:
        """Read chat notation (§1.3) and check it against the position."""
        if state.passes >= 2:
            raise IllegalMove(_GAME_OVER, "game-over")
        parsed = read(text, state.size)
        if type(parsed) is Bare:
            require_play(state)
            geo = geometry(state.size)
            index = geo.index(parsed.x, parsed.y)
            tables = move_tables(state.size)
            theirs = state.white if state.turn & 1 == 0 else state.black
            move: PletoreMove = tables.flips[index] if theirs >> index & 1 else tables.places[index]
            if (state.black | state.white) >> index & 1 and not theirs >> index & 1:
                raise IllegalMove(
                    f"You cannot play {move}: it holds your own stone, "
                    "and only enemy stones can be flipped.",
                    "pletore-own-stone",
                    move=str(move),
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

    def final_view(self, state: PletoreState, seat: Seat | None, outcome: Outcome) -> PletoreView:
        """The board as it stood when a game-level entry ended the game with ``outcome``."""
        return replace(self.view(state, seat), to_move=None, phase="over", outcome=outcome)

    def view_text(self, view: PletoreView) -> str:
        return view.text()


PLETORE: Final = PletoreGame()
