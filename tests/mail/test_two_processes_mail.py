"""Two bot processes' mail channels on one PostgreSQL database (issue 18): nothing doubled.

Each side here is what one process holds: its own ``PostgresStore`` (its own pool),
``Service`` and ``MailChannel`` with its own SMTP listener, on the same database and
sending to the same outside server. The channels run without their background loops
(``start(background=False)``): the test says when each acts (``pump``) and starts both
at once with ``asyncio.gather``, many rounds each, so the races are real and every
round is checked.
"""

from __future__ import annotations

import asyncio
import random
import re
from collections import Counter
from collections.abc import AsyncIterator, Awaitable
from dataclasses import dataclass
from email.message import EmailMessage
from typing import TypeVar

import pytest

from mail.channel import MailChannel
from mail.sender import smtp_transport
from service import PLAYER_ERRORS, Asked, Service, ServiceContext
from service.mailing.intents import notice
from service.results import GameUpdate
from service.running.outbox import Notification
from storage import open_store
from tests.mail.bad_input import Witness, log_of, new_key, pinch, with_id
from tests.mail.conftest import ADDRESS, ALICE, BOB, MailWorld, config
from tests.mail.mailbox import OutsideWorld, reply, send, text_of

ROUNDS = 6
HEAD_STARTS = (0.0, 0.0005, 0.001, 0.0015, 0.002, 0.003)
"""Seconds the mail's side is ahead of the /move in a round, so that either may win:
which one does is not asserted (it varies from run to run), only that exactly one lands."""
PLAYERS = (ALICE, BOB)
T = TypeVar("T")


@dataclass
class Process:
    """One process: its world (service, channel, what the channel told Discord) and
    the ``X-Postboard-Mail`` id of every mail its sender handed to the outside server."""

    world: MailWorld
    sent: list[int]

    @property
    def service(self) -> Service:
        return self.world.service

    @property
    def channel(self) -> MailChannel:
        return self.world.channel

    async def pump(self) -> None:
        await self.channel.pump()


Pair = tuple[Process, Process]


async def open_process(url: str, outside: OutsideWorld, seed: int) -> Process:
    """What one process opens on ``url``: its store, service and mail channel, listening
    but acting only when pumped."""
    store = await open_store(url)
    service = Service(ServiceContext(store, rng=random.Random(seed)))
    await service.remember(ALICE, "alice")
    await service.remember(BOB, "bob")
    settings = config(outside)
    real = smtp_transport(settings.smtp)
    told: list[Notification] = []
    sent: list[int] = []

    async def tell(notification: Notification) -> None:
        told.append(notification)

    async def transport(message: EmailMessage) -> None:
        await real(message)
        sent.append(int(str(message["X-Postboard-Mail"])))

    channel = await MailChannel.open(service, settings, tell, transport)
    await channel.start(background=False)
    return Process(MailWorld(service, channel, outside, told), sent)


@pytest.fixture
async def two(postgres_url: str, outside: OutsideWorld) -> AsyncIterator[Pair]:
    """Two processes on one fresh database; alice and bob linked through the first."""
    opened: list[Process] = []
    try:
        for seed in (1, 2):
            opened.append(await open_process(postgres_url, outside, seed))
        first = opened[0]
        for user in PLAYERS:
            await first.service.email.link(user, ADDRESS[user])
            await first.pump()
            mail = await outside.wait_for(ADDRESS[user], lambda m: "code" in str(m["Subject"]))
            code = re.search(r"\b(\d{6})\b", text_of(mail))
            assert code is not None
            await first.service.email.verify(user, code[1])
        yield opened[0], opened[1]
    finally:
        for process in opened:
            await process.channel.stop()
            await process.service.ctx.store.close()


async def both_pump(two: Pair) -> None:
    """Both processes act on what was received and send what is due, at the same time."""
    await asyncio.gather(*(process.pump() for process in two))


# --- (a) the outgoing queue ------------------------------------------------------------


async def test_each_queued_mail_is_sent_once_when_both_send_at_once(two: Pair) -> None:
    a, b = two
    outside = a.world.outside
    witness = Witness(a.world)
    count = 40
    for round_ in range(3):
        before, queued = len(outside.received), await witness.queued()
        subjects = [f"Notice {round_}.{i}" for i in range(count)]
        intents = [
            notice(PLAYERS[i % 2], subject, "Nothing to answer.", only_if_wanted=False)
            for i, subject in enumerate(subjects)
        ]
        assert await a.service.mailbox.queue(intents) == count
        a.sent.clear()
        b.sent.clear()
        await both_pump(two)
        got = outside.received[before:]
        ids = Counter(int(str(m["X-Postboard-Mail"])) for m in got)
        assert sorted(ids) == list(range(queued + 1, queued + count + 1)), "each queued mail"
        assert set(ids.values()) == {1}, f"sent twice: {ids}"
        assert sorted(str(m["Subject"]) for m in got) == sorted(subjects)
        assert sorted(a.sent + b.sent) == sorted(ids), "each handed over by one process"
        assert a.sent and b.sent, "both processes took part"
        assert await a.service.mailbox.waiting() == 0
        for mail_id in ids:
            row = await witness.outbox(mail_id)
            assert (row["outcome"], row["attempts"]) == ("sent", 1)


