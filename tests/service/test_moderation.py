"""Moderation (issue 32.1): a server's moderators abort, adjudicate, pause and resume its
games; each ruling is told with its reason, kept in the record, and counted by the rule
the README states (an adjudication as its result, an abort for nobody)."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest

from service import Asked, NotAllowed, NotFound, Service
from service.moderation import Rights
from service.moderation.desk import DRAW, REASON_LIMIT
from storage.moderation import MODERATOR_HOLD
from tests.service.community_support import GUILD, both_move, started
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said
from tests.service.support import later, left, new_game
from tests.service.test_notify_settings import notify

MOD, MEMBER, ROLE = 77, 78, 555
ADMIN = Rights(user_id=MOD, guild_id=GUILD, manages_server=True)


def asked(game: int, guild: int = GUILD) -> Asked:
    return Asked(game_id=game, guild_id=guild, asked_by=MOD)


async def test_only_managers_or_the_moderator_role_may_moderate(service: Service) -> None:
    game = await new_game(service)
    member = Rights(user_id=MEMBER, guild_id=GUILD, manages_server=False, role_ids=frozenset({9}))
    with pytest.raises(NotAllowed) as no_role:
        await service.moderation.pause(asked(game), member, "a look")
    assert "needs the Manage Server permission" in said(no_role.value)
    assert "`/postboard config moderator_role:…`" in said(no_role.value), "says how to get one"
    await service.config.update(GUILD, moderator_role_id=ROLE)
    with pytest.raises(NotAllowed) as without:
        await service.moderation.pause(asked(game), member, "a look")
    assert said(without.value) == (
        "Moderating games here needs the Manage Server permission or this server's moderator role."
    )
    assert (await service.ctx.store.get_game(game)).hold is None, "a refusal changes nothing"
    moderator = Rights(MEMBER, GUILD, manages_server=False, role_ids=frozenset({ROLE}))
    paused = await service.moderation.pause(asked(game), moderator, "a look")
    assert paused.game.hold == MODERATOR_HOLD
    assert f"<@&{ROLE}>" in said(await service.config.show(GUILD)), "the setting is shown"


async def test_an_abort_counts_for_nobody_and_is_in_the_record(service: Service) -> None:
    game = await started(service, ALICE, BOB, rated=True)
    await both_move(service, game)
    update = await service.moderation.abort(asked(game.id), ADMIN, "  the players  asked\nus ")
    assert said(update.text).startswith(
        f"A moderator aborted game #{game.id}: the players asked us. It counts for nobody."
    )
    ended = await service.ctx.store.get_game(game.id)
    assert (ended.status, ended.winner, ended.termination) == ("finished", None, "aborted")
    assert ended.ratings is None, "no rating moved"
    assert [m.notation for m in await service.ctx.store.moves(game.id)][-1] == "abort"
    record = (await service.records.book.history(ended)).record
    assert '# [Termination "aborted"]' in record and '# [Result "*"]' in record
    assert '# [Ruling "the players asked us"]' in record
    (ruling,) = await service.ctx.store.rulings_of(game.id)
    assert (ruling.action, ruling.moderator_id, ruling.ply) == ("abort", MOD, 2)
    with pytest.raises(NotAllowed) as again:
        await service.moderation.abort(asked(game.id), ADMIN, "again")
    assert said(again.value) == (
        f"Game #{game.id} is already over; a finished game's result stays as it is."
    )
    with pytest.raises(NotAllowed):
        await service.moderation.adjudicate(asked(game.id), ADMIN, ALICE, "late")
    assert len(await service.ctx.store.rulings_of(game.id)) == 1


async def test_an_adjudication_counts_as_its_result(service: Service) -> None:
    game = await started(service, ALICE, BOB, rated=True)
    await both_move(service, game)
    update = await service.moderation.adjudicate(asked(game.id), ADMIN, BOB, "alice left")
    assert said(update.text).startswith(
        f"A moderator adjudicated game #{game.id}: <@{BOB}> wins. Reason: alice left"
    )
    ended = await service.ctx.store.get_game(game.id)
    assert (ended.winner, ended.termination) == (1, "adjudication")
    assert ended.ratings is not None, "a rated game's ratings counted it"
    assert (await service.ctx.store.moves(game.id))[-1].notation == "adjudicate 1"
    record = (await service.records.book.history(ended)).record
    assert '# [Result "0-1"]' in record and '# [Termination "adjudication"]' in record
    assert '# [Ruling "alice left"]' in record


async def test_an_adjudicated_draw_and_bad_results(service: Service) -> None:
    game = await new_game(service)
    with pytest.raises(NotAllowed) as stranger:
        await service.moderation.adjudicate(asked(game), ADMIN, 999, "who?")
    assert "must be one of the two players" in said(stranger.value)
    with pytest.raises(NotAllowed) as why:
        await service.moderation.adjudicate(asked(game), ADMIN, DRAW, "   ")
    assert said(why.value).startswith("Give a reason")
    with pytest.raises(NotAllowed) as long:
        await service.moderation.adjudicate(asked(game), ADMIN, DRAW, "x" * (REASON_LIMIT + 1))
    assert f"at most {REASON_LIMIT} characters" in said(long.value)
    assert (await service.ctx.store.get_game(game)).status == "active"
    update = await service.moderation.adjudicate(asked(game), ADMIN, DRAW, "even")
    assert "as a draw. Reason: even" in said(update.text)
    ended = await service.ctx.store.get_game(game)
    assert (ended.winner, ended.termination) == (None, "adjudication")


async def test_another_servers_game_does_not_exist_here(service: Service) -> None:
    game = await new_game(service, guild_id=2)
    with pytest.raises(NotFound):
        await service.moderation.abort(asked(game), ADMIN, "not ours")
    assert (await service.ctx.store.get_game(game)).status == "active"


async def test_a_paused_game_takes_nothing_and_its_clock_stands(service: Service) -> None:
    game = await new_game(service, clock="3d+1d")
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    later(service, hours=5)
    before = await left(service, game)
    paused = await service.moderation.pause(asked(game), ADMIN, "a dispute")
    assert said(paused.text).startswith(f"A moderator paused game #{game}: a dispute.")
    later(service, days=10)
    assert await left(service, game) == before, "the clock is frozen"
    refusal = f"Game #{game} is paused by a moderator"
    with pytest.raises(NotAllowed) as move:
        await service.games.move(Asked(game_id=game, asked_by=BOB), "d4")
    assert said(move.value).startswith(refusal)
    with pytest.raises(NotAllowed) as resign:
        await service.games.resign(Asked(game_id=game, asked_by=BOB))
    assert said(resign.value).startswith(refusal)
    with pytest.raises(NotAllowed) as offer:
        await service.agreements.propose(Asked(game_id=game, asked_by=BOB), "pause")
    assert said(offer.value).startswith(refusal)
    with pytest.raises(NotAllowed) as twice:
        await service.moderation.pause(asked(game), ADMIN, "again")
    assert said(twice.value) == f"Game #{game} is already paused by a moderator."
    await service.clocks.sweep()
    assert (await service.ctx.store.get_game(game)).status == "active", "no timeout while held"
    resumed = await service.moderation.resume(asked(game), ADMIN)
    assert said(resumed.text) == (
        f"A moderator resumed game #{game}: it goes on, and the clock runs again."
    )
    assert before is not None and abs((await left(service, game) or 0) - before) < 1
    await service.games.move(Asked(game_id=game, asked_by=BOB), "d4")
    with pytest.raises(NotAllowed) as not_paused:
        await service.moderation.resume(asked(game), ADMIN, "twice")
    assert "not paused by a moderator" in said(not_paused.value)
    actions = [r.action for r in await service.ctx.store.rulings_of(game)]
    assert actions == ["pause", "resume"]


async def test_a_paused_game_can_still_be_ruled_on(service: Service) -> None:
    game = await new_game(service)
    await service.moderation.pause(asked(game), ADMIN, "looking into it")
    await service.moderation.adjudicate(asked(game), ADMIN, ALICE, "bob cheated")
    ended = await service.ctx.store.get_game(game)
    assert (ended.status, ended.winner, ended.hold) == ("finished", 0, None)
    with pytest.raises(NotAllowed):
        await service.moderation.resume(asked(game), ADMIN)


async def test_a_player_by_mail_hears_of_the_pause_and_the_resume(service: Service) -> None:
    await notify(service, BOB, "email")
    game = await new_game(service)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    now = service.ctx.clock()
    for turn in await service.ctx.store.claim_mail(now, now + timedelta(minutes=5), 100):
        await service.ctx.store.mail_sent(turn.id, now, "sent")  # the turn's own mail
    await service.moderation.pause(asked(game), ADMIN, "a dispute")
    await service.moderation.resume(asked(game), ADMIN)
    now = service.ctx.clock()
    mails = await service.ctx.store.claim_mail(now, now + timedelta(minutes=5), 100)
    assert [mail.user_id for mail in mails] == [BOB, BOB], "the mail reader only"
    bodies = [json.loads(mail.body) for mail in mails]
    assert bodies[0]["subject"] == f"A moderator paused game #{game}"
    assert bodies[0]["text"].startswith(f"A moderator paused game #{game}: a dispute.")
    assert bodies[1]["subject"] == f"A moderator resumed game #{game}"
