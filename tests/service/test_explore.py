"""The analysis board (issue 34): a player's private lines kept with a game, played for
both sides from now or any earlier ply, stepped through, named, noted, listed, reopened
and deleted; refused in the rules' own words; capped, each cap said; never changing the
game; seen by their owner alone; queued as a conditional move where the game has them.
Runs on both engines."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import service.explore.desk as explore_desk
from rules import GAMES
from rules.errors import GameError
from rules.replay import Replay
from service import Asked, Conflict, NotAllowed, NotFound, Service, ServiceError, UserRef
from service.challenges.terms import ChallengeTerms
from service.explore.desk import Explored
from service.explore.positions import start_of
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said
from tests.service.support import new_game

CAROL = 3003
LAST_MOVE = ("last_move", "last_mover", "last_squares")


def asked(game_id: int, user: int = ALICE) -> Asked:
    return Asked(game_id=game_id, guild_id=1, asked_by=user)


async def start(service: Service, game: str, **options: object) -> int:
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game=game, options=dict(options), first="challenger"),
    )
    return (await service.challenges.accept(BOB, posted.challenge.id)).game.id


async def log(service: Service, game_id: int) -> list[str]:
    return [m.notation for m in await service.ctx.store.moves(game_id)]


async def play(service: Service, game_id: int, *moves: str, user: int = ALICE) -> Explored:
    shown = None
    for move in moves:
        shown = await service.explore.play(asked(game_id, user), move)
    assert shown is not None
    return shown


async def test_a_line_is_played_for_both_sides_and_never_touches_the_game(
    service: Service,
) -> None:
    game_id = await new_game(service)
    await service.games.move(asked(game_id), "e5")
    before = await service.games.board(Asked(game_id=game_id))
    opened = await service.explore.open(asked(game_id), None)
    text = said(opened.text)
    assert "your working line from ply 1: move 0 of 0 (ply 1)" in text
    assert "bob to move" in text and "legal moves" in text and "/explore move:" in text
    assert "Only you see this line" in text and opened.image.alt is not None
    shown = await play(service, game_id, "d4", "c3", "E4")
    assert shown.line.moves == ("d4", "c3", "e4") and shown.shown == 3
    assert "In the line, bob played `e4`" in said(shown.text)
    assert await log(service, game_id) == ["e5"]
    after = await service.games.board(Asked(game_id=game_id))
    assert after.ply == before.ply == 1 and after.image.png == before.image.png
    clock = await service.ctx.store.get_clock(game_id)
    assert clock is not None and clock.ply == 1 and clock.running_seat == 1


async def test_stepping_back_and_playing_another_move_cuts_the_line_there(
    service: Service,
) -> None:
    game_id = await new_game(service)
    line = (await play(service, game_id, "e5", "d4", "c3")).line
    back = await service.explore.step(asked(game_id), line.id, 1)
    assert back.shown == 1 and back.length == 3 and "alice played `e5`" in said(back.text)
    await service.explore.note(asked(game_id), "the main idea")
    forward = await service.explore.play(asked(game_id), "d4")  # the line's own next move
    assert forward.line.moves == ("e5", "d4", "c3") and forward.shown == 2
    await service.explore.note(asked(game_id), "to be cut")
    back = await service.explore.step(asked(game_id), line.id, 1)
    assert "Your note: the main idea" in said(back.text)
    other = await service.explore.play(asked(game_id), "f6")
    assert other.line.moves == ("e5", "f6") and other.shown == 2
    assert other.line.notes == ((1, "the main idea"),)
    assert (await service.explore.step(asked(game_id), line.id, 99)).shown == 2
    assert (await service.explore.step(asked(game_id), line.id, -4)).shown == 0


async def test_an_illegal_move_is_refused_with_the_sentence_move_gives(service: Service) -> None:
    game_id = await new_game(service)
    await service.explore.open(asked(game_id), None)
    with pytest.raises(GameError) as in_line:
        await service.explore.play(asked(game_id), "z99")
    with pytest.raises(GameError) as in_game:
        await service.games.move(asked(game_id), "z99")
    assert said(in_line.value) == said(in_game.value) and said(in_line.value)
    for entry in ("resign", "draw", "takeback"):
        with pytest.raises(ServiceError) as refused:
            await service.explore.play(asked(game_id), entry)
        assert "is not a move: a line holds moves only" in said(refused.value)
    with pytest.raises(ServiceError):
        await service.explore.play(asked(game_id), "   ")
    assert (await service.explore.play(asked(game_id), "e5")).line.moves == ("e5",)


async def test_any_earlier_ply_and_only_plies_the_game_has(service: Service) -> None:
    game_id = await new_game(service)
    for user, move in ((ALICE, "e5"), (BOB, "d4"), (ALICE, "c3")):
        await service.games.move(asked(game_id, user), move)
    early = await service.explore.open(asked(game_id), 1)
    assert early.line.start_ply == 1 and "bob to move" in said(early.text)
    # the position after ply 1 is not now's: d4 is free there
    assert (await service.explore.play(asked(game_id), "d4")).line.moves == ("d4",)
    with pytest.raises(NotFound) as refused:
        await service.explore.open(asked(game_id), 9)
    assert "3" in said(refused.value)


async def test_lines_are_named_noted_listed_reopened_and_deleted(service: Service) -> None:
    game_id = await new_game(service)
    await play(service, game_id, "e5", "d4")
    await service.explore.name(asked(game_id), "  the   d4 push ")
    await service.explore.note(asked(game_id), "sharp")
    await service.explore.open(asked(game_id), None)  # a new working line; the named one stays
    await play(service, game_id, "c3")
    listed = said(await service.explore.listed(asked(game_id)))
    assert listed.index("your working line: from ply 0, one move") < listed.index(
        "“the d4 push”: from ply 0, 2 moves, one note"
    )
    reopened = await service.explore.reopen(asked(game_id), "THE D4 PUSH")
    assert reopened.line.moves == ("e5", "d4") and reopened.shown == 2
    assert "your line “the d4 push” from ply 0: move 2 of 2" in said(reopened.text)
    assert "Your note: sharp" in said(reopened.text)
    assert await service.explore.suggest_names(asked(game_id), "d4") == ["the d4 push"]
    with pytest.raises(NotAllowed) as taken:
        await service.explore.open(asked(game_id), None)
        await service.explore.name(asked(game_id), "The d4 push")
    assert "already have a line named" in said(taken.value)
    said_deleted = said(await service.explore.delete(asked(game_id), "the d4 push"))
    assert "“the d4 push”" in said_deleted and "deleted" in said_deleted
    with pytest.raises(NotFound) as gone:
        await service.explore.reopen(asked(game_id), "the d4 push")
    assert "no line named “the d4 push”" in said(gone.value)


async def test_each_cap_is_said(service: Service, monkeypatch: pytest.MonkeyPatch) -> None:
    game_id = await new_game(service)
    monkeypatch.setattr(explore_desk, "MAX_MOVES", 3)
    await play(service, game_id, "e5", "d4", "c3")
    with pytest.raises(NotAllowed) as long:
        await service.explore.play(asked(game_id), "e4")
    assert "at most 3 moves" in said(long.value)
    with pytest.raises(ServiceError) as name:
        await service.explore.name(asked(game_id), "x" * (explore_desk.MAX_NAME + 1))
    assert f"at most {explore_desk.MAX_NAME} characters" in said(name.value)
    with pytest.raises(ServiceError) as note:
        await service.explore.note(asked(game_id), "y" * (explore_desk.MAX_NOTE + 1))
    assert f"at most {explore_desk.MAX_NOTE} characters" in said(note.value)
    monkeypatch.setattr(explore_desk, "MAX_NAMED", 2)
    for number in range(2):
        await service.explore.open(asked(game_id), None)
        await service.explore.name(asked(game_id), f"line {number}")
    await service.explore.open(asked(game_id), None)
    with pytest.raises(NotAllowed) as many:
        await service.explore.name(asked(game_id), "one too many")
    assert "at most 2 named lines" in said(many.value) and "/lines delete" in said(many.value)


async def test_lines_are_their_owners_alone(service: Service) -> None:
    game_id = await new_game(service)
    mine = (await play(service, game_id, "e5", "d4")).line
    await service.explore.name(asked(game_id), "secret plan")
    listed = said(await service.explore.listed(asked(game_id, BOB)))
    assert "no lines" in listed and "secret" not in listed
    with pytest.raises(NotFound):
        await service.explore.step(asked(game_id, BOB), mine.id, 0)
    with pytest.raises(NotFound):
        await service.explore.reopen(asked(game_id, BOB), "secret plan")
    assert await service.explore.suggest_names(asked(game_id, BOB), "") == []
    with pytest.raises(NotAllowed) as stranger:
        await service.explore.open(asked(game_id, CAROL), None)
    assert "Only the players" in said(stranger.value)
    other = await new_game(service)
    with pytest.raises(NotFound):  # a line id of another game is no line of this one
        await service.explore.step(asked(other), mine.id, 0)


async def test_a_line_is_queued_as_a_conditional_move_and_fires(service: Service) -> None:
    game_id = await new_game(service)
    await play(service, game_id, "e5", "d4", "c3")  # from the start, before alice moved
    with pytest.raises(NotAllowed):  # her own turn: nothing is conditional yet
        await service.explore.queue(asked(game_id))
    await service.games.move(asked(game_id), "e5")  # the line's first move, played
    queued = said(await service.explore.queue(asked(game_id)))
    assert "if they play `d4`, you reply `c3`" in queued
    await service.games.move(asked(game_id, BOB), "d4")
    assert await log(service, game_id) == ["e5", "d4", "c3"]
    await service.explore.open(asked(game_id), 1)
    await play(service, game_id, "f6")  # bob's move, but it is not what bob played
    with pytest.raises(NotAllowed) as left:
        await service.explore.queue(asked(game_id))
    assert "has left game" in said(left.value)
    await service.explore.open(asked(game_id), None)
    await play(service, game_id, "f6")
    with pytest.raises(NotAllowed) as short:
        await service.explore.queue(asked(game_id))
    assert "no two moves" in said(short.value)


async def test_lines_survive_a_restart(tmp_path_factory: pytest.TempPathFactory) -> None:
    from service.context import ServiceContext
    from storage import open_store

    path = str(tmp_path_factory.mktemp("explore") / "lines.db")
    async with await open_store(path) as store:
        first = Service(ServiceContext(store, rng=random.Random(1)))
        game_id = await new_game(first)
        await play(first, game_id, "e5", "d4")
        await first.explore.name(asked(game_id), "kept")
        await first.explore.note(asked(game_id), "after d4")
    async with await open_store(path) as store:
        again = Service(ServiceContext(store, rng=random.Random(2)))
        shown = await again.explore.reopen(asked(game_id), "kept")
        assert shown.line.moves == ("e5", "d4") and shown.line.notes == ((2, "after d4"),)
        assert "Your note: after d4" in said(shown.text)


async def test_plakoto_lines_take_the_dice_their_owner_chooses(service: Service) -> None:
    game_id = await start(service, "plakoto")
    replay = await service.games.replay_of(await service.ctx.store.get_game(game_id))
    mover = replay.to_move
    assert isinstance(mover, int)
    user = (ALICE, BOB)[mover]
    opened = await service.explore.open(asked(game_id, user), None)
    first = str(replay.legal_moves()[0])
    shown = await service.explore.play(asked(game_id, user), first)
    assert "The dice are yours to choose" in said(shown.text) and "roll" in said(shown.text)
    rolled = await service.explore.play(asked(game_id, user), "6-5")
    assert rolled.line.moves == (first, "roll 6-5")
    assert "In the line, the dice fell `roll 6-5`" in said(rolled.text)
    with pytest.raises(NotAllowed) as refused:
        await service.explore.queue(asked(game_id, user))
    assert "the dice decide" in said(refused.value)
    assert opened.line.start_ply == replay.plies
    assert len(await log(service, game_id)) == replay.plies


def test_a_plateau_line_starts_from_its_owners_view_alone() -> None:
    """Two truths one seat cannot tell apart start the same line: the start is drawn from
    the view alone, and shows that seat exactly their view."""
    game = GAMES["plateau"]
    rng = random.Random(11)
    other_truths = 0
    for _ in range(12):
        replay = Replay(game, None)
        for _ in range(rng.randrange(2, 40)):
            if replay.outcome is not None:
                break
            replay.apply(rng.choice(replay.legal_moves()))
        for seat in (0, 1):
            view = replay.view(seat)
            twin = replay.fork()
            world = game.sample_world(view, rng)  # another truth, with the same last move
            echo = {name: getattr(replay.state, name) for name in ("last", "last_mover")}
            twin.state = replace(world, last_detail=replay.state.last_detail, **echo)
            assert twin.view(seat) == view
            other_truths += twin.state != replay.state
            one, other = start_of(replay, seat), start_of(twin, seat)
            assert one.state == other.state and one.history == other.history == []
            if replay.outcome is None:  # the same view, but for the last move, not the line's
                shown = one.view(seat)
                last = {name: getattr(view, name) for name in LAST_MOVE}
                assert replace(shown, **last) == view
                assert all(getattr(shown, name) in (None, ()) for name in LAST_MOVE)
    assert other_truths > 6  # the hidden pieces really differed, most times


async def test_your_own_review_and_export_carry_your_lines_and_no_one_elses(
    service: Service,
) -> None:
    from service.records.loader import load_records

    game_id = await new_game(service)
    await service.games.move(asked(game_id), "e5")
    await service.explore.open(asked(game_id), 1)
    await play(service, game_id, "d4", "c3")
    await service.explore.name(asked(game_id), "my\nplan")
    await service.explore.note(asked(game_id), "then e4,\nsurely")
    await service.explore.open(asked(game_id, BOB), 1)
    await play(service, game_id, "g7", user=BOB)
    mine = said((await service.reviews.review(asked(game_id), 1)).text)
    assert "Your line from this position (only you see them): “my plan”" in mine
    assert "g7" not in mine
    assert "from this position" not in said((await service.reviews.review(asked(game_id), 0)).text)
    theirs = said((await service.reviews.review(asked(game_id, BOB), 1)).text)
    assert "Your line from this position" in theirs and "your working line" in theirs
    assert "my plan" not in theirs
    await service.games.resign(asked(game_id, BOB))
    exported = (await service.records.export(ALICE, asked(game_id))).record
    assert '# Line "my plan" from ply 1: d4 c3\n#   note at ply 3: then e4, surely\n' in exported
    assert "g7" not in exported
    (game,) = load_records(exported)  # the comments leave the record the game alone
    assert list(game.moves) == ["e5", "resign 1"]
    for someone_else in (BOB, CAROL):
        other = (await service.records.export(ALICE, asked(game_id, someone_else))).record
        assert "Line" not in other and "my plan" not in other


async def test_your_data_holds_your_lines_and_forgetting_erases_them(service: Service) -> None:
    import json

    game_id = await new_game(service)
    await play(service, game_id, "e5", "d4")
    await service.explore.name(asked(game_id), "kept")
    await play(service, game_id, "c3", user=BOB)
    data = json.loads((await service.privacy.export(ALICE)).data)
    (row,) = data["stored"]["explore_lines"]
    assert row["name"] == "kept" and row["moves"] == ["e5", "d4"]
    asked_to = await service.privacy.ask_to_forget(ALICE)
    assert asked_to.token is not None
    await service.privacy.forget(ALICE, asked_to.token)
    assert await service.ctx.store.explore_lines(game_id, 0) == []
    assert [x.moves for x in await service.ctx.store.explore_lines(game_id, 1)] == [("c3",)]


async def test_two_presses_at_once_one_wins_and_nothing_acknowledged_is_lost(
    service: Service,
) -> None:
    import asyncio

    game_id = await new_game(service)
    await play(service, game_id, "e5")
    # Both presses read the line before either writes, whatever the store's timing.
    both_read = asyncio.Barrier(2)
    save = service.ctx.store.save_explore_line

    async def save_after_both_read(line: object) -> bool:
        await asyncio.wait_for(both_read.wait(), 10)
        return await save(line)  # type: ignore[arg-type]

    service.ctx.store.save_explore_line = save_after_both_read  # type: ignore[method-assign]
    answers = await asyncio.gather(
        service.explore.play(asked(game_id), "d4"),
        service.explore.play(asked(game_id), "c3"),
        return_exceptions=True,
    )
    service.ctx.store.save_explore_line = save  # type: ignore[method-assign]
    won = [a for a in answers if isinstance(a, Explored)]
    lost = [a for a in answers if not isinstance(a, Explored)]
    assert len(won) == 1 and len(lost) == 1 and isinstance(lost[0], Conflict)
    assert "changed while this was on its way" in said(lost[0])
    (line,) = await service.ctx.store.explore_lines(game_id, 0)
    assert line.moves == won[0].line.moves and len(line.moves) == 2
    again = await service.explore.play(asked(game_id), "f6")  # the winner's reading is current
    assert again.line.moves == (*line.moves, "f6")


async def test_a_finished_game_can_be_explored_but_not_queued(service: Service) -> None:
    game_id = await new_game(service)
    await service.games.move(asked(game_id), "e5")
    await service.games.resign(asked(game_id, BOB))
    shown = await play(service, game_id, "d4", "c3")
    assert shown.line.start_ply == 2 and "bob to move" in said(shown.text)  # play goes on
    with pytest.raises(NotAllowed):
        await service.explore.queue(asked(game_id))
    assert await log(service, game_id) == ["e5", "resign 1"]


async def test_move_suggestions_before_a_first_line_and_at_a_typed_ply(
    service: Service,
) -> None:
    """Autocomplete for ``/explore move:`` offers the moves where that move would go:
    before any line, where the game stands; with ``ply:`` typed, the position there. It
    writes nothing (no line is begun by a suggestion)."""
    game_id = await new_game(service)
    await service.games.move(asked(game_id), "e5")
    now = await service.explore.suggest_moves(asked(game_id, BOB), "e")
    assert now and "e5" not in now
    at_start = await service.explore.suggest_moves(asked(game_id, BOB), "e", 0)
    assert "e5" in at_start
    assert await service.explore.suggest_moves(asked(game_id, BOB), "", 9) == []
    assert await service.explore.suggest_moves(asked(game_id, CAROL), "") == []
    assert await service.ctx.store.explore_lines(game_id, 1) == []
    [first, *_] = now
    shown = await service.explore.play(asked(game_id, BOB), first)
    assert shown.line.moves == (first,)
