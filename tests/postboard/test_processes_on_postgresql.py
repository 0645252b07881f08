"""Two installed bot processes on one PostgreSQL database (issue 18): timers fire once,
a move raced through both processes lands once, a process SIGKILLed in the middle of
its timed work leaves the rest to the other, and one stopped in the middle of it
finishes the round and exits.

Process ``a`` runs shard 0 of 2 (so it gets every DM), ``b`` shard 1; the fake Discord
routes as Discord does, a guild's events to shard ``(guild_id >> 22) % 2``, and the two
servers here are chosen to land one on each shard. Each process comes in by its own door
of the fake, so every request says which process made it. The database is the witness:
the tests read the log from it, and move deadlines into the past in it while no process
runs (what hours of waiting would have done).

A sweep (deadlines, then expired challenges) runs when a process has started and then
every five minutes; the tests start processes rather than wait five minutes.
"""

from __future__ import annotations

import asyncio
import random
import re
import signal
import sys
import time
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

from tests.installed import Installed
from tests.postboard.cluster import (
    Guild,
    answered,
    challenge,
    cluster,
    command,
    open_games,
    option,
    until,
)
from tests.postboard.cluster_db import (
    activity,
    challenge_of,
    challenge_statuses,
    connect,
    expire_challenges,
    hold_sweeps,
    move_deadlines,
    owe_posts_since,
    read_games,
    timeout_times,
    timeouts_logged,
    waiting_on_tables,
)
from tests.wire.fake_discord import FakeDiscord, RecordedRequest

# Snowflakes whose shard, (id >> 22) % 2, is 0 and 1.
EAST = Guild(id=(700_000 << 22) | 17, channel=9001)
WEST = Guild(id=(700_001 << 22) | 17, channel=9002)
CLOCK = {"clock": "1h+1h", "timeout": "auto"}
TIMED_OUT = re.compile(r"ran out of time\b.*?\bgame #(\d+)\b")
EXPIRED = re.compile(r"Challenge #(\d+)~~ expired unanswered")


def test_the_two_servers_land_on_different_shards() -> None:
    assert (EAST.shard, WEST.shard) == (0, 1)


def pairs(count: int, first_player: int) -> list[tuple[Guild, int, int]]:
    """``count`` pairs of players in each server, every player in one pair only."""
    players = iter(range(first_player, first_player + 4 * count))
    return [(guild, next(players), next(players)) for guild in (EAST, WEST) for _ in range(count)]


async def open_timed_games(fake: FakeDiscord, url: str, count: int, first_player: int) -> list[int]:
    """``count`` games with a clock in each server (see ``open_timed_games_in``)."""
    return await open_timed_games_in(fake, url, pairs(count, first_player))


async def open_timed_games_in(
    fake: FakeDiscord, url: str, chosen: list[tuple[Guild, int, int]]
) -> list[int]:
    """A game with a clock for each (server, challenger, opponent), each player one move
    in: so a timeout is a loss on time (one who never moved would have it aborted)."""
    games = await open_games(fake, chosen, **CLOCK)
    guild_of = {game_id: guild for game_id, (guild, _, _) in zip(games, chosen, strict=True)}
    for _ in range(2):
        stored = await read_games(url, games)
        moves = []
        for game_id, game in stored.items():
            replay = game.replay()
            seat = replay.to_move
            assert isinstance(seat, int), (game_id, seat)
            move = next(str(m) for m in replay.legal_moves() if str(m) not in ("swap", "pass"))
            options = (option("notation", move), option("game", game_id), option("ply", game.ply))
            moves.append(command(fake, guild_of[game_id], game.players[seat], "move", *options))
        for interaction in await asyncio.gather(*moves):
            said, private, _ = await answered(fake, interaction)
            assert (not private and " played " in said) or said.startswith("Played"), said
    return games


def posts(fake: FakeDiscord, pattern: re.Pattern[str]) -> list[tuple[int, RecordedRequest]]:
    """(number, request) of each channel post or edit by a bot whose content matches
    ``pattern`` (its group 1 is the game or challenge number)."""
    found = []
    for request in fake.requests:
        if request.method not in ("POST", "PATCH") or not request.path.startswith("/channels/"):
            continue
        content = str((request.json or {}).get("content") or "")
        if match := pattern.search(content):
            found.append((int(match[1]), request))
    return found


