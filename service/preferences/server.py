"""/postboard config: a server's defaults (allowed games, games channel, clock, vacation,
the strongest computer /hint may ask, or none), its list of games on the web (on,
off, or a new link that the old one stops working for: issue 35, item 12), and the
language its posts are written in (issue 29: chosen, or Discord's for the server).

Who may change them is Discord's business (the command needs Manage Server);
this desk validates the values and stores those given in the ``GuildSettings``
row, the others left as they are (another process may be changing them).
Challenges read the row when they are made (``ChallengeDesk.create``) and
vacations when they start (``VacationDesk``), so a change applies to what
comes next and never rewrites a game already running.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from ai import LEVELS
from rules import GAMES
from service.context import ServiceContext
from service.errors import ServiceError, verbatim
from service.games.abandoned import MAX_ABANDON_DAYS, MIN_ABANDON_DAYS, abandon_days
from service.readers.desk import ReaderDesk
from service.readers.locales import NAMES, check_language
from service.spectators.desk import SpectatorDesk
from service.time.controls import DEFAULT as DEFAULT_CONTROL
from service.time.controls import described as described_control
from service.time.controls import parse_time_control
from service.time.vacations import DEFAULT_VACATION_DAYS, MAX_VACATION_DAYS
from storage.models import GuildSettings, GuildSettingsChanges, TimeControl
from words import Command, Msg, Notation, Place, Role, Speech, Strong, Verbatim, lines, msg

NO_CLOCK_DEFAULT: Final = TimeControl(0, 0, 0, True)
"""Stored as a server's default clock when it chose ``none``: ``GuildSettings``
keeps None for "the built-in default", and no real control starts with 0 s
(`parse_time_control` wants at least an hour), so this cannot be mistaken."""

RESETTABLE: Final = (
    "games",
    "channel",
    "clock",
    "vacation_days",
    "hints",
    "web_list",
    "language",
    "moderator_role",
    "abandon_days",
    "all",
)
TIMEOUT_MODES: Final = ("auto", "claim")
WEB_LIST_CHOICES: Final = ("on", "off", "new_link")
SERVER_DEFAULT: Final = "server"
"""``language:`` for "no choice": the locale Discord reports for the server decides."""


def default_control(settings: GuildSettings | None) -> TimeControl | None:
    """The clock a challenge in this server gets when it names none (None: no clock)."""
    if settings is None or settings.time_control is None:
        return DEFAULT_CONTROL
    if settings.time_control.initial_s == 0:
        return None
    return settings.time_control


def allowed_games_text(settings: GuildSettings) -> str:
    games = settings.allowed_games
    if games is None:
        return "all games"
    return ", ".join(name.capitalize() for name in games)


class ConfigDesk:
    def __init__(self, ctx: ServiceContext, spectators: SpectatorDesk, readers: ReaderDesk) -> None:
        self._ctx = ctx
        self._spectators = spectators
        self._readers = readers

    async def show(self, guild_id: int) -> Speech:
        settings = await self._ctx.store.get_guild_settings(guild_id)
        return describe(settings, changed=False, list_url=await self._list_url(settings))

    async def update(
        self,
        guild_id: int,
        *,
        games: str | None = None,
        channel_id: int | None = None,
        clock: str | None = None,
        timeout: str | None = None,
        vacation_days: int | None = None,
        hints: int | None = None,
        web_list: str | None = None,
        language: str | None = None,
        moderator_role_id: int | None = None,
        abandon_days: int | None = None,
        reset: str | None = None,
    ) -> Speech:
        """Change what was given, keep the rest; ``reset`` first puts one setting (or
        ``all``) back to the built-in default. Nothing given: show the settings.

        ``hints`` is the strongest computer level players may ask for a hint, 1 to 5, or
        0 for none. ``web_list`` is ``on``, ``off``, or ``new_link``: a new key for the
        list, so the link shared so far stops working. ``language`` is a supported code
        (``es``), or ``server``: back to the locale Discord reports for the server.
        ``moderator_role_id``: the role whose members may moderate games here
        (``service.moderation``), besides those with Manage Server. ``abandon_days``:
        in a game without a clock, the days without a move before the waiting player
        may claim it (``games.abandoned``), 0 for never."""
        given = (
            games,
            channel_id,
            clock,
            timeout,
            vacation_days,
            hints,
            web_list,
            language,
            moderator_role_id,
            abandon_days,
            reset,
        )
        if all(value is None for value in given):
            return await self.show(guild_id)
        changes = GuildSettingsChanges() if reset is None else _reset(reset)
        if games is not None:
            changes["allowed_games"] = parse_games(games)
        if channel_id is not None:
            changes["games_channel_id"] = channel_id
        if clock is not None or timeout is not None:
            # the clock or the timeout alone keeps the other part of the stored default
            settings = replace(await self._ctx.store.get_guild_settings(guild_id), **changes)
            changes["time_control"] = _control(settings, clock, timeout)
        changes.update(_counts(vacation_days, hints, abandon_days))
        if web_list is not None and web_list not in WEB_LIST_CHOICES:
            raise ServiceError(
                msg(
                    "config-web-list-invalid",
                    choices=Verbatim(", ".join(WEB_LIST_CHOICES)),
                    value=Verbatim(repr(web_list)),
                )
            )
        if web_list in ("on", "off"):
            changes["web_list"] = web_list == "on"
        if language is not None:
            changes["language"] = (
                None if language.strip().lower() == SERVER_DEFAULT else check_language(language)
            )
        if moderator_role_id is not None:
            if moderator_role_id == guild_id:  # the @everyone role has the server's id
                raise ServiceError(msg("config-moderator-role-everyone"))
            changes["moderator_role_id"] = moderator_role_id
        stored = await self._ctx.store.update_guild_settings(guild_id, **changes)
        self._readers.forget_server(guild_id)  # its posts and boards speak it at once
        if web_list == "new_link":
            stored = await self._ctx.store.rotate_list_key(guild_id)
        described = describe(stored, changed=True, list_url=await self._list_url(stored))
        if web_list == "new_link":
            return lines(described, msg("config-web-list-new-link"))
        return described

    async def _list_url(self, settings: GuildSettings) -> str | None:
        """The list's link, for the admins who may share it; None when off or unknown."""
        if settings.web_list is False:
            return None
        return await self._spectators.server_url(settings.guild_id)


