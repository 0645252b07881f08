"""How many connections a listener keeps, in all and per client address (issue 35, item 3).

Every open connection holds a file, and the process shares one open-file limit
between its listeners, Discord, the database and the mail relay. Idle
connections, which cost an attacker nothing, once filled that limit: then no
page, mail, database file or Discord connection could be opened, and asyncio's
accept loop logged hundreds of thousands of lines while spinning a core. So each
listener (the web pages, the SMTP listener) admits a connection only below its
``ConnectionGate``'s caps, which ``listener_cap`` derives from the open-file limit
with room kept for everything else, and a connection over a cap is answered and
closed at once. The gate knows nothing of HTTP or SMTP: each channel says its own
refusal, which is why it lives here, where both channels may reach it.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import resource
from collections import Counter
from collections.abc import Callable
from typing import Any

log = logging.getLogger("postboard.connections")

RESERVED_FILES = 128
"""Files kept for what is not a listener's connection: Discord's gateway and REST
connections, the database (a SQLite file, its ``-wal`` and ``-shm``, or a PostgreSQL
pool), the mail relay, the event loop's own, a render's font."""
LISTENERS = 2
"""The web pages and the SMTP listener share what is left, in equal parts."""
ACCEPT_BATCH = 8
"""How many connections asyncio accepts in one go (its ``backlog``), each turn of the
event loop while more wait."""
IN_FLIGHT = 4 * ACCEPT_BATCH
"""Sockets a listener holds beyond its cap in a burst, counted in the reserve: a
connection refused is closed three turns of the loop after its accept (its transport
is made, then told of the connection, then closes), and each turn accepts another
batch. With 32 at a time a 300-connection burst reached a 256-file limit this way."""
LISTEN_QUEUE = 1024
"""The kernel's queue of connections not yet accepted (at most ``somaxconn``), which
hold no file of the process: long, so that a burst waits there for its turn. With
asyncio's ``backlog`` (then 32) as the queue too, 33 connections at once filled it,
and the kernel dropped the next ones' SYNs, a visitor's as well as an attacker's:
each tried again a second later (300 took 9 s to open, 0.04 s with this queue)."""
ACCEPT_FAILURE = "socket.accept() out of system resource"
"""asyncio's message when ``accept()`` fails for want of files (``EMFILE``)."""


def open_file_limit() -> int:
    """The process's soft ``RLIMIT_NOFILE`` (an unlimited one counted as a million)."""
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    return 1_000_000 if soft == resource.RLIM_INFINITY else int(soft)


def listener_cap(ceiling: int, *, files: int | None = None, least: int = 8) -> int:
    """Connections one listener may hold: its share of the open-file limit (``files``,
    read now when None) above ``RESERVED_FILES`` and what is ``IN_FLIGHT``, at most
    ``ceiling``, at least ``least`` (a limit too low for any share still serves a few)."""
    limit = open_file_limit() if files is None else files
    share = (limit - RESERVED_FILES - LISTENERS * IN_FLIGHT) // LISTENERS
    return max(least, min(ceiling, share))


def address_of(peername: Any) -> str:
    """The client a connection counts against: its IPv4 address, or the /64 network of
    an IPv6 one (one machine is given a whole /64, so counting single IPv6 addresses
    would cap nobody). Anything else (a Unix socket) is one client, ``""``."""
    if not isinstance(peername, tuple) or not peername or not isinstance(peername[0], str):
        return ""
    try:
        address = ipaddress.ip_address(peername[0].partition("%")[0])
    except ValueError:
        return ""
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)


class Admission:
    """One admitted connection's place under the caps, given back once by ``release``."""

    __slots__ = ("_gate", "_address")

    def __init__(self, gate: ConnectionGate, address: str) -> None:
        self._gate: ConnectionGate | None = gate
        self._address = address

    def release(self) -> None:
        """Give the place back; a second call does nothing (a connection lost twice)."""
        gate, self._gate = self._gate, None
        if gate is not None:
            gate._leave(self._address)


