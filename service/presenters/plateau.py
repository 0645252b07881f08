"""How Plateau reads to players: public move echoes, exchanges, and each player's private view.

Everything here takes a view, never a state: the public text is built from
the spectator's view and the private text from the player's own, so what a
message can reveal is exactly what ``rules.plateau`` lets that reader see.
"""

from __future__ import annotations

from typing import Any

from rendering.plateau import render_plateau
from rendering.text.plateau import plateau_diagram
from rules.plateau.pieces import NAMES, VALUE
from rules.plateau.view import OWNER_LETTERS, PlateauView
from rules.replay import AnyReplay

COLOURS = ("Black", "White")
HOW = {
    "six_prisoners": "holding six prisoners",
    "six_unit": "a unit of six",
}


def _types(types: tuple[str, ...]) -> str:
    return " ".join(types) if types else "none"


def _worth(types: tuple[str, ...]) -> int:
    return sum(VALUE[kind] for kind in types)


class PlateauPresenter:
    def describe_options(self, options: dict[str, Any]) -> str:
        return (
            "hidden pieces: `/hand` shows you your hand and hidden faces, and only you; "
            "with `/settings notify:dm` they come by DM on your turn"
        )

    def challenger_is_seat_zero(self, options: dict[str, Any]) -> bool:
        return False  # the challenge's `first` decides who is Black

    def describe_move(self, view: PlateauView) -> str:
        return f"`{view.last_move}`" if view.last_move else ""

    def describe_win(self, view: PlateauView) -> str:
        if view.outcome is None:
            return ""
        how = HOW.get(view.outcome.termination.value, view.outcome.termination.value)
        return f"{how} (prisoners {len(view.prisoners[0])}–{len(view.prisoners[1])})"

    def note(self, view: PlateauView) -> str:
        """The state of an exchange, and how the private openings are entered."""
        if view.outcome is not None:
            return ""
        if view.phase == "open":
            return (
                "Openings name hidden pieces: send yours with `/move open <square> <bottom> "
                "<top>` (two face letters per piece, up face first) — only you see the reply."
            )
        tender = view.tender
        if tender is None:
            return ""
        by, to = COLOURS[tender.by], COLOURS[1 - tender.by]
        offer = f"{by} tenders {' '.join(tender.types)} (worth {tender.value})"
        if tender.declined:
            return (
                f"{to} declined the tender of {tender.value}: {by} must `raise` to more than "
                f"{tender.value} or `withdraw`."
            )
        if tender.floor > 0:
            answer = f"must `give` prisoners worth {tender.floor} or more than {tender.value}"
        else:
            answer = f"may `decline`, or `give` prisoners worth more than {tender.value}"
        return f"{offer}; {to} {answer}."

    def recap(self, view: PlateauView, replay: AnyReplay) -> PlateauView:
        """The view as the log tells it; Plateau needs nothing from before the last line."""
        return view

    def offered_moves(self, view: PlateauView) -> list[str]:
        """The exchange answers that need no choosing; gives are typed with `/move`."""
        if view.outcome is not None or view.tender is None:
            return []
        if view.tender.declined:
            return ["withdraw"]
        return ["decline"] if view.tender.floor == 0 else []

    def private_text(self, view: PlateauView) -> str:
        """The lines of a player's DM: their hand, prisoners and what they must decide."""
        seat = view.viewer
        assert seat is not None, "a private text needs a seat's view"
        hand = view.hands[seat] or ()
        mine, theirs = view.prisoners[seat], view.prisoners[1 - seat]
        lines = [
            f"You play {COLOURS[seat]}.",
            f"Your hand ({len(hand)}): {_types(hand)}"
            + (f" — {', '.join(NAMES[kind] for kind in dict.fromkeys(hand))}" if hand else ""),
            f"Your prisoners ({len(mine)}): {_types(mine)} (worth {_worth(mine)}); "
            f"theirs ({len(theirs)}): {_types(theirs)} (worth {_worth(theirs)}).",
        ]
        if view.last_move and view.last_mover is not None:
            lines.append(f"Last: {OWNER_LETTERS[view.last_mover]} `{view.last_move}`.")
        if view.outcome is None and view.to_move == seat:
            lines.append(self._your_task(view, seat))
        return "\n".join(lines)

    def _your_task(self, view: PlateauView, seat: int) -> str:
        tender = view.tender
        if view.phase == "open":
            return (
                "Your turn: place your opening stack with `/move open <edge square> <bottom> "
                "<top>`; a piece is two face letters, up face first (x blank, r red, b blue, "
                "o orange)."
            )
        if tender is not None and tender.by != seat and not tender.declined:
            if tender.floor > 0:
                return (
                    f"You must answer a tender worth {tender.value}: floor = {tender.floor}; "
                    f"`give` prisoners worth {tender.floor}, or more than {tender.value}."
                )
            return (
                f"You must answer a tender worth {tender.value}: `decline`, or `give` "
                f"prisoners worth more than {tender.value}."
            )
        if tender is not None and tender.declined:
            return f"Your tender was declined: `raise` above {tender.value}, or `withdraw`."
        return (
            "Your turn: `/move on <piece> <square>` to onboard, `/move m <from> <to>` to move, "
            "or `/move x <prisoners>` to tender."
        )

    def render(self, view: PlateauView, *, title: str, names: tuple[str, str]) -> bytes:
        return render_plateau(view, title=title, names=names)

    def diagram(self, view: PlateauView, *, names: tuple[str, str]) -> str:
        return plateau_diagram(view, names=names)
