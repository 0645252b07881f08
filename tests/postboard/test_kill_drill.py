"""Issue 16, the kill -9 drill: the installed bot under a stream of moves, SIGKILLed again
and again, loses no acknowledged move, doubles none, and every game goes on.

Why a drill and not a unit test: "a move is answered only once it is in the log" and
"deadlines and buttons live in the database" are promises about a process that dies at
an arbitrary instruction, which only a real process and a real SIGKILL can test. Three
games move at once (Pinch, Plakoto with its dice and a clock, Pinch with a clock) while
the bot is killed at random moments, and now and then between a Plakoto move and its
dice (``drill_stream``); then, with buttons posted and deadlines set by a run that is
killed too, a new run must honour them. The books are kept from the outside
(``drill_audit``): what reached the fake Discord, and what the database holds after the
final stop. (The drill found that dice a killed run owed were rolled only when a player
happened to ask, and until then nobody's clock ran: the clock sweep rolls them now.)

``POSTBOARD_DRILL_KILLS`` (default 10) and ``POSTBOARD_DRILL_SEED`` make a longer or
another run; ``pytest -s`` shows the counts.
"""

from __future__ import annotations

import asyncio
import os
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

from tests.installed import Installed
from tests.postboard.drill_audit import Ledger, SentMove, audit
from tests.postboard.drill_db import (
    challenge,
    expire_challenge,
    games_waiting_for_dice,
    latest_challenge,
    move_deadline,
    read_game,
)
from tests.postboard.drill_players import Answer, Player, Table, answer_of, option
from tests.postboard.drill_process import BotProcess
from tests.postboard.drill_stream import Pacing, Pairing, Stream
from tests.wire.fake_discord import FakeDiscord

KILLS = int(os.environ.get("POSTBOARD_DRILL_KILLS", "10"))
SEED = int(os.environ.get("POSTBOARD_DRILL_SEED", "16"))

ANN, BOB, CAT, DAN, EVE, FAY, GIL, HAL, IVY, JON = (
    Player(1001 + i, name)
    for i, name in enumerate(["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gil", "Hal", "Ivy", "Jon"])
)
UNTIMED = Pairing(ANN, BOB, "pinch", {"size": 13})
REMINDED = Pairing(CAT, DAN, "plakoto", {"points": 5, "clock": "2h+1h"})
TIMED_OUT = Pairing(EVE, FAY, "pinch", {"size": 13, "clock": "1h+1h", "timeout": "auto"})


async def test_kill_drill(installed: Installed, tmp_path: Path) -> None:
    began = time.monotonic()
    async with FakeDiscord() as fake:
        bot = BotProcess(installed, fake, tmp_path)
        table = Table(fake)
        ledger = Ledger()
        stream = Stream(bot, table, ledger, bot.database, SEED)
        try:
            await bot.start()
            await stream.run([UNTIMED, REMINDED, TIMED_OUT], Pacing(kills=max(0, KILLS - 1)))
            await after_the_last_kill(bot, table, stream, ledger)
            code = await bot.stop()
        finally:
            await bot.ensure_dead()
        result = audit(bot.database, ledger, fake, bot.kills)
    counts = result.counts
    counts.aimed, counts.owed_dice = stream.aimed_hits, len(stream.owed_dice)
    sys.stdout.write(f"\n{counts.line()}; {time.monotonic() - began:.1f} s\n")
    assert not result.problems, "\n".join(result.problems)
    assert counts.lost == 0 and counts.doubled == 0
    assert counts.kills == max(KILLS, 1)
    assert code == 0, bot.logs()[-4000:]
    assert "Traceback" not in bot.logs(), bot.logs()


