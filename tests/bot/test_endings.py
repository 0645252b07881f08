"""Every way a game can end, in all five games, through the Discord adapter.

A game ends by its own rules (a short known ending, or a seeded playout of legal
moves), by resignation, by the clock, by an agreed draw (where the game allows
one) or by an abort before its second move. Whatever the way, players see the
same things: the result line in the thread with the final board attached (the
picture of the final view, which carries the result), the thread archived, no
apology anywhere, and ``/games`` no longer listing the game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest
import simcord

from bot.app import PostboardBot, create_bot
from bot.errors import APOLOGY
from bot.words import say
from rules import GAMES
from rules.replay import AnyReplay, Replay
from service.presenters import PRESENTERS
from tests.bot.conftest import SELDOM_OWED_SECONDS, World
from tests.bot.test_les_game import FA_TURNS
from tests.bot.test_pletore_game import F3_MOVES
from words import ENGLISH

HOUR = 3600


@dataclass(frozen=True)
class Case:
    """One game as these tests start it, and how its own rules end it quickly."""

    options: dict[str, Any]
    ending: tuple[str, ...] = ()  # a known ending, from the start; empty: a seeded playout
    openings: int = 2  # scripted moves played before a resignation, all games alike
    playout_seed: int = 0
    words: str = "**alice wins game #1 by"  # what the ending's result line says


CASES = {
    # Black (alice) joins ranks 1 and 9 down the e-file.
    "pinch": Case({"size": 9}, tuple("e1 a1 e2 a2 e3 a3 e4 a4 e5 a5 e6 a6 e7 a7 e8 a8 e9".split())),
    # The komi protocol, then the spec's final position F3 and two passes (alice 8.5 to 8).
    "pletore": Case({"size": 4}, ("komi 0", "side white", *F3_MOVES, "pass", "pass")),
    # The spec's final position FA: alice (Black) wins on hole sizes.
    "les": Case({"size": 4}, ("setup d4 d5 b2 b4", "side white", *FA_TURNS)),
    # A one-point match played out with legal moves; the server rolls the dice.
    "plakoto": Case({"points": 1}, playout_seed=4, words="wins game #1 by"),
    # Private openings and onboards; Black (alice) builds a run of six on b4.
    "plateau": Case(
        {},
        (
            "open b4 bx xo",
            "open d2 bx rx",
            "on bb b4/0",
            "on rb b2",
            "on xx b4/2",
            "on xo a1",
            "on rr b4/3",
            "m a1! b3",
            "on br b4/0",
        ),
        words="**alice wins game #1 by a unit of six",
    ),
}
ENDINGS = ("moves", "resign", "timeout", "no-show", "draw", "abort")


@pytest.fixture
def simcord_bot(database: str) -> PostboardBot:
    """One sweep an hour, so a day-long clock runs out within a few hundred sweeps."""
    return create_bot(
        database=database,
        rng=random.Random(7),
        sweep_minutes=60,
        owed_seconds=SELDOM_OWED_SECONDS,  # it leaves no post owed
    )


class Table:
    """One game between alice (the challenger, moving first where `first` counts) and bob,
    with every answer the bot gave them kept, so none can hide an apology."""

    def __init__(self, world: World, name: str) -> None:
        self.world = world
        self.name = name
        self.answers: list[simcord.InteractionResult] = []
        self.thread: simcord.ChannelHandle

    async def start(self, **more: Any) -> None:
        """alice challenges bob, who accepts (the Accept button found by its id: its label
        is in the server's language)."""
        world = self.world
        posted = await self.act(
            world.alice,
            "slash",
            world.lobby,
            "challenge",
            opponent=world.bob,
            game=self.name,
            first="challenger",
            **CASES[self.name].options,
            **more,
        )
        await self.act(world.bob, "click", posted.response, custom_id="pb:challenge:1:accept")
        self.thread = world.thread(f"{self.name.capitalize()} #1")

    async def act(self, actor: Any, how: str, *args: Any, **kwargs: Any) -> Any:
        result = await getattr(actor, how)(*args, **kwargs)
        self.answers.append(result)
        return result

    async def game(self) -> Any:
        return await self.world.env.bot.service.ctx.store.get_game(1)

    async def replay(self) -> AnyReplay:
        game = await self.game()
        moves = await self.world.env.bot.service.ctx.store.moves(1)
        return Replay.of(GAMES[self.name], game.options, [m.notation for m in moves])

    def actor(self, user_id: int) -> simcord.MemberActor:
        return self.world.alice if user_id == self.world.alice.id else self.world.bob

    async def names(self) -> tuple[str, str]:
        players = (await self.game()).players
        return self.actor(players[0]).name, self.actor(players[1]).name

    async def mover(self) -> simcord.MemberActor:
        game = await self.game()
        assert game.to_move in (0, 1), "the server rolls before anyone is asked"
        return self.actor(game.players[game.to_move])

    async def move(self, notation: str) -> None:
        played = await self.act(await self.mover(), "slash", self.thread, "move", notation=notation)
        assert "played" in played.response.content.lower(), played.response.content

    async def first_moves(self, case: Case) -> None:
        """Moves until each player has made one of their own (Plakoto: seeded legal
        moves, the server rolling between them)."""
        if case.ending:
            for notation in case.ending[: case.openings]:
                await self.move(notation)
            return
        rng = random.Random(case.playout_seed)
        moved: set[int] = set()
        while len(moved) < 2:
            replay = await self.replay()
            moved.add((await self.mover()).id)
            await self.move(str(rng.choice(replay.legal_moves())))

    async def play_out(self, seed: int) -> None:
        rng = random.Random(seed)
        for _ in range(1500):
            replay = await self.replay()
            if replay.outcome is not None:
                return
            await self.move(str(rng.choice(replay.legal_moves())))
        raise AssertionError("the playout did not end")

    async def assert_ended(self, words: str) -> None:
        """The result line and the final board in the thread; the thread closed; no
        apology to anyone; the game gone from both players' /games."""
        world = self.world
        replay = await self.replay()
        assert replay.outcome is not None
        assert (await self.game()).status != "active"
        posts = [m for m in self.thread.history() if words in m.content and m.attachments]
        posts += [
            a.response
            for a in self.answers
            if a.response is not None
            and not a.ephemeral
            and words in a.response.content
            and a.response.attachments
        ]
        assert posts, [m.content for m in self.thread.history()][-3:]
        final = PRESENTERS[self.name].recap(replay.view(None), replay)  # as the service shows it
        assert final.outcome == replay.outcome and final.to_move is None
        title = f"{self.name.capitalize()} #1 · {' vs '.join(await self.names())}"
        png = PRESENTERS[self.name].render(
            final, title=title, names=await self.names(), reader=ENGLISH
        )
        assert await posts[-1].attachments[0].read() == png, "the final board, result shown"
        assert self.thread._channel.thread_metadata.archived is True
        seen = [m.content for m in self.thread.history()]
        for player in (world.alice, world.bob, world.carol):
            if player.user.dm_channel is not None:
                seen += [m.content for m in player.user.dm_channel.history()]
        for answer in self.answers:
            seen += [m.content for m in (answer.response, *answer.followups) if m is not None]
        assert not [text for text in seen if say(APOLOGY, ENGLISH) in text]
        for player in (world.alice, world.bob):
            listed = await self.act(player, "slash", world.lobby, "games")
            assert (
                listed.response.content == "You have no running games. Start one with `/challenge`."
            )


@pytest.mark.parametrize("ending", ENDINGS)
@pytest.mark.parametrize("name", sorted(CASES))
async def test_every_ending(world: World, name: str, ending: str) -> None:
    case = CASES[name]
    table = Table(world, name)
    clocks = {"timeout": "1d+1h/1d", "no-show": "1d+1d/2d"}  # a day for every move
    await table.start(**({"clock": clocks[ending]} if ending in clocks else {}))
    thread = table.thread

    if ending == "moves":
        if case.ending:
            for notation in case.ending:
                await table.move(notation)
        else:
            await table.play_out(case.playout_seed)
        await table.assert_ended(case.words)

    elif ending == "resign":
        for notation in case.ending[: case.openings]:
            await table.move(notation)
        confirm = await table.act(world.bob, "slash", thread, "resign")
        assert confirm.ephemeral and "Really resign game #1?" in confirm.response.content
        clicked = await table.act(world.bob, "click", confirm.response, label="Resign")
        assert clicked.response.content == "You resigned game #1."
        assert not clicked.followups
        await table.assert_ended("bob resigned — **alice wins game #1 (resignation).**")

    elif ending == "timeout":  # once both have moved, time running out loses
        await table.first_moves(case)
        loser = await table.mover()
        winner = world.bob if loser is world.alice else world.alice
        await world.env.advance_time(26 * HOUR)
        await table.assert_ended(
            f"{loser.name} ran out of time — **{winner.name} wins game #1 (timeout).**"
        )

    elif ending == "no-show":  # a first move that never comes: nobody wins...
        loser = await table.mover()
        await world.env.advance_time(26 * HOUR)
        if name == "plakoto":  # ...but the opening roll showed the mover their dice: a loss
            winner = world.bob if loser is world.alice else world.alice
            await table.assert_ended(
                f"{loser.name} ran out of time — **{winner.name} wins game #1 (timeout).**"
            )
        else:
            await table.assert_ended(
                f"{loser.name} ran out of time before making a first move, so nobody wins and "
                "the game counts for nobody — **Game #1 was aborted.**"
            )

    elif ending == "draw":
        offer = await table.act(world.alice, "slash", thread, "draw")
        if not GAMES[name].info.draw_by_agreement:
            assert offer.ephemeral
            assert offer.response.content == f"{name.capitalize()} cannot be drawn."
            assert (await table.game()).status == "active"
            return
        assert "draw" in offer.response.content
        await table.act(world.bob, "click", offer.response, label="Accept")
        await table.assert_ended("The players agreed to a draw — **Game #1 ends in a draw.**")

    else:  # by the player not to move: in Plakoto the mover has seen their opening dice
        waiting = world.bob if await table.mover() is world.alice else world.alice
        aborted = await table.act(waiting, "slash", thread, "abort")
        assert aborted.ephemeral and aborted.response.content == "Game #1 aborted."
        await table.assert_ended("The game was aborted — **Game #1 was aborted.**")
