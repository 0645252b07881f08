"""Past boards against moves: move latency while a stranger asks for a long match's old plies.

The database (a fresh SQLite file) holds a seeded random Plakoto match to 25 points,
``--plies`` log lines long (its dice logged as the service logs them: see
``bench.replay.random_log``), and Pinch 9x9 games between two players. A service
on it, with production settings, answers everything in this one process and event
loop, as a bot process does:

- first the quiet figures: a Pinch move's latency with nothing else going on
  (``service.games.move``, its narration and board image included), and the cost
  of one past board of the match on a quiet loop, the first one a process draws of
  the match and then further ones, each at a ply never drawn before;
- then the attack: ``--requests`` past-ply boards of the match asked at once, each
  at a different ply, as the web page's ``?ply=`` (``SpectatorDesk.board``) or
  ``/review`` steps (``ReviewDesk.review``) would ask for them (``--via``), by a
  desk that has drawn none of them yet, while the players of ``--games`` Pinch
  games keep moving, each a move 50 ms after the answer to their last; each move's
  latency is timed until the last board is out.

Discord wants an interaction answered within 3 s; the figure is the move's median
and its worst latency under the attack, beside the quiet ones.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.replay import random_log
from rules import GAMES
from rules.replay import AnyReplay, Replay
from service import Asked, Service, ServiceContext, UserRef
from service.challenges.terms import ChallengeTerms
from service.spectators.desk import SpectatorDesk
from storage import open_store
from storage.bulk import SeedGame, seed_games

GUILD = 1
ALICE, BOB, STRANGER = 11, 22, 33
MATCH = 1
MATCH_OPTIONS: dict[str, Any] = {"match_length": 25}
DISCORD_SECONDS = 3.0
PAUSE = 0.05
"""Seconds between one player's answer and their next move."""


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench attack pastboards", description=__doc__)
    parser.add_argument("--plies", type=int, default=3899, help="log lines of the long match")
    parser.add_argument("--requests", type=int, default=40, help="past boards asked at once")
    parser.add_argument("--via", choices=("web", "review"), default="web", help="who asks")
    parser.add_argument("--games", type=int, default=4, help="Pinch games moving meanwhile")
    parser.add_argument("--quiet-moves", type=int, default=5, help="moves timed unattacked")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(list(argv))
    if min(args.requests, args.games, args.quiet_moves) < 1 or args.plies < 2 * args.requests + 6:
        parser.error("--requests, --games, --quiet-moves at least 1; --plies 2*requests+6 or more")
    return asyncio.run(_run(args))


async def _run(args: argparse.Namespace) -> int:
    rng = random.Random(args.seed)
    began = time.perf_counter()
    lines = _playable(random_log("plakoto", MATCH_OPTIONS, args.plies, seed=args.seed))
    print(f"Plakoto match to 25 points: {len(lines)} plies ({time.perf_counter() - began:.1f} s)")
    with tempfile.TemporaryDirectory() as folder:
        database = str(Path(folder) / "attack.db")
        await seed_games(database, [_seed(lines)])
        store = await open_store(database)
        try:
            service = Service(ServiceContext(store, rng=random.Random(args.seed)))
            for user, name in ((ALICE, "alice"), (BOB, "bob"), (STRANGER, "stranger")):
                await service.remember(user, name)
            pinch = [[await _pinch(service)] for _ in range(args.games)]
            return await _measure(service, pinch, len(lines), args, rng)
        finally:
            await store.close()


