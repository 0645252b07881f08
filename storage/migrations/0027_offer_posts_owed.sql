-- An offer's post in the game's thread is owed like a move's (issue 33). An offer made
-- on a player's web page in a process that runs no Discord (a web-only `postboard run`
-- beside the bot's, on one database) had nothing to post it, and nothing remembered
-- that it was never posted: the opponent on Discord never saw it, nor its buttons. So
-- every offer is stored owing its post (post_owed_at, the time it was made); the channel
-- that posts it clears that, and a sweep of a process that runs Discord posts one still
-- owed a while later, holding it until post_claimed_until (a lease, so one process posts
-- it). An offer answered or withdrawn is deleted with its row; one a move made stale is
-- cleared by the sweep unposted. NULL for the offers made before this: they were posted.
ALTER TABLE offers ADD COLUMN post_owed_at INTEGER;
ALTER TABLE offers ADD COLUMN post_claimed_until INTEGER;
