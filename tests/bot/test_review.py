"""Looking back on a simulated Discord (issue 21.1-3): /board ply:, /review with its
persistent ◀ ▶ buttons (after a restart too), /replay's animated GIF, /history and
/export's records; Plateau's hidden faces in none of them but the asker's own."""

from __future__ import annotations

import io
from typing import Any

from PIL import Image

from rules import GAMES
from rules.replay import Replay
from service.boards.scenes.plateau import render_plateau
from service.records.loader import load_record, load_records
from tests.bot.conftest import World
from tests.bot.test_pinch_game import WINNING_LINE, start_game
from tests.bot.test_plateau_game import start as start_plateau


def buttons(message: Any) -> list[dict[str, Any]]:
    return [button for row in message.components for button in row["components"]]


async def test_stepping_through_a_pinch_game_and_sharing_it(world: World):
    _, thread = await start_game(world)
    players = [world.alice, world.bob]
    for ply, move in enumerate(WINNING_LINE[:4]):
        await players[ply % 2].slash(thread, "move", notation=move)

    board = await world.carol.slash(thread, "board", ply=1)
    assert not board.ephemeral
    assert board.response.content == "**Pinch #1 · alice vs bob**, ply 1 of 4: alice played e1."
    assert board.response.attachments[0].filename == "pinch-1-ply1.png"
    wrong = await world.carol.slash(thread, "board", ply=9)
    assert wrong.ephemeral and wrong.response.content == "Game #1 has 4 plies; ply must be 0-4."

    review = await world.bob.slash(world.lobby, "review", game=1)
    assert review.ephemeral
    assert review.response.content.startswith("**Pinch #1 · alice vs bob**, ply 4 of 4, running")
    assert [b["label"] for b in buttons(review.response)] == ["|◀", "◀", "▶", "▶|"]
    assert [b.get("disabled", False) for b in buttons(review.response)] == [0, 0, 1, 0]
    back = await world.bob.click(review.response, label="◀")
    assert back.response.content.endswith("ply 3 of 4, running: alice played e2.")
    assert back.response.id == review.response.id, "the review steps in place"

    await world.restart()  # the buttons carry all they need
    first = await world.bob.click(back.response, label="|◀")
    assert first.response.content.endswith("ply 0 of 4, running: The start position.")
    assert [b.get("disabled", False) for b in buttons(first.response)] == [1, 1, 0, 0]

    for ply, move in enumerate(WINNING_LINE[4:], start=4):
        await players[ply % 2].slash(thread, "move", notation=move)
    last = await world.bob.click(first.response, label="▶|")
    assert "ply 17 of 17: alice played e9." in last.response.content
    assert all(b.get("disabled") for b in buttons(last.response)[2:]), "a finished game ends"

    replay = await world.carol.slash(world.lobby, "replay", game=1)
    assert not replay.ephemeral
    answer = replay.response  # the first answer after "thinking…" takes its place
    assert answer.content == "Replay of **Pinch #1 · alice vs bob**: 18 positions, ply 0 to 17."
    gif = Image.open(io.BytesIO(await answer.attachments[0].read()))
    assert gif.format == "GIF" and gif.n_frames == 18
    assert answer.attachments[0].description == (
        "An animation of Pinch #1 · alice vs bob: 18 frames, a move each, from the start to ply 17."
    )

    record = await world.bob.slash(world.lobby, "history", game=1)
    text = (await record.response.attachments[0].read()).decode()
    loaded = load_record(text)
    assert loaded.tags is not None and loaded.tags.result == "1-0"
    assert list(loaded.moves) == WINNING_LINE
    exported = await world.alice.slash(world.lobby, "export")
    file = exported.response
    assert file.ephemeral and "1 finished game in this server" in file.content
    assert load_records((await file.attachments[0].read()).decode())[0].tags == loaded.tags

    elsewhere = world.env.create_guild("Elsewhere")
    dave = elsewhere.add_member(world.env.create_user("dave"))
    room = elsewhere.create_text_channel("room")
    for command in ("review", "replay", "board"):
        refused = await dave.slash(room, command, game=1)
        assert refused.ephemeral and refused.response.content == "There is no game #1."
    none = await dave.slash(room, "export")
    assert "You have no finished games in this server yet" in none.response.content


async def test_plateau_reviews_show_each_viewer_only_their_own(world: World):
    thread = await start_plateau(world)
    await world.alice.slash(thread, "move", notation="open a1 xx rb")
    await world.bob.slash(thread, "move", notation="open d4 bb rr")
    moves = [m.notation for m in await world.env.bot.service.ctx.store.moves(1)]
    replay = Replay.of(GAMES["plateau"], {}, moves)
    names = ("alice", "bob")

    def drawn(seat: int | None) -> bytes:
        return render_plateau(replay.view(seat), title="Plateau #1 · alice vs bob", names=names)

    own = await world.bob.slash(thread, "review")
    assert own.ephemeral and "Your own view" in own.response.content
    assert "bob played `open d4 bb rr`." in own.response.content, "his own move, in full"
    assert await own.response.attachments[0].read() == drawn(1)
    back = await world.bob.click(own.response, label="◀")
    assert "alice played `open a1 ?? r?`." in back.response.content
    assert "xx rb" not in back.response.content
    for button in buttons(back.response):
        assert "xx" not in button["custom_id"] and "rb" not in button["custom_id"]
    spectator = await world.carol.slash(thread, "review")
    assert "Your own view" not in spectator.response.content
    assert await spectator.response.attachments[0].read() == drawn(None)
    public = await world.alice.slash(thread, "board", ply=2)
    assert not public.ephemeral and await public.response.attachments[0].read() == drawn(None)

    mine = await world.alice.slash(thread, "replay")
    assert mine.ephemeral, "her own view of a running game is hers alone"
    assert "Your own view" in mine.response.content
    theirs = await world.carol.slash(thread, "replay")
    assert not theirs.ephemeral
    frames = Image.open(io.BytesIO(await theirs.response.attachments[0].read()))
    frames.seek(frames.n_frames - 1)
    assert frames.n_frames == 3
