"""Part 2 of ``python -m bench mail``: replies through the real SMTP listener of a
running ``MailChannel``, timed from SMTP's ``250`` to the move in the log, and judged
(every game's log holds exactly the moves sent, each once)."""

from __future__ import annotations

import asyncio
import contextlib
import random
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage
from pathlib import Path

import aiosmtplib

from bench.mail.tables import p95, table
from bench.mail.world import (
    DOMAIN,
    KEY,
    AnyReplay,
    Model,
    Sink,
    address,
    bench_mail_config,
    seed_games,
    until_sent,
)
from mail.channel import MailChannel
from mail.tokens import Token, read
from service import Service, ServiceContext
from service.running.outbox import Notification
from storage.codec import decode_time
from storage.sqlite import open_store


@dataclass(frozen=True, slots=True)
class Planned:
    game_id: int
    ply: int
    stale: bool
    sender: str
    recipient: str
    raw: bytes


@dataclass(slots=True)
class InboundFigures:
    label: str  # the number of clients, and whether they waited for each reply to be read
    paced: bool = False
    sent: int = 0
    stale_sent: int = 0
    accept_seconds: float = 0.0
    drain_seconds: float = 0.0
    backlog: int = 0  # replies kept but not yet acted on when the last one was taken
    played: int = 0
    refused: int = 0
    other: int = 0
    latency_ms: list[float] = field(default_factory=list)
    mails_out: int = 0
    mail_waiting: int = 0
    problems: list[str] = field(default_factory=list)


async def inbound_run(
    games: int, replies: int, clients: int, stale: float, seed: int, *, paced: bool = False
) -> InboundFigures:
    """One run; ``paced``: each reply is sent once the one before it was acted on, so its
    latency is the listener's and the postmaster's own, without a queue to wait in."""
    rng = random.Random(seed)
    figures = InboundFigures(f"{clients}, paced" if paced else str(clients), paced)
    told: list[int] = []

    async def tell(notification: Notification) -> None:
        told.append(1)

    sink = Sink()
    await sink.start()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "inbound.db"
        store = await open_store(path)
        service = Service(ServiceContext(store, rng=random.Random(seed)))
        config = bench_mail_config(sink.port, poll_seconds=1.0)
        channel = await MailChannel.open(service, config, tell)
        await channel.start(background=True)
        try:
            models = await seed_games(service, games)
            await until_sent(service, 60.0)  # the first turn mails, before the clock starts
            queues = plan(models, replies, stale, rng, channel, clients)
            figures.sent = sum(len(q) for q in queues)
            figures.stale_sent = sum(p.stale for q in queues for p in q)
            port = channel.port
            assert port is not None
            mails_before = sink.received
            started_wall = datetime.now(UTC)
            started = time.perf_counter()

            async def acted_on(sent: int) -> None:
                await until_acted_on(path, sent, 60.0, poll=0.005)

            pace = acted_on if paced else None
            await asyncio.gather(*(send_all(port, queue, pace) for queue in queues if queue))
            figures.accept_seconds = time.perf_counter() - started
            accepted_wall = started_wall + timedelta(seconds=figures.accept_seconds)
            rows = await until_acted_on(path, figures.sent, 300.0)
            figures.mails_out = sink.received - mails_before
            figures.mail_waiting = await service.mailbox.waiting()
            await judge(figures, service, models, rows, started_wall, accepted_wall, len(told))
        finally:
            await channel.stop()
            await store.close()
            await sink.stop()
    return figures


def plan(
    models: list[Model],
    replies: int,
    stale: float,
    rng: random.Random,
    channel: MailChannel,
    clients: int,
) -> list[list[Planned]]:
    """Every reply of the run, made up front; a game's replies all go to one client, in
    the order they must be read, and each model moves on as its replies will."""
    queues: list[list[Planned]] = [[] for _ in range(clients)]
    client_of = {model.game_id: number % clients for number, model in enumerate(models)}
    for number in range(replies):
        going = [m for m in models if m.replay.outcome is None]
        if not going:
            break
        model = rng.choice(going)
        replay = model.replay
        seat = replay.to_move
        assert isinstance(seat, int), "Pinch has no dice"
        user = model.players[seat]
        move = rng.choice(replay.legal_moves())
        is_stale = replay.plies >= 2 and rng.random() < stale
        ply = replay.plies - 2 if is_stale else replay.plies
        if not is_stale:
            replay.apply(move)
            model.lines.append(str(move))
            model.lines += forced_passes(replay)
        recipient = f"{channel.sign(Token('m', user, model.game_id, ply))}@{DOMAIN}"
        raw = reply_bytes(address(user), recipient, str(move), number)
        queues[client_of[model.game_id]].append(
            Planned(model.game_id, ply, is_stale, address(user), recipient, raw)
        )
    return queues


def forced_passes(replay: AnyReplay) -> list[str]:
    """The passes the service plays by itself for a player with no other move."""
    lines = []
    while replay.outcome is None and isinstance(replay.to_move, int):
        legal = replay.legal_moves()
        if len(legal) != 1 or str(legal[0]) != "pass":
            break
        replay.apply(legal[0])
        lines.append(str(legal[0]))
    return lines


