"""``python -m bench web`` on tiny numbers: it runs end to end and prints its table.

The figures are not checked (timing asserts are flaky on shared machines), only the
shape of the output and that no request failed.
"""

from __future__ import annotations

import pytest

from bench import web


def test_the_web_bench_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--viewers", "4", "--seconds", "2.5", "--move-every", "0.5", "--burst", "1.5"]
    assert web.main(argv) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith("Game page under 4 viewers")
    assert lines[1].split() == ["requests", "per", "s", "p50", "ms", "p99", "ms", "max", "ms"]
    rows = {line[:12].strip(): line[12:].split() for line in lines[2:] if line[:1] != " "}
    for name in ("page", "burst page", "page, server"):
        cells = rows[name]
        assert int(cells[0]) > 0 and all(float(cell) >= 0 for cell in cells[1:5]), out
    assert "failed requests: 0" in out
    assert any(line.startswith("target: page p99 <= 20 ms under 4 viewers: ") for line in lines)
