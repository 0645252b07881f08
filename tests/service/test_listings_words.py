"""Issue 29: /games as data. The list of one's running games is also what a daily
digest mails, so its mail rendering may carry no slash command and no Discord syntax;
and every sentence of it comes from the catalogs, in each reader's language."""

from __future__ import annotations

import re

from mail.words import MAIL_TEXT
from service import Asked, Service
from service.notices.digests import digest_lines
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import listed
from tests.service.support import later, new_game
from tests.test_service_says_no_discord import DISCORD
from tests.words.untranslated import untranslated
from words import Command, Reader, lines, msg
from words.locales import PSEUDO

SLASH_COMMAND = re.compile(r"(?<![\w.:/<>-])/[a-z][a-z_]+\b")
NOBODY = 999


async def running(service: Service) -> dict[str, int]:
    """Alice's games, one of each kind of line: to move, timed out, untimed, theirs."""
    games = {
        "waiting": await new_game(service, clock="relaxed"),
        "late": await new_game(service, clock="brisk"),
        "free": await new_game(service, clock="none"),
        "theirs": await new_game(service),
    }
    await service.games.move(Asked(game_id=games["theirs"], asked_by=ALICE), "e5")
    later(service, days=2)
    return games


async def test_the_mailed_games_list_has_no_slash_command_and_no_discord_syntax(
    service: Service,
) -> None:
    games = await running(service)
    listing = await service.games.games_of(ALICE)
    none = await service.games.games_of(NOBODY)
    mailed = MAIL_TEXT.render(
        lines(
            digest_lines(listing),
            digest_lines(none),
            msg("listings-elsewhere", count=2, command=Command("games")),
        ),
        Reader(),
    )
    assert all(f"#{game}" in mailed for game in games.values())
    assert "your move" in mailed and "their move" in mailed and "time is up" in mailed
    assert "You have no running games. To start one: challenge a player on Discord." in mailed
    assert DISCORD.search(mailed) is None and SLASH_COMMAND.search(mailed) is None, mailed
    assert "`" not in mailed and "](" not in mailed
    shown = listed(none)
    assert "`/challenge`" in shown, "on Discord the same sentence names the command"


async def test_the_games_list_speaks_the_readers_language_from_the_catalog(
    service: Service,
) -> None:
    games = await running(service)
    listing = await service.games.games_of(ALICE)
    spanish = MAIL_TEXT.render(digest_lines(listing), Reader("es"))
    assert f"#{games['waiting']} Pinch contra bob — te toca, tiempo restante:" in spanish
    assert "le toca a tu rival" in spanish and "se acabó el tiempo" in spanish
    assert "your move" not in spanish and " vs " not in spanish and " ply " not in spanish
    nobody = MAIL_TEXT.render(digest_lines(await service.games.games_of(NOBODY)), Reader("es"))
    assert nobody == "No tienes partidas en curso. Para empezar una: desafía a alguien en Discord."
    seen = await service.games.games_of(ALICE, Asked(asked_by=BOB, guild_id=None))
    pseudo = MAIL_TEXT.render(digest_lines(seen), Reader(PSEUDO))
    assert untranslated(pseudo, ("Pinch",)) == [], pseudo
