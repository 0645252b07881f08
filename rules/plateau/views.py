"""Building a ``PlateauView``: the one place hidden information is redacted (spec §7).

A viewer sees his own pieces' true faces, an opponent's face only once its
public flag is set (§7.2), his own hand by type and the other hand as a
count. The last move is echoed to everyone but its mover in public form
(§2.4): ``open a1 ?? r?``, ``on b2/1 (r?)``, ``m a1!(br) a2-1(b?) a3 captures
B:bb, B:xx``. Once the game is over everything is shown (``reveal_all_at_end``).
Discs are shared objects, one per (piece bits, kind of viewer).
"""

from __future__ import annotations

from typing import Final

from rules.base import Outcome, Seat
from rules.plateau.encoding import CODE, DOWN_FACE, DOWN_SEEN, UP_FACE, UP_SEEN, letters
from rules.plateau.geometry import NAMES
from rules.plateau.moves import Move, Onboard, Open, PlateauMove
from rules.plateau.pieces import HIDDEN
from rules.plateau.state import DECLINED, OVER, PHASE_NAMES, PlateauState
from rules.plateau.view import OWNER_LETTERS, Disc, PlateauView, TenderView


def _disc(bits: int, shown: str) -> Disc:
    """``shown``: "own" (true faces), "public" (only public faces) or "all"."""
    face = bits & 31
    up_seen, down_seen = bool(bits & UP_SEEN), bool(bits & DOWN_SEEN)
    if shown == "all":
        return Disc(bits & 1, UP_FACE[face], DOWN_FACE[face], True, True)
    up, down = UP_FACE[face], DOWN_FACE[face]
    if shown == "public":
        up, down = up if up_seen else HIDDEN, down if down_seen else HIDDEN
    return Disc(bits & 1, up, down, up_seen, down_seen)


_SHARED: dict[Disc, Disc] = {}
"""One object per distinct disc value: a hidden piece's disc must not differ from another
hidden piece's even in identity, or ``is`` would tell their types apart."""
_OWN: Final = tuple(_SHARED.setdefault(d, d) for d in (_disc(b, "own") for b in range(128)))
_PUBLIC: Final = tuple(_SHARED.setdefault(d, d) for d in (_disc(b, "public") for b in range(128)))
_ALL: Final = tuple(_SHARED.setdefault(d, d) for d in (_disc(b, "all") for b in range(128)))


def public_text(move: PlateauMove, detail: tuple[int, ...]) -> str:
    """The §2.4 echo of a move for everyone but its mover: hidden faces are ``?``."""
    kind = type(move)
    if kind is Open:
        assert isinstance(move, Open)
        return f"open {NAMES[move.square]} {HIDDEN}{HIDDEN} {move.top[0]}{HIDDEN}"
    if kind is Onboard:
        assert isinstance(move, Onboard)
        height = "" if move.height is None else f"/{move.height}"
        return f"on {NAMES[move.square]}{height} ({move.code[0]}{HIDDEN})"
    if kind is not Move:
        return str(move)
    assert isinstance(move, Move)
    flip = f"!({CODE[detail[0]]})" if move.flip else ""
    if move.is_stomp:
        text = f"stomp {NAMES[move.origin]}{flip}"
    else:
        parts = [f"m {NAMES[move.origin]}{flip}"]
        for index, (square, count) in enumerate(move.stops, start=1):
            if count > 0:
                parts.append(f"{NAMES[square]}+{count}")
            else:
                parts.append(f"{NAMES[square]}-{-count}({UP_FACE[detail[index]]}{HIDDEN})")
        parts.append(NAMES[move.dest])
        text = " ".join(parts)
    caught = detail[1 + len(move.stops) :]
    if caught:
        text += " captures " + ", ".join(f"{OWNER_LETTERS[p & 1]}:{CODE[p]}" for p in caught)
    return text


def last_squares(move: PlateauMove | None) -> tuple[int, ...]:
    if isinstance(move, Open | Onboard):
        return (move.square,)
    if isinstance(move, Move):
        return move.squares
    return ()


def build_view(state: PlateauState, seat: Seat | None, ended: Outcome | None = None) -> PlateauView:
    """``seat``'s view (``None``: a spectator).

    A finished game is always shown in full. ``ended`` is the result of a
    game-level entry (resign, timeout, draw, abort) on a running state: the view
    then says the game is over, with that outcome, every face and hand shown and
    no exchange standing.
    """
    over = state.phase == OVER or ended is not None
    stacks = tuple(
        tuple(
            _ALL[p] if over else _OWN[p] if p & 1 == seat else _PUBLIC[p]
            for p in stack  # piece bits are below 128, so they index the tables directly
        )
        for stack in state.board
    )
    hands = tuple(letters(state.hands[s]) if over or s == seat else None for s in (0, 1))
    tender = state.tender
    last = state.last
    if last is None:
        last_move = None
    elif over or seat == state.last_mover:
        last_move = str(last)
    else:
        last_move = public_text(last, state.last_detail)
    return PlateauView(
        viewer=seat,
        ply=state.ply,
        stacks=stacks,
        hands=(hands[0], hands[1]),
        hand_counts=(sum(state.hands[0]), sum(state.hands[1])),
        prisoners=(letters(state.prisoners[0]), letters(state.prisoners[1])),
        to_move=None if over else state.seat,
        phase=PHASE_NAMES[OVER] if over else PHASE_NAMES[state.phase],
        tender=None
        if tender is None or ended is not None
        else TenderView(
            tender.by,
            letters(tender.counts),
            tender.value,
            tender.floor,
            state.phase == DECLINED,
        ),
        tender_barred=state.barred and ended is None,
        last_move=last_move,
        last_mover=state.last_mover,
        last_squares=last_squares(last),
        outcome=state.result if ended is None else ended,
    )
