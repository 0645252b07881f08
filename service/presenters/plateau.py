"""How Plateau reads to players: public move echoes, exchanges, and each player's private view.

Everything here takes a view, never a state: the public text is built from
the spectator's view and the private text from the player's own, so what a
message can reveal is exactly what ``rules.plateau`` lets that reader see.
"""

from __future__ import annotations

from typing import Any

from rules.base import Termination
from rules.plateau.pieces import NAMES, VALUE
from rules.plateau.view import OWNER_LETTERS, PlateauView, square_name
from rules.replay import AnyReplay
from service.boards.diagrams.plateau import plateau_diagram
from service.boards.scenes.plateau import render_plateau
from service.presenters.position import PositionWords, items
from words import Arg, Command, Items, Lines, Msg, Notation, Reader, Speech, Verbatim, lines, msg

COLOURS = ("black", "white")
BY_THE_RULES = (Termination.SIX_PRISONERS, Termination.SIX_UNIT)
"""The endings Plateau's own rules decide, each with its message."""


def colour_of(seat: int) -> Msg:
    return msg(f"moves-colour-{COLOURS[seat]}")


def _types(types: tuple[str, ...]) -> Speech:
    if not types:
        return msg("moves-plateau-no-pieces")
    return msg("moves-as-written", move=Verbatim(" ".join(types)))


def _worth(types: tuple[str, ...]) -> int:
    return sum(VALUE[kind] for kind in types)


def _answers() -> dict[str, Arg]:
    """The words of an exchange, as typed."""
    return {word: Notation(word) for word in ("give", "decline", "raise", "withdraw")}


def _face(letter: str) -> Msg:
    """A face as the view shows it: ``?`` is one this viewer may not see."""
    return msg("alt-plateau-face-" + {"?": "hidden"}.get(letter, letter))


