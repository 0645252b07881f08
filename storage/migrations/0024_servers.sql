-- Joining and leaving servers (issue 32.4).
--
-- servers: each server Postboard was added to, as far as this database knows. joined_at:
-- when it was last added (NULL: before this table, or never seen joining); welcomed_at:
-- when its welcome was posted (NULL: none, for want of a channel to post it in);
-- left_at: when the bot was removed (NULL while it is in the server), with purge_at,
-- when the server's data is deleted unless the bot is added back first; purged_at: when
-- it was deleted (the row keeps its dates alone, so that a second purge can say so).
CREATE TABLE servers (
    guild_id    INTEGER PRIMARY KEY,
    joined_at   INTEGER,
    welcomed_at INTEGER,
    left_at     INTEGER,
    purge_at    INTEGER,
    purged_at   INTEGER,
    CHECK ((left_at IS NULL) = (purge_at IS NULL))
) STRICT;

CREATE INDEX servers_departed ON servers (purge_at) WHERE purge_at IS NOT NULL;

-- server_purges: the server whose data is being deleted, named by the one transaction
-- that deletes it (storage/sql/servers.py), which writes the row first and deletes it
-- last, so that outside that transaction the table is empty. The move log's guard lets
-- a move be deleted only while its game's server is named here: every other delete is
-- refused as before, and an update always.
CREATE TABLE server_purges (
    guild_id INTEGER PRIMARY KEY
) STRICT;

-- sqlite:
DROP TRIGGER moves_no_delete;

CREATE TRIGGER moves_no_delete BEFORE DELETE ON moves
WHEN NOT EXISTS (
    SELECT 1 FROM games JOIN server_purges ON server_purges.guild_id = games.guild_id
    WHERE games.id = OLD.game_id
)
BEGIN
    SELECT RAISE(ABORT, 'the move log is append-only');
END;
-- end
-- postgresql:
CREATE FUNCTION moves_deleted_only_by_purge() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS (
        SELECT 1 FROM games JOIN server_purges ON server_purges.guild_id = games.guild_id
        WHERE games.id = OLD.game_id
    ) THEN
        RETURN OLD;
    END IF;
    RAISE EXCEPTION 'the move log is append-only';
END;
$$;

DROP TRIGGER moves_no_delete ON moves;

CREATE TRIGGER moves_no_delete BEFORE DELETE ON moves
    FOR EACH ROW EXECUTE FUNCTION moves_deleted_only_by_purge();
-- end
