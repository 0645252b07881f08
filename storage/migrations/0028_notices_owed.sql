-- A notice about a game is owed its line in the game's thread like a move's post (issue
-- 33). A decline, an agreed pause or a resume changes no position, so nothing in the
-- move log owes its post: one made on a player's web page in a process that runs no
-- Discord (a web-only `postboard run` beside the bot's, on one database), or by a
-- process killed before posting it, was never told in the thread. So each is stored
-- here in the transaction that makes the change it reports (a decline with its offer's
-- delete, a pause or a resume with its clock's write); the channel that posts it
-- deletes the row, and a sweep of a process that runs Discord posts one still owed a
-- while later, holding it until claimed_until (a lease, so one process posts it). What
-- is kept is what its words are made of, not the words: the kind, the seat whose act it
-- reports (NULL for an agreed pause, which is both players'), and the game.
CREATE TABLE notices_owed (
    id            INTEGER PRIMARY KEY,
    game_id       INTEGER NOT NULL REFERENCES games (id),
    kind          TEXT    NOT NULL CHECK (kind IN ('declined-draw', 'declined-takeback',
                                                   'declined-pause', 'paused', 'resumed')),
    seat          INTEGER CHECK (seat IN (0, 1)),
    owed_since    INTEGER NOT NULL,
    claimed_until INTEGER
) STRICT;

CREATE INDEX notices_owed_by_game ON notices_owed (game_id);
