"""A child process for ``test_connections``: one listener started as production starts
it, then every file the process may open taken, as Discord, the database or a render
could take them, so that accepting a connection fails for want of files (``EMFILE``).

``python -m tests.service.starved_listener web|mail DATABASE``: says its port on
stdout once the files are taken, logs to stderr, and runs until stdin ends.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import resource
import sys

from mail.listener import start_listener
from mail.postmaster import Postmaster
from service import Service, ServiceContext
from service.running.outbox import Notification
from storage import open_store
from web import WebServer

FILES = 128
"""The child's open-file limit (soft), low enough to take every file quickly."""


async def _tell(notification: Notification) -> None:
    pass


async def main(listener: str, database: str) -> None:
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(name)s: %(message)s")
    logging.getLogger("mail.log").setLevel(logging.WARNING)  # as postboard.logs does
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (FILES, hard))
    store = await open_store(database)
    service = Service(ServiceContext(store))
    await service.spectators.warm_up()  # the fonts loaded: the site's own warm-up opens none
    if listener == "web":
        site = WebServer(service.spectators, "127.0.0.1", 0)
        await site.start()
        port, stop = site.port, site.stop
    else:
        postmaster = Postmaster(service, b"k" * 32, "play.test", _tell, lambda: None)
        server = await start_listener(postmaster, "127.0.0.1", 0, "play.test", lambda: None)
        port = server.sockets[0].getsockname()[1]

        async def stop() -> None:
            server.close()
            await server.wait_closed()

    taken: list[int] = []
    with contextlib.suppress(OSError):
        while True:
            taken.append(os.open(os.devnull, os.O_RDONLY))
    sys.stdout.write(f"{port}\n")
    sys.stdout.flush()
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    for fd in taken:
        os.close(fd)
    await stop()
    await store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
