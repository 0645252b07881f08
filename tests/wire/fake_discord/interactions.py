"""Dispatching a slash command to the bot as ``INTERACTION_CREATE``.

Why apart: this is the test's main lever, and the payload is the largest shape the fake builds
(a DM and a guild variant); it ties together a synced command's id, the user and channel
objects, and the interaction the callback routes will later check answers against.
"""

from __future__ import annotations

import secrets

from tests.wire.fake_discord.commands import CommandRoutes
from tests.wire.fake_discord.gateway import Gateway
from tests.wire.fake_discord.protocol import (
    ATTACHMENT_SIZE_LIMIT,
    DEFAULT_APP_PERMISSIONS,
    JSON,
    iso_now,
)
from tests.wire.fake_discord.state import Interaction


class Interactions(CommandRoutes, Gateway):
    """What a test does as a user would: :meth:`send_slash_command`, :meth:`send_autocomplete`,
    :meth:`click_button`."""

    async def send_slash_command(
        self,
        name: str,
        *,
        user_id: int,
        channel_id: int,
        options: list[JSON] | None = None,
        guild_id: int | None = None,
        resolved: JSON | None = None,
        locale: str = "en-US",
        username: str | None = None,
    ) -> int:
        """Dispatch INTERACTION_CREATE for a chat-input command and return the interaction id.

        Without ``guild_id`` it comes from the bot's DM with the user (``user`` + DM ``channel``,
        ``context`` 1); with ``guild_id`` from a guild text channel (``member``, ``guild``,
        ``context`` 0). ``options`` are raw Discord option dicts such as
        ``{"name": "text", "type": 3, "value": "hi"}``. The tree resolves the command by
        ``data.name`` (and ``data.guild_id`` for guild-scoped commands); ``data.id`` is the id
        assigned at sync when there was one.
        """
        if username is not None:
            self._usernames[user_id] = username
        return await self.dispatch_interaction(
            2,
            self._command_data(name, options, resolved, guild_id),
            user_id=user_id,
            channel_id=channel_id,
            guild_id=guild_id,
            locale=locale,
        )

    async def send_autocomplete(
        self,
        name: str,
        *,
        focused: str,
        typed: str,
        user_id: int,
        channel_id: int,
        options: list[JSON] | None = None,
        guild_id: int | None = None,
        locale: str = "en-US",
        username: str | None = None,
    ) -> int:
        """Dispatch INTERACTION_CREATE for typing into a command's option; return its id.

        What Discord sends on each keystroke in an option with autocomplete (interaction
        type 4): the command's ``options`` filled so far, plus the ``focused`` one holding
        ``typed``, as a string (Discord sends what was typed whatever the option's type).
        The bot answers with callback type 8 and its ``data.choices``.
        """
        if username is not None:
            self._usernames[user_id] = username
        typing: JSON = {"name": focused, "type": 3, "value": typed, "focused": True}
        return await self.dispatch_interaction(
            4,
            self._command_data(name, [*(options or []), typing], None, guild_id),
            user_id=user_id,
            channel_id=channel_id,
            guild_id=guild_id,
            locale=locale,
        )

    def _command_data(
        self, name: str, options: list[JSON] | None, resolved: JSON | None, guild_id: int | None
    ) -> JSON:
        """A chat-input command's ``data``, for its invocation or for autocomplete alike."""
        command_data: JSON = {
            "id": str(self.command_id(name, guild_id) or self.next_id()),
            "name": name,
            "type": 1,
        }
        if options:
            command_data["options"] = options
        if resolved:
            command_data["resolved"] = resolved
        if guild_id is not None and any(
            c["name"] == name and c["type"] == 1 for c in self.commands.get(guild_id, [])
        ):
            command_data["guild_id"] = str(guild_id)
        return command_data

    async def click_button(
        self,
        message_id: int,
        custom_id: str,
        *,
        user_id: int,
        guild_id: int | None = None,
        locale: str = "en-US",
    ) -> int:
        """Dispatch INTERACTION_CREATE for a click on a button of a message the bot sent.

        discord.py rebuilds the view from the clicked ``message``'s components and looks the
        button up there -- that is how a persistent (``DynamicItem``) button still works for a
        process that never sent the message -- so the message must be one the fake stored,
        still carrying that button. ``guild_id`` defaults to the message's own.
        """
        message = self._messages.get(message_id)
        if message is None:
            raise KeyError(f"no message {message_id} from the bot to click on")
        buttons = [
            child.get("custom_id")
            for row in message.get("components") or []
            for child in row.get("components") or []
        ]
        if custom_id not in buttons:
            raise ValueError(f"message {message_id} has no button {custom_id!r}: {buttons}")
        if guild_id is None and message.get("guild_id") is not None:
            guild_id = int(message["guild_id"])
        return await self.dispatch_interaction(
            3,
            {"custom_id": custom_id, "component_type": 2},
            user_id=user_id,
            channel_id=int(message["channel_id"]),
            guild_id=guild_id,
            locale=locale,
            extra={"message": message},
        )

    async def dispatch_interaction(
        self,
        kind: int,
        data: JSON,
        *,
        user_id: int,
        channel_id: int,
        guild_id: int | None,
        locale: str = "en-US",
        extra: JSON | None = None,
    ) -> int:
        """Dispatch INTERACTION_CREATE of type ``kind`` with ``data``; return its id.

        The envelope every interaction shares (id, token, who and where, ``extra`` such as
        the clicked ``message``), registered before it is sent so the callback routes can
        check the answers; each kind of interaction builds only its ``data``.
        """
        interaction_id = self.next_id()
        token = f"itok-{interaction_id}-{secrets.token_urlsafe(16)}"
        payload: JSON = {
            "id": str(interaction_id),
            "application_id": str(self.application_id),
            "type": kind,
            "data": data,
            "token": token,
            "version": 1,
            "locale": locale,
            "entitlements": [],
            "entitlement_sku_ids": [],
            "app_permissions": DEFAULT_APP_PERMISSIONS,
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
            "channel_id": str(channel_id),
            **self._asked_from(user_id, channel_id, guild_id, locale),
            **(extra or {}),
        }
        # Register before dispatching: a fast bot may call back before send_str returns.
        self._interactions[interaction_id] = Interaction(
            id=interaction_id, token=token, type=kind, channel_id=channel_id, guild_id=guild_id
        )
        self._tokens[token] = interaction_id
        await self.send_dispatch("INTERACTION_CREATE", payload)
        return interaction_id

    def _asked_from(self, user_id: int, channel_id: int, guild_id: int | None, locale: str) -> JSON:
        """Who asks and where: a DM (``user`` + DM ``channel``, ``context`` 1) without
        ``guild_id``, else a guild text channel (``member``, ``guild``, ``context`` 0).

        Shared by every kind of interaction the fake dispatches (commands, button clicks).
        """
        user = self.user_payload(user_id)
        payload: JSON = {}
        if guild_id is None:
            self._dm_channels.setdefault(user_id, channel_id)
            payload.update(
                user=user,
                channel=self._dm_channel_payload(user_id, channel_id),
                context=1,
                # "0" = guild-install owner; Discord sends "0" for the bot's own DM.
                authorizing_integration_owners={"0": "0"},
            )
        else:
            self._guild_channels[channel_id] = guild_id
            payload.update(
                guild_id=str(guild_id),
                guild={"id": str(guild_id), "locale": locale, "features": []},
                guild_locale=locale,
                member={
                    "user": user,
                    "roles": [],
                    "joined_at": iso_now(),
                    "deaf": False,
                    "mute": False,
                    "flags": 0,
                    "pending": False,
                    "nick": None,
                    "avatar": None,
                    "permissions": DEFAULT_APP_PERMISSIONS,
                },
                channel=self._guild_channel_payload(channel_id, guild_id),
                context=0,
                authorizing_integration_owners={"0": str(guild_id)},
            )
        return payload