def said_in_channels(fake: FakeDiscord) -> str:
    """Every post and edit in a channel, for a failure message."""
    return "\n".join(
        f"{r.door} {r.method} {r.path}: {str((r.json or {}).get('content'))[:200]!r}"
        for r in fake.requests
        if r.method in ("POST", "PATCH") and r.path.startswith("/channels/")
    )


def per_door(found: list[tuple[int, RecordedRequest]]) -> dict[str | None, int]:
    return dict(Counter(request.door for _, request in found))


async def test_timers_fire_once_when_both_processes_sweep_at_once(
    installed: Installed, tmp_path: Path, postgres_url: str
) -> None:
    """Four timed games and a challenge in each server, all overdue; both processes'
    sweeps are held at a lock until both wait on it, then let go at one instant. Each
    game gets exactly one timeout line and one announcement, each challenge is closed and
    its message edited exactly once, whichever process did it."""
    began = time.monotonic()
    async with cluster(installed, tmp_path, postgres_url) as bots:
        fake = bots.fake
        await bots.start("a", "b")
        games = await open_timed_games(fake, postgres_url, 4, 2000)
        lapsing = []
        for guild, by, to in ((EAST, 2100, 2101), (WEST, 2102, 2103)):
            text, _, _ = await answered(fake, await challenge(fake, guild, by, to))
            assert "challenge" in text.lower(), text
            lapsing.append((await challenge_of(postgres_url, by, to))[0])
        await bots.stop("a", "b")

        past = datetime.now(UTC) - timedelta(minutes=1)
        await move_deadlines(postgres_url, games, past)
        await expire_challenges(postgres_url, lapsing, past)
        async with hold_sweeps(postgres_url) as db:
            await bots.start("a", "b")
            both = {"postboard-a", "postboard-b"}

            seen: list[str] = []

            async def both_wait() -> bool:
                waiting = await waiting_on_tables(db)
                seen[:] = await activity(db)
                return all(waiting.get(name, set()) >= {"clocks", "challenges"} for name in both)

            await until(both_wait, 60, lambda: "both sweeps at the lock:\n" + "\n".join(seen))
        # Let go: both sweep the same overdue rows at once.

        def all_told() -> bool:
            told = {number for number, _ in posts(fake, TIMED_OUT)}
            closed = {number for number, _ in posts(fake, EXPIRED)}
            return told >= set(games) and closed >= set(lapsing)

        try:
            await fake.wait_until(all_told, 60, "every timeout announced, every challenge closed")
        except TimeoutError:
            raise AssertionError(said_in_channels(fake)) from None
        await bots.stop("a", "b")  # each finishes its sweep first: whatever it owed is out

    stored = await read_games(postgres_url, games)
    for game in stored.values():
        assert [line.notation for line in game.lines[2:]] == ["timeout 0"], game  # seat 0's turn
        assert (game.status, game.termination, game.ply) == ("finished", "timeout", 3), game
    assert set((await challenge_statuses(postgres_url, lapsing)).values()) == {"expired"}
    told, closed = posts(fake, TIMED_OUT), posts(fake, EXPIRED)
    assert Counter(number for number, _ in told) == Counter(games), told
    assert Counter(number for number, _ in closed) == Counter(lapsing), closed
    sys.stdout.write(
        f"\ntimers: {len(games)} timeouts announced by {per_door(told)}, "
        f"{len(lapsing)} challenges closed by {per_door(closed)}; "
        f"{time.monotonic() - began:.1f} s\n"
    )


ROUNDS = 16
PLAYED_BY_DM = re.compile(r"^Played in game #(\d+)\.$")
REFUSED_BY_DM = (
    re.compile(r"^It is \S+'s turn in game #\d+\.$"),
    re.compile(r"changed while your move was on its way; nothing was played"),
)
REFUSED_BY_COMMAND = (
    re.compile(r"^That was meant for ply \d+, but game #\d+ is at ply \d+ now"),
    re.compile(r"changed while your move was on its way; nothing was played"),
)


