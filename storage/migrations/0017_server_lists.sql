-- A server's list of games on the web (issue 35, item 12). It shows only games whose
-- channel everyone in the server can read: the bot writes what it sees of each
-- game's channel when the game starts, when the channel's permissions change and
-- when it connects; a game whose channel was never seen is not listed. home_id is
-- the channel whose permissions decide (a game challenged inside a thread lives in
-- a thread of that thread's parent). everyone_reads is 1 when @everyone may view the
-- channel and read its history.
CREATE TABLE channel_visibility (
    channel_id     INTEGER PRIMARY KEY,
    guild_id       INTEGER NOT NULL,
    home_id        INTEGER NOT NULL,
    everyone_reads INTEGER NOT NULL CHECK (everyone_reads IN (0, 1)),
    seen_at        INTEGER NOT NULL
) STRICT;

CREATE INDEX channel_visibility_home ON channel_visibility (home_id);

-- The list's link can be rotated and the list turned off (/postboard config): the key
-- is signed with list_key, the number of rotations (0: the key links carried before
-- this migration); web_list 0 is off, NULL the default, which is on.
ALTER TABLE guild_settings ADD COLUMN web_list INTEGER CHECK (web_list IN (0, 1));
ALTER TABLE guild_settings ADD COLUMN list_key INTEGER NOT NULL DEFAULT 0 CHECK (list_key >= 0);
