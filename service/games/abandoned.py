"""Games without a clock that nobody moves in any more (issue 32.2).

A game without a clock never ends on time, so a player who stops coming would hold
their opponent for ever. A server sets how many days without a move that takes
(``abandon_days``, 14 by default; 0: never): the absent player is reminded
``REMINDER_LEAD`` before (the sweep: ``games.timeouts``), and once the days have
passed, and the reminder at least ``REMINDER_LEAD`` ago, the waiting player may claim
the game as if the absent one had run out of time: a loss, or an abort when the absent
player never began the game, the rule every timeout keeps (``games.starts``). A move
starts the wait again; a moderator's pause stops it (its resume starts it again).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Final

from service.errors import NotAllowed
from service.kit.names import plain_name
from storage.models import GameRecord, GuildSettings
from storage.protocol import Store
from words import Game, Player, When, msg

DEFAULT_ABANDON_DAYS: Final = 14
MIN_ABANDON_DAYS: Final = 4
MAX_ABANDON_DAYS: Final = 365
REMINDER_LEAD: Final = timedelta(days=3)
"""How long before a claim opens the absent player is reminded (at least)."""
IDLE_PER_SWEEP: Final = 50


def abandon_days(settings: GuildSettings | None) -> int:
    """The server's days without a move before a claim (0: never)."""
    if settings is None or settings.abandon_days is None:
        return DEFAULT_ABANDON_DAYS
    return settings.abandon_days


@dataclass(frozen=True, slots=True)
class Abandoned:
    """A claim that may be made now: the absent seat, and the days it did not move."""

    late: int
    days: int


async def check_abandoned(store: Store, game: GameRecord, seat: int, now: datetime) -> Abandoned:
    """``seat`` may claim ``game`` (it has no clock): its opponent, to move, has not moved
    for the server's days and was reminded long enough ago; else refused, saying when."""
    late = 1 - seat
    if game.to_move != late or await store.computer_seat(game.id) is not None:
        raise NotAllowed(msg("game-nothing-to-claim", game=Game(game.id)))
    days = abandon_days(
        None if game.guild_id is None else await store.get_guild_settings(game.guild_id)
    )
    if days == 0:
        raise NotAllowed(msg("game-idle-claim-off", game=Game(game.id)))
    reminded = await store.idle_reminder(game.id)
    warned = reminded[1] if reminded is not None and reminded[0] == game.ply else now
    opens = max(game.updated_at + timedelta(days=days), warned + REMINDER_LEAD)
    if now < opens:
        names = await store.user_names([game.players[late]])
        absent = Player(game.players[late], plain_name(names.get(game.players[late], "")))
        raise NotAllowed(
            msg(
                "game-idle-claim-not-yet",
                game=Game(game.id),
                player=absent,
                days=days,
                when=When(opens, "datetime"),
            )
        )
    return Abandoned(late, days)
