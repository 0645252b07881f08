"""``python -m bench mail``: what the e-mail channel costs, per mail out and per reply in.

Two tables. The first times one turn mail per game, all five, from a mid-game
position (``--plies`` random legal moves played through the service): the board
as the player sees it (``service.games.seat_view``: the PNG and the diagram), the
message made of it (``mail.compose.build``), its bytes (``as_bytes``) and its size.

The second sends replies through the real SMTP listener of a running
``MailChannel`` (its postmaster and sender in background tasks, the sender handing
its mail to a local aiosmtpd sink) on a fresh database of ``--games`` running Pinch
11x11 games between players with verified addresses who read their games by mail.
Each of ``--replies`` replies is a move at the game's ply as it will be when the
reply is read, signed as a turn mail's Reply-To is, except ``--stale`` of them,
made for two plies back with a move that is legal now: only the ply guard stops
them. A game's replies all go over one client's connection in order (the player
answers the mail they got), games shared out among the clients, and replies are
sent as fast as the listener takes them, so the inbound queue builds up and is
then drained. Per client count: replies taken by SMTP per second, moves played
per second until the queue is empty, stale replies refused, the latency from
keeping a reply (just before SMTP's ``250``) to its move in the log, and whether
every game's log holds exactly the moves sent, each once. A last run (``--paced``)
sends each reply only once the one before it was acted on: the latency of a reply
that finds no queue.

Clients, listener, postmaster, sender and sink share one process and event loop,
as the tests do; the client side is light (each reply's bytes are made before
the clock starts).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import math
import random
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from email.headerregistry import Address
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import aiosmtplib
from aiosmtpd.smtp import SMTP, Envelope, Session

from mail.channel import MailChannel
from mail.compose import Letter, build
from mail.config import MailConfig, SmtpServer
from mail.letters import turn_subject, turn_text
from mail.tokens import Token, read, sign
from rules import GAMES
from rules.replay import Replay
from service import Asked, Service, ServiceContext, UserRef
from service.challenges.terms import ChallengeTerms
from service.running.outbox import Notification
from storage.codec import decode_time
from storage.models import UserSettings
from storage.sqlite import open_store

DOMAIN = "play.test"
SENDER = Address("Postboard", "play", DOMAIN)
KEY = b"bench-mail-key"
TIMED: tuple[tuple[str, str, dict[str, Any]], ...] = (
    ("pinch 11x11", "pinch", {"size": 11}),
    ("pletore 13x13", "pletore", {"size": 13}),
    ("les 9", "les", {"size": 9}),
    ("plakoto", "plakoto", {"match_length": 1}),
    ("plateau", "plateau", {}),
)
INBOUND_GAME: tuple[str, dict[str, Any]] = ("pinch", {"size": 11})
AnyReplay = Replay[Any, Any, Any]


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench mail", description=__doc__)
    parser.add_argument("--samples", type=int, default=30, help="turn mails built per game")
    parser.add_argument("--plies", type=int, default=30, help="moves played before timing")
    parser.add_argument("--games", type=int, default=50, help="Pinch games replied to")
    parser.add_argument("--replies", type=int, default=500, help="replies sent per run")
    parser.add_argument("--stale", type=float, default=0.2, help="share of stale replies")
    parser.add_argument(
        "--clients", default="1,4,8,16", help="SMTP client connections, one run each"
    )
    parser.add_argument(
        "--paced",
        type=int,
        default=100,
        help="replies of a last run, one client sending each once the last is acted on (0: none)",
    )
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(list(argv))
    clients = [int(n) for n in args.clients.split(",") if n.strip()]
    if args.samples < 1 or args.replies < 1 or args.games < 1 or args.paced < 0 or not clients:
        parser.error(
            "--samples, --replies, --games and --clients must be at least 1, --paced at least 0"
        )
    if min(clients) < 1 or not 0 <= args.stale < 1:
        parser.error("--clients must be at least 1, --stale between 0 and 1")
    return asyncio.run(_run(args, clients))


async def _run(args: argparse.Namespace, clients: list[int]) -> int:
    composed = await compose_figures(args.samples, args.plies, args.seed)
    print(
        f"Turn mail from a mid-game position ({args.plies} random moves played; "
        f"{args.samples} samples each; ms)"
    )
    print(compose_table(composed))
    print()
    runs = []
    for count in clients:
        runs.append(await inbound_run(args.games, args.replies, count, args.stale, args.seed))
    if args.paced:
        runs.append(await inbound_run(args.games, args.paced, 1, args.stale, args.seed, paced=True))
    print(
        f"Replies through the SMTP listener: {args.games} Pinch 11x11 games, "
        f"{args.replies} replies per run, {args.stale:.0%} stale (old ply)"
    )
    print(inbound_table(runs))
    problems = [f"{run.label} clients: {p}" for run in runs for p in run.problems]
    for problem in problems:
        print(f"NOT CORRECT: {problem}")
    return 1 if problems else 0


# --- part 1: building a turn mail ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Composed:
    label: str
    ply: int
    view_ms: list[float]
    build_ms: list[float]
    bytes_ms: list[float]
    size: int


async def compose_figures(samples: int, plies: int, seed: int) -> list[Composed]:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        store = await open_store(Path(folder) / "compose.db")
        try:
            service = Service(ServiceContext(store, rng=random.Random(seed)))
            rows = []
            for number, (label, name, options) in enumerate(TIMED):
                players = (2 * number + 1, 2 * number + 2)
                game_id, user = await mid_game(service, players, name, options, plies, rng)
                rows.append(await time_turn_mail(service, label, game_id, user, samples))
        finally:
            await store.close()
    return rows


async def new_game(
    service: Service, players: tuple[int, int], name: str, options: dict[str, Any]
) -> int:
    for user in players:
        await service.remember(user, f"player{user}")
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(players[0]),
        opponent=UserRef(players[1]),
        terms=ChallengeTerms(game=name, options=dict(options), first="challenger"),
    )
    started = await service.challenges.accept(players[1], posted.challenge.id)
    return started.game.id


async def replay_of(service: Service, game_id: int) -> tuple[AnyReplay, tuple[int, int]]:
    game = await service.ctx.store.get_game(game_id)
    moves = await service.ctx.store.moves(game_id)
    replay = Replay.of(GAMES[game.game], game.options, [m.notation for m in moves])
    return replay, (game.players[0], game.players[1])


async def mid_game(
    service: Service,
    players: tuple[int, int],
    name: str,
    options: dict[str, Any],
    plies: int,
    rng: random.Random,
) -> tuple[int, int]:
    """A game ``plies`` random moves in, still going; and the player to move."""
    for _ in range(10):
        game_id = await new_game(service, players, name, options)
        for _ in range(plies):
            replay, seated = await replay_of(service, game_id)
            if replay.outcome is not None:
                break
            seat = replay.to_move
            assert isinstance(seat, int), "the service rolls the dice itself"
            await service.games.move(
                Asked(game_id=game_id, asked_by=seated[seat]), str(going_on(replay, rng))
            )
        replay, seated = await replay_of(service, game_id)
        if replay.outcome is None and isinstance(replay.to_move, int):
            return game_id, seated[replay.to_move]
        players = (players[0] + 100, players[1] + 100)  # a fresh pair for the next try
    raise RuntimeError(f"no {name} game lasted {plies} random moves")


def going_on(replay: AnyReplay, rng: random.Random) -> Any:
    """A random legal move that does not end the game, if there is one."""
    moves = replay.legal_moves()
    rng.shuffle(moves)
    for move in moves:
        twin = replay.fork()
        twin.apply(move)
        if twin.outcome is None:
            return move
    return moves[0]


async def time_turn_mail(
    service: Service, label: str, game_id: int, user: int, samples: int
) -> Composed:
    view_ms, build_ms, bytes_ms = [], [], []
    size = 0
    for number in range(samples):
        started = time.perf_counter()
        view = await service.games.seat_view(game_id, user)
        viewed = time.perf_counter()
        assert view.your_turn
        letter = Letter(
            subject=turn_subject(view),
            text=turn_text(view),
            view=view,
            reply_to=sign(Token("m", user, game_id, view.ply), KEY),
        )
        message = build(
            letter,
            mail_id=number + 1,
            to=f"player{user}@player.test",
            sender=SENDER,
            domain=DOMAIN,
            unsubscribe=sign(Token("u", user, 0, 0), KEY),
            now=service.ctx.clock(),
        )
        built = time.perf_counter()
        size = len(message.as_bytes())
        done = time.perf_counter()
        view_ms.append((viewed - started) * 1000)
        build_ms.append((built - viewed) * 1000)
        bytes_ms.append((done - built) * 1000)
    return Composed(label, view.ply, view_ms, build_ms, bytes_ms, size)


def compose_table(rows: list[Composed]) -> str:
    header = (
        "game",
        "ply",
        "seat_view p50",
        "p95",
        "build p50",
        "p95",
        "view+build p50",
        "p95",
        "as_bytes p50",
        "size KB",
    )
    lines = []
    for row in rows:
        total = [a + b for a, b in zip(row.view_ms, row.build_ms, strict=True)]
        lines.append(
            (
                row.label,
                str(row.ply),
                f"{statistics.median(row.view_ms):.2f}",
                f"{p95(row.view_ms):.2f}",
                f"{statistics.median(row.build_ms):.2f}",
                f"{p95(row.build_ms):.2f}",
                f"{statistics.median(total):.2f}",
                f"{p95(total):.2f}",
                f"{statistics.median(row.bytes_ms):.2f}",
                f"{row.size / 1024:.1f}",
            )
        )
    return table(header, lines)


# --- part 2: replies through the listener -----------------------------------------------


class Sink:
    """The rest of the Internet's mail: an SMTP server on loopback that counts and drops."""

    def __init__(self) -> None:
        self.received = 0
        self._server: asyncio.Server | None = None

    async def start(self) -> None:
        loop = asyncio.get_running_loop()
        sink = self

        class Handler:
            async def handle_DATA(  # noqa: N802 -- aiosmtpd's hook name
                self, server: SMTP, session: Session, envelope: Envelope
            ) -> str:
                sink.received += 1
                return "250 OK"

        def protocol() -> Any:
            return SMTP(Handler(), hostname="outside.test", loop=loop)

        self._server = await loop.create_server(protocol, "127.0.0.1", 0)

    @property
    def port(self) -> int:
        assert self._server is not None
        return int(self._server.sockets[0].getsockname()[1])

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()


