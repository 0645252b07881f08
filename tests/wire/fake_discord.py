"""A minimal over-the-wire fake of Discord: REST API plus gateway websocket.

Why this exists: the in-process fakes elsewhere in the suite replace discord.py objects, so they
cannot tell us how a *real* bot process behaves at its edges -- a rejected token, a SIGTERM while
an interaction response is still in flight, an interaction that arrives after shutdown began.
This module serves just enough of Discord's HTTP API and gateway on 127.0.0.1 that an unmodified
discord.py 2.7.1 client can log in, sync application commands, connect, become ready, receive
``INTERACTION_CREATE`` and answer it, while the test records every request it makes.

Point a bot at it by replacing ``discord.http.Route.BASE`` with :attr:`FakeDiscord.api_base` and
``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY`` with ``yarl.URL(FakeDiscord.gateway_url)``
(discord.py calls ``.with_query`` on that attribute, so it must be a ``yarl.URL``, not a str).

Payload shapes follow what discord.py 2.7.1 actually reads (``http.py``, ``gateway.py``,
``state.py``, ``interactions.py``, ``app_commands/tree.py``); the notes on each builder say which
keys are load-bearing.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import mimetypes
import re
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Self

from aiohttp import BodyPartReader, WSCloseCode, WSMsgType, web

__all__ = ["FakeDiscord", "RecordedFile", "RecordedRequest"]

API_PREFIX = "/api/v10"
GATEWAY_PATH = "/gateway"
ATTACHMENTS_PREFIX = "/attachments"
HEARTBEAT_INTERVAL_MS = 41250
DISCORD_EPOCH_MS = 1420070400000
# Interaction.__init__ reads data["attachment_size_limit"] unconditionally (KeyError without it).
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
# What Discord reports for a bot in a DM it can fully act in; the value only has to parse as int.
DEFAULT_APP_PERMISSIONS = "1122573558992465"

JSON = dict[str, Any]

_COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")


@dataclass
class RecordedFile:
    """One uploaded file from a multipart request (``files[n]`` form fields)."""

    field_name: str
    filename: str | None
    content_type: str | None
    data: bytes


@dataclass
class RecordedRequest:
    """One HTTP request the bot made, kept so tests can assert on what was asked.

    ``path`` is relative to the API base (``/users/@me``, exactly discord.py's ``Route.path``
    with parameters filled in) when the request was under ``/api/v10``; otherwise the raw path.
    ``json`` is the parsed JSON body, or for multipart requests the parsed ``payload_json`` field
    (files are in ``files``); None when there was no JSON body. ``status`` is the status code the
    fake answered with, or None while the response has not been decided yet (a held callback).
    ``aborted`` is True when the bot hung up before the response could be written to it.
    """

    method: str
    path: str
    json: Any
    query: dict[str, str] = field(default_factory=dict)
    files: list[RecordedFile] = field(default_factory=list)
    status: int | None = None
    aborted: bool = False
    arrived_at: float = field(default_factory=time.monotonic)


_RECORD = web.RequestKey("record", RecordedRequest)


@dataclass
class _Interaction:
    """What the fake remembers about an interaction it dispatched, to validate the answers."""

    id: int
    token: str
    type: int
    channel_id: int
    guild_id: int | None
    acknowledged: bool = False
    original_message_id: int | None = None


@dataclass
class _GatewayConnection:
    """One websocket connection from a bot; Discord runs one session per connection here."""

    ws: web.WebSocketResponse
    query: dict[str, str]
    identified: bool = False


def _json_response(data: Any, status: int = 200) -> web.Response:
    """JSON response with Content-Type exactly ``application/json``.

    discord.py's ``json_or_text`` compares the header with ``==``; aiohttp's ``json_response``
    appends ``; charset=utf-8`` and would make the client treat every body as a plain string.
    """
    return web.Response(
        body=json.dumps(data).encode(), status=status, content_type="application/json"
    )


def _error(status: int, message: str, code: int = 0, errors: JSON | None = None) -> web.Response:
    """Discord-shaped error body (``HTTPException`` reads ``message``, ``code`` and ``errors``)."""
    body: JSON = {"message": message, "code": code}
    if errors is not None:
        body["errors"] = errors
    return _json_response(body, status)


def _iso_now() -> str:
    return datetime.now(UTC).isoformat()


def _truthy(value: str | None) -> bool:
    return value is not None and value.lower() in ("1", "true")


def _field_error(code: str, message: str) -> JSON:
    return {"_errors": [{"code": code, "message": message}]}


def _command_errors(command: Any) -> JSON:
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
            inner = _command_errors({**option, "type": 1})
            if inner:
                option_errors[str(index)] = inner
        if option_errors:
            errors["options"] = option_errors
    elif not isinstance(name, str) or not 1 <= len(name) <= 32:
        errors["name"] = _field_error("BASE_TYPE_BAD_LENGTH", "Must be between 1 and 32 in length.")
    return errors


class FakeDiscord:
    """Serve a fake Discord REST API and gateway on 127.0.0.1 for one test.

    Use as ``async with FakeDiscord() as discord_:`` (or call :meth:`start` / :meth:`close`).
    Everything the bot does is recorded in :attr:`requests` and :attr:`gateway_frames`; the
    ``wait_*`` coroutines let a test synchronise with a bot running in another process.
    """

    def __init__(
        self,
        token: str = "good-token",
        application_id: int = 1100,
        bot_user_id: int = 1100,
        *,
        owner_id: int = 1000,
    ) -> None:
        self.token = token
        self.application_id = application_id
        self.bot_user_id = bot_user_id
        self.owner_id = owner_id

        self.requests: list[RecordedRequest] = []
        # Every frame the bot sent over any gateway connection, in order (heartbeats included).
        self.gateway_frames: list[JSON] = []
        self.identify_payload: JSON | None = None
        self.gateway_connections = 0
        self.last_close_code: int | None = None
        # Every message object the bot created (responses, follow-ups, channel messages).
        self.sent_messages: list[JSON] = []
        # Synced application commands keyed by guild id (None = global), as echoed back.
        self.commands: dict[int | None, list[JSON]] = {}

        self._runner: web.AppRunner | None = None
        self._port: int | None = None
        self._ids = itertools.count(1)
        self._cond = asyncio.Condition()
        self._callbacks_released = asyncio.Event()
        self._callbacks_released.set()
        self._callback_arrived: dict[int, RecordedRequest] = {}
        self._callback_done: dict[int, RecordedRequest] = {}
        self._callback_aborted: dict[int, RecordedRequest] = {}
        self._interactions: dict[int, _Interaction] = {}
        self._tokens: dict[str, int] = {}
        self._messages: dict[int, JSON] = {}
        self._attachments: dict[str, RecordedFile] = {}
        self._dm_channels: dict[int, int] = {}
        self._usernames: dict[int, str] = {}
        self._conn: _GatewayConnection | None = None
        self._sockets: set[web.WebSocketResponse] = set()
        self._send_lock = asyncio.Lock()
        self._seq = 0
        self._session_id: str | None = None

    # ------------------------------------------------------------------ lifecycle

    async def start(self) -> None:
        """Bind a random free port on 127.0.0.1 and start serving."""
        if self._runner is not None:
            raise RuntimeError("FakeDiscord already started")
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        app.router.add_get(GATEWAY_PATH, self._gateway)
        app.router.add_get(ATTACHMENTS_PREFIX + "/{key:.+}", self._get_attachment)
        api = API_PREFIX
        routes: list[tuple[str, str, Callable[[web.Request], Any]]] = [
            ("GET", "/users/@me", self._get_me),
            ("POST", "/users/@me/channels", self._create_dm),
            ("GET", "/users/{user_id}", self._get_user),
            ("GET", "/oauth2/applications/@me", self._get_application),
            ("GET", "/applications/{app}/commands", self._get_commands),
            ("PUT", "/applications/{app}/commands", self._put_commands),
            ("GET", "/applications/{app}/guilds/{guild}/commands", self._get_commands),
            ("PUT", "/applications/{app}/guilds/{guild}/commands", self._put_commands),
            ("GET", "/gateway", self._get_gateway),
            ("GET", "/gateway/bot", self._get_gateway_bot),
            ("POST", "/interactions/{id}/{token}/callback", self._interaction_callback),
            ("POST", "/webhooks/{app}/{token}", self._execute_webhook),
            ("GET", "/webhooks/{app}/{token}/messages/{message}", self._get_webhook_message),
            ("PATCH", "/webhooks/{app}/{token}/messages/{message}", self._edit_webhook_message),
            ("DELETE", "/webhooks/{app}/{token}/messages/{message}", self._delete_webhook_message),
            ("POST", "/channels/{channel}/messages", self._create_channel_message),
        ]
        for method, path, handler in routes:
            app.router.add_route(method, api + path, handler)
        runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        self._runner = runner
        self._port = runner.addresses[0][1]

    async def close(self) -> None:
        """Stop serving: release held callbacks, close open gateway sockets, free the port.

        Held callbacks are released first so their handlers can finish instead of keeping the
        runner's shutdown waiting.
        """
        if self._runner is None:
            return
        self.release_callbacks()
        for ws in list(self._sockets):
            await ws.close(code=WSCloseCode.GOING_AWAY, message=b"fake discord shutting down")
        await self._runner.cleanup()
        self._runner = None

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    @property
    def port(self) -> int:
        if self._port is None:
            raise RuntimeError("FakeDiscord not started")
        return self._port

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        """Value for ``discord.http.Route.BASE`` (``http://127.0.0.1:PORT/api/v10``)."""
        return self.base_url + API_PREFIX

    @property
    def gateway_url(self) -> str:
        """Gateway URL (``ws://127.0.0.1:PORT/gateway``); wrap in ``yarl.URL`` for discord.py."""
        return f"ws://127.0.0.1:{self.port}{GATEWAY_PATH}"

    @property
    def connected(self) -> bool:
        """A bot currently holds an open gateway websocket."""
        return self._conn is not None and not self._conn.ws.closed

    @property
    def identified(self) -> bool:
        """The open gateway connection has identified and been sent READY."""
        return self.connected and self._conn is not None and self._conn.identified

    # ------------------------------------------------------------------ waiting

    async def _notify(self) -> None:
        async with self._cond:
            self._cond.notify_all()

    async def _wait(self, predicate: Callable[[], bool], timeout: float, what: str) -> None:
        """Wait until ``predicate()`` holds; on timeout say what was seen, to ease debugging."""
        try:
            async with asyncio.timeout(timeout):
                async with self._cond:
                    await self._cond.wait_for(predicate)
        except TimeoutError:
            seen = ", ".join(f"{r.method} {r.path} -> {r.status}" for r in self.requests)
            raise TimeoutError(
                f"FakeDiscord: no {what} within {timeout}s "
                f"(connected={self.connected}, identified={self.identified}; requests: {seen})"
            ) from None

    async def wait_for_request(
        self, predicate: Callable[[RecordedRequest], bool], timeout: float = 5.0
    ) -> RecordedRequest:
        """Wait for (or find) a recorded request matching ``predicate`` and return the first."""

        def find() -> RecordedRequest | None:
            return next((r for r in self.requests if predicate(r)), None)

        await self._wait(lambda: find() is not None, timeout, "matching request")
        found = find()
        assert found is not None
        return found

    async def wait_until_identified(self, timeout: float = 5.0) -> None:
        """Wait until a bot connection has sent IDENTIFY and been answered with READY."""
        await self._wait(lambda: self.identified, timeout, "gateway IDENTIFY")

    async def wait_until_disconnected(self, timeout: float = 5.0) -> None:
        """Wait until no gateway websocket is open (the bot closed it or it dropped).

        Returns at once if a connection was made earlier and is already gone.
        """
        await self._wait(
            lambda: self.gateway_connections > 0 and not self.connected,
            timeout,
            "gateway disconnect",
        )

    async def wait_for_callback_arrival(
        self, interaction_id: int, timeout: float = 5.0
    ) -> RecordedRequest:
        """Wait until the bot's callback for ``interaction_id`` has reached the fake.

        Arrival means the request and its body were received; while callbacks are held the
        bot is still waiting for the response at this point.
        """
        await self._wait(
            lambda: interaction_id in self._callback_arrived,
            timeout,
            f"callback for interaction {interaction_id}",
        )
        return self._callback_arrived[interaction_id]

    async def wait_for_callback_done(
        self, interaction_id: int, timeout: float = 5.0
    ) -> RecordedRequest:
        """Wait until the fake has written the response to that callback back to the bot.

        Raises ``RuntimeError`` as soon as the bot hangs up on the callback instead (e.g. it
        closed its HTTP session while the response was held), rather than timing out.
        """
        await self._wait(
            lambda: (
                interaction_id in self._callback_done or interaction_id in self._callback_aborted
            ),
            timeout,
            f"completed callback for interaction {interaction_id}",
        )
        if interaction_id in self._callback_aborted:
            raise RuntimeError(
                f"the bot hung up before the callback for interaction {interaction_id} "
                "could be answered"
            )
        return self._callback_done[interaction_id]

    async def wait_for_callback_aborted(
        self, interaction_id: int, timeout: float = 5.0
    ) -> RecordedRequest:
        """Wait until the bot hung up on its (held) callback for ``interaction_id``."""
        await self._wait(
            lambda: interaction_id in self._callback_aborted,
            timeout,
            f"aborted callback for interaction {interaction_id}",
        )
        return self._callback_aborted[interaction_id]

    def callback_arrived(self, interaction_id: int) -> bool:
        return interaction_id in self._callback_arrived

    def callback_done(self, interaction_id: int) -> bool:
        return interaction_id in self._callback_done

    def callback_aborted(self, interaction_id: int) -> bool:
        return interaction_id in self._callback_aborted

    def hold_callbacks(self) -> None:
        """Make interaction callbacks slow on purpose: record them, delay the response.

        Lets a test stop the bot while an interaction response is provably in flight.
        """
        self._callbacks_released.clear()

    def release_callbacks(self) -> None:
        """Let held (and future) interaction callbacks be answered."""
        self._callbacks_released.set()

    # ------------------------------------------------------------------ payload builders

    def next_id(self) -> int:
        """A fresh snowflake whose timestamp is now (discord.py derives ``created_at`` from it)."""
        now_ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        return (now_ms << 22) | (next(self._ids) & 0x3FFFFF)

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
        interaction: _Interaction | None = None,
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
            "timestamp": _iso_now(),
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

    # ------------------------------------------------------------------ HTTP plumbing

    @web.middleware
    async def _middleware(
        self, request: web.Request, handler: Callable[[web.Request], Any]
    ) -> web.StreamResponse:
        """Record every request, enforce the bot token, and turn unknown routes into
        Discord-shaped 404s so a test can see exactly what the fake does not serve."""
        if request.path == GATEWAY_PATH:
            response: web.StreamResponse = await handler(request)
            return response
        record = await self._record(request)
        request[_RECORD] = record
        if self._needs_bot_auth(request.path) and (
            request.headers.get("Authorization") != f"Bot {self.token}"
        ):
            response = _error(401, "401: Unauthorized")
        else:
            try:
                response = await handler(request)
            except (web.HTTPNotFound, web.HTTPMethodNotAllowed):
                response = _error(404, "404: Not Found")
        if record.status is None and not record.aborted:
            record.status = response.status
        await self._notify()
        return response

    @staticmethod
    def _needs_bot_auth(path: str) -> bool:
        """Interaction callbacks and ``/webhooks/{id}/{token}`` routes authenticate with the
        interaction token in the URL; discord.py sends them without an Authorization header."""
        if not path.startswith(API_PREFIX):
            return False
        parts = path[len(API_PREFIX) :].strip("/").split("/")
        if parts[0] == "interactions":
            return False
        return not (parts[0] == "webhooks" and len(parts) >= 3)

    async def _record(self, request: web.Request) -> RecordedRequest:
        path = request.path
        if path.startswith(API_PREFIX):
            path = path[len(API_PREFIX) :] or "/"
        body: Any = None
        files: list[RecordedFile] = []
        if request.content_type == "multipart/form-data":
            reader = await request.multipart()
            async for part in reader:
                if not isinstance(part, BodyPartReader):
                    continue  # nested multipart: discord.py never sends one
                name = part.name or ""
                data = await part.read(decode=True)
                if name == "payload_json":
                    body = json.loads(data)
                else:
                    content_type = part.headers.get("Content-Type")
                    files.append(RecordedFile(name, part.filename, content_type, bytes(data)))
        elif request.can_read_body:
            raw = await request.read()
            if raw:
                try:
                    body = json.loads(raw)
                except ValueError:
                    body = raw.decode(errors="replace")
        record = RecordedRequest(
            method=request.method,
            path=path,
            json=body,
            query=dict(request.query),
            files=files,
        )
        self.requests.append(record)
        return record

    @staticmethod
    def _body(request: web.Request) -> Any:
        return request[_RECORD].json

    def _check_app(self, request: web.Request) -> web.Response | None:
        if request.match_info.get("app") != str(self.application_id):
            return _error(403, "Missing Access", 50001)
        return None

    # ------------------------------------------------------------------ REST handlers

    async def _get_me(self, request: web.Request) -> web.Response:
        return _json_response(self.bot_user())

    async def _get_user(self, request: web.Request) -> web.Response:
        try:
            user_id = int(request.match_info["user_id"])
        except ValueError:
            return _error(400, "Invalid Form Body", 50035)
        if user_id == self.bot_user_id:
            return _json_response(self.bot_user())
        return _json_response(self.user_payload(user_id))

    async def _create_dm(self, request: web.Request) -> web.Response:
        body = self._body(request) or {}
        try:
            user_id = int(body["recipient_id"])
        except (KeyError, TypeError, ValueError):
            return _error(400, "Invalid Form Body", 50035)
        return _json_response(self._dm_channel_payload(user_id, self.dm_channel_id(user_id)))

    async def _get_application(self, request: web.Request) -> web.Response:
        return _json_response(self._application_payload())

    async def _get_gateway(self, request: web.Request) -> web.Response:
        return _json_response({"url": self.gateway_url})

    async def _get_gateway_bot(self, request: web.Request) -> web.Response:
        # AutoShardedClient reads shards, url and session_start_limit from this.
        return _json_response(
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

    def _guild_of(self, request: web.Request) -> int | None:
        guild = request.match_info.get("guild")
        return int(guild) if guild is not None else None

    async def _get_commands(self, request: web.Request) -> web.Response:
        if (denied := self._check_app(request)) is not None:
            return denied
        return _json_response(self.commands.get(self._guild_of(request), []))

    async def _put_commands(self, request: web.Request) -> web.Response:
        """Bulk overwrite: echo the commands back with ids, keeping ids stable by name+type
        (as Discord does), because ``tree.sync`` builds ``AppCommand`` objects from the echo
        (needing id, application_id, name, description)."""
        if (denied := self._check_app(request)) is not None:
            return denied
        payload = self._body(request)
        if not isinstance(payload, list):
            return _error(400, "Invalid Form Body", 50035)
        errors = {str(i): e for i, c in enumerate(payload) if (e := _command_errors(c))}
        if errors:
            return _error(400, "Invalid Form Body", 50035, errors)
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
        return _json_response(echoed)

    def command_id(self, name: str, guild_id: int | None = None, kind: int = 1) -> int | None:
        """The id the fake assigned to a synced command (guild scope first), if any."""
        scopes = [guild_id, None] if guild_id is not None else [None]
        for scope in scopes:
            for command in self.commands.get(scope, []):
                if command["name"] == name and command["type"] == kind:
                    return int(command["id"])
        return None

    async def _interaction_callback(self, request: web.Request) -> web.StreamResponse:
        """Answer ``POST /interactions/{id}/{token}/callback``.

        discord.py always sends ``?with_response=1`` and then parses an
        ``InteractionCallbackResponse`` body (``interaction.id`` is required, ``resource.message``
        becomes the ``InteractionMessage``); without that query Discord answers 204.
        A second callback for the same interaction gets Discord's 40060 error.
        """
        record: RecordedRequest = request[_RECORD]
        try:
            interaction_id = int(request.match_info["id"])
        except ValueError:
            return _error(404, "Unknown interaction", 10062)
        interaction = self._interactions.get(interaction_id)
        if interaction is None or interaction.token != request.match_info["token"]:
            return _error(404, "Unknown interaction", 10062)
        if interaction.acknowledged:
            return _error(400, "Interaction has already been acknowledged.", 40060)
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
        if _truthy(record.query.get("with_response")):
            response_body: JSON = {"interaction": summary}
            if resource is not None:
                response_body["resource"] = resource
            response: web.StreamResponse = _json_response(response_body)
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

    def _webhook_interaction(self, request: web.Request) -> _Interaction | None:
        if request.match_info.get("app") != str(self.application_id):
            return None
        interaction_id = self._tokens.get(request.match_info["token"])
        return None if interaction_id is None else self._interactions[interaction_id]

    def _webhook_message_id(self, request: web.Request, interaction: _Interaction) -> int | None:
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
            return _error(404, "Unknown Webhook", 10015)
        record: RecordedRequest = request[_RECORD]
        payload = record.json if isinstance(record.json, dict) else {}
        message = self._create_message(
            interaction.channel_id, payload, record.files, interaction=interaction
        )
        if interaction.original_message_id is None:
            # Like Discord: a follow-up sent before any response becomes the original.
            interaction.original_message_id = int(message["id"])
        if _truthy(record.query.get("wait")):
            return _json_response(message)
        return web.Response(status=204)

    async def _get_webhook_message(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        if interaction is None:
            return _error(404, "Unknown Webhook", 10015)
        message_id = self._webhook_message_id(request, interaction)
        if message_id is None:
            return _error(404, "Unknown Message", 10008)
        return _json_response(self._messages[message_id])

    async def _edit_webhook_message(self, request: web.Request) -> web.Response:
        """Edit a response or follow-up; editing a deferred original clears its LOADING flag."""
        interaction = self._webhook_interaction(request)
        if interaction is None:
            return _error(404, "Unknown Webhook", 10015)
        message_id = self._webhook_message_id(request, interaction)
        if message_id is None:
            return _error(404, "Unknown Message", 10008)
        record: RecordedRequest = request[_RECORD]
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
        message["edited_timestamp"] = _iso_now()
        return _json_response(message)

    async def _delete_webhook_message(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        if interaction is None:
            return _error(404, "Unknown Webhook", 10015)
        message_id = self._webhook_message_id(request, interaction)
        if message_id is None:
            return _error(404, "Unknown Message", 10008)
        self._messages.pop(message_id, None)
        return web.Response(status=204)

    async def _create_channel_message(self, request: web.Request) -> web.Response:
        record: RecordedRequest = request[_RECORD]
        try:
            channel_id = int(request.match_info["channel"])
        except ValueError:
            return _error(404, "Unknown Channel", 10003)
        payload = record.json if isinstance(record.json, dict) else {}
        return _json_response(self._create_message(channel_id, payload, record.files))

    async def _get_attachment(self, request: web.Request) -> web.Response:
        upload = self._attachments.get(request.match_info["key"])
        if upload is None:
            return _error(404, "404: Not Found")
        return web.Response(
            body=upload.data, content_type=upload.content_type or "application/octet-stream"
        )

    # ------------------------------------------------------------------ gateway

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        """One gateway session: HELLO, then answer heartbeats, IDENTIFY and RESUME.

        Frames are sent as *text*: discord.py's ``received_message`` only runs its zlib/zstd
        decompressor on ``bytes`` frames, so plain JSON text works even though the client
        connects with ``compress=zlib-stream`` in the query string.
        """
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        conn = _GatewayConnection(ws=ws, query=dict(request.query))
        self._conn = conn
        self._sockets.add(ws)
        self.gateway_connections += 1
        await self._notify()
        try:
            await self._send(conn, {"op": 10, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}})
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                self.gateway_frames.append(frame)
                await self._on_gateway_frame(conn, frame)
                await self._notify()
        finally:
            self._sockets.discard(ws)
            self.last_close_code = ws.close_code
            await self._notify()
        return ws

    async def _on_gateway_frame(self, conn: _GatewayConnection, frame: JSON) -> None:
        op = frame.get("op")
        data = frame.get("d")
        if op == 1:  # HEARTBEAT
            await self._send(conn, {"op": 11})
        elif op == 2:  # IDENTIFY
            if not isinstance(data, dict) or data.get("token") != self.token:
                await conn.ws.close(code=4004, message=b"Authentication failed.")
                return
            self.identify_payload = data
            self._seq = 0
            self._session_id = secrets.token_hex(16)
            await self._send(conn, {"op": 0, "t": "READY", "d": self._ready_payload(data)})
            conn.identified = True
        elif op == 6:  # RESUME
            if isinstance(data, dict) and data.get("session_id") == self._session_id:
                conn.identified = True
                await self._send(conn, {"op": 0, "t": "RESUMED", "d": {}})
            else:
                await self._send(conn, {"op": 9, "d": False})

    def _ready_payload(self, identify: JSON) -> JSON:
        """``parse_ready`` needs user, guilds and (if the client has no application_id yet)
        application.id/flags; ``received_message`` needs session_id and resume_gateway_url;
        AutoShardedConnectionState additionally reads ``shard``."""
        return {
            "v": 10,
            "user": self.bot_user(),
            "guilds": [],
            "session_id": self._session_id,
            "session_type": "normal",
            "resume_gateway_url": self.gateway_url,
            "shard": identify.get("shard") or [0, 1],
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "user_settings": {},
            "auth": {},
            "_trace": ["fake-discord"],
        }

    async def _send(self, conn: _GatewayConnection, frame: JSON) -> int | None:
        """Send one frame; dispatches (op 0) get the next sequence number in ``s``."""
        async with self._send_lock:
            seq: int | None = None
            if frame.get("op") == 0:
                self._seq += 1
                seq = self._seq
            full = {"op": frame["op"], "d": frame.get("d"), "s": seq, "t": frame.get("t")}
            await conn.ws.send_str(json.dumps(full))
            return seq

    async def send_dispatch(self, event: str, data: JSON) -> int:
        """Dispatch an arbitrary gateway event to the identified bot; returns its sequence."""
        conn = self._conn
        if conn is None or conn.ws.closed or not conn.identified:
            raise RuntimeError(f"cannot dispatch {event}: no identified gateway connection")
        seq = await self._send(conn, {"op": 0, "t": event, "d": data})
        assert seq is not None
        return seq

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
        interaction_id = self.next_id()
        token = f"itok-{interaction_id}-{secrets.token_urlsafe(16)}"
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

        user = self.user_payload(user_id)
        payload: JSON = {
            "id": str(interaction_id),
            "application_id": str(self.application_id),
            "type": 2,
            "data": command_data,
            "token": token,
            "version": 1,
            "locale": locale,
            "entitlements": [],
            "entitlement_sku_ids": [],
            "app_permissions": DEFAULT_APP_PERMISSIONS,
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
            "channel_id": str(channel_id),
        }
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
            payload.update(
                guild_id=str(guild_id),
                guild={"id": str(guild_id), "locale": locale, "features": []},
                guild_locale=locale,
                member={
                    "user": user,
                    "roles": [],
                    "joined_at": _iso_now(),
                    "deaf": False,
                    "mute": False,
                    "flags": 0,
                    "pending": False,
                    "nick": None,
                    "avatar": None,
                    "permissions": DEFAULT_APP_PERMISSIONS,
                },
                channel={
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
                },
                context=0,
                authorizing_integration_owners={"0": str(guild_id)},
            )
        # Register before dispatching: a fast bot may call back before send_str returns.
        self._interactions[interaction_id] = _Interaction(
            id=interaction_id, token=token, type=2, channel_id=channel_id, guild_id=guild_id
        )
        self._tokens[token] = interaction_id
        await self.send_dispatch("INTERACTION_CREATE", payload)
        return interaction_id

    def callback_for(self, interaction_id: int) -> RecordedRequest | None:
        """The callback request that arrived for ``interaction_id``, if any."""
        return self._callback_arrived.get(interaction_id)
