-- Explored lines (issue 34): a player's private analysis board kept with a game
-- (/explore). A line is what its owner played for both sides from the game's
-- position after start_ply lines; nothing of it is ever part of the game, and only
-- the seat that made it ever reads it.
--
-- name is the line's name, unique per game and seat; '' is the seat's working line,
-- the one /explore starts afresh, until it is given a name. moves: the line's moves
-- in canonical notation, as a JSON array; notes: a JSON object from a position in
-- the line (0: its start, n: after its n-th move) to its owner's note. shown is the
-- position its owner looks at now; touched_at when they last looked, so the line
-- touched last is the one a typed move is for. revision counts the writes: a write
-- made from an older reading than the row's (two presses at once) changes nothing.
CREATE TABLE explore_lines (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seat       INTEGER NOT NULL CHECK (seat IN (0, 1)),
    name       TEXT    NOT NULL,
    start_ply  INTEGER NOT NULL CHECK (start_ply >= 0),
    moves      TEXT    NOT NULL,
    notes      TEXT    NOT NULL,
    shown      INTEGER NOT NULL CHECK (shown >= 0),
    created_at INTEGER NOT NULL,
    touched_at INTEGER NOT NULL,
    revision   INTEGER NOT NULL DEFAULT 0 CHECK (revision >= 0),
    UNIQUE (game_id, seat, name)
) STRICT;
