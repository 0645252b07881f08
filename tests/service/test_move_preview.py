"""Confirm before sending (issue 19, item 6): ``/move`` previews a move for a player who
asked for it, and nothing is written until the move itself is played."""

from __future__ import annotations

import pytest

from rules import GAMES
from rules.base import CHANCE
from rules.replay import AnyReplay, Replay
from service import Asked, Conflict, NotAllowed, Service, UserRef
from service.challenges.terms import ChallengeTerms
from service.results import GameUpdate, MovePreview
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said
from tests.service.support import new_game
from words import ENGLISH


async def started(service: Service, game: str, **options: object) -> int:
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game=game, options=options, first="challenger"),
    )
    return (await service.challenges.accept(BOB, posted.challenge.id)).game.id


async def logged(service: Service, game_id: int) -> list[str]:
    return [m.notation for m in await service.ctx.store.moves(game_id)]


async def position(service: Service, game_id: int) -> AnyReplay:
    record = await service.ctx.store.get_game(game_id)
    return Replay.of(GAMES[record.game], record.options, await logged(service, game_id))


def render(service: Service, game: str, game_id: int, view: object) -> bytes:
    title = f"{game.capitalize()} #{game_id} · alice vs bob"
    return service.games.presenter(game).render(
        view, title=title, names=("alice", "bob"), reader=ENGLISH
    )


async def test_a_preview_shows_the_board_after_the_move_and_writes_nothing(
    service: Service,
) -> None:
    game_id = await new_game(service)
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "e6")
    await service.games.move(Asked(game_id=game_id, asked_by=BOB), "e5")
    before = await service.ctx.store.get_game(game_id)

    preview = await service.games.preview(Asked(game_id=game_id, asked_by=ALICE), "F5")

    assert (preview.game.id, preview.ply, preview.move) == (game_id, 2, "f5")
    shown = said(preview.text)
    assert "preview, not played yet" in shown and "f5, converting e5" in shown
    assert await logged(service, game_id) == ["e6", "e5"], "nothing is stored"
    assert await service.ctx.store.get_game(game_id) == before
    after = await position(service, game_id)
    after.apply(after.parse("f5"))
    assert preview.image is not None
    assert preview.image.png == render(service, "pinch", game_id, after.view(None))
    board = await service.games.board(Asked(game_id=game_id))
    assert board.ply == 2, "the cached position is not the previewed one"

    update = await service.games.move(
        Asked(game_id=game_id, asked_by=ALICE), preview.move, expected_ply=preview.ply
    )
    assert said(update.text).startswith("alice played f5, converting e5")


async def test_a_preview_is_refused_like_the_move_itself(service: Service) -> None:
    game_id = await new_game(service)
    with pytest.raises(NotAllowed, match="alice's turn"):
        await service.games.preview(Asked(game_id=game_id, asked_by=BOB), "e5")
    with pytest.raises(Conflict, match="is at ply 0 now"):
        await service.games.preview(Asked(game_id=game_id, asked_by=ALICE), "e5", expected_ply=3)
    with pytest.raises(NotAllowed, match="not playing"):
        await service.games.preview(Asked(game_id=game_id, guild_id=1, asked_by=33), "e5")
    assert await logged(service, game_id) == []


async def test_a_confirmation_the_game_moved_past_is_refused(service: Service) -> None:
    game_id = await new_game(service)
    first = await service.games.preview(Asked(game_id=game_id, asked_by=ALICE), "e5")
    second = await service.games.preview(Asked(game_id=game_id, asked_by=ALICE), "d4")
    await service.games.move(
        Asked(game_id=game_id, asked_by=ALICE), second.move, expected_ply=second.ply
    )
    await service.games.move(Asked(game_id=game_id, asked_by=BOB), "c3")
    with pytest.raises(Conflict, match="meant for ply 0, but game #1 is at ply 2"):
        await service.games.move(
            Asked(game_id=game_id, asked_by=ALICE), first.move, expected_ply=first.ply
        )
    assert await logged(service, game_id) == ["d4", "c3"]


