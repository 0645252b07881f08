"""What a server's overview shows (``/postboard status``), as plain values: counts and
the few games that need a look, read in one go from the store (``storage.sql.overview``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from storage.models import GameRecord


@dataclass(frozen=True, slots=True)
class TimedGame:
    """A running game whose player to move has little time left, or none: ``deadline``
    passed and the game not over means its opponent may claim it (``timeout:claim``)."""

    game: GameRecord
    deadline: datetime
    auto_timeout: bool


@dataclass(frozen=True, slots=True)
class ServerOverview:
    """A server's games and what went wrong with them lately.

    ``idle`` are the running games without a move since the overview's cut-off, the
    longest idle first, at most the overview's limit (``idle_count`` counts them all).
    The mail counts are of mail about this server's games: ``mail_waiting`` not sent
    yet, ``mail_retrying`` of them failed at least once, ``mail_given_up`` given up on
    since the overview's ``since``. ``posts_owed`` are positions the bot logged but has
    not posted in their thread yet for longer than a live process takes, and
    ``offers_owed`` and ``notices_owed`` the offers still standing and the notices (a
    decline, a pause, a resume) of running games not posted for as long; ``dm_failing``
    the players of running games whose DMs Discord refuses.
    """

    running: int
    held: int
    on_time: tuple[TimedGame, ...]
    idle: tuple[GameRecord, ...]
    idle_count: int
    mail_waiting: int
    mail_retrying: int
    mail_given_up: int
    posts_owed: int
    offers_owed: int
    notices_owed: int
    dm_failing: int
