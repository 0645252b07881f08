"""Idle connections against the web pages and the SMTP listener: files held, what still works.

Issue 35, item 3. The site (``WebServer``) and the mail listener (``start_listener``)
run as production starts them, in a child process whose open-file limit is lowered
to ``--files`` (soft and hard, 256 by default, as in the issue). This process then
opens ``--connections`` idle TCP connections to each and sends nothing. It reports:

- the child's file descriptors (``/proc/PID/fd``) before, at once, and ``--hold``
  seconds later (what idle timeouts give back);
- how many of the idle connections the child closed or refused (a ``421`` or a
  ``503`` first, or a plain close) within a second, and how many were closed by
  the end of the hold;
- while they are held, whether a normal visitor still gets a game's page, a normal
  mail is accepted (``250``), and the child can still read its database, open a
  new database connection and connect out (a stand-in for Discord and the relay);
- the log lines the child wrote, and the CPU time it spent, during the attack.

Run it on the old and the new code for the before and after figures.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import os
import random
import resource
import socket
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import aiohttp
import aiosmtplib

from mail.listener import start_listener
from mail.postmaster import Postmaster
from mail.tokens import Token, sign
from service import Service, ServiceContext, UserRef
from service.challenges.terms import ChallengeTerms
from service.running.outbox import Notification
from service.spectators.desk import SpectatorDesk
from storage import open_store
from web import WebServer

DOMAIN = "play.test"
KEY = b"k" * 32
"""The key the child's reply addresses are signed with."""
GUILD, ALICE, BOB = 1, 11, 22
SENDER = "alice@player.test"
"""Alice's verified address, from which she replies to her turn mail."""
CHECK_SECONDS = 5.0
"""How long a normal visitor, sender or connection waits before it counts as cut off."""


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench attack idle_connections", description=__doc__
    )
    parser.add_argument("--connections", type=int, default=300, help="idle ones per listener")
    parser.add_argument("--files", type=int, default=256, help="the child's open-file limit")
    parser.add_argument(
        "--addresses", type=int, default=1, help="the attacker's addresses, 127.0.0.2 on"
    )
    parser.add_argument("--hold", type=float, default=12.0, help="seconds the attack lasts")
    parser.add_argument("--serve", nargs=2, help=argparse.SUPPRESS)  # the child: database, files
    args = parser.parse_args(list(argv))
    if args.serve:
        return asyncio.run(_serve(args.serve[0], int(args.serve[1])))
    if args.connections < 1 or args.files < 64 or args.hold <= 1 or not 0 < args.addresses < 250:
        parser.error(
            "--connections at least 1, --files at least 64, --hold above 1, "
            "--addresses from 1 to 249"
        )
    return asyncio.run(_run(args))


# --- the child: the two listeners under a lowered limit ------------------------------


async def _serve(database: str, files: int) -> int:
    """Both listeners on free ports (said on stdout as JSON), then one probe per line of
    stdin (``host port``: connect out there) until stdin ends."""
    resource.setrlimit(resource.RLIMIT_NOFILE, (files, files))
    logging.basicConfig(level=logging.INFO, stream=sys.stderr)
    logging.getLogger("mail.log").setLevel(logging.WARNING)  # as postboard.logs does
    store = await open_store(database)
    service = Service(ServiceContext(store))
    site = WebServer(service.spectators, "127.0.0.1", 0)
    await site.start()

    async def tell(notification: Notification) -> None:
        pass

    postmaster = Postmaster(service, KEY, DOMAIN, tell, lambda: None)
    listener = await start_listener(postmaster, "127.0.0.1", 0, DOMAIN, lambda: None)
    mail_port = listener.sockets[0].getsockname()[1]
    print(json.dumps({"pid": os.getpid(), "web": site.port, "mail": mail_port}), flush=True)
    loop = asyncio.get_running_loop()
    while line := await loop.run_in_executor(None, sys.stdin.readline):
        host, port = line.split()
        print(json.dumps(await _probe(store, database, host, int(port))), flush=True)
    listener.close()
    await site.stop()
    await store.close()
    return 0


async def _probe(store: Any, database: str, host: str, port: int) -> dict[str, str]:
    """What the child can still do: read its store, open another, connect out."""
    found: dict[str, str] = {}
    try:
        await asyncio.wait_for(store.schema_version(), CHECK_SECONDS)
        found["database read"] = "ok"
    except Exception as error:
        found["database read"] = _said(error)
    try:
        async with await asyncio.wait_for(open_store(database), CHECK_SECONDS) as other:
            await other.schema_version()
        found["new database connection"] = "ok"
    except Exception as error:
        found["new database connection"] = _said(error)
    try:
        _, writer = await asyncio.wait_for(asyncio.open_connection(host, port), CHECK_SECONDS)
        writer.close()
        found["connection out"] = "ok"
    except Exception as error:
        found["connection out"] = _said(error)
    return found


