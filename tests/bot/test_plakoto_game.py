"""Plakoto on a simulated Discord: server dice, automatic passes, a whole match in one thread."""

from __future__ import annotations

import random

from rules import GAMES
from rules.base import CHANCE
from rules.replay import Replay
from service.boards.diagrams.plakoto import hops_in
from service.presenters import PRESENTERS
from tests.bot.conftest import World
from words import ENGLISH

PLAKOTO = GAMES["plakoto"]
NAMES = ("alice", "bob")


async def position(world: World, options: dict[str, int] | None = None) -> Replay:
    moves = await world.env.bot.service.ctx.store.moves(1)
    return Replay.of(PLAKOTO, options or {"match_length": 3}, [m.notation for m in moves])


async def test_a_match_of_several_games_with_server_dice(world: World):
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="plakoto", points=3, first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Plakoto #1")
    opening = thread.history()[0].content
    assert "match to 3 points" in opening and "🎲 open" in opening

    wrong = await world.alice.slash(thread, "move", notation="roll 6-6")
    assert wrong.ephemeral  # nobody can type dice
    rng = random.Random(11)
    players = {world.alice.id: world.alice, world.bob.id: world.bob}
    game = await world.env.bot.service.ctx.store.get_game(1)
    for _ in range(2000):
        replay = await position(world)
        if replay.outcome is not None:
            break
        assert replay.to_move is not CHANCE, "the server rolls before anyone is asked"
        legal = replay.legal_moves()
        assert [str(m) for m in legal] != ["pass"], "forced passes are played by the server"
        player = players[game.players[replay.to_move]]
        result = await player.slash(thread, "move", notation=str(rng.choice(legal)))
        assert not result.ephemeral, result.response.content
    log = [m.content for m in thread.history()]
    assert any("Game 1 is won by" in line or "Game 1 is drawn" in line for line in log)
    assert any("🎲 roll" in line for line in log)
    assert "in a match to 3" in log[-1]
    assert thread._channel.thread_metadata.archived is True
    stored = [m.notation for m in await world.env.bot.service.ctx.store.moves(1)]
    rolls = [n for n in stored if n.startswith(("open", "roll"))]
    assert len(rolls) > 20 and stored[0].startswith("open")


async def test_the_post_after_a_turn_shows_that_turn_in_the_readers_numbers(world: World):
    """The server rolls for the other side before the board is drawn; the post's image still
    shows the turn just played (its path and its dice beside the new roll), and the post
    names its hops in the numbers the image is drawn in (the side to move's)."""
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="plakoto", points=1, first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Plakoto #1")
    players = {world.alice.id: world.alice, world.bob.id: world.bob}
    game = await world.env.bot.service.ctx.store.get_game(1)
    presenter = PRESENTERS["plakoto"]
    viewers = set()
    for _ in range(2):
        replay = await position(world, {"match_length": 1})
        move = replay.legal_moves()[0]
        player = players[game.players[replay.to_move]]
        result = await player.slash(thread, "move", notation=str(move))
        post = result.response
        replay = await position(world, {"match_length": 1})
        view = presenter.recap(replay.view(None), replay)
        assert view.last_turn is not None and view.last_turn.move == str(move)
        title = f"Plakoto #1 · {' vs '.join(NAMES)}"
        png = presenter.render(view, title=title, names=NAMES, reader=ENGLISH)
        assert await post.attachments[0].read() == png
        assert png != presenter.render(replay.view(None), title=title, names=NAMES, reader=ENGLISH)
        assert hops_in(view.last_turn.path, view.side) in post.content, post.content
        viewers.add(view.side)
    assert viewers == {"white", "black"}
