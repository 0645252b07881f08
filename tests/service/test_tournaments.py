"""Tournaments on both engines: a round robin and a Swiss played to the end through the
ordinary game path, withdrawals and time forfeits, bad input, and races decided in the
database (two sweeps, two joins)."""

from __future__ import annotations

import asyncio
import re
from collections import Counter

import pytest

from bot.fitting import fitted_text
from bot.words import say as discord_text
from rendering.standings import Table
from service import Asked, Conflict, NotAllowed, NotFound, Service, ServiceError
from service.results import GameStarted, GameUpdate
from service.tournaments.entry import Plan
from service.tournaments.news import TournamentNews
from tests.service.conftest import Pair
from tests.service.support import later
from words import ENGLISH, Msg, Speech
from words.plain import fitted_alt


def said(speech: Speech) -> str:
    """What Discord shows of ``speech``, in English."""
    return discord_text(speech, ENGLISH)


ADMIN = 9
PLAYERS = (11, 22, 33, 44, 55, 66)
GUILD = 1


async def create(service: Service, kind: str, **plan: object) -> int:
    text = await service.tournaments.create(
        guild_id=GUILD,
        channel_id=2,
        user_id=ADMIN,
        admin=True,
        plan=Plan(game="pinch", kind=kind, options={"size": 9}, start="1d", **plan),  # type: ignore[arg-type]
    )
    found = re.search(r"Tournament #(\d+)", said(text))
    assert found, text
    return int(found[1])


async def running(service: Service, tournament_id: int, round_number: int | None = None):  # type: ignore[no-untyped-def]
    return [
        p
        for p in await service.ctx.store.pairings(tournament_id)
        if p.game_status == "active" and (round_number is None or p.round == round_number)
    ]


async def resign_all(service: Service, tournament_id: int, loser_seat: int = 1) -> None:
    """End every running game of the tournament: seat ``loser_seat`` resigns."""
    for p in await running(service, tournament_id):
        loser = p.player1_id if loser_seat == 1 else p.player0_id
        assert loser is not None and p.game_id is not None
        await service.games.resign(Asked(game_id=p.game_id, guild_id=GUILD, asked_by=loser))


def news(happened: list[object]) -> list[TournamentNews]:
    return [item for item in happened if isinstance(item, TournamentNews)]


def games(happened: list[object]) -> list[GameStarted]:
    return [item for item in happened if isinstance(item, GameStarted)]


