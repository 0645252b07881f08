"""asyncpg's errors in the store's words: constraint errors as `ConstraintViolated`, and
a server that cannot be reached or will not let us in as a one-line `DatabaseUnavailable`.

The address is shown without its password (nor its query, which may carry one), so
the message is safe for a log or an admin's screen.
"""

import socket
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Final
from urllib.parse import urlsplit

import asyncpg

from storage.errors import ConnectionLost, DatabaseOutOfReach, DatabaseUnavailable
from storage.sql.errors import ConstraintKind, ConstraintViolated

_KINDS: Final[tuple[tuple[type[asyncpg.PostgresError], ConstraintKind], ...]] = (
    (asyncpg.ForeignKeyViolationError, "foreign_key"),
    (asyncpg.CheckViolationError, "check"),
    (asyncpg.NotNullViolationError, "not_null"),
)


@contextmanager
def constraints() -> Iterator[None]:
    """Turn PostgreSQL's constraint errors into `ConstraintViolated` (others pass as they are)."""
    try:
        yield
    except asyncpg.UniqueViolationError as error:
        name = error.constraint_name or ""
        raise ConstraintViolated(
            "primary_key" if name.endswith("_pkey") else "unique", str(error)
        ) from error
    except asyncpg.IntegrityConstraintViolationError as error:
        for cls, kind in _KINDS:
            if isinstance(error, cls):
                raise ConstraintViolated(kind, str(error)) from error
        raise


_GOING: Final = (
    asyncpg.PostgresConnectionError,  # the connection broke or cannot be made
    asyncpg.CannotConnectNowError,  # the server is starting or stopping
    asyncpg.TooManyConnectionsError,
    asyncpg.AdminShutdownError,  # the server terminated the connection (a restart)
    asyncpg.CrashShutdownError,
    ConnectionError,
    TimeoutError,
)


def is_out_of_reach(error: BaseException) -> bool:
    """Whether ``error`` says the server is away for now (as opposed to a mistake)."""
    return isinstance(error, _GOING) or (
        isinstance(error, OSError) and not isinstance(error, socket.gaierror)
    )


@contextmanager
def losing_connection() -> Iterator[None]:
    """A connection that breaks during a request becomes `ConnectionLost`, in one line."""
    try:
        yield
    except Exception as error:
        if isinstance(error, ConnectionLost) or not is_out_of_reach(error):
            raise
        said = " ".join(str(error).split()) or type(error).__name__
        raise ConnectionLost(
            f"The connection to the database broke during a request ({said}); "
            "it may or may not have been done."
        ) from error


def shown(url: str) -> str:
    """The address as it may be shown: scheme, user, host, port and database only."""
    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
        port = f":{parts.port}" if parts.port else ""
    except ValueError:
        return "postgresql://..."
    user = f"{parts.username}@" if parts.username else ""
    if ":" in host:
        host = f"[{host}]"
    return f"{parts.scheme}://{user}{host}{port}{parts.path}"


def unavailable(url: str, error: BaseException) -> DatabaseUnavailable:
    """Why the server at ``url`` could not be used, in one line that says what to do;
    ``DatabaseOutOfReach`` when it may pass by itself (nothing listening, no answer,
    connections turned away), so a service manager tries again."""
    line = f"Cannot open the database {shown(url)}: {_reason(url, error)}."
    passing = (
        asyncpg.CannotConnectNowError,
        asyncpg.TooManyConnectionsError,
        TimeoutError,
        ConnectionRefusedError,
    )
    if isinstance(error, passing) or (
        isinstance(error, OSError) and not isinstance(error, socket.gaierror)
    ):
        return DatabaseOutOfReach(line)
    return DatabaseUnavailable(line)


def _reason(url: str, error: BaseException) -> str:
    said = " ".join(str(error).split())
    if isinstance(error, asyncpg.InvalidPasswordError):
        return f"the user name or password is wrong (PostgreSQL says: {said})"
    if isinstance(error, asyncpg.InvalidCatalogNameError):
        return f"there is no such database on the server; create it first ({said})"
    if isinstance(error, asyncpg.InvalidAuthorizationSpecificationError):
        return f"the server does not let this user in (PostgreSQL says: {said})"
    if isinstance(error, asyncpg.CannotConnectNowError | asyncpg.TooManyConnectionsError):
        return f"the server turns connections away for now (PostgreSQL says: {said})"
    if isinstance(error, asyncpg.PostgresError):
        return f"PostgreSQL says: {said}"
    if isinstance(error, socket.gaierror):
        return "its host name is unknown (check the address)"
    if isinstance(error, TimeoutError):
        return "the server did not answer in time"
    if isinstance(error, ConnectionRefusedError):
        return "nothing answers there (is PostgreSQL running and listening on that address?)"
    if isinstance(error, OSError):
        return f"the server cannot be reached ({error.strerror or said})"
    if isinstance(error, asyncpg.ClientConfigurationError | ValueError):
        return "the address cannot be read (postgresql://user:password@host:port/database)"
    return f"{type(error).__name__}: {said}"
