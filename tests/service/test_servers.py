"""Joining and leaving servers (issue 32.4): one welcome per server; a removal suspends the
server's running games with their clocks frozen, and nothing else; a return within the
grace lets them go on; the grace over, the server's data goes, and only its."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest

from service import Asked, NotAllowed, Service
from service.moderation import Rights
from service.running.sweeper import Sweeper
from service.servers import DEFAULT_GRACE, ServerDesk
from storage.moderation import MODERATOR_HOLD, SERVER_HOLD
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said
from tests.service.support import later, left, new_game
from tests.service.test_notify_settings import notify

HERE, OTHER = 1, 2
"""The server the bot is removed from, and another it stays in."""
ADMIN = Rights(user_id=77, guild_id=HERE, manages_server=True)


async def test_a_new_server_is_welcomed_once(service: Service) -> None:
    arrival = await service.servers.joined(HERE)
    assert said(arrival.said).startswith("👋 Hello! I am Postboard: board games played by post")
    assert "`/postboard config channel:…` chooses the channel games are played in" in said(
        arrival.said
    )
    assert "`/help` lists the commands" in said(arrival.said)
    assert not arrival.back and arrival.resumed == ()
    assert (await service.servers.joined(HERE)).said is None, "a repeated join: no second"
    nowhere = await service.servers.joined(OTHER, can_post=False)
    assert nowhere.said is None
    server = await service.ctx.store.get_server(OTHER)
    assert server is not None and server.welcomed_at is None, "nothing said, nothing marked"


async def test_a_removal_suspends_that_servers_running_games_and_freezes_their_clocks(
    service: Service,
) -> None:
    game = await new_game(service, guild_id=HERE, clock="3d+1d")
    ticking = await new_game(service, guild_id=OTHER, clock="3d+1d")
    elsewhere = await new_game(service, guild_id=OTHER, clock="none")
    in_a_dm = await new_game(service, guild_id=None, clock="none")
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    later(service, hours=5)
    before = await left(service, game)

    departure = await service.servers.left(HERE)

    assert departure.held == (game,) and departure.kept == ()
    assert departure.server.purge_at == service.ctx.clock() + DEFAULT_GRACE
    assert (await service.ctx.store.get_game(game)).hold == SERVER_HOLD
    later(service, days=10)
    assert await left(service, game) == before, "the clock is frozen"
    await service.clocks.sweep()
    assert (await service.ctx.store.get_game(game)).status == "active", "no timeout while away"
    assert (await service.ctx.store.get_game(ticking)).status == "finished", "others' clocks run"
    with pytest.raises(NotAllowed) as refused:
        await service.games.move(Asked(game_id=game, asked_by=BOB), "d4")
    assert said(refused.value) == (
        f"Game #{game} is suspended: Postboard was removed from its server. "
        "It goes on if the bot is added back."
    )
    with pytest.raises(NotAllowed):
        await service.games.resign(Asked(game_id=game, asked_by=BOB))
    for other in (elsewhere, in_a_dm):
        assert (await service.ctx.store.get_game(other)).hold is None
        guild = None if other == in_a_dm else OTHER
        await service.games.move(Asked(game_id=other, guild_id=guild, asked_by=ALICE), "e5")
    again = await service.servers.left(HERE)
    assert again.server == departure.server and again.held == (), "a repeated removal: same"


async def test_back_within_the_grace_the_games_go_on(service: Service) -> None:
    game = await new_game(service, guild_id=HERE, clock="3d+1d")
    paused = await new_game(service, guild_id=HERE, clock="3d+1d")
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    await service.moderation.pause(
        Asked(game_id=paused, guild_id=HERE, asked_by=77), ADMIN, "a look"
    )
    welcomed = await service.servers.joined(HERE)
    assert welcomed.said is not None
    later(service, hours=5)
    before = await left(service, game)
    departure = await service.servers.left(HERE)
    assert (departure.held, departure.kept) == ((game,), (paused,))
    later(service, days=20)

    arrival = await service.servers.joined(HERE)

    assert arrival.back
    assert said(arrival.said) == (
        "👋 Postboard is back: the game suspended while it was away goes on, its clock "
        "running again.\nOne game stays paused by a moderator until one resumes it with "
        "`/postboard game action:resume`."
    )
    assert [(notice.game.id, said(notice.text)) for notice in arrival.resumed] == [
        (game, f"Game #{game} goes on: Postboard is back in its server.")
    ]
    assert (await service.ctx.store.get_game(game)).hold is None
    assert (await service.ctx.store.get_game(paused)).hold == MODERATOR_HOLD, "still theirs"
    running = await left(service, game)
    assert before is not None and running is not None and abs(running - before) < 1, (
        "the days away cost bob nothing"
    )
    later(service, hours=1)
    assert (await left(service, game) or 0) < running, "and his time runs again"
    await service.games.move(Asked(game_id=game, guild_id=HERE, asked_by=BOB), "d4")
    server = await service.ctx.store.get_server(HERE)
    assert server is not None and not server.departed and server.purge_at is None
    assert (await service.servers.joined(HERE)).said is None, "no second welcome"


async def test_the_grace_over_the_servers_data_goes_and_nothing_else(service: Service) -> None:
    game = await new_game(service, guild_id=HERE, clock="3d+1d")
    elsewhere = await new_game(service, guild_id=OTHER)
    in_a_dm = await new_game(service, guild_id=None)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    await service.config.update(HERE, vacation_days=5)
    await service.config.update(OTHER, vacation_days=6)
    await service.settings.update(ALICE, remind_hours=12)
    await service.servers.left(HERE)
    later(service, days=29)
    await service.servers.sweep()
    assert (await service.ctx.store.server_contents(HERE)).count("games") == 1, "not yet"

    later(service, days=2)
    await service.servers.sweep()

    assert (await service.ctx.store.server_contents(HERE)).total == 0
    assert (await service.ctx.store.get_guild_settings(HERE)).vacation_days is None
    assert (await service.ctx.store.get_guild_settings(OTHER)).vacation_days == 6
    for kept in (elsewhere, in_a_dm):
        assert (await service.ctx.store.get_game(kept)).status == "active"
    assert (await service.ctx.store.get_user_settings(ALICE)).remind_hours == 12, "hers"
    assert await service.ctx.store.user_names([ALICE, BOB]) == {ALICE: "alice", BOB: "bob"}
    assert await service.servers.departed() == []
    rejoined = await service.servers.joined(HERE)
    assert rejoined.said is not None and not rejoined.back, "after a purge: a new start"


async def test_the_operator_purges_at_once_or_only_counts(service: Service) -> None:
    game = await new_game(service, guild_id=HERE)
    await new_game(service, guild_id=OTHER)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    unknown = await service.servers.purge(999)
    assert unknown.outcome == "unknown" and unknown.contents.total == 0

    still = await service.servers.purge(HERE)
    assert (still.outcome, still.present) == ("still_here", True), "the bot is in it"
    assert still.contents.count("moves") == 1
    await service.servers.left(HERE)
    (standing,) = await service.servers.departed()
    assert standing.server.guild_id == HERE and standing.contents.count("games") == 1

    counted = await service.servers.purge(HERE, dry_run=True)
    assert counted.outcome == "counted" and counted.contents == standing.contents
    assert (await service.ctx.store.get_game(game)).hold == SERVER_HOLD, "a dry run deletes nothing"

    purged = await service.servers.purge(HERE)
    assert purged.outcome == "purged" and purged.contents.count("games") == 1
    assert purged.contents.running == 1
    twice = await service.servers.purge(HERE)
    assert twice.outcome == "already_purged" and twice.contents.total == 0
    assert (await service.servers.purge(HERE, dry_run=True)).outcome == "already_purged"
    assert (await service.ctx.store.server_contents(OTHER)).count("games") == 1

    forced = await service.servers.purge(OTHER, force=True)
    assert forced.outcome == "purged" and forced.contents.count("games") == 1


async def test_servers_missed_while_away_are_taken_as_removed_never_purged(
    service: Service,
) -> None:
    here = await new_game(service, guild_id=HERE)
    other = await new_game(service, guild_id=OTHER)
    third = await new_game(service, guild_id=3)
    assert (await service.servers.seen([], lambda guild: True)).left == (), "nothing reported"
    assert (await service.ctx.store.get_game(here)).hold is None

    seen = await service.servers.seen([OTHER, 77], lambda guild: guild != 3)

    assert [d.server.guild_id for d in seen.left] == [HERE], "not another shard's server"
    assert seen.back == ()
    assert (await service.ctx.store.get_game(here)).hold == SERVER_HOLD
    assert [(await service.ctx.store.get_game(g)).hold for g in (other, third)] == [None, None]
    server = await service.ctx.store.get_server(HERE)
    assert server is not None and server.purge_at == service.ctx.clock() + DEFAULT_GRACE
    await service.servers.sweep()
    assert (await service.ctx.store.server_contents(HERE)).count("games") == 1, "grace, not purge"

    back = await service.servers.seen([HERE, OTHER, 3], lambda guild: True)
    assert back.left == () and back.back == (HERE,)
    arrival = await service.servers.joined(HERE)
    assert arrival.back and (await service.ctx.store.get_game(here)).hold is None
    assert await service.servers.returned_if_away(HERE) is None, "only a departed server"


async def test_a_game_begun_after_the_removal_is_held_by_the_sweep(service: Service) -> None:
    await service.servers.left(HERE)
    late = await new_game(service, guild_id=HERE)  # a challenge taken meanwhile
    assert (await service.ctx.store.get_game(late)).hold is None
    await service.servers.sweep()
    assert (await service.ctx.store.get_game(late)).hold == SERVER_HOLD


async def test_players_by_mail_hear_of_the_suspension_and_the_return(service: Service) -> None:
    await notify(service, BOB, "email")
    game = await new_game(service, guild_id=HERE)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    now = service.ctx.clock()
    for turn in await service.ctx.store.claim_mail(now, now + timedelta(minutes=5), 100):
        await service.ctx.store.mail_sent(turn.id, now, "sent")  # the turn's own mail
    await service.servers.left(HERE)
    await service.servers.joined(HERE)
    mails = await service.ctx.store.claim_mail(now, now + timedelta(minutes=5), 100)
    assert [mail.user_id for mail in mails] == [BOB, BOB], "the mail reader only"
    bodies = [json.loads(mail.body) for mail in mails]
    assert [body["subject"] for body in bodies] == [
        f"Game #{game} is suspended",
        f"Game #{game} goes on",
    ]
    assert bodies[0]["text"].startswith(f"Game #{game} is suspended: Postboard was removed")


def test_the_grace_must_be_positive(service: Service) -> None:
    with pytest.raises(ValueError):
        ServerDesk(service.ctx, timedelta(0))


async def test_the_shells_sweeper_purges_too(service: Service) -> None:
    """Without Discord, the shell's sweeper runs the servers' round with the others."""
    await new_game(service, guild_id=HERE)
    await service.servers.left(HERE)
    later(service, days=31)
    told: list[object] = []

    async def tell(notification: object) -> None:
        told.append(notification)

    await Sweeper(service, tell).sweep()
    assert (await service.ctx.store.server_contents(HERE)).total == 0 and told == []


async def test_a_hold_left_behind_by_a_race_is_lifted_by_the_sweep(service: Service) -> None:
    """A return that raced the removal's holds (a hold landing after the release) leaves
    a game held in a server the bot is in: the next sweep lets it go on, and says so."""
    game = await new_game(service, guild_id=HERE)
    await service.servers.left(HERE)
    await service.ctx.store.server_joined(HERE, at=service.ctx.clock())  # back, games still held
    assert await service.ctx.store.servers_with_stray_holds() == [HERE]

    told = await service.servers.sweep()

    assert [(notice.game.id, said(notice.text)) for notice in told] == [
        (game, f"Game #{game} goes on: Postboard is back in its server.")
    ]
    assert (await service.ctx.store.get_game(game)).hold is None
    assert await service.ctx.store.servers_with_stray_holds() == []
