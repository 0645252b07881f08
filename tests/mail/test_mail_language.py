"""The mail command ``language`` (issue 29): a reply to any mail changes the language mail
comes in, says which it is when given none, and refuses a language we lack by naming
those we speak. Real SMTP both ways on loopback, on both engines."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from tests.mail.bad_input import quiet, to_player
from tests.mail.conftest import ADDRESS, ALICE, MailWorld
from tests.mail.mailbox import text_of


@pytest.fixture
async def end_quiet(mail_world: MailWorld) -> AsyncIterator[MailWorld]:
    yield mail_world
    await quiet(mail_world)


async def answered(world: MailWorld, text: str, subject: str) -> str:
    """alice replies ``text`` to her turn mail; the text of the answer she gets."""
    game = await world.new_game("pinch", {"size": 9})
    turn = await world.turn_mail(ALICE, game, 0)
    before = to_player(world, ALICE)
    await world.answer(turn, ALICE, text)
    answer = await world.outside.wait_for(
        ADDRESS[ALICE], lambda m: subject in str(m["Subject"]), after=before
    )
    return text_of(answer)


async def test_a_reply_changes_the_mail_language_and_plays_nothing(end_quiet: MailWorld) -> None:
    world = end_quiet
    assert await world.service.readers.mail_language(ALICE) == "en", "linked: English"
    text = await answered(world, "language es", "Idioma cambiado")  # answered in Spanish
    assert "Hecho: ahora tu correo llega en Español (es)." in text, "said in the new language"
    assert await world.service.readers.mail_language(ALICE) == "es"
    game = await world.service.ctx.store.get_game(1)
    assert game.ply == 0, "the turn mail's move is still to play"


async def test_a_language_we_lack_is_refused_by_naming_those_we_speak(
    end_quiet: MailWorld,
) -> None:
    world = end_quiet
    text = await answered(world, "Language: klingon", "Language not changed")
    assert "klingon is not a language I speak; choose one of en (English), es (Español)" in (
        " ".join(text.split())
    )
    assert await world.service.readers.mail_language(ALICE) == "en"


async def test_the_word_alone_says_which_language_it_is(end_quiet: MailWorld) -> None:
    text = await answered(end_quiet, "language", "Your mail's language")
    assert "Your mail comes in English (en)." in " ".join(text.split())
