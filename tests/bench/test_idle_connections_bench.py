"""``python -m bench attack idle_connections`` on its issue's numbers, briefly: 300 idle
connections to each listener of a child under a 256-file limit. The figures issue 35's
item 3 is held to: the child holds few files, a visitor still gets the page and a
sender's mail is taken, the database and connections out still work, and the log stays
quiet (before the fix: every file taken, nothing served, 233,514 log lines)."""

from __future__ import annotations

import pytest

from bench.attack import idle_connections

LABEL, CELL = 32, 14
"""The report's columns: a row's label, then quiet, after 1 s, at the end."""


def test_idle_connections_take_few_files_and_everything_still_works(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert idle_connections.main(["--hold", "2"]) == 0
    report = capsys.readouterr().out
    lines = report.splitlines()
    rows = {
        line[:LABEL].strip(): [line[at : at + CELL].strip() for at in range(LABEL, len(line), CELL)]
        for line in lines[3:]
        if len(line) > LABEL and line[:LABEL].strip()
    }
    files = [int(cell) for cell in rows["files held by the server"]]
    assert max(files) < 128, report  # half the limit: the other half is the reserve
    for name in ("web", "mail"):
        closed, opened = rows[f"{name} idle ones closed/opened"][1].split("/")
        assert int(opened) == 300 and int(closed) >= 250, report  # refused at once
    assert all(cell.startswith("200 ") for cell in rows["a game page"]), report
    assert all(cell.startswith("250 ") for cell in rows["a mail"]), report
    for what in ("database read", "new database connection", "connection out"):
        assert rows[what] == ["ok", "ok", "ok"], report
    said = next(line for line in lines if line.startswith("during the attack"))
    assert said.startswith("during the attack the server wrote 0 log lines"), report