async def _measure(
    service: Service,
    pinch: list[list[int]],
    plies: int,
    args: argparse.Namespace,
    rng: random.Random,
) -> int:
    plies_asked = rng.sample(range(1, plies), args.requests + 3)
    quiet_moves = [await _move(service, pinch[0], rng) for _ in range(args.quiet_moves)]
    quiet_asker = _asker(service, args.via)
    first = await _timed(quiet_asker(plies_asked[0]))
    further = [await _timed(quiet_asker(ply)) for ply in plies_asked[1:3]]
    print(f"one past board ({args.via}), quiet: first of the match {first * 1000:.0f} ms, ", end="")
    print(f"further ones {statistics.median(further) * 1000:.0f} ms (median)")
    attacker = _asker(service, args.via)  # a desk that has drawn none of the match yet
    boards: list[float] = []
    attack_began = time.perf_counter()

    async def ask(ply: int) -> None:
        boards.append(await _timed(attacker(ply)))

    attack = asyncio.gather(*(ask(ply) for ply in plies_asked[3:]))
    moves: list[float] = []

    async def keep_moving(game: list[int]) -> None:
        while not attack.done():
            moves.append(await _move(service, game, rng))
            await asyncio.sleep(PAUSE)

    await asyncio.gather(*(keep_moving(game) for game in pinch))
    await attack
    lasted = time.perf_counter() - attack_began
    _row("move, quiet", quiet_moves)
    _row(f"move, {args.requests} past boards asked", moves)
    _row("past board, under attack", boards)
    print(f"attack lasted {lasted:.1f} s; moves past Discord's {DISCORD_SECONDS:g} s: ", end="")
    print(sum(1 for m in moves if m > DISCORD_SECONDS))
    return 0


def _row(what: str, seconds: list[float]) -> None:
    median, worst = statistics.median(seconds) * 1000, max(seconds) * 1000
    print(f"{what:<36} n={len(seconds):<4} median {median:7.0f} ms   max {worst:7.0f} ms")


def _asker(service: Service, via: str) -> Callable[[int], Awaitable[Any]]:
    """A fresh asker of past boards of the match: a new web desk (nothing drawn yet),
    or ``/review`` from a stranger in the match's server."""
    if via == "web":
        desk = SpectatorDesk(service.ctx)

        async def board(ply: int) -> bytes:
            key = await desk.game_key(GUILD, MATCH)
            return await desk.board(GUILD, MATCH, key, ply)

        return board

    async def review(ply: int) -> Any:
        return await service.reviews.review(
            Asked(game_id=MATCH, guild_id=GUILD, asked_by=STRANGER), ply
        )

    return review


async def _timed(work: Awaitable[Any]) -> float:
    began = time.perf_counter()
    await work
    return time.perf_counter() - began


def _playable(lines: list[str]) -> list[str]:
    """The log cut back to its last line after which a player is to move, as a running
    game's log always stands between requests (the service rolls right after a move)."""
    replay: AnyReplay = Replay.of(GAMES["plakoto"], MATCH_OPTIONS, lines)
    while replay.outcome is not None or not isinstance(replay.to_move, int):
        lines = lines[:-1]
        replay = Replay.of(GAMES["plakoto"], MATCH_OPTIONS, lines)
    return lines


def _seed(lines: list[str]) -> SeedGame:
    """The match as the store holds it, each line with the seat that played it."""
    replay: AnyReplay = Replay(GAMES["plakoto"], MATCH_OPTIONS)
    moves: list[tuple[int | None, str]] = []
    for line in lines:
        mover = replay.to_move
        replay.play(line)
        moves.append((mover if isinstance(mover, int) else None, line))
    assert isinstance(replay.to_move, int)
    return SeedGame(
        id=MATCH,
        guild_id=GUILD,
        channel_id=2,
        game="plakoto",
        options=replay.options,
        players=(ALICE, BOB),
        moves=tuple(moves),
        to_move=replay.to_move,
        created_at=datetime.now(UTC),
    )


async def _pinch(service: Service) -> int:
    posted = await service.challenges.create(
        guild_id=GUILD,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game="pinch", options={"size": 9}, first="challenger"),
    )
    return (await service.challenges.accept(BOB, posted.challenge.id)).game.id


async def _move(service: Service, pinch: list[int], rng: random.Random) -> float:
    """One random legal move (not a pass while there is another) in the Pinch game,
    timed as its player would wait for it; a new game once that one is over."""
    game = await service.ctx.store.get_game(pinch[0])
    if game.status != "active":
        pinch[0] = await _pinch(service)
        game = await service.ctx.store.get_game(pinch[0])
    replay = await service.games.replay_of(game)
    seat = replay.to_move
    assert isinstance(seat, int), "Pinch has no dice"
    moves = [str(m) for m in replay.legal_moves()]
    move = rng.choice([m for m in moves if m != "pass"] or moves)
    return await _timed(
        service.games.move(Asked(game_id=game.id, asked_by=game.players[seat]), move)
    )
