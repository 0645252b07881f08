"""Players' pages held open by aiohttp clients that do what ``web/static/play.js`` does.

Each ``OpenPage`` is one player's page of one game: its personal link exchanged for the
session cookie (``GET /p/<token>``, not followed), the page itself and its board, then
its live stream (``/events``) held open; on each new version it asks ``state.json``
(with the ``If-None-Match`` the script sends) and, when the game moved, the new board
and its words, as the script's ``show`` does. A move made from it is the script's POST
(the CSRF token as a field, ``Accept: application/json``), followed by the new board
and its words, as the script applies the answer. Every request that fails is counted.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
from dataclasses import dataclass, field

import aiohttp

COOKIE = "pb_play"
CSRF = re.compile(r'data-csrf="([^"]+)"')
VERSION = re.compile(r'data-version="([^"]+)"')
PLIES = re.compile(r"data-plies=(\d+)")


@dataclass
class Traffic:
    """What the open pages did: requests, live events, failures."""

    requests: int = 0
    events: int = 0
    moves: int = 0
    failures: list[str] = field(default_factory=list)


@dataclass
class OpenPage:
    http: aiohttp.ClientSession
    root: str
    game_id: int
    seat: int
    traffic: Traffic
    cookie: str = ""
    csrf: str = ""
    version: str = ""
    plies: int = 0
    _follow: asyncio.Task[None] | None = None

    @property
    def following(self) -> bool:
        """Whether its live stream is still open."""
        return self._follow is not None and not self._follow.done()

    @property
    def base(self) -> str:
        return f"{self.root}/play/{self.game_id}"

    def _headers(self, **more: str) -> dict[str, str]:
        return {"Cookie": f"{COOKIE}={self.cookie}", "Accept-Language": "en", **more}

    async def _get(self, address: str, **headers: str) -> tuple[int, bytes]:
        self.traffic.requests += 1
        try:
            async with self.http.get(address, headers=self._headers(**headers)) as answer:
                body = await answer.read()
                if answer.status not in (200, 304):
                    self.traffic.failures.append(f"{answer.status} {address}")
                return answer.status, body
        except aiohttp.ClientError as error:
            self.traffic.failures.append(f"{error!r} {address}")
            return 0, b""

    async def open(self, link: str) -> None:
        """The link exchanged, the page and its board loaded, its live stream opened."""
        self.traffic.requests += 1
        async with self.http.get(link, allow_redirects=False) as answer:
            if answer.status != 303 or COOKIE not in answer.cookies:
                raise RuntimeError(f"the link {link} answered {answer.status}")
            self.cookie = answer.cookies[COOKIE].value
        status, body = await self._get(self.base)
        page = body.decode()
        csrf, version, plies = CSRF.search(page), VERSION.search(page), PLIES.search(page)
        if status != 200 or not (csrf and version and plies):
            raise RuntimeError(f"the page of game {self.game_id} answered {status}")
        self.csrf, self.version, self.plies = csrf[1], version[1], int(plies[1])
        await self._show()
        self._follow = asyncio.create_task(self.follow())

    async def _show(self) -> None:
        """The board's image and its words, as ``show`` asks them (both at once)."""
        await asyncio.gather(
            self._get(f"{self.base}/board/{self.plies}.png"),
            self._get(f"{self.base}/board/{self.plies}.txt"),
        )

    def _apply(self, state: dict[str, object]) -> bool:
        moved = state["plies"] != self.plies
        self.version = str(state["version"])
        self.plies = int(str(state["plies"]))
        return moved

    async def follow(self) -> None:
        try:
            async with self.http.get(f"{self.base}/events", headers=self._headers()) as stream:
                async for raw in stream.content:
                    line = raw.decode()
                    if not line.startswith("data: "):
                        continue
                    self.traffic.events += 1
                    heard = json.loads(line[6:])["version"]
                    if heard != self.version:
                        await self.refresh()
        except (TimeoutError, aiohttp.ClientError) as error:
            self.traffic.failures.append(f"{error!r} {self.base}/events")

    async def refresh(self) -> None:
        status, body = await self._get(
            f"{self.base}/state.json",
            **{"If-None-Match": f'"{self.version}-{self.seat}"', "Accept": "application/json"},
        )
        if status == 200 and self._apply(json.loads(body)):
            await self._show()

    async def move(self, notation: str) -> bool:
        """The move sent as the page's script sends it; True if it was played."""
        self.traffic.requests += 1
        form = {"move": notation, "ply": str(self.plies), "csrf": self.csrf}
        headers = self._headers(Accept="application/json")
        try:
            async with self.http.post(f"{self.base}/move", data=form, headers=headers) as answer:
                found = await answer.json()
        except (aiohttp.ClientError, ValueError) as error:
            self.traffic.failures.append(f"{error!r} POST {self.base}/move")
            return False
        if not found.get("ok"):
            return False  # a stale ply (the other page moved first): not the site failing
        self.traffic.moves += 1
        if self._apply(found["state"]):
            await self._show()
        return True

    async def close(self) -> None:
        if self._follow is not None:
            self._follow.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._follow
