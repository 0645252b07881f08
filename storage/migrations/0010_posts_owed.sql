-- The public post a game owes (issue 18: a process killed between logging a line and
-- posting it must not leave the line untold). Every line appended to a game's log
-- marks the game's post owed at that ply, in the same transaction; the channel that
-- posts it marks it made (`post_made`, which clears the row if no later line came
-- since). A row still there a while after it was owed is a post a dead process never
-- made: a sweep claims it (claimed_until, a lease, so one process posts it) and posts
-- the game as it stands. One row per game: a later line supersedes an earlier one.
CREATE TABLE posts_owed (
    game_id       INTEGER PRIMARY KEY REFERENCES games (id),
    ply           INTEGER NOT NULL CHECK (ply >= 1),
    owed_since    INTEGER NOT NULL,
    claimed_until INTEGER
) STRICT;
