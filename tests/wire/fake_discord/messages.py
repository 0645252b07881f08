"""REST routes for the messages the bot sends after answering: follow-ups, edits, DMs.

Why apart: these routes share one job -- create, fetch, edit or delete a message the fake
stores -- whether reached through an interaction's webhook token or a channel, plus serving
back the files uploaded with them.
"""

from __future__ import annotations

from aiohttp import web

from tests.wire.fake_discord.payloads import Payloads
from tests.wire.fake_discord.protocol import JSON, error, iso_now, json_response, truthy
from tests.wire.fake_discord.records import RECORD, RecordedRequest
from tests.wire.fake_discord.state import Interaction


class MessageRoutes(Payloads):
    """``/webhooks/{app}/{token}[/messages/...]``, channel messages and attachment downloads."""

    def _webhook_interaction(self, request: web.Request) -> Interaction | None:
        if request.match_info.get("app") != str(self.application_id):
            return None
        interaction_id = self._tokens.get(request.match_info["token"])
        return None if interaction_id is None else self._interactions[interaction_id]

    def _webhook_message_id(self, request: web.Request, interaction: Interaction) -> int | None:
        raw = request.match_info["message"]
        if raw == "@original":
            return interaction.original_message_id
        try:
            message_id = int(raw)
        except ValueError:
            return None
        return message_id if message_id in self._messages else None

    async def _execute_webhook(self, request: web.Request) -> web.Response:
        """Interaction follow-up; only ``?wait=1`` gets the message back (else 204)."""
        interaction = self._webhook_interaction(request)
        if interaction is None:
            return error(404, "Unknown Webhook", 10015)
        record: RecordedRequest = request[RECORD]
        payload = record.json if isinstance(record.json, dict) else {}
        message = self._create_message(
            interaction.channel_id, payload, record.files, interaction=interaction
        )
        if interaction.original_message_id is None:
            # Like Discord: a follow-up sent before any response becomes the original.
            interaction.original_message_id = int(message["id"])
        if truthy(record.query.get("wait")):
            return json_response(message)
        return web.Response(status=204)

    async def _get_webhook_message(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        if interaction is None:
            return error(404, "Unknown Webhook", 10015)
        message_id = self._webhook_message_id(request, interaction)
        if message_id is None:
            return error(404, "Unknown Message", 10008)
        return json_response(self._messages[message_id])

    async def _edit_webhook_message(self, request: web.Request) -> web.Response:
        """Edit a response or follow-up; editing a deferred original clears its LOADING flag."""
        interaction = self._webhook_interaction(request)
        if interaction is None:
            return error(404, "Unknown Webhook", 10015)
        message_id = self._webhook_message_id(request, interaction)
        if message_id is None:
            return error(404, "Unknown Message", 10008)
        return json_response(self._edit_message(message_id, request[RECORD]))

    def _edit_message(self, message_id: int, record: RecordedRequest) -> JSON:
        """Apply an edit request to a stored message (a deferred one stops LOADING)."""
        payload = record.json if isinstance(record.json, dict) else {}
        message = self._messages[message_id]
        # Discord semantics: a key present (even null) replaces; an absent key is kept.
        if "content" in payload:
            message["content"] = payload["content"] or ""
        for key in ("embeds", "components"):
            if key in payload:
                message[key] = payload[key] or []
        if "attachments" in payload:
            message["attachments"] = self._attachments_payload(payload, record.files)
        message["flags"] = int(message.get("flags") or 0) & ~128
        message["edited_timestamp"] = iso_now()
        return message

    async def _delete_webhook_message(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        if interaction is None:
            return error(404, "Unknown Webhook", 10015)
        message_id = self._webhook_message_id(request, interaction)
        if message_id is None:
            return error(404, "Unknown Message", 10008)
        self._messages.pop(message_id, None)
        return web.Response(status=204)

    async def _create_channel_message(self, request: web.Request) -> web.Response:
        record: RecordedRequest = request[RECORD]
        try:
            channel_id = int(request.match_info["channel"])
        except ValueError:
            return error(404, "Unknown Channel", 10003)
        payload = record.json if isinstance(record.json, dict) else {}
        return json_response(self._create_message(channel_id, payload, record.files))

    def _channel_id(self, request: web.Request) -> int | None:
        try:
            return int(request.match_info["channel"])
        except ValueError:
            return None

    async def _get_channel(self, request: web.Request) -> web.Response:
        """A channel the fake knows: a guild channel an interaction came from, or a DM."""
        channel_id = self._channel_id(request)
        if channel_id in self._guild_channels:
            return json_response(
                self._guild_channel_payload(channel_id, self._guild_channels[channel_id])
            )
        users = {channel: user for user, channel in self._dm_channels.items()}
        if channel_id in users:
            return json_response(self._dm_channel_payload(users[channel_id], channel_id))
        return error(404, "Unknown Channel", 10003)

    async def _edit_channel_message(self, request: web.Request) -> web.Response:
        """``PATCH /channels/{channel}/messages/{message}``: the bot edits its own post."""
        channel_id = self._channel_id(request)
        try:
            message_id = int(request.match_info["message"])
        except ValueError:
            return error(404, "Unknown Message", 10008)
        message = self._messages.get(message_id)
        if message is None or message["channel_id"] != str(channel_id):
            return error(404, "Unknown Message", 10008)
        return json_response(self._edit_message(message_id, request[RECORD]))

    async def _get_attachment(self, request: web.Request) -> web.Response:
        upload = self._attachments.get(request.match_info["key"])
        if upload is None:
            return error(404, "404: Not Found")
        return web.Response(
            body=upload.data, content_type=upload.content_type or "application/octet-stream"
        )
