"""Issue 29: mail in the pseudo-locale: every word of the mail channel's own answers, and
of every turn mail of whole games of all five games, came from a catalog (accented and
bracketed), so no sentence is still written in code."""

from __future__ import annotations

import random
import re
from email.message import EmailMessage

import pytest

from rules.plateau.pieces import CODES
from service import Asked
from tests.mail.bad_input import quiet, to_player
from tests.mail.conftest import ADDRESS, ALICE, BOB, MailWorld
from tests.mail.mailbox import text_of
from tests.words.untranslated import untranslated
from words.locales import PSEUDO

NAMES = ("alice", "bob", "Alice", "Bob", "Pinch", "pinch", "Postboard")
GAMES = ("Pletore", "Les", "Plakoto", "Plateau")
TITLE = re.compile(r"\S+ #\d+ · \S+ vs \S+")
"""A game's title (``Pinch #1 · alice vs bob``): names and numbers, in every language."""
NOTATION = {*CODES, "off"}
"""Words of the games' notation in the text diagrams: Plateau's discs by their two face
letters (``xb``), Plakoto's trays by the word its moves use for them (``6/off``)."""
ENDINGS = {
    "pinch": ({"size": 9}, "e1 a1 e2 a2 e3 a3 e4 a4 e5 a5 e6 a6 e7 a7 e8 a8 e9".split()),
    "les": ({"size": 4}, None),
    "pletore": ({"size": 4}, None),
    "plakoto": ({"match_length": 1}, None),
    "plateau": ({}, None),
}
"""Each game's options, and its moves to the end (None: seeded legal moves)."""


def english_in(mail: EmailMessage) -> list[str]:
    """The words of the mail's subject and text no catalog wrote (the text diagram's
    labels are notation, one letter each, and pass)."""
    text = TITLE.sub(" ", f"{mail['Subject']}\n{text_of(mail)}")
    return [word for word in untranslated(text, (*NAMES, *GAMES)) if word not in NOTATION]


async def test_the_mails_answers_in_the_pseudo_locale_say_nothing_outside_the_catalogs(
    mail_world: MailWorld,
) -> None:
    world = mail_world
    for user in (ALICE, BOB):
        await world.service.ctx.store.set_mail_language(user, PSEUDO)
    game = await world.new_game("pinch", {"size": 9})
    turn = await world.outside.wait_for(ADDRESS[ALICE], lambda m: f"#{game}" in str(m["Subject"]))
    before = to_player(world, ALICE)
    await world.answer(turn, ALICE, "e5")
    played = await world.outside.wait_for(ADDRESS[ALICE], lambda m: True, after=before)
    assert english_in(played) == []
    answer = await world.outside.wait_for(ADDRESS[BOB], lambda m: f"#{game}" in str(m["Subject"]))
    before = to_player(world, BOB)
    await world.answer(answer, BOB, "language")
    told = await world.outside.wait_for(ADDRESS[BOB], lambda m: True, after=before)
    assert english_in(told) == []
    await quiet(world)


@pytest.mark.parametrize("name", sorted(ENDINGS))
async def test_whole_games_by_mail_in_the_pseudo_locale_say_nothing_outside_the_catalogs(
    mail_world: MailWorld, name: str
) -> None:
    """Every mail of a whole game, each player reading it by mail: the turn mails' status,
    last move, time and diagram, and the result."""
    world = mail_world
    for user in (ALICE, BOB):
        await world.service.ctx.store.set_mail_language(user, PSEUDO)
    before = {user: to_player(world, user) for user in (ALICE, BOB)}  # the linking codes
    options, moves = ENDINGS[name]
    game = await world.new_game(name, options)
    rng = random.Random(3)
    store, games = world.service.ctx.store, world.service.games
    for ply in range(2000):
        record = await store.get_game(game)
        if record.status != "active":
            break
        assert record.to_move in (0, 1), "the service rolls before anyone is asked"
        if moves is not None:
            move = moves[ply]
        else:
            replay = await games.replay_of(record)
            move = str(rng.choice(replay.legal_moves()))
        await games.move(Asked(game_id=game, asked_by=record.players[record.to_move]), move)
    assert (await store.get_game(game)).status == "finished"
    await quiet(world)
    mails = [m for user in (ALICE, BOB) for m in world.outside.to(ADDRESS[user])[before[user] :]]
    assert len(mails) >= 2
    english = {str(mail["Subject"]): found for mail in mails if (found := english_in(mail))}
    assert english == {}, "\n".join(f"{subject}: {words}" for subject, words in english.items())
