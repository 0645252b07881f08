"""Plain results the service hands a channel adapter: text, images, whom to ping."""

from __future__ import annotations

from dataclasses import dataclass

from storage.models import ChallengeRecord, GameRecord
from words import Span, Speech

__all__ = [
    "AltText",
    "BoardShown",
    "ChallengeClosed",
    "ChallengePosted",
    "ChallengeRecord",
    "GameRecord",
    "GameStarted",
    "GameUpdate",
    "HistoryFile",
    "Image",
    "MovePreview",
    "PrivateView",
]


@dataclass(frozen=True, slots=True)
class AltText:
    """What a picture shows, in words, for whoever cannot see it (issue 31): ``full``
    with the whole position, ``brief`` the same without it (a summary instead), for a
    channel whose limit the full words would pass (Discord's 1,024 characters). Words
    as data: each channel renders them in the picture's reader's language."""

    full: Speech
    brief: Speech


@dataclass(frozen=True, slots=True)
class Image:
    """A picture and its words (``alt``): every board the service draws has them, and a
    board its words read aloud as well (``text``: ``/board text:true``)."""

    png: bytes
    filename: str
    alt: AltText | None = None
    text: Speech | None = None


@dataclass(frozen=True, slots=True)
class PrivateView:
    """Something for one player alone, by DM: their own view of a game with hidden
    information (their hand…), or the board on their turn when they asked for DMs.

    ``instead_of_ping``: this DM is how the player asked to hear that it is their move,
    so the game's post does not ping them; if it cannot be delivered, the channel pings
    them where the game is played instead. ``hand``: ``/hand`` shows the same thing (a
    game with hidden information), which is the way to it when DMs are closed.
    """

    user_id: int
    text: Speech
    image: Image
    instead_of_ping: bool = False
    hand: bool = True
    board: str = "image"
    """How the player likes the boards shown to them alone (their settings' ``board``)."""


@dataclass(frozen=True, slots=True)
class ChallengePosted:
    challenge: ChallengeRecord
    text: Speech


@dataclass(frozen=True, slots=True)
class ChallengeClosed:
    """A challenge that was accepted, declined, cancelled or expired: its message's new
    text (a ``struck`` argument is the challenge's name, struck through on Discord)."""

    challenge: ChallengeRecord
    text: Speech


@dataclass(frozen=True, slots=True)
class GameStarted:
    game: GameRecord
    closed: ChallengeClosed | None  # None: an opening made again (its challenge is as it was)
    thread_name: str
    text: Speech
    image: Image
    ping_user_id: int | None
    offers: tuple[str, ...] = ()  # moves to offer as buttons for the next player
    ply: int = 0
    private_views: tuple[PrivateView, ...] = ()  # to send by DM (``Narrator.turn_views``)
    computer_to_move: bool = False  # the bot itself plays the first move: schedule it


@dataclass(frozen=True, slots=True)
class GameUpdate:
    """A move (or resignation) that landed: what to post in the game's thread."""

    game: GameRecord
    text: Speech
    image: Image
    ping_user_id: int | None  # whose turn it is now
    finished: bool
    offers: tuple[str, ...] = ()
    ply: int = 0
    private_views: tuple[PrivateView, ...] = ()  # to send by DM (``Narrator.turn_views``)
    mover_reply: Speech | None = None  # set: answer the mover privately, post the rest publicly
    quiet: bool = False  # the next player hears of it elsewhere (DM, digest, mail): no ping
    computer_to_move: bool = False  # the bot itself plays next: schedule its move


@dataclass(frozen=True, slots=True)
class BoardShown:
    game: GameRecord
    text: Speech
    image: Image
    offers: tuple[str, ...] = ()
    ply: int = 0


@dataclass(frozen=True, slots=True)
class HistoryFile:
    game: GameRecord
    text: Speech
    filename: str
    record: str


@dataclass(frozen=True, slots=True)
class MovePreview:
    """A move checked but not played (``/settings confirm:true``): for its mover alone.

    ``move`` is its canonical notation and ``ply`` the ply it was checked at, so a
    confirmation plays exactly this move and is refused if the game moved on. ``image``
    is the board after the move as the mover would see it; ``None`` when it would
    show something the mover does not know yet (a hidden face that comes to light)."""

    game: GameRecord
    ply: int
    move: str
    text: Speech
    image: Image | None


@dataclass(frozen=True, slots=True)
class SeatView:
    """A game as one player may see it now, for a channel without images of its own
    (mail; its words are messages the channel renders): their private view where the game hides
    something, the board as a picture and as a monospace diagram."""

    game: GameRecord
    user_id: int
    ply: int
    label: str  # the game and its number: "Pinch #12"
    title: str
    opponent: str
    status: Speech  # whose turn it is, or the result
    last: Speech | None  # the last move someone chose, as everyone may read it
    time_left: Span | None  # on their turn with a clock
    diagram: str
    image: Image
    your_turn: bool
    finished: bool
