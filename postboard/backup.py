"""``postboard backup PATH``: a consistent copy of the live database, safe while the bot runs."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from postboard.failures import CONFIGURATION, Failure
from postboard.settings import Settings
from storage.backup import backup_database
from storage.errors import StorageError


def backup(settings: Settings, target: str, *, now: datetime | None = None) -> str:
    """Copy to ``target``, or into it with a dated name when it is a folder (for cron)."""
    if settings.database.startswith(("postgresql://", "postgres://")):
        raise Failure(
            "postboard backup copies a SQLite file; back up PostgreSQL with its own tools: "
            "pg_dump --format=custom --file=postboard.dump DATABASE_URL",
            CONFIGURATION,
        )
    path = Path(target)
    if path.is_dir():
        stamp = (now or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
        path = path / f"postboard-{stamp}.db"
    try:
        report = backup_database(settings.database, path)
    except StorageError as error:
        raise Failure(str(error), CONFIGURATION) from error
    return (
        f"Backed up {settings.database} to {report.path}: {report.games} games, "
        f"{report.moves} moves, schema version {report.schema_version}, "
        f"{report.size_bytes / 1024:.0f} KiB."
    )
