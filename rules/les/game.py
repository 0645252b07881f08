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
of a turn, even if lone points remain (§4 item 6).

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
from fractions import Fraction
from typing import Any, Final

from rules.base import OptionSpec, Outcome, Seat, Termination, resolve_options
from rules.errors import IllegalMove
from rules.les.geometry import MAX_SIZE, MIN_SIZE, Geometry, geometry
from rules.les.holes import Hole, Verdict, find_holes, verdict
from rules.les.moves import (
    BLACK,
    SIDES,
    WHITE,
    LesMove,
    Point,
    Setup,
    Side,
    Turn,
    move_tables,
    setup_sample,
    turns,
)
from rules.les.notation import point, read
from rules.les.state import LesState
from rules.les.view import HoleView, LesView

NO_CONTACT: Final = Termination.NO_CONTACT
"""§0.1: the ordinary end of a Les game, no contact placement left."""

_GAME_OVER = "The game is over: no contact point is left, so no more moves can be played."
_SHOWN = 6  # how many points an error message lists before '…'


def _listing(names: list[str]) -> str:
    return ", ".join(names[:_SHOWN]) + (", …" if len(names) > _SHOWN else "")


def _inside(geo: Geometry, p: Point) -> int:
    """The bit index of a move's point, refusing points that are not on this board."""
    if not geo.contains(p.row, p.line):
        raise IllegalMove(f"{p} is not a point of the size-{geo.size} board.")
    return p.row * geo.stride + p.line


