"""A turn mail carries the player's personal link to their own page of the game (issue
33), in the plain part and as a link in the HTML part, when the site has a public
address; the link opens that player's seat. Without an address, no link."""

from __future__ import annotations

import re
from email.message import EmailMessage
from typing import cast

from tests.mail.conftest import ALICE, BOB, MailWorld
from tests.mail.mailbox import text_of

SITE = "https://games.example.org/pb"
LINK = re.compile(re.escape(SITE) + r"/p/[0-9a-z.]+[0-9a-z]")


def html_of(message: EmailMessage) -> str:
    part = message.get_body(preferencelist=("html",))
    assert part is not None
    return cast(str, cast(EmailMessage, part).get_content())


async def test_a_turn_mail_links_to_the_players_own_page(mail_world: MailWorld) -> None:
    world = mail_world
    world.service.web_play.sessions.public_url = SITE
    game_id = await world.new_game("pinch", {"size": 9})
    mail = await world.turn_mail(ALICE, game_id, 0)
    text = text_of(mail)
    found = LINK.search(text)
    assert found, text
    assert "Or play from your own page: " in text and "for you alone, until" in text
    assert f'<a href="{found.group(0)}">' in html_of(mail)
    opened = await world.service.web_play.exchange(found.group(0).rsplit("/", 1)[1])
    session = await world.service.web_play.session(opened.session_id, game_id)
    assert (session.user_id, session.seat, session.game_id) == (ALICE, 0, game_id)
    world.service.web_play.sessions.public_url = None
    await world.answer(mail, ALICE, "e5")
    second = await world.turn_mail(BOB, game_id, 1)
    assert not LINK.search(text_of(second)) and "/p/" not in text_of(second)
