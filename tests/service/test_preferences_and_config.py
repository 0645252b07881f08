"""A player's /settings and a server's /postboard config through the service."""

from __future__ import annotations

import pytest

from bot.words import say as discord_text
from service import NotAllowed, Service, ServiceError, UserRef
from service.challenges.terms import ChallengeTerms
from service.notices.pings import PING_COOLDOWN
from service.preferences.server import parse_games
from service.time.controls import DAY, HOUR, parse_time_control
from storage import GuildSettings, TimeControl, UserSettings
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said
from words import ENGLISH

GUILD, LOBBY, GAMES_CHANNEL = 1, 2, 3


async def challenge(service: Service, game: str = "pinch", **extra: str):  # type: ignore[no-untyped-def]
    service.ctx.clock.now += PING_COOLDOWN  # type: ignore[attr-defined]  # each a new ping
    return await service.challenges.create(
        guild_id=GUILD,
        channel_id=LOBBY,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game=game, options={}, **extra),
    )


# -- /settings ----------------------------------------------------------------------------


async def test_settings_are_shown_changed_in_part_and_explained(service: Service) -> None:
    shown = said(await service.settings.update(ALICE))
    assert shown.startswith("Your settings:") and "notify: thread" in shown
    assert "pinged in the game's thread" in shown and "remind_hours: 24" in shown
    text = said(await service.settings.update(ALICE, notify="digest", remind_hours=6))
    assert text.startswith("Saved.") and "one DM a day" in text and "6 h are left" in text
    text = said(await service.settings.update(ALICE, remind_dm=True))
    assert "by DM and in the game's thread" in text and "notify: digest" in text
    assert await service.ctx.store.get_user_settings(ALICE) == UserSettings(
        ALICE, notify="digest", remind_dm=True, remind_hours=6
    )
    assert await service.ctx.store.get_user_settings(BOB) == UserSettings(BOB)


async def test_bad_settings_are_refused_and_change_nothing(service: Service) -> None:
    with pytest.raises(ServiceError, match="thread, dm, digest or email"):
        await service.settings.update(ALICE, notify="pigeon")
    with pytest.raises(ServiceError, match="between 1 and 72"):
        await service.settings.update(ALICE, remind_hours=73)
    assert await service.ctx.store.get_user_settings(ALICE) == UserSettings(ALICE)


async def test_choosing_dms_again_retries_them(service: Service) -> None:
    await service.ctx.store.put_user_settings(UserSettings(ALICE, notify="dm", dm_failed=True))
    await service.settings.update(ALICE, notify="dm")
    assert (await service.ctx.store.get_user_settings(ALICE)).dm_failed is False


# -- /postboard config ---------------------------------------------------------------------


def test_game_lists_take_names_aliases_and_all() -> None:
    assert parse_games(" Pinch, LES ,pinch") == ("pinch", "les")
    assert parse_games("all") is None
    for bad in ("", " , ", "chess", "pinch, chess"):
        with pytest.raises(ServiceError):
            parse_games(bad)


async def test_config_stores_every_setting_and_describes_it(service: Service) -> None:
    shown = said(await service.config.update(GUILD))
    assert "all games" in shown and "not set" in shown and "30 a year" in shown
    text = said(
        await service.config.update(
            GUILD,
            games="pinch,les",
            channel_id=GAMES_CHANNEL,
            clock="2d+12h/5d",
            timeout="claim",
            vacation_days=10,
        )
    )
    assert "Pinch, Les" in text and f"<#{GAMES_CHANNEL}>" in text and "10 a year" in text
    assert "2 days + 12 hours per move, cap 5 days; a timeout may be claimed" in text
    assert await service.ctx.store.get_guild_settings(GUILD) == GuildSettings(
        GUILD, ("pinch", "les"), GAMES_CHANNEL, TimeControl(2 * DAY, 12 * HOUR, 5 * DAY, False), 10
    )
    await service.config.update(GUILD, timeout="auto")
    stored = await service.ctx.store.get_guild_settings(GUILD)
    assert stored.time_control == TimeControl(2 * DAY, 12 * HOUR, 5 * DAY, True)
    await service.config.update(GUILD, reset="channel", games="all")
    stored = await service.ctx.store.get_guild_settings(GUILD)
    assert stored.games_channel_id is None and stored.allowed_games is None
    assert stored.vacation_days == 10
    await service.config.update(GUILD, reset="all")
    assert await service.ctx.store.get_guild_settings(GUILD) == GuildSettings(GUILD)


async def test_bad_config_is_refused_and_changes_nothing(service: Service) -> None:
    for bad in (
        {"clock": "3 days"},
        {"games": "chess"},
        {"vacation_days": 400},
        {"timeout": "never"},
        {"reset": "everything"},
    ):
        with pytest.raises(ServiceError):
            await service.config.update(GUILD, **bad)  # type: ignore[arg-type]
    assert await service.ctx.store.get_guild_settings(GUILD) == GuildSettings(GUILD)


async def test_a_game_this_server_does_not_allow_is_refused(service: Service) -> None:
    await service.config.update(GUILD, games="pinch, les")
    with pytest.raises(NotAllowed, match="Plakoto is not played in this server; .* Pinch, Les"):
        await challenge(service, "plakoto")
    assert (await challenge(service, "les")).challenge.game == "les"


async def test_the_server_clock_is_the_default_and_a_challenge_may_still_choose(
    service: Service,
) -> None:
    await service.config.update(GUILD, clock="relaxed", timeout="claim")
    posted = await challenge(service)
    assert posted.challenge.time_control == parse_time_control("relaxed", auto_timeout=False)
    text = discord_text(posted.text, ENGLISH)
    assert "7d + 2d per move, cap 14d; a timeout may be claimed" in text
    own = await challenge(service, clock="brisk", timeout="auto")
    assert own.challenge.time_control == parse_time_control("brisk")
    await service.config.update(GUILD, clock="none")
    assert (await challenge(service)).challenge.time_control is None
    assert "**clock**: no clock;" in (said(await service.config.show(GUILD)))
    assert (await challenge(service, clock="standard")).challenge.time_control is not None


async def test_a_games_channel_is_where_challenges_and_their_games_go(service: Service) -> None:
    assert (await challenge(service)).challenge.channel_id == LOBBY
    await service.config.update(GUILD, channel_id=GAMES_CHANNEL)
    posted = await challenge(service)
    assert posted.challenge.channel_id == GAMES_CHANNEL
    started = await service.challenges.accept(BOB, posted.challenge.id)
    assert started.game.channel_id == GAMES_CHANNEL