# --- (b) one message delivered to both listeners ---------------------------------------


async def turn_mail(process: Process, game_id: int) -> tuple[int, int, EmailMessage]:
    """Who is to move in ``game_id``, at which ply, and their turn mail for it."""
    game = await process.service.ctx.store.get_game(game_id)
    seat = game.to_move
    assert isinstance(seat, int)
    user = game.players[seat]
    return user, game.ply, await process.world.turn_mail(user, game_id, game.ply)


async def legal_moves(process: Process, game_id: int, rng: random.Random, count: int) -> list[str]:
    game = await process.service.ctx.store.get_game(game_id)
    replay = await process.service.games.replay_of(game)
    return rng.sample([str(m) for m in replay.legal_moves() if str(m) != "pass"], count)


def updates(process: Process, game_id: int) -> list[GameUpdate]:
    return [n for n in process.world.told if isinstance(n, GameUpdate) and n.game.id == game_id]


async def test_one_message_delivered_to_both_listeners_is_acted_on_once(two: Pair) -> None:
    a, b = two
    witness = Witness(a.world)
    outside = a.world.outside
    game_id = await pinch(a.world)
    rng = random.Random(18)
    played: list[str] = []
    for _ in range(ROUNDS):
        await a.pump()  # the turn mail
        user, ply, turn = await turn_mail(a, game_id)
        [move] = await legal_moves(a, game_id, rng, 1)
        before = len(outside.to(ADDRESS[user]))
        key = new_key()
        message = with_id(reply(turn, ADDRESS[user], move), key)
        await asyncio.gather(send(message, a.world.port), send(message, b.world.port))
        await both_pump(two)
        played.append(move)
        assert await log_of(a.world, game_id) == played
        assert [row["message_key"] for row in await witness.inbound()].count(key) == 1
        outcome = await witness.outcome(key)
        assert outcome.startswith(f"m {game_id}@{ply}: Played"), outcome
        answers = outside.to(ADDRESS[user])[before:]
        assert [str(m["Subject"]) for m in answers] == [f"Played: {move} in game #{game_id}"]
    told = sorted(update.game.ply for update in updates(a, game_id) + updates(b, game_id))
    assert told == list(range(1, ROUNDS + 1)), "each move told to Discord once"
    assert await a.service.mailbox.waiting() == 0


# --- (c) a move by mail in one process, by /move in the other ----------------------------


async def after(delay: float, work: Awaitable[T]) -> T:
    """``work``, started ``delay`` seconds from now."""
    await asyncio.sleep(delay)
    return await work


async def test_a_move_by_mail_and_by_command_at_one_ply_lands_once(two: Pair) -> None:
    a, b = two
    outside = a.world.outside
    game_id = await pinch(a.world)
    rng = random.Random(19)
    log: list[str] = []
    winners: Counter[str] = Counter()
    for round_ in range(ROUNDS * 2):
        by_mail, by_command = (a, b) if round_ % 2 == 0 else (b, a)
        await both_pump(two)  # the turn mail, and the answers of the round before
        user, ply, turn = await turn_mail(by_mail, game_id)
        mailed, typed = await legal_moves(a, game_id, rng, 2)
        before = len(outside.to(ADDRESS[user]))
        key = new_key()
        await send(with_id(reply(turn, ADDRESS[user], mailed), key), by_mail.world.port)
        expected = ply if round_ % 4 < 2 else None  # /move with and without its ply option
        mail_done, command = await asyncio.gather(
            by_mail.pump(),
            after(
                HEAD_STARTS[round_ % len(HEAD_STARTS)],
                by_command.service.games.move_or_preview(
                    Asked(game_id=game_id, guild_id=1, asked_by=user), typed, expected_ply=expected
                ),
            ),
            return_exceptions=True,
        )
        assert mail_done is None, mail_done
        outcome = await Witness(by_mail.world).outcome(key)
        if isinstance(command, GameUpdate):  # /move landed: the mail is told it came late
            winner, answer = "command", f"Not done: game #{game_id}"
            log.append(typed)
        else:  # the mail landed: /move is refused (the ply moved on, or not their turn)
            assert isinstance(command, PLAYER_ERRORS), repr(command)
            winner, answer = "mail", f"Played: {mailed} in game #{game_id}"
            log.append(mailed)
        winners[winner] += 1
        assert outcome == f"m {game_id}@{ply}: {answer}", (winner, outcome)
        assert await log_of(a.world, game_id) == log, (winner, outcome, command)
        told = updates(a, game_id) + updates(b, game_id)
        assert len(told) == winners["mail"], "a move by mail is told to Discord, once"
        await both_pump(two)
        answers = outside.to(ADDRESS[user])[before:]
        assert [str(m["Subject"]) for m in answers] == [answer]
