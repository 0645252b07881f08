"""What a challenge proposes: its ten terms as one value, the same for a direct challenge,
an open seek and a game against the computer.

A channel builds one from what the player gave (a slash command's options, a mail's
lines) and leaves out what they did not give: a term left ``None`` takes its default
where the kind of challenge decides it (``rated``: yes between people, never against
the computer; ``level``: only against the computer; the rating range: open seeks
only). Which kind of challenge the terms make, and which terms each refuses, is
``policy``'s; whether the terms themselves are allowed here is ``proposals``'.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

DEFAULT_EXPIRY = timedelta(hours=48)


@dataclass(frozen=True, slots=True)
class ChallengeTerms:
    """``game`` and its ``options``; who moves ``first`` (``random``, ``challenger`` or
    ``opponent``); how long the challenge stays open (``expires_in``); the ``clock``
    (a preset, ``none`` or ``3d+1d/7d``; None: the server's default) and what running
    out of time does (``timeout``: ``auto`` or ``claim``; None: the server's default);
    whether the result is ``rated``; the computer's ``level``; and for an open seek the
    ratings that may accept it (``min_rating``, ``max_rating``)."""

    game: str
    options: dict[str, Any] = field(default_factory=dict)
    first: str = "random"
    expires_in: timedelta = DEFAULT_EXPIRY
    clock: str | None = None
    timeout: str | None = None
    rated: bool | None = None
    level: int | None = None
    min_rating: int | None = None
    max_rating: int | None = None

    @property
    def rated_between_people(self) -> bool:
        """A game between people counts for ratings unless the challenger said not."""
        return True if self.rated is None else self.rated
