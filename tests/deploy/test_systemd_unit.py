"""``deploy/postboard.service`` says what the README promises, read the way systemd reads
its key-value sections (there is no systemd here to load it).

Why the open-file limit is here: systemd starts a service with a soft limit of 1,024
files, and the pages and the SMTP listener size their connection caps from it, so
without ``LimitNOFILE`` a busy site would refuse visitors far below what the machine
can hold (issue 35, item 3).
"""

from __future__ import annotations

import configparser
from pathlib import Path

from mail import listener
from service.running.connections import listener_cap
from web import server

UNIT = Path(__file__).resolve().parents[2] / "deploy" / "postboard.service"


def _service() -> configparser.SectionProxy:
    unit = configparser.ConfigParser(interpolation=None, comment_prefixes=("#", ";"))
    unit.optionxform = str  # type: ignore[assignment,method-assign]  # systemd's keys are case-sensitive
    unit.read_string(UNIT.read_text(encoding="utf-8"))
    return unit["Service"]


def test_the_unit_raises_the_open_file_limit_for_both_listeners() -> None:
    files = int(_service()["LimitNOFILE"])  # one number: the soft and the hard limit
    assert files == 65536
    assert listener_cap(server.CEILING, files=files) == server.CEILING
    assert listener_cap(listener.CEILING, files=files) == listener.CEILING
    assert listener_cap(server.CEILING, files=1024) < server.CEILING  # what it raises


def test_the_unit_stops_with_sigterm_and_does_not_retry_a_bad_configuration() -> None:
    service = _service()
    assert service["ExecStart"] == "/opt/postboard/venv/bin/postboard"
    assert service["KillSignal"] == "SIGTERM" and service["RestartPreventExitStatus"] == "2"
    assert service["User"] == "postboard"
