"""The Les engine (``shared/rules/les.md``, with the decisions of its §0 and §4).

The state is two bitboards, who plays Black and two bookkeeping fields;
contact and lone points are recomputed from the stones (a dozen integer
operations, see ``geometry``), never stored, so a state stays a handful of
ints and a replayed state equals the original.

Plies: seat 0 sets up four stones (``setup B1 W1 B2 W2``), seat 1 picks a
colour (``side black|white``), then Black and White alternate whole turns,
Black first. A turn is one ``Turn`` move: the contact placement and, when the
board with that stone on it still has a lone point, the compulsory lone
placement (§3.2). The game is over when no contact point is left at the start
of a turn, even if lone points remain (§4 item 6). ``play`` applies each kind
of move with its checks; the result (§3.4) is ``holes``.

What ``legal_moves`` returns:

* setup ply: not every setup (10⁶ of them on n = 9, §0.2) but a fixed
  sample (``moves.setup_sample``) so random playouts and the AI can start;
  ``parse_move``/``apply`` accept every valid setup, and
  ``legal_move_count`` answers ``None`` there, which the referee prints as
  ``null``;
* side ply: ``side black``, ``side white``;
* play: every full turn, in the spec's stable order (contact point, then lone
  point, each by rows a.. and numbers 1..). The list is built from shared
  move objects (``moves.turns``), which keeps uniform random playouts on
  n = 9 well above 100 per second, so no lazy iterator is needed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Final

from rules.base import OptionSpec, Outcome, Seat, Termination, resolve_options
from rules.errors import IllegalMove
from rules.info import GameInfo
from rules.les.geometry import MAX_SIZE, MIN_SIZE, geometry
from rules.les.holes import Hole, Verdict, find_holes, verdict
from rules.les.moves import LesMove, Point, Setup, Turn, move_tables, setup_sample, turns
from rules.les.notation import point, read
from rules.les.play import (
    GAME_OVER,
    check_contact,
    inside,
    is_over,
    play_setup,
    play_side,
    play_turn,
    require_play,
)
from rules.les.state import LesState
from rules.les.view import HoleView, LesView
from rules.protocol import Game
from rules.sides import BLACK, SIDES, WHITE, Side

NO_CONTACT: Final = Termination.NO_CONTACT
"""§0.1: the ordinary end of a Les game, no contact placement left."""


class LesGame(Game[LesState, LesMove, LesView]):
    """The ``rules.GAMES`` entry for Les."""

    name: Final = "les"
    aliases: Final = ()
    option_specs: Final = (
        OptionSpec(
            "size",
            int,
            9,
            tuple(range(MIN_SIZE, MAX_SIZE + 1)),
            "points per side of the hexagon (7, 9 or 11 recommended)",
        ),
    )
    info: Final = GameInfo(
        hidden_information=False,
        has_chance=False,
        has_draws=True,  # §3.4: equal holes all the way down
        draw_by_agreement=True,
    )

    # --- setup -------------------------------------------------------------

    def initial(self, options: Mapping[str, object] | None = None) -> LesState:
        size: int = resolve_options(self.option_specs, options)["size"]
        geometry(size)  # build the tables now, not in the first move
        move_tables(size)
        return LesState(size, 0, 0, None, 0, None)

    def options_of(self, state: LesState) -> dict[str, Any]:
        return {"size": state.size}

    # --- whose move, which moves -------------------------------------------

    def is_over(self, state: LesState) -> bool:
        """§3.3: no contact point at the start of a turn (only tested once play began)."""
        return is_over(state)

    def to_move(self, state: LesState) -> Seat | None:
        if state.ply == 0:
            return 0
        if state.ply == 1:
            return 1
        if is_over(state):
            return None
        return state.seat_to_play()

    def legal_moves(self, state: LesState) -> list[LesMove]:
        if state.ply == 0:
            return list(setup_sample(state.size))
        if state.ply == 1:
            return list(SIDES)
        geo = geometry(state.size)
        black, white = state.black, state.white
        near_black, near_white = geo.spread(black), geo.spread(white)
        empty = geo.board & ~(black | white)
        contact = empty & near_black & near_white
        if not contact:
            return []
        return turns(state.size, contact, empty & ~(near_black | near_white))

    def legal_move_count(self, state: LesState) -> int | None:
        """What the referee reports (§0.2): ``None`` at the setup ply, which is not a menu."""
        if state.ply == 0:
            return None
        return len(self.legal_moves(state))

    def contact_points(self, state: LesState) -> list[str]:
        """Where the mover may put the first stone, for autocomplete (empty before play)."""
        if state.ply < 2:
            return []
        geo = geometry(state.size)
        black, white = state.black, state.white
        return geo.names(geo.spread(black) & geo.spread(white) & ~(black | white))

    def lone_points(self, state: LesState, contact: str) -> list[str]:
        """The lone points left once ``contact`` is placed: the completions of a turn.

        An empty list means the turn is the contact stone alone. Raises
        ``IllegalMove``/``InvalidNotation`` when ``contact`` is not a contact point.
        """
        require_play(state)
        geo = geometry(state.size)
        index = inside(geo, point(contact.strip().lower(), state.size))
        check_contact(state, geo, index)
        stones = state.black | state.white | 1 << index
        return geo.names(geo.board & ~stones & ~geo.spread(stones))

    # --- applying ------------------------------------------------------------

    def apply(self, state: LesState, move: LesMove) -> LesState:
        kind = type(move)
        if kind is Turn:
            return play_turn(state, move)  # type: ignore[arg-type]
        if kind is Setup:
            return play_setup(state, move)  # type: ignore[arg-type]
        if kind is Side:
            return play_side(state, move)  # type: ignore[arg-type]
        raise IllegalMove(f"{move!r} is not a Les move.", "les-not-a-move-object", move=repr(move))

    # --- the result ----------------------------------------------------------

    def holes(self, state: LesState) -> list[Hole]:
        return find_holes(geometry(state.size), state.black, state.white)

    def verdict(self, state: LesState) -> Verdict:
        """The §3.4 comparison of the position as it stands (meaningful once over)."""
        return verdict(self.holes(state))

    def outcome(self, state: LesState) -> Outcome | None:
        if not is_over(state):
            return None
        holes = self.holes(state)
        owned = {
            colour: sum(1 for hole in holes if hole.owner == colour) for colour in (BLACK, WHITE)
        }
        result = verdict(holes)
        return Outcome(
            None if result.winner is None else state.seat_of(result.winner),
            NO_CONTACT,
            (float(owned[state.colour_of(0) or BLACK]), float(owned[state.colour_of(1) or WHITE])),
        )

    # --- notation ------------------------------------------------------------

    def parse_move(self, state: LesState, text: str) -> LesMove:
        """Read chat notation (§1.3) and check it against the position."""
        if is_over(state):
            raise IllegalMove(GAME_OVER, "les-game-over")
        move = read(text, state.size)
        self.apply(state, move)  # validates with the same messages as a direct apply
        if type(move) is Turn:
            tables = move_tables(state.size)
            geo = geometry(state.size)
            first = geo.index(move.contact.row, move.contact.line)
            if move.lone is None:
                return tables.singles[first]
            return tables.row(first)[geo.index(move.lone.row, move.lone.line)]
        return move

    # --- views ---------------------------------------------------------------

    def view(self, state: LesState, seat: Seat | None) -> LesView:
        """Les has no hidden information: every seat sees the whole board."""
        geo = geometry(state.size)
        tables = move_tables(state.size)
        black, white = state.black, state.white
        stones: dict[Point, str] = {}
        for index in geo.indices(black):
            stones[tables.points[index]] = BLACK
        for index in geo.indices(white):
            stones[tables.points[index]] = WHITE
        over = is_over(state)
        contact = lone = 0
        if state.ply >= 2 and not over:
            near_black, near_white = geo.spread(black), geo.spread(white)
            empty = geo.board & ~(black | white)
            contact = empty & near_black & near_white
            lone = empty & ~(near_black | near_white)

        def points(bits: int) -> tuple[Point, ...]:
            return tuple(tables.points[i] for i in geo.indices(bits))

        holes: tuple[HoleView, ...] = ()
        decision = None
        if over:
            found = self.holes(state)
            holes = tuple(HoleView(points(h.points), points(h.boundary), h.owner) for h in found)
            decision = verdict(found)
        last = state.last_move
        phase = "setup" if state.ply == 0 else "side" if state.ply == 1 else "play"
        return LesView(
            size=state.size,
            stones=stones,
            ply=state.ply,
            to_move=self.to_move(state),
            colours=(state.colour_of(0), state.colour_of(1)),
            phase="over" if over else phase,
            last_move=None if last is None else str(last),
            last_points=() if last is None or isinstance(last, Side) else last.points,
            contact=points(contact),
            lone=points(lone),
            holes=holes,
            verdict=None if decision is None else decision.reason,
            outcome=self.outcome(state),
            decision=decision,
        )

    def final_view(self, state: LesState, seat: Seat | None, outcome: Outcome) -> LesView:
        """The board as it stood when a game-level entry ended the game with ``outcome``:
        nobody is to move, so no contact or lone point is offered (the holes are only
        counted when the rules end the game)."""
        return replace(
            self.view(state, seat),
            to_move=None,
            phase="over",
            contact=(),
            lone=(),
            outcome=outcome,
        )

    def view_text(self, view: LesView) -> str:
        return view.text()


LES: Final = LesGame()
