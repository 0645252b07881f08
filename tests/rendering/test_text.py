"""Header text: what the built-in font cannot draw is folded, long lines are cut."""

from __future__ import annotations

import pytest

from rendering.kit.text import drawable, fit, font


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("Pinch #7 · alice vs bob", "Pinch #7 · alice vs bob"),
        ("José Müller", "Jose Muller"),
        ("Łukasz — 11×11", "Lukasz - 11x11"),
        ("Straße", "Strasse"),
        ("● alice", "* alice"),
        ("🐉 dragon", "? dragon"),
        ("李", "?"),
        # a name kept from becoming a mention (service.kit.names) reads as typed on a board
        ("<\u200b@\u200b42> vs @\u200beveryone", "<@42> vs @everyone"),
    ],
)
def test_drawable_folds_what_the_font_lacks(raw: str, shown: str) -> None:
    assert drawable(raw) == shown


def test_fit_keeps_short_text() -> None:
    assert fit("alice vs bob", 28, 500) == "alice vs bob"


def test_fit_cuts_long_text_with_an_ellipsis() -> None:
    long = "a-very-long-player-name " * 10
    cut = fit(long, 28, 300)
    assert cut.endswith("…")
    assert long.startswith(cut[:-1])
    assert font(28).getlength(cut) <= 300
