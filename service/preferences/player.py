"""/settings: how each player wants to hear about their games.

Only choosing and explaining lives here; the move path and the clock sweep
read the same ``UserSettings`` row to decide whom to ping, DM or digest.
Every reply spells out what the chosen modes do, because "digest" or
"remind by DM" mean little until you know when they fire.
"""

from __future__ import annotations

from datetime import datetime

from service.context import ServiceContext
from service.errors import ServiceError
from service.games.timeouts import MAX_REMIND_HOURS
from service.readers.locales import check_time_zone, local_time, zone
from storage.models import BOARD_MODES, NOTIFY_MODES, UserSettings, UserSettingsChanges
from words import Command, Items, Msg, Speech, Strong, Verbatim, lines, msg

NOTIFY_EXPLAINED = {mode: f"settings-notify-{mode}" for mode in NOTIFY_MODES}
"""What each mode does, as its message (``settings-notify-thread`` …)."""


SETTING_NAMES = ("notify", "remind_dm", "remind_hours", "confirm", "timezone", "board")
"""The options of the settings command, in its order."""


class SettingsDesk:
    def __init__(self, ctx: ServiceContext) -> None:
        self._ctx = ctx

    async def show(self, user_id: int) -> Speech:
        settings = await self._ctx.store.get_user_settings(user_id)
        return describe(settings, changed=False, now=self._ctx.clock())

    async def update(
        self,
        user_id: int,
        *,
        notify: str | None = None,
        remind_dm: bool | None = None,
        remind_hours: int | None = None,
        confirm: bool | None = None,
        time_zone: str | None = None,
        board: str | None = None,
    ) -> Speech:
        """Change what was given, keep the rest (only the fields given are written, so a
        change made meanwhile elsewhere stays); with nothing given, just show them.

        ``time_zone`` is an IANA name, in any case (``europe/berlin``); ``UTC`` puts the
        default back, stored as no choice, so UTC readers are the ones who chose none.
        ``board``: how the boards shown to this player alone come (``BOARD_MODES``)."""
        given = (notify, remind_dm, remind_hours, confirm, time_zone, board)
        if all(value is None for value in given):
            return await self.show(user_id)
        if notify is not None and notify not in NOTIFY_MODES:
            raise ServiceError(msg("settings-notify-invalid", value=Verbatim(repr(notify))))
        if notify == "email":
            await self._check_mail_address(user_id)
        if remind_hours is not None and not 1 <= remind_hours <= MAX_REMIND_HOURS:
            raise ServiceError(
                msg(
                    "settings-remind-hours-invalid",
                    most=Verbatim(str(MAX_REMIND_HOURS)),
                    value=Verbatim(str(remind_hours)),
                )
            )
        if board is not None and board not in BOARD_MODES:
            choices = Items(tuple(Verbatim(mode) for mode in sorted(BOARD_MODES)), "or")
            raise ServiceError(
                msg("settings-board-invalid", value=Verbatim(repr(board)), choices=choices)
            )
        zone_name = None if time_zone is None else check_time_zone(time_zone)
        changes = UserSettingsChanges()
        if zone_name is not None:
            changes["time_zone"] = None if zone_name == "UTC" else zone_name
        if notify is not None:
            # a fresh choice of mode: if DMs failed before, try them again
            changes["notify"] = notify
            changes["dm_failed"] = False
        if remind_dm is not None:
            changes["remind_dm"] = remind_dm
        if remind_hours is not None:
            changes["remind_hours"] = remind_hours
        if confirm is not None:
            changes["confirm_moves"] = confirm
        if board is not None:
            changes["board"] = board
        updated = await self._ctx.store.update_user_settings(user_id, **changes)
        return describe(updated, changed=True, now=self._ctx.clock())

    async def board_mode(self, user_id: int) -> str:
        """How ``user_id`` likes the boards shown to them alone: ``image``, ``text``, ``both``."""
        return (await self._ctx.store.get_user_settings(user_id)).board

    async def _check_mail_address(self, user_id: int) -> None:
        address = await self._ctx.store.get_email(user_id)
        if address is None or address.verified_at is None:
            raise ServiceError(
                msg(
                    "settings-email-needs-address",
                    link=Command("email link", (("address", "…"),)),
                    verify=Command("email verify", (("code", "…"),)),
                )
            )


def describe(settings: UserSettings, *, changed: bool, now: datetime) -> Speech:
    """The settings as their owner reads them; ``now`` shows the clock in their zone, so
    a wrong choice (a city in the other hemisphere) is seen at once."""
    return lines(
        msg("settings-head", changed=changed),
        msg(
            "settings-notify",
            setting=Strong(_option("notify", settings.notify)),
            explained=msg(NOTIFY_EXPLAINED[settings.notify], status=Command("email status")),
        ),
        msg(
            "settings-remind",
            dm=Strong(_option("remind_dm", _on(settings.remind_dm))),
            hours=Strong(_option("remind_hours", str(settings.remind_hours))),
            left=settings.remind_hours,
            by_dm=settings.remind_dm,
        ),
        msg(
            "settings-confirm",
            setting=Strong(_option("confirm", _on(settings.confirm_moves))),
            on=settings.confirm_moves,
            move=Command("move"),
        ),
        msg(
            "settings-timezone",
            setting=Strong(_option("timezone", settings.time_zone or "UTC")),
            now=Verbatim(local_time(now, zone(settings.time_zone))),
            default=settings.time_zone is None,
        ),
        msg(
            "settings-board",
            setting=Strong(_option("board", settings.board)),
            mode=Verbatim(settings.board),
            text=Command("board", (("text", "true"),)),
            board=Command("board"),
            hand=Command("hand"),
            review=Command("review"),
        ),
        msg(
            "settings-change",
            command=Command(
                "settings",
                tuple((name, "…") for name in SETTING_NAMES),
            ),
        ),
    )


def _option(name: str, value: str) -> Msg:
    """``notify: dm``: an option and its value as the command writes them."""
    return msg("settings-option", name=Verbatim(name), value=Verbatim(value))


def _on(value: bool) -> str:
    return "on" if value else "off"