def reply_bytes(sender: str, recipient: str, move: str, number: int) -> bytes:
    """What a mail client sends for "Reply": the move on top, the turn mail quoted below."""
    message = EmailMessage()
    message["From"] = sender
    message["To"] = recipient
    message["Subject"] = "Re: Pinch vs someone: your move"
    message["Message-ID"] = f"<bench-reply-{number}@player.test>"
    message.set_content(
        f"{move}\n\nOn Mon, 1 Jun 2026 at 10:00, Postboard <play@{DOMAIN}> wrote:\n"
        "> Your move.\n>\n> Reply to this mail with your move on the first line.\n"
    )
    return message.as_bytes()


async def send_all(
    port: int, queue: list[Planned], pace: Callable[[int], Awaitable[None]] | None = None
) -> None:
    """One player's mail server handing replies over one connection, one at a time;
    ``pace`` is awaited after each with how many were sent."""
    client = aiosmtplib.SMTP(hostname="127.0.0.1", port=port, timeout=120)
    await client.connect()
    try:
        for sent, planned in enumerate(queue, 1):
            await client.sendmail(planned.sender, [planned.recipient], planned.raw)
            if pace is not None:
                await pace(sent)
    finally:
        await client.quit()


@dataclass(frozen=True, slots=True)
class Kept:
    recipient: str
    received_at: datetime
    done_at: datetime | None
    outcome: str | None


def _kept_rows(path: Path) -> list[Kept]:
    with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
        rows = db.execute(
            "SELECT recipient, received_at, done_at, outcome FROM mail_inbound"
        ).fetchall()
    return [
        Kept(r[0], decode_time(r[1]), None if r[2] is None else decode_time(r[2]), r[3])
        for r in rows
    ]


async def until_acted_on(
    path: Path, sent: int, timeout: float, *, poll: float = 0.05
) -> list[Kept]:
    """The received mail, once all ``sent`` replies are kept and acted on."""
    deadline = time.perf_counter() + timeout
    while True:
        rows = await asyncio.to_thread(_kept_rows, path)
        if len(rows) >= sent and all(row.done_at is not None for row in rows):
            return rows
        if time.perf_counter() > deadline:
            raise TimeoutError("the received replies were not all acted on")
        await asyncio.sleep(poll)


async def judge(
    figures: InboundFigures,
    service: Service,
    models: list[Model],
    rows: list[Kept],
    started: datetime,
    accepted: datetime,
    told: int,
) -> None:
    """Counts, latencies, and whether every log holds exactly the moves sent, each once."""
    logs = {m.game_id: await service.ctx.store.moves(m.game_id) for m in models}
    finished = [row.done_at for row in rows if row.done_at is not None]
    figures.drain_seconds = (max(finished) - started).total_seconds()
    figures.backlog = sum(1 for row in rows if row.done_at is None or row.done_at > accepted)
    problems = figures.problems
    for row in rows:
        outcome = row.outcome or ""
        token = read(row.recipient.rpartition("@")[0], KEY)
        if token is None:
            problems.append(f"a reply to {row.recipient} that the bench did not send")
            continue
        if "Played:" in outcome:
            figures.played += 1
            log = logs[token.game_id]
            if token.ply < len(log):
                moved = log[token.ply].created_at - row.received_at
                figures.latency_ms.append(moved.total_seconds() * 1000)
        elif "Not done:" in outcome:
            figures.refused += 1
        else:
            figures.other += 1
            problems.append(f"game {token.game_id} ply {token.ply}: {outcome}")
    for model in models:
        log = logs[model.game_id]
        if [m.ply for m in log] != list(range(1, len(log) + 1)):
            problems.append(f"game {model.game_id}: plies {[m.ply for m in log]}")
        if [m.notation for m in log] != model.lines:
            problems.append(f"game {model.game_id}: log differs from the moves sent")
    if figures.played != figures.sent - figures.stale_sent:
        problems.append(f"{figures.played} moves played of {figures.sent - figures.stale_sent}")
    if figures.refused != figures.stale_sent:
        problems.append(f"{figures.refused} stale replies refused of {figures.stale_sent}")
    if told != figures.played:
        problems.append(f"{told} moves told to the other channels, {figures.played} played")


def inbound_table(runs: list[InboundFigures]) -> str:
    header = (
        "clients",
        "replies",
        "taken/s",
        "moves/s",
        "read/s",
        "backlog",
        "stale refused",
        "latency p50 ms",
        "p95 ms",
        "mails out/s",
        "still queued",
        "correct",
    )
    lines = []
    for run in runs:
        lines.append(
            (
                run.label,
                str(run.sent),
                "-" if run.paced else f"{run.sent / run.accept_seconds:.1f}",
                f"{run.played / run.drain_seconds:.1f}",
                f"{run.sent / run.drain_seconds:.1f}",
                str(run.backlog),
                f"{run.refused}/{run.stale_sent}",
                f"{statistics.median(run.latency_ms):.0f}" if run.latency_ms else "-",
                f"{p95(run.latency_ms):.0f}" if run.latency_ms else "-",
                f"{run.mails_out / run.drain_seconds:.1f}",
                str(run.mail_waiting),
                "no" if run.problems else "yes",
            )
        )
    legend = "\n".join(
        (
            "taken/s: replies the listener answered 250 to, per second; moves/s, read/s: moves",
            "played and replies acted on per second, from the first reply sent until the inbound",
            "queue was empty; backlog: replies waiting when the last was taken; latency: from",
            "keeping a reply to its move in the log; mails out/s: turn mails and answers the",
            "sender handed to the sink meanwhile; still queued: outgoing mail not yet sent then;",
            "paced: each reply sent once the one before it was acted on (no queue to wait in).",
        )
    )
    return table(header, lines) + "\n" + legend
