"""A mail reader whose new address is not verified yet is pinged in the thread (issue 35,
item 8): ``notify:email`` reaches a player only through a verified address, so until the
address they linked last is verified their turns are announced as with ``notify:thread``.
"""

from __future__ import annotations

import json
from datetime import timedelta

from service import Asked, Service
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said
from tests.service.support import new_game
from tests.service.test_notify_settings import notify


async def mailed_code(service: Service, user: int) -> str:
    """The code of the verification mail just queued for ``user``, read off the queue as
    the sender would (and settled, so it is not read twice)."""
    now = service.ctx.clock()
    queue = await service.ctx.store.claim_mail(now, now + timedelta(minutes=1), 100)
    [mail] = [m for m in queue if m.user_id == user and m.kind == "verify"]
    for settled in queue:
        await service.ctx.store.mail_sent(settled.id, now, "read by the test")
    return str(json.loads(mail.body)["code"])


async def test_a_mail_reader_relinking_is_pinged_until_the_new_address_is_verified(
    service: Service,
) -> None:
    service.email.enabled = True
    await notify(service, BOB, "email")
    game = await new_game(service)
    by_mail = await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    assert by_mail.quiet, "a verified mail reader is told by mail, not pinged"
    await service.games.move(Asked(game_id=game, asked_by=BOB), "d4")

    await service.email.link(BOB, "bob.new@example.org")
    code = await mailed_code(service, BOB)
    waiting = await service.ctx.store.mail_waiting()
    pending = await service.games.move(Asked(game_id=game, asked_by=ALICE), "c3")
    assert pending.ping_user_id == BOB and not pending.quiet, "no mail reaches bob: a ping"
    assert await service.ctx.store.mail_waiting() == waiting, "and no turn mail is queued"
    assert "bob.new@example.org" not in said(pending.text)
    status = said(await service.email.status(BOB))
    assert "announced in the game's thread" in status, status

    await service.games.move(Asked(game_id=game, asked_by=BOB), "f6")
    await service.email.verify(BOB, code)
    verified = await service.games.move(Asked(game_id=game, asked_by=ALICE), "g7")
    assert verified.quiet and verified.ping_user_id == BOB, "verified: by mail again"
    assert await service.ctx.store.mail_waiting() == waiting + 1
