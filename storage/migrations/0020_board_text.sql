-- How a player likes their boards (issue 31): `image`, `text` (a board in words, written
-- to be read aloud) or `both`. Every player kept the picture until they choose.
ALTER TABLE user_settings ADD COLUMN board TEXT NOT NULL DEFAULT 'image';
