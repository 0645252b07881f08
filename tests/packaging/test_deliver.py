"""``postboard deliver`` as a mail system runs it: the installed script, a message on stdin.

It keeps the message in the database and exits with the code Postfix, Exim and
procmail read (sysexits): 0 kept (a second delivery of one Message-ID too), 65
refused for good, 75 try again later. The running bot then acts on what it kept;
that half runs here in-process on the same database, as the bot's channel would.
"""

from __future__ import annotations

import random
import sqlite3
import subprocess
from contextlib import closing
from email.message import EmailMessage
from pathlib import Path

from mail.channel import MailChannel
from mail.tokens import Token
from service import Service, ServiceContext, UserRef
from service.challenges.terms import ChallengeTerms
from storage.sqlite import open_store
from tests.installed import Installed
from tests.mail.conftest import config
from tests.mail.conftest import outside as outside  # the fixture
from tests.mail.mailbox import OutsideWorld

MAIL = {
    "POSTBOARD_SMTP_URL": "smtp://127.0.0.1:9",  # never contacted by deliver
    "POSTBOARD_MAIL_FROM": "Postboard <play@play.test>",
}


def deliver(
    installed: Installed, cwd: Path, raw: bytes, *args: str, **settings: str
) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [str(installed.script), "deliver", *args],
        cwd=cwd,
        env=installed.env(**settings),
        input=raw,
        capture_output=True,
        timeout=60,
    )


def message(to: str, text: str, message_id: str = "<reply-1@player.test>") -> bytes:
    mail = EmailMessage()
    mail["From"] = "alice@player.test"
    mail["To"] = to
    mail["Subject"] = "Re: your move"
    mail["Message-ID"] = message_id
    mail.set_content(text)
    return bytes(mail)


def kept_rows(database: Path) -> list[tuple[str, str]]:
    with closing(sqlite3.connect(database)) as db:
        return list(db.execute("SELECT message_key, recipient FROM mail_inbound"))


async def test_deliver_keeps_a_reply_once_and_the_bot_plays_it(
    installed: Installed, tmp_path: Path, outside: OutsideWorld
) -> None:
    database = tmp_path / "postboard.db"
    store = await open_store(database)
    service = Service(ServiceContext(store, rng=random.Random(1)))
    channel = await MailChannel.open(service, config(outside, secret="s3cret"), _ignore)
    for user, address in ((11, "alice@player.test"), (22, "bob@player.test")):
        await store.claim_email(user, address, "h", service.ctx.clock())
        await store.verify_email(user, service.ctx.clock())
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(11),
        opponent=UserRef(22),
        terms=ChallengeTerms(game="pinch", options={"size": 9}, first="challenger"),
    )
    game = (await service.challenges.accept(22, posted.challenge.id)).game
    token = channel.sign(Token("m", 11, game.id, 0))
    raw = message(f"{token}@play.test", "e5")
    env = {**MAIL, "POSTBOARD_DB": str(database), "POSTBOARD_MAIL_DOMAIN": "play.test"}
    env["POSTBOARD_MAIL_SECRET"] = "s3cret"  # deliver checks the reply address it signs

    first = deliver(installed, tmp_path, raw, "--from", "alice@player.test", **env)
    assert (first.returncode, first.stdout) == (0, b"postboard: kept; the bot acts on it shortly\n")
    again = deliver(installed, tmp_path, raw, **env)
    assert again.returncode == 0 and b"already kept" in again.stdout
    assert kept_rows(database) == [("reply-1@player.test", f"{token}@play.test")]

    await channel.pump()  # the running bot's turn
    assert [m.notation for m in await store.moves(game.id)] == ["e5"]
    await store.close()


def test_deliver_refuses_for_good_or_asks_to_try_later(
    installed: Installed, tmp_path: Path
) -> None:
    env = {**MAIL, "POSTBOARD_DB": str(tmp_path / "postboard.db")}
    huge = message("x@play.test", "e5\n" + "y" * (1024 * 1024))
    refused = deliver(installed, tmp_path, huge, **env)
    assert refused.returncode == 65 and b"over 512 KB" in refused.stderr
    elsewhere = deliver(installed, tmp_path, message("x@elsewhere.test", "e5"), **env)
    assert (
        elsewhere.returncode == 65 and b"not addressed to anyone at play.test" in elsewhere.stderr
    )
    unset = deliver(installed, tmp_path, message("x@play.test", "e5"))
    assert unset.returncode == 75 and b"e-mail is not set up" in unset.stderr
    folder = deliver(
        installed, tmp_path, message("x@play.test", "e5"), **{**MAIL, "POSTBOARD_DB": str(tmp_path)}
    )
    assert folder.returncode == 75 and b"Traceback" not in folder.stderr
    assert not (tmp_path / "postboard.db").exists()  # nothing refused was kept


async def _ignore(_: object) -> None:
    pass
