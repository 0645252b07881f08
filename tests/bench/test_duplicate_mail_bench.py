"""``python -m bench attack duplicate_mail`` on tiny numbers: it runs end to end on SQLite
and every mail is delivered, once (the figure the fix of issue 35's item 7 is held to)."""

from __future__ import annotations

import pytest

import mail.sender
from bench.attack import duplicate_mail


def test_the_duplicate_mail_bench_counts_each_mail_once(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(mail.sender, "LEASE", mail.sender.LEASE)  # the bench sets its own
    argv = ["--mails", "4", "--lease", "0.6", "--relay", "1.5", "--no-postgres"]
    assert duplicate_mail.main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].split() == ["engine", "mails", "delivered", "twice", "extra", "seconds"]
    cells = lines[2].split()
    assert cells[:5] == ["SQLite", "4", "4", "0", "0"], lines
