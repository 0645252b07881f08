"""Issue 35, item 3: how many connections a listener keeps (``service.running.connections``).

The caps follow the open-file limit, leaving room for everything else the process
opens; one client never holds more than a quarter; and when the files run out all
the same (held elsewhere), asyncio's failing ``accept()`` is one log line, not one
per try: it once wrote hundreds of thousands.
"""

from __future__ import annotations

import asyncio
import resource
import sys
from pathlib import Path

import pytest

from mail import listener as mail_listener
from service.running.connections import (
    IN_FLIGHT,
    LISTENERS,
    RESERVED_FILES,
    ConnectionGate,
    address_of,
    listener_cap,
    open_file_limit,
)
from tests.loopback import Clients
from tests.service.starved_listener import FILES
from web import server as web_server

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "files, web, mail",
    [
        (256, 32, 32),  # the limit: a share each, with room for the rest
        (1024, 416, 256),  # systemd's default: the mail listener at its ceiling
        (65536, 4096, 256),  # the unit's LimitNOFILE: both at their ceilings
    ],
)
def test_the_caps_are_shares_of_the_open_file_limit(files: int, web: int, mail: int) -> None:
    assert listener_cap(web_server.CEILING, files=files) == web
    assert listener_cap(mail_listener.CEILING, files=files) == mail


@pytest.mark.parametrize("files", [256, 300, 1024, 4096, 65536, 1_000_000])
def test_full_listeners_leave_the_reserve_free(files: int) -> None:
    """Both listeners full, and a burst of refusals accepted on each, still leave
    ``RESERVED_FILES`` for Discord, the database and the relay."""
    listeners = listener_cap(web_server.CEILING, files=files) + listener_cap(
        mail_listener.CEILING, files=files
    )
    assert listeners + LISTENERS * IN_FLIGHT + RESERVED_FILES <= files


def test_a_limit_too_low_for_a_share_still_serves_a_few() -> None:
    assert listener_cap(web_server.CEILING, files=64) == 8


def test_the_caps_are_read_from_the_process_limit() -> None:
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    assert open_file_limit() == (1_000_000 if soft == resource.RLIM_INFINITY else soft)
    assert listener_cap(10**9) == listener_cap(10**9, files=open_file_limit())


def test_one_client_holds_a_quarter_of_the_total_at_most() -> None:
    assert ConnectionGate(total=8, per_address=64).per_address == 2
    assert ConnectionGate(total=4096, per_address=64).per_address == 64
    assert ConnectionGate(total=8, per_address=0).per_address == 0  # no cap: a proxy in front
    assert ConnectionGate(total=2, per_address=1).per_address == 1


def test_a_place_is_given_back_once() -> None:
    gate = ConnectionGate(total=2, per_address=0)
    first, second = gate.admit(("10.0.0.1", 1)), gate.admit(("10.0.0.2", 1))
    assert first is not None and second is not None
    assert gate.admit(("10.0.0.3", 1)) is None
    first.release()
    first.release()  # a connection lost twice gives back one place
    assert gate.open == 1
    assert gate.admit(("10.0.0.3", 1)) is not None and gate.admit(("10.0.0.4", 1)) is None


@pytest.mark.parametrize(
    "peername, address",
    [
        (("192.0.2.7", 4000), "192.0.2.7"),
        (("2001:db8:1:2:a:b:c:d", 4000, 0, 0), "2001:db8:1:2::/64"),  # one machine's /64
        (("2001:db8:1:2::ffff", 5000, 0, 0), "2001:db8:1:2::/64"),
        (("::ffff:192.0.2.7", 4000, 0, 0), "192.0.2.7"),  # IPv4 on a dual-stack socket
        (("fe80::1%eth0", 4000, 0, 2), "fe80::/64"),
        ("/run/postboard.sock", ""),
        (None, ""),
    ],
)
def test_what_counts_as_one_client(peername: object, address: str) -> None:
    assert address_of(peername) == address


@pytest.mark.parametrize("listener", ["web", "mail"])
async def test_accept_failing_for_want_of_files_is_one_log_line(
    listener: str, tmp_path: Path, clients: Clients
) -> None:
    child = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.service.starved_listener",
        listener,
        str(tmp_path / "starved.db"),
        cwd=ROOT,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    assert child.stdin is not None and child.stdout is not None
    try:
        port = int(await asyncio.wait_for(child.stdout.readline(), 60))
        for _ in range(10):
            await clients.connect(port)  # the kernel takes them; the child cannot
        await asyncio.sleep(2.5)  # asyncio tries again every second, a backlog's worth each
    finally:
        child.stdin.close()
        _, stderr = await asyncio.wait_for(child.communicate(), 30)
    lines = stderr.decode().splitlines()
    failures = [line for line in lines if "cannot accept connections" in line]
    assert len(failures) == 1, lines
    assert f"the open-file limit is {FILES}" in failures[0], failures
    assert not [line for line in lines if "out of system resource" in line], lines
    assert child.returncode == 0 and len(lines) <= 3, lines
