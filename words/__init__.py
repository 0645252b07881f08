"""What Postboard says, as data until the edge: messages, their catalogs and renderers.

The core never writes a sentence. It says what happened as a ``Msg``: a message id and
typed arguments (a player, a game, a move, a time, a count, a command, a list). Each
channel renders a message for its reader, in the reader's language, from the Fluent
catalogs under ``words/catalogs/<locale>/``: Discord with mentions and stamps, mail as
plain text and HTML, the web as escaped HTML, and plain text for alt text and screen
readers. This package imports only the standard library, Fluent and Babel, so every
layer above the engines may use it.
"""

from words.model import (
    Arg,
    Command,
    Game,
    Items,
    Lines,
    Msg,
    Notation,
    Place,
    Player,
    Role,
    Span,
    Speech,
    Strong,
    Struck,
    Title,
    Verbatim,
    When,
    is_former,
    lines,
    msg,
)
from words.reader import ENGLISH, Reader

__all__ = [
    "Arg",
    "ENGLISH",
    "Command",
    "Game",
    "Items",
    "Lines",
    "Msg",
    "Notation",
    "Place",
    "Role",
    "Player",
    "Reader",
    "Span",
    "Speech",
    "Strong",
    "Struck",
    "Title",
    "Verbatim",
    "When",
    "is_former",
    "lines",
    "msg",
]
