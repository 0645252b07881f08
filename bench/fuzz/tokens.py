"""The token tables every generator draws from, the dedicated run's and the tests'.

``tests/rules/test_fuzz.py`` and ``tests/service/test_option_fuzz.py`` build their
Hypothesis strategies from these same tables, so the sample the suite runs and
``python -m bench fuzz`` aim at the same weak spots.
"""

from __future__ import annotations

from typing import Final

from rules.base import ENTRY_KINDS

WORDS: Final[dict[str, tuple[str, ...]]] = {
    "pinch": ("swap",),
    "pletore": ("button", "flip", "komi", "little", "pass", "place", "side", "black", "white"),
    "les": ("pass", "points", "setup", "side", "singles", "size", "black", "white"),
    "plakoto": ("bar", "off", "open", "pass", "roll", "-", "/", "*"),
    "plateau": (
        "decline", "flip", "give", "m", "move", "on", "onboard", "open", "pass", "raise",
        "stomp", "tender", "withdraw", "x", "+", "/", "bb", "br", "rb", "rr", "bx", "xb", "ox",
        "xx",
    ),
}  # fmt: skip
"""Each game's own notation words (from its ``notation.py``); the moves' squares are
added per position from ``legal_moves``."""

COMMON: Final[tuple[str, ...]] = (*ENTRY_KINDS, "0", "1", "2", "-1", "a1", "z99", "a0", "")
JUNK: Final[tuple[str, ...]] = (
    "\x00", "\t", "\n", "\r\n", "\u200b", "\u00a0", "\ufeff", "\u0301", "\u202e", "é", "ß",
    "İ", "ﬃ", "１", "٣", "⁹", "Ⅻ", "𝟗", "😀", "\ud800", "%s", "{0}", "\\", "'", '"', "#",
    ":", ";", ",", ".", "..", "--", "//", "**", "()", "[]", "<@1>", "@everyone", "NaN",
    "inf", "1e9", "0x1f", "1_1", "+7", "-0", "999999999999999999999", "9" * 5000,
)  # fmt: skip
"""Characters and fragments that have broken parsers elsewhere: invisible and
combining characters, other scripts' digits, a lone surrogate, format strings,
comment and header syntax, huge numbers."""

SEPARATORS: Final[tuple[str, ...]] = (" ", " ", " ", "  ", "", "\t", "-", "/", ",", "\n", "x")

OPTION_NAMES_JUNK: Final[tuple[str, ...]] = (
    "", " ", "game", "SIZE", " size", "size ", "Size", "komi-mode", "komiMode", "__class__",
    "options", "seat", "\u200bsize", "ｓｉｚｅ", "None", "0",
)  # fmt: skip

OPTION_VALUES: Final[tuple[object, ...]] = (
    None, True, False, 0, 1, -1, 2, 3, 5, 7, 9, 11, 13, 15, 25, 26, 169, 170, -169, -170,
    10**18, 10**18 + 1, -(10**19), 2**63, 10**5000, -(10**5000), 0.0, -0.0, 7.0, 7.5, 1e308,
    float("nan"), float("inf"), float("-inf"), "", " ", "9", " 9 ", "+9", "-9", "09", "9.0",
    "1_1", "٩", "９", "nine", "choose", "fixed", "CHOOSE", " fixed ", "7", "-7", "0", "1",
    "9" * 18, "9" * 19, "9" * 4299, "9" * 4301, "0" * 5000 + "9", [], {}, (9,), b"9",
)  # fmt: skip
"""Every type a value may arrive as: chat and records give text, the service and
stored challenges give ints, and a bug elsewhere could give anything."""
