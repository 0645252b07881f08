"""What a spectator's page shows, as data: a game now, its moves, its clock, a server's
list, and where each page is (``service.spectators.desk`` fills them in)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from service.time.controls import describe
from storage.models import ClockRecord
from words import Span, Speech, msg


def game_path(guild_id: int, game_id: int, key: str) -> str:
    """Where a game's page is, below the site's root (``web`` serves exactly this)."""
    return f"/g/{guild_id}/{game_id}/{key}"


def server_path(guild_id: int, key: str) -> str:
    """Where the list of a server's games is."""
    return f"/s/{guild_id}/{key}"


@dataclass(frozen=True, slots=True)
class MoveLine:
    """One line of the log as a spectator may read it; ``seat`` None for the dice;
    ``hidden`` for a move whose public echo names nothing (the page says so); ``entry``
    for one of the game's own lines, not a move of its rules (a resignation, a draw:
    ``rules.base.GameEntry``), which the page's news tells by the status it led to."""

    ply: int
    seat: int | None
    text: str
    hidden: bool = False
    entry: bool = False


@dataclass(frozen=True, slots=True)
class ClockFace:
    """A game's clock as stored: each seat's bank, whose time runs and until when."""

    banks: tuple[float, float]
    running: int | None
    deadline: datetime | None
    paused: bool
    control: str
    rule: Speech
    """The time control in the reader's words (``control`` is its English, for JSON)."""

    def left(self, now: datetime) -> tuple[float, float]:
        """Each seat's seconds at ``now``: the running seat's until its deadline."""
        seconds = [self.banks[0], self.banks[1]]
        if self.running is not None and self.deadline is not None:
            seconds[self.running] = (self.deadline - now).total_seconds()
        return max(0.0, seconds[0]), max(0.0, seconds[1])

    @property
    def ticking(self) -> int | None:
        """The seat whose time runs now (none while paused or frozen)."""
        return self.running if self.deadline is not None and not self.paused else None


@dataclass(frozen=True, slots=True)
class SpectatorGame:
    """A game as anyone with its link may see it now."""

    guild_id: int
    id: int
    key: str
    server_path: str | None
    """Where the server's list is; None when its admins turned it off."""
    game: str
    label: str
    title: str
    names: tuple[str, str]
    colours: tuple[str, str] | None
    options: tuple[tuple[str, str], ...]
    plies: int
    finished: bool
    to_move: int | None
    status: Speech
    moves: tuple[MoveLine, ...]
    clock: ClockFace | None
    version: str
    """Changes whenever anything shown changes: a move, the end, a name, the clock, the
    link to the server's list."""

    @property
    def path(self) -> str:
        return game_path(self.guild_id, self.id, self.key)


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One line of a server's list."""

    id: int
    path: str
    label: str
    names: tuple[str, str]
    plies: int
    finished: bool
    status: Speech
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class ServerGames:
    guild_id: int
    running: tuple[GameSummary, ...]
    finished: tuple[GameSummary, ...]


def clock_face(clock: ClockRecord | None) -> ClockFace | None:
    """A game's clock as its pages show it (a player's page too)."""
    if clock is None:
        return None
    return ClockFace(
        banks=(clock.bank0_s, clock.bank1_s),
        running=clock.running_seat,
        deadline=clock.deadline_at,
        paused=clock.paused,
        control=describe(clock.time_control),
        rule=_rule(clock),
    )


def _rule(clock: ClockRecord) -> Speech:
    """The game's time control as the page says it."""
    control = clock.time_control
    return msg(
        "web-clock-control-timeout" if control.auto_timeout else "web-clock-control-claim",
        initial=Span(control.initial_s),
        increment=Span(control.increment_s),
        cap=Span(control.cap_s),
    )
