"""The PostgreSQL engine of the store: `PostgresStore`, `storage.sql.SqlStore` on asyncpg.

`db` is the `storage.sql.Db` over a pool (transactions, row locks, keyed locks) and
why; `statements` turns the store's placeholders into ``$n``; `errors` says what a
failure means (constraints, a server that cannot be reached); `ddl` and `migrate`
bring a database to the newest schema from the same migration files as SQLite;
`store` connects and builds the store. The SQL itself is in `storage.sql`.
"""

from storage.postgresql.store import PostgresStore, open_postgres_store

__all__ = ["PostgresStore", "open_postgres_store"]
