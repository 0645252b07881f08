-- Hints by level (issue 22, item 5): a server allows /hint up to a level of the
-- computer, 1 to 5, instead of only on or off; 0 is off, and NULL the built-in
-- default, which is off too. A server that had hints on keeps what it had: level 3,
-- the level every hint came from until now; off stays off.
--
-- SQLite cannot change a CHECK in place, so the level is a new column filled from the
-- old one, which is then dropped: both engines drop a column whose own CHECK is the
-- only constraint naming it (SQLite since 3.35; the STRICT tables of 0003 already need
-- 3.37).
ALTER TABLE guild_settings ADD COLUMN hint_level INTEGER CHECK (hint_level BETWEEN 0 AND 5);

UPDATE guild_settings SET hint_level = CASE hints WHEN 1 THEN 3 WHEN 0 THEN 0 END;

ALTER TABLE guild_settings DROP COLUMN hints;
