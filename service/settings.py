"""/settings: how each player wants to hear about their games.

Only choosing and explaining lives here; the move path and the clock sweep
read the same ``UserSettings`` row to decide whom to ping, DM or digest.
Every reply spells out what the chosen modes do, because "digest" or
"remind by DM" mean little until you know when they fire.
"""

from __future__ import annotations

from datetime import datetime

from service.clocks import MAX_REMIND_HOURS
from service.context import ServiceContext
from service.errors import ServiceError
from service.locales import check_time_zone, local_time, zone
from storage.models import NOTIFY_MODES, UserSettings, UserSettingsChanges

NOTIFY_EXPLAINED = {
    "thread": "you are pinged in the game's thread when it is your move",
    "dm": (
        "you get a DM with the board when it is your move (if your DMs are closed, "
        "you are pinged in the thread instead, and the thread is told so once)"
    ),
    "digest": (
        "instead of a message for every move, one DM a day lists the games waiting for your move"
    ),
    "email": (
        "you get a mail with the board when it is your move, and answer it by replying "
        "with your move (see `/email status`)"
    ),
}


class SettingsDesk:
    def __init__(self, ctx: ServiceContext) -> None:
        self._ctx = ctx

    async def show(self, user_id: int) -> str:
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
    ) -> str:
        """Change what was given, keep the rest (only the fields given are written, so a
        change made meanwhile elsewhere stays); with nothing given, just show them.

        ``time_zone`` is an IANA name, in any case (``europe/berlin``); ``UTC`` puts the
        default back, stored as no choice, so UTC readers are the ones who chose none."""
        given = (notify, remind_dm, remind_hours, confirm, time_zone)
        if all(value is None for value in given):
            return await self.show(user_id)
        if notify is not None and notify not in NOTIFY_MODES:
            raise ServiceError(f"notify must be thread, dm, digest or email, not {notify!r}.")
        if notify == "email":
            await self._check_mail_address(user_id)
        if remind_hours is not None and not 1 <= remind_hours <= MAX_REMIND_HOURS:
            raise ServiceError(
                f"remind_hours must be between 1 and {MAX_REMIND_HOURS}, not {remind_hours}."
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
        updated = await self._ctx.store.update_user_settings(user_id, **changes)
        return describe(updated, changed=True, now=self._ctx.clock())

    async def _check_mail_address(self, user_id: int) -> None:
        address = await self._ctx.store.get_email(user_id)
        if address is None or address.verified_at is None:
            raise ServiceError(
                "notify:email needs a verified address first: `/email link address:…`, "
                "then `/email verify code:…` with the code mailed to you."
            )


def describe(settings: UserSettings, *, changed: bool, now: datetime) -> str:
    """The settings as their owner reads them; ``now`` shows the clock in their zone, so
    a wrong choice (a city in the other hemisphere) is seen at once."""
    head = "Saved. Your settings now:" if changed else "Your settings:"
    where = "by DM and in the game's thread" if settings.remind_dm else "in the game's thread"
    lines = [
        head,
        f"• **notify: {settings.notify}** — {NOTIFY_EXPLAINED[settings.notify]}.",
        f"• **remind_dm: {'on' if settings.remind_dm else 'off'}**, "
        f"**remind_hours: {settings.remind_hours}** — when {settings.remind_hours} h are left "
        f"for your move (or half your time, if that is less), you are reminded {where}, "
        "once per move.",
        f"• **confirm: {'on' if settings.confirm_moves else 'off'}** — "
        + (
            "`/move` first shows you, privately, the board after your move, with Confirm "
            "and Cancel buttons; only Confirm plays it."
            if settings.confirm_moves
            else "`/move` plays your move at once."
        ),
        f"• **timezone: {settings.time_zone or 'UTC'}** — times written out for you (in "
        "mail, and wherever Discord cannot show your own clock) are in this zone; it is "
        f"{local_time(now, zone(settings.time_zone))} there now"
        + (" (the default)" if settings.time_zone is None else "")
        + ".",
        "Change them with `/settings notify:… remind_dm:… remind_hours:… confirm:… timezone:…`.",
    ]
    return "\n".join(lines)
