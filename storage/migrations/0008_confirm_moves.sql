-- Confirm before sending (issue 19, item 6): a player may have /move show the
-- board after their move privately, with Confirm / Cancel buttons, before it is
-- played. Off for everyone until they turn it on; a new column with a default
-- needs no rewrite of the rows there are.
ALTER TABLE user_settings ADD COLUMN confirm_moves INTEGER NOT NULL DEFAULT 0
    CHECK (confirm_moves IN (0, 1));
