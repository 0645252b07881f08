-- The display name each user last showed the bot, so images and records
-- name players correctly after a restart, before they interact again.

CREATE TABLE user_names (
    user_id      INTEGER PRIMARY KEY,
    display_name TEXT    NOT NULL,
    seen_at      INTEGER NOT NULL
) STRICT;
