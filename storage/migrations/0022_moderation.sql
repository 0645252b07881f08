-- Moderation (issue 32.1): a game on hold, the rulings on games, a server's moderators.
--
-- games.hold: why a running game is on hold, if it is; while it is, no line is added to
-- its log but a moderator's (the store refuses the rest in the move's own transaction)
-- and its clock stands frozen. 'moderator': paused by a server's moderator, who alone
-- resumes it; 'server': the bot was removed from the game's server (issue 32.4), and the
-- games resume when it comes back.
--
-- rulings: what a moderator did to a game and why, kept for the record (its tags) and
-- the server's overview; one row per action. winner: the seat an adjudication gave the
-- game to (NULL for a draw, and for the other actions). ply: the game's ply when ruled.
--
-- guild_settings.moderator_role_id: the role whose members may moderate games besides
-- those with Manage Server; NULL: only they.
ALTER TABLE games ADD COLUMN hold TEXT CHECK (hold IN ('moderator', 'server'));

CREATE TABLE rulings (
    id           INTEGER PRIMARY KEY,
    game_id      INTEGER NOT NULL REFERENCES games (id),
    guild_id     INTEGER NOT NULL,
    moderator_id INTEGER NOT NULL,
    action       TEXT    NOT NULL CHECK (action IN ('abort', 'adjudicate', 'pause', 'resume')),
    winner       INTEGER CHECK (winner IN (0, 1)),
    reason       TEXT    NOT NULL,
    ply          INTEGER NOT NULL,
    ruled_at     INTEGER NOT NULL
) STRICT;

CREATE INDEX rulings_by_game ON rulings (game_id, id);
CREATE INDEX rulings_by_guild ON rulings (guild_id, ruled_at);

ALTER TABLE guild_settings ADD COLUMN moderator_role_id INTEGER;

