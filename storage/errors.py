"""Errors raised by storage, so callers never have to catch ``sqlite3`` exceptions.

Every message is a complete sentence: the service may show it to a player as is.
"""


class StorageError(Exception):
    """Base of every error the store raises on purpose."""


class NotFound(StorageError):
    """A challenge or game id that no row has; usually a stale button or a typo."""

    def __init__(self, kind: str, ident: int) -> None:
        self.kind = kind
        self.ident = ident
        super().__init__(f"There is no {kind} with id {ident}.")


class StaleMove(StorageError):
    """The game moved on since the caller read it, so its move must not land.

    This is how two racing submissions for the same ply are told apart: the
    first one wins, the second one gets this and should re-read the game.
    """

    def __init__(
        self, game_id: int, expected_ply: int, actual_ply: int, message: str | None = None
    ) -> None:
        self.game_id = game_id
        self.expected_ply = expected_ply
        self.actual_ply = actual_ply
        super().__init__(
            message
            or f"Game {game_id} has moved on: the move was made at ply {expected_ply}, "
            f"but the game is now at ply {actual_ply}."
        )


class GameFinished(StaleMove):
    """A move sent to a game that is already over.

    A subclass of `StaleMove` because it is the same situation from the caller's
    side (its view of the game is out of date), so ``except StaleMove`` covers it;
    catch it first when the message to the player should say the game is over.
    """

    def __init__(self, game_id: int, expected_ply: int, actual_ply: int) -> None:
        super().__init__(
            game_id,
            expected_ply,
            actual_ply,
            f"Game {game_id} is already over, so no more moves can be recorded.",
        )


class GameHeld(StaleMove):
    """A line (or a clock) sent to a game on hold (``GameRecord.hold``): a moderator
    paused it, or its server removed the bot. Nothing was written. A `StaleMove` like
    `GameFinished`, so a caller that only retries on a stale read stops at the hold;
    catch it first to say why the game is not moving."""

    def __init__(self, game_id: int, ply: int, hold: str) -> None:
        self.hold = hold
        super().__init__(
            game_id, ply, ply, f"Game {game_id} is on hold ({hold}), so nothing was recorded."
        )


class NotHeldAsAsked(StorageError):
    """A hold asked to start on a game already held, or to end on a game not held that
    way; ``hold`` is the game's hold as found (None: none). Nothing was written."""

    def __init__(self, game_id: int, hold: str | None) -> None:
        self.game_id = game_id
        self.hold = hold
        super().__init__(f"Game {game_id} is {'held: ' + hold if hold else 'not on hold'}.")


class PremoveGone(StaleMove):
    """A conditional move's reply was not logged: its line is no longer pending (it was
    cleared, or another request already resolved that ply). Nothing was written."""

    def __init__(self, game_id: int, ply: int) -> None:
        super().__init__(
            game_id,
            ply,
            ply,
            f"Game {game_id}'s conditional moves for ply {ply} were already resolved or "
            "cleared, so no reply was recorded.",
        )


class SchemaTooNew(StorageError):
    """The database was written by a newer release: this one must not touch it."""

    def __init__(self, found: int, known: int) -> None:
        self.found = found
        self.known = known
        super().__init__(
            f"The database is at schema version {found}, newer than this release's {known}, "
            "so it is left untouched: install the newer Postboard that wrote it, or restore "
            "a backup made with this release."
        )


class DatabaseUnavailable(StorageError):
    """The database file cannot be opened, created or read as SQLite; says which and why."""


class DatabaseOutOfReach(DatabaseUnavailable):
    """The database server cannot be reached, or turns connections away, for now: unlike
    a wrong password or a missing database, this may pass by itself (a restart that
    waits a little may succeed)."""


class ConnectionLost(DatabaseOutOfReach):
    """The connection to the database server broke during a request: the server may or
    may not have done it, so it is not tried again; reading shows which."""


class AddressTaken(StorageError):
    """An e-mail address another user has already verified: one address, one player,
    so a reply from it can only ever mean one person."""

    def __init__(self) -> None:
        super().__init__("That address is already verified by another player.")


class OverCap(StorageError):
    """A row was not written: its owner already holds ``cap`` rows of that kind (``held``:
    their ids, oldest first). The store counts them in the transaction that would write
    the row, one such transaction per owner at a time, so that a burst of requests, in
    one process or several, cannot all pass a count taken before any was written."""

    def __init__(self, kind: str, cap: int, held: tuple[int, ...]) -> None:
        self.kind = kind
        self.cap = cap
        self.held = held
        super().__init__(f"There are already {len(held)} {kind} of this user; the most is {cap}.")
