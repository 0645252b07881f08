"""Explored lines (``storage.protocol.explore``): one row a line, its moves and notes
as JSON, written whole; a line is its owner's alone, so no write races another's."""

import json
from datetime import datetime

from storage.codec import decode_time, encode_time
from storage.protocol.explore import ExploreLine, ExploreNameTaken, ExploreStore
from storage.rows import Row
from storage.sql.errors import ConstraintViolated
from storage.sql.part import SqlPart, require, write_for_game

WORKING = ""
"""The name of a seat's working line."""


def _line(row: Row) -> ExploreLine:
    notes = json.loads(row["notes"])
    return ExploreLine(
        id=row["id"],
        game_id=row["game_id"],
        seat=row["seat"],
        name=row["name"],
        start_ply=row["start_ply"],
        moves=tuple(json.loads(row["moves"])),
        notes=tuple(sorted((int(at), str(text)) for at, text in notes.items())),
        shown=row["shown"],
        created_at=decode_time(row["created_at"]),
        touched_at=decode_time(row["touched_at"]),
        revision=row["revision"],
    )


class SqlExplore(SqlPart, ExploreStore):
    async def start_explore_line(
        self, game_id: int, seat: int, start_ply: int, at: datetime
    ) -> ExploreLine:
        require(seat in (0, 1), "seat must be 0 or 1")
        require(start_ply >= 0, "start_ply must not be negative")
        when = encode_time(at)
        async with self._db.transaction() as db:
            await db.run(
                "DELETE FROM explore_lines WHERE game_id = ? AND seat = ? AND name = ?",
                (game_id, seat, WORKING),
            )
            await write_for_game(
                db,
                game_id,
                """INSERT INTO explore_lines
                       (game_id, seat, name, start_ply, moves, notes, shown,
                        created_at, touched_at)
                   VALUES (?, ?, ?, ?, '[]', '{}', 0, ?, ?)""",
                (game_id, seat, WORKING, start_ply, when, when),
            )
            row = await db.fetch_one(
                "SELECT * FROM explore_lines WHERE game_id = ? AND seat = ? AND name = ?",
                (game_id, seat, WORKING),
            )
        assert row is not None, "the row was just written"
        return _line(row)

    async def explore_lines(self, game_id: int, seat: int) -> list[ExploreLine]:
        rows = await self._db.fetch_all(
            """SELECT * FROM explore_lines WHERE game_id = ? AND seat = ?
               ORDER BY touched_at DESC, id DESC""",
            (game_id, seat),
        )
        return [_line(row) for row in rows]

    async def explore_line(self, line_id: int) -> ExploreLine | None:
        row = await self._db.fetch_one("SELECT * FROM explore_lines WHERE id = ?", (line_id,))
        return None if row is None else _line(row)

    async def save_explore_line(self, line: ExploreLine) -> bool:
        require(line.shown >= 0, "a position in a line is not negative")
        notes = json.dumps({str(at): text for at, text in line.notes})
        try:
            async with self._db.transaction() as db:
                count = await db.execute(
                    """UPDATE explore_lines
                       SET name = ?, moves = ?, notes = ?, shown = ?, touched_at = ?,
                           revision = revision + 1
                       WHERE id = ? AND revision = ?""",
                    (
                        line.name,
                        json.dumps(list(line.moves)),
                        notes,
                        line.shown,
                        encode_time(line.touched_at),
                        line.id,
                        line.revision,
                    ),
                )
        except ConstraintViolated as error:
            if error.kind != "unique":
                raise
            raise ExploreNameTaken(line.name) from error
        return bool(count)

    async def delete_explore_line(self, line_id: int) -> bool:
        async with self._db.transaction() as db:
            count = await db.execute("DELETE FROM explore_lines WHERE id = ?", (line_id,))
        return bool(count)
