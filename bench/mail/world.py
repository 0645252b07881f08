"""The bench's mail world: games played through a service, a counting SMTP sink on
loopback, and the bench's own model of each game (``bench.attack`` uses them too)."""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass
from datetime import timedelta
from email.headerregistry import Address
from typing import Any

from aiosmtpd.smtp import SMTP, Envelope, Session

from mail.config import MailConfig, SmtpServer
from rules import GAMES
from rules.replay import Replay
from service import Asked, Service, UserRef
from service.challenges.terms import ChallengeTerms
from storage.models import UserSettings

DOMAIN = "play.test"
SENDER = Address("Postboard", "play", DOMAIN)
KEY = b"bench-mail-key"
INBOUND_GAME: tuple[str, dict[str, Any]] = ("pinch", {"size": 11})


AnyReplay = Replay[Any, Any, Any]


def bench_mail_config(sink_port: int, **settings: Any) -> MailConfig:
    """The mail channel's settings in a bench: mail out to the sink on ``sink_port``, the
    bench's sender and key, a listener on a free loopback port; ``settings`` on top."""
    return MailConfig(
        smtp=SmtpServer("127.0.0.1", sink_port, "none"),
        sender=SENDER,
        domain=DOMAIN,
        listen=("127.0.0.1", 0),
        secret=KEY.decode(),
        **settings,
    )


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


def address(user: int) -> str:
    return f"player{user}@player.test"


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
