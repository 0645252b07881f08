-- Limits on /email link and /email verify (issue 35, item 5). Every link made a new
-- code and reset the tries, with no limit on links, so a 6-digit code could be
-- guessed in days, and each link mailed whatever address was typed.
--
-- email_links: each /email link that changed something, when, and whether a code
-- was mailed for it: links per player and codes mailed per address are counted over
-- a rolling window. email_code_tries: each code tried for a player and an address,
-- counted over a window whatever link it was for, so linking again gives no new
-- tries. Both are checked and written under one keyed lock (the store's
-- transaction key), so the limits hold across processes; rows older than the
-- window are deleted as the same player or address is counted again. Times are
-- microseconds since the epoch, as everywhere else.
--
-- email_addresses.code_attempts, the tries of one claim, goes: a claim's tries are
-- now the rows of email_code_tries. A claim pending at the upgrade keeps its code.
CREATE TABLE email_links (
    id          INTEGER PRIMARY KEY,
    user_id     INTEGER NOT NULL,
    address_key TEXT    NOT NULL,
    linked_at   INTEGER NOT NULL,
    mailed      INTEGER NOT NULL CHECK (mailed IN (0, 1))
) STRICT;
CREATE INDEX email_links_by_user ON email_links (user_id, linked_at);
CREATE INDEX email_links_by_address ON email_links (address_key, linked_at);

CREATE TABLE email_code_tries (
    id          INTEGER PRIMARY KEY,
    user_id     INTEGER NOT NULL,
    address_key TEXT    NOT NULL,
    tried_at    INTEGER NOT NULL
) STRICT;
CREATE INDEX email_code_tries_by_claim ON email_code_tries (user_id, address_key, tried_at);

ALTER TABLE email_addresses DROP COLUMN code_attempts;
