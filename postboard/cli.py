"""The ``postboard`` command: ``run`` (the default), ``check``, ``backup PATH``, ``deliver``,
``migrate-db --to URL``, ``ratings recompute``, ``servers``, ``purge SERVER_ID``, ``--version``.

Settings come from the environment (docs/settings.md). Whatever goes wrong
reaches the admin as one line on standard error, ``postboard: ...``, and an exit
code: 2 for what only the configuration can fix, 1 for what may pass by itself.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Sequence

from postboard import __version__
from postboard.backup import backup
from postboard.check import check
from postboard.deliver import KEPT, REFUSED, TRY_LATER, Refused, deliver
from postboard.failures import explain
from postboard.logs import configure_logging
from postboard.migrate_db import migrate_db
from postboard.ratings import recompute
from postboard.serve import serve
from postboard.servers import list_servers, purge, server_id
from postboard.settings import Settings

DISCORD_API = "https://discord.com/api/v10"


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(
        prog="postboard",
        description="Postboard: correspondence board games on Discord. "
        "Settings come from environment variables (see docs/settings.md).",
    )
    top.add_argument("--version", action="version", version=f"postboard {__version__}")
    commands = top.add_subparsers(dest="command", metavar="COMMAND")
    commands.add_parser(
        "run", help="start every configured channel: Discord, mail, web (what `postboard` does)"
    )
    commands.add_parser(
        "check", help="check settings, database, games and computer without contacting Discord"
    )
    backup = commands.add_parser(
        "backup", help="copy the database consistently, even while the bot runs"
    )
    backup.add_argument(
        "path", help="the new backup file, or a folder to put a dated backup file in"
    )
    deliver = commands.add_parser(
        "deliver", help="take one mail on standard input (for Postfix, Exim, procmail, fetchmail)"
    )
    deliver.add_argument("--to", help="the recipient, if the mail system does not say it")
    deliver.add_argument("--from", dest="sender", help="the envelope sender (Return-Path)")
    migrate = commands.add_parser(
        "migrate-db", help="copy the SQLite database into an empty PostgreSQL database"
    )
    migrate.add_argument(
        "--to", required=True, metavar="URL", help="postgresql://user:password@host/db"
    )
    ratings = commands.add_parser("ratings", help="rebuild every rating from the stored results")
    ratings.add_argument("action", choices=["recompute"], help="recompute: replay every result")
    commands.add_parser(
        "servers", help="list the servers Postboard was removed from, and when their data goes"
    )
    purging = commands.add_parser(
        "purge", help="delete the data of a server Postboard was removed from, now"
    )
    purging.add_argument("server", type=server_id, metavar="SERVER_ID", help="the server's id")
    purging.add_argument("--dry-run", action="store_true", help="only list what would be deleted")
    purging.add_argument(
        "--force", action="store_true", help="purge even a server the bot is still in"
    )
    return top


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.command == "check":
        return check(os.environ, sys.stdout)
    if args.command == "deliver":
        return _deliver(args.to, args.sender)
    discord_api = DISCORD_API
    try:
        settings = Settings.from_env()
        discord_api = settings.api_base or DISCORD_API
        if args.command == "backup":
            sys.stdout.write(backup(settings, args.path) + "\n")
            return 0
        if args.command == "migrate-db":
            sys.stdout.write(migrate_db(settings, args.to) + "\n")
            return 0
        if args.command == "ratings":
            sys.stdout.write(recompute(settings) + "\n")
            return 0
        if args.command == "servers":
            sys.stdout.write(list_servers(settings) + "\n")
            return 0
        if args.command == "purge":
            code, said = purge(settings, args.server, dry_run=args.dry_run, force=args.force)
            if code == 0:
                sys.stdout.write(said + "\n")
            else:  # a refusal, as every failure: one line on standard error
                sys.stderr.write(f"postboard: {said}\n")
            return code
        configure_logging(settings.log_level)
        asyncio.run(serve(settings))
        return 0
    except KeyboardInterrupt:  # Ctrl-C before the shell took over the signal: nothing started
        return 130
    except Exception as error:
        failure = explain(error, discord_api=discord_api)
        sys.stderr.write(f"postboard: {failure}\n")
        return failure.exit_code


def _deliver(to: str | None, sender: str | None) -> int:
    """The mail system reads the exit code: refused for good, or keep it and try later."""
    try:
        line = deliver(Settings.from_env(), sys.stdin.buffer, to, sender)
    except Refused as refused:
        sys.stderr.write(f"postboard: refused: {refused}\n")
        return REFUSED
    except Exception as error:
        sys.stderr.write(f"postboard: {explain(error, discord_api=DISCORD_API)} (try later)\n")
        return TRY_LATER
    sys.stdout.write(f"postboard: {line}\n")
    return KEPT
