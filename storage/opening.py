"""Why a database file could not be opened, said so that an admin can fix it.

SQLite's own words ("unable to open database file") name neither the file nor the
cause; the file system usually knows both.
"""

import os
import sqlite3
from pathlib import Path

from storage.errors import DatabaseUnavailable


def open_failure(path: str | Path, error: sqlite3.Error) -> DatabaseUnavailable:
    target = Path(path)
    return DatabaseUnavailable(f"Cannot open the database {target}: {_reason(target, error)}.")


def _reason(target: Path, error: sqlite3.Error) -> str:
    folder = target.parent
    if target.is_dir():
        return "that is a folder, not a database file"
    if not folder.is_dir():
        blocker = next(p for p in (folder, *folder.parents) if p.exists())
        if not blocker.is_dir():
            return f"{blocker} is a file, not a folder"
        return f"the folder {folder} does not exist (create it first)"
    if getattr(error, "sqlite_errorname", "") == "SQLITE_NOTADB":
        return "the file is not a SQLite database"
    if target.exists() and not os.access(target, os.R_OK | os.W_OK):
        return "this user may not read and write the file"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"this user may not write in {folder} (SQLite keeps its -wal file beside it)"
    return f"SQLite says: {error}"