def _said(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}"[:70] if str(error) else type(error).__name__


# --- this process: the attacker, a visitor and a sender -------------------------------


@dataclass
class Look:
    """One look at the child: its files, and what a normal user still gets."""

    files: int
    page: str
    mail: str
    probe: dict[str, str]


async def _run(args: argparse.Namespace) -> int:
    with tempfile.TemporaryDirectory() as folder:
        database = str(Path(folder) / "attack.db")
        page, reply_to = await _seed(database)
        log_path = Path(folder) / "child.log"
        with log_path.open("wb") as log_file:
            child = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "bench.attack.idle_connections",
                "--serve",
                database,
                str(args.files),
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=log_file,
            )
            try:
                report = await _attack(args, child, page, reply_to, log_path)
            finally:
                assert child.stdin is not None
                child.stdin.close()
                try:
                    await asyncio.wait_for(child.wait(), 30)
                except TimeoutError:
                    child.kill()
                    await child.wait()
    print(report)
    return 0


async def _seed(database: str) -> tuple[str, str]:
    """One game of Pinch in the database: its page's path, and the reply address of
    Alice's first turn mail (a mail to any other address is refused at ``RCPT``)."""
    async with await open_store(database) as store:
        service = Service(ServiceContext(store, rng=random.Random(3)))
        await service.remember(ALICE, "alice")
        await service.remember(BOB, "bob")
        now = service.ctx.clock()
        await store.claim_email(ALICE, SENDER, "bench", now + timedelta(hours=1))
        await store.verify_email(ALICE, now)
        posted = await service.challenges.create(
            guild_id=GUILD,
            channel_id=2,
            challenger=UserRef(ALICE),
            opponent=UserRef(BOB),
            terms=ChallengeTerms(game="pinch", options={"size": 9}, first="challenger"),
        )
        started = await service.challenges.accept(BOB, posted.challenge.id)
        path = await SpectatorDesk(service.ctx).page_path(started.game)
        assert path is not None
        token = Token("m", ALICE, started.game.id, started.game.ply)
        return path, f"{sign(token, KEY)}@{DOMAIN}"


async def _attack(
    args: argparse.Namespace,
    child: asyncio.subprocess.Process,
    page: str,
    reply_to: str,
    log_path: Path,
) -> str:
    assert child.stdout is not None and child.stdin is not None
    ports = json.loads(await asyncio.wait_for(child.stdout.readline(), 60))
    pid = ports["pid"]
    outside = await asyncio.start_server(_hang_up, "127.0.0.1", 0)
    out_port = outside.sockets[0].getsockname()[1]

    async def look() -> Look:
        assert child.stdout is not None and child.stdin is not None
        page_said, mail_said = await asyncio.gather(
            _visit(ports["web"], page), _send_mail(ports["mail"], reply_to)
        )
        child.stdin.write(f"127.0.0.1 {out_port}\n".encode())
        probe = json.loads(await asyncio.wait_for(child.stdout.readline(), 60))
        return Look(_files(pid), page_said, mail_said, probe)

    quiet = await look()
    logged, cpu = _lines(log_path), _cpu(pid)
    began = time.monotonic()
    idle = {
        "web": _open_idle(ports["web"], args.connections, args.addresses),
        "mail": _open_idle(ports["mail"], args.connections, args.addresses),
    }
    opened = {name: len(socks) for name, socks in idle.items()}
    await asyncio.sleep(1.0)
    held = _files(pid)
    early = {name: _closed(socks) for name, socks in idle.items()}
    during = await look()
    await asyncio.sleep(max(0.0, args.hold - (time.monotonic() - began)))
    late = {name: _closed(socks) for name, socks in idle.items()}
    after = await look()
    seconds = time.monotonic() - began
    log_lines, cpu_used = _lines(log_path) - logged, _cpu(pid) - cpu
    for socks in idle.values():
        for sock in socks:
            sock.close()
    outside.close()
    rows = [
        f"Idle connections: {args.connections} to each listener from {args.addresses} "
        f"address(es), the server's open-file limit {args.files}, held {seconds:.0f} s",
        "",
        f"{'':32}{'quiet':>14}{'after 1 s':>14}{f'after {seconds:.0f} s':>14}",
        f"{'files held by the server':32}{quiet.files:>14}{held:>14}{after.files:>14}",
    ]
    for name in ("web", "mail"):
        rows.append(
            f"{f'{name} idle ones closed/opened':32}{'':>14}"
            f"{f'{early[name]}/{opened[name]}':>14}{f'{late[name]}/{opened[name]}':>14}"
        )
    rows.append(f"{'a game page':32}{quiet.page:>14}{during.page:>14}{after.page:>14}")
    rows.append(f"{'a mail':32}{quiet.mail:>14}{during.mail:>14}{after.mail:>14}")
    for key in quiet.probe:
        cells = (quiet.probe[key], during.probe[key], after.probe[key])
        rows.append(f"{key:32}" + "".join(f"{_short(cell):>14}" for cell in cells))
    rows.append("")
    rows.append(
        f"during the attack the server wrote {log_lines} log lines and used "
        f"{cpu_used:.1f} s of CPU in {seconds:.0f} s"
    )
    errors = sorted(
        {cell for look_ in (during, after) for cell in look_.probe.values() if cell != "ok"}
    )
    rows += [f"  {error}" for error in errors]
    common = _most_common(log_path, logged)
    if common:
        rows.append(f"the most common log line: {common}")
    return "\n".join(rows)


