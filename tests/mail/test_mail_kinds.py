"""Issue 17.1, the mails not covered elsewhere: the turn mail's MIME structure, the clock
reminder (a reply plays the move), a challenge declined by reply, the daily digest, and
takeback and pause offers answered by reply, each accepted and declined.

Real SMTP both ways on loopback (``tests/mail/conftest.py``), on both engines.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from datetime import timedelta
from email.message import EmailMessage
from typing import cast

import pytest

from bot.words import say as discord_text
from mail.tokens import Token
from service import Asked, UserRef
from service.agreements.settled import Settled
from service.challenges.terms import ChallengeTerms
from service.context import utc_now
from service.results import ChallengeClosed
from tests.mail.bad_input import at_ply, local_part, log_of, quiet, to_player, until
from tests.mail.conftest import ADDRESS, ALICE, BOB, MailWorld
from tests.mail.mailbox import text_of
from tests.service.spoken import said
from words import ENGLISH


@pytest.fixture
async def end_quiet(mail_world: MailWorld) -> AsyncIterator[MailWorld]:
    """The ``mail_world``, left quiet at the end (see ``bad_input.quiet``)."""
    yield mail_world
    await quiet(mail_world)


async def challenge(world: MailWorld, clock: str | None = None) -> int:
    """alice challenges bob to Pinch 9×9, moving first; the challenge's id."""
    posted = await world.service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game="pinch", options={"size": 9}, first="challenger", clock=clock),
    )
    return posted.challenge.id


async def pinch(world: MailWorld, clock: str | None = None) -> int:
    started = await world.service.challenges.accept(BOB, await challenge(world, clock))
    return started.game.id


def parts(message: EmailMessage) -> list[EmailMessage]:
    return cast(list[EmailMessage], message.get_payload())


async def test_the_turn_mail_is_text_html_with_the_board_inline_and_attached_and_a_reminder_reply_plays(  # noqa: E501
    end_quiet: MailWorld,
) -> None:
    world = end_quiet
    game_id = await pinch(world)  # the server's default clock: 3 days to start with
    mail = await world.turn_mail(ALICE, game_id, 0)
    assert str(mail["Subject"]) == f"Pinch #{game_id} vs bob: your move (ply 0)"

    assert mail.get_content_type() == "multipart/mixed"
    alternative, attached = parts(mail)
    assert alternative.get_content_type() == "multipart/alternative"
    plain, related = parts(alternative)
    assert plain.get_content_type() == "text/plain"
    assert related.get_content_type() == "multipart/related"
    html, inline = parts(related)
    assert (html.get_content_type(), inline.get_content_type()) == ("text/html", "image/png")
    cid = str(inline["Content-ID"]).strip()
    assert cid.startswith("<") and cid.endswith(">")
    assert f'<img src="cid:{cid[1:-1]}"' in html.get_content()
    alt = f"Pinch #{game_id} · alice vs bob, after 0 plies. alice to move. The board is empty."
    assert f'alt="{alt}"' in html.get_content(), "the board's words (issue 31)"
    assert attached.get_content_type() == "image/png"
    assert attached.get_content_disposition() == "attachment"
    png = attached.get_content()
    assert png.startswith(b"\x89PNG") and png == inline.get_content()

    text = text_of(mail)
    assert plain.get_content().replace("\r\n", "\n") == text
    assert re.search(r"^You have (3 days|2 days, 23 hours) left for this move\.$", text, re.M), text
    assert "Reply to this mail with your move on the first line" in text
    assert 'Reply "resign" to resign (you will be asked to confirm).' in text
    for line in (await world.service.games.seat_view(game_id, ALICE)).diagram.splitlines():
        assert line.rstrip() in text  # the board as text, for clients that show no HTML

    timeless = await pinch(world, clock="none")
    untimed = text_of(await world.turn_mail(ALICE, timeless, 0))
    assert "left for this move" not in untimed and "Reply to this mail" in untimed

    # two days on, the clock check reminds alice by mail, and her reply to it plays
    later = timedelta(days=2, hours=1)
    world.service.ctx.clock = lambda: utc_now() + later
    await world.service.clocks.sweep()
    reminder = await world.outside.wait_for(
        ADDRESS[ALICE], lambda m: str(m["Subject"]).startswith(f"Pinch #{game_id}: 22 hours")
    )
    assert "left for your move" in str(reminder["Subject"])
    assert local_part(reminder) == world.channel.sign(Token("m", ALICE, game_id, 0))
    assert "Reply with your move on the first line." in text_of(reminder)
    bobs = to_player(world, BOB)
    await world.answer(reminder, ALICE, "e5")
    await at_ply(world, game_id, 1)
    assert await log_of(world, game_id) == ["e5"]
    turn = await world.outside.wait_for(ADDRESS[BOB], lambda m: "(ply 1)" in str(m["Subject"]))
    assert "alice played e5" in text_of(turn)
    assert to_player(world, BOB) > bobs


