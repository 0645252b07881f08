"""Where a request comes from and which game it names: one value, built once by a channel.

Every desk call about one game takes an ``Asked``: the game by number
(``game_id``), else the game whose thread the request was typed in
(``thread_id``); the server it came from (``guild_id``), none for a DM; and who
asks (``asked_by``), none for the service itself (a sweep, a button that already
knows its game). Which games a place may see is decided here alone (``may_see``),
and a game it may not see is refused in the same words as one that does not exist
(``refusal``), so no channel can learn of another server's games.
"""

from __future__ import annotations

from dataclasses import dataclass

from service.errors import NotFound
from storage.models import GameRecord
from words import Game, msg


@dataclass(frozen=True, slots=True)
class Asked:
    """Which game a request names (``game_id``, else its ``thread_id``) and where from:
    a server (``guild_id``), a DM (no server, ``asked_by`` someone), or the service
    itself (neither)."""

    game_id: int | None = None
    thread_id: int | None = None
    guild_id: int | None = None
    asked_by: int | None = None

    @property
    def player(self) -> int:
        """Who asks, for what only a person asks (a move, an offer, a hint): a channel
        always knows it, so its absence is a bug of the caller, not of the player."""
        if self.asked_by is None:
            raise ValueError("a player's request must say who asks (Asked.asked_by)")
        return self.asked_by

    def may_see(self, game: GameRecord) -> bool:
        """A server sees its own games; a DM the asker's own games; the service any."""
        if self.guild_id is not None:
            return game.guild_id == self.guild_id
        return self.asked_by is None or self.asked_by in game.players

    def refusal(self, game_id: int) -> NotFound:
        """The same words whether the game exists elsewhere or not at all."""
        if self.guild_id is None and self.asked_by is not None:
            return NotFound(msg("game-not-yours-in-dm", game=Game(game_id)))
        return NotFound(msg("game-no-such-game", game=Game(game_id)))


BY_THE_SERVICE = Asked()
"""A request the service makes itself (a digest, a sweep): no place, so every game."""
