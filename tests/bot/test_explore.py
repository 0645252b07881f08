"""The analysis board on a simulated Discord (issue 34): /explore answers its asker alone
with a board and persistent buttons that step through the line, a note and a name typed
into a modal, /lines to list, reopen, name, note, delete and queue; nothing reaches the
game's thread or changes the game; another player's press reads nothing; a Plateau
line names none of the opponent's hidden pieces; Pinch's Queue button fires."""

from __future__ import annotations

from typing import Any

from tests.bot.conftest import World
from tests.bot.test_pinch_game import start_game

STEPS = ["|◀", "◀", "▶", "▶|"]


def buttons(message: Any) -> list[dict[str, Any]]:
    return [button for row in message.components for button in row["components"]]


def labels(message: Any) -> list[str]:
    return [button["label"] for button in buttons(message)]


def greyed(message: Any) -> list[bool]:
    return [bool(button.get("disabled")) for button in buttons(message)[:4]]


def field(shown: Any) -> str:
    """The custom id of the one text field of the modal ``shown``."""
    [row] = shown.modal["components"]
    control = row.get("component") or row["components"][0]
    return str(control["custom_id"])


async def game_log(world: World) -> list[str]:
    return [m.notation for m in await world.env.bot.service.ctx.store.moves(1)]


async def test_a_private_board_played_stepped_noted_and_named(world: World) -> None:
    _, thread = await start_game(world)
    await world.alice.slash(thread, "move", notation="e5")
    posted = len(thread.history())

    board = await world.bob.slash(thread, "explore")
    assert board.ephemeral
    said = board.response.content
    assert said.startswith("**Pinch #1**, your working line from ply 1: move 0 of 0 (ply 1).")
    assert "Only you see this line" in said
    assert board.response.attachments[0].filename == "pinch-1-explore-1-0.png"
    assert labels(board.response) == [*STEPS, "Note…", "Name…", "Queue as /premove"]
    assert greyed(board.response) == [True, True, True, True]

    offered = await world.bob.autocomplete(thread, "explore", "move", "d")
    assert [c["value"] for c in offered][:3] == ["d1", "d2", "d3"]
    played = await world.bob.slash(thread, "explore", move="d4")
    assert played.ephemeral and "In the line, bob played `d4`." in played.response.content
    again = await world.bob.slash(thread, "explore", move="c3")
    assert "move 2 of 2 (ply 3)" in again.response.content
    assert greyed(again.response) == [False, False, True, True]

    back = await world.bob.click(again.response, label="◀")
    assert back.response.id == again.response.id, "the board steps in place"
    assert "move 1 of 2 (ply 2)" in back.response.content
    assert greyed(back.response) == [False, False, False, False]
    start = await world.bob.click(back.response, label="|◀")
    assert "move 0 of 2" in start.response.content

    await world.restart()  # the buttons carry all they need
    forth = await world.bob.click(start.response, label="▶")
    assert "move 1 of 2" in forth.response.content

    asked = await world.bob.click(forth.response, label="Note…")
    assert asked.modal is not None and asked.modal["title"] == "A note on this position"
    noted = await world.bob.submit_modal(asked, {field(asked): "the centre, then c3"})
    assert noted.response.id == forth.response.id
    assert "Your note: the centre, then c3" in noted.response.content
    assert "move 1 of 2" in noted.response.content

    naming = await world.bob.click(noted.response, label="Name…")
    named = await world.bob.submit_modal(naming, {field(naming): "centre"})
    assert "your line “centre” from ply 1" in named.response.content

    fresh = await world.bob.slash(thread, "explore")
    assert "your working line" in fresh.response.content, "a named line is kept apart"
    names = await world.bob.autocomplete(thread, "lines open", "name", "cen")
    assert [c["value"] for c in names] == ["centre"]
    reopened = await world.bob.slash(thread, "lines open", name="centre")
    assert reopened.ephemeral
    assert "“centre”" in reopened.response.content and "move 1 of 2" in reopened.response.content
    assert "Your note: the centre, then c3" in reopened.response.content
    listed = await world.bob.slash(thread, "lines list")
    assert listed.ephemeral and "“centre”: from ply 1, 2 moves, one note" in listed.response.content

    assert len(thread.history()) == posted, "nothing in the thread"
    assert await game_log(world) == ["e5"], "nor in the game"
