"""Conditional moves (issue 19, item 7): "if they play X, I reply Y", queued after your
move, seen by you alone, played at once when the opponent's move names X (whatever
channel it came from), dropped when it does not, by a takeback or by the end; never in
a game with dice or hidden information. Runs on both engines; the race of two
processes on PostgreSQL."""

from __future__ import annotations

import asyncio

import pytest

from service import Asked, Conflict, NotAllowed, Service, ServiceError, UserRef
from service.challenges.terms import ChallengeTerms
from service.results import GameUpdate
from tests.service.conftest import ALICE, BOB, Pair
from tests.service.spoken import said
from tests.service.support import later, new_game

ROUNDS = 10


async def start(service: Service, game: str, **options: object) -> int:
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game=game, options=dict(options), first="challenger"),
    )
    return (await service.challenges.accept(BOB, posted.challenge.id)).game.id


async def moves(service: Service, game_id: int) -> list[str]:
    return [m.notation for m in await service.ctx.store.moves(game_id)]


async def add(service: Service, game_id: int, their: str, reply: str, user: int = ALICE) -> str:
    return said(
        await service.premoves.add(Asked(game_id=game_id, guild_id=1, asked_by=user), their, reply)
    )


async def listed(service: Service, game_id: int, user: int = ALICE) -> str:
    return said(await service.premoves.show(Asked(game_id=game_id, guild_id=1, asked_by=user)))


async def test_a_matching_move_is_answered_at_once_as_a_normal_move(service: Service) -> None:
    game_id = await new_game(service)
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")
    queued = await add(service, game_id, "D4", "c3")
    assert "if they play `d4`, you reply `c3`" in queued and "only you" in queued
    assert "`d4` → you reply `c3`" in await listed(service, game_id)
    later(service, hours=2)
    update = await service.games.move(Asked(game_id=game_id, asked_by=BOB), "d4")
    assert await moves(service, game_id) == ["e5", "d4", "c3"]
    assert "bob played d4" in said(update.text)
    assert "alice played c3 — a conditional move, queued in advance." in said(update.text)
    assert said(update.text).endswith(f"<@{BOB}> to move.")
    assert update.ply == 3 and update.ping_user_id == BOB and not update.finished
    clock = await service.ctx.store.get_clock(game_id)  # as after any move: bob's runs
    assert clock is not None and clock.ply == 3 and clock.running_seat == 1
    after = await listed(service, game_id)
    assert "No conditional moves wait" in after and "(they played `d4`)" in after
    assert "`c3`: played" in after
    board = await service.games.board(Asked(game_id=game_id))
    assert board.ply == 3


async def test_a_move_that_names_no_line_drops_them_all_and_says_nothing(
    service: Service,
) -> None:
    game_id = await new_game(service)
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")
    await add(service, game_id, "d4", "c3")
    await add(service, game_id, "f6", "g7")
    update = await service.games.move(Asked(game_id=game_id, asked_by=BOB), "a9")
    assert await moves(service, game_id) == ["e5", "a9"]
    assert "conditional" not in said(update.text) and "c3" not in said(update.text)
    assert update.ping_user_id == ALICE
    told = await listed(service, game_id)
    assert "(they played `a9`)" in told
    assert "`d4` → `c3`: dropped" in told and "`f6` → `g7`: dropped" in told
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "c3")  # alice plays on by hand
    assert await moves(service, game_id) == ["e5", "a9", "c3"]


async def test_several_lines_for_one_move_the_one_named_fires(service: Service) -> None:
    game_id = await new_game(service)
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")
    await add(service, game_id, "d4", "c3")
    await add(service, game_id, "f6", "g7")
    replaced = await add(service, game_id, "d4", "b2")  # the same condition: replaced
    assert "2 lines wait" in replaced
    update = await service.games.move(Asked(game_id=game_id, asked_by=BOB), "f6")
    assert await moves(service, game_id) == ["e5", "f6", "g7"]
    assert "alice played g7 — a conditional move" in said(update.text)
    told = await listed(service, game_id)
    assert "`f6` → `g7`: played" in told and "`d4` → `b2`: dropped" in told
    assert "c3" not in told


async def test_the_swap_can_be_a_condition(service: Service) -> None:
    game_id = await new_game(service)
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")
    await add(service, game_id, "swap", "d4")
    update = await service.games.move(Asked(game_id=game_id, asked_by=BOB), "swap")
    assert await moves(service, game_id) == ["e5", "swap", "d4"]
    assert "alice played d4 — a conditional move" in said(update.text)


async def test_pletores_side_choice_is_a_condition_when_you_move_after_it(
    service: Service,
) -> None:
    game_id = await start(service, "pletore", size=9)
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "komi 7")
    with pytest.raises(NotAllowed, match="after side black it would not be your turn"):
        await add(service, game_id, "side black", "d4")
    await add(service, game_id, "side white", "d4")
    update = await service.games.move(Asked(game_id=game_id, asked_by=BOB), "side white")
    assert await moves(service, game_id) == ["komi 7", "side white", "d4"]
    assert "a conditional move" in said(update.text)


