"""Whole games of all five played with every move by mail, through real SMTP servers.

Each move is a reply to the player's latest turn mail, sent with a real SMTP
client to the bot's listener; the bot's answers go out through the queue to the
outside server. The referee is the test's own replay of the log: it picks a
random legal move for whoever is to move, and checks the log grew by it.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from rules import GAMES
from rules.replay import Replay
from service.results import GameUpdate
from storage.models import CHANCE
from tests.mail.conftest import ADDRESS, ALICE, BOB, MailWorld

SHORT = {
    "pinch": {"size": 9},
    "pletore": {"size": 5},
    "les": {"size": 5},
    "plakoto": {"match_length": 1},
    "plateau": {},
}


async def replay_of(
    world: MailWorld, game_id: int, options: dict[str, Any]
) -> Replay[Any, Any, Any]:
    game = await world.service.ctx.store.get_game(game_id)
    moves = await world.service.ctx.store.moves(game_id)
    return Replay.of(GAMES[game.game], options, [m.notation for m in moves])


async def until_ply_passes(world: MailWorld, game_id: int, ply: int) -> None:
    """Until the move played at ``ply`` is logged and settled: the dice that follow it,
    and a pass forced on the next player (their only legal move), are logged in
    transactions of their own, so a reader can look in between (a Pletore game once
    ended on a forced pass just after the test had read the log)."""
    for _ in range(500):
        game = await world.service.ctx.store.get_game(game_id)
        if game.ply > ply and game.to_move != CHANCE:
            replay = await replay_of(world, game_id, game.options)
            forced = replay.outcome is None and [str(m) for m in replay.legal_moves()] == ["pass"]
            if not forced:
                return
        await asyncio.sleep(0.01)
    raise AssertionError(f"game {game_id} stayed at ply {ply}")


@pytest.mark.parametrize("name", list(SHORT))
async def test_a_whole_game_by_mail(mail_world: MailWorld, name: str) -> None:
    world = mail_world
    rng = random.Random(name)
    options = SHORT[name]
    game_id = await world.new_game(name, options)
    players = (ALICE, BOB)
    moves_by_mail = 0
    replay = await replay_of(world, game_id, options)
    while replay.outcome is None:
        seat = replay.to_move
        assert seat in (0, 1)
        user = players[seat]
        mail = await world.turn_mail(user, game_id, replay.plies)
        move = str(rng.choice(replay.legal_moves()))
        await world.answer(mail, user, move)
        await until_ply_passes(world, game_id, replay.plies)
        logged = await world.service.ctx.store.moves(game_id)
        assert logged[replay.plies].notation == move and logged[replay.plies].seat == seat
        moves_by_mail += 1
        replay = await replay_of(world, game_id, options)
    assert moves_by_mail >= 10
    for user in players:
        ended = await world.outside.wait_for(
            ADDRESS[user], lambda m: "wins" in str(m["Subject"]) or "draw" in str(m["Subject"])
        )
        assert f"#{game_id}" in str(ended["Subject"])
    moved = [n for n in world.told if isinstance(n, GameUpdate) and n.game.id == game_id]
    assert len(moved) == moves_by_mail  # each mail move was told to Discord once
    assert moved[-1].finished
