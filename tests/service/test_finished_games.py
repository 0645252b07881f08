"""/games finished (issue 20.3): finished games newest first, a page at a time, with
result, ending, date, length, a link and the record's command; only what the place
asked from may see."""

from __future__ import annotations

from service import Service
from tests.service.community_support import GUILD, played

ANN, BEN, CAT = 101, 102, 103


async def test_finished_games_are_listed_paged_and_kept_to_their_place(service: Service) -> None:
    games = [await played(service, ANN, BEN, (ANN, BEN)[n % 2]) for n in range(11)]
    drawn = await played(service, ANN, CAT, None)
    elsewhere = await played(service, ANN, BEN, ANN, guild_id=GUILD + 1)
    first = await service.finished.listing(ANN, asked_by=CAT, guild_id=GUILD)
    assert first.title == f"<@{ANN}>'s finished games" and first.has_next
    lines = first.text.splitlines()
    assert len(lines) == 11 and lines[-1] == "A game's record: `/history game:<number>`."
    assert lines[0].startswith(f"**#{drawn.id}** Pinch · <@{ANN}> vs <@{CAT}> — drawn by agree")
    assert f"<t:{int(drawn.finished_at.timestamp())}:d>" in lines[0]  # type: ignore[union-attr]
    assert f" · {drawn.ply} plies · rated · <#2> · `/history game:{drawn.id}`" in lines[0]
    assert lines[1].startswith(f"**#{games[-1].id}**")
    assert f"<@{ANN}> won by resignation" in lines[1]
    assert f"#{elsewhere.id}**" not in first.text  # another server's game is not here
    second = await service.finished.listing(ANN, asked_by=CAT, guild_id=GUILD, page=2)
    assert not second.has_next and second.has_previous
    assert [line.split("**")[1] for line in second.text.splitlines()[:2]] == [
        f"#{games[1].id}",
        f"#{games[0].id}",
    ]
    server = await service.finished.listing(None, asked_by=CAT, guild_id=GUILD, game="Pinch")
    assert server.title == "This server's finished Pinch games"
    dm = await service.finished.listing(ANN, asked_by=CAT, guild_id=None)
    assert dm.text.count("**#") == 1 and "https://discord.com/channels/1/2" in dm.text
    nothing = await service.finished.listing(CAT, asked_by=CAT, guild_id=GUILD, game="les")
    assert nothing.text == "None yet." and not nothing.has_next