async def test_a_move_sent_by_dm_and_by_command_at_once_lands_once(
    installed: Installed, tmp_path: Path, postgres_url: str
) -> None:
    """A game in the server of shard 1: the player to move sends a move by DM, which only
    process ``a`` receives, and at the same moment another move with ``/move`` in the
    server, which only ``b`` receives. Round after round exactly one lands, the other is
    told it is no longer their turn or that the game moved on (nothing played), and the
    log is one move per ply, no gap, no double."""
    began = time.monotonic()
    rng = random.Random(18)
    wins: Counter[str] = Counter()
    async with cluster(installed, tmp_path, postgres_url) as bots:
        fake = bots.fake
        await bots.start("a", "b")
        (game_id,) = await open_games(fake, [(WEST, 3000, 3001)], clock="none")
        expected: list[tuple[int, str]] = []
        for _ in range(ROUNDS):
            game = (await read_games(postgres_url, [game_id]))[game_id]
            if not game.active:
                break
            replay = game.replay()
            seat = replay.to_move
            assert isinstance(seat, int), seat
            player = game.players[seat]
            legal = [str(move) for move in replay.legal_moves() if str(move) != "pass"]
            by_dm, by_command = rng.sample(legal, 2)
            dm = fake.dm_channel_id(player)
            before = len(fake.messages_in(dm))
            _, interaction = await asyncio.gather(
                fake.send_direct_message(player, f"#{game_id} {by_dm}"),
                command(
                    fake,
                    WEST,
                    player,
                    "move",
                    option("notation", by_command),
                    option("game", game_id),
                    option("ply", game.ply),
                ),
            )
            said, private, carried = await answered(fake, interaction)
            assert carried.door == "b", "the server's command is shard 1's"
            await fake.wait_until(
                lambda dm=dm, before=before: len(fake.messages_in(dm)) > before, 30, "a DM answer"
            )
            (reply,) = fake.messages_in(dm)[before:]
            to_dm = [r for r in fake.requests if r.path == f"/channels/{dm}/messages"]
            assert to_dm[before].door == "a", "a DM is shard 0's"

            dm_played = PLAYED_BY_DM.match(reply["content"]) is not None
            # An idle process answers with the move's post; a busy one acknowledges first
            # and says "Played …" privately in the follow-up (bot.admission).
            command_played = (not private and " played " in said) or said.startswith("Played")
            assert dm_played != command_played, (reply["content"], said)
            if dm_played:
                wins["dm"] += 1
                assert private and any(p.search(said) for p in REFUSED_BY_COMMAND), said
            else:
                wins["command"] += 1
                assert any(p.search(reply["content"]) for p in REFUSED_BY_DM), reply["content"]
            expected.append((seat, by_dm if dm_played else by_command))
            logged = (await read_games(postgres_url, [game_id]))[game_id]
            assert [(line.seat, line.notation) for line in logged.lines] == expected
        await bots.stop("a", "b")

    final = (await read_games(postgres_url, [game_id]))[game_id]
    assert [line.ply for line in final.lines] == list(range(1, len(expected) + 1))
    assert final.ply == len(expected) >= min(ROUNDS, 8)
    final.replay()  # one clean legal sequence
    sys.stdout.write(
        f"\nrace: {len(expected)} rounds, won by DM {wins['dm']}, by /move {wins['command']}; "
        f"{time.monotonic() - began:.1f} s\n"
    )


KILLED_GAMES = 10  # per server: a sweep takes 10 to 60 ms a game, time enough to strike