async def test_a_move_by_dm_fires_them_too(service: Service) -> None:
    """Every channel's move takes the one path (a DM here; mail and buttons alike)."""
    game_id = await new_game(service)
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")
    await add(service, game_id, "d4", "c3")
    update = await service.games.move_by_dm(BOB, "d4")
    assert await moves(service, game_id) == ["e5", "d4", "c3"]
    assert "a conditional move" in said(update.text)


@pytest.mark.parametrize(
    ("game", "options", "reason"),
    [
        ("plakoto", {"match_length": 1}, "the dice decide which moves your opponent will have"),
        ("plateau", {}, "it hides information"),
    ],
)
async def test_games_with_dice_or_hidden_information_refuse_them_with_a_sentence(
    service: Service, game: str, options: dict[str, object], reason: str
) -> None:
    game_id = await start(service, game, **options)
    name = game.capitalize()
    for user in (ALICE, BOB):
        with pytest.raises(NotAllowed) as refused:
            await add(service, game_id, "anything", "else", user=user)
        text = said(refused.value)
        assert text.startswith(f"Conditional moves are not available in {name}: ")
        assert reason in text and text.endswith(".")
        assert (await listed(service, game_id, user)).startswith("Conditional moves are not")
        suggested = await service.premoves.suggest_theirs(Asked(game_id=game_id, asked_by=user), "")
        assert suggested == []


@pytest.mark.parametrize(
    ("user", "their", "reply", "error", "message"),
    [
        (ALICE, "e5", "c3", ServiceError, "`if`: e5 is already occupied."),
        (ALICE, "zz", "c3", ServiceError, "`if`: Not a Pinch move: 'zz'"),
        (ALICE, "d4", "d4", ServiceError, "`then`: d4 is already occupied."),
        (ALICE, "d4", "e5", ServiceError, "`then`: e5 is already occupied."),
        (ALICE, "resign", "c3", ServiceError, "`if`: 'resign' is not a move"),
        (ALICE, "d4", "takeback", ServiceError, "`then`: 'takeback' is not a move"),
        (BOB, "c3", "d4", NotAllowed, "It is your turn in game #1: play it with `/move`."),
        (33, "d4", "c3", NotAllowed, "You are not playing in game #1."),
    ],
)
async def test_lines_are_checked_with_the_engine_when_queued(
    service: Service, user: int, their: str, reply: str, error: type[Exception], message: str
) -> None:
    game_id = await new_game(service)
    assert game_id == 1
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")
    with pytest.raises(error) as refused:
        await add(service, game_id, their, reply, user=user)
    assert message in said(refused.value)
    assert await service.ctx.store.premoves_for(game_id, 0) == []
    assert await service.ctx.store.premoves_for(game_id, 1) == []


async def test_not_before_your_own_move(service: Service) -> None:
    game_id = await new_game(service)
    with pytest.raises(NotAllowed, match="It is your turn"):
        await add(service, game_id, "d4", "c3")


async def test_they_are_seen_by_their_owner_alone(service: Service) -> None:
    game_id = await new_game(service)
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")

    async def what_others_see() -> tuple[object, ...]:
        games = service.games
        return (
            await games.suggest(Asked(game_id=game_id, asked_by=BOB), ""),
            await games.suggest(Asked(game_id=game_id, asked_by=BOB), "c"),
            (await games.board(Asked(game_id=game_id))).text,
            (await service.records.history(Asked(game_id=game_id))).record,
            await games.games_of(BOB, Asked(guild_id=1)),
            await games.seat_view(game_id, BOB),
        )

    before = await what_others_see()
    await add(service, game_id, "d4", "c3")
    assert await what_others_see() == before
    assert await listed(service, game_id, BOB) == f"No conditional moves wait in game #{game_id}."
    with pytest.raises(NotAllowed, match="You are not playing"):
        await listed(service, game_id, 33)
    # what each may type is suggested to them: the owner the opponent's moves and replies
    theirs = await service.premoves.suggest_theirs(Asked(game_id=game_id, asked_by=ALICE), "d")
    assert "d4" in theirs and "e5" not in theirs
    mine = await service.premoves.suggest_mine(Asked(game_id=game_id, asked_by=ALICE), "d4", "")
    assert "c3" in mine and "d4" not in mine and "e5" not in mine
    assert await service.premoves.suggest_theirs(Asked(game_id=game_id, asked_by=BOB), "") == []


async def test_clear_drops_them(service: Service) -> None:
    game_id = await new_game(service)
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")
    await add(service, game_id, "d4", "c3")
    cleared = said(await service.premoves.clear(Asked(game_id=game_id, asked_by=ALICE)))
    assert (
        cleared == f"Dropped 1 conditional move in game #{game_id}; nothing will be played for you."
    )
    again = said(await service.premoves.clear(Asked(game_id=game_id, asked_by=ALICE)))
    assert again == f"You had no conditional moves waiting in game #{game_id}."
    await service.games.move(Asked(game_id=game_id, asked_by=BOB), "d4")
    assert await moves(service, game_id) == ["e5", "d4"]