async def after_the_last_kill(
    bot: BotProcess, table: Table, stream: Stream, ledger: Ledger
) -> None:
    """Buttons and deadlines a run leaves behind when it is killed: the next run honours
    them. The takeback offer and a challenge are answered by their buttons; a deadline
    that passed while no process ran ends its game, one that is near sends its reminder,
    a challenge whose time ran out is closed; and every game still takes a move."""
    db = bot.database
    untimed, reminded, timed_out = (stream.games[p] for p in (UNTIMED, REMINDED, TIMED_OUT))

    if not read_game(db, untimed).lines:  # a new game: the stream stopped before its move
        await play_one(bot, table, ledger, untimed)
    game = read_game(db, untimed)
    asker = game.players[[line.seat for line in game.lines if line.seat is not None][-1]]
    answerer = next(p for p in (ANN, BOB) if p.id != asker)
    offered = await table.command(by_id(asker), "takeback", option("game", untimed))
    assert "to take back" in await table.answered(offered)
    offer = f"pb:agree:{untimed}:{game.ply}:takeback:1"
    assert await table.answered(await table.challenge(GIL, HAL, "pinch", size=9))
    waiting = latest_challenge(db, GIL.id, HAL.id)
    assert await table.answered(await table.challenge(IVY, JON, "pinch", size=9, expires=1))
    lapsing = latest_challenge(db, IVY.id, JON.id)
    assert waiting is not None and lapsing is not None
    lapsing_id = lapsing.id
    await until(lambda: challenge(db, lapsing_id).message_id is not None)
    lapsing = challenge(db, lapsing_id)

    await bot.kill()
    now = datetime.now(UTC)
    move_deadline(db, timed_out, now - timedelta(minutes=1))
    move_deadline(db, reminded, now + timedelta(minutes=10))
    expire_challenge(db, lapsing.id, now - timedelta(minutes=1))
    await bot.start()

    # The timers: the first sweep of the new run acts on what fell due while it was down.
    await table.posted("ran out of time", f"game #{timed_out}")
    assert read_game(db, timed_out).termination == "timeout"
    remind = read_game(db, reminded)
    to_move = remind.replay().to_move
    assert isinstance(to_move, int)
    await table.posted("⏰", f"<@{remind.players[to_move]}>", f"#{reminded}")
    await until(lambda: challenge(db, lapsing_id).status == "expired")
    closed = lapsing.message_id
    await until(lambda: "expired unanswered" in message_content(table, closed))
    assert games_waiting_for_dice(db) == []

    # The buttons a killed run posted.
    clicked = await table.click(answerer, offer)
    await table.fake.wait_for_callback_arrival(clicked, 30)
    taken_back = read_game(db, untimed)
    assert taken_back.lines[-1].notation == "takeback", taken_back.lines[-3:]
    accepted = await table.click(HAL, f"pb:challenge:{waiting.id}:accept")
    assert "Challenge accepted" in await table.answered(accepted)
    started = challenge(db, waiting.id)
    assert started.status == "accepted" and started.game_id is not None

    # Every game still running takes a legal move.
    for game_id in (untimed, reminded, started.game_id):
        await play_one(bot, table, ledger, game_id)


async def play_one(bot: BotProcess, table: Table, ledger: Ledger, game_id: int) -> None:
    game = read_game(bot.database, game_id)
    replay = game.replay()
    seat = replay.to_move
    assert game.active and isinstance(seat, int), (game_id, seat)
    move = str(replay.legal_moves()[0])
    life = await bot.running()
    interaction = await table.move(by_id(game.players[seat]), game_id, move, game.ply)
    ledger.add(SentMove(interaction, game_id, game.ply + 1, seat, move, life.number))
    said = await table.answered(interaction)
    assert answer_of(table.fake, interaction)[0] is Answer.PLAYED, said
    assert read_game(bot.database, game_id).lines[game.ply].notation == move


def by_id(user_id: int) -> Player:
    return next(p for p in (ANN, BOB, CAT, DAN, EVE, FAY, GIL, HAL, IVY, JON) if p.id == user_id)


def message_content(table: Table, message_id: int | None) -> str:
    message = next(m for m in table.fake.sent_messages if int(m["id"]) == message_id)
    return str(message["content"])


async def until(condition: Callable[[], bool], timeout: float = 30) -> None:
    async with asyncio.timeout(timeout):
        while not condition():
            await asyncio.sleep(0.05)
