"""A game's position as its pages keep it: the replay at one ply, and its log as written
and as spectators read it (the public echo of each move while the game hides something)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules.base import GameEntry
from rules.replay import AnyReplay
from service.games.narration import presenter_of
from service.spectators.shown import MoveLine
from storage.models import GameRecord, MoveRecord


@dataclass(frozen=True, slots=True)
class SpectatorPosition:
    """A game's replay at one ply, and its log as written and as spectators read it."""

    replay: AnyReplay
    full: tuple[MoveLine, ...]
    public: tuple[MoveLine, ...]

    def shown_lines(self, *, finished: bool) -> tuple[MoveLine, ...]:
        """The record once the game is over, the public echo until then."""
        return self.full if finished else self.public

    def after(self, moves: Sequence[MoveRecord], *, hidden: bool) -> SpectatorPosition:
        """This position with ``moves`` (the log's next lines) played on a fork of it
        (``hidden``: the game hides something, so its public lines are echoes)."""
        replay = self.replay.fork()
        full, public = list(self.full), list(self.public)
        for move in moves:
            played = replay.play(move.notation)
            entry = isinstance(played.move, GameEntry)
            full.append(MoveLine(move.ply, move.seat, move.notation, entry=entry))
            if hidden:
                echo = public_echo(replay, played.move)
                public.append(
                    MoveLine(move.ply, move.seat, echo or "", hidden=echo is None, entry=entry)
                )
        return SpectatorPosition(replay, tuple(full), tuple(public) if hidden else tuple(full))


def public_echo(replay: AnyReplay, move: Any) -> str | None:
    """The line just played as spectators read it right after (the public echo that
    ``service.kit.privacy.public_record`` writes); game-level entries name nothing hidden;
    None when the echo says nothing (the page writes "a hidden move")."""
    if isinstance(move, GameEntry):
        return str(move)
    echo = getattr(replay.view(None), "last_move", None)
    return echo if isinstance(echo, str) and echo else None


def public_view(game: GameRecord, replay: AnyReplay) -> Any:
    """What everyone may see at ``replay``'s position: the spectator's view, with what
    the log tells filled in (``Presenter.recap``), as the game's public posts show it."""
    return presenter_of(game).recap(replay.view(None), replay)
