-- Challenges, games and the append-only move log.
-- Times are INTEGER microseconds since the Unix epoch, UTC (see storage/codec.py).
-- Seats are 0 and 1; games.to_move is -1 while a chance move (dice) is due.

CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER,
    channel_id  INTEGER NOT NULL,
    thread_id   INTEGER UNIQUE,
    game        TEXT    NOT NULL,
    options     TEXT    NOT NULL,
    player0_id  INTEGER NOT NULL,
    player1_id  INTEGER NOT NULL,
    ply         INTEGER NOT NULL DEFAULT 0 CHECK (ply >= 0),
    to_move     INTEGER CHECK (to_move IN (-1, 0, 1)),
    status      TEXT    NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'finished')),
    winner      INTEGER CHECK (winner IN (0, 1)),
    termination TEXT,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    finished_at INTEGER,
    CHECK ((status = 'finished') = (finished_at IS NOT NULL)),
    CHECK ((status = 'finished') = (to_move IS NULL))
) STRICT;

-- games_for_user: one index per seat; SQLite answers the OR with both.
CREATE INDEX games_by_player0 ON games (player0_id, status);
CREATE INDEX games_by_player1 ON games (player1_id, status);

CREATE TABLE challenges (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER,
    channel_id    INTEGER NOT NULL,
    message_id    INTEGER,
    challenger_id INTEGER NOT NULL,
    opponent_id   INTEGER NOT NULL,
    game          TEXT    NOT NULL,
    options       TEXT    NOT NULL,
    first         TEXT    NOT NULL CHECK (first IN ('challenger', 'opponent', 'random')),
    status        TEXT    NOT NULL DEFAULT 'pending'
                  CHECK (status IN ('pending', 'accepted', 'declined', 'expired', 'cancelled')),
    created_at    INTEGER NOT NULL,
    expires_at    INTEGER NOT NULL,
    game_id       INTEGER REFERENCES games (id)
) STRICT;

CREATE INDEX challenges_due ON challenges (status, expires_at);
CREATE INDEX challenges_by_opponent ON challenges (opponent_id, status);
CREATE INDEX challenges_by_challenger ON challenges (challenger_id, status);

CREATE TABLE moves (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    ply        INTEGER NOT NULL CHECK (ply >= 1),
    seat       INTEGER CHECK (seat IN (0, 1)),
    notation   TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) STRICT, WITHOUT ROWID;

-- sqlite:
-- The log is the game: replay must always see what the players saw.
CREATE TRIGGER moves_no_update BEFORE UPDATE ON moves
BEGIN
    SELECT RAISE(ABORT, 'the move log is append-only');
END;

CREATE TRIGGER moves_no_delete BEFORE DELETE ON moves
BEGIN
    SELECT RAISE(ABORT, 'the move log is append-only');
END;
-- end
-- postgresql:
-- The same guard for PostgreSQL, whose triggers call a function (and which can also
-- empty a table with TRUNCATE, fired per statement).
CREATE FUNCTION moves_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the move log is append-only';
END;
$$;

CREATE TRIGGER moves_no_update BEFORE UPDATE ON moves
    FOR EACH ROW EXECUTE FUNCTION moves_append_only();

CREATE TRIGGER moves_no_delete BEFORE DELETE ON moves
    FOR EACH ROW EXECUTE FUNCTION moves_append_only();

CREATE TRIGGER moves_no_truncate BEFORE TRUNCATE ON moves
    FOR EACH STATEMENT EXECUTE FUNCTION moves_append_only();
-- end
