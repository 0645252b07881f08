"""``service.spectators``: what a page may show, its addresses, and the links to them.

On both engines. Plateau's secrets are the notations that name a hidden piece
(``tests/service/test_plateau_privacy``'s rule): none may appear while the game
runs, and the boards are renders of the spectator's view.
"""

from __future__ import annotations

import random

import pytest

from rules import GAMES
from rules.base import parse_game_entry
from rules.replay import Replay
from service import Asked, NotFound, Service
from service.presenters import PRESENTERS
from service.spectators.desk import SpectatorDesk
from service.spectators.positions import public_view
from service.spectators.shown import game_path, server_path
from tests.service.spoken import said
from tests.service.test_plateau_privacy import leaks, secrets
from tests.web.conftest import GUILD, OTHER_GUILD, PUBLIC_URL, new_game, notations, play
from words import ENGLISH, Speech
from words.plain import PLAIN


def plain(speech: Speech) -> str:
    """What a status says, in English plain text."""
    return PLAIN.render(speech, ENGLISH)


async def test_keys_are_the_same_for_every_desk_on_the_database_and_differ_per_game(
    service: Service,
) -> None:
    game = await new_game(service)
    one, other = SpectatorDesk(service.ctx), SpectatorDesk(service.ctx, PUBLIC_URL)
    key = await one.game_key(GUILD, game.id)
    assert key == await other.game_key(GUILD, game.id)  # another process, the same secret
    assert len(key) == 16 and key.isalnum() and key.islower()
    assert key != await one.game_key(GUILD, game.id + 1)
    assert key != await one.game_key(OTHER_GUILD, game.id)
    assert await one.server_key(GUILD) not in (key, await one.server_key(OTHER_GUILD))
    assert await one.page_path(game) == game_path(GUILD, game.id, key)
    assert await one.page_url(game) is None  # no public address: no link
    assert await other.page_url(game) == f"{PUBLIC_URL}/g/{GUILD}/{game.id}/{key}"
    assert await other.server_url(GUILD) == PUBLIC_URL + server_path(
        GUILD, await one.server_key(GUILD)
    )


async def test_the_link_lines_for_the_thread_and_the_record(service: Service) -> None:
    game = await new_game(service)
    desk = SpectatorDesk(service.ctx, PUBLIC_URL + "/")
    url = await desk.page_url(game)
    assert url is not None and url.startswith(PUBLIC_URL + "/g/")
    assert said(await desk.page_line(game)) == f"Watch it, move by move: {url}"
    assert await desk.record_comment(game) == f"# Web page: {url}\n"
    silent = SpectatorDesk(service.ctx)
    assert await silent.page_line(game) is None and await silent.record_comment(game) == ""
    outside = await new_game(service, guild_id=None)  # a game of no server has no page
    assert await desk.page_url(outside) is None and await desk.page_line(outside) is None


async def test_a_wrong_key_another_server_and_no_game_get_the_same_answer(
    service: Service,
) -> None:
    game = await new_game(service)
    desk = SpectatorDesk(service.ctx)
    key = await desk.game_key(GUILD, game.id)
    shown = await desk.game(GUILD, game.id, key)
    assert shown.id == game.id and shown.names == ("alice", "bob")
    answers = set()
    for guild, number, asked in [
        (GUILD, game.id, "a" * 16),
        (GUILD, game.id, key[:-1]),
        (OTHER_GUILD, game.id, key),
        (
            OTHER_GUILD,
            game.id,
            await desk.game_key(OTHER_GUILD, game.id),
        ),  # right key, wrong server
        (GUILD, 999, await desk.game_key(GUILD, 999)),  # a well-made key, no game
    ]:
        with pytest.raises(NotFound) as refused:
            await desk.game(guild, number, asked)
        answers.add(str(refused.value).replace("999", str(game.id)))
    assert answers == {f"There is no game #{game.id} here: check that the link was copied whole."}
    with pytest.raises(NotFound, match="no such list"):
        await desk.server(GUILD, await desk.server_key(OTHER_GUILD))


async def test_a_game_now_its_moves_status_clock_and_boards(service: Service) -> None:
    game = await new_game(service, "pinch", clock="standard")
    await play(service, game.id, 4, random.Random(3))
    desk = SpectatorDesk(service.ctx)
    key = await desk.game_key(GUILD, game.id)
    shown = await desk.game(GUILD, game.id, key)
    logged = await notations(service, game.id)
    assert [m.text for m in shown.moves] == logged and [m.ply for m in shown.moves] == [1, 2, 3, 4]
    assert [m.seat for m in shown.moves] == [0, 1, 0, 1]
    assert shown.plies == 4 and not shown.finished and shown.to_move == 0
    assert plain(shown.status) == "alice to move." and shown.label == f"Pinch #{game.id}"
    assert shown.colours is not None and shown.options == (("size", "9"),)
    assert shown.clock is not None and shown.clock.ticking == 0
    left = shown.clock.left(desk.now())
    assert left[0] > 0 and left[1] > 0
    for ply in (0, 2, 4):
        replay = Replay.of(GAMES["pinch"], game.options, logged[:ply])
        expected = PRESENTERS["pinch"].render(
            public_view(game, replay),
            title=shown.title,
            names=shown.names,
            reader=ENGLISH,
        )
        assert await desk.board(GUILD, game.id, key, ply) == expected
    for ply in (-1, 5, 10**6):
        with pytest.raises(NotFound, match=rf"has plies 0 to 4: there is no ply {ply}\."):
            await desk.board(GUILD, game.id, key, ply)
    await service.games.resign(Asked(game_id=game.id, asked_by=game.players[0]))
    ended = await desk.game(GUILD, game.id, key)
    assert ended.finished and ended.version != shown.version
    assert plain(ended.status) == "bob wins (resignation)." and ended.moves[-1].text == "resign 0"


