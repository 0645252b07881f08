-- Tournaments (issue 20, item 4): round-robin sections and Swiss events a server's
-- admins create, players join until the start date, and whose every pairing is played
-- as a normal game. Standings are never stored: they are computed from the games'
-- stored results each time, so a result can never be counted twice.
--
-- kind: 'round_robin' (every pairing started at once) or 'swiss' (a round is paired
-- once the previous round's games have all ended). rounds: a Swiss's rounds (NULL
-- until the start chooses them from the field); a round robin's cycles (1, or 2 with
-- colours swapped). rounds_paired: the rounds paired so far; pairing the next one is a
-- compare-and-set on it, so two sweeps pair a round once. look_at: when a sweep looks
-- at the tournament next (its start date; at once when one of its games ends; NULL
-- once it is over); a sweep claims it by moving look_at to a lease.
CREATE TABLE tournaments (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    game          TEXT    NOT NULL,
    options       TEXT    NOT NULL,
    kind          TEXT    NOT NULL CHECK (kind IN ('round_robin', 'swiss')),
    time_control  TEXT    NOT NULL,
    rated         INTEGER NOT NULL CHECK (rated IN (0, 1)),
    rounds        INTEGER CHECK (rounds >= 1),
    max_players   INTEGER CHECK (max_players >= 2),
    status        TEXT    NOT NULL DEFAULT 'open'
                  CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
    rounds_paired INTEGER NOT NULL DEFAULT 0 CHECK (rounds_paired >= 0),
    created_by    INTEGER NOT NULL,
    created_at    INTEGER NOT NULL,
    starts_at     INTEGER NOT NULL,
    finished_at   INTEGER,
    look_at       INTEGER,
    CHECK ((status IN ('finished', 'cancelled')) = (finished_at IS NOT NULL))
) STRICT;

CREATE INDEX tournaments_due ON tournaments (look_at);
CREATE INDEX tournaments_by_guild ON tournaments (guild_id, status);

-- Who joined; seed is the pairing number the start drew for them (NULL before).
-- A player who leaves before the start is deleted; one who leaves after it withdraws.
CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    user_id       INTEGER NOT NULL,
    joined_at     INTEGER NOT NULL,
    seed          INTEGER CHECK (seed >= 1),
    withdrawn_at  INTEGER,
    PRIMARY KEY (tournament_id, user_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX tournament_players_by_user ON tournament_players (user_id);

-- One pairing (a board of a round): player0 takes seat 0 (moves first), player1 seat 1;
-- player1 NULL is a bye. game_id is set in the transaction that starts its game, under
-- the pairing row's lock, so a pairing gets one game however many sweeps start it.
CREATE TABLE tournament_pairings (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL CHECK (round >= 1),
    board         INTEGER NOT NULL CHECK (board >= 1),
    player0_id    INTEGER NOT NULL,
    player1_id    INTEGER,
    game_id       INTEGER UNIQUE REFERENCES games (id),
    PRIMARY KEY (tournament_id, round, board)
) STRICT, WITHOUT ROWID;
