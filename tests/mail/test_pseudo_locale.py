"""Issue 29: mail in the pseudo-locale: every word of the mail channel's own answers came
from a catalog (accented and bracketed), so no sentence is still written in code.

The turn mail's game narration (the board's status and the text diagram's callers) is
not yet on the message model, so only the answers to replies are held here."""

from __future__ import annotations

from email.message import EmailMessage

from tests.mail.bad_input import quiet, to_player
from tests.mail.conftest import ADDRESS, ALICE, BOB, MailWorld
from tests.mail.mailbox import text_of
from tests.words.untranslated import untranslated
from words.locales import PSEUDO

NAMES = ("alice", "bob", "Alice", "Bob", "Pinch", "pinch", "Postboard")


def english_in(mail: EmailMessage) -> list[str]:
    """The words of the mail's subject and text no catalog wrote (the text diagram's
    labels are notation, one letter each, and pass)."""
    return untranslated(f"{mail['Subject']}\n{text_of(mail)}", NAMES)


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
