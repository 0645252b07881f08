"""/hint by level (issue 22, item 5): a server allows hints up to a level of the computer,
and a player asks at that level (the default) or a lower one; on both engines."""

from __future__ import annotations

import pytest

from service import Asked, NotAllowed, Service, ServiceError
from tests.service.conftest import ALICE
from tests.service.spoken import said
from tests.service.test_computer import InlineThinker, people_game

GUILD = 1


@pytest.fixture
def thinker() -> InlineThinker:
    return InlineThinker()


@pytest.fixture
def advised(service: Service, thinker: InlineThinker) -> Service:
    """The engine's service (``conftest``) with a computer that thinks in this process."""
    return Service(service.ctx, thinker)


async def test_a_hint_comes_from_the_allowed_level_or_a_lower_one_asked_for(
    advised: Service, thinker: InlineThinker
) -> None:
    shown = said(await advised.config.update(GUILD, hints=2))
    assert "**hints**: up to level 2 — players may ask `/hint`" in shown
    game = await people_game(advised)

    default = await advised.computer.hint(Asked(game_id=game, asked_by=ALICE))
    assert default.level == 2 and "what the level 2 computer would play" in said(default.text)
    assert f"<@{ALICE}> asked the computer for a hint at level 2" in said(default.notice)
    lower = await advised.computer.hint(Asked(game_id=game, asked_by=ALICE), level=1)
    assert lower.level == 1 and "what the level 1 computer would play" in said(lower.text)
    assert "at level 1" in said(lower.notice)

    with pytest.raises(NotAllowed) as above:
        await advised.computer.hint(Asked(game_id=game, asked_by=ALICE), level=3)
    assert said(above.value) == (
        "This server allows hints up to level 2, not level 3; ask with `level:1` or "
        "`level:2`, or without `level:` for level 2."
    )
    assert [level.number for _, level in thinker.searched] == [2, 1], "a refusal thinks not"
    assert all((level.blunder, level.imprecision) == (0.0, 0.0) for _, level in thinker.searched), (
        "a hint is the best its level found, never one of the level's planned slips"
    )


async def test_off_reset_and_rated_games_get_no_hint(
    advised: Service, thinker: InlineThinker
) -> None:
    with pytest.raises(ServiceError, match="hints must be off or a level from 1 to 5, not 6"):
        await advised.config.update(GUILD, hints=6)
    assert "**hints**: off — `/hint` is refused (the built-in default)" in said(
        await advised.config.show(GUILD)
    )
    await advised.config.update(GUILD, hints=5)
    rated = await people_game(advised, rated=True)
    with pytest.raises(NotAllowed, match=f"Game #{rated} is rated; hints are never given"):
        await advised.computer.hint(Asked(game_id=rated, asked_by=ALICE), level=1)
    casual = await people_game(advised)
    with pytest.raises(NotAllowed, match="level must be 1 .* to 5 .*, not 0"):
        await advised.computer.hint(Asked(game_id=casual, asked_by=ALICE), level=0)

    shown = said(await advised.config.update(GUILD, reset="hints"))
    assert "**hints**: off — `/hint` is refused (the built-in default)" in shown
    assert (await advised.ctx.store.get_guild_settings(GUILD)).hint_level is None
    with pytest.raises(NotAllowed, match="Hints are off in this server"):
        await advised.computer.hint(Asked(game_id=casual, asked_by=ALICE))
    shown = said(await advised.config.update(GUILD, hints=0))
    assert "**hints**: off — `/hint` is refused\n" in shown, "chosen, not the default"
    with pytest.raises(NotAllowed, match="Hints are off in this server"):
        await advised.computer.hint(Asked(game_id=casual, asked_by=ALICE), level=1)
    assert thinker.searched == []
