-- Ratings, open challenges (seeks) and the reads of finished games (issue 20).
--
-- A challenge says whether its game is rated, and the game keeps it. A result that
-- counted for the ratings gets games.rating_seq in the transaction that writes it, and
-- both players' ratings change in that same transaction: rating_seq is one more than
-- the larger of the two players' ratings.seq (a Lamport clock), so replaying counted
-- games in rating_seq order meets each player's results in the order they counted and
-- a recompute reproduces the same numbers.
ALTER TABLE challenges ADD COLUMN rated INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1));
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1));
ALTER TABLE games ADD COLUMN rating_seq INTEGER CHECK (rating_seq >= 1);
-- Each seat's rating (rounded) as it stood when the game's result counted: the record's
-- rating tags. Written with rating_seq, and again by a recompute.
ALTER TABLE games ADD COLUMN rating0 INTEGER;
ALTER TABLE games ADD COLUMN rating1 INTEGER;

-- One player's Glicko-2 rating in one game; provisional is the service's verdict,
-- stored so a leaderboard can put established ratings first from the index.
CREATE TABLE ratings (
    user_id     INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL CHECK (deviation > 0),
    volatility  REAL    NOT NULL CHECK (volatility > 0),
    games       INTEGER NOT NULL CHECK (games >= 0),
    provisional INTEGER NOT NULL CHECK (provisional IN (0, 1)),
    seq         INTEGER NOT NULL CHECK (seq >= 0),
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (user_id, game)
) STRICT;

-- The leaderboard of all servers: one game's ratings, established first, best first.
CREATE INDEX ratings_board ON ratings (game, provisional, rating DESC, user_id);

-- Who has a rated result in which server: a server's leaderboard is its players'.
CREATE TABLE rating_guilds (
    guild_id INTEGER NOT NULL,
    game     TEXT    NOT NULL,
    user_id  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
) STRICT, WITHOUT ROWID;

-- A player's finished games newest first (profile, /games finished, the streak), and a
-- server's; a recompute replays the counted ones in order (games_counted).
CREATE INDEX games_finished_by_player0 ON games (player0_id, finished_at) WHERE status = 'finished';
CREATE INDEX games_finished_by_player1 ON games (player1_id, finished_at) WHERE status = 'finished';
CREATE INDEX games_finished_by_guild ON games (guild_id, finished_at) WHERE status = 'finished';
-- A server's index of web pages: its running or finished games, newest first.
CREATE INDEX games_of_guild ON games (guild_id, status, updated_at);
-- A player's record (won, lost, drawn per game) read from the index alone, per seat.
CREATE INDEX games_tally_player0 ON games (player0_id, game, winner, termination)
    WHERE status = 'finished';
CREATE INDEX games_tally_player1 ON games (player1_id, game, winner, termination)
    WHERE status = 'finished';
CREATE INDEX games_counted ON games (rating_seq) WHERE rating_seq IS NOT NULL;

-- An open challenge anyone in the server may accept (within the rating range, if set);
-- accepting is one compare-and-set on status, so of two clicks exactly one wins.
CREATE TABLE seeks (
    id           INTEGER PRIMARY KEY,
    guild_id     INTEGER NOT NULL,
    channel_id   INTEGER NOT NULL,
    message_id   INTEGER,
    seeker_id    INTEGER NOT NULL,
    game         TEXT    NOT NULL,
    options      TEXT    NOT NULL,
    first        TEXT    NOT NULL CHECK (first IN ('challenger', 'opponent', 'random')),
    time_control TEXT,
    rated        INTEGER NOT NULL CHECK (rated IN (0, 1)),
    min_rating   INTEGER,
    max_rating   INTEGER,
    status       TEXT    NOT NULL DEFAULT 'open'
                 CHECK (status IN ('open', 'accepted', 'cancelled', 'expired')),
    created_at   INTEGER NOT NULL,
    expires_at   INTEGER NOT NULL,
    game_id      INTEGER REFERENCES games (id),
    accepted_by  INTEGER
) STRICT;

CREATE INDEX seeks_open ON seeks (status, expires_at);
CREATE INDEX seeks_by_guild ON seeks (guild_id, status);
