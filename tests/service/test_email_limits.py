"""/email link and verify limited (issue 35, item 5): a code could be brute-forced, since
every link made a new code and reset the five tries, links were unlimited, each link
mailed whatever address was typed, and "already verified by another player" told who
plays here. Now a player has five links a day, an address three codes a day whoever
links it, five tries a day at an address however often it is linked, and the answer
is the same whether or not the address is someone else's. Each limit also holds for 20
requests sent at once, from one process or two.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Awaitable, Callable, Sequence
from datetime import timedelta

import pytest

from service import NotAllowed, Service
from service.mailing.addresses import LINK_LIMITS, VERIFY
from tests.service.conftest import ALICE, BOB, Pair
from tests.service.spoken import said
from tests.service.support import later
from words import Lines, Msg, Speech

CAROL, DAVE, ERIN = 33, 44, 55
REQUESTS = 20
TRIES, LINKS, CODES = LINK_LIMITS.tries, LINK_LIMITS.per_user, LINK_LIMITS.per_address


async def codes_mailed(service: Service) -> list[tuple[int, str, str]]:
    """(user, address, code) of every verification mail queued since last asked, read off
    the queue as the sender would (and settled, so each is read once)."""
    now = service.ctx.clock()
    queue = await service.ctx.store.claim_mail(now, now + timedelta(minutes=1), 1000)
    for mail in queue:
        await service.ctx.store.mail_sent(mail.id, now, "read by the test")
    return [
        (m.user_id, str(m.address), str(json.loads(m.body)["code"]))
        for m in queue
        if m.kind == VERIFY
    ]


def wrong(code: str) -> str:
    return f"{(int(code) + 1) % 10**6:06d}"


async def refusal(request: Awaitable[object]) -> str:
    with pytest.raises(NotAllowed) as refused:
        await request
    return said(refused.value)


def on(service: Service) -> Service:
    service.email.enabled = True
    return service


async def test_linking_again_does_not_give_new_tries(service: Service) -> None:
    desk = on(service).email
    await desk.link(ALICE, "alice@example.org")
    [(_, _, code)] = await codes_mailed(service)
    for left in range(TRIES - 1, -1, -1):
        answer = await refusal(desk.verify(ALICE, wrong(code)))
        assert re.fullmatch(rf"That is not the code I sent \({left} tr(y|ies) left\)\.", answer)
    await desk.link(ALICE, "alice@example.org")  # a new code, as before; but no new tries
    [(_, _, fresh)] = await codes_mailed(service)
    spent = await refusal(desk.verify(ALICE, fresh))
    retry = int((service.ctx.clock() + LINK_LIMITS.window).timestamp())
    assert spent == (
        "Too many wrong codes for `alice@example.org`: 5 tries in 24 hours, however often "
        f"it is linked; you may try again <t:{retry}:R>."
    )
    claim = await service.ctx.store.get_email(ALICE)
    assert claim is not None and claim.verified_at is None

    later(service, days=1, seconds=1)  # a day on, five tries again
    await desk.link(ALICE, "alice@example.org")
    [(_, _, code)] = await codes_mailed(service)
    assert "Verified" in said(await desk.verify(ALICE, code))


async def test_the_sixth_link_in_a_day_is_refused_and_says_when(service: Service) -> None:
    desk = on(service).email
    first = service.ctx.clock()
    for i in range(LINKS):
        await desk.link(ALICE, f"alice{i}@example.org")
        later(service, hours=1)
    refused = await refusal(desk.link(ALICE, "alice.again@example.org"))
    retry = int((first + LINK_LIMITS.window).timestamp())
    assert refused == (
        "You have used `/email link` 5 times in the last 24 hours, the most one player may; "
        f"you may link again <t:{retry}:R>."
    )
    claim = await service.ctx.store.get_email(ALICE)
    assert claim is not None and claim.address == f"alice{LINKS - 1}@example.org", "unchanged"
    assert len(await codes_mailed(service)) == LINKS
    later(service, hours=24 - LINKS, seconds=1)  # the first link is a day old: one more
    await desk.link(ALICE, "alice.again@example.org")
    assert "link again" in await refusal(desk.link(ALICE, "alice.more@example.org"))


async def test_an_address_gets_three_codes_a_day_whoever_links_it(service: Service) -> None:
    desk = on(service).email
    for user in (ALICE, BOB, CAROL, DAVE, ERIN):
        await desk.link(user, "target@example.org")
    mailed = await codes_mailed(service)
    assert [(user, address) for user, address, _ in mailed] == [
        (ALICE, "target@example.org"),
        (BOB, "target@example.org"),
        (CAROL, "target@example.org"),
    ]
    await desk.link(DAVE, "TARGET@Example.org")  # the address, however it is written
    assert await codes_mailed(service) == []
    later(service, days=1, seconds=1)
    await desk.link(DAVE, "target@example.org")
    assert [user for user, _, _ in await codes_mailed(service)] == [DAVE]


async def test_a_taken_address_is_answered_as_a_free_one(service: Service) -> None:
    desk = on(service).email
    await desk.link(ALICE, "alice@example.org")
    [(_, _, code)] = await codes_mailed(service)
    await desk.verify(ALICE, code)

    def same(text: str) -> str:
        return text.replace("ALICE@example.org", "@").replace("free@example.org", "@")

    taken = said(await desk.link(BOB, "ALICE@example.org"))
    free = said(await desk.link(CAROL, "free@example.org"))
    assert same(taken) == same(free) and "verified by another" not in taken
    assert taken.startswith("If `ALICE@example.org` can be linked, I am mailing a code to it.")
    assert same(said(await desk.status(BOB))) == same(said(await desk.status(CAROL)))
    assert same(await refusal(desk.verify(BOB, "000000"))) == same(
        await refusal(desk.verify(CAROL, "000000"))
    )
    assert [user for user, _, _ in await codes_mailed(service)] == [CAROL], "none to alice's"
    assert await service.ctx.store.user_for_address("alice@example.org") == ALICE


async def test_a_player_relinking_their_verified_address_changes_nothing(
    service: Service,
) -> None:
    desk = on(service).email
    await desk.link(ALICE, "alice@example.org")
    [(_, _, code)] = await codes_mailed(service)
    await desk.verify(ALICE, code)
    again = said(await desk.link(ALICE, "Alice@Example.org"))
    assert again == "`Alice@Example.org` is your verified address already; nothing changed."
    assert await codes_mailed(service) == []
    claim = await service.ctx.store.get_email(ALICE)
    assert claim is not None and claim.verified_at is not None


# --- raced: 20 at once, from one process or two ---------------------------------------


async def at_once(
    services: Sequence[Service], request: Callable[[Service, int], Awaitable[Speech]]
) -> list[Speech | BaseException]:
    """``REQUESTS`` requests sent at once, turn about to each service; their answers."""
    for service in services:
        on(service)
    return await asyncio.gather(
        *(request(services[i % len(services)], i) for i in range(REQUESTS)),
        return_exceptions=True,
    )


def split(answers: list[Speech | BaseException]) -> tuple[list[str], list[str]]:
    """The answers, and the refusals' sentences; anything else is a bug."""
    assert all(isinstance(a, Msg | Lines | NotAllowed) for a in answers), answers
    return [said(a) for a in answers if isinstance(a, Msg | Lines)], [
        said(a) for a in answers if isinstance(a, NotAllowed)
    ]