async def test_a_round_robin_of_four_is_played_to_its_winner(
    service: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    tid = await create(service, "round_robin")
    for user in PLAYERS[:4]:
        assert "You joined" in said(await service.tournaments.join(tid, user, GUILD))
    with pytest.raises(Conflict, match="already in Tournament"):
        await service.tournaments.join(tid, PLAYERS[0], GUILD)
    assert await service.tournaments.sweep() == []  # not yet its start date
    later(service, days=1)
    started = await service.tournaments.sweep()
    assert "has begun with 4 players" in said(news(started)[0].text)
    opened = games(started)
    assert len(opened) == 6  # every pairing at once: each pair once
    pairs = Counter(frozenset(g.game.players) for g in opened)
    assert set(pairs.values()) == {1} and len(pairs) == 6
    whites = Counter(g.game.players[0] for g in opened)  # Berger: colours balanced
    assert sorted(whites.values()) == [1, 1, 2, 2]
    assert all(g.game.rated for g in opened)
    with pytest.raises(NotAllowed, match="has already begun"):
        await service.tournaments.join(tid, PLAYERS[4], GUILD)

    # every game but one ends by resignation of seat 1; the last by time, its seat 0
    # never having moved: a tournament game is lost on time, never aborted
    pairings = await running(service, tid)
    last = pairings[-1]
    for p in pairings[:-1]:
        assert p.player1_id is not None and p.game_id is not None
        await service.games.resign(Asked(game_id=p.game_id, guild_id=GUILD, asked_by=p.player1_id))
    assert news(await service.tournaments.sweep()) == []  # one game still runs
    later(service, days=4)
    await service.clocks.sweep()
    ended = await service.ctx.store.get_game(last.game_id or 0)
    assert (ended.status, ended.termination, ended.winner) == ("finished", "timeout", 1)

    final = news(await service.tournaments.sweep())
    assert len(final) == 1 and final[0].image is not None
    assert "is over" in said(final[0].text) and final[0].image.png.startswith(b"\x89PNG")
    assert await service.tournaments.sweep() == []  # announced once
    shown = await service.tournaments.show(tid, GUILD)
    assert "over" in said(shown.text) and shown.image is not None
    assert shown.image.alt is not None  # the table in words (issue 31.1)
    table = fitted_alt(shown.image.alt.full, shown.image.alt.brief, ENGLISH).splitlines()
    assert table[0].startswith(f"Standings of tournament #{tid}, ") and len(table) == 5
    assert table[1].startswith("1. ") and ", 0 drawn, " in table[1] and " won, " in table[1]
    record = await service.ctx.store.get_tournament(tid)
    assert record.status == "finished"
    await _drawn_in_the_servers_language(service, tid, monkeypatch)


async def _drawn_in_the_servers_language(
    service: Service, tid: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The standings image speaks the server's language (no English built in the core),
    and English where the board font cannot write the language (Greek)."""
    drawn: list[Table] = []
    monkeypatch.setattr(
        "service.tournaments.table.render_table", lambda table: drawn.append(table) or b"png"
    )
    await service.config.update(GUILD, language="es")
    await service.tournaments.show(tid, GUILD)
    spanish = drawn[-1]
    assert spanish.title.startswith(f"Torneo #{tid}: ")
    assert spanish.subtitle.endswith(" · liga a una vuelta · 4 jugadores · final")
    assert spanish.columns[1] == "Jugador" and spanish.columns[-1] == "G-T-P"
    assert spanish.footer.startswith("1 victoria, .5 tablas")
    await service.config.update(GUILD, language="el")
    await service.tournaments.show(tid, GUILD)
    assert drawn[-1].columns[1] == "Player", "the board font has no Greek letters"
    await service.config.update(GUILD, language="en")
    await service.tournaments.show(tid, GUILD)
    assert drawn[-1].subtitle.endswith(" · round robin · 4 players · final")


async def test_a_swiss_pairs_each_round_when_the_last_has_ended(service: Service) -> None:
    tid = await create(service, "swiss", rounds=3)
    for user in PLAYERS:
        await service.tournaments.join(tid, user, GUILD)
    with pytest.raises(NotAllowed, match="Only a server admin"):
        await service.tournaments.start(tid, guild_id=GUILD, user_id=PLAYERS[0], admin=False)
    begun = await service.tournaments.start(tid, guild_id=GUILD, user_id=ADMIN, admin=True)
    assert len(games(begun)) == 3 and "Swiss of 3 rounds" in said(news(begun)[0].text)
    met: set[frozenset[int]] = set()
    for g in games(begun):
        met.add(frozenset(g.game.players))

    await resign_all(service, tid, loser_seat=1)
    second = await service.tournaments.sweep()
    assert "Round 2 of 3" in said(news(second)[0].text) and len(games(second)) == 3
    # a player withdraws mid-round: their running game is resigned, and they are
    # paired no more; the others' finished games stand
    quitter = games(second)[0].game.players[0]
    withdrawn = await service.tournaments.leave(tid, quitter, GUILD)
    assert "You withdrew" in said(withdrawn.text) and len(withdrawn.updates) == 1
    assert withdrawn.updates[0].finished
    with pytest.raises(Conflict, match="already withdrawn"):
        await service.tournaments.leave(tid, quitter, GUILD)
    for g in games(second):
        assert frozenset(g.game.players) not in met, "no rematch"
        met.add(frozenset(g.game.players))

    await resign_all(service, tid, loser_seat=0)
    third = await service.tournaments.sweep()
    assert len(games(third)) == 2 and "has the bye" in said(news(third)[0].text)
    assert all(quitter not in g.game.players for g in games(third))
    for g in games(third):
        assert frozenset(g.game.players) not in met, "no rematch"

    await resign_all(service, tid, loser_seat=1)
    final = news(await service.tournaments.sweep())
    assert len(final) == 1 and "is over" in said(final[0].text)
    shot_lines = said((await service.tournaments.show(tid, GUILD)).text)
    assert "over" in shot_lines
    # 3 + 3 + 2 games and a bye: 9 points in all, computed from the stored results
    from service.tournaments.table import snapshot, table_of

    record = await service.ctx.store.get_tournament(tid)
    lines = table_of(await snapshot(service.ctx.store, record))
    assert sum(line.points for line in lines) == 9
    assert [line.withdrawn for line in lines].count(True) == 1
    assert lines[0].rank == 1 and lines[0].points >= lines[1].points


async def test_bad_input_gets_a_sentence(service: Service) -> None:
    plan = Plan(game="pinch", kind="swiss")
    with pytest.raises(NotAllowed, match="Only a server admin"):
        await service.tournaments.create(
            guild_id=GUILD, channel_id=2, user_id=PLAYERS[0], admin=False, plan=plan
        )
    for bad, message in [
        (Plan(game="pinch", kind="swiss", clock="none"), "needs a clock"),
        (Plan(game="pinch", kind="swiss", start="2001-01-01"), "already past"),
        (Plan(game="pinch", kind="swiss", start="tomorrow"), "is not a date"),
        (Plan(game="pinch", kind="round_robin", rounds=3), "rounds is for a Swiss"),
        (Plan(game="pinch", kind="round_robin", players=40), "takes 3 to 16 players"),
        (Plan(game="pinch", kind="swiss", double=True), "double is for a round robin"),
    ]:
        with pytest.raises(ServiceError, match=message):
            await service.tournaments.create(
                guild_id=GUILD, channel_id=2, user_id=ADMIN, admin=True, plan=bad
            )
    tid = await create(service, "swiss", players=3)
    with pytest.raises(NotFound, match="no tournament #"):
        await service.tournaments.join(tid, PLAYERS[0], GUILD + 1)  # another server's
    with pytest.raises(NotAllowed, match="needs at least 3"):
        await service.tournaments.start(tid, guild_id=GUILD, user_id=ADMIN, admin=True)
    for user in PLAYERS[:3]:
        await service.tournaments.join(tid, user, GUILD)
    with pytest.raises(NotAllowed, match="is full"):
        await service.tournaments.join(tid, PLAYERS[3], GUILD)
    assert "You left" in said((await service.tournaments.leave(tid, PLAYERS[2], GUILD)).text)
    with pytest.raises(NotFound, match="You are not in"):
        await service.tournaments.leave(tid, PLAYERS[2], GUILD)
    listed = fitted_text(await service.tournaments.list(GUILD), ENGLISH)
    assert f"#{tid}" in listed and "2 players" in listed
    # too few players by the start date: cancelled, and said so once
    later(service, days=1)
    told = news(await service.tournaments.sweep())
    assert len(told) == 1 and "did not start" in said(told[0].text)
    assert await service.tournaments.sweep() == []


async def test_a_tournament_game_cannot_be_aborted(service: Service) -> None:
    tid = await create(service, "round_robin")
    for user in PLAYERS[:3]:
        await service.tournaments.join(tid, user, GUILD)
    begun = await service.tournaments.start(tid, guild_id=GUILD, user_id=ADMIN, admin=True)
    game = games(begun)[0].game
    with pytest.raises(NotAllowed, match="cannot be aborted"):
        await service.agreements.abort(
            Asked(game_id=game.id, guild_id=GUILD, asked_by=game.players[1])
        )


async def test_two_sweeps_at_once_pair_a_round_once(two: Pair) -> None:
    first, second = two
    tid = await create(first, "swiss", rounds=2)
    joins = await asyncio.gather(
        *(s.tournaments.join(tid, user, GUILD) for user in PLAYERS[:4] for s in (first, second)),
        return_exceptions=True,
    )
    assert sum(isinstance(j, Msg) for j in joins) == 4  # each player joined once
    assert all(isinstance(j, Conflict) for j in joins if not isinstance(j, Msg))
    later(first, days=1)
    both = await asyncio.gather(first.tournaments.sweep(), second.tournaments.sweep())
    assert sum(len(games(h)) for h in both) == 2 and sum(len(news(h)) for h in both) == 1
    await resign_all(first, tid)
    both = await asyncio.gather(first.tournaments.sweep(), second.tournaments.sweep())
    assert sum(len(games(h)) for h in both) == 2
    assert [p.round for p in await first.ctx.store.pairings(tid)] == [1, 1, 2, 2]
    await resign_all(first, tid)
    both = await asyncio.gather(first.tournaments.sweep(), second.tournaments.sweep())
    assert sum(len(news(h)) for h in both) == 1, "the winner is announced once"


async def test_a_look_resigns_what_a_withdrawal_left_running(service: Service) -> None:
    """A withdrawal racing a round's pairing may leave a game of theirs running (the
    round was read before they left): the next look resigns it."""
    tid = await create(service, "round_robin")
    for user in PLAYERS[:3]:
        await service.tournaments.join(tid, user, GUILD)
    await service.tournaments.start(tid, guild_id=GUILD, user_id=ADMIN, admin=True)
    assert await service.ctx.store.withdraw_from_tournament(tid, PLAYERS[0], service.ctx.clock())
    later(service, hours=2)  # past the start's lease: looked at again
    told = await service.tournaments.sweep()
    resigned = [item for item in told if isinstance(item, GameUpdate)]
    assert len(resigned) == 2 and all(update.finished for update in resigned)
    assert all(PLAYERS[0] in update.game.players for update in resigned)


async def end_and_look(service: Service, game_id: int, loser: int) -> list[object]:
    """What a channel does when a player resigns: the result, then the look that
    telling it brings (`TournamentDesk.game_over`)."""
    update = await service.games.resign(Asked(game_id=game_id, guild_id=GUILD, asked_by=loser))
    assert update.finished
    return list(await service.tournaments.game_over(game_id))


async def test_the_end_is_told_with_the_last_result_not_a_sweep_later(service: Service) -> None:
    tid = await create(service, "round_robin")
    for user in PLAYERS[:3]:
        await service.tournaments.join(tid, user, GUILD)
    await service.tournaments.start(tid, guild_id=GUILD, user_id=ADMIN, admin=True)
    *others, last = await running(service, tid)
    for p in others:
        assert p.game_id is not None and p.player1_id is not None
        assert await end_and_look(service, p.game_id, p.player1_id) == []  # a game still runs
    assert last.game_id is not None and last.player1_id is not None
    told = news(await end_and_look(service, last.game_id, last.player1_id))
    assert len(told) == 1 and "is over" in said(told[0].text)  # no time passed: no sweep was due
    assert await service.tournaments.game_over(last.game_id) == []  # told once
    later(service, hours=2)
    assert await service.tournaments.sweep() == []


async def test_the_last_two_games_ended_at_once_by_two_processes_end_it_once(two: Pair) -> None:
    """Each process ends one of a round robin's last two games and looks right after, as
    its channel does: at least one sees both results, and exactly one tells the winner."""
    first, second = two
    tid = await create(first, "round_robin")
    for user in PLAYERS[:3]:
        await first.tournaments.join(tid, user, GUILD)
    await first.tournaments.start(tid, guild_id=GUILD, user_id=ADMIN, admin=True)
    done, *last_two = await running(first, tid)
    assert done.game_id is not None and done.player1_id is not None
    await end_and_look(first, done.game_id, done.player1_id)
    both = await asyncio.gather(
        *(
            end_and_look(service, p.game_id or 0, p.player1_id or 0)
            for service, p in zip((first, second), last_two, strict=True)
        )
    )
    told = [item for h in both for item in news(h)]
    assert len(told) == 1 and "is over" in said(told[0].text), both
    later(first, hours=2)
    swept = await asyncio.gather(first.tournaments.sweep(), second.tournaments.sweep())
    assert swept == [[], []]


async def test_a_round_ended_in_two_processes_at_once_is_paired_once(two: Pair) -> None:
    """Both results of a Swiss round written, then both processes look at the same time:
    the store lets one pair the next round, and each of its games starts once."""
    first, second = two
    tid = await create(first, "swiss", rounds=2)
    for user in PLAYERS[:4]:
        await first.tournaments.join(tid, user, GUILD)
    await first.tournaments.start(tid, guild_id=GUILD, user_id=ADMIN, admin=True)
    one, two_ = await running(first, tid, 1)
    assert one.game_id and one.player1_id and two_.game_id and two_.player1_id
    await asyncio.gather(
        first.games.resign(Asked(game_id=one.game_id, guild_id=GUILD, asked_by=one.player1_id)),
        second.games.resign(Asked(game_id=two_.game_id, guild_id=GUILD, asked_by=two_.player1_id)),
    )
    both = await asyncio.gather(
        first.tournaments.game_over(one.game_id), second.tournaments.game_over(two_.game_id)
    )
    paired = [item for h in both for item in news(h)]
    assert len(paired) == 1 and "Round 2 of 2" in said(paired[0].text), both
    assert sum(len(games(h)) for h in both) == 2
    assert [p.round for p in await first.ctx.store.pairings(tid)] == [1, 1, 2, 2]
