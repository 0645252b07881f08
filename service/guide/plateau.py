"""Plateau in short (full spec: the engine's ``rules/plateau``; page ``docs/rules/plateau.md``)."""

from __future__ import annotations

from typing import Any

from rules import GAMES
from rules.plateau import PLATEAU
from service.boards.diagrams import plateau_diagram
from service.guide.model import NAMES, Example, GameGuide, N, Position, after, rule, said, then
from words import Command

START = after("plateau", None)
BLACK_OPENED = after("plateau", None, "open a1 xx rb")
OPENED = after("plateau", None, "open a1 xx rb", "open d4 bb ox")
SHOWN = after("plateau", None, "open a1 xx rb", "open d4 bb ox", "m a1! c3")


def _white_to_move(text: str) -> Position:
    """A position in the spec's notation (§10), White to move in normal play."""

    def build() -> Any:
        return PLATEAU.position(text, 1)

    return build


TWISTER = _white_to_move("b1=[W:xx, W:ox] d2=[B:rr]")
STOMP = _white_to_move("d4=[B:xx, B:bb, W:rr]")
PRISONERS = _white_to_move("pris.W={A, M, M} pris.B={T, R, B, M}")
TENDERED = then(PRISONERS, "plateau", "x A")
SMALL_TENDER = then(_white_to_move("pris.W={A, M, M} pris.B={T, R}"), "plateau", "x M")
DECLINED = then(SMALL_TENDER, "plateau", "decline")


def _draw() -> str:
    return plateau_diagram(GAMES["plateau"].view(SHOWN(), None), names=NAMES)


GUIDE = GameGuide(
    name="plateau",
    title="Plateau",
    tagline=said("plateau-tagline"),
    rules=(
        rule(
            "plateau-board",
            first_file=N("a"),
            last_file=N("d"),
            first_rank=N("1"),
            last_rank=N("4"),
            mute=N("xx"),
            blue=N("bb"),
            red=N("rr"),
            blue_mask=N("bx"),
            red_mask=N("rx"),
            twister=N("ox"),
            ace=N("rb"),
            blank_face=N("x"),
            red_face=N("r"),
            blue_face=N("b"),
            orange_face=N("o"),
        ),
        rule("plateau-opening", lead=True),
        rule("plateau-onboard", lead=True),
        rule("plateau-move", lead=True),
        rule("plateau-capture", lead=True, stomp=N("stomp")),
        rule("plateau-exchange", lead=True, tender=N("x")),
        rule(
            "plateau-hidden",
            lead=True,
            hand=Command("hand"),
            move=Command("move"),
            open=N("open"),
            on=N("on"),
        ),
        rule("plateau-win", lead=True),
    ),
    options=(
        said("plateau-no-options"),
        said("first-black", option=N("first:")),
    ),
    examples=(
        Example("open a1 xx rb", said("plateau-ex-open"), START),
        Example("open d4 bb ox", said("plateau-ex-open-white"), BLACK_OPENED),
        Example("on bx c2", said("plateau-ex-onboard"), OPENED),
        Example("on xx a1/1", said("plateau-ex-onboard-stack"), OPENED),
        Example("m a1! c3", said("plateau-ex-flip-move"), OPENED),
        Example("m a1 a2-1 a3", said("plateau-ex-drop"), OPENED),
        Example("m b1 d2", said("plateau-ex-jump"), TWISTER),
        Example("stomp d4", said("plateau-ex-stomp"), STOMP),
        Example("x A", said("plateau-ex-tender"), PRISONERS),
        Example("give T R M", said("plateau-ex-give"), TENDERED),
        Example("decline", said("plateau-ex-decline"), SMALL_TENDER),
        Example("raise A M", said("plateau-ex-raise"), DECLINED),
        Example("withdraw", said("plateau-ex-withdraw"), DECLINED),
    ),
    draw=_draw,
    caption=said("plateau-caption", move=N("m a1! c3"), unseen=N("?"), mark=N("*")),
)