def _counts(
    vacation_days: int | None, hints: int | None, abandon_days: int | None
) -> GuildSettingsChanges:
    """The settings that are numbers, each checked: the vacation allowance, the hints'
    level, the days an idle game without a clock waits (None: not given)."""
    changes = GuildSettingsChanges()
    if vacation_days is not None:
        if not 0 <= vacation_days <= MAX_VACATION_DAYS:
            raise ServiceError(
                msg(
                    "config-vacation-days-invalid",
                    most=Verbatim(str(MAX_VACATION_DAYS)),
                    value=Verbatim(str(vacation_days)),
                )
            )
        changes["vacation_days"] = vacation_days
    if hints is not None:
        changes["hint_level"] = parse_hint_level(hints)
    if abandon_days is not None:
        if abandon_days != 0 and not MIN_ABANDON_DAYS <= abandon_days <= MAX_ABANDON_DAYS:
            raise ServiceError(
                msg(
                    "config-abandon-days-invalid",
                    least=MIN_ABANDON_DAYS,
                    most=MAX_ABANDON_DAYS,
                    value=Verbatim(str(abandon_days)),
                )
            )
        changes["abandon_days"] = abandon_days
    return changes


def parse_games(text: str) -> tuple[str, ...] | None:
    """``pinch, les`` → their canonical names; ``all`` → None (every game)."""
    words = [word.strip() for word in text.split(",") if word.strip()]
    if [word.lower() for word in words] == ["all"]:
        return None
    if not words:
        raise ServiceError(msg("config-games-none"))
    names: list[str] = []
    for word in words:
        if word not in GAMES:
            raise ServiceError(
                msg(
                    "config-games-unknown",
                    game=Verbatim(repr(word)),
                    games=Verbatim(", ".join(GAMES.names())),
                )
            )
        name = GAMES[word].name
        if name not in names:
            names.append(name)
    return tuple(names)


def parse_hint_level(level: int) -> int:
    """0 (off) or a computer level: the others would allow hints of a level that does
    not exist."""
    if level != 0 and level not in LEVELS:
        raise ServiceError(
            msg("config-hints-invalid", most=Verbatim(str(max(LEVELS))), value=Verbatim(str(level)))
        )
    return level


