"""Builders for the objects the fake hands to discord.py: users, channels, app, messages.

Why apart: these shapes are what discord.py 2.7.1 parses, so the notes on each builder say
which keys are load-bearing; REST routes and gateway dispatches both use them, and messages
built here are also stored, so later edits and fetches see the same object.
"""

from __future__ import annotations

import mimetypes

from tests.wire.fake_discord.protocol import (
    ATTACHMENTS_PREFIX,
    DEFAULT_APP_PERMISSIONS,
    JSON,
    iso_now,
)
from tests.wire.fake_discord.records import RecordedFile
from tests.wire.fake_discord.state import FakeState, Interaction


class Payloads(FakeState):
    """Users, DM channels, the application, and the messages and attachments the bot creates."""

    def bot_user(self) -> JSON:
        """The bot's own user; ``ClientUser`` needs username, id, discriminator and avatar."""
        return {
            "id": str(self.bot_user_id),
            "username": "FakeBot",
            "discriminator": "0",
            "global_name": None,
            "avatar": None,
            "bot": True,
            "verified": True,
            "mfa_enabled": False,
            "flags": 0,
            "public_flags": 0,
            "locale": "en-US",
        }

    def user_payload(self, user_id: int) -> JSON:
        """A plain (non-bot) user object, named after whatever the test registered."""
        return {
            "id": str(user_id),
            "username": self._usernames.get(user_id, f"user{user_id}"),
            "discriminator": "0",
            "global_name": None,
            "avatar": None,
            "public_flags": 0,
        }

    def dm_channel_id(self, user_id: int) -> int:
        """The DM channel between the bot and ``user_id``, created on first use.

        Shared by ``send_slash_command`` and ``POST /users/@me/channels`` so a DM opened by the
        bot lands in the same channel the user's interactions come from.
        """
        if user_id not in self._dm_channels:
            self._dm_channels[user_id] = self.next_id()
        return self._dm_channels[user_id]

    def _dm_channel_payload(self, user_id: int, channel_id: int) -> JSON:
        return {
            "id": str(channel_id),
            "type": 1,
            "last_message_id": None,
            "flags": 0,
            "recipients": [self.user_payload(user_id)],
        }

    def _guild_channel_payload(self, channel_id: int, guild_id: int) -> JSON:
        """A guild text channel (type 0); ``TextChannel`` needs guild_id, name, position
        and permission_overwrites."""
        return {
            "id": str(channel_id),
            "type": 0,
            "guild_id": str(guild_id),
            "name": f"channel-{channel_id}",
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
            "topic": None,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
            "permissions": DEFAULT_APP_PERMISSIONS,
        }

    def _application_payload(self) -> JSON:
        """``AppInfo.__init__`` indexes id, name, description, icon, bot_public,
        bot_require_code_grant, owner and verify_key; ``interactions_endpoint_url`` must be null
        or discord.py warns that gateway interactions will not arrive."""
        owner = self.user_payload(self.owner_id)
        return {
            "id": str(self.application_id),
            "name": "FakeBot",
            "icon": None,
            "description": "",
            "summary": "",
            "type": None,
            "bot_public": False,
            "bot_require_code_grant": False,
            "verify_key": "0" * 64,
            "flags": 0,
            "owner": owner,
            "team": None,
            "bot": self.bot_user(),
            "interactions_endpoint_url": None,
            "redirect_uris": [],
            "tags": [],
        }

    def _attachments_payload(self, payload: JSON, files: list[RecordedFile]) -> list[JSON]:
        """Turn the request's ``attachments`` (``{"id": index, "filename"}``) plus uploaded files
        into attachment objects (``Attachment`` needs id, size, filename, url, proxy_url)."""
        result: list[JSON] = []
        uploads = {f.field_name: f for f in files}
        for index, spec in enumerate(payload.get("attachments") or []):
            upload = uploads.get(f"files[{spec.get('id', index)}]")
            filename = spec.get("filename") or (upload.filename if upload else None) or "file"
            attachment_id = self.next_id()
            key = f"{attachment_id}/{filename}"
            if upload is not None:
                self._attachments[key] = upload
            url = f"{self.base_url}{ATTACHMENTS_PREFIX}/{key}"
            result.append(
                {
                    "id": str(attachment_id),
                    "filename": filename,
                    "size": len(upload.data) if upload else 0,
                    "url": url,
                    "proxy_url": url,
                    "content_type": mimetypes.guess_type(filename)[0] or "application/octet-stream",
                    "description": spec.get("description"),
                }
            )
        return result

    def _create_message(
        self,
        channel_id: int,
        payload: JSON,
        files: list[RecordedFile],
        *,
        interaction: Interaction | None = None,
    ) -> JSON:
        """A message object authored by the bot; ``Message`` needs id, type, content, and
        echoes embeds/components back so the bot's view of its own message matches."""
        message_id = self.next_id()
        message: JSON = {
            "id": str(message_id),
            "channel_id": str(channel_id),
            "type": 0,
            "content": payload.get("content") or "",
            "author": self.bot_user(),
            "embeds": payload.get("embeds") or [],
            "components": payload.get("components") or [],
            "attachments": self._attachments_payload(payload, files),
            "mentions": [],
            "mention_roles": [],
            "mention_everyone": False,
            "pinned": False,
            "tts": bool(payload.get("tts", False)),
            "timestamp": iso_now(),
            "edited_timestamp": None,
            "flags": int(payload.get("flags") or 0),
        }
        if interaction is not None:
            # Interaction replies are webhook messages of type CHAT_INPUT_COMMAND (20).
            message["type"] = 20
            message["webhook_id"] = str(self.application_id)
            message["application_id"] = str(self.application_id)
            if interaction.guild_id is not None:
                message["guild_id"] = str(interaction.guild_id)
        self._messages[message_id] = message
        self.sent_messages.append(message)
        return message
