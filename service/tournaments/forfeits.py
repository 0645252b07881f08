"""A withdrawn player's running games are resigned: forfeits, told like any resignation.

Done when they withdraw (`entry`), and again at every later look at the tournament
(`conductor`), which catches a game of a round that was being paired as they left.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from service.errors import Conflict, NotAllowed
from service.games import GameDesk
from service.games.asked import Asked
from service.results import GameUpdate
from storage.tournament_models import PairingRecord


async def resign_for(
    games: GameDesk, pairings: Sequence[PairingRecord], gone: Collection[int], guild_id: int
) -> list[GameUpdate]:
    """Resign, for the players ``gone``, each of their games in ``pairings`` still
    running; a game that ends on its own meanwhile is left as it ended."""
    updates = []
    for pairing in pairings:
        if pairing.game_status != "active" or pairing.game_id is None:
            continue
        quitter = next((u for u in (pairing.player0_id, pairing.player1_id) if u in gone), None)
        if quitter is None:
            continue
        try:
            updates.append(
                await games.resign(
                    Asked(game_id=pairing.game_id, guild_id=guild_id, asked_by=quitter)
                )
            )
        except (Conflict, NotAllowed):
            continue  # it ended (or moved) while we looked: whatever ended it stands
    return updates
