"""Online backups: a consistent snapshot while moves are being written, never a torn file."""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from storage import SqliteStore, StorageError, open_store
from storage.backup import BackupReport, backup_database
from storage.errors import DatabaseUnavailable
from tests.storage.support import T0, new_game


async def test_backups_taken_while_moves_land_are_each_a_consistent_snapshot(
    sqlite_store: SqliteStore, db_path: Path, tmp_path: Path
) -> None:
    store = sqlite_store
    games = [await new_game(store) for _ in range(3)]

    async def play() -> None:
        for ply in range(120):
            for game in games:
                await store.append_move(
                    game.id,
                    expected_ply=ply,
                    seat=ply % 2,
                    notation=f"m{ply}",
                    created_at=T0,
                    to_move=(ply + 1) % 2,
                )

    playing = asyncio.create_task(play())
    reports: list[BackupReport] = []
    while not playing.done():
        target = tmp_path / f"backup-{len(reports)}.db"
        reports.append(await asyncio.to_thread(backup_database, db_path, target))
    await playing
    reports.append(backup_database(db_path, tmp_path / "after.db"))
    assert len(reports) >= 3 and reports[-1].moves == 3 * 120
    for report in reports:
        with closing(sqlite3.connect(report.path)) as copy:
            assert copy.execute("PRAGMA integrity_check").fetchone() == ("ok",)
            assert copy.execute("PRAGMA journal_mode").fetchone() == ("delete",)
            plies = copy.execute(
                "SELECT g.id, g.ply, count(m.ply) FROM games g LEFT JOIN moves m "
                "ON m.game_id = g.id GROUP BY g.id"
            ).fetchall()
        assert report.games == 3 and report.schema_version >= 4
        assert all(ply == moves for _, ply, moves in plies), "each game's header matches its log"
        assert report.moves == sum(moves for _, _, moves in plies)
    async with await open_store(reports[-2].path) as restored:  # restoring is opening the copy
        logged = [len(await restored.moves(game.id)) for game in games]
        assert sum(logged) == reports[-2].moves


async def test_a_backup_never_overwrites_and_names_what_is_wrong(
    sqlite_store: SqliteStore, db_path: Path, tmp_path: Path
) -> None:
    existing = tmp_path / "taken.db"
    existing.write_bytes(b"yesterday's backup")
    with pytest.raises(StorageError, match="already exists; name a new file"):
        backup_database(db_path, existing)
    assert existing.read_bytes() == b"yesterday's backup"
    with pytest.raises(StorageError, match="The folder .*/nowhere does not exist"):
        backup_database(db_path, tmp_path / "nowhere" / "b.db")
    with pytest.raises(DatabaseUnavailable, match="There is no database at"):
        backup_database(tmp_path / "absent.db", tmp_path / "b.db")
    (tmp_path / "notes.db").write_text("not sqlite\n" * 200)
    with pytest.raises(DatabaseUnavailable, match="the file is not a SQLite database"):
        backup_database(tmp_path / "notes.db", tmp_path / "b.db")
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(("b.db", ".b.db"))) == []