class PlateauPresenter:
    def describe_options(self, options: dict[str, Any]) -> Msg:
        notify = Command("settings", (("notify", "dm"),))
        return msg("moves-plateau-options", hand=Command("hand"), notify=notify)

    def challenger_is_seat_zero(self, options: dict[str, Any]) -> bool:
        return False  # the challenge's `first` decides who is Black

    def describe_move(self, view: PlateauView) -> Msg | None:
        if not view.last_move:
            return None
        return msg("moves-as-written", move=Notation(view.last_move))

    def describe_win(self, view: PlateauView) -> Msg | None:
        if view.outcome is None or view.outcome.termination not in BY_THE_RULES:
            return None
        how = msg("moves-plateau-how-" + view.outcome.termination.value.replace("_", "-"))
        black, white = len(view.prisoners[0]), len(view.prisoners[1])
        return msg("moves-plateau-win", how=how, black=black, white=white)

    def win_details(self, view: PlateauView) -> None:
        return None

    def note(self, view: PlateauView) -> Msg | None:
        """The state of an exchange, and how the private openings are entered."""
        if view.outcome is not None:
            return None
        if view.phase == "open":
            example = Notation("open <square> <bottom> <top>")
            return msg("moves-plateau-open-note", move=Command("move"), example=example)
        tender = view.tender
        if tender is None:
            return None
        by, to = colour_of(tender.by), colour_of(1 - tender.by)
        if tender.declined:
            return msg("moves-plateau-declined", by=by, to=to, value=tender.value, **_answers())
        pieces = Verbatim(" ".join(tender.types))
        said: dict[str, Arg] = {"by": by, "to": to, "value": tender.value, "pieces": pieces}
        if tender.floor > 0:
            return msg("moves-plateau-must-give", floor=tender.floor, **said, **_answers())
        return msg("moves-plateau-may-decline", **said, **_answers())

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

    def private_text(self, view: PlateauView) -> Lines:
        """The lines of a player's DM: their hand, prisoners and what they must decide."""
        seat = view.viewer
        assert seat is not None, "a private text needs a seat's view"
        hand = view.hands[seat] or ()
        mine, theirs = view.prisoners[seat], view.prisoners[1 - seat]
        kinds = Items(
            tuple(msg(f"moves-plateau-piece-{NAMES[kind]}") for kind in dict.fromkeys(hand))
        )
        held = (
            msg("moves-plateau-hand", count=len(hand), pieces=Verbatim(" ".join(hand)), names=kinds)
            if hand
            else msg("moves-plateau-hand-empty")
        )
        prisoners = msg(
            "moves-plateau-prisoners",
            mine_count=len(mine),
            mine=_types(mine),
            mine_worth=_worth(mine),
            theirs_count=len(theirs),
            theirs=_types(theirs),
            theirs_worth=_worth(theirs),
        )
        last = None
        if view.last_move and view.last_mover is not None:
            mover = Verbatim(OWNER_LETTERS[view.last_mover])
            last = msg("moves-plateau-last", mover=mover, move=Notation(view.last_move))
        task = None
        if view.outcome is None and view.to_move == seat:
            task = self._your_task(view, seat)
        return lines(
            msg("moves-plateau-you-play", colour=colour_of(seat)), held, prisoners, last, task
        )

    def _your_task(self, view: PlateauView, seat: int) -> Msg:
        tender = view.tender
        move = Command("move")
        if view.phase == "open":
            example = Notation("open <edge square> <bottom> <top>")
            return msg("moves-plateau-task-open", move=move, example=example)
        if tender is not None and tender.by != seat and not tender.declined:
            if tender.floor > 0:
                return msg(
                    "moves-plateau-task-floor", value=tender.value, floor=tender.floor, **_answers()
                )
            return msg("moves-plateau-task-answer", value=tender.value, **_answers())
        if tender is not None and tender.declined:
            return msg("moves-plateau-task-declined", value=tender.value, **_answers())
        return msg(
            "moves-plateau-task-turn",
            move=move,
            onboard=Notation("on <piece> <square>"),
            step=Notation("m <from> <to>"),
            tender=Notation("x <prisoners>"),
        )

    def position_words(self, view: PlateauView, names: tuple[str, str]) -> PositionWords:
        """Hands (how many, and the viewer's own pieces), prisoners and an exchange;
        then every stack, square by square from a1, top piece first, each face as this
        view shows it: one the viewer may not see is said to be hidden, never named."""
        standing: list[Msg] = []
        for seat in (0, 1):
            player = Verbatim(names[seat])
            hand = view.hands[seat]
            if hand is None:
                standing.append(
                    msg("alt-plateau-hand-hidden", player=player, count=view.hand_counts[seat])
                )
            else:
                kinds = items(msg(f"moves-plateau-piece-{NAMES[kind]}") for kind in hand)
                standing.append(
                    msg("alt-plateau-hand", player=player, count=len(hand), pieces=kinds)
                )
            held = view.prisoners[seat]
            kinds = items(msg(f"moves-plateau-piece-{NAMES[kind]}") for kind in held)
            standing.append(
                msg(
                    "alt-plateau-prisoners",
                    player=player,
                    count=len(held),
                    worth=_worth(held),
                    pieces=kinds,
                )
            )
        note = self.note(view)
        if note is not None and view.phase != "open":
            standing.append(note)
        whole, summary = [], []
        for square, stack in enumerate(view.stacks):
            if not stack:
                continue
            pieces = items(
                msg(
                    "alt-plateau-piece",
                    colour=colour_of(disc.owner),
                    up=_face(disc.up),
                    down=_face(disc.down),
                )
                for disc in reversed(stack)
            )
            name = Verbatim(square_name(square))
            whole.append(msg("alt-plateau-square", square=name, count=len(stack), pieces=pieces))
            top = stack[-1]
            summary.append(
                msg(
                    "alt-plateau-square-top",
                    square=name,
                    count=len(stack),
                    colour=colour_of(top.owner),
                    up=_face(top.up),
                )
            )
        if not whole:
            whole.append(msg("alt-board-empty"))
            summary.append(msg("alt-board-empty"))
        return PositionWords(tuple(standing), tuple(whole), tuple(summary))

    def text_rows(self, view: PlateauView) -> tuple[Msg, ...]:
        """Every square from a1 to d4, its stack top piece first, each face as this view
        shows it (``position_words``), or that it is empty."""
        whole = {line.get("square"): line for line in self.position_words(view, ("", "")).whole}
        said = []
        for square in range(16):
            name = Verbatim(square_name(square))
            said.append(whole.get(name) or msg("text-board-square-empty", square=name))
        return tuple(said)

    def render(
        self, view: PlateauView, *, title: str, names: tuple[str, str], reader: Reader
    ) -> bytes:
        return render_plateau(view, title=title, names=names, reader=reader)

    def diagram(self, view: PlateauView, *, names: tuple[str, str], reader: Reader) -> str:
        return plateau_diagram(view, names=names, reader=reader)
