"""REST routes that say who is who and where the gateway is.

Why apart: this is what ``Client.login`` and ``connect`` read before anything else happens
(the bot's user, its application, the gateway URL), plus the user look-ups and DM channel a
bot needs to message a player; none of it depends on interactions or commands.
"""

from __future__ import annotations

from aiohttp import web

from tests.wire.fake_discord.payloads import Payloads
from tests.wire.fake_discord.protocol import error, json_response
from tests.wire.fake_discord.records import body_of


class IdentityRoutes(Payloads):
    """``/users``, ``/oauth2/applications/@me`` and ``/gateway[/bot]``."""

    async def _get_me(self, request: web.Request) -> web.Response:
        return json_response(self.bot_user())

    async def _get_user(self, request: web.Request) -> web.Response:
        try:
            user_id = int(request.match_info["user_id"])
        except ValueError:
            return error(400, "Invalid Form Body", 50035)
        if user_id == self.bot_user_id:
            return json_response(self.bot_user())
        return json_response(self.user_payload(user_id))

    async def _create_dm(self, request: web.Request) -> web.Response:
        body = body_of(request) or {}
        try:
            user_id = int(body["recipient_id"])
        except (KeyError, TypeError, ValueError):
            return error(400, "Invalid Form Body", 50035)
        return json_response(self._dm_channel_payload(user_id, self.dm_channel_id(user_id)))

    async def _get_application(self, request: web.Request) -> web.Response:
        return json_response(self._application_payload())

    async def _get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.gateway_url})

    async def _get_gateway_bot(self, request: web.Request) -> web.Response:
        # AutoShardedClient reads shards, url and session_start_limit from this.
        return json_response(
            {
                "url": self.gateway_url,
                "shards": 1,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 1000,
                    "reset_after": 0,
                    "max_concurrency": 1,
                },
            }
        )
