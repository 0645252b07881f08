"""Helpers of the community tests (ratings, seeks, finished games): rated Pinch games
between any two players, played to a result in a few moves."""

from __future__ import annotations

from rules.base import GameEntry
from service import Asked, ChallengeTerms, Service, UserRef
from storage.models import GameRecord

GUILD = 1


async def started(
    service: Service, first: int, second: int, *, rated: bool = True, guild_id: int = GUILD
) -> GameRecord:
    """A Pinch 9×9 game, ``first`` in seat 0 and to move: challenged and accepted."""
    posted = await service.challenges.create(
        guild_id=guild_id,
        channel_id=2,
        challenger=UserRef(first),
        opponent=UserRef(second),
        terms=ChallengeTerms("pinch", {"size": 9}, clock="none", rated=rated, first="challenger"),
    )
    return (await service.challenges.accept(second, posted.challenge.id)).game


async def both_move(service: Service, game: GameRecord) -> None:
    """Each player makes a move of their own (the first legal one)."""
    for seat in (0, 1):
        current = await service.ctx.store.get_game(game.id)
        replay = await service.games.replay_of(current)
        move = str(replay.legal_moves()[0])
        await service.games.move(Asked(game_id=game.id, asked_by=game.players[seat]), move)


async def played(
    service: Service,
    first: int,
    second: int,
    winner: int | None,
    *,
    rated: bool = True,
    guild_id: int = GUILD,
) -> GameRecord:
    """A game that ends after a move each: ``winner`` (a user) by resignation, or a
    draw by agreement for None. The game as it finished."""
    game = await started(service, first, second, rated=rated, guild_id=guild_id)
    await both_move(service, game)
    current = await service.ctx.store.get_game(game.id)
    if winner is None:
        await service.games.agreed(current, GameEntry("draw"), None, current.ply)
    else:
        loser = second if winner == first else first
        await service.games.resign(Asked(game_id=game.id, guild_id=guild_id, asked_by=loser))
    return await service.ctx.store.get_game(game.id)
