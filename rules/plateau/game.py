"""The Plateau engine (``shared/rules/plateau.md``, its §0 default configuration).

Plies: Black's opening stack, White's, then normal turns from Black. A turn
is an onboard, a move (with its stops, landing and captures) or a tender; a
tender is answered by ``give`` or ``decline`` (not a turn of the responder's),
and a declined tenderer raises or withdraws (§6). A player with nothing to
do has the single move ``pass``. The game ends after the action that gives a
player six prisoners or a run of six of his pieces in one stack (§8); the
game-level entries (resign, draw, timeout, abort, takeback) are the shared
base's, and ``entry_scores`` gives their scores. Board play is ``placing`` and
``moving``, the exchange ``exchange``, what they share ``play``.

Hidden information lives in the state as it truly is; ``view`` redacts it
per viewer, and ``rules.plateau.worlds`` samples states that fit a view.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from rules.base import OptionSpec, Outcome, Seat, resolve_options
from rules.info import GameInfo
from rules.plateau import exchange, legal, moving, placing, play
from rules.plateau.encoding import FULL_SET
from rules.plateau.geometry import SQUARES
from rules.plateau.moves import (
    Decline,
    Give,
    Move,
    Onboard,
    Open,
    Pass,
    PlateauMove,
    Raise,
    Tender,
    Withdraw,
    names_hidden_piece,
)
from rules.plateau.notation import read, resolve
from rules.plateau.position import read_position
from rules.plateau.refusals import PlateauIllegal
from rules.plateau.state import OPENING, OVER, PlateauState
from rules.plateau.view import PlateauView
from rules.plateau.views import build_view
from rules.plateau.worlds import sample_world
from rules.protocol import Game, Rng

INITIAL: Final = PlateauState(
    tuple(() for _ in range(SQUARES)),
    (FULL_SET, FULL_SET),
    ((0,) * len(FULL_SET), (0,) * len(FULL_SET)),
    OPENING,
    0,
    0,
)

_PLAYS: Final[dict[type, Callable[[PlateauState, Any], PlateauState]]] = {
    Onboard: placing.play_onboard,
    Move: moving.play_move,
    Open: placing.play_open,
    Tender: exchange.play_tender,
    Give: exchange.play_give,
    Decline: exchange.play_decline,
    Raise: exchange.play_raise,
    Withdraw: exchange.play_withdraw,
}


class PlateauGame(Game[PlateauState, PlateauMove, PlateauView]):
    """The ``rules.GAMES`` entry for Plateau."""

    name: Final = "plateau"
    aliases: Final[tuple[str, ...]] = ()
    option_specs: Final[tuple[OptionSpec, ...]] = ()
    info: Final = GameInfo(
        hidden_information=True,  # §7: faces and the hand are private
        has_chance=False,
        has_draws=False,  # §8: only six prisoners or a run of six end it, for one player
        draw_by_agreement=True,
    )

    # --- setup -------------------------------------------------------------------

    def initial(self, options: Mapping[str, object] | None = None) -> PlateauState:
        """The empty board with full hands; Plateau has no options, so any is refused."""
        resolve_options(self.option_specs, options)
        return INITIAL

    def options_of(self, state: PlateauState) -> dict[str, Any]:
        return {}

    def position(self, text: str, to_move: Seat, ply: int = 2) -> PlateauState:
        """A normal-play state from §10's notation (``rules.plateau.position``)."""
        return read_position(text, to_move, ply)

    # --- whose move, which moves ---------------------------------------------------

    def to_move(self, state: PlateauState) -> Seat | None:
        """The seat to act (the responder while a tender awaits an answer), or None."""
        return None if state.phase == OVER else state.seat

    def legal_moves(self, state: PlateauState) -> list[PlateauMove]:
        return legal.legal_moves(state)

    def names_hidden_piece(self, move: PlateauMove) -> bool:
        """``open`` and onboards name a hidden piece: accepted only privately (§7.5)."""
        return names_hidden_piece(move)

    # --- applying --------------------------------------------------------------------

    def apply(self, state: PlateauState, move: PlateauMove) -> PlateauState:
        """The state after ``move``; ``PlateauIllegal`` (with the spec's code) if it is
        not legal here. Every field of the move is checked, wherever it came from."""
        if state.phase == OVER:
            raise play.wrong_phase(state, "play")
        played = _PLAYS.get(type(move))
        if played is not None:
            return played(state, move)
        if type(move) is Pass:
            return play.play_pass(state, move, legal.has_action)
        raise PlateauIllegal(
            "E_NOT_A_MOVE",
            f"{move!r} is not a Plateau move.",
            "plateau-not-a-move-object",
            move=repr(move),
        )

    def parse_move(self, state: PlateauState, text: str) -> PlateauMove:
        """Read chat notation (§2.3), resolve it against the position and check it.

        Returns the canonical move; ``InvalidNotation`` for text that is no
        Plateau command, ``PlateauIllegal`` for one that cannot be played here.
        """
        move = resolve(read(text), state)
        self.apply(state, move)
        return move

    # --- the result --------------------------------------------------------------------

    def outcome(self, state: PlateauState) -> Outcome | None:
        return state.result

    def entry_scores(self, state: PlateauState) -> tuple[int, int]:
        """Prisoners held by seat 0 and seat 1: the scores when a game-level entry
        (resign, draw, timeout, abort) ends the game (§8.1)."""
        return (sum(state.prisoners[0]), sum(state.prisoners[1]))

    # --- views ---------------------------------------------------------------------------

    def view(self, state: PlateauState, seat: Seat | None) -> PlateauView:
        """What ``seat`` (``None``: a spectator) may see; everything once the game is over."""
        return build_view(state, seat)

    def final_view(self, state: PlateauState, seat: Seat | None, outcome: Outcome) -> PlateauView:
        """Everything revealed, for a game a game-level entry ended (resignation, timeout,
        draw, abort): the engine's state does not know it is over, so this view says so
        and carries ``outcome``."""
        return build_view(state, seat, outcome)

    def view_text(self, view: PlateauView) -> str:
        return view.text()

    def sample_world(self, view: PlateauView, rng: Rng) -> PlateauState:
        """A state that fits ``view`` (``rules.plateau.worlds``): what the AI searches."""
        return sample_world(view, rng)

    def shown(self, before: PlateauView, after: PlateauView) -> int | None:
        """The faces ``after`` shows that ``before`` hid from the same viewer (§7.3). No
        action both shows and hides (only an exchange sends pieces back to a hand, and it
        shows nothing), so the drop in hidden faces is what came to light."""
        count = before.hidden_faces - after.hidden_faces
        return count if count > 0 else None


PLATEAU: Final = PlateauGame()