class ConnectionGate:
    """At most ``total`` open connections, and ``per_address`` from one client (0: no
    cap per client, for a reverse proxy in front, through which every visitor comes
    from one address and which caps its own clients). One client never holds more
    than a quarter of the total, so one alone cannot shut the others out."""

    def __init__(self, total: int, per_address: int) -> None:
        if total < 1 or per_address < 0:
            raise ValueError("a gate admits at least one connection")
        self.total = total
        self.per_address = min(per_address, max(1, total // 4)) if per_address else 0
        self._open = 0
        self._by_address: Counter[str] = Counter()

    @property
    def open(self) -> int:
        return self._open

    def admit(self, peername: Any) -> Admission | None:
        """A place for a connection from ``peername`` (a transport's ``peername``), or
        None when the listener or that client already holds its cap."""
        address = address_of(peername)
        if self._open >= self.total:
            return None
        if self.per_address and self._by_address[address] >= self.per_address:
            return None
        self._open += 1
        self._by_address[address] += 1
        return Admission(self, address)

    def _leave(self, address: str) -> None:
        self._open -= 1
        self._by_address[address] -= 1
        if self._by_address[address] <= 0:
            del self._by_address[address]


class GatedProtocol(asyncio.Protocol):
    """A listener's protocol behind ``gate``: a connection over a cap is sent
    ``refusal`` and closed before any protocol is made for it; one admitted is handed
    to a protocol from ``factory``, which gets every event from then on.

    For protocols that never swap themselves out of their transport (aiohttp's);
    one that does (``set_protocol``, as SMTP's STARTTLS) must hold and release its
    admission itself (``mail.listener.Doorman``), or the lost connection would never
    give its place back."""

    def __init__(
        self, gate: ConnectionGate, factory: Callable[[], asyncio.Protocol], refusal: bytes
    ) -> None:
        self._gate = gate
        self._factory = factory
        self._refusal = refusal
        self._inner: asyncio.Protocol | None = None
        self._admission: Admission | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._admission = self._gate.admit(transport.get_extra_info("peername"))
        if self._admission is None:
            refuse(transport, self._refusal)
            return
        self._inner = self._factory()
        self._inner.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        if self._inner is not None:
            self._inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self._inner.eof_received() if self._inner is not None else None

    def pause_writing(self) -> None:
        if self._inner is not None:
            self._inner.pause_writing()

    def resume_writing(self) -> None:
        if self._inner is not None:
            self._inner.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        if self._admission is not None:
            self._admission.release()
        if self._inner is not None:
            self._inner.connection_lost(exc)


async def listen(
    factory: Callable[[], asyncio.BaseProtocol], host: str, port: int
) -> asyncio.Server:
    """``create_server`` as both listeners need it: ``ACCEPT_BATCH`` accepted at a time,
    ``LISTEN_QUEUE`` waiting in the kernel, and accept failures logged once a minute."""
    loop = asyncio.get_running_loop()
    AcceptFailures.install(loop)
    server = await loop.create_server(factory, host, port, backlog=ACCEPT_BATCH)
    for sock in server.sockets:
        with sock.dup() as same:  # the same listening socket: asyncio gave it the batch
            same.listen(LISTEN_QUEUE)
    return server


def refuse(transport: asyncio.BaseTransport, refusal: bytes) -> None:
    """Say ``refusal`` (it fits in any socket buffer) and close: the connection is
    never read from, and its file is given back as soon as the kernel has sent it."""
    if refusal and isinstance(transport, asyncio.WriteTransport):
        transport.write(refusal)
    transport.close()


class AcceptFailures:
    """The event loop's exception handler, which logs asyncio's accept failures for
    want of files once every ``interval`` seconds, saying how many were left out,
    instead of each time: at the limit asyncio retries ``accept()`` once a second, a
    whole ``backlog`` of times each, and logged each one with its traceback. The caps
    keep a listener's own connections below the limit, but files held elsewhere
    (Discord, the database, renders) can still reach it. Every other exception goes
    on to the handler set before."""

    interval = 60.0

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self._previous = loop.get_exception_handler()
        self._logged_at = float("-inf")
        self._left_out = 0

    @classmethod
    def install(cls, loop: asyncio.AbstractEventLoop) -> None:
        """Handle ``loop``'s exceptions, once however many listeners start on it
        (``listen`` calls this, since only listeners accept)."""
        if not isinstance(loop.get_exception_handler(), cls):
            loop.set_exception_handler(cls(loop))

    def __call__(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        if context.get("message") != ACCEPT_FAILURE:
            if self._previous is not None:
                self._previous(loop, context)
            else:
                loop.default_exception_handler(context)
            return
        now = loop.time()
        if now - self._logged_at < self.interval:
            self._left_out += 1
            return
        left_out, self._left_out, self._logged_at = self._left_out, 0, now
        log.error(
            "cannot accept connections: %s (the open-file limit is %d; %d more such "
            "failures since the last of these lines)",
            context.get("exception"),
            open_file_limit(),
            left_out,
        )
