"""The Pinch engine (``shared/rules/pinch.md``, 2019 flip rules).

The state is two bitboards plus a little bookkeeping (``state``); ``play``
resolves a placement's chain reaction and tests the connection, ``notation``
reads chat text, ``view`` is what players and spectators see.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Final

from rules.base import OptionSpec, Outcome, Seat, Termination, resolve_options
from rules.errors import IllegalMove
from rules.info import GameInfo
from rules.pinch.geometry import geometry
from rules.pinch.moves import SWAP, PinchMove, Place, Swap, place_moves
from rules.pinch.notation import read
from rules.pinch.play import play_place, play_swap
from rules.pinch.state import PinchState
from rules.pinch.view import PinchView
from rules.protocol import Game
from rules.sides import BLACK, WHITE

SIZES: Final = (9, 11, 13)
_GAME_OVER = "The game is over; no more moves can be played."


class PinchGame(Game[PinchState, PinchMove, PinchView]):
    """The ``rules.GAMES`` entry for Pinch."""

    name: Final = "pinch"
    aliases: Final = ()
    option_specs: Final = (OptionSpec("size", int, 11, SIZES, "board size (points per side)"),)
    info: Final = GameInfo(
        hidden_information=False,
        has_chance=False,
        has_draws=False,  # spec §3.8: a full board always holds a connection
        draw_by_agreement=False,  # so there is no draw to offer either
    )

    # --- setup -------------------------------------------------------------

    def initial(self, options: Mapping[str, object] | None = None) -> PinchState:
        size = resolve_options(self.option_specs, options)["size"]
        geometry(size)  # build the tables now, not in the first move
        return PinchState(size, 0, 0, 0, False, None, None, 0)

    def options_of(self, state: PinchState) -> dict[str, Any]:
        return {"size": state.size}

    # --- protocol ------------------------------------------------------------

    def to_move(self, state: PinchState) -> Seat | None:
        return None if state.winner is not None else state.ply & 1

    def legal_moves(self, state: PinchState) -> list[PinchMove]:
        if state.winner is not None:
            return []
        occupied = state.black | state.white
        table = place_moves(state.size)
        moves: list[PinchMove] = [
            table[index] for bit, index in geometry(state.size).cells if not occupied & bit
        ]
        if state.ply == 1:
            moves.append(SWAP)
        return moves

    def apply(self, state: PinchState, move: PinchMove) -> PinchState:
        if state.winner is not None:
            raise IllegalMove(_GAME_OVER, "game-over")
        kind = type(move)
        if kind is Place:
            return play_place(state, move)  # type: ignore[arg-type]
        if kind is Swap:
            return play_swap(state)
        raise IllegalMove(
            f"{move!r} is not a Pinch move.", "pinch-not-a-move-object", move=repr(move)
        )

    def outcome(self, state: PinchState) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome(state.winner, Termination.CONNECTION)

    # --- notation ------------------------------------------------------------

    def parse_move(self, state: PinchState, text: str) -> PinchMove:
        """Read chat notation (§1.4, §3.11) and check it against the position."""
        if state.winner is not None:
            raise IllegalMove(_GAME_OVER, "game-over")
        move = read(text, state.size)
        if type(move) is Swap:
            if state.ply != 1:
                raise IllegalMove(
                    "swap is only possible as the second move of the game.", "pinch-swap-late"
                )
            return SWAP
        assert type(move) is Place
        index = geometry(state.size).index(move.x, move.y)
        if (state.black | state.white) >> index & 1:
            raise IllegalMove(
                f"{text.strip().lower()} is already occupied.",
                "pinch-occupied",
                point=text.strip().lower(),
            )
        return place_moves(state.size)[index]

    # --- views ---------------------------------------------------------------

    def view(self, state: PinchState, seat: Seat | None) -> PinchView:
        """Pinch has no hidden information: every seat sees the whole board."""
        geo = geometry(state.size)
        stones: dict[tuple[int, int], str] = {}
        for bit, index in geo.cells:
            if state.black & bit:
                stones[geo.point(index)] = BLACK
            elif state.white & bit:
                stones[geo.point(index)] = WHITE
        converted = tuple(
            sorted(geo.point(index) for bit, index in geo.cells if state.converted & bit)
        )
        last = state.last_move
        return PinchView(
            size=state.size,
            stones=stones,
            ply=state.ply,
            to_move=self.to_move(state),
            colours=(state.colour_of(0), state.colour_of(1)),
            last_move=None if last is None else str(last),
            last_point=(last.x, last.y) if isinstance(last, Place) else None,
            converted=converted,
            outcome=self.outcome(state),
        )

    def final_view(self, state: PinchState, seat: Seat | None, outcome: Outcome) -> PinchView:
        """The board as it stood when a game-level entry ended the game with ``outcome``."""
        return replace(self.view(state, seat), to_move=None, outcome=outcome)

    def view_text(self, view: PinchView) -> str:
        return view.text()


PINCH: Final = PinchGame()
