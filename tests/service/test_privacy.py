"""Data rights in the service (issue 32.5), on both engines: what is kept and why, all of
it as one JSON file (never an opponent's hidden faces), and forgetting a player: their
running games resigned (against the computer: aborted) as any resignation is, their
challenges withdrawn, their own rows erased, and their finished games kept for their
opponents under a former player, in this process and in another one at once."""

from __future__ import annotations

import asyncio
import json
import random
from datetime import timedelta
from pathlib import Path

import pytest

from rules.replay import Replay
from service import Asked, Conflict, NotAllowed, Service, ServiceContext, UserRef
from service.challenges.terms import ChallengeTerms
from service.moderation.rights import Rights
from service.privacy.desk import CONFIRM_FOR, Forgotten
from service.privacy.export import FORMAT
from storage import open_store
from tests.service.conftest import ALICE, BOB, Clock, Pair
from tests.service.spoken import said
from tests.service.support import later, new_game
from tests.service.test_notify_settings import notify
from tests.service.test_plateau_privacy import PLATEAU, leaks, secrets, truth
from tests.service.test_plateau_privacy import new_game as new_plateau_game
from words import ENGLISH
from words.plain import fitted_alt

CAROL = 33
COMPUTER = 99
MOD = 77
GUILD = 1
TERMS = ChallengeTerms(game="pinch", options={"size": 9}, first="challenger")


async def challenge(service: Service, challenger: int, opponent: int, **terms: object) -> int:
    posted = await service.challenges.create(
        guild_id=GUILD,
        channel_id=2,
        challenger=UserRef(challenger),
        opponent=UserRef(opponent),
        terms=ChallengeTerms(game="pinch", options={"size": 9}, first="challenger", **terms),  # type: ignore[arg-type]
    )
    return posted.challenge.id


async def finished_game(service: Service) -> int:
    """Alice (seat 0) plays e5, Bob resigns: a game Alice won."""
    game = await new_game(service)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    await service.games.resign(Asked(game_id=game, asked_by=BOB))
    return game


async def forget(service: Service, user: int) -> Forgotten:
    asked = await service.privacy.ask_to_forget(user)
    assert asked.token is not None, said(asked.text)
    return await service.privacy.forget(user, asked.token)


def exported(data: bytes) -> dict:  # type: ignore[type-arg]
    document = json.loads(data.decode("utf-8"))
    assert isinstance(document, dict)
    return document


async def test_what_is_kept_names_why_and_how_long(service: Service) -> None:
    text = said(service.privacy.about())
    assert text.startswith("What Postboard keeps about you, why, and for how long:")
    for part in ("Your name", "Your games", "whom you blocked", "Your rating", "e-mail"):
        assert part in text, part
    assert "Kept until you are forgotten" in text and "former player" in text
    assert "`/privacy export`" in text and "`/privacy forget`" in text
    assert "`/email unlink`" in text


async def test_the_export_is_every_row_as_sorted_json_with_iso_times(service: Service) -> None:
    game = await finished_game(service)
    await notify(service, ALICE, "email")
    await service.blocks.block(ALICE, CAROL)
    await service.blocks.block(CAROL, ALICE)
    running = await new_game(service)
    await challenge(service, ALICE, 44)
    file = await service.privacy.export(ALICE)
    assert file.filename == f"postboard-data-{ALICE}.json"
    text = file.data.decode("utf-8")
    document = exported(file.data)
    assert json.dumps(document, ensure_ascii=False, sort_keys=True, indent=2) + "\n" == text
    assert document["format"] == FORMAT and document["user_id"] == ALICE
    assert document["exported_at"] == service.ctx.clock().isoformat()
    stored = document["stored"]
    assert stored["user_names"] == [
        {"user_id": ALICE, "display_name": "alice", "seen_at": stored["user_names"][0]["seen_at"]}
    ]
    assert stored["user_names"][0]["seen_at"].startswith("2026-05-01T00:00:00")
    assert stored["email_addresses"][0]["address"] == f"u{ALICE}@example.org"
    assert [b["blocked_id"] for b in stored["blocks"]] == [CAROL], "carol's block is carol's"
    assert {c["opponent_id"] for c in stored["challenges"]} == {BOB, 44}
    assert {"table": "email_addresses", "column": "code_hash"} in document["withheld"]
    games = {entry["id"]: entry for entry in document["games"]}
    won = games[game]
    assert won["result"] == "won" and won["your_seat"] == 0 and won["termination"] == "resignation"
    assert won["opponent"] == {
        "user_id": BOB,
        "name": "bob",
        "former_player": False,
        "computer_level": None,
    }
    assert won["record"].startswith("# [") and "\ne5\nresign 1\n" in won["record"]
    assert games[running]["result"] is None and games[running]["status"] == "active"
    assert said(file.text).startswith("Everything Postboard keeps about you, as one JSON file")
    assert "your 2 games" in said(file.text)

    nobody = await service.privacy.export(CAROL + 1)
    assert exported(nobody.data)["games"] == []
    assert said(nobody.text) == "Postboard keeps nothing about you: the file only has its headings."