async def _hang_up(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    writer.close()


def _open_idle(port: int, count: int, addresses: int) -> list[socket.socket]:
    """``count`` connections that never send a byte, from ``addresses`` addresses in
    turn from 127.0.0.2 (the visitor and the sender come from 127.0.0.1); fewer once
    the kernel's queue of connections the server has not taken is full: three that
    time out end the tries."""
    socks: list[socket.socket] = []
    failed = 0
    while len(socks) < count and failed < 3:
        sock = socket.socket()
        sock.settimeout(3.0)  # a SYN dropped by a full queue is sent again after 1 s
        try:
            sock.bind((f"127.0.0.{2 + len(socks) % addresses}", 0))
            sock.connect(("127.0.0.1", port))
        except OSError:
            sock.close()
            failed += 1
            continue
        sock.setblocking(False)
        socks.append(sock)
    return socks


def _closed(socks: list[socket.socket]) -> int:
    """How many the server has closed (an answer then the end, or a reset)."""
    closed = 0
    for sock in socks:
        try:
            while data := sock.recv(4096):
                del data
        except BlockingIOError:
            continue  # still open, nothing said
        except OSError:
            pass
        closed += 1
    return closed


async def _visit(port: int, path: str) -> str:
    began = time.perf_counter()
    timeout = aiohttp.ClientTimeout(total=CHECK_SECONDS)
    try:
        async with aiohttp.ClientSession(timeout=timeout) as session:
            async with session.get(f"http://127.0.0.1:{port}{path}") as answer:
                await answer.read()
                status = answer.status
    except Exception as error:
        return _short(type(error).__name__)
    return f"{status} {1000 * (time.perf_counter() - began):.0f} ms"


async def _send_mail(port: int, to: str) -> str:
    message = EmailMessage()
    message["From"] = SENDER
    message["To"] = to
    message["Subject"] = "Re: your move"
    message.set_content("e5\n")
    began = time.perf_counter()
    try:  # any answer but 2xx raises
        await aiosmtplib.send(message, hostname="127.0.0.1", port=port, timeout=CHECK_SECONDS)
    except Exception as error:
        return _short(type(error).__name__)
    return f"250 {1000 * (time.perf_counter() - began):.0f} ms"


def _files(pid: int) -> int:
    with contextlib.suppress(OSError):
        return len(os.listdir(f"/proc/{pid}/fd"))
    return -1


def _cpu(pid: int) -> float:
    """User and system CPU seconds of ``pid`` so far."""
    with contextlib.suppress(OSError):
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return 0.0


def _lines(path: Path) -> int:
    with path.open("rb") as log:
        return sum(1 for _ in log)


def _most_common(path: Path, skip: int) -> str:
    """The line written most often after the first ``skip`` (a traceback's first line)."""
    counts: Counter[bytes] = Counter()
    with path.open("rb") as log:
        for number, line in enumerate(log):
            if number >= skip:
                counts[line.strip()[:90]] += 1
    if not counts:
        return ""
    line, times = counts.most_common(1)[0]
    return f"{times} times {line.decode(errors='replace')!r}"


def _short(text: str) -> str:
    return text if len(text) <= 13 else text[:12] + "…"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
