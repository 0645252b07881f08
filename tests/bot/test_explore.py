"""The analysis board on a simulated Discord (issue 34): /explore answers its asker alone
with a board and persistent buttons that step through the line, a note and a name typed
into a modal, /lines to list, reopen, name, note, delete and queue; nothing reaches the
game's thread or changes the game; another player's press reads nothing; a Plateau
line names none of the opponent's hidden pieces (``test_secrecy_property`` holds its
answers to twin worlds); Plakoto's dice are typed; Pinch's Queue button fires."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.ui.buttons import label
from bot.ui.explore_buttons import ExploreAsk, ExploreQueue, ExploreStep
from service.explore.desk import MAX_NAME, MAX_NOTE
from tests.bot.conftest import World
from tests.bot.test_pinch_game import start_game
from tests.bot.test_plateau_game import position
from tests.bot.test_plateau_game import start as start_plateau
from tests.service.test_plateau_privacy import leaks, secrets
from words import ENGLISH, Reader
from words.locales import SUPPORTED

STEPS = ["|◀", "◀", "▶", "▶|"]
LIMITS = {"note": 80, "name": 80, "queue": 80}
LIMITS |= {f"{what}-{part}": 45 for what in ("note", "name") for part in ("title", "field")}


def buttons(message: Any) -> list[dict[str, Any]]:
    return [button for row in message.components for button in row["components"]]


def labels(message: Any) -> list[str]:
    return [button["label"] for button in buttons(message)]


def greyed(message: Any) -> list[bool]:
    return [bool(button.get("disabled")) for button in buttons(message)[:4]]


def control(shown: Any) -> dict[str, Any]:
    """The one text field of the modal ``shown``."""
    [row] = shown.modal["components"]
    return dict(row.get("component") or row["components"][0])


def field(shown: Any) -> str:
    return str(control(shown)["custom_id"])


@pytest.mark.parametrize("locale", SUPPORTED)
def test_every_label_and_modal_text_fits_discord(locale: str) -> None:
    """Discord refuses a button label over 80 characters, a modal's title or a text
    field's label over 45."""
    reader = Reader(locale)
    for name, limit in LIMITS.items():
        assert 0 < len(label(f"explore-{name}", reader)) <= limit, (locale, name)


async def game_log(world: World) -> list[str]:
    return [m.notation for m in await world.env.bot.service.ctx.store.moves(1)]


async def test_a_private_board_played_stepped_noted_and_named(world: World) -> None:
    _, thread = await start_game(world)
    await world.alice.slash(thread, "move", notation="e5")
    posted = len(thread.history())

    # Before any line the moves offered are the game's now; with a ply typed, there.
    now = [c["value"] for c in await world.bob.autocomplete(thread, "explore", "move", "e")]
    assert now and "e5" not in now
    then = await world.bob.autocomplete(thread, "explore", "move", "e", ply=0)
    assert "e5" in [c["value"] for c in then]

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
    assert control(asked)["max_length"] == MAX_NOTE and not control(asked).get("required")
    noted = await world.bob.submit_modal(asked, {field(asked): "the centre, then c3"})
    assert noted.response.id == forth.response.id
    assert "Your note: the centre, then c3" in noted.response.content
    assert "move 1 of 2" in noted.response.content

    naming = await world.bob.click(noted.response, label="Name…")
    assert control(naming)["max_length"] == MAX_NAME
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
    later = await world.bob.slash(thread, "lines open", name="centre")  # a second board
    ahead = await world.bob.click(later.response, label="▶")
    assert "move 2 of 2" in ahead.response.content
    asked = await world.bob.click(reopened.response, label="Note…")  # the first, at move 1
    renoted = await world.bob.submit_modal(asked, {field(asked): "or b3"})
    assert "move 1 of 2" in renoted.response.content, "the note is for the position it showed"
    assert "Your note: or b3" in renoted.response.content
    listed = await world.bob.slash(thread, "lines list")
    assert listed.ephemeral and "“centre”: from ply 1, 2 moves, one note" in listed.response.content

    assert len(thread.history()) == posted, "nothing in the thread"
    assert await game_log(world) == ["e5"], "nor in the game"


