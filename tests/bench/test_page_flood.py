"""``python -m bench attack page_flood`` on tiny numbers: it runs and prints its figures.

The figures are not checked (timing asserts are flaky on shared machines), only the
shape of the output, and that a flood of costly requests met some 429s.
"""

from __future__ import annotations

import pytest

from bench.attack import page_flood


def test_the_page_flood_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--plies", "8", "--concurrent", "40", "--seconds", "1", "--move-every", "0.2"]
    assert page_flood.main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("With the limit per visitor. One visitor: 40 concurrent past-ply")
    rows = {line[:22].strip(): line[22:].split() for line in lines[2:4]}
    assert int(rows["move, during flood"][0]) > 0
    viewer = next(line for line in lines if line.startswith("other viewer's requests"))
    assert "429" not in viewer, lines  # another address is not held back by the flood
    refused = next(line for line in lines if line.startswith("refused with 429: "))
    assert int(refused.split()[3]) > 0, lines
