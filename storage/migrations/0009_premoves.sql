-- Conditional moves (issue 19, item 7): after their move a player may queue lines
-- "if my opponent plays X, I reply Y" for the opponent's next move (/premove). They
-- are service state, like offers, not the log: only a reply that fires is logged,
-- as a move like any other, in the same transaction that marks its line fired.
--
-- ply is the game's ply when the line was queued (the opponent to move): their_move
-- would be logged at ply + 1 and reply_move at ply + 2, both canonical notation.
-- Once the opponent's move at that ply is known, the line that named it is 'fired'
-- and the others 'dropped'; the player sees which in /premove list until they queue
-- lines for a later ply. A takeback or the end of the game deletes the game's rows.
--
-- games.premove_ply is the ply at which a line was last queued in the game (NULL:
-- never), written under the game row's lock with the line: a move made at that ply
-- learns from its own append (which returns the row) that lines wait for it, so a
-- move in any other game reads nothing more.
ALTER TABLE games ADD COLUMN premove_ply INTEGER CHECK (premove_ply >= 0);

CREATE TABLE premoves (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seat       INTEGER NOT NULL CHECK (seat IN (0, 1)),
    ply        INTEGER NOT NULL CHECK (ply >= 0),
    their_move TEXT    NOT NULL,
    reply_move TEXT    NOT NULL,
    state      TEXT    NOT NULL DEFAULT 'pending'
               CHECK (state IN ('pending', 'fired', 'dropped')),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat, ply, their_move)
) STRICT, WITHOUT ROWID;
