"""E-mail beside Discord, on one bot: /email, challenges and moves by mail in the thread,
a tournament's last game resigned by mail.

The bot runs inside SimCord with its mail channel started on the bot's service, what
mail changes told to the bot's outbox as ``postboard run`` does, sending to a real
SMTP server on loopback and listening on another; players reply with a real SMTP
client. SimCord owns the event loop's time, so the channel runs without background
tasks and the test pumps it (``MailChannel.pump``) where the tasks would have run.
"""

from __future__ import annotations

import random
import re
from collections.abc import AsyncIterator, Callable
from email.message import EmailMessage
from pathlib import Path

import pytest
import simcord

from bot.app import PostboardBot, create_bot
from mail.channel import MailChannel
from service.running.outbox import Notification, tell
from tests.bot.conftest import World
from tests.bot.conftest import world as world  # the fixture, shared with tests/bot
from tests.bot.test_tournaments import over, resign, running
from tests.mail.conftest import config
from tests.mail.mailbox import OutsideWorld, reply, send, text_of

ALICE_MAIL, BOB_MAIL = "alice@player.test", "bob@player.test"


@pytest.fixture
async def outside() -> AsyncIterator[OutsideWorld]:
    server = OutsideWorld()
    await server.start()
    yield server
    await server.stop()


@pytest.fixture
def database(tmp_path: Path) -> str:
    return str(tmp_path / "postboard.db")


@pytest.fixture
def simcord_bot(database: str) -> PostboardBot:
    return create_bot(database=database, rng=random.Random(7))


class Post:
    """The mail side of the test: the outside world's server and the bot's channel."""

    def __init__(self, outside: OutsideWorld, channel: MailChannel) -> None:
        self.outside = outside
        self.channel = channel

    async def wait_for(
        self, address: str, match: Callable[[EmailMessage], bool] = lambda m: True, after: int = 0
    ) -> EmailMessage:
        await self.channel.pump()
        return await self.outside.wait_for(address, match, after=after, timeout=2)

    async def answer(self, mail: EmailMessage, sender: str, text: str) -> None:
        port = self.channel.port
        assert port is not None
        await send(reply(mail, sender, text), port)
        await self.channel.pump()


@pytest.fixture
async def post(world: World, outside: OutsideWorld) -> AsyncIterator[Post]:
    bot = world.env.bot
    assert isinstance(bot, PostboardBot)

    async def told(notification: Notification) -> None:
        await tell(bot.outbox, notification)

    channel = await MailChannel.open(bot.service, config(outside), told)
    await channel.start(background=False)
    yield Post(outside, channel)
    await channel.stop()


async def linked(world: World, who: simcord.MemberActor, address: str, post: Post) -> None:
    before = len(post.outside.to(address))
    asked = await who.slash(world.lobby, "email link", address=address)
    assert asked.ephemeral and address in asked.response.content
    mail = await post.wait_for(address, lambda m: "code" in str(m["Subject"]), after=before)
    code = re.search(r"\b(\d{6})\b", text_of(mail))
    assert code is not None
    verified = await who.slash(world.lobby, "email verify", code=code[1])
    assert verified.ephemeral and "Verified" in verified.response.content