async def race_links(services: Sequence[Service]) -> None:
    answered, refused = split(
        await at_once(services, lambda s, i: s.email.link(ALICE, f"a{i}@example.org"))
    )
    assert len(answered) == LINKS and len(refused) == REQUESTS - LINKS
    assert all("you may link again" in sentence for sentence in refused)
    assert len(await codes_mailed(services[0])) == LINKS


async def race_codes_per_address(services: Sequence[Service]) -> None:
    answered, refused = split(
        await at_once(services, lambda s, i: s.email.link(1000 + i, "target@example.org"))
    )
    assert len(answered) == REQUESTS and refused == []
    assert len(await codes_mailed(services[0])) == CODES


async def race_tries(services: Sequence[Service]) -> None:
    await on(services[0]).email.link(ALICE, "alice@example.org")
    [(_, _, code)] = await codes_mailed(services[0])
    answered, refused = split(
        await at_once(services, lambda s, i: s.email.verify(ALICE, wrong(code)))
    )
    assert answered == []
    assert sum("not the code I sent" in sentence for sentence in refused) == TRIES
    assert sum("Too many wrong codes" in sentence for sentence in refused) == REQUESTS - TRIES


RACES = {"links": race_links, "codes per address": race_codes_per_address, "tries": race_tries}


@pytest.mark.parametrize("race", list(RACES))
async def test_twenty_at_once_get_exactly_the_limit(service: Service, race: str) -> None:
    await RACES[race]([service])


@pytest.mark.parametrize("race", list(RACES))
async def test_two_processes_racing_get_exactly_the_limit(two: Pair, race: str) -> None:
    await RACES[race](two)
