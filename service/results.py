"""Plain results the service hands a channel adapter: text, images, whom to ping."""

from __future__ import annotations

from dataclasses import dataclass

from storage.models import ChallengeRecord, GameRecord

__all__ = [
    "BoardShown",
    "ChallengeClosed",
    "ChallengePosted",
    "ChallengeRecord",
    "GameRecord",
    "GameStarted",
    "GameUpdate",
    "HistoryFile",
    "Image",
    "PrivateView",
]


@dataclass(frozen=True, slots=True)
class Image:
    png: bytes
    filename: str


@dataclass(frozen=True, slots=True)
class PrivateView:
    """What one player alone may see of a game with hidden information (their hand…)."""

    user_id: int
    text: str
    image: Image


@dataclass(frozen=True, slots=True)
class ChallengePosted:
    challenge: ChallengeRecord
    text: str


@dataclass(frozen=True, slots=True)
class ChallengeClosed:
    """A challenge that was accepted, declined, cancelled or expired: its message's new text."""

    challenge: ChallengeRecord
    text: str


@dataclass(frozen=True, slots=True)
class GameStarted:
    game: GameRecord
    closed: ChallengeClosed
    thread_name: str
    text: str
    image: Image
    ping_user_id: int | None
    offers: tuple[str, ...] = ()  # moves to offer as buttons for the next player
    ply: int = 0
    private_views: tuple[PrivateView, ...] = ()  # to send each player privately (a DM)
    computer_to_move: bool = False  # the bot itself plays the first move: schedule it


@dataclass(frozen=True, slots=True)
class GameUpdate:
    """A move (or resignation) that landed: what to post in the game's thread."""

    game: GameRecord
    text: str
    image: Image
    ping_user_id: int | None  # whose turn it is now
    finished: bool
    offers: tuple[str, ...] = ()
    ply: int = 0
    private_views: tuple[PrivateView, ...] = ()  # to send each player privately (a DM)
    mover_reply: str | None = None  # set: answer the mover privately, post the rest publicly
    quiet: bool = False  # the next player reads a daily digest: mention them without a ping
    computer_to_move: bool = False  # the bot itself plays next: schedule its move


@dataclass(frozen=True, slots=True)
class BoardShown:
    game: GameRecord
    text: str
    image: Image
    offers: tuple[str, ...] = ()
    ply: int = 0


@dataclass(frozen=True, slots=True)
class HistoryFile:
    game: GameRecord
    text: str
    filename: str
    record: str


@dataclass(frozen=True, slots=True)
class SeatView:
    """A game as one player may see it now, in plain text (no markup, no mentions), for
    a channel that shows neither, such as mail: their private view where the game hides
    something, the board as a picture and as a monospace diagram."""

    game: GameRecord
    user_id: int
    ply: int
    label: str  # the game and its number: "Pinch #12"
    title: str
    opponent: str
    status: str
    last: str | None
    time_left: str | None
    diagram: str
    image: Image
    your_turn: bool
    finished: bool
