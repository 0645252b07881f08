-- The engine's look back at finished games (issue 22, /analyse): one analysis per
-- game, made once and kept (text NULL while it is being made; a claim older than
-- the service's limit is taken over, as after a process died mid-analysis), and
-- when each user last asked for a new one (one per user per period). Both are
-- claimed by one upsert whose update only happens when the standing row may be
-- taken, so of two requests at once exactly one wins. Times are microseconds since
-- the epoch, as everywhere else.
CREATE TABLE analyses (
    game_id      INTEGER NOT NULL PRIMARY KEY REFERENCES games (id),
    requested_by INTEGER NOT NULL,
    started_at   INTEGER NOT NULL,
    text         TEXT
) STRICT;

CREATE TABLE analysis_requests (
    user_id      INTEGER NOT NULL PRIMARY KEY,
    requested_at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
