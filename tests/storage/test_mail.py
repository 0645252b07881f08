"""The mail slice: addresses proven once and owned once, a queue with leases, received
mail kept once per Message-ID, and mail queued in a move's own transaction."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from storage import SqlStore, open_store
from storage.errors import AddressTaken, StaleMove
from storage.models import InboundMail, MailIntent, UserSettings
from tests.storage.support import T0, new_game

LATER = T0 + timedelta(minutes=5)


async def reads_mail(store: SqlStore, user: int, address: str) -> None:
    await store.claim_email(user, address, "hash", T0 + timedelta(hours=1))
    await store.verify_email(user, T0)
    await store.put_user_settings(UserSettings(user, notify="email"))


async def test_an_address_is_verified_once_and_owned_by_one_player(store: SqlStore) -> None:
    await store.claim_email(10, "Ann@Example.org", "h1", T0 + timedelta(hours=1))
    assert await store.user_for_address("ann@example.org") is None  # only a claim so far
    claim = await store.get_email(10)
    assert claim is not None and claim.code_hash == "h1" and claim.verified_at is None
    verified = await store.verify_email(10, T0)
    assert verified.verified_at == T0 and verified.code_hash is None
    assert await store.user_for_address("ANN@example.ORG") == 10
    await store.claim_email(20, "ann@example.org", "h2", T0 + timedelta(hours=1))
    with pytest.raises(AddressTaken):
        await store.verify_email(20, T0)
    assert await store.user_for_address("ann@example.org") == 10


async def test_unlinking_forgets_the_address_and_mail_stops(store: SqlStore) -> None:
    await reads_mail(store, 10, "ann@example.org")
    assert await store.delete_email(10)
    assert await store.get_email(10) is None
    assert (await store.get_user_settings(10)).notify == "thread"
    assert not await store.delete_email(10)


async def test_only_players_who_read_by_mail_get_conditional_mail(store: SqlStore) -> None:
    await reads_mail(store, 10, "ann@example.org")
    await store.claim_email(20, "bob@example.org", "h", T0 + timedelta(hours=1))  # unproven
    intents = [MailIntent(10, "turn", 1, 1), MailIntent(20, "turn", 1, 1), MailIntent(30, "turn")]
    assert await store.enqueue_mail(intents, T0) == 1
    forced = MailIntent(20, "verify", address="bob@example.org", only_if_wanted=False)
    assert await store.enqueue_mail([forced], T0) == 1
    claimed = await store.claim_mail(T0, LATER, 10)
    assert [(m.user_id, m.address) for m in claimed] == [
        (10, "ann@example.org"),
        (20, "bob@example.org"),
    ]


async def test_a_claimed_mail_is_nobody_else_s_until_its_lease_ends(store: SqlStore) -> None:
    await reads_mail(store, 10, "ann@example.org")
    await store.enqueue_mail([MailIntent(10, "turn", 1, 1)], T0)
    first = await store.claim_mail(T0, LATER, 10)
    assert len(first) == 1 and first[0].attempts == 1
    assert await store.claim_mail(T0 + timedelta(minutes=1), LATER, 10) == []
    again = await store.claim_mail(LATER, LATER + timedelta(minutes=5), 10)  # sender died
    assert [m.id for m in again] == [first[0].id] and again[0].attempts == 2
    await store.mail_retry(first[0].id, LATER + timedelta(hours=1), "421 busy")
    assert await store.claim_mail(LATER + timedelta(minutes=30), LATER, 10) == []
    assert await store.mail_waiting() == 1
    due = await store.claim_mail(LATER + timedelta(hours=1), LATER + timedelta(hours=2), 10)
    await store.mail_sent(due[0].id, LATER, "sent")
    assert await store.mail_waiting() == 0
    assert await store.claim_mail(LATER + timedelta(days=1), LATER + timedelta(days=2), 10) == []


async def test_two_stores_racing_for_the_queue_send_each_mail_once(database: str) -> None:
    async with await open_store(database) as one, await open_store(database) as two:
        await reads_mail(one, 10, "ann@example.org")
        await one.enqueue_mail([MailIntent(10, "turn", 1, n) for n in range(40)], T0)
        claims = await asyncio.gather(
            *(store.claim_mail(T0, LATER, 7) for store in (one, two, one, two, one, two, one))
        )
    ids = [mail.id for claim in claims for mail in claim]
    assert len(ids) == len(set(ids)) == 40


async def test_a_move_and_its_mail_land_together_or_not_at_all(store: SqlStore) -> None:
    await reads_mail(store, 20, "bob@example.org")
    game = await new_game(store)
    mail = [MailIntent(20, "turn", game.id, 1)]
    await store.append_move(
        game.id, expected_ply=0, seat=0, notation="e5", created_at=T0, to_move=1, mail=mail
    )
    with pytest.raises(StaleMove):
        await store.append_move(
            game.id, expected_ply=0, seat=0, notation="d4", created_at=T0, to_move=1, mail=mail
        )
    claimed = await store.claim_mail(T0, LATER, 10)
    assert [(m.kind, m.game_id, m.ply) for m in claimed] == [("turn", game.id, 1)]


async def test_received_mail_is_kept_once_and_handed_out_once(store: SqlStore) -> None:
    mail = InboundMail("abc@host", "m-1@play.example.org", "ann@example.org", b"raw", T0)
    assert await store.keep_inbound(mail)
    assert not await store.keep_inbound(mail)  # delivered twice: one message
    claimed = await store.claim_inbound(T0, LATER, 10)
    assert [m.raw for m in claimed] == [b"raw"]
    assert await store.claim_inbound(T0, LATER, 10) == []
    await store.inbound_done("abc@host", T0, "played")
    assert await store.claim_inbound(LATER + timedelta(hours=1), LATER, 10) == []


async def test_a_secret_is_made_once_whoever_asks_first(database: str) -> None:
    async with await open_store(database) as one, await open_store(database) as two:
        first = await one.secret("key", lambda: "made-by-one")
        second = await two.secret("key", lambda: "made-by-two")
    assert first == second == "made-by-one"
