"""The installed ``postboard`` with mail on: a real process, real SMTP on both sides.

The database is prepared as a club's would be (two players with verified
addresses, a game between them); then the installed script runs against the
over-the-wire fake Discord, sending to an SMTP server on loopback and listening
for replies on another port. A reply to the turn mail is played, posted in the
game's channel on Discord, and the opponent's turn mail goes out; SIGTERM stops
it all cleanly.
"""

from __future__ import annotations

import asyncio
import random
import signal
import socket
from pathlib import Path

from service import Service, ServiceContext, UserRef
from service.challenges.terms import ChallengeTerms
from storage.models import UserSettings
from storage.sqlite import open_store
from tests.installed import Installed
from tests.mail.conftest import outside as outside  # the fixture
from tests.mail.mailbox import OutsideWorld, reply, reply_to, send, text_of
from tests.postboard.test_process import fake as fake  # the fixture
from tests.postboard.test_process import start, wired
from tests.wire.fake_discord import FakeDiscord

ALICE, BOB = 4242, 4343
GUILD, CHANNEL = 77, 7700
ADDRESS = {ALICE: "alice@player.test", BOB: "bob@player.test"}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def prepared(database: Path) -> int:
    store = await open_store(database)
    service = Service(ServiceContext(store, rng=random.Random(2)))
    for user, name in ((ALICE, "alice"), (BOB, "bob")):
        await service.remember(user, name)
        await store.claim_email(user, ADDRESS[user], "h", service.ctx.clock())
        await store.verify_email(user, service.ctx.clock())
        await store.put_user_settings(UserSettings(user, notify="email"))
    posted = await service.challenges.create(
        guild_id=GUILD,
        channel_id=CHANNEL,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game="pinch", options={"size": 9}, first="challenger"),
    )
    game = (await service.challenges.accept(BOB, posted.challenge.id)).game
    await store.close()
    return game.id


async def test_a_reply_to_a_turn_mail_is_played_and_posted_by_the_running_bot(
    installed: Installed, fake: FakeDiscord, outside: OutsideWorld, tmp_path: Path
) -> None:
    database = tmp_path / "postboard.db"
    game_id = await prepared(database)
    port = free_port()
    env = wired(
        fake,
        POSTBOARD_DB=str(database),
        POSTBOARD_SMTP_URL=f"smtp://127.0.0.1:{outside.port}",
        POSTBOARD_MAIL_FROM="Postboard <play@play.test>",
        POSTBOARD_MAIL_LISTEN=f"127.0.0.1:{port}",
        POSTBOARD_MAIL_POLL_SECONDS="0.2",
    )
    bot = await start(installed, tmp_path, env)
    try:
        await fake.wait_until_identified(timeout=60)
        seen = await fake.send_slash_command(  # makes the game's channel known to the fake
            "games", user_id=ALICE, channel_id=CHANNEL, guild_id=GUILD
        )
        await fake.wait_for_callback_done(seen, timeout=30)
        turn = await outside.wait_for(ADDRESS[ALICE], lambda m: "(ply 0)" in str(m["Subject"]))
        assert f"Pinch #{game_id} vs bob: your move" in str(turn["Subject"])

        await send(reply(turn, ADDRESS[ALICE], "e5"), port)
        posted = await fake.wait_for_request(
            lambda r: (
                r.method == "POST"
                and r.path == f"/channels/{CHANNEL}/messages"
                and "alice played e5" in str(r.json)
            ),
            timeout=30,
        )
        assert posted.files and posted.files[0].data.startswith(b"\x89PNG")
        bobs = await outside.wait_for(ADDRESS[BOB], lambda m: "(ply 1)" in str(m["Subject"]))
        assert "alice played e5" in text_of(bobs)
    finally:
        bot.send_signal(signal.SIGTERM)
        _, stderr = await asyncio.wait_for(bot.communicate(), 20)
    log = stderr.decode()
    assert bot.returncode == 0, log
    assert "Traceback" not in log and "stopped cleanly" in log
    assert f"listening for mail to *@play.test on 127.0.0.1:{port}" in log
    assert reply_to(turn).partition("@")[0] not in log  # a reply address is a secret
