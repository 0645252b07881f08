"""The web-session slice of the store: players' revocation counts and their sessions."""

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol


@dataclass(frozen=True, slots=True)
class WebSessionRecord:
    """A session a personal link opened: ``user_id``'s page of ``game_id`` at ``seat``,
    until ``expires_at``; ``revoked`` the user's revocation count when it was made,
    ``revoked_now`` their count as this read found it (the session works while the two
    are equal)."""

    user_id: int
    game_id: int
    seat: int
    revoked: int
    created_at: datetime
    expires_at: datetime
    revoked_now: int


class WebSessionStore(Protocol):
    """Personal links' revocation counts and the sessions they opened (issue 33).

    A session is stored by the hash of its id only. ``open_web_session`` writes it only
    while the user's count is still ``revoked`` (False otherwise, nothing written), and
    drops the user's sessions that expired by ``at`` and, past ``keep`` of them, their
    oldest, so one link used again and again holds a bounded number of rows.
    ``revoke_web_links`` counts one more revocation and deletes every session of the
    user in the same transaction; it returns the new count.
    """

    async def web_link_count(self, user_id: int) -> int:
        """How many times ``user_id`` revoked their links (0: never)."""
        ...

    async def revoke_web_links(self, user_id: int, at: datetime) -> int: ...

    async def open_web_session(
        self,
        session_hash: str,
        *,
        user_id: int,
        game_id: int,
        seat: int,
        revoked: int,
        at: datetime,
        expires_at: datetime,
        keep: int,
    ) -> bool: ...

    async def web_session(self, session_hash: str) -> WebSessionRecord | None:
        """The session with this hash and its user's count now; None if there is none."""
        ...
