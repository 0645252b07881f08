"""A user writing to the bot in their DM: ``MESSAGE_CREATE`` without a guild.

Why apart: a DM is not an interaction -- no token, no callback; the bot answers it by posting
in the DM channel (``POST /channels/{dm}/messages``), which the message routes store like any
other message. Without a guild it is routed to shard 0, as Discord routes DMs.
"""

from __future__ import annotations

from tests.wire.fake_discord.gateway import Gateway
from tests.wire.fake_discord.protocol import JSON, iso_now


class DirectMessages(Gateway):
    """:meth:`send_direct_message`, and :meth:`messages_in` to read what the bot posted."""

    async def send_direct_message(
        self, user_id: int, content: str, *, username: str | None = None
    ) -> int:
        """Dispatch ``MESSAGE_CREATE`` for ``content`` written by ``user_id`` in their DM
        with the bot; returns the message id. ``Message`` needs id, channel_id, author,
        content, timestamp and the mention lists; no ``guild_id`` makes it a DM."""
        if username is not None:
            self._usernames[user_id] = username
        message_id = self.next_id()
        payload: JSON = {
            "id": str(message_id),
            "channel_id": str(self.dm_channel_id(user_id)),
            "type": 0,
            "content": content,
            "author": self.user_payload(user_id),
            "embeds": [],
            "components": [],
            "attachments": [],
            "mentions": [],
            "mention_roles": [],
            "mention_everyone": False,
            "pinned": False,
            "tts": False,
            "timestamp": iso_now(),
            "edited_timestamp": None,
            "flags": 0,
            "nonce": None,
        }
        await self.send_dispatch("MESSAGE_CREATE", payload)
        return message_id

    def messages_in(self, channel_id: int) -> list[JSON]:
        """Every message the bot created in ``channel_id``, oldest first."""
        return [m for m in self.sent_messages if m["channel_id"] == str(channel_id)]
