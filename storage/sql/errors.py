"""The one database error the store's parts handle, in the same words on every engine.

A constraint the schema enforces is what tells some races and some bad references
apart (a duplicate key, a row naming a missing game), so the parts must recognise
it without knowing the driver: each engine's `Db` turns its driver's error into
`ConstraintViolated`. Anything else stays the driver's error.

It is not a `StorageError`: a violated constraint the store does not turn into one
of those is a bug (arguments are checked before SQL sees them), not a message for a
player.
"""

from typing import Final, Literal

ConstraintKind = Literal["primary_key", "unique", "foreign_key", "check", "not_null"]
CONSTRAINT_KINDS: Final[frozenset[str]] = frozenset(
    {"primary_key", "unique", "foreign_key", "check", "not_null"}
)


class ConstraintViolated(Exception):
    """A statement broke one of the schema's constraints; ``kind`` says which sort."""

    def __init__(self, kind: ConstraintKind, detail: str) -> None:
        self.kind: ConstraintKind = kind
        self.detail = " ".join(detail.split())  # PostgreSQL's words come on several lines
        super().__init__(f"A {kind.replace('_', ' ')} constraint refused the row: {self.detail}")