async def test_the_export_never_names_an_opponents_hidden_faces(service: Service) -> None:
    """Plateau: while the game runs, alice's file holds its record as the public echo;
    no move that names a hidden piece, bob's or hers, is in it."""
    game = await new_plateau_game(service)
    rng = random.Random(32)
    for _ in range(16):
        replay = await truth(service, game)
        seat = replay.to_move
        assert isinstance(seat, int)
        move = str(rng.choice(replay.legal_moves()))
        await service.games.move(Asked(game_id=game, asked_by=(ALICE, BOB)[seat]), move)
    hidden = secrets(await truth(service, game))
    assert hidden[1], "bob has hidden pieces on the board"
    for user in (ALICE, BOB):
        text = (await service.privacy.export(user)).data.decode("utf-8")
        assert not leaks(text, hidden[0] | hidden[1]), text
        [entry] = exported((await service.privacy.export(user)).data)["games"]
        assert entry["record"] is not None and "hidden faces are shown as ?" in entry["record"]
    finished = await service.games.resign(Asked(game_id=game, asked_by=ALICE))
    assert finished.finished
    replay: Replay = await truth(service, game)
    full = exported((await service.privacy.export(ALICE)).data)["games"][0]["record"]
    assert full.endswith("\n".join(str(p.move) for p in replay.history) + "\n"), "over: all of it"
    assert PLATEAU.name == "plateau"


async def test_forgetting_resigns_aborts_withdraws_and_keeps_the_finished_games(
    service: Service,
) -> None:
    await service.remember(COMPUTER, "Postboard")
    won = await finished_game(service)
    await notify(service, ALICE, "email")
    against_bob = await new_game(service)
    computer = await service.challenges.play_computer(
        guild_id=GUILD,
        channel_id=2,
        challenger=UserRef(ALICE),
        computer_id=COMPUTER,
        terms=ChallengeTerms(game="pinch", options={"size": 9}, level=1, first="challenger"),
    )
    pending = await challenge(service, CAROL, ALICE)
    seek = await service.seeks.post(guild_id=GUILD, channel_id=2, seeker_id=ALICE, terms=TERMS)

    asked = await service.privacy.ask_to_forget(ALICE)
    question = said(asked.text)
    assert question.startswith("Forget you? This erases your name")
    assert f"Your running game #{against_bob} is resigned" in question
    assert f"Your game #{computer.game.id} against the computer is aborted" in question
    assert "Your 2 pending challenges and tournament entries are withdrawn." in question
    assert "**Forget me** forgets you now; **Keep everything** keeps everything." in question
    assert "This question stands for 15 minutes." in question
    assert asked.token is not None
    assert (await service.ctx.store.get_game(against_bob)).status == "active", "nothing yet"

    done = await service.privacy.forget(ALICE, asked.token)
    assert done.done
    text = said(done.text)
    assert text.startswith("Done: Postboard has forgotten you.")
    assert "2 games were ended." in text and "2 challenges were withdrawn." in text
    ended = {update.game.id: update for update in done.updates}
    assert set(ended) == {against_bob, computer.game.id} and all(u.finished for u in ended.values())
    resigned = await service.ctx.store.get_game(against_bob)
    assert (resigned.termination, resigned.winner) == ("resignation", 1), "bob won"
    assert said(ended[against_bob].text).startswith("alice resigned — **bob wins game #")
    aborted = await service.ctx.store.get_game(computer.game.id)
    assert aborted.termination == "aborted" and aborted.winner is None
    assert {c.challenge.id for c in done.closed} == {pending, seek.seek.id}
    assert (await service.ctx.store.get_challenge(pending)).status == "declined"
    assert (await service.ctx.store.get_seek(seek.seek.id)).status == "cancelled"

    store = service.ctx.store
    assert (await store.export_user(ALICE)).empty, "nothing is left under her id"
    assert await store.get_email(ALICE) is None and await store.user_names([ALICE]) == {}
    kept = await store.get_game(won)
    tombstone = kept.players[0]
    assert tombstone < 0 and kept.players[1] == BOB and kept.winner == 0
    assert (await store.get_game(against_bob)).players[0] == tombstone, "one tombstone each"
    history = await service.records.history(Asked(game_id=won, guild_id=GUILD, asked_by=BOB))
    assert '# [Seat0 "former player"]' in history.record
    assert "alice" not in history.record
    assert "former player vs bob" in said(history.text)
    theirs = exported((await service.privacy.export(BOB)).data)["games"]
    assert [g["opponent"]["name"] for g in theirs] == [None, None]
    assert all(g["opponent"]["former_player"] for g in theirs)
    assert all(g["opponent"]["user_id"] is None for g in theirs)
    with pytest.raises(NotAllowed) as rematch:
        await service.agreements.rematch(Asked(game_id=won, guild_id=GUILD, asked_by=BOB))
    assert said(rematch.value) == (
        "That player asked Postboard to forget them: there is no one to play."
    )


