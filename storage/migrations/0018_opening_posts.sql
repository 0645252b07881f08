-- A new game's opening post is owed like a move's (issue 28, item 2). The game is
-- stored before its thread and first board are posted, and that post can fail (no
-- Send Messages in Threads, Discord's 429 or 5xx past discord.py's retries, a process
-- killed in between): the game then existed with no board, nobody pinged, and no
-- sweep ever posted it, since only logged lines were owed. So every new game owes its
-- opening at ply 0 in the transaction that makes it, and `opening` says the owed post
-- is that one (a line logged before it is posted, such as Plakoto's opening roll, keeps
-- it): the sweep then opens the game (its thread and first board), not a recap.
-- sqlite:
CREATE TABLE posts_owed_new (
    game_id       INTEGER PRIMARY KEY REFERENCES games (id),
    ply           INTEGER NOT NULL CHECK (ply >= 0),
    owed_since    INTEGER NOT NULL,
    claimed_until INTEGER,
    opening       INTEGER NOT NULL DEFAULT 0 CHECK (opening IN (0, 1))
) STRICT;
INSERT INTO posts_owed_new (game_id, ply, owed_since, claimed_until)
SELECT game_id, ply, owed_since, claimed_until FROM posts_owed;
DROP TABLE posts_owed;
ALTER TABLE posts_owed_new RENAME TO posts_owed;
-- end
-- postgresql:
ALTER TABLE posts_owed DROP CONSTRAINT posts_owed_ply_check;
ALTER TABLE posts_owed ADD CONSTRAINT posts_owed_ply_check CHECK (ply >= 0);
ALTER TABLE posts_owed ADD COLUMN opening INTEGER NOT NULL DEFAULT 0
    CHECK (opening IN (0, 1));
-- end