async def test_a_game_winning_preview_says_so(service: Service) -> None:
    game_id = await new_game(service)
    line = "e1 a1 e2 a2 e3 a3 e4 a4 e5 a5 e6 a6 e7 a7 e8 a8".split()
    for ply, move in enumerate(line):
        await service.games.move(Asked(game_id=game_id, asked_by=(ALICE, BOB)[ply % 2]), move)
    preview = await service.games.preview(Asked(game_id=game_id, asked_by=ALICE), "e9")
    assert "This ends the game: **alice wins game #1 by connecting ranks 1 and 9.**" in said(
        preview.text
    )
    assert (await service.ctx.store.get_game(game_id)).status == "active"


async def test_the_setting_decides_between_playing_and_previewing(service: Service) -> None:
    game_id = await new_game(service)
    shown = said(await service.settings.update(ALICE))
    assert "**confirm: off** — `/move` plays your move at once." in shown
    text = said(await service.settings.update(ALICE, confirm=True))
    assert "Saved." in text and "**confirm: on**" in text and "Confirm and Cancel" in text
    assert (await service.ctx.store.get_user_settings(ALICE)).confirm_moves
    previewed = await service.games.move_or_preview(Asked(game_id=game_id, asked_by=ALICE), "e5")
    assert isinstance(previewed, MovePreview) and await logged(service, game_id) == []
    await service.settings.update(ALICE, confirm=False)
    played_now = await service.games.move_or_preview(Asked(game_id=game_id, asked_by=ALICE), "e5")
    assert isinstance(played_now, GameUpdate) and await logged(service, game_id) == ["e5"]


async def test_a_plakoto_preview_rolls_no_dice(service: Service) -> None:
    game_id = await started(service, "plakoto", match_length=1)
    replay = await position(service, game_id)
    seat = replay.to_move
    assert isinstance(seat, int)
    mover = (ALICE, BOB)[seat]
    turn = str(replay.legal_moves()[0])
    log_before = await logged(service, game_id)
    dice_state = service.ctx.rng.getstate()

    preview = await service.games.preview(Asked(game_id=game_id, asked_by=mover), turn)

    assert service.ctx.rng.getstate() == dice_state, "no dice drawn"
    assert await logged(service, game_id) == log_before, "no roll logged"
    assert "🎲" not in said(preview.text) and "roll" not in said(preview.text)
    replay.apply(replay.parse(turn))
    assert replay.to_move is CHANCE, "the opponent's roll is still to come"
    assert preview.image is not None
    shown = service.games.presenter("plakoto").recap(replay.view(None), replay)
    assert shown.last_turn is not None and shown.last_turn.dice == replay.history[-1].before.dice
    assert preview.image.png == render(service, "plakoto", game_id, shown)

    update = await service.games.move(
        Asked(game_id=game_id, asked_by=mover), turn, expected_ply=preview.ply
    )
    assert "🎲" in said(update.text), "the roll comes with the move itself"


async def test_a_plateau_preview_shows_the_mover_their_own_view_only(service: Service) -> None:
    game_id = await started(service, "plateau")
    preview = await service.games.preview(Asked(game_id=game_id, asked_by=ALICE), "open a1 xx rb")
    assert "open a1 xx rb" in said(preview.text), "the mover may see their own hidden faces"
    after = await position(service, game_id)
    after.apply(after.parse("open a1 xx rb"))
    assert preview.image is not None
    assert preview.image.png == render(service, "plateau", game_id, after.view(0))
    assert await logged(service, game_id) == []
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "open a1 xx rb")
    await service.games.move(Asked(game_id=game_id, asked_by=BOB), "open a3 xx rr")

    ordinary = await service.games.preview(Asked(game_id=game_id, asked_by=ALICE), "m a1 b1")
    assert ordinary.image is not None, "a move that shows nothing new has its board"
    assert "rr" not in said(ordinary.text)

    capture = await service.games.preview(
        Asked(game_id=game_id, asked_by=ALICE), "m a1 a3"
    )  # takes both
    assert capture.image is None, "the captured faces must not show before it is played"
    told = said(capture.text)
    assert "to light" in told and "shown once it is played" in told
    assert "rr" not in told and "xx" not in told.replace("open a1 xx rb", "")
    assert await logged(service, game_id) == ["open a1 xx rb", "open a3 xx rr"]
    update = await service.games.move(
        Asked(game_id=game_id, asked_by=ALICE), capture.move, expected_ply=2
    )
    assert "captures" in said(update.text)
