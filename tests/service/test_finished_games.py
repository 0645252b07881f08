"""/games finished (issue 20.3): finished games newest first, a page at a time, with
result, ending, date, length, a link and the record's command; only what the place
asked from may see."""

from __future__ import annotations

import re

from mail.words import MAIL_TEXT
from service import Asked, Service
from tests.service.community_support import GUILD, played
from tests.service.spoken import said
from tests.test_service_says_no_discord import DISCORD
from words import Reader

ANN, BEN, CAT = 101, 102, 103


async def test_finished_games_are_listed_paged_and_kept_to_their_place(service: Service) -> None:
    games = [await played(service, ANN, BEN, (ANN, BEN)[n % 2]) for n in range(11)]
    drawn = await played(service, ANN, CAT, None)
    elsewhere = await played(service, ANN, BEN, ANN, guild_id=GUILD + 1)
    first = await service.finished.listing(ANN, Asked(asked_by=CAT, guild_id=GUILD))
    assert said(first.title) == f"<@{ANN}>'s finished games" and first.has_next
    text = said(first.text)
    lines = text.splitlines()
    assert len(lines) == 11 and lines[-1] == "A game's record: `/history game:<number>`."
    assert lines[0].startswith(f"#{drawn.id} Pinch · <@{ANN}> vs <@{CAT}> — drawn (agreement)")
    assert f"<t:{int(drawn.finished_at.timestamp())}:D>" in lines[0]  # type: ignore[union-attr]
    assert f" · {drawn.ply} plies · rated · <#2> · `/history game:{drawn.id}`" in lines[0]
    assert lines[1].startswith(f"#{games[-1].id} ")
    assert f"<@{ANN}> won (resignation)" in lines[1]
    assert f"#{elsewhere.id} " not in text  # another server's game is not here
    second = await service.finished.listing(ANN, Asked(asked_by=CAT, guild_id=GUILD), page=2)
    assert not second.has_next and second.has_previous
    assert [line.split(" ")[0] for line in said(second.text).splitlines()[:2]] == [
        f"#{games[1].id}",
        f"#{games[0].id}",
    ]
    server = await service.finished.listing(None, Asked(asked_by=CAT, guild_id=GUILD), game="Pinch")
    assert said(server.title) == "This server's finished Pinch games"
    dm = await service.finished.listing(ANN, Asked(asked_by=CAT, guild_id=None))
    dm_text = said(dm.text)
    assert dm_text.count(" Pinch · ") == 1 and "](https://discord.com/channels/1/2)" in dm_text
    assert "<#" not in dm_text  # a thread of a server may not open from a DM
    nothing = await service.finished.listing(CAT, Asked(asked_by=CAT, guild_id=GUILD), game="les")
    assert said(nothing.text) == "None yet." and not nothing.has_next


async def test_finished_games_by_mail_and_in_spanish_come_from_the_catalogs(
    service: Service,
) -> None:
    """A mail reader meets no slash command and no Discord syntax; a Spanish reader reads
    the catalog's Spanish, the result word included."""
    won = await played(service, ANN, BEN, ANN)
    page = await service.finished.listing(ANN, Asked(asked_by=ANN, guild_id=GUILD))
    mailed = MAIL_TEXT.render(page.text, Reader())
    assert f"#{won.id} Pinch" in mailed and "won (resignation)" in mailed
    assert DISCORD.search(mailed) is None and not re.search(r"/\w", mailed)
    spanish = MAIL_TEXT.render(page.text, Reader("es"))
    assert " contra " in spanish and "ganó" in spanish and "El registro de una partida" in spanish
