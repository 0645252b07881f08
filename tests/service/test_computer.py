"""The computer as a player and as an adviser (issue 8), through the service."""

from __future__ import annotations

import logging
import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from ai import Level, Observation, SearchResult, ThinkingTimeout, choose_move, level_for
from rules import GAMES
from service import Asked, NotAllowed, Service, ServiceContext, Settled, UserRef
from service.challenges.desk import MAX_COMPUTER_GAMES_PER_USER
from service.challenges.terms import ChallengeTerms
from service.results import GameStarted
from storage.sqlite import open_store
from tests.service.conftest import ALICE, BOB, Clock
from tests.service.spoken import said
from tests.service.support import new_game
from tests.service.test_agreements import Held, held_until
from tests.service.test_plateau_privacy import leaks, secrets, truth

COMPUTER = 99


class InlineThinker:
    """The search in this process (the bot uses a process pool): deterministic and quick."""

    def __init__(self, *, time_out: bool = False) -> None:
        self.searched: list[tuple[Observation, Level]] = []
        self.keys: list[object] = []
        self.time_out = time_out

    async def think(
        self, observation: Observation, level: Level, seed: int, *, key: object = None
    ) -> SearchResult:
        self.searched.append((observation, level))
        self.keys.append(key)
        if self.time_out:
            raise ThinkingTimeout("the worker missed its cap")
        return choose_move(observation, level.scaled(0.1), seed)  # the same search, quicker


@pytest.fixture
def thinker() -> InlineThinker:
    return InlineThinker()


@pytest.fixture
async def service(tmp_path: Path, thinker: InlineThinker) -> AsyncIterator[Service]:
    store = await open_store(tmp_path / "computer.db")
    service = Service(ServiceContext(store, rng=random.Random(3), clock=Clock()), thinker)
    await service.remember(ALICE, "alice")
    await service.remember(BOB, "bob")
    await service.remember(COMPUTER, "Postboard")
    yield service
    await store.close()


async def versus_computer(
    service: Service, game: str = "pinch", *, level: int = 1, first: str = "challenger", **options
) -> GameStarted:
    return await service.challenges.play_computer(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        computer_id=COMPUTER,
        terms=ChallengeTerms(
            game=game,
            options=options or ({"size": 9} if game == "pinch" else {}),
            level=level,
            first=first,
        ),
    )


async def log_of(service: Service, game_id: int) -> list[str]:
    return [m.notation for m in await service.ctx.store.moves(game_id)]


async def test_the_computer_answers_a_move_through_the_same_path(
    service: Service, thinker: InlineThinker
) -> None:
    started = await versus_computer(service, level=2)
    assert started.game.players == (ALICE, COMPUTER) and not started.computer_to_move
    assert "Postboard (level 2)" in started.thread_name
    update = await service.games.move(Asked(game_id=started.game.id, asked_by=ALICE), "e5")
    assert update.computer_to_move and update.ping_user_id == COMPUTER
    answer = await service.computer.play_turn(started.game.id)
    assert answer is not None and not answer.computer_to_move
    assert said(answer.text).startswith("Postboard (level 2) played ")
    assert answer.ping_user_id == ALICE
    log = await log_of(service, started.game.id)
    assert len(log) == 2 and log[0] == "e5"
    [(observation, level)] = thinker.searched
    assert level.number == 2 and observation.seat == 1
    assert await service.computer.play_turn(started.game.id) is None, "not its turn any more"


async def test_the_computer_moving_first_is_owed_a_move(service: Service) -> None:
    started = await versus_computer(service, first="opponent")
    assert started.game.players == (COMPUTER, ALICE) and started.computer_to_move
    assert "moves first; its move follows" in said(started.text)
    assert await service.computer.waiting() == [started.game.id]
    update = await service.computer.play_turn(started.game.id)
    assert update is not None and update.ping_user_id == ALICE
    assert await service.computer.waiting() == []


async def test_a_game_against_the_computer_has_no_clock_unless_asked(service: Service) -> None:
    started = await versus_computer(service)
    assert await service.ctx.store.get_clock(started.game.id) is None
    timed = await service.challenges.play_computer(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        computer_id=COMPUTER,
        terms=ChallengeTerms(game="pinch", options={"size": 9}, clock="brisk"),
    )
    assert await service.ctx.store.get_clock(timed.game.id) is not None


