-- Vacations per server (hardening issue, item 1): a vacation freezes only the
-- games of the server it was started in and counts against that server's
-- allowance, so a player may be on vacation in several servers at once, at most
-- once in each.
--
-- Existing rows need no rewrite: vacations.guild_id (0003) already records the
-- server each one was started in, and a row with a server now means exactly that
-- server. A row without one (started outside any server) cannot be placed: the
-- player may be in several servers and nothing says which was meant. It keeps
-- meaning what it meant when it was taken, every server: while ongoing it
-- freezes all of the player's games until it is stopped or its allowance runs
-- out, and its days count in every server's allowance for that year, so no
-- upgrade hands anyone days back (storage/protocol/vacations.py). The service
-- starts no new vacation without a server.
--
-- The old index allowed one ongoing vacation per user, now it is one per user
-- and server, NULL counting as a server of its own (Discord ids are never 0).
-- A server's vacation beside an ongoing one with no server is refused by
-- start_vacation inside its transaction.
DROP INDEX vacations_one_ongoing;
CREATE UNIQUE INDEX vacations_one_ongoing
    ON vacations (user_id, IFNULL(guild_id, 0)) WHERE ended_at IS NULL;