async def test_a_challenge_is_declined_by_reply_and_the_digest_comes_by_mail(
    end_quiet: MailWorld,
) -> None:
    world = end_quiet
    challenge_id = await challenge(world)
    asked = await world.outside.wait_for(
        ADDRESS[BOB], lambda m: str(m["Subject"]).startswith("alice challenges you")
    )
    assert local_part(asked) == world.channel.sign(Token("c", BOB, challenge_id, 0))
    before = to_player(world, BOB)
    await world.answer(asked, BOB, "decline")
    answer = await world.outside.wait_for(ADDRESS[BOB], after=before)
    assert str(answer["Subject"]) == f"Challenge #{challenge_id} declined"
    assert (await world.service.ctx.store.get_challenge(challenge_id)).status == "declined"
    closed = [n for n in world.told if isinstance(n, ChallengeClosed)]
    declined = f"declined by <@{BOB}>"
    assert [(c.challenge.id, declined in discord_text(c.text, ENGLISH)) for c in closed] == [
        (challenge_id, True)
    ]

    # bob reads a daily digest instead of a mail at every move: it comes by mail too
    await world.service.settings.update(BOB, notify="digest")
    game_id = await pinch(world)
    await world.service.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")
    before = to_player(world, BOB)
    digests = await world.service.digests.due()
    assert [d.user_id for d in digests] == [BOB]
    digest = await world.outside.wait_for(ADDRESS[BOB], after=before)
    assert str(digest["Subject"]) == "Your daily Postboard digest"
    text = text_of(digest)
    assert f"#{game_id}" in text and "<@" not in text and "**" not in text
    assert digest["Reply-To"] is None  # nothing a reply could mean
    await quiet(world)
    mails = [str(m["Subject"]) for m in world.outside.to(ADDRESS[BOB])[before:]]
    assert mails == ["Your daily Postboard digest"]  # and no turn mail


async def offer(world: MailWorld, game_id: int, kind: str, token: str) -> EmailMessage:
    """alice asks ``kind``; the mail bob gets about it, which a reply answers."""
    before = to_player(world, BOB)
    await world.service.agreements.propose(Asked(game_id=game_id, guild_id=1, asked_by=ALICE), kind)
    mail = await world.outside.wait_for(
        ADDRESS[BOB], lambda m: str(m["Subject"]).startswith("alice asks"), after=before
    )
    what = {"takeback": "to take back their last move", "pause": "to pause"}[kind]
    assert str(mail["Subject"]) == f"alice asks {what} in game #{game_id}"
    ply = (await world.service.ctx.store.get_game(game_id)).ply
    assert local_part(mail) == world.channel.sign(Token(token, BOB, game_id, ply))
    assert "Reply accept or decline (first line)" in text_of(mail)
    return mail


async def answered(world: MailWorld, mail: EmailMessage, word: str) -> str:
    """bob replies ``word``; the subject of the answer he gets."""
    before = to_player(world, BOB)
    await world.answer(mail, BOB, word)
    answer = await world.outside.wait_for(
        ADDRESS[BOB], lambda m: str(m["Subject"]).startswith("Offer"), after=before
    )
    return str(answer["Subject"])


async def test_takeback_and_pause_offers_are_declined_and_accepted_by_reply(
    end_quiet: MailWorld,
) -> None:
    world = end_quiet
    store = world.service.ctx.store
    game_id = await pinch(world)
    await world.service.games.move(Asked(game_id=game_id, asked_by=ALICE), "a1")

    takeback = await offer(world, game_id, "takeback", "ot")
    assert await answered(world, takeback, "decline") == f"Offer declined: game #{game_id}"
    assert await store.offers_for(game_id) == [] and await log_of(world, game_id) == ["a1"]
    takeback = await offer(world, game_id, "takeback", "ot")
    assert await answered(world, takeback, "accept") == f"Offer accepted: game #{game_id}"
    assert await log_of(world, game_id) == ["a1", "takeback"]

    await world.service.games.move(Asked(game_id=game_id, asked_by=ALICE), "b2")
    pause = await offer(world, game_id, "pause", "op")
    assert await answered(world, pause, "decline") == f"Offer declined: game #{game_id}"
    clock = await store.get_clock(game_id)
    assert clock is not None and not clock.paused
    pause = await offer(world, game_id, "pause", "op")
    assert await answered(world, pause, "accept") == f"Offer accepted: game #{game_id}"

    async def paused() -> bool:
        clock = await store.get_clock(game_id)
        return clock is not None and clock.paused

    await until(paused, f"game {game_id}'s clock is paused")
    told = [said(n.text) for n in world.told if isinstance(n, Settled)]  # to the thread
    assert told == [
        f"<@{BOB}> declined to take back their last move in game #{game_id}.",
        f"alice's last move was taken back by agreement — <@{ALICE}> to move.",
        f"<@{BOB}> declined to pause in game #{game_id}.",
        f"Game #{game_id} is paused by agreement; either player can `/pause` to resume.",
    ]