async def test_a_takeback_drops_them(service: Service) -> None:
    game_id = await new_game(service)
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")
    await add(service, game_id, "d4", "c3")
    offer = await service.agreements.propose(Asked(game_id=game_id, asked_by=ALICE), "takeback")
    await service.agreements.answer(BOB, game_id, offer.ply, "takeback", accept=True)
    assert await service.ctx.store.premoves_for(game_id, 0) == []
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")  # the same move again
    await service.games.move(Asked(game_id=game_id, asked_by=BOB), "d4")
    assert await moves(service, game_id) == ["e5", "takeback", "e5", "d4"], "nothing fired"


async def test_the_end_of_the_game_drops_them(service: Service) -> None:
    game_id = await new_game(service)
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")
    await add(service, game_id, "d4", "c3")
    await service.games.resign(Asked(game_id=game_id, asked_by=BOB))
    assert await service.ctx.store.premoves_for(game_id, 0) == []
    assert await listed(service, game_id) == f"No conditional moves wait in game #{game_id}."
    with pytest.raises(NotAllowed, match="is over"):
        await add(service, game_id, "d4", "c3")


async def test_a_reply_that_wins_ends_the_game(service: Service) -> None:
    """Pinch's T16(a) line on 9×9: alice connects e1–e9 with her 9th stone, queued."""
    game_id = await new_game(service)
    line = "e1 a1 e2 a2 e3 a3 e4 a4 e5 a5 e6 a6 e7 a7 e8 a8".split()
    for ply, move in enumerate(line):
        await service.games.move(Asked(game_id=game_id, asked_by=(ALICE, BOB)[ply % 2]), move)
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "b1")  # not yet: bob to move
    await add(service, game_id, "b2", "e9")
    update = await service.games.move(Asked(game_id=game_id, asked_by=BOB), "b2")
    assert update.finished and "alice wins game" in said(update.text)
    assert "alice played e9 — a conditional move" in said(update.text)
    assert await service.ctx.store.premoves_for(game_id, 0) == []


# --- two processes on one database --------------------------------------------------------


async def test_a_move_raced_in_two_processes_fires_the_reply_once(two: Pair) -> None:
    a, b = two
    for _ in range(ROUNDS):
        game_id = await new_game(a)
        await a.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")
        await b.premoves.add(Asked(game_id=game_id, asked_by=ALICE), "d4", "c3")
        results = await asyncio.gather(
            a.games.move(Asked(game_id=game_id, asked_by=BOB), "d4", expected_ply=1),
            b.games.move(Asked(game_id=game_id, asked_by=BOB), "d4", expected_ply=1),
            return_exceptions=True,
        )
        landed = [r for r in results if isinstance(r, GameUpdate)]
        assert len(landed) == 1 and isinstance(
            next(r for r in results if r not in landed), Conflict
        )
        assert "a conditional move" in said(landed[0].text)
        assert await moves(a, game_id) == ["e5", "d4", "c3"]
        assert (await b.ctx.store.get_game(game_id)).ply == 3


async def test_a_line_queued_as_the_move_lands_fires_or_is_refused(two: Pair) -> None:
    """alice queues in one process while bob moves in the other: the line is either in
    before the move (and fires) or refused; never left behind unresolved."""
    a, b = two
    fired = refused = 0
    for _ in range(ROUNDS):
        game_id = await new_game(a)
        await a.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")
        queued, _ = await asyncio.gather(
            b.premoves.add(Asked(game_id=game_id, asked_by=ALICE), "d4", "c3"),
            a.games.move(Asked(game_id=game_id, asked_by=BOB), "d4"),
            return_exceptions=True,
        )
        logged = await moves(a, game_id)
        if not isinstance(queued, BaseException):
            fired += 1
            assert logged == ["e5", "d4", "c3"], queued
        else:
            refused += 1
            assert isinstance(queued, NotAllowed | Conflict), queued
            assert logged == ["e5", "d4"]
            assert await a.ctx.store.premoves_for(game_id, 0) == []
    assert fired + refused == ROUNDS


async def test_a_line_cleared_as_it_fires_plays_nothing(
    service: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    """alice clears her lines just as bob's move lands: the claim finds nothing pending,
    so no reply is logged and bob's move is told as it is."""
    game_id = await new_game(service)
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "e5")
    await add(service, game_id, "d4", "c3")
    store = service.ctx.store
    fire = store.append_premove_reply

    async def cleared_first(*args: object, **kwargs: object) -> object:
        await store.clear_premoves(game_id, 0)
        return await fire(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(store, "append_premove_reply", cleared_first)
    update = await service.games.move(Asked(game_id=game_id, asked_by=BOB), "d4")
    assert await moves(service, game_id) == ["e5", "d4"]
    assert "conditional" not in said(update.text) and update.ping_user_id == ALICE
    assert update.ply == 2
    await service.games.move(
        Asked(game_id=game_id, asked_by=ALICE), "c3"
    )  # her turn, as the post says
    assert await moves(service, game_id) == ["e5", "d4", "c3"]
