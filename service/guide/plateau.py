"""Plateau in short (full spec: the engine's ``rules/plateau``; page ``docs/rules/plateau.md``)."""

from __future__ import annotations

from typing import Any

from rendering.text import plateau_diagram
from rules import GAMES
from rules.plateau import PLATEAU
from service.guide.model import NAMES, Example, GameGuide, Position, after, then

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
    tagline=(
        "Jim Albea's stacking game (1986): two-faced discs on a 4×4 board, hidden hands and "
        "faces, pins, captures and prisoner exchanges."
    ),
    rules=(
        "A 4×4 board, files `a`–`d` and ranks `1`–`4` from Black's side. Each player has 12 "
        "discs in a hidden hand: 4 Mutes `xx`, 2 Blues `bb`, 2 Reds `rr`, a Blue Mask `bx`, a "
        "Red Mask `rx`, a Twister `ox` and an Ace `rb` (faces: `x` blank, `r` red, `b` blue, "
        "`o` orange; the up face is written first). Black moves first.",
        "**Opening:** Black, then White, puts a stack of two of their own discs on an empty "
        "edge square. After that a turn is one of: **onboard** a disc from your hand, **move** "
        "the top unit of a stack you own, or **tender** prisoners for an exchange.",
        "**Onboard** a disc, face of your choice up, on an empty square or into a stack next "
        "to one of your own discs there: never on top of an enemy disc.",
        "**Move:** your top unit (your discs on top of a stack) flies up to as many squares "
        "as it has discs; its top face sets the way: red straight, blue diagonal, blank either, "
        "orange a knight's jump. First you may flip the top disc (masks, Twister, Ace); on "
        "the way you may drop discs off its bottom or pick up your own.",
        "**Capture:** a unit showing a colour that lands on enemy discs captures one of them "
        "per disc in your top unit there; they become your **prisoners**. A blank unit may "
        "not land on an enemy. A coloured group dropped on an enemy pins it. `stomp` "
        "captures under your own unit in place.",
        "**Exchange:** tender prisoners (`x`); your opponent gives back prisoners worth "
        "exactly as much, else the closest total below, or more if they like; they may decline "
        "only when every answer would be worth more, and you then raise or withdraw. Values: "
        "Mute 1, Blue 4, Red 5, Blue Mask 8, Red Mask 10, Twister 15, Ace 21.",
        "**Hidden:** hands and unseen faces are secret; your own view comes by DM or `/hand`. "
        "`open` and `on` name a hidden disc, so send them only with `/move` or by DM.",
        "**Win** with 6 prisoners, or 6 of your discs in an unbroken run in one stack, even "
        "buried. A player who can do nothing passes (the bot plays it).",
    ),
    options=(
        "No game options.",
        "`first:` who plays Black and moves first (default random).",
    ),
    examples=(
        Example("open a1 xx rb", "opening stack on a1: a Mute, the Ace on it red up", START),
        Example(
            "open d4 bb ox", "White's opening: a Blue, the Twister on it orange up", BLACK_OPENED
        ),
        Example("on bx c2", "onboard the Blue Mask, blue up, on c2", OPENED),
        Example("on xx a1/1", "onboard a Mute into the stack on a1, as its second disc", OPENED),
        Example("m a1! c3", "flip the Ace to blue, then move the unit diagonally to c3", OPENED),
        Example("m a1 a2-1 a3", "move from a1, leave the bottom disc on a2, land on a3", OPENED),
        Example("m b1 d2", "a Twister unit's knight's jump, capturing on d2", TWISTER),
        Example("stomp d4", "capture the enemy discs under your unit on d4", STOMP),
        Example("x A", "tender the Ace you hold as a prisoner (worth 21)", PRISONERS),
        Example("give T R M", "answer a tender with Twister, Red and Mute (21)", TENDERED),
        Example("decline", "refuse a tender every answer would overpay", SMALL_TENDER),
        Example("raise A M", "after a decline: a bigger tender", DECLINED),
        Example("withdraw", "after a decline: drop the tender and play on", DECLINED),
    ),
    draw=_draw,
    caption=(
        "After both openings Black played `m a1! c3`: the Ace, flipped blue up, carried the "
        "Mute under it two squares diagonally. `?` is a face not shown yet; `*` marks the "
        "squares the move touched."
    ),
)
