"""Application commands: validate and store what ``tree.sync`` sends, and echo it back.

Why apart: command sync is the one request whose body Discord validates field by field, and a
bad payload has to fail the way real Discord fails it; the stored commands are also what lets a
dispatched slash command carry the id the bot was given at sync.
"""

from __future__ import annotations

import re
from typing import Any

from aiohttp import web

from tests.wire.fake_discord.protocol import JSON, error, json_response
from tests.wire.fake_discord.records import body_of
from tests.wire.fake_discord.state import FakeState

_COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")


def _field_error(code: str, message: str) -> JSON:
    return {"_errors": [{"code": code, "message": message}]}


def command_errors(command: Any) -> JSON:
    """The subset of Discord's command validation worth reproducing: names and descriptions.

    Returns Discord's nested ``errors`` mapping for one command (empty when valid), so a bad
    payload surfaces as ``app_commands.CommandSyncFailure`` exactly like against real Discord.
    """
    if not isinstance(command, dict):
        return {"_errors": [{"code": "MODEL_TYPE_CONVERT", "message": "Only dictionaries."}]}
    errors: JSON = {}
    name = command.get("name")
    kind = command.get("type", 1)
    description = command.get("description", "")
    if kind == 1:
        if not isinstance(name, str) or not _COMMAND_NAME.match(name) or name != name.lower():
            errors["name"] = _field_error(
                "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid"
            )
        if not isinstance(description, str) or not 1 <= len(description) <= 100:
            errors["description"] = _field_error(
                "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."
            )
        option_errors: JSON = {}
        for index, option in enumerate(command.get("options") or []):
            inner = command_errors({**option, "type": 1})
            if inner:
                option_errors[str(index)] = inner
        if option_errors:
            errors["options"] = option_errors
    elif not isinstance(name, str) or not 1 <= len(name) <= 32:
        errors["name"] = _field_error("BASE_TYPE_BAD_LENGTH", "Must be between 1 and 32 in length.")
    return errors


class CommandRoutes(FakeState):
    """``GET``/``PUT`` of global and guild commands, and look-up of the ids they were given."""

    def _check_app(self, request: web.Request) -> web.Response | None:
        if request.match_info.get("app") != str(self.application_id):
            return error(403, "Missing Access", 50001)
        return None

    def _guild_of(self, request: web.Request) -> int | None:
        guild = request.match_info.get("guild")
        return int(guild) if guild is not None else None

    async def _get_commands(self, request: web.Request) -> web.Response:
        if (denied := self._check_app(request)) is not None:
            return denied
        return json_response(self.commands.get(self._guild_of(request), []))

    async def _put_commands(self, request: web.Request) -> web.Response:
        """Bulk overwrite: echo the commands back with ids, keeping ids stable by name+type
        (as Discord does), because ``tree.sync`` builds ``AppCommand`` objects from the echo
        (needing id, application_id, name, description)."""
        if (denied := self._check_app(request)) is not None:
            return denied
        payload = body_of(request)
        if not isinstance(payload, list):
            return error(400, "Invalid Form Body", 50035)
        errors = {str(i): e for i, c in enumerate(payload) if (e := command_errors(c))}
        if errors:
            return error(400, "Invalid Form Body", 50035, errors)
        guild_id = self._guild_of(request)
        previous = {(c["name"], c["type"]): c["id"] for c in self.commands.get(guild_id, [])}
        echoed: list[JSON] = []
        for command in payload:
            kind = command.get("type", 1)
            item: JSON = {
                "description": "",
                "options": [],
                "default_member_permissions": None,
                "nsfw": False,
                **command,
                "id": previous.get((command["name"], kind)) or str(self.next_id()),
                "application_id": str(self.application_id),
                "type": kind,
                "version": str(self.next_id()),
            }
            if guild_id is not None:
                item["guild_id"] = str(guild_id)
            echoed.append(item)
        self.commands[guild_id] = echoed
        return json_response(echoed)

    def command_id(self, name: str, guild_id: int | None = None, kind: int = 1) -> int | None:
        """The id the fake assigned to a synced command (guild scope first), if any."""
        scopes = [guild_id, None] if guild_id is not None else [None]
        for scope in scopes:
            for command in self.commands.get(scope, []):
                if command["name"] == name and command["type"] == kind:
                    return int(command["id"])
        return None
