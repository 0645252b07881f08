"""What an agreement carried out tells the game's thread, and the words of the notices a
thread may be owed (a decline, an agreed pause, a resume), made from what the store keeps
of them (``storage.models.NoticeRecord``): the same words at once and after a sweep."""

from __future__ import annotations

from dataclasses import dataclass

from service.context import ServiceContext
from service.games.players import people
from service.results import GameUpdate
from storage.models import GameRecord, NoticeRecord
from words import Command, Game, Speech, msg


@dataclass(frozen=True, slots=True)
class Settled:
    """An agreement carried out: the thread gets ``text`` (and ``update``, if the game
    changed) — a paused or resumed clock changes no position.

    ``owed``: the id of the notice the database owes the thread for it (a decline, a
    pause, a resume), until the channel that posts it says so (``OwedNotices.posted``);
    None when nothing is owed here: a change of the game, whose post the move log owes,
    or a moderator's word, told by the command that made it."""

    game: GameRecord
    text: Speech
    update: GameUpdate | None = None
    owed: int | None = None


async def told(ctx: ServiceContext, game: GameRecord, notice: NoticeRecord) -> Settled:
    """``notice`` of ``game`` as its thread reads it, naming the seat's player as the
    store names them now."""
    key, number = f"offer-{notice.kind}", Game(game.id)  # offer-declined-draw, offer-paused…
    if notice.seat is None:  # an agreed pause, both players'
        return Settled(game, msg(key, game=number, pause=Command("pause")), owed=notice.id)
    player = game.players[notice.seat]
    named = (await people(ctx, player))[player]
    return Settled(game, msg(key, player=named, game=number), owed=notice.id)
