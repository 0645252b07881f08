"""``postboard servers`` and ``postboard purge SERVER_ID [--dry-run] [--force]``: the
servers Postboard was removed from, and deleting one's data before its grace is over.

``servers`` lists each departed server with its removal and purge dates and what its
purge deletes. ``purge`` deletes it now, or with ``--dry-run`` only lists what would go.
A server the bot is still in (as far as the database knows: no removal recorded) is
refused unless ``--force``. Exit codes: 0 when done, counted, or already purged (a second
purge is harmless); 1 for a server the database never knew, and for a refusal.
Safe while the bot runs: a purge is one transaction, and a server added back meanwhile
is refused (`ServerDesk.purge`).
"""

from __future__ import annotations

import argparse
import asyncio
import random
from datetime import datetime

from postboard.settings import Settings
from service import Service, ServiceContext
from service.servers import Purge, Standing
from storage import open_store
from storage.protocol.servers import ServerContents

DONE, REFUSED = 0, 1

NAMES = {
    "games": ("game", "games"),
    "moves": ("move", "moves"),
    "challenges": ("challenge", "challenges"),
    "seeks": ("open challenge", "open challenges"),
    "tournaments": ("tournament", "tournaments"),
    "mail_outbox": ("mail", "mails"),
    "guild_settings": ("settings row", "settings rows"),
    "rating_guilds": ("leaderboard entry", "leaderboard entries"),
    "vacations": ("vacation", "vacations"),
    "channel_visibility": ("channel", "channels"),
}
"""How the tables an operator cares about are named; the others go under "other rows"."""


def server_id(text: str) -> int:
    """A Discord server id: digits, as Discord's "Copy Server ID" gives it."""
    digits = text.strip()
    if not (digits.isascii() and digits.isdecimal() and len(digits) <= 19):
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a server id: write its digits, as Discord's Copy Server ID gives them"
        )
    if not 0 < int(digits) < 2**63:
        raise argparse.ArgumentTypeError(f"{text!r} is not a server id: no server has that number")
    return int(digits)


def list_servers(settings: Settings) -> str:
    """The departed servers, one line each; a line saying so when there are none."""
    return asyncio.run(_list(settings.database))


def purge(settings: Settings, guild_id: int, *, dry_run: bool, force: bool) -> tuple[int, str]:
    """Purge (or count) ``guild_id``'s data: the exit code and what to print."""
    return asyncio.run(_purge(settings.database, guild_id, dry_run=dry_run, force=force))


async def _service(database: str) -> Service:
    store = await open_store(database)
    return Service(ServiceContext(store, rng=random.Random()))


async def _list(database: str) -> str:
    service = await _service(database)
    try:
        standing = await service.servers.departed()
    finally:
        await service.close()
    if not standing:
        return (
            "No server is waiting to be purged: Postboard was removed from none still holding data."
        )
    head = f"{len(standing)} server{'s' if len(standing) != 1 else ''} Postboard was removed from:"
    return "\n".join([head, *(_standing_line(server) for server in standing)])


def _standing_line(standing: Standing) -> str:
    server = standing.server
    return (
        f"  {server.guild_id}: removed {_when(server.left_at)}, purged on or after "
        f"{_when(server.purge_at)}; {what(standing.contents)}"
    )


async def _purge(database: str, guild_id: int, *, dry_run: bool, force: bool) -> tuple[int, str]:
    service = await _service(database)
    try:
        done = await service.servers.purge(guild_id, dry_run=dry_run, force=force)
    finally:
        await service.close()
    return _said(done)


def _said(done: Purge) -> tuple[int, str]:
    guild, contents = done.guild_id, done.contents
    if done.outcome == "unknown":
        return REFUSED, f"Server {guild} is not known to this database: nothing to purge."
    if done.outcome == "already_purged":
        assert done.server is not None
        return (
            DONE,
            f"Server {guild} was already purged on {_when(done.server.purged_at)}: "
            "nothing is left.",
        )
    if done.outcome == "still_here":
        return REFUSED, (
            f"Postboard is still in server {guild} (no removal recorded), so its data stays: "
            f"{what(contents)}. Remove the bot from the server first, or add --force to "
            "delete it anyway."
        )
    if done.outcome == "counted":
        note = " (Postboard is still in it: purging needs --force)" if done.present else ""
        return DONE, f"Purging server {guild} would delete {what(contents)}{note}."
    return DONE, f"Purged server {guild}: deleted {what(contents)}."


def what(contents: ServerContents) -> str:
    """The rows of a server's data in words: its games (how many running), moves, and the
    rest by kind; "nothing" when there is none."""
    parts = []
    games = contents.count("games")
    if games:
        running = f" ({contents.running} running)" if contents.running else ""
        parts.append(_counted("games", games) + running)
    other = 0
    for table, count in contents.counts:
        if table == "games" or not count:
            continue
        if table in NAMES:
            parts.append(_counted(table, count))
        else:
            other += count
    if other:
        parts.append(f"{other} other row{'s' if other != 1 else ''}")
    return ", ".join(parts) or "nothing"


def _counted(table: str, count: int) -> str:
    one, many = NAMES[table]
    return f"{count} {one if count == 1 else many}"


def _when(moment: datetime | None) -> str:
    return "an unknown date" if moment is None else moment.strftime("%Y-%m-%d %H:%M UTC")
