"""How a page says where a game stands: whose turn, or how it ended; and its refusals
(no such game, no such ply), each one answer whatever was wrong."""

from __future__ import annotations

from typing import Any

from rules.base import CHANCE, Termination
from rules.replay import AnyReplay
from service.games.narration import BY_THE_RULES, presenter_of
from storage.models import GameRecord
from words import Lines, Msg, Speech, Verbatim, msg


def no_such_game(number: str) -> Msg:
    """The one answer to a bad key, another server's game and no game: ``number`` as the
    address wrote it (perhaps not a number at all)."""
    return msg("web-no-such-game", number=Verbatim(number))


def out_of_range(label: str, plies: int, ply: int) -> Msg:
    """The answer to a ply the game does not have."""
    return msg("web-no-such-ply", label=Verbatim(label), plies=plies, ply=Verbatim(str(ply)))


def ending(termination: Termination | str | None) -> Msg | None:
    """How a game ended, in the reader's words (``resignation``, ``timeout``...)."""
    value = termination.value if isinstance(termination, Termination) else termination
    if not value or value not in _ENDINGS:
        return None
    return msg("web-ending-" + value.replace("_", "-"))


_ENDINGS = frozenset(termination.value for termination in Termination)


def _how(game: GameRecord, view: Any) -> Speech | None:
    """How the rules decided the game, as its presenter says it."""
    return presenter_of(game).describe_win(view)


def game_status(game: GameRecord, replay: AnyReplay, view: Any, names: tuple[str, str]) -> Speech:
    """Whose turn it is, or how the game ended."""
    outcome = replay.outcome
    if outcome is None:
        to_move = replay.to_move
        if to_move is CHANCE:
            return msg("web-status-dice")
        if isinstance(to_move, int):
            return msg("web-status-to-move", player=Verbatim(names[to_move]))
        return Lines(())
    how = _how(game, view) if outcome.termination in BY_THE_RULES else None
    if outcome.winner is None:
        if outcome.termination is Termination.ABORTED:
            return msg("web-status-aborted")
        return msg("web-status-draw-by", how=how) if how else msg("web-status-draw")
    winner = Verbatim(names[outcome.winner])
    if how:
        return msg("web-status-wins-by", player=winner, how=how)
    end = ending(outcome.termination)
    if end is None:
        return msg("web-status-wins", player=winner)
    return msg("web-status-wins-as", player=winner, ending=end)


def summary_status(game: GameRecord, names: tuple[str, str]) -> Speech:
    """A listing's status from the game's header alone (no replay)."""
    if game.status != "finished":
        if game.to_move in (0, 1):
            return msg("web-summary-to-move", player=Verbatim(names[game.to_move]))
        return msg("web-summary-dice")
    if game.termination == Termination.ABORTED.value:
        return msg("web-summary-aborted")
    end = ending(game.termination)
    if game.winner is None:
        return msg("web-summary-draw-as", ending=end) if end else msg("web-summary-draw")
    winner = Verbatim(names[game.winner])
    if end:
        return msg("web-summary-won-as", player=winner, ending=end)
    return msg("web-summary-won", player=winner)