@pytest.mark.parametrize("level", [0, 6, -1])
async def test_levels_are_one_to_five(service: Service, level: int) -> None:
    with pytest.raises(NotAllowed, match="level must be 1 .* to 5"):
        await versus_computer(service, level=level)
    assert await service.ctx.store.count_games() == 0


async def test_other_bots_cannot_be_challenged(service: Service) -> None:
    with pytest.raises(NotAllowed, match="Other bots cannot play"):
        await service.challenges.create(
            guild_id=1,
            channel_id=2,
            challenger=UserRef(ALICE),
            opponent=UserRef(555, is_bot=True),
            terms=ChallengeTerms(game="pinch", options={}),
        )


async def test_a_refused_game_is_refused_for_the_computer_too(service: Service) -> None:
    await service.config.update(1, games="les")
    with pytest.raises(NotAllowed, match="not played in this server"):
        await versus_computer(service)


async def test_a_missed_time_cap_still_gets_a_move(tmp_path: Path) -> None:
    """The pool's hard cap fired: the computer plays a quick in-process search instead."""
    store = await open_store(tmp_path / "capped.db")
    try:
        slow = InlineThinker(time_out=True)
        service = Service(ServiceContext(store, rng=random.Random(3), clock=Clock()), slow)
        started = await versus_computer(service, first="opponent", level=5)
        update = await service.computer.play_turn(started.game.id)
        assert update is not None and len(await log_of(service, started.game.id)) == 1
        assert [level.number for _, level in slow.searched] == [5]
    finally:
        await store.close()


async def test_without_a_thinker_the_computer_is_unavailable(service: Service) -> None:
    bare = Service(service.ctx)
    started = await versus_computer(service, first="opponent")
    with pytest.raises(NotAllowed, match="not available"):
        await bare.computer.play_turn(started.game.id)


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("pinch", {"size": 9}),
        ("pletore", {"size": 5, "komi": 3}),
        ("les", {"size": 4}),
        ("plakoto", {"match_length": 1}),
        ("plateau", {}),
    ],
)
async def test_a_whole_game_against_the_computer(
    service: Service, thinker: InlineThinker, game: str, options: dict[str, object]
) -> None:
    """Alice plays random legal moves; the computer answers each until the game ends, at
    its level as that game plays it (Plakoto's levels slip by design)."""
    started = await versus_computer(service, game, **options)
    game_id = started.game.id
    rng = random.Random(5)
    for _ in range(400):
        record = await service.ctx.store.get_game(game_id)
        if record.status != "active":
            break
        if record.to_move == 1:
            update = await service.computer.play_turn(game_id)
            assert update is not None
            assert all(view.user_id != COMPUTER for view in update.private_views)
            continue
        replay = await service.games.replay_of(record)
        move = rng.choice(replay.legal_moves())
        await service.games.move(Asked(game_id=game_id, asked_by=ALICE), str(move))
    record = await service.ctx.store.get_game(game_id)
    assert record.status == "finished"
    log = await log_of(service, game_id)
    engine = GAMES[game]
    state = engine.initial(record.options)
    for line in log:
        state = engine.apply(state, engine.parse_move(state, line))
    assert engine.outcome(state) is not None
    assert {level for _, level in thinker.searched} == {level_for(game, 1)}


async def test_plateau_private_views_go_to_the_person_only(service: Service) -> None:
    started = await versus_computer(service, "plateau")
    assert [view.user_id for view in started.private_views] == [ALICE]


# -- agreements with the computer ---------------------------------------------------


async def test_the_computer_takes_no_draw_and_no_takeback(service: Service) -> None:
    started = await versus_computer(service, "pletore", size=5, komi=3)
    with pytest.raises(NotAllowed, match="takes no draw offers"):
        await service.agreements.propose(Asked(game_id=started.game.id, asked_by=ALICE), "draw")
    await service.games.move(Asked(game_id=started.game.id, asked_by=ALICE), "c3")
    with pytest.raises(NotAllowed, match="does not take moves back"):
        await service.agreements.propose(Asked(game_id=started.game.id, asked_by=ALICE), "takeback")


async def test_the_computer_grants_a_pause_at_once(service: Service) -> None:
    started = await service.challenges.play_computer(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        computer_id=COMPUTER,
        terms=ChallengeTerms(
            game="pinch", options={"size": 9}, clock="standard", first="challenger"
        ),
    )
    settled = await service.agreements.propose(
        Asked(game_id=started.game.id, asked_by=ALICE), "pause"
    )
    assert isinstance(settled, Settled) and "paused" in said(settled.text)
    clock = await service.ctx.store.get_clock(started.game.id)
    assert clock is not None and clock.paused


