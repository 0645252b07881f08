"""``postboard migrate-db --to URL``: the SQLite database in ``POSTBOARD_DB`` copied into
an empty PostgreSQL database, checked game by game, told in a few lines."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from postboard.failures import CONFIGURATION, Failure
from postboard.settings import Settings
from storage.engines import is_postgresql

if TYPE_CHECKING:
    from storage.transfer import TransferReport


def migrate_db(settings: Settings, target_url: str) -> str:
    """Copy, verify, and return the report: a summary line, then each table's row count."""
    if is_postgresql(settings.database):
        raise Failure(
            "POSTBOARD_DB is already a PostgreSQL database; migrate-db copies a SQLite file "
            "into PostgreSQL: set POSTBOARD_DB to the SQLite file.",
            CONFIGURATION,
        )
    from storage.transfer import copy_to_postgresql  # loads asyncpg: only when asked

    return report_lines(asyncio.run(copy_to_postgresql(settings.database, target_url)))


def report_lines(report: TransferReport) -> str:
    rows = sum(count for _, count in report.tables)
    snapshot = report.snapshot_at.strftime("%Y-%m-%d %H:%M:%S UTC")
    summary = (
        f"Copied {report.source} into {report.target} (schema version "
        f"{report.schema_version}): {len(report.tables)} tables, {rows} rows; "
        f"{report.games_verified} games and {report.moves} moves verified game by game, "
        f"in {report.seconds:.1f} s. Moves made after the snapshot ({snapshot}) are not in "
        "the copy: for the final copy stop the bot first, then set POSTBOARD_DB to the new "
        "database."
    )
    width = max((len(name) for name, _ in report.tables), default=0)
    return "\n".join(
        [summary, *(f"  {name:<{width}}  {count:>8}" for name, count in report.tables)]
    )
