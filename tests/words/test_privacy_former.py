"""A former player (issue 32.5: someone forgotten at their request, a negative id in the
games kept for others) is written the same on every channel: the catalog's words in the
reader's language, never a mention, never a name."""

from __future__ import annotations

from bot.words import DISCORD
from mail.words import MAIL_HTML, MAIL_TEXT
from service.kit.names import stand_in
from web.words import WEB
from words import ENGLISH, Player, Reader, Verbatim, is_former, msg
from words.plain import PLAIN

REFUSED = msg("block-refused", player=Player(-5, "alice"))


def test_every_channel_writes_former_player_and_no_mention() -> None:
    for renderer in (DISCORD, PLAIN, MAIL_TEXT, MAIL_HTML, WEB):
        text = renderer.render(REFUSED, ENGLISH)
        assert text.startswith("former player does not take challenges"), text
        assert "alice" not in text and "<@" not in text and "-5" not in text


def test_in_each_language_and_only_for_negative_ids() -> None:
    assert PLAIN.render(REFUSED, Reader("de")).startswith("ehemaliger Spieler ")
    assert PLAIN.render(REFUSED, Reader("es")).startswith("exjugador ")
    assert PLAIN.render(REFUSED, Reader("el")).startswith("Ο/Η πρώην παίκτης ")
    named = msg("block-refused", player=Player(5, "alice"))
    assert DISCORD.render(named, ENGLISH).startswith("<@5> ")
    assert not is_former(0) and is_former(-1)


def test_the_plain_stand_in_names_former_and_unknown_players() -> None:
    assert stand_in(-7, ENGLISH) == "former player"
    assert stand_in(-7, Reader("de")) == "ehemaliger Spieler"
    assert stand_in(7, ENGLISH) == PLAIN.render(msg("players-unknown", id=Verbatim("7")), ENGLISH)