async def test_forgetting_twice_is_harmless_and_says_so(service: Service) -> None:
    await finished_game(service)
    asked = await service.privacy.ask_to_forget(BOB)
    assert asked.token is not None
    first = await service.privacy.forget(BOB, asked.token)
    assert first.done
    again = await service.privacy.forget(BOB, asked.token)  # the button pressed again
    assert not again.done and again.updates == () and again.closed == ()
    nothing = "Postboard keeps nothing about you, so there is nothing to forget."
    assert said(again.text) == nothing
    ask_again = await service.privacy.ask_to_forget(BOB)
    assert ask_again.token is None and said(ask_again.text) == nothing
    games = await service.ctx.store.games_for_user(ALICE, active_only=False)
    assert len(games) == 1 and games[0].players[0] == ALICE, "alice's game whole"


async def test_an_old_or_outdated_question_is_asked_again(service: Service) -> None:
    await finished_game(service)
    asked = await service.privacy.ask_to_forget(ALICE)
    assert asked.token is not None
    later(service, seconds=CONFIRM_FOR.total_seconds() + 1)
    with pytest.raises(Conflict) as old:
        await service.privacy.forget(ALICE, asked.token)
    assert said(old.value) == (
        "This question to forget you is more than 15 minutes old: `/privacy forget` asks it again."
    )
    asked = await service.privacy.ask_to_forget(ALICE)
    assert asked.token is not None
    game = await new_game(service)  # a game began since the question listed none
    with pytest.raises(Conflict) as changed:
        await service.privacy.forget(ALICE, asked.token)
    assert "Your running games changed since this question was asked" in said(changed.value)
    forgeries = ("", "x.y", "99999999999999.abc", "99999999999.abc", "٣٣.abc")
    for forged in (*forgeries, asked.token.split(".")[0]):
        with pytest.raises(Conflict, match="more than 15 minutes old|changed since"):
            await service.privacy.forget(ALICE, forged)
    assert (await service.ctx.store.get_game(game)).status == "active"
    assert await service.ctx.store.user_names([ALICE]) == {ALICE: "alice"}, "nothing forgotten"


async def test_a_tournament_entry_is_withdrawn_through_its_desk(service: Service) -> None:
    from tests.service.test_tournaments import create

    tid = await create(service, "round_robin")
    for user in (ALICE, BOB, CAROL):
        await service.tournaments.join(tid, user, GUILD)
    later(service, days=1)
    await service.tournaments.sweep()
    done = await forget(service, ALICE)
    assert done.done and len(done.updates) == 2, "her two games resigned as forfeits"
    entrants = {e.user_id: e for e in await service.ctx.store.entrants(tid)}
    assert ALICE not in entrants
    [former] = [user for user in entrants if user < 0]
    assert entrants[former].withdrawn_at is not None
    shown = await service.tournaments.show(tid, GUILD)
    assert shown.image is not None and shown.image.alt is not None
    table = fitted_alt(shown.image.alt.full, shown.image.alt.brief, ENGLISH)
    assert "former player" in table and "alice" not in table, table
    assert "<@-" not in said(shown.text)


async def test_mail_to_a_forgotten_address_stops(service: Service) -> None:
    await notify(service, ALICE, "email")
    game = await new_game(service)
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    await service.games.move(Asked(game_id=game, asked_by=BOB), "d4")  # alice's turn: mailed
    assert await service.ctx.store.mail_waiting() >= 1
    await forget(service, ALICE)
    assert await service.ctx.store.user_for_address(f"u{ALICE}@example.org") is None
    claimed = await service.ctx.store.claim_mail(
        service.ctx.clock(), service.ctx.clock() + timedelta(minutes=5), 50
    )
    assert [mail for mail in claimed if mail.user_id == ALICE] == [], "nothing more to her"


