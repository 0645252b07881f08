-- Received mail keeps only what acting on it needs (issue 35, item 4): the
-- sender (From), the command line of the reply and the player its address was
-- made for, never its bytes; answered_at counts the answers a player was sent
-- in reply to mail, which are limited per hour. raw is now only the bytes of
-- mail kept before this migration and not acted on yet; those already acted on
-- lose theirs here, as new mail never has any.
--
-- SQLite cannot drop a NOT NULL in place, so its table is rebuilt, with the
-- columns in the order PostgreSQL's ADD COLUMN gives them.
-- sqlite:
CREATE TABLE mail_inbound_new (
    message_key     TEXT    PRIMARY KEY,
    recipient       TEXT    NOT NULL,
    envelope_sender TEXT,
    raw             BLOB,
    received_at     INTEGER NOT NULL,
    claimed_until   INTEGER,
    done_at         INTEGER,
    outcome         TEXT,
    sender          TEXT,
    command         TEXT,
    user_id         INTEGER,
    answered_at     INTEGER
) STRICT, WITHOUT ROWID;
INSERT INTO mail_inbound_new
    (message_key, recipient, envelope_sender, raw, received_at, claimed_until, done_at, outcome)
SELECT message_key, recipient, envelope_sender, CASE WHEN done_at IS NULL THEN raw END,
       received_at, claimed_until, done_at, outcome
FROM mail_inbound;
DROP TABLE mail_inbound;
ALTER TABLE mail_inbound_new RENAME TO mail_inbound;
CREATE INDEX mail_inbound_pending ON mail_inbound (received_at) WHERE done_at IS NULL;
-- end
-- postgresql:
ALTER TABLE mail_inbound ALTER COLUMN raw DROP NOT NULL;
ALTER TABLE mail_inbound ADD COLUMN sender TEXT;
ALTER TABLE mail_inbound ADD COLUMN command TEXT;
ALTER TABLE mail_inbound ADD COLUMN user_id BIGINT;
ALTER TABLE mail_inbound ADD COLUMN answered_at BIGINT;
UPDATE mail_inbound SET raw = NULL WHERE done_at IS NOT NULL;
-- end
CREATE INDEX mail_inbound_answers ON mail_inbound (user_id, answered_at)
    WHERE answered_at IS NOT NULL;
