"""The one error tree of the rules layer.

Every ``GameError`` message is a complete sentence that is safe to show a
player as it is: it names the problem and, where it helps, what *is* legal.
Anything raised from ``rules`` that is not a ``GameError`` is a bug.
"""


class GameError(Exception):
    """Base of every error a player or a record can provoke.

    ``str(error)`` is ``text``, the English sentence (records and logs keep it);
    ``key`` is its catalog message without the ``rules-`` prefix and ``values`` the
    notation (str) and numbers (int) the sentence is built from, so the service can
    say it in the player's language."""

    def __init__(self, text: str, key: str = "", /, **values: str | int) -> None:
        super().__init__(text)
        self.key = key
        self.values: dict[str, str | int] = values


class UnknownGame(GameError):
    """The game name matches no registered game or alias."""


class InvalidOptions(GameError):
    """A challenge or record header sets an option the game does not accept."""


class InvalidNotation(GameError):
    """The text is not a move of this game at all, whatever the position."""


class IllegalMove(GameError):
    """The text names a move, but it cannot be played in this position."""


class AmbiguousMove(GameError):
    """The text fits more than one legal move; the message lists them."""


class MalformedRecord(GameError):
    """A game record's text cannot be read (header, game name, options)."""
