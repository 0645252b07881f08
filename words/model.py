"""The message model: a message is an id plus typed arguments, never a formatted string.

An argument says what a thing *is* (a player, a game, a move in notation, a moment, a
length of time, a command, a list), so each channel can write it its own way: a
player is a mention on Discord and a name in a mail; a command is ``/move`` on
Discord and "reply with your move" in a mail; a moment is a ``<t:…>`` stamp on
Discord and a date in the reader's zone elsewhere. Plain ``int`` arguments are
counts (plural rules and the locale's digits apply); ``Verbatim`` carries text that
is nobody's sentence to translate: what a player wrote, a rule's own notation.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Literal, TypeAlias


def is_former(user_id: int) -> bool:
    """Whether ``user_id`` is a former player: someone Postboard forgot at their request,
    whose place in the games kept for their opponents holds a negative id that no
    account has (the store's tombstones, ``storage.protocol.privacy``)."""
    return user_id < 0


@dataclass(frozen=True, slots=True)
class Player:
    """A person (or the computer) by id; ``name`` is how channels without mentions show
    them (whether a Discord mention notifies is the post's ``allowed_mentions``).
    ``mention`` False: named even where mentions exist, as a game's thread names the
    players in its move lines (a mention there would read as a ping). A former player
    (``is_former``) is written by every channel as ``privacy-former-player``: no
    mention, no name."""

    user_id: int
    name: str
    mention: bool = True


@dataclass(frozen=True, slots=True)
class Game:
    """A game by number; with ``link`` and where it is played, Discord links to it."""

    game_id: int
    guild_id: int | None = None
    thread_id: int | None = None
    link: bool = False


@dataclass(frozen=True, slots=True)
class Notation:
    """A move, a point or a position in the game's own notation: never translated."""

    text: str


@dataclass(frozen=True, slots=True)
class When:
    """A moment; ``style`` is how much of it is written: ``relative`` ("in 3 hours"),
    ``date``, ``time`` or ``datetime`` (in the reader's zone where the channel cannot
    let the reader's own client write it)."""

    at: datetime
    style: Literal["relative", "date", "time", "datetime"] = "datetime"


@dataclass(frozen=True, slots=True)
class Span:
    """A length of time in seconds, written in the reader's language ("2 days")."""

    seconds: float


@dataclass(frozen=True, slots=True)
class Command:
    """One of Postboard's commands by its neutral name (``move``, ``board``, ``history``)
    with the options it is shown with; each channel writes its own way to do it."""

    name: str
    options: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class Items:
    """A list written in the reader's language: ``and`` ("a, b and c"), ``or``, or
    ``unit`` (a list of measures, "2 days, 3 hours")."""

    items: tuple[Arg, ...]
    style: Literal["and", "or", "unit"] = "and"


@dataclass(frozen=True, slots=True)
class Title:
    """A heading inside a sentence (a game's title): bold where the channel has bold."""

    text: str


@dataclass(frozen=True, slots=True)
class Strong:
    """A message (or words) stressed inside another: bold where the channel has bold."""

    speech: Speech


@dataclass(frozen=True, slots=True)
class Struck:
    """A message struck through where the channel can (a closed challenge), plain
    elsewhere: the sentence around it must say what the striking means."""

    speech: Speech


@dataclass(frozen=True, slots=True)
class Place:
    """A channel of a server by id, with what channels without mentions show instead
    (its name, or a message such as "the tournament's channel")."""

    channel_id: int
    name: str | Speech


@dataclass(frozen=True, slots=True)
class Role:
    """A role of a server by id, with what channels without mentions show instead (a
    message such as "the moderator role"); written without pinging its members."""

    role_id: int
    name: Speech


@dataclass(frozen=True, slots=True)
class Verbatim:
    """Text that is shown as it is: a name, what a player wrote, a rule's sentence."""

    text: str


@dataclass(frozen=True, slots=True)
class Msg:
    """One sentence (or a short block) of the catalogs: its id and its arguments."""

    key: str
    args: tuple[tuple[str, Arg], ...] = ()

    def get(self, name: str) -> Arg | None:
        """The argument ``name``, or None."""
        for key, value in self.args:
            if key == name:
                return value
        return None


@dataclass(frozen=True, slots=True)
class Lines:
    """Several messages, one per line, rendered in order (empty parts are skipped)."""

    parts: tuple[Speech, ...]


Arg: TypeAlias = (
    Player
    | Game
    | Place
    | Role
    | Notation
    | When
    | Span
    | Command
    | Items
    | Title
    | Strong
    | Struck
    | Verbatim
    | Msg
    | Lines
    | int
)
"""What a message's argument may be."""
Speech: TypeAlias = Msg | Lines
"""What a desk answers or a notification says: one message or several lines."""


def msg(key: str, /, **args: Arg) -> Msg:
    """The message ``key`` with ``args`` (kept sorted, so equal messages compare equal)."""
    return Msg(key, tuple(sorted(args.items())))


def lines(*parts: Speech | None) -> Lines:
    """``parts`` one per line; None parts (a line that does not apply) are left out."""
    return Lines(tuple(part for part in parts if part is not None))
