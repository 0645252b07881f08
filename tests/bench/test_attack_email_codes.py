"""``python -m bench attack email_codes`` on a short run: it runs end to end, and the
attacker gets no more guesses a day than the tries the limits allow, however fast they
type, and the address no more codes a day than its limit."""

from __future__ import annotations

import pytest

from bench.attack import email_codes
from service.mailing.addresses import LINK_LIMITS


def test_the_attack_gets_five_guesses_a_day(capsys: pytest.CaptureFixture[str]) -> None:
    assert email_codes.main(["--days", "2", "--commands", "200"]) == 0
    out = capsys.readouterr().out
    figures = {
        line.split()[0]: float(line.split()[-3].replace(",", ""))
        for line in out.splitlines()
        if line.endswith("a day")
    }
    assert figures["guesses"] == LINK_LIMITS.tries, out
    assert 0 < figures["codes"] <= LINK_LIMITS.per_address, out
    assert "mean 200,000.0 days (548 years)" in out
