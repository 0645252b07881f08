"""The store written once for every database engine: the SQL of each record type over `Db`.

`db` declares `Db`, the little an engine must offer (run a statement, read rows, open
a transaction, and its dialect's few differences); `errors` the constraint error both
engines raise. One module per record type holds that type's SQL as a part of
`SqlStore` implementing its protocol slice (`challenges`, `games` with the move log,
`clocks`, `offers`, `vacations`, `settings`, `computer`, `mail`); `store` joins them.
The engines themselves are `storage.sqlite` and `storage.postgresql`.
"""

from storage.rows import Row
from storage.sql.db import Db, Dialect, Engine, Params
from storage.sql.errors import ConstraintViolated

# `SqlStore` (storage.sql.store) is not imported here: this package's face is what the
# engines build on; the store is `storage.SqlStore`.
__all__ = ["ConstraintViolated", "Db", "Dialect", "Engine", "Params", "Row"]
