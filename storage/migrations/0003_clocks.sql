-- Correspondence clocks, reminders, notification settings, offers between the
-- players (draw, takeback, pause), vacations and per-guild settings.
-- Times are INTEGER microseconds since the Unix epoch, UTC (see storage/codec.py).
-- Booleans are INTEGER 0 or 1.

-- The time control a challenge proposes, as JSON (see storage/codec.py);
-- NULL for challenges without a clock, including every one made before this.
ALTER TABLE challenges ADD COLUMN time_control TEXT;

-- One row per game that has a clock. Banks are seconds left for each seat, as
-- of started_at for the running seat; deadline_at is when the running seat's
-- time is up, kept as a column so the periodic sweep is one index range.
-- running_seat NULL: nobody's time runs (game over, dice due). A frozen clock
-- (paused, or the player to move on vacation) may keep its running_seat but has
-- no started_at or deadline_at, and so is never due.
-- The row is replaced whole, with the move it belongs to (storage/sqlite.py).
CREATE TABLE clocks (
    game_id      INTEGER PRIMARY KEY REFERENCES games (id),
    initial_s    INTEGER NOT NULL CHECK (initial_s >= 0),
    increment_s  INTEGER NOT NULL CHECK (increment_s >= 0),
    cap_s        INTEGER NOT NULL CHECK (cap_s >= 0),
    auto_timeout INTEGER NOT NULL CHECK (auto_timeout IN (0, 1)),
    bank0_s      REAL    NOT NULL,
    bank1_s      REAL    NOT NULL,
    running_seat INTEGER CHECK (running_seat IN (0, 1)),
    ply          INTEGER NOT NULL CHECK (ply >= 0),
    started_at   INTEGER,
    deadline_at  INTEGER,
    reminded_ply INTEGER,
    expired_ply  INTEGER,
    paused       INTEGER NOT NULL DEFAULT 0 CHECK (paused IN (0, 1)),
    -- Time runs from a start to a deadline, so the two come and go together.
    CHECK ((started_at IS NULL) = (deadline_at IS NULL)),
    CHECK (running_seat IS NOT NULL OR deadline_at IS NULL)
) STRICT;

CREATE INDEX clocks_due ON clocks (deadline_at);

-- How each user wants to hear about their games; no row means the defaults.
CREATE TABLE user_settings (
    user_id        INTEGER PRIMARY KEY,
    notify         TEXT    NOT NULL DEFAULT 'thread'
                   CHECK (notify IN ('thread', 'dm', 'digest')),
    remind_dm      INTEGER NOT NULL DEFAULT 0 CHECK (remind_dm IN (0, 1)),
    remind_hours   INTEGER NOT NULL DEFAULT 24 CHECK (remind_hours > 0),
    digest_sent_at INTEGER,
    dm_failed      INTEGER NOT NULL DEFAULT 0 CHECK (dm_failed IN (0, 1))
) STRICT;

-- Open offers, at most one of each kind per game. ply is the game's ply when
-- the offer was made, so an offer from before the last move is recognisably stale.
CREATE TABLE offers (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    kind       TEXT    NOT NULL CHECK (kind IN ('draw', 'takeback', 'pause')),
    seat       INTEGER NOT NULL CHECK (seat IN (0, 1)),
    ply        INTEGER NOT NULL CHECK (ply >= 0),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, kind)
) STRICT, WITHOUT ROWID;

-- Vacations, kept after they end so allowances can be counted over a period.
-- ended_at NULL means ongoing.
CREATE TABLE vacations (
    id         INTEGER PRIMARY KEY,
    user_id    INTEGER NOT NULL,
    guild_id   INTEGER,
    started_at INTEGER NOT NULL,
    ended_at   INTEGER,
    CHECK (ended_at IS NULL OR ended_at >= started_at)
) STRICT;

CREATE INDEX vacations_by_user ON vacations (user_id, started_at);
-- At most one ongoing vacation per user, even when two requests race.
CREATE UNIQUE INDEX vacations_one_ongoing ON vacations (user_id) WHERE ended_at IS NULL;

-- Per-guild choices; no row (or a NULL column) means the built-in default.
CREATE TABLE guild_settings (
    guild_id         INTEGER PRIMARY KEY,
    allowed_games    TEXT,
    games_channel_id INTEGER,
    time_control     TEXT,
    vacation_days    INTEGER CHECK (vacation_days >= 0)
) STRICT;
