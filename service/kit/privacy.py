"""Games with hidden information (Plateau): what may be shown publicly, and how.

A game whose ``GameInfo`` declares ``hidden_information`` makes the service answer the
mover privately, send each player a private view, refuse moves that name a
hidden piece when they were typed where others can read them, and redact
the record until the game is over.
"""

from __future__ import annotations

from typing import Any

from rules.record import format_record
from rules.replay import AnyReplay, Replay
from words import Command, msg

PRIVATE_ONLY = msg("lookups-private-only", command=Command("move"))
"""The refusal of a move typed in public that names a hidden piece."""


def public_record(replay: AnyReplay, options: dict[str, Any]) -> str:
    """The record as a spectator may read it: each line as the public echo the
    spectator's view gave right after it (``on b2/1 (r?)``), game-level entries as they are."""
    lines: list[str] = []
    rebuilt = Replay(replay.game, options)
    for played in replay.history:
        rebuilt.apply(played.move)
        view = rebuilt.view(None)
        last = getattr(view, "last_move", None)
        lines.append(str(played.move) if rebuilt.ended is not None or last is None else last)
    return format_record(replay.game.name, options, lines)