async def test_a_pause_asked_as_the_computer_moves_pauses_after_its_move(
    service: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Hardening item 8: the computer grants a pause at any ply, so a move of its own that
    lands between the pause's read and its write only means the clock is read again."""
    started = await service.challenges.play_computer(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        computer_id=COMPUTER,
        terms=ChallengeTerms(
            game="pinch", options={"size": 9}, clock="standard", first="challenger"
        ),
    )
    game = started.game.id
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    held = Held(service.ctx.store.put_clock)
    monkeypatch.setattr(service.ctx.store, "put_clock", held)
    pausing = service.agreements.propose(Asked(game_id=game, asked_by=ALICE), "pause")
    settled = await held_until(held, pausing, service.computer.play_turn(game))
    assert isinstance(settled, Settled) and "paused" in said(settled.text) and held.calls == 2
    clock = await service.ctx.store.get_clock(game)
    assert clock is not None and clock.paused and clock.ply == 2 and clock.deadline_at is None


async def test_a_rematch_against_the_computer_starts_at_once(service: Service) -> None:
    started = await versus_computer(service, level=4)
    await service.games.resign(Asked(game_id=started.game.id, asked_by=ALICE))
    again = await service.agreements.rematch(
        Asked(game_id=started.game.id, guild_id=1, asked_by=ALICE)
    )
    assert isinstance(again, GameStarted)
    assert again.game.players == (COMPUTER, ALICE), "seats swapped"
    computer = await service.games.computer_of(again.game)
    assert computer is not None and computer.level == 4 and computer.seat == 0


# -- hints --------------------------------------------------------------------------


async def people_game(service: Service, game: str = "pinch", *, rated: bool = False) -> int:
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(
            game=game,
            options={"size": 9} if game == "pinch" else {},
            first="challenger",
            rated=rated,
        ),
    )
    return (await service.challenges.accept(BOB, posted.challenge.id)).game.id


async def test_hints_are_off_by_default(service: Service, thinker: InlineThinker) -> None:
    game = await people_game(service)
    with pytest.raises(NotAllowed, match="Hints are off in this server"):
        await service.computer.hint(Asked(game_id=game, asked_by=ALICE))
    assert thinker.searched == []


async def test_rated_games_never_get_hints(service: Service, thinker: InlineThinker) -> None:
    await service.config.update(1, hints=3)
    game = await people_game(service, rated=True)
    with pytest.raises(NotAllowed, match=f"Game #{game} is rated; hints are never given"):
        await service.computer.hint(Asked(game_id=game, asked_by=ALICE))
    assert thinker.searched == []


async def test_a_hint_searches_under_its_game_so_games_take_turns(
    service: Service, thinker: InlineThinker
) -> None:
    await service.config.update(1, hints=3)
    game = await people_game(service)
    await service.computer.hint(Asked(game_id=game, asked_by=ALICE))
    assert thinker.keys == [game]


async def test_a_hint_is_a_legal_move_for_the_asker_only(
    service: Service, thinker: InlineThinker
) -> None:
    await service.config.update(1, hints=3)
    game = await people_game(service)
    hint = await service.computer.hint(Asked(game_id=game, asked_by=ALICE))
    move = said(hint.text).split("**")[1]
    state = GAMES["pinch"].initial({"size": 9})
    assert move in {str(m) for m in GAMES["pinch"].legal_moves(state)}
    assert f"<@{ALICE}> asked the computer for a hint" in said(hint.notice)
    assert move not in said(hint.notice), "the thread learns that a hint was used, not which"
    assert [level.number for _, level in thinker.searched] == [3]
    assert await log_of(service, game) == [], "a hint plays nothing"


async def test_hints_only_on_your_turn_in_your_running_game(service: Service) -> None:
    await service.config.update(1, hints=3)
    game = await people_game(service)
    with pytest.raises(NotAllowed, match="not your turn"):
        await service.computer.hint(Asked(game_id=game, asked_by=BOB))
    with pytest.raises(NotAllowed, match="not playing in game"):  # in the game's server
        await service.computer.hint(Asked(game_id=game, guild_id=1, asked_by=COMPUTER + 1))
    await service.games.resign(Asked(game_id=game, asked_by=BOB))
    with pytest.raises(NotAllowed, match="is over"):
        await service.computer.hint(Asked(game_id=game, asked_by=ALICE))


