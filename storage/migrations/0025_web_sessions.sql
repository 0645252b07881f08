-- A player's own web page for a game (issue 33): personal links and the sessions they
-- open.
--
-- web_link_counters: how many times each player revoked their links (the web command's
-- revoke). A link carries the count it was signed with; a link or session whose count
-- is not the player's count now works no more. No row: never revoked (count 0).
--
-- web_sessions: a personal link exchanged for a session at its first use. The random
-- session id travels in a cookie and only its SHA-256 (hex) is kept here, so a copy of
-- the database opens no page. A session is for one user, one game and that user's
-- seat in it, until expires_at (the link's own expiry), and only while the player's
-- revocation count is still the one it was made under (revoked).
CREATE TABLE web_link_counters (
    user_id    INTEGER PRIMARY KEY,
    revoked    INTEGER NOT NULL CHECK (revoked >= 0),
    revoked_at INTEGER NOT NULL
) STRICT;

CREATE TABLE web_sessions (
    session_hash TEXT    PRIMARY KEY,
    user_id      INTEGER NOT NULL,
    game_id      INTEGER NOT NULL REFERENCES games (id),
    seat         INTEGER NOT NULL CHECK (seat IN (0, 1)),
    revoked      INTEGER NOT NULL CHECK (revoked >= 0),
    created_at   INTEGER NOT NULL,
    expires_at   INTEGER NOT NULL,
    CHECK (expires_at > created_at)
) STRICT;

CREATE INDEX web_sessions_by_user ON web_sessions (user_id, expires_at);
CREATE INDEX web_sessions_by_game ON web_sessions (game_id);