async def test_a_challenge_accepted_and_moves_played_by_mail_show_in_the_thread(
    world: World, post: Post
) -> None:
    await linked(world, world.alice, ALICE_MAIL, post)
    await linked(world, world.bob, BOB_MAIL, post)
    status = await world.bob.slash(world.lobby, "email status")
    assert BOB_MAIL in status.response.content and "come by mail" in status.response.content

    await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="pinch", size=9, first="challenger"
    )
    challenge = await post.wait_for(BOB_MAIL, lambda m: "challenges you" in str(m["Subject"]))
    await post.answer(challenge, BOB_MAIL, "accept")

    turn = await post.wait_for(ALICE_MAIL, lambda m: "your move" in str(m["Subject"]))
    thread = world.thread("Pinch #1")
    assert "accepted" in world.lobby.history()[0].content
    assert f"<@{world.alice.id}>, you move first" in thread.history()[0].content

    await post.answer(turn, ALICE_MAIL, "e5")
    bobs_turn = await post.wait_for(BOB_MAIL, lambda m: "(ply 1)" in str(m["Subject"]))
    played_by_mail = thread.history()[-1]
    assert played_by_mail.content.startswith(f"alice played e5 — <@{world.bob.id}> to move.")
    assert played_by_mail.attachments[0].filename == "pinch-1-1.png"
    assert "alice played e5" in text_of(bobs_turn) and "Your move." in text_of(bobs_turn)

    played = await world.bob.slash(thread, "move", notation="d4")  # bob answers in Discord
    assert not played.ephemeral
    again = await post.wait_for(ALICE_MAIL, lambda m: "(ply 2)" in str(m["Subject"]))
    assert "bob played d4" in text_of(again)
    # the turn mail bob answered in Discord instead is out of date: a reply plays nothing
    await post.answer(bobs_turn, BOB_MAIL, "c3")
    refused = await post.wait_for(BOB_MAIL, lambda m: "Not done" in str(m["Subject"]))
    assert "ply 1" in text_of(refused) and "ply 2" in text_of(refused)
    assert thread.history()[-1].content.startswith("bob played d4")


async def test_email_commands_answer_privately_and_refuse_clearly(world: World, post: Post) -> None:
    bad = await world.alice.slash(world.lobby, "email link", address="not an address")
    assert bad.ephemeral and "is not an e-mail address" in bad.response.content
    early = await world.alice.slash(world.lobby, "settings", notify="email")
    assert early.ephemeral and "needs a verified address" in early.response.content
    nothing = await world.alice.slash(world.lobby, "email verify", code="123456")
    assert "no address to verify" in nothing.response.content
    await world.alice.slash(world.lobby, "email link", address=ALICE_MAIL)
    await post.wait_for(ALICE_MAIL)
    wrong = await world.alice.slash(world.lobby, "email verify", code="000000")
    assert "not the code" in wrong.response.content and "4 tries left" in wrong.response.content
    await linked(world, world.alice, ALICE_MAIL, post)
    taken = await world.bob.slash(world.lobby, "email link", address="ALICE@player.test")
    assert taken.ephemeral and "verified by another player" not in taken.response.content
    assert taken.response.content.startswith("If `ALICE@player.test` can be linked, I am mailing")
    gone = await world.alice.slash(world.lobby, "email unlink")
    assert gone.ephemeral and "Unlinked" in gone.response.content
    after = await world.alice.slash(world.lobby, "settings")
    assert "notify: thread" in after.response.content


async def test_a_tournament_game_resigned_by_mail_last_announces_the_winner_at_once(
    world: World, post: Post
) -> None:
    await linked(world, world.alice, ALICE_MAIL, post)
    threads = await running(world, size=9)
    store = world.env.bot.service.ctx.store
    by_mail = None
    for thread in threads:
        game = await store.game_for_thread(thread.id)
        assert game is not None
        if game.players[0] == world.alice.id and by_mail is None:
            by_mail = game  # alice moves first here: her turn mail came with the start
        else:
            await resign(world, thread)
    assert by_mail is not None and not over(world)

    turn = await post.wait_for(ALICE_MAIL, lambda m: f"Pinch #{by_mail.id} " in str(m["Subject"]))
    await post.answer(turn, ALICE_MAIL, "resign")
    confirm = await post.wait_for(ALICE_MAIL, lambda m: "Confirm: resign" in str(m["Subject"]))
    assert not over(world)
    await post.answer(confirm, ALICE_MAIL, "yes")
    (told,) = over(world)  # told with the result the mail brought, no sweep between
    assert told.attachments