async def test_a_plateau_hint_searches_the_askers_view_only(
    service: Service, thinker: InlineThinker
) -> None:
    await service.config.update(1, hints=3)
    game = await people_game(service, "plateau")
    await service.computer.hint(Asked(game_id=game, asked_by=ALICE))
    [(observation, _)] = thinker.searched
    assert observation.hidden and observation.state is None and observation.seat == 0


async def test_hints_can_be_turned_off_again(service: Service) -> None:
    await service.config.update(1, hints=3)
    shown = said(await service.config.update(1, reset="hints"))
    assert "**hints**: off" in shown
    game = await people_game(service)
    with pytest.raises(NotAllowed, match="Hints are off"):
        await service.computer.hint(Asked(game_id=game, asked_by=ALICE))


async def test_a_game_outside_a_server_gets_no_hint(
    service: Service, thinker: InlineThinker
) -> None:
    game = await new_game(service, guild_id=None)
    with pytest.raises(NotAllowed, match=f"Game #{game} is not played in a server; hints"):
        await service.computer.hint(Asked(game_id=game, asked_by=ALICE))
    assert thinker.searched == []


async def test_the_computers_plateau_pieces_never_leak(
    service: Service, caplog: pytest.LogCaptureFixture
) -> None:
    """What the computer opens and onboards is as hidden as a person's: its posts, the
    person's DMs and the log lines show only the public echo."""
    caplog.set_level(logging.INFO)
    started = await versus_computer(service, "plateau", first="opponent")
    game_id = started.game.id
    rng = random.Random(11)
    for _ in range(60):
        record = await service.ctx.store.get_game(game_id)
        if record.status != "active":
            break
        if record.to_move == 0:
            update = await service.computer.play_turn(game_id)
            assert update is not None
            if update.finished:
                break  # the end reveals the full record, by design
            computer_secrets = secrets(await truth(service, game_id))[0]
            assert not leaks(said(update.text), computer_secrets), said(update.text)
            for view in update.private_views:
                assert view.user_id == ALICE and not leaks(said(view.text), computer_secrets)
            board = await service.games.board(Asked(game_id=game_id))
            assert not leaks(said(board.text), computer_secrets)
            for entry in caplog.records:
                assert not leaks(entry.getMessage(), computer_secrets)
            continue
        replay = await service.games.replay_of(record)
        await service.games.move(
            Asked(game_id=game_id, asked_by=ALICE), str(rng.choice(replay.legal_moves()))
        )
    assert secrets(await truth(service, game_id))[0], "the computer did hide pieces"


# -- limits (hardening item 10) -------------------------------------------------------


async def test_a_player_may_run_only_so_many_games_against_the_computer(service: Service) -> None:
    started = [await versus_computer(service) for _ in range(MAX_COMPUTER_GAMES_PER_USER)]
    numbers = ", ".join(f"#{s.game.id}" for s in started)
    with pytest.raises(NotAllowed, match=f"already have 5 games against the computer .*{numbers}"):
        await versus_computer(service)
    game = started[0].game.id
    await service.games.resign(Asked(game_id=game, asked_by=ALICE))
    again = await service.agreements.rematch(Asked(game_id=game, guild_id=1, asked_by=ALICE))
    assert isinstance(again, GameStarted), "one finished: room for one more"
    with pytest.raises(NotAllowed, match="already have 5"):  # a rematch is a new game too
        await service.agreements.rematch(Asked(game_id=game, guild_id=1, asked_by=ALICE))
    posted = await service.challenges.create(  # people are not counted
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game="pinch", options={"size": 9}),
    )
    assert posted.challenge.opponent_id == BOB


async def test_the_computers_level_is_written_in_the_servers_language(service: Service) -> None:
    await service.config.update(1, language="es")
    started = await versus_computer(service, level=3)
    assert "Postboard (nivel 3)" in started.thread_name, started.thread_name


async def test_a_player_never_seen_is_named_in_the_servers_language(service: Service) -> None:
    """A stranger's stand-in is words too; their id stays digits, never 1.234.567."""
    await service.config.update(1, language="de")
    stranger = 1234567
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(stranger),
        terms=ChallengeTerms(game="pinch", options={"size": 9}, first="challenger"),
    )
    started = await service.challenges.accept(stranger, posted.challenge.id)
    assert "Spieler 1234567" in started.thread_name, started.thread_name
