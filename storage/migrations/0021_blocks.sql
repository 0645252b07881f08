-- Blocking (issue 32.3): who each player blocked, and since when. A block is one row,
-- written by the blocker alone; whichever of two players blocks the other, no new game
-- starts between them (a challenge, a rematch, a seek taken) and the blocked one's
-- offers in a game already running no longer ping. Running games are not touched.
--
-- The second index answers "who blocks this player", read when a challenge is made.
CREATE TABLE blocks (
    user_id    INTEGER NOT NULL,
    blocked_id INTEGER NOT NULL,
    blocked_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, blocked_id),
    CHECK (user_id <> blocked_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX blocks_by_blocked ON blocks (blocked_id, user_id);
