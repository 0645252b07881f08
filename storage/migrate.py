"""Brings a database up to the newest schema by applying numbered SQL files.

Files are ``migrations/NNNN_name.sql``, numbered from 1 without gaps, written once
for both engines: in SQLite's dialect, which `storage.postgresql.ddl` translates,
with the few statements that cannot be translated (a trigger) in blocks for one
engine only (`for_dialect`). The SQLite runner is here; PostgreSQL's is
`storage.postgresql.migrate`.

On SQLite the database's ``PRAGMA user_version`` is the number of the last file
applied. Each file runs in its own ``BEGIN IMMEDIATE`` transaction that also sets
``user_version``, so a failure leaves the database at the previous version, and
two processes opening a fresh file at once cannot both apply the same file (the
second re-reads the version once it holds the write lock).

``executescript`` would commit any open transaction first, so scripts are split
into statements here, using `sqlite3.complete_statement` to tell a statement's
end from a semicolon inside a trigger body, a string or a comment.
"""

import re
import sqlite3
from dataclasses import dataclass
from importlib import resources
from typing import Any

import aiosqlite

from storage.errors import SchemaTooNew, StorageError

_FILE_NAME = re.compile(r"(\d{4})_\w+\.sql")
DIALECTS = ("sqlite", "postgresql")
_BLOCK_START = re.compile(r"\s*--\s*(sqlite|postgresql):\s*")
_BLOCK_END = re.compile(r"\s*--\s*end\s*")


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    script: str

    def script_for(self, dialect: str) -> str:
        return for_dialect(self.script, dialect, self.name)


def for_dialect(script: str, dialect: str, name: str = "migration") -> str:
    """The script as ``dialect`` runs it: its own blocks in, the others' out.

    A block is the lines between ``-- sqlite:`` (or ``-- postgresql:``) and
    ``-- end``, each marker alone on its line. The marker lines themselves are
    dropped, so a file whose only change is a block for another engine reads,
    for this one, exactly as it did before the block was added.
    """
    if dialect not in DIALECTS:
        raise StorageError(f"Unknown SQL dialect {dialect!r}; known: {', '.join(DIALECTS)}.")
    kept: list[str] = []
    block: str | None = None
    for number, line in enumerate(script.splitlines(keepends=True), start=1):
        start, end = _BLOCK_START.fullmatch(line), _BLOCK_END.fullmatch(line)
        if start:
            if block is not None:
                raise StorageError(f"{name}, line {number}: misplaced block {line.strip()!r}.")
            block = start[1]
        elif end:
            if block is None:
                raise StorageError(f"{name}, line {number}: '-- end' outside a block.")
            block = None
        elif block in (None, dialect):
            kept.append(line)
    if block is not None:
        raise StorageError(f"{name}: the {block} block is never closed with '-- end'.")
    return "".join(kept)


def bundled_migrations() -> list[Migration]:
    """The migrations shipped in this package, checked to be numbered 1..N."""
    folder = resources.files("storage").joinpath("migrations")
    found = []
    for entry in folder.iterdir():
        match = _FILE_NAME.fullmatch(entry.name)
        if match:
            found.append(Migration(int(match[1]), entry.name, entry.read_text("utf-8")))
    found.sort(key=lambda migration: migration.version)
    numbers = [migration.version for migration in found]
    if numbers != list(range(1, len(found) + 1)):
        raise StorageError(f"Migration files must be numbered 1 to N without gaps: {numbers}.")
    return found


def split_statements(script: str) -> list[str]:
    """Cut a script into single statements, in order."""
    statements = []
    pending = ""
    for piece in script.split(";"):
        pending += piece + ";"
        if sqlite3.complete_statement(pending):
            if _has_code(pending):
                statements.append(pending.strip())
            pending = ""
    if _has_code(pending[:-1]):
        raise StorageError(f"Migration script ends in an unfinished statement: {pending!r}.")
    return statements


def _has_code(text: str) -> bool:
    without_comments = re.sub(r"--[^\n]*", "", text)
    return bool(without_comments.strip(" \t\r\n;"))


async def run(db: aiosqlite.Connection, sql: str, params: Any = ()) -> None:
    """Execute and close the cursor at once.

    A statement that yields a row (``PRAGMA journal_mode = WAL`` does) stays
    "in progress" while its cursor lives, and then COMMIT fails; never leave
    closing to the garbage collector.
    """
    async with db.execute(sql, params):
        pass


async def user_version(db: aiosqlite.Connection) -> int:
    async with db.execute("PRAGMA user_version") as cursor:
        row = await cursor.fetchone()
    assert row is not None
    return int(row[0])


async def migrate(db: aiosqlite.Connection, migrations: list[Migration]) -> int:
    """Apply every migration newer than the database; return the final version.

    ``db`` must be in autocommit mode (``isolation_level=None``).
    """
    current, latest = await user_version(db), len(migrations)
    if current > latest:
        raise SchemaTooNew(current, latest)
    for migration in migrations:
        await run(db, "BEGIN IMMEDIATE")
        try:
            if await user_version(db) < migration.version:
                for statement in split_statements(migration.script_for("sqlite")):
                    await run(db, statement)
                await run(db, f"PRAGMA user_version = {migration.version:d}")
        except BaseException:
            if db.in_transaction:
                await run(db, "ROLLBACK")
            raise
        await run(db, "COMMIT")
    return await user_version(db)
