-- Play by e-mail (issue 17): players' addresses, the outgoing mail queue, the
-- incoming mail log, and the server's secrets.

-- notify gains 'email'. SQLite cannot change a CHECK in place, so the table is
-- rebuilt with its rows copied as they are.
CREATE TABLE user_settings_new (
    user_id        INTEGER PRIMARY KEY,
    notify         TEXT    NOT NULL DEFAULT 'thread'
                   CHECK (notify IN ('thread', 'dm', 'digest', 'email')),
    remind_dm      INTEGER NOT NULL DEFAULT 0 CHECK (remind_dm IN (0, 1)),
    remind_hours   INTEGER NOT NULL DEFAULT 24 CHECK (remind_hours > 0),
    digest_sent_at INTEGER,
    dm_failed      INTEGER NOT NULL DEFAULT 0 CHECK (dm_failed IN (0, 1))
) STRICT;
INSERT INTO user_settings_new SELECT * FROM user_settings;
DROP TABLE user_settings;
ALTER TABLE user_settings_new RENAME TO user_settings;
-- postgresql:
-- PostgreSQL keeps the name a constraint was made with; give the key the name a
-- table made as user_settings would have had.
ALTER TABLE user_settings RENAME CONSTRAINT user_settings_new_pkey TO user_settings_pkey;
-- end

-- One address per user. Until verified_at is set it is only a claim: the code
-- sent to it (kept as a hash) proves the user reads it. A verified address
-- belongs to one user only; address_key is its lower-cased form, the one
-- compared with a mail's From.
CREATE TABLE email_addresses (
    user_id         INTEGER PRIMARY KEY,
    address         TEXT    NOT NULL,
    address_key     TEXT    NOT NULL,
    verified_at     INTEGER,
    code_hash       TEXT,
    code_expires_at INTEGER,
    code_attempts   INTEGER NOT NULL DEFAULT 0 CHECK (code_attempts >= 0)
) STRICT;
CREATE UNIQUE INDEX email_addresses_one_owner
    ON email_addresses (address_key) WHERE verified_at IS NOT NULL;

-- Mail to send. A row is written in the same transaction as what causes it (a
-- move, an offer), so nothing acknowledged loses its mail; the sender claims due
-- rows for a while (claimed_until), sends, and sets sent_at. A row whose
-- address is NULL goes to the user's verified address as it is when sent.
-- Its id makes the stable Message-ID, so a mail sent again after a crash is
-- recognisably the same mail.
CREATE TABLE mail_outbox (
    id            INTEGER PRIMARY KEY,
    user_id       INTEGER NOT NULL,
    kind          TEXT    NOT NULL,
    game_id       INTEGER,
    ply           INTEGER,
    body          TEXT    NOT NULL DEFAULT '{}',
    address       TEXT,
    created_at    INTEGER NOT NULL,
    due_at        INTEGER NOT NULL,
    attempts      INTEGER NOT NULL DEFAULT 0,
    claimed_until INTEGER,
    sent_at       INTEGER,
    outcome       TEXT,
    last_error    TEXT
) STRICT;
CREATE INDEX mail_outbox_due ON mail_outbox (due_at) WHERE sent_at IS NULL;

-- Mail received, whichever way it came (the listener or `postboard deliver`),
-- kept before it is acted on: its key (the Message-ID, else a digest of the
-- bytes) makes a second delivery of one message a no-op, and a crash between
-- receiving and acting leaves a row still to be handled.
CREATE TABLE mail_inbound (
    message_key     TEXT    PRIMARY KEY,
    recipient       TEXT    NOT NULL,
    envelope_sender TEXT,
    raw             BLOB    NOT NULL,
    received_at     INTEGER NOT NULL,
    claimed_until   INTEGER,
    done_at         INTEGER,
    outcome         TEXT
) STRICT, WITHOUT ROWID;
CREATE INDEX mail_inbound_pending ON mail_inbound (received_at) WHERE done_at IS NULL;

-- Values the server makes once and keeps: the key that signs reply addresses.
CREATE TABLE secrets (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
) STRICT, WITHOUT ROWID;
