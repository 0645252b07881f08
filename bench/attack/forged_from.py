"""Mails the bot sends, and moves it makes, for N mails with a player's address forged in From.

Issue 35, item 6. Three rounds on a fresh database each, every mail through the
bot's own SMTP listener from a host that is not the player's, with the player
to move's verified address in ``From:``; each is sent once the one before was
dealt with:

- to made-up addresses at the mail domain (the envelope sender the attacker's);
- replies to the game's reply address of the moment (forwarded turn mails give
  them away), the envelope sender the attacker's;
- the same with the envelope sender forged too, and the ``Authentication-Results``
  the admin's own MTA (``mx.play.test``, its authserv-id set in the bot) adds
  saying SPF and DKIM failed.

Printed per round: mails the bot sent meanwhile (answers, and the turn mails the
moves caused) and moves played.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from email.message import EmailMessage
from pathlib import Path

from bench.attack._mailworld import ATTACKER, World, hand_over, mail_world
from bench.attack.nested_mail import _pending
from bench.mail.world import DOMAIN, going_on, replay_of, until_sent

AUTHSERV = "mx.play.test"
ROUNDS = ("made-up addresses", "reply address, envelope", "reply address, A-R fail")


def forged(sender: str, recipient: str, text: str, number: int, failed: bool) -> bytes:
    message = EmailMessage()
    if failed:
        message["Authentication-Results"] = (
            f"{AUTHSERV}; spf=fail smtp.mailfrom={sender}; dkim=fail header.d=player.test"
        )
    message["From"] = sender
    message["To"] = recipient
    message["Subject"] = "Re: your move"
    message["Message-ID"] = f"<forged-{number}@evil.test>"
    message.set_content(f"{text}\n\nSee https://evil.test/ for a better game.\n")
    return message.as_bytes()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench attack forged_from", description=__doc__)
    parser.add_argument("--mails", type=int, default=20, help="forged mails per round")
    args = parser.parse_args(argv)
    if args.mails < 1:
        parser.error("--mails must be at least 1")
    print(f"{args.mails} forged mails per round, From: the player to move")
    print(f"{'round':26}{'mails sent':>11}{'moves':>7}")
    for label in ROUNDS:
        mails, moves = asyncio.run(_round(label, args.mails))
        print(f"{label:26}{mails:>11}{moves:>7}")
    return 0


async def _round(label: str, mails: int) -> tuple[int, int]:
    with tempfile.TemporaryDirectory() as folder:
        async with mail_world(Path(folder), authserv_id=AUTHSERV) as world:
            model = world.models[0]
            sent_before = world.sink.received
            plies_before = len(await world.service.ctx.store.moves(model.game_id))
            for number in range(mails):
                await _forge(world, label, number)
            await until_sent(world.service, 60.0)
            moves = len(await world.service.ctx.store.moves(model.game_id)) - plies_before
            return world.sink.received - sent_before, moves


async def _forge(world: World, label: str, number: int) -> None:
    model = world.models[0]
    model.replay, _ = await replay_of(world.service, model.game_id)
    seat = model.replay.to_move
    assert isinstance(seat, int)
    player = world.player_address(model, seat)
    if label == ROUNDS[0]:
        recipient = f"turn-{number}@{DOMAIN}"
    else:
        recipient = world.reply_address(model)
    move = str(going_on(model.replay, random.Random(number)))
    failed = label == ROUNDS[2]
    envelope = player if failed else ATTACKER
    raw = forged(player, recipient, move, number, failed)
    await hand_over(world.port, envelope, recipient, raw)
    deadline = time.perf_counter() + 60
    while await _pending(world.path) and time.perf_counter() < deadline:
        await asyncio.sleep(0.02)
