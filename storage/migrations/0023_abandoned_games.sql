-- Games without a clock nobody moves in any more (issue 32.2).
--
-- guild_settings.abandon_days: in a game without a clock, the days without a move after
-- which the player waiting may claim the win (issue 32.2); NULL: the built-in 14, 0: never.
-- idle_reminders: the reminder the absent player got first, one per game, for the ply
-- it was sent at (a move starts a new wait, and a new reminder when it is due again).
ALTER TABLE guild_settings ADD COLUMN abandon_days INTEGER;

CREATE TABLE idle_reminders (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id),
    ply         INTEGER NOT NULL,
    reminded_at INTEGER NOT NULL
) STRICT;