async def test_plateau_shows_only_the_public_echo_until_the_end(service: Service) -> None:
    game = await new_game(service, "plateau")
    await play(service, game.id, 16, random.Random(5))
    desk = SpectatorDesk(service.ctx)
    key = await desk.game_key(GUILD, game.id)
    shown = await desk.game(GUILD, game.id, key)
    logged = await notations(service, game.id)
    truth = Replay.of(GAMES["plateau"], {}, logged)
    hidden = secrets(truth)
    everyone = hidden[0] | hidden[1]
    assert everyone, "the openings name hidden pieces"
    texts = "\n".join(m.text for m in shown.moves)
    assert not leaks(texts, everyone) and "??" in texts
    rebuilt = Replay(GAMES["plateau"], {})
    for line, notation in zip(shown.moves, logged, strict=True):
        rebuilt.play(notation)
        assert line.text == rebuilt.view(None).last_move
    for ply in range(len(logged) + 1):
        replay = Replay.of(GAMES["plateau"], {}, logged[:ply])
        public = PRESENTERS["plateau"].render(
            public_view(game, replay),
            title=shown.title,
            names=shown.names,
            reader=ENGLISH,
        )
        assert await desk.board(GUILD, game.id, key, ply) == public
    await service.games.resign(Asked(game_id=game.id, asked_by=game.players[0]))
    ended = await desk.game(GUILD, game.id, key)
    assert [m.text for m in ended.moves] == [*logged, "resign 0"]  # the end reveals all


async def test_a_servers_games_running_and_finished(service: Service) -> None:
    running = await new_game(service)
    done = await new_game(service, "les")
    await service.games.resign(Asked(game_id=done.id, asked_by=done.players[1]))
    elsewhere = await new_game(service, guild_id=OTHER_GUILD)
    desk = SpectatorDesk(service.ctx)
    listed = await desk.server(GUILD, await desk.server_key(GUILD))
    assert [g.id for g in listed.running] == [running.id]
    assert [g.id for g in listed.finished] == [done.id]
    assert listed.running[0].path == await desk.page_path(running)
    assert plain(listed.running[0].status) == "alice to move"
    assert plain(listed.finished[0].status) == "alice won (resignation)"
    assert listed.finished[0].names == ("alice", "bob")
    other = await desk.server(OTHER_GUILD, await desk.server_key(OTHER_GUILD))
    assert [g.id for g in other.running] == [elsewhere.id] and other.finished == ()


async def test_games_of_server_reads_either_engine(service: Service) -> None:
    first = await new_game(service)
    second = await new_game(service)
    await new_game(service, guild_id=OTHER_GUILD)
    store = service.ctx.store
    ids = [g.id for g in await store.games_of_server(GUILD, status="active")]
    assert sorted(ids) == sorted([first.id, second.id])
    assert [g.id for g in await store.games_of_server(GUILD, status="active", limit=1)] == [ids[0]]
    assert await store.games_of_server(GUILD, status="finished") == []
    with pytest.raises(ValueError, match="status"):
        await store.games_of_server(GUILD, status="pending")


@pytest.mark.parametrize("name", ["plakoto", "plateau"])
async def test_the_board_is_the_image_the_thread_shows(service: Service, name: str) -> None:
    """The page draws the game's public post image: Plakoto's with its last turn
    recapped after the next roll, Plateau's the spectator's."""
    game = await new_game(service, name)
    rng = random.Random(8)
    update = None
    for _ in range(6):
        current = await service.ctx.store.get_game(game.id)
        replay = await service.games.replay_of(current)
        seat = replay.to_move
        assert isinstance(seat, int)
        move = str(rng.choice(replay.legal_moves()))
        update = await service.games.move(
            Asked(game_id=game.id, asked_by=current.players[seat]), move
        )
    assert update is not None
    desk = SpectatorDesk(service.ctx)
    key = await desk.game_key(GUILD, game.id)
    assert await desk.board(GUILD, game.id, key, update.ply) == update.image.png


async def test_lines_kept_between_reads_are_the_lines_read_afresh(service: Service) -> None:
    """A desk that followed the game move by move (a takeback among them) shows what a
    new desk, replaying everything at once, shows."""
    game = await new_game(service, "plateau")
    following = SpectatorDesk(service.ctx)
    key = await following.game_key(GUILD, game.id)
    rng = random.Random(9)
    for ply in range(1, 13):
        await play(service, game.id, ply, rng)
        if ply == 8:
            current = await service.ctx.store.get_game(game.id)
            entry = parse_game_entry("takeback")
            assert entry is not None
            await service.games.agreed(current, entry, 1, current.ply)
        shown = await following.game(GUILD, game.id, key)
        afresh = await SpectatorDesk(service.ctx).game(GUILD, game.id, key)
        assert shown.moves == afresh.moves and shown.status == afresh.status
    assert "takeback" in [m.text for m in shown.moves]