async def test_another_process_sees_the_former_player_at_once(tmp_path: Path) -> None:
    """Two services on one SQLite file, as two processes: the second had shown alice's
    name (and drawn her game's page) before the first forgot her; it shows a former
    player on its next request, its caches notwithstanding."""
    path = str(tmp_path / "two.db")
    clock = Clock()
    stores = [await open_store(path), await open_store(path)]
    first, second = (
        Service(ServiceContext(store, rng=random.Random(seed), clock=clock))
        for seed, store in enumerate(stores)
    )
    try:
        await first.remember(ALICE, "alice")
        await first.remember(BOB, "bob")
        await first.ctx.store.see_channel(
            guild_id=GUILD, channel_id=2, home_id=2, everyone_reads=True, seen_at=clock()
        )
        game = await finished_game(first)
        key = await second.spectators.game_key(GUILD, game)
        before = await second.spectators.game(GUILD, game, key)
        assert before.names == ("alice", "bob")
        history = await second.records.history(Asked(game_id=game, asked_by=BOB))
        assert "alice" in history.record
        assert (await forget(first, ALICE)).done
        after = await second.spectators.game(GUILD, game, key)
        assert after.names == ("former player", "bob") and after.version != before.version
        history = await second.records.history(Asked(game_id=game, asked_by=BOB))
        assert "alice" not in history.record and "former player" in history.record
        listed = await second.spectators.server(GUILD, await second.spectators.server_key(GUILD))
        assert [g.names for g in listed.finished] == [("former player", "bob")]
        assert (await second.ctx.store.export_user(ALICE)).empty
        gone = await second.privacy.ask_to_forget(ALICE)
        assert gone.token is None, "the other process finds nothing to forget either"
    finally:
        for store in stores:
            await store.close()


async def test_two_processes_forgetting_at_once_forget_once(two: Pair) -> None:
    """PostgreSQL, two services as two processes, both confirming at once: one forgets,
    the other finds nothing left, and the game carries exactly one tombstone."""
    first, second = two
    game = await finished_game(first)
    asked = [await service.privacy.ask_to_forget(ALICE) for service in two]
    tokens = [a.token for a in asked]
    assert None not in tokens
    done = await asyncio.gather(
        first.privacy.forget(ALICE, tokens[0] or ""), second.privacy.forget(ALICE, tokens[1] or "")
    )
    assert sorted(d.done for d in done) == [False, True]
    [nothing] = [d for d in done if not d.done]
    assert said(nothing.text) == "Postboard keeps nothing about you, so there is nothing to forget."
    players = (await second.ctx.store.get_game(game)).players
    assert players[0] < 0 and players[1] == BOB
    assert (await first.ctx.store.export_user(players[0])).rows("games")[0]["id"] == game


async def test_a_game_on_hold_forgets_nothing_until_it_is_released(service: Service) -> None:
    """A game a moderator paused refuses a resignation: forgetting names it and forgets
    nothing, bob's game and alice's rows as they were; once resumed, it goes through."""
    game = await new_game(service)
    moderator = Rights(user_id=MOD, guild_id=GUILD, manages_server=True)
    await service.moderation.pause(
        Asked(game_id=game, guild_id=GUILD, asked_by=MOD), moderator, "a dispute"
    )
    asked = await service.privacy.ask_to_forget(ALICE)
    assert asked.token is not None
    stuck = await service.privacy.forget(ALICE, asked.token)
    assert not stuck.done and stuck.updates == ()
    assert said(stuck.text).startswith(
        f"Nothing was forgotten: #{game} could not be ended just now. A game the server's "
        "moderators put on hold ends only once they release it"
    )
    assert (await service.ctx.store.get_game(game)).players == (ALICE, BOB)
    assert await service.ctx.store.user_names([ALICE]) == {ALICE: "alice"}

    await service.moderation.resume(Asked(game_id=game, guild_id=GUILD, asked_by=MOD), moderator)
    done = await forget(service, ALICE)
    assert done.done and [u.game.id for u in done.updates] == [game]

    # the moderator's rulings stay with the game, under a former player once forgotten
    assert (await forget(service, MOD)).done, "a moderator has rows about them: rulings"
    rulings = await service.ctx.store.rulings_of(game)
    assert [r.action for r in rulings] == ["pause", "resume"]
    assert all(r.moderator_id < 0 for r in rulings) and len({r.moderator_id for r in rulings}) == 1


async def test_a_tombstone_taken_is_drawn_again(service: Service) -> None:
    won = await finished_game(service)
    assert (await forget(service, ALICE)).done
    taken = (await service.ctx.store.get_game(won)).players[0]
    draws = iter([-taken, 12345])  # the first draw is alice's tombstone again
    service.ctx.rng.randrange = lambda *_: next(draws)  # type: ignore[method-assign]
    assert (await forget(service, BOB)).done
    players = (await service.ctx.store.get_game(won)).players
    assert players == (taken, -12345), "bob got the second draw, the first being taken"