async def test_refusals_are_the_rules_own_words_and_a_ply_starts_a_fresh_line(world: World):
    _, thread = await start_game(world)
    await world.alice.slash(thread, "move", notation="e5")
    taken = await world.bob.slash(thread, "explore", move="e5")
    assert taken.ephemeral and taken.response.content == "e5 is already occupied."
    past = await world.bob.slash(thread, "explore", ply=0, move="a1")
    assert "your working line from ply 0: move 1 of 1 (ply 1)" in past.response.content
    assert "In the line, alice played `a1`." in past.response.content
    beyond = await world.bob.slash(thread, "explore", ply=5)
    assert beyond.ephemeral and "ply must be 0-1" in beyond.response.content
    watcher = await world.carol.slash(thread, "explore")
    assert watcher.ephemeral and "Only the players of game #1" in watcher.response.content
    assert await game_log(world) == ["e5"]


async def test_lines_named_noted_and_deleted_by_command(world: World):
    _, thread = await start_game(world)
    await world.alice.slash(thread, "explore", move="e5")
    named = await world.alice.slash(thread, "lines name", name="  quiet   start ")
    assert named.ephemeral and "your line “quiet start”" in named.response.content
    assert labels(named.response)[:4] == STEPS, "a board, with its buttons"
    noted = await world.alice.slash(thread, "lines note", text="solid")
    assert "Your note: solid" in noted.response.content
    await world.alice.slash(thread, "explore", ply=0, move="a1")
    await world.alice.slash(thread, "lines name", name="edge")
    offered = await world.alice.autocomplete(thread, "lines delete", "name", "")
    assert sorted(c["value"] for c in offered) == ["edge", "quiet start"]
    listed = await world.alice.slash(thread, "lines list", game=1)
    assert listed.response.content.index("“edge”") < listed.response.content.index("“quiet")
    deleted = await world.alice.slash(world.lobby, "lines delete", name="Quiet Start", game=1)
    assert deleted.ephemeral and "“quiet start” in game #1 is deleted" in deleted.response.content
    assert [
        c["value"] for c in await world.alice.autocomplete(thread, "lines open", "name", "")
    ] == ["edge"]
    await world.alice.slash(thread, "explore")  # a fresh working line
    taken = await world.alice.slash(thread, "lines name", name="EDGE")
    assert taken.ephemeral and "already have a line named" in taken.response.content
    assert await game_log(world) == [] and len(thread.history()) == 1


async def copied_into(world: World, thread: Any, board: Any) -> Any:
    """A public copy of ``board``'s buttons, so that anyone may press them: the custom
    ids are all a press carries."""
    [game, line] = buttons(board)[0]["custom_id"].split(":")[2:4]
    view = discord.ui.View(timeout=None)
    view.add_item(ExploreStep(int(game), int(line), 0, "first"))
    view.add_item(ExploreAsk(int(game), int(line), 0, "note", ENGLISH))
    view.add_item(ExploreQueue(int(game), int(line), ENGLISH))
    channel = world.env.bot.get_channel(thread.id)
    await channel.send("copied", view=view)
    return thread.history()[-1]


async def test_another_players_press_reads_and_changes_nothing(world: World):
    _, thread = await start_game(world)
    await world.alice.slash(thread, "move", notation="e5")
    await world.alice.slash(thread, "explore", move="d4")
    board = await world.alice.slash(thread, "explore", move="c3")
    await world.alice.slash(thread, "lines name", name="secret plan")
    copy = await copied_into(world, thread, board.response)
    refusals = ((world.bob, "That line is gone"), (world.carol, "Only the players of game #1"))
    for player, refusal in refusals:
        step = await player.click(copy, label="|◀")
        assert step.ephemeral and refusal in step.response.content
        assert not step.response.attachments
        asked = await player.click(copy, label="Note…")
        noted = await player.submit_modal(asked, {field(asked): "mine now"})
        assert noted.ephemeral and refusal in noted.response.content
        queued = await player.click(copy, label="Queue as /premove")
        assert queued.ephemeral and refusal in queued.response.content
    peeked = await world.bob.slash(thread, "lines list")
    assert "secret" not in peeked.response.content
    assert await world.bob.autocomplete(thread, "lines open", "name", "") == []
    opened = await world.bob.slash(thread, "lines open", name="secret plan")
    assert opened.ephemeral and "no line named" in opened.response.content
    mine = await world.alice.slash(thread, "lines open", name="secret plan")
    assert "move 2 of 2" in mine.response.content and "Your note" not in mine.response.content
    premoves = await world.alice.slash(thread, "premove list")
    assert "No conditional moves wait" in premoves.response.content