def _control(settings: GuildSettings, clock: str | None, timeout: str | None) -> TimeControl:
    if timeout is not None and timeout not in TIMEOUT_MODES:
        raise ServiceError(msg("config-timeout-invalid", value=Verbatim(repr(timeout))))
    current = default_control(settings)
    if timeout is None:
        auto = current.auto_timeout if current is not None else True
    else:
        auto = timeout == "auto"
    if clock is None:
        base = current if current is not None else NO_CLOCK_DEFAULT
        return replace(base, auto_timeout=auto)
    parsed = parse_time_control(clock, auto_timeout=auto)
    return replace(NO_CLOCK_DEFAULT, auto_timeout=auto) if parsed is None else parsed


def _reset(what: str) -> GuildSettingsChanges:
    """The changes that put ``what`` back to the built-in default."""
    if what == "all":
        return GuildSettingsChanges(
            allowed_games=None,
            games_channel_id=None,
            time_control=None,
            vacation_days=None,
            hint_level=None,
            web_list=None,
            language=None,
            moderator_role_id=None,
            abandon_days=None,
        )
    if what == "games":
        return GuildSettingsChanges(allowed_games=None)
    if what == "channel":
        return GuildSettingsChanges(games_channel_id=None)
    if what == "clock":
        return GuildSettingsChanges(time_control=None)
    if what == "vacation_days":
        return GuildSettingsChanges(vacation_days=None)
    if what == "hints":
        return GuildSettingsChanges(hint_level=None)
    if what == "web_list":
        return GuildSettingsChanges(web_list=None)
    if what == "language":
        return GuildSettingsChanges(language=None)
    if what == "moderator_role":
        return GuildSettingsChanges(moderator_role_id=None)
    if what == "abandon_days":
        return GuildSettingsChanges(abandon_days=None)
    raise ServiceError(
        msg(
            "config-reset-invalid",
            choices=Verbatim(", ".join(RESETTABLE)),
            value=Verbatim(repr(what)),
        )
    )


def describe(settings: GuildSettings, *, changed: bool, list_url: str | None = None) -> Speech:
    """The settings as the admins read them; ``list_url`` is the web list's link."""
    channel = settings.games_channel_id
    vacation = DEFAULT_VACATION_DAYS if settings.vacation_days is None else settings.vacation_days
    language = settings.language
    return lines(
        msg("config-head", changed=changed),
        msg(
            "config-games",
            label=_label("games"),
            games=msg("config-games-all")
            if settings.allowed_games is None
            else verbatim(allowed_games_text(settings)),
        ),
        msg(
            "config-channel",
            label=_label("channel"),
            set=channel is not None,
            channel=Place(channel or 0, "the games channel"),
            challenge=Command("challenge"),
        ),
        msg(
            "config-clock",
            label=_label("clock"),
            clock=described_control(default_control(settings)),
            default=settings.time_control is None,
            clock_option=Notation("clock:"),
            timeout_option=Notation("timeout:"),
        ),
        msg(
            "config-vacation-days",
            label=_label("vacation_days"),
            days=vacation,
            default=settings.vacation_days is None,
        ),
        msg(
            "config-hints",
            label=_label("hints"),
            on=bool(settings.hint_level),
            level=settings.hint_level or 0,
            hint=Command("hint"),
            level_option=Notation("level:"),
            default=settings.hint_level is None,
        ),
        msg("config-web-list", label=_label("web_list"), state=_web_list(settings, list_url)),
        msg(
            "config-language",
            label=_label("language"),
            set=language is not None,
            language=Verbatim(f"{language} ({NAMES.get(language, language)})" if language else ""),
        ),
        msg(
            "config-abandon-days",
            label=_label("abandon_days"),
            days=abandon_days(settings),
            default=settings.abandon_days is None,
            claim=Command("claim"),
        ),
        msg(
            "config-moderator-role",
            label=_label("moderator_role"),
            set=settings.moderator_role_id is not None,
            role=Role(settings.moderator_role_id or 0, msg("config-moderator-role-name")),
        ),
        msg(
            "config-change",
            command=Command("postboard config"),
            reset=Notation("reset:"),
        ),
    )


def _label(name: str) -> Strong:
    """A setting's name, as the command's option is called: bold."""
    return Strong(verbatim(name))


def _web_list(settings: GuildSettings, url: str | None) -> Msg:
    if settings.web_list is False:
        return msg("config-web-list-off")
    return msg(
        "config-web-list-on",
        url=Verbatim(f": {url}" if url else ""),
        new_link=Notation("new_link"),
        default=settings.web_list is None,
    )
