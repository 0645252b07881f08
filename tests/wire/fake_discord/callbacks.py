"""Interaction callbacks, and holding their responses back on purpose.

Why apart: the callback is the request whose timing matters -- a test stops the bot while a
response is provably in flight -- so this part records when each callback arrived, when its
answer reached the bot, and whether the bot hung up first.
"""

from __future__ import annotations

import asyncio

from aiohttp import web

from tests.wire.fake_discord.payloads import Payloads
from tests.wire.fake_discord.protocol import JSON, error, json_response, truthy
from tests.wire.fake_discord.records import RECORD, RecordedRequest


class CallbackRoutes(Payloads):
    """``POST /interactions/{id}/{token}/callback`` and :meth:`hold_callbacks`."""

    def hold_callbacks(self) -> None:
        """Make interaction callbacks slow on purpose: record them, delay the response.

        Lets a test stop the bot while an interaction response is provably in flight.
        """
        self._callbacks_released.clear()

    def release_callbacks(self) -> None:
        """Let held (and future) interaction callbacks be answered."""
        self._callbacks_released.set()

    async def _interaction_callback(self, request: web.Request) -> web.StreamResponse:
        """Answer ``POST /interactions/{id}/{token}/callback``.

        discord.py always sends ``?with_response=1`` and then parses an
        ``InteractionCallbackResponse`` body (``interaction.id`` is required, ``resource.message``
        becomes the ``InteractionMessage``); without that query Discord answers 204.
        A second callback for the same interaction gets Discord's 40060 error.
        """
        record: RecordedRequest = request[RECORD]
        try:
            interaction_id = int(request.match_info["id"])
        except ValueError:
            return error(404, "Unknown interaction", 10062)
        interaction = self._interactions.get(interaction_id)
        if interaction is None or interaction.token != request.match_info["token"]:
            return error(404, "Unknown interaction", 10062)
        if interaction.acknowledged:
            return error(400, "Interaction has already been acknowledged.", 40060)
        interaction.acknowledged = True
        self._callback_arrived[interaction_id] = record
        await self._notify()

        if not await self._released_or_hung_up(request):
            return await self._abort_callback(interaction_id, record)

        body = record.json if isinstance(record.json, dict) else {}
        kind = int(body.get("type", 0))
        data = body.get("data") or {}
        ephemeral = bool(int(data.get("flags") or 0) & 64)
        summary: JSON = {"id": str(interaction_id), "type": interaction.type}
        resource: JSON | None = None
        if kind in (4, 5):
            message_payload = dict(data)
            if kind == 5:
                # Deferred: Discord shows a "thinking" placeholder (LOADING flag 128).
                message_payload = {"flags": int(data.get("flags") or 0) | 128}
            message = self._create_message(
                interaction.channel_id, message_payload, record.files, interaction=interaction
            )
            interaction.original_message_id = int(message["id"])
            summary.update(
                response_message_id=message["id"],
                response_message_loading=kind == 5,
                response_message_ephemeral=ephemeral,
            )
            resource = {"type": kind, "message": message}
        elif kind == 7:
            resource = {"type": kind}
        if truthy(record.query.get("with_response")):
            response_body: JSON = {"interaction": summary}
            if resource is not None:
                response_body["resource"] = resource
            response: web.StreamResponse = json_response(response_body)
        else:
            response = web.Response(status=204)
        # Write it here rather than returning it, so "done" means "bytes handed to the bot's
        # connection" -- and so a bot that already hung up is noticed, not logged as an error.
        try:
            await response.prepare(request)
            await response.write_eof()
        except ConnectionError:
            return await self._abort_callback(interaction_id, record, response)
        record.status = response.status
        self._callback_done[interaction_id] = record
        await self._notify()
        return response

    async def _released_or_hung_up(self, request: web.Request) -> bool:
        """Wait while callbacks are held; False if the bot's connection closed meanwhile.

        A bot that closes its HTTP session during shutdown abandons in-flight callbacks; the
        test should see that as an aborted callback right away, not after release.
        """
        while not self._callbacks_released.is_set():
            transport = request.transport
            if transport is None or transport.is_closing():
                return False
            try:
                await asyncio.wait_for(self._callbacks_released.wait(), timeout=0.05)
            except TimeoutError:
                pass
        return True

    async def _abort_callback(
        self,
        interaction_id: int,
        record: RecordedRequest,
        response: web.StreamResponse | None = None,
    ) -> web.StreamResponse:
        record.aborted = True
        self._callback_aborted[interaction_id] = record
        await self._notify()
        # Nobody is listening; aiohttp swallows the ConnectionError when it tries to send this.
        return response if response is not None else web.Response(status=204)
