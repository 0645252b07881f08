"""Whether a player has begun a game: what decides if it may still be called off.

A game nobody really began counts for nobody: either player may `/abort` it before
move 2, and a player whose time runs out before a move of their own aborts it rather
than losing it. But dice once shown stay (a takeback does not unsee them), so a
Plakoto player who has been shown dice of their own has begun, moved or not: they may
no longer abort, and running out of time loses, counted like any loss on time. Else
walking away, by `/abort` or by the clock, would veto the dice, and a rematch would
deal new ones. `/abort`, the timeout and the rating count ask these functions, so the
rule is said once.
"""

from __future__ import annotations

from rules.base import GameEntry, Outcome, Termination
from rules.replay import AnyReplay
from storage.models import GameRecord


def has_moved(replay: AnyReplay, seat: int) -> bool:
    """Whether ``seat`` has made a move of its own choosing in the position as it stands:
    dice are nobody's, a ``pass`` the service played because nothing else was legal is
    not a choice, and a move taken back was never played. Pre-game protocol moves (komi,
    the pie swap, Plateau's openings, Les's setup) count: they are the game's first moves.
    """
    for played in replay.history:
        if played.mover != seat or isinstance(played.move, GameEntry):
            continue
        legal = replay.game.legal_moves(played.before)
        if len(legal) != 1 or str(legal[0]) != "pass":
            return True
    return False


def seen_own_dice(replay: AnyReplay, seat: int) -> bool:
    """Whether ``seat`` has been shown a chance result of its own (dice to play with, the
    opening roll included when it was theirs), even if a takeback undid the move after."""
    return seat in replay.shown_chance


def has_begun(replay: AnyReplay, seat: int) -> bool:
    """Whether ``seat`` has begun the game: a move of its own, or dice of its own seen.
    Running out of time before that aborts the game; after it, it loses."""
    return has_moved(replay, seat) or seen_own_dice(replay, seat)


def counts_for_ratings(game: GameRecord, replay: AnyReplay, outcome: Outcome) -> bool:
    """A result counts for the ratings when the game was rated (never against the
    computer), was not aborted, and both players made a move of their own: a game one
    side resigned or lost on time before ever moving was never played. Except a loss on
    time by a player who had been shown their own dice: that player began the game (see
    above), and their opponent may not even have had a turn yet."""
    if not game.rated or outcome.termination is Termination.ABORTED:
        return False
    if all(has_moved(replay, seat) for seat in (0, 1)):
        return True
    if outcome.termination is not Termination.TIMEOUT or outcome.winner is None:
        return False
    return seen_own_dice(replay, 1 - outcome.winner)
