-- The computer opponent (issue 8) and per-guild hints.

-- A game in which the bot itself plays one seat, at a thinking level 1..5.
-- Written in the same transaction as the game, so a game against the computer
-- never exists without knowing which seat is the computer's.
CREATE TABLE computer_seats (
    game_id INTEGER PRIMARY KEY REFERENCES games (id),
    seat    INTEGER NOT NULL CHECK (seat IN (0, 1)),
    level   INTEGER NOT NULL CHECK (level BETWEEN 1 AND 5)
) STRICT;

-- Whether players may ask the computer for a hint (/hint) in this guild's
-- games; NULL means the built-in default, which is off.
ALTER TABLE guild_settings ADD COLUMN hints INTEGER CHECK (hints IN (0, 1));