class LesGame:
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
        if state.ply < 2:
            return False
        geo = geometry(state.size)
        black, white = state.black, state.white
        return not (geo.spread(black) & geo.spread(white) & ~(black | white))

    def to_move(self, state: LesState) -> Seat | None:
        if state.ply == 0:
            return 0
        if state.ply == 1:
            return 1
        if self.is_over(state):
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
        self._require_play(state)
        geo = geometry(state.size)
        index = _inside(geo, point(contact.strip().lower(), state.size))
        self._check_contact(state, geo, index)
        stones = state.black | state.white | 1 << index
        return geo.names(geo.board & ~stones & ~geo.spread(stones))

    # --- applying ------------------------------------------------------------

    def apply(self, state: LesState, move: LesMove) -> LesState:
        kind = type(move)
        if kind is Turn:
            return self._turn(state, move, True)  # type: ignore[arg-type]
        if kind is Setup:
            return self._setup(state, move)  # type: ignore[arg-type]
        if kind is Side:
            return self._side(state, move)  # type: ignore[arg-type]
        raise IllegalMove(f"{move!r} is not a Les move.")

    def _require_play(self, state: LesState) -> None:
        if state.ply == 0:
            raise IllegalMove(
                "The game has not started: seat 0 first places the four starting stones, "
                "e.g. 'setup d4 d5 b2 b4' (Black, White adjacent; Black, White a one-point "
                "jump apart)."
            )
        if state.ply == 1:
            raise IllegalMove(
                "The game has not started: seat 1 first picks a colour with "
                "'side black' or 'side white'."
            )
        if self.is_over(state):
            raise IllegalMove(_GAME_OVER)

    def _check_contact(self, state: LesState, geo: Geometry, index: int) -> None:
        name = geo.name(index)
        black, white = state.black, state.white
        if (black | white) >> index & 1:
            raise IllegalMove(f"You cannot place on {name}: it is occupied.")
        around = geo.neighbours[index]
        if around & black and around & white:
            return
        if around & black:
            touching = f"it touches only Black stones ({_listing(geo.names(around & black))})"
        elif around & white:
            touching = f"it touches only White stones ({_listing(geo.names(around & white))})"
        else:
            touching = "it touches no stone at all"
        contact = geo.names(geo.spread(black) & geo.spread(white) & ~(black | white))
        raise IllegalMove(
            f"{name} is not a contact point: the first stone of a turn must touch both a "
            f"Black and a White stone, and {touching}. Contact points now: {_listing(contact)}."
        )

    def _turn(self, state: LesState, move: Turn, hint: bool) -> LesState:
        """Play a whole turn; ``hint`` adds 'did you mean' when the reversed turn is legal."""
        self._require_play(state)
        geo = geometry(state.size)
        first = _inside(geo, move.contact)
        try:
            self._check_contact(state, geo, first)
        except IllegalMove as exc:
            swapped = Turn(move.lone, move.contact) if move.lone is not None else None
            if hint and swapped is not None and self._legal(state, swapped):
                raise IllegalMove(
                    f"{exc} The contact placement comes first: did you mean '{swapped}'?"
                ) from None
            raise
        black, white = state.black, state.white
        stones = black | white | 1 << first
        lone = geo.board & ~stones & ~geo.spread(stones)
        if move.lone is None:
            if lone:
                names = geo.names(lone)
                raise IllegalMove(
                    f"A lone placement is still required after {move.contact}: lone points "
                    f"remain ({_listing(names)}), e.g. '{move.contact} {names[0]}'."
                )
            placed = 1 << first
        else:
            second = _inside(geo, move.lone)
            if not lone >> second & 1:
                raise IllegalMove(self._not_lone(state, geo, move, first, second, lone))
            placed = 1 << first | 1 << second
        if state.seat_to_play() == state.black_seat:
            black |= placed
        else:
            white |= placed
        return LesState(state.size, black, white, state.black_seat, state.ply + 1, move)

    @staticmethod
    def _not_lone(
        state: LesState, geo: Geometry, move: Turn, first: int, second: int, lone: int
    ) -> str:
        name = geo.name(second)
        if second == first:
            reason = "the two placements must be on different points"
        elif (state.black | state.white) >> second & 1:
            reason = f"{name} is occupied"
        elif geo.neighbours[second] >> first & 1:
            reason = f"{name} touches {move.contact}, the stone you have just placed"
        else:
            stones = geo.neighbours[second] & (state.black | state.white)
            reason = f"{name} touches {_listing(geo.names(stones))}"
        if lone:
            tail = f"lone points after {move.contact}: {_listing(geo.names(lone))}"
        else:
            tail = f"no lone point is left after {move.contact}, so play '{move.contact}' alone"
        return (
            f"{name} is not a lone point once {move.contact} is down: {reason}. "
            f"The second stone must touch no stone at all; {tail}."
        )

    def _legal(self, state: LesState, move: Turn) -> bool:
        try:
            self._turn(state, move, False)
        except IllegalMove:
            return False
        return True

    def _setup(self, state: LesState, move: Setup) -> LesState:
        if state.ply != 0:
            raise IllegalMove("The starting stones are already placed; the setup happens once.")
        geo = geometry(state.size)
        b1, w1, b2, w2 = (_inside(geo, p) for p in move.points)
        if len({b1, w1, b2, w2}) != 4:
            raise IllegalMove(f"The four setup points must be distinct: '{move}' repeats one.")
        if not geo.neighbours[b1] >> w1 & 1:
            raise IllegalMove(
                f"The first Black and White setup stones must be adjacent, but "
                f"{move.black1} and {move.white1} are not neighbours."
            )
        dr, dq = move.white2.row - move.black2.row, move.white2.line - move.black2.line
        if (dr, dq) not in ((0, 2), (0, -2), (2, 0), (-2, 0), (2, 2), (-2, -2)):
            shared = geo.neighbours[b2] & geo.neighbours[w2]
            why = (
                "they are two steps apart but not on a common line (they share the "
                f"neighbours {' and '.join(geo.names(shared))})"
                if shared.bit_count() == 2
                else "they are not two points apart on a line"
            )
            raise IllegalMove(
                f"The second Black and White setup stones must be a one-point jump (on one "
                f"line with one empty point between), but for {move.black2} and "
                f"{move.white2} {why}."
            )
        middle = geo.index(move.black2.row + dr // 2, move.black2.line + dq // 2)
        if middle in (b1, w1):
            raise IllegalMove(
                f"The point between {move.black2} and {move.white2} is {geo.name(middle)}, "
                "which must stay empty, but the setup puts a stone there."
            )
        return LesState(state.size, 1 << b1 | 1 << b2, 1 << w1 | 1 << w2, None, 1, move)

    def _side(self, state: LesState, move: Side) -> LesState:
        if state.ply == 0:
            self._require_play(state)
        if state.ply != 1:
            raise IllegalMove(
                f"Sides are already chosen: seat 0 plays {state.colour_of(0)}, "
                f"seat 1 plays {state.colour_of(1)}."
            )
        if move.colour not in (BLACK, WHITE):
            raise IllegalMove("The side must be black or white.")
        black_seat = 1 if move.colour == BLACK else 0
        return LesState(state.size, state.black, state.white, black_seat, 2, move)

    # --- the result ----------------------------------------------------------

    def holes(self, state: LesState) -> list[Hole]:
        return find_holes(geometry(state.size), state.black, state.white)

    def verdict(self, state: LesState) -> Verdict:
        """The §3.4 comparison of the position as it stands (meaningful once over)."""
        return verdict(self.holes(state))

    def outcome(self, state: LesState) -> Outcome | None:
        if not self.is_over(state):
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

    def chance_outcomes(self, state: LesState) -> list[tuple[Any, Fraction]]:
        return []  # Les has no chance.

    # --- notation ------------------------------------------------------------

    def parse_move(self, state: LesState, text: str) -> LesMove:
        """Read chat notation (§1.3) and check it against the position."""
        if self.is_over(state):
            raise IllegalMove(_GAME_OVER)
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
        over = self.is_over(state)
        contact = lone = 0
        if state.ply >= 2 and not over:
            near_black, near_white = geo.spread(black), geo.spread(white)
            empty = geo.board & ~(black | white)
            contact = empty & near_black & near_white
            lone = empty & ~(near_black | near_white)

        def points(bits: int) -> tuple[Point, ...]:
            return tuple(tables.points[i] for i in geo.indices(bits))

        holes: tuple[HoleView, ...] = ()
        reason = None
        if over:
            found = self.holes(state)
            holes = tuple(HoleView(points(h.points), points(h.boundary), h.owner) for h in found)
            reason = verdict(found).reason
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
            verdict=reason,
            outcome=self.outcome(state),
        )

    def view_text(self, view: LesView) -> str:
        return view.text()


LES: Final = LesGame()