async def test_a_process_killed_mid_sweep_leaves_the_rest_to_the_other(
    installed: Installed, tmp_path: Path, postgres_url: str
) -> None:
    """Twenty overdue timed games. Process ``a`` starts alone and sweeps them; the moment
    the first timeout is in the log it is SIGKILLed. Then ``b`` starts, and its sweep
    times out every game ``a`` had not reached: each game ends up with exactly one
    timeout line, and ``b`` announces each game it timed out exactly once.

    The games ``a`` timed out are announced too, by ``b``: a timeout's post is owed in
    the transaction that logs it (``posts_owed``) and cleared once made, so a post a
    killed process never made is made by the next sweep of any process once it has
    been owed for the grace (``service.games.desk.POST_GRACE``; here the test dates the
    debt back instead of waiting). The guarantee is *at least once*: a process killed
    between posting and clearing the debt gets its post made twice, so a game ``a``
    timed out may be announced twice, any other exactly once.

    (Found by this test: until the posts were owed in the database, ``a``'s timeouts
    were never announced by anyone.)
    """
    began = time.monotonic()
    async with cluster(installed, tmp_path, postgres_url) as bots:
        fake = bots.fake
        await bots.start("a", "b")
        games = await open_timed_games(fake, postgres_url, KILLED_GAMES, 4000)
        await bots.stop("a", "b")
        await move_deadlines(postgres_url, games, datetime.now(UTC) - timedelta(minutes=1))

        async with connect(postgres_url) as watch:
            await bots.start("a")

            async def begun() -> bool:
                return await timeouts_logged(watch, games) > 0

            await until(begun, 60, "a's sweep logging its first timeout", every=0.002)
            await bots.kill("a")
        by_a = {g.id for g in (await read_games(postgres_url, games)).values() if not g.active}
        assert 0 < len(by_a) < len(games), f"the kill did not land mid-sweep: {len(by_a)} done"
        owed = await owe_posts_since(
            postgres_url, sorted(by_a), datetime.now(UTC) - timedelta(hours=1)
        )
        assert owed >= 1, "a's timeouts are owed posts"

        await bots.start("b")

        def all_told() -> bool:
            return {number for number, _ in posts(fake, TIMED_OUT)} >= set(games)

        await fake.wait_until(all_told, 60, "b announcing every game, a's too")
        await bots.stop("b")

    stored = await read_games(postgres_url, games)
    for game in stored.values():
        assert [line.notation for line in game.lines[2:]] == ["timeout 0"], game
        assert (game.status, game.termination, game.ply) == ("finished", "timeout", 3), game
    told = posts(fake, TIMED_OUT)
    times = Counter(number for number, _ in told)
    assert set(times) == set(games), f"not announced: {sorted(set(games) - set(times))}"
    assert all(times[number] == 1 for number in set(games) - by_a), f"doubled: {times}"
    assert all(times[number] <= 2 for number in by_a), f"more than at least once: {times}"
    written = await timeout_times(postgres_url, sorted(set(games) - by_a))
    pace = (written[-1] - written[0]) / 1000 / max(1, len(written) - 1)
    sys.stdout.write(
        f"\nkill: a timed out {len(by_a)} of {len(games)} games before the kill, b the rest "
        f"(one each {pace:.0f} ms); announcements per game: {dict(sorted(times.items()))}; "
        f"{time.monotonic() - began:.1f} s\n"
    )


async def test_a_stop_during_a_sweep_finishes_it_and_exits_once_it_is_done(
    installed: Installed, tmp_path: Path, postgres_url: str
) -> None:
    """SIGTERM while a process's sweep is in the middle of a round (held at the lock):
    the round is finished -- the game timed out and announced -- and the process exits as
    soon as it is, not when the stop's grace (8 s) runs out. (It used to wait out the
    grace: the stop waited for the task the round ran in, and a ``tasks.loop`` task lives
    on, asleep until the next round.)"""
    async with cluster(installed, tmp_path, postgres_url) as bots:
        fake = bots.fake
        await bots.start("a")
        games = await open_timed_games_in(fake, postgres_url, [(EAST, 5000, 5001)])
        await bots.stop("a")
        await move_deadlines(postgres_url, games, datetime.now(UTC) - timedelta(minutes=1))
        bot = bots.bots["a"]
        async with hold_sweeps(postgres_url) as db:
            await bots.start("a")

            async def sweeping() -> bool:
                return "clocks" in (await waiting_on_tables(db)).get("postboard-a", set())

            await until(sweeping, 60, "a's sweep waiting at the lock")
            assert bot.process is not None
            bot.process.send_signal(signal.SIGTERM)

            async def stopping() -> bool:
                return "stopping" in bot.logs[-1].read_text()

            await until(stopping, 30, "a to begin its stop")
        released = time.monotonic()
        code = await asyncio.wait_for(bot.process.wait(), 30)
        took = time.monotonic() - released
        bot.process = None
        assert code == 0, bot.log_text()
    assert [number for number, _ in posts(fake, TIMED_OUT)] == games
    assert [g.termination for g in (await read_games(postgres_url, games)).values()] == ["timeout"]
    assert took < 5, f"the stop waited {took:.1f} s after the round was let go"
