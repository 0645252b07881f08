"""Issue 31.3, the pages' part: all text on the web pages at WCAG AA contrast.

Every text colour of ``web/static/page.css`` (``--ink``, ``--muted``, ``--turn``) on
every background there (``--paper``, ``--mark``) is at 4.5:1, and the focus ring
(``--focus``) at 3:1 on both, in the light scheme and the dark, computed with
coloraide (WCAG 2.1's relative luminance); the stylesheet writes text in no other
colour; and the check fails on the colours the page had before: the current move's
player name was ``#6b6f76`` on the yellow mark ``#ffe08a``, 3.91:1 (``#9a9ea6`` on
``#5a4a12`` in the dark scheme, 3.23:1). axe's color-contrast rule checks the same in
the browser (``test_accessibility``); this check also covers what axe cannot decide,
such as the lines of a move list scrolled out of its box.
"""

from __future__ import annotations

import re
from pathlib import Path

from coloraide import Color

CSS = Path(__file__).resolve().parents[2] / "web" / "static" / "page.css"
TEXT_ON, RING_ON = 4.5, 3.0
"""WCAG 2.2 AA: text at 4.5:1 (1.4.3); a focus ring, a component's state, at 3:1 (1.4.11)."""
TEXT = ("--ink", "--muted", "--turn")
BACKGROUNDS = ("--paper", "--mark")


def schemes(css: str) -> dict[str, dict[str, str]]:
    """The custom properties of the light scheme (``:root``) and the dark (``:root``
    inside ``prefers-color-scheme: dark``), the dark ones over the light."""
    blocks = re.findall(r":root\s*\{([^}]*)\}", css)
    assert len(blocks) == 2, "page.css: a light :root and a dark one"
    light, dark = ({k: v for k, v in re.findall(r"(--[\w-]+):\s*([^;]+);", b)} for b in blocks)
    return {"light": light, "dark": {**light, **dark}}


def too_faint(css: str) -> list[str]:
    """Every text colour on every background below 4.5:1, and the focus ring below 3:1."""
    found = []
    for scheme, colours in schemes(css).items():
        for background in BACKGROUNDS:
            paper = Color(colours[background])
            for ink, least in [(t, TEXT_ON) for t in TEXT] + [("--focus", RING_ON)]:
                ratio = Color(colours[ink]).contrast(paper, method="wcag21")
                if ratio < least:
                    found.append(f"{scheme}: {ink} on {background} {ratio:.2f}")
    return found


def test_every_text_colour_on_every_background_is_at_wcag_aa() -> None:
    css = CSS.read_text()
    assert too_faint(css) == []


def test_the_stylesheet_writes_text_only_in_the_checked_colours() -> None:
    """A new colour in page.css must be one of the checked ones, or the check grows."""
    css = re.sub(r"/\*.*?\*/", "", CSS.read_text(), flags=re.S)
    for prop, value in re.findall(
        r"(?<![-\w])(color|background|background-color):\s*([^;]+);", css
    ):
        if prop == "color":
            assert value in {f"var({t})" for t in TEXT} | {"inherit"}, value
        else:
            assert value in {f"var({b})" for b in BACKGROUNDS} | {"#fff"}, value
    # #fff is the board image's own backing, behind no text
    assert re.search(r"\.board img \{[^}]*background: #fff;", css)


def test_the_colour_check_fails_on_the_colours_the_page_had() -> None:
    before = CSS.read_text()
    for ink, was in (("muted", "#6b6f76"), ("turn", "#2f7d4f")):
        before = re.sub(rf"--{ink}: #[0-9a-f]{{6}};", f"--{ink}: {was};", before, count=1)
    before = re.sub(r"(prefers-color-scheme: dark[^}]*--muted: )#[0-9a-f]{6}", r"\1#9a9ea6", before)
    before = re.sub(r"(prefers-color-scheme: dark[^}]*--mark: )#[0-9a-f]{6}", r"\1#5a4a12", before)
    assert too_faint(before) == [
        "light: --muted on --mark 3.91",
        "light: --turn on --mark 3.91",
        "dark: --muted on --mark 3.23",
        "dark: --turn on --mark 3.97",
    ]
