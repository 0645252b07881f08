-- The ping cooldown in the database (issue 18): when each user last pinged each
-- other user with a request (a challenge, an offer, a resume), so that one
-- request per period holds across every process on the database and across a
-- restart. Until now each process kept it in memory, and each let a burst through.
--
-- A row is claimed by one statement (an upsert whose update only happens if the
-- last ping is a full period old), so of several processes pinging at once one
-- wins; an answer deletes the row. Times are microseconds since the epoch, as
-- everywhere else.
CREATE TABLE ping_cooldowns (
    user_id   INTEGER NOT NULL,
    target_id INTEGER NOT NULL,
    pinged_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, target_id)
) STRICT, WITHOUT ROWID;
