"""A consistent copy of a live database, taken with SQLite's online backup API.

Copying the file while the bot runs can catch a write half-way, and misses what
still sits in the ``-wal`` file. The backup API reads one snapshot inside a read
transaction; in WAL mode that never blocks the bot's writes. The copy is written
to a temporary file beside the target, checked, and only then renamed into place,
so a failed backup never leaves a half-written file under the target's name.
"""

import os
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from storage.errors import DatabaseUnavailable, StorageError
from storage.opening import open_failure


@dataclass(frozen=True, slots=True)
class BackupReport:
    path: Path
    schema_version: int
    games: int
    moves: int
    size_bytes: int


def backup_database(source: str | Path, target: str | Path) -> BackupReport:
    """Copy the database at ``source`` to the new file ``target`` (never overwritten)."""
    source, target = Path(source), Path(target)
    if not source.is_file():
        raise DatabaseUnavailable(f"There is no database at {source} to back up.")
    if target.exists():
        raise StorageError(f"{target} already exists; name a new file for the backup.")
    if not target.parent.is_dir():
        raise StorageError(f"The folder {target.parent} does not exist; create it first.")
    partial = target.with_name(f".{target.name}.partial")
    try:
        with closing(_connect(source)) as live, closing(sqlite3.connect(partial)) as copy:
            live.backup(copy)  # one step: the whole snapshot under one read transaction
            report = _check(copy, target)
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    return report


def _connect(source: Path) -> sqlite3.Connection:
    try:
        live = sqlite3.connect(source)  # read-write, so it tidies the -wal file if it is last
        live.execute("PRAGMA schema_version").fetchone()  # reads the header: fails on non-SQLite
    except sqlite3.Error as error:
        raise open_failure(source, error) from error
    return live


def _check(copy: sqlite3.Connection, target: Path) -> BackupReport:
    verdict = copy.execute("PRAGMA integrity_check").fetchone()[0]
    if verdict != "ok":
        raise StorageError(f"The backup failed its integrity check ({verdict}); nothing kept.")
    copy.execute("PRAGMA journal_mode = DELETE")  # one self-contained file, no -wal beside it
    version = int(copy.execute("PRAGMA user_version").fetchone()[0])
    games = moves = 0
    if version > 0:
        games = int(copy.execute("SELECT count(*) FROM games").fetchone()[0])
        moves = int(copy.execute("SELECT count(*) FROM moves").fetchone()[0])
    page_size = int(copy.execute("PRAGMA page_size").fetchone()[0])
    pages = int(copy.execute("PRAGMA page_count").fetchone()[0])
    return BackupReport(target, version, games, moves, page_size * pages)
