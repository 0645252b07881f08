"""A page of a listing too long for one message (finished games, a leaderboard): what
the adapter shows, and whether there are pages either side for its buttons."""

from __future__ import annotations

from dataclasses import dataclass

from service.errors import ServiceError
from words import Speech, Verbatim, msg

PAGE_SIZE = 10
MAX_PAGE = 1000
"""Pages past this are not served: a leaderboard or a list of games read a thousand
pages deep is a scan, not a look, and an OFFSET that large costs the database."""


@dataclass(frozen=True, slots=True)
class Page:
    """``page`` is 1-based; ``has_next``: a next page has at least one line. ``title`` and
    ``text`` are messages."""

    title: Speech
    text: Speech
    page: int
    has_next: bool

    @property
    def has_previous(self) -> bool:
        return self.page > 1


def check_page(page: int) -> int:
    """The offset of ``page``'s first line; a sentence for a page out of range."""
    if not 1 <= page <= MAX_PAGE:
        raise ServiceError(
            msg("lookups-page-out-of-range", page=Verbatim(str(page)), most=Verbatim(str(MAX_PAGE)))
        )
    return (page - 1) * PAGE_SIZE