@dataclass(slots=True)
class Model:
    """The bench's own copy of one game, as it will be once every reply sent is read."""

    game_id: int
    players: tuple[int, int]
    replay: AnyReplay
    lines: list[str]


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


def address(user: int) -> str:
    return f"player{user}@player.test"


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
        config = MailConfig(
            smtp=SmtpServer("127.0.0.1", sink.port, "none"),
            sender=SENDER,
            domain=DOMAIN,
            listen=("127.0.0.1", 0),
            secret=KEY.decode(),
            poll_seconds=1.0,
        )
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


async def seed_games(service: Service, games: int) -> list[Model]:
    """``games`` Pinch games, each between two players of its own who read it by mail."""
    store = service.ctx.store
    now = service.ctx.clock()
    models = []
    name, options = INBOUND_GAME
    for number in range(games):
        players = (2 * number + 1, 2 * number + 2)
        for user in players:
            await store.claim_email(user, address(user), "bench", now + timedelta(hours=1))
            await store.verify_email(user, now)
            await store.put_user_settings(UserSettings(user, notify="email"))
        game_id = await new_game(service, players, name, options)
        replay, seated = await replay_of(service, game_id)
        lines = [m.notation for m in await store.moves(game_id)]
        models.append(Model(game_id, seated, replay, lines))
    return models


async def until_sent(service: Service, timeout: float) -> None:
    deadline = time.perf_counter() + timeout
    while await service.mailbox.waiting():
        if time.perf_counter() > deadline:
            raise TimeoutError("the outgoing mail queue did not empty")
        await asyncio.sleep(0.05)


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


# --- helpers ---------------------------------------------------------------------------


def p95(values: list[float]) -> float:
    """The nearest-rank 95th percentile."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(len(ordered) * 0.95) - 1)]


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """Left-aligned first column, the others right-aligned, two spaces apart."""
    widths = [max(len(row[i]) for row in (header, *rows)) for i in range(len(header))]

    def line(cells: Sequence[str]) -> str:
        first = cells[0].ljust(widths[0])
        rest = (cell.rjust(width) for cell, width in zip(cells[1:], widths[1:], strict=True))
        return "  ".join((first, *rest)).rstrip()

    return "\n".join([line(header), *(line(row) for row in rows)])
