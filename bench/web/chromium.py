"""A real headless Chromium driven over the DevTools protocol, for the players' bench.

Debian's Chromium, started with ``--remote-debugging-port=0``, spoken to over its one
WebSocket with aiohttp (the bench's own client library; no Playwright, whose browser
download the project never uses, nor a new dependency). Only what the bench needs: a
tab in a browser context of its own (a first visit: no cookie, no cache), a script
that runs first in every document of it, evaluating, and a real mouse click.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import os
import shutil
import tempfile
import time
from typing import Any

import aiohttp

FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-extensions",
    "--window-size=1280,900",
)


class BrowserError(RuntimeError):
    """Chromium refused a command, or a page did not get where it was sent."""


def chromium_path() -> str:
    found = os.environ.get("POSTBOARD_TEST_CHROMIUM") or shutil.which("chromium")
    return found or "/usr/bin/chromium"


class Chromium:
    """One browser process and its DevTools connection."""

    def __init__(self) -> None:
        self._process: asyncio.subprocess.Process | None = None
        self._profile = tempfile.TemporaryDirectory(prefix="bench-chromium-")
        self._http: aiohttp.ClientSession | None = None
        self._socket: aiohttp.ClientWebSocketResponse | None = None
        self._reader: asyncio.Task[None] | None = None
        self._drain: asyncio.Task[None] | None = None
        self._ids = itertools.count(1)
        self._waiting: dict[int, asyncio.Future[dict[str, Any]]] = {}

    async def start(self, path: str | None = None) -> None:
        self._process = await asyncio.create_subprocess_exec(
            path or chromium_path(),
            *FLAGS,
            "--remote-debugging-port=0",
            f"--user-data-dir={self._profile.name}",
            "about:blank",
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.PIPE,
        )
        assert self._process.stderr is not None
        address = ""
        async with asyncio.timeout(30):
            while not address:
                line = (await self._process.stderr.readline()).decode()
                if not line:
                    raise BrowserError("Chromium stopped before it listened for DevTools")
                if line.startswith("DevTools listening on "):
                    address = line.split(" on ", 1)[1].strip()
        self._drain = asyncio.create_task(self._drain_stderr())
        self._http = aiohttp.ClientSession()
        self._socket = await self._http.ws_connect(address, max_msg_size=0)
        self._reader = asyncio.create_task(self._read())

    async def _drain_stderr(self) -> None:
        assert self._process is not None and self._process.stderr is not None
        while await self._process.stderr.readline():
            pass

    async def _read(self) -> None:
        assert self._socket is not None
        async for message in self._socket:
            if message.type != aiohttp.WSMsgType.TEXT:
                break
            data = json.loads(message.data)
            waiting = self._waiting.pop(data.get("id", -1), None)
            if waiting is None or waiting.done():
                continue  # an event: the bench polls instead
            if "error" in data:
                waiting.set_exception(BrowserError(str(data["error"])))
            else:
                waiting.set_result(data.get("result", {}))
        for waiting in self._waiting.values():
            if not waiting.done():
                waiting.set_exception(BrowserError("the DevTools connection closed"))

    async def call(
        self, method: str, params: dict[str, Any] | None = None, session: str | None = None
    ) -> dict[str, Any]:
        assert self._socket is not None
        number = next(self._ids)
        message: dict[str, Any] = {"id": number, "method": method, "params": params or {}}
        if session is not None:
            message["sessionId"] = session
        answer: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._waiting[number] = answer
        await self._socket.send_str(json.dumps(message))
        return await answer

    async def tab(self, first_script: str) -> Tab:
        """A blank tab in a browser context of its own, ``first_script`` installed."""
        context = (await self.call("Target.createBrowserContext", {"disposeOnDetach": True}))[
            "browserContextId"
        ]
        target = await self.call(
            "Target.createTarget", {"url": "about:blank", "browserContextId": context}
        )
        session = (
            await self.call(
                "Target.attachToTarget", {"targetId": target["targetId"], "flatten": True}
            )
        )["sessionId"]
        tab = Tab(self, context, session)
        await tab.call("Page.enable")
        await tab.call("Page.addScriptToEvaluateOnNewDocument", {"source": first_script})
        return tab

    async def stop(self) -> None:
        if self._socket is not None:
            await self._socket.close()
        for task in (self._reader, self._drain):
            if task is not None:
                task.cancel()
                with contextlib.suppress(BaseException):
                    await task
        if self._http is not None:
            await self._http.close()
        if self._process is not None and self._process.returncode is None:
            self._process.terminate()
            try:
                async with asyncio.timeout(10):
                    await self._process.wait()
            except TimeoutError:
                self._process.kill()
                await self._process.wait()
        self._profile.cleanup()


class Tab:
    """A page of one browser context."""

    def __init__(self, browser: Chromium, context: str, session: str) -> None:
        self.browser = browser
        self.context = context
        self.session = session

    async def call(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        return await self.browser.call(method, params, self.session)

    async def go(self, address: str) -> None:
        await self.call("Page.navigate", {"url": address})

    async def evaluate(self, expression: str) -> Any:
        done = await self.call(
            "Runtime.evaluate",
            {"expression": expression, "returnByValue": True, "awaitPromise": True},
        )
        if "exceptionDetails" in done:
            raise BrowserError(f"{expression}: {done['exceptionDetails']}")
        return done["result"].get("value")

    async def until(self, expression: str, timeout: float = 30.0) -> Any:
        """``expression``'s value once it is truthy, polled (what is timed is timed in the
        page, so polling adds nothing to the figures)."""
        ends = time.perf_counter() + timeout
        while True:
            with contextlib.suppress(BrowserError):  # between two documents
                found = await self.evaluate(expression)
                if found:
                    return found
            if time.perf_counter() > ends:
                raise BrowserError(f"waited {timeout:g} s for {expression}")
            await asyncio.sleep(0.01)

    async def click(self, selector: str) -> None:
        """A real left click in the middle of the element, as the mouse makes it."""
        where = await self.evaluate(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)});"
            " if (!e) return null; e.scrollIntoView({block: 'center'});"
            " const r = e.getBoundingClientRect();"
            " return [r.left + r.width / 2, r.top + r.height / 2]; })()"
        )
        if not where:
            raise BrowserError(f"nothing to click at {selector}")
        x, y = where
        await self.call("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})
        for kind in ("mousePressed", "mouseReleased"):
            await self.call(
                "Input.dispatchMouseEvent",
                {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1},
            )

    async def close(self) -> None:
        await self.browser.call("Target.disposeBrowserContext", {"browserContextId": self.context})