async def test_the_queue_button_queues_a_conditional_move_that_fires(world: World):
    _, thread = await start_game(world)
    await world.alice.slash(thread, "move", notation="e5")
    await world.alice.slash(thread, "explore", move="d4")
    board = await world.alice.slash(thread, "explore", move="c3")
    queued = await world.alice.click(board.response, label="Queue as /premove")
    assert queued.ephemeral and queued.response.id != board.response.id, "a new answer"
    assert "if they play `d4`, you reply `c3` at once" in queued.response.content
    posted = len(thread.history())
    played = await world.bob.slash(thread, "move", notation="d4")
    assert "alice played c3 — a conditional move, queued in advance." in played.response.content
    assert len(thread.history()) == posted + 1
    assert await game_log(world) == ["e5", "d4", "c3"]
    again = await world.alice.slash(thread, "lines queue")
    assert again.ephemeral and "no two moves" in again.response.content, "it was used up"


async def test_a_plateau_line_names_none_of_the_opponents_hidden_pieces(world: World):
    thread = await start_plateau(world)
    await world.alice.slash(thread, "move", notation="open a1 br ox")
    await world.bob.slash(thread, "move", notation="open d4 bb rr")
    hidden = secrets(await position(world))[0]
    assert hidden == {"open a1 br ox"}

    def told(result: Any) -> str:
        message = result.response
        alt = " ".join(a.description or "" for a in message.attachments)
        ids = " ".join(b["custom_id"] for b in buttons(message))
        return f"{message.content}\n{alt}\n{ids}"

    posted = len(thread.history())
    board = await world.bob.slash(thread, "explore")
    assert board.ephemeral
    assert labels(board.response) == [*STEPS, "Note…", "Name…"], "Plateau has no /premove"
    assert "a guess" in board.response.content
    assert leaks(told(board), hidden) == [] and "br ox" not in told(board)
    typed = "on "
    while len(typed.split()) < 3:  # the guessed world's moves, word by word as typed
        offered = await world.bob.autocomplete(thread, "explore", "move", typed)
        typed = str(offered[0]["value"]) + " "
    played = await world.bob.slash(thread, "explore", move=typed.strip())
    assert played.ephemeral and "In the line, alice played" in played.response.content
    assert leaks(told(played), hidden) == [] and "br ox" not in told(played)
    back = await world.bob.click(played.response, label="◀")
    assert leaks(told(back), hidden) == [] and "br ox" not in told(back)
    assert len(thread.history()) == posted, "nothing in the thread"


async def test_in_plakoto_the_line_takes_the_dice_its_owner_types(world: World):
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="plakoto", points=1
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Plakoto #1")
    board = await world.alice.slash(thread, "explore")  # whoever moves: a line plays both
    assert labels(board.response) == [*STEPS, "Note…", "Name…"], "Plakoto has no /premove"
    [first, *_] = await world.alice.autocomplete(thread, "explore", "move", "")
    moved = await world.alice.slash(thread, "explore", move=first["value"])
    assert "The dice are yours to choose" in moved.response.content
    rolled = await world.alice.slash(thread, "explore", move="6-5")
    assert "In the line, the dice fell `roll 6-5`." in rolled.response.content
    refused = await world.alice.slash(thread, "lines queue")
    assert refused.ephemeral and "the dice decide" in refused.response.content
