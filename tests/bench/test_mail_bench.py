"""``python -m bench mail`` on tiny numbers: it runs end to end and prints both tables.

The figures themselves are not checked (timing asserts are flaky on shared
machines); only the shape of the output and the bench's own correctness verdict.
"""

from __future__ import annotations

import pytest

from bench import mail

GAMES = ("pinch 11x11", "pletore 13x13", "les 9", "plakoto", "plateau")


def test_the_mail_bench_prints_both_tables(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--samples", "2", "--plies", "4", "--games", "3", "--replies", "16"]
    assert mail.main([*argv, "--clients", "1,2", "--stale", "0.3", "--paced", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()

    compose = lines.index(next(line for line in lines if line.startswith("Turn mail")))
    header = lines[compose + 1].split()
    assert header[:3] == ["game", "ply", "seat_view"] and header[-2:] == ["size", "KB"]
    rows = lines[compose + 2 : compose + 2 + len(GAMES)]
    assert [row[: len(name)] for row, name in zip(rows, GAMES, strict=True)] == list(GAMES)
    for row, name in zip(rows, GAMES, strict=True):
        cells = row[len(name) :].split()
        assert len(cells) == 9 and all(float(cell) >= 0 for cell in cells)

    inbound = lines.index(next(line for line in lines if line.startswith("Replies through")))
    assert lines[inbound + 1].split()[:3] == ["clients", "replies", "taken/s"]
    runs = (("1", "16"), ("2", "16"), ("1, paced", "4"))
    for row, (clients, replies) in zip(lines[inbound + 2 : inbound + 5], runs, strict=True):
        assert row.startswith(f"{clients} ")
        cells = row[len(clients) :].split()
        assert cells[0] == replies and cells[-1] == "yes"
        refused, stale = cells[5].split("/")
        assert refused == stale
    assert not any(line.startswith("NOT CORRECT") for line in lines)
