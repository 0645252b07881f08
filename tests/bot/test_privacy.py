"""/privacy on a simulated Discord (issue 32.5): what is kept, privately; everything as a
private JSON file; and forgetting, after a question with **Forget me** / **Keep
everything**: the running game resigned in its thread as any resignation, the open
challenge withdrawn on its message, and the finished game shown with a former player
to the opponent; asking again finds nothing to forget."""

from __future__ import annotations

import json

from tests.bot.conftest import World


async def challenge(world: World, challenger, opponent):
    return await challenger.slash(
        world.lobby, "challenge", opponent=opponent, game="pinch", size=9, first="challenger"
    )


async def game_between(world: World, first, second):
    posted = await challenge(world, first, second)
    await second.click(posted.response, label="Accept")
    return world.thread("Pinch #")


async def test_show_says_what_is_kept_privately(world: World):
    shown = await world.alice.slash(world.lobby, "privacy show")
    assert shown.ephemeral
    text = shown.response.content
    assert text.startswith("What Postboard keeps about you, why, and for how long:")
    assert "`/privacy export`" in text and "`/privacy forget`" in text
    assert len(text) <= 2000 and world.lobby.history() == []


async def test_export_sends_a_private_json_file(world: World):
    thread = await game_between(world, world.alice, world.bob)
    await world.alice.slash(thread, "move", notation="e5")
    exported = await world.alice.slash(world.lobby, "privacy export")
    answer = exported.response
    assert exported.ephemeral and answer.content.startswith("Everything Postboard keeps about you")
    [attachment] = answer.attachments
    assert attachment.filename == f"postboard-data-{world.alice.id}.json"
    document = json.loads((await attachment.read()).decode("utf-8"))
    assert document["stored"]["user_names"][0]["display_name"] == "alice"
    [game] = document["games"]
    assert game["opponent"]["name"] == "bob" and game["status"] == "active"
    assert game["record"] is not None and "\ne5\n" in game["record"]
    assert all(not message.attachments for message in world.lobby.history()), "nothing public"


async def test_forget_asks_keeps_on_cancel_and_forgets_on_confirm(world: World):
    alice, bob = world.alice, world.bob
    thread = await game_between(world, alice, bob)
    await alice.slash(thread, "move", notation="e5")
    open_challenge = await challenge(world, alice, world.carol)
    assert not open_challenge.ephemeral

    asked = await alice.slash(world.lobby, "privacy forget")
    assert asked.ephemeral
    question = asked.response.content
    assert question.startswith("Forget you? This erases your name")
    assert "Your running game [#1](" in question and "is resigned" in question
    assert "Your pending challenge or tournament entry is withdrawn." in question
    kept = await alice.click(asked.response, label="Keep everything")
    assert kept.response.content == "Nothing was forgotten: everything stays as it was."
    store = world.env.bot.service.ctx.store
    assert (await store.get_game(1)).status == "active"

    asked = await alice.slash(world.lobby, "privacy forget")
    done = await alice.click(asked.response, label="Forget me")
    answer = done.response.content
    assert answer.startswith("Done: Postboard has forgotten you."), answer
    assert "One game was ended." in answer and "One challenge was withdrawn." in answer
    assert not done.response.components, "the buttons are gone"
    resigned = thread.history()[-1].content
    assert resigned.startswith("alice resigned") and "bob wins game #1" in resigned
    assert "withdrawn" in world.lobby.history()[-1].content, "the challenge's message closed"
    assert not world.lobby.history()[-1].components
    game = await store.get_game(1)
    assert game.status == "finished" and game.players[0] < 0 and game.players[1] == bob.id

    record = await bob.slash(world.lobby, "history", game=1)
    text = (await record.response.attachments[0].read()).decode()
    assert '# [Seat0 "former player"]' in text and "alice" not in text
    assert "former player vs bob" in record.response.content
    rematch = await bob.slash(thread, "rematch")
    assert rematch.ephemeral
    assert rematch.response.content == (
        "That player asked Postboard to forget them: there is no one to play."
    )

    again = await alice.slash(world.lobby, "privacy forget")
    assert again.ephemeral and not again.response.components
    assert again.response.content == (
        "Postboard keeps nothing about you, so there is nothing to forget."
    )
    empty = await alice.slash(world.lobby, "privacy export")
    document = json.loads((await empty.response.attachments[0].read()).decode("utf-8"))
    assert document["games"] == [] and all(rows == [] for rows in document["stored"].values())
