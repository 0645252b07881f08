"""A game's positions one by one, as one viewer may see them, each with the line that
led to it: what ``/board ply:``, ``/review`` and ``/replay`` show.

A position is the game's first ``ply`` log lines replayed (takebacks and dice
included, as on the game's web page), so ply 0 is the start and the last ply is
now. Whose view: a player of a game with hidden information sees their own view
(their own hidden faces, never the opponent's) where the answer is theirs alone;
everyone else, and every public answer, the spectator's view. Before and after
the end alike: the record reveals everything once the game is over, but a board
of the past shows what its viewer could see then.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from rules import GAMES
from rules.base import CHANCE, GameEntry
from rules.replay import AnyReplay, Played, Replay
from service.errors import NotFound
from service.games.narration import entry_said, hides_something, presenter_of
from storage.models import GameRecord, MoveRecord
from words import Game, Msg, Notation, Player, Verbatim, msg

START = msg("lookups-review-start")


@dataclass(frozen=True, slots=True)
class Step:
    """The position after ``ply`` of the game's ``plies`` lines, as ``seat`` sees it
    (None: a spectator); ``line`` says what led to it, ``caption`` the same in plain
    words for an image."""

    ply: int
    plies: int
    seat: int | None
    view: Any
    line: Msg
    caption: Msg


def viewer_seat(game: GameRecord, asked_by: int | None, *, private: bool) -> int | None:
    """Whose view an answer shows: the asker's own seat in a game with hidden
    information when the answer is for them alone (``private``), else a spectator's."""
    if private and hides_something(game) and asked_by in game.players:
        return game.players.index(asked_by)
    return None


def check_ply(game: GameRecord, ply: int) -> None:
    """A ply the game has: 0 (the start) to its plies now."""
    if not 0 <= ply <= game.ply:
        if game.ply == 0:
            raise NotFound(msg("lookups-ply-none-yet", game=Game(game.id)))
        raise NotFound(
            msg(
                "lookups-ply-out-of-range",
                game=Game(game.id),
                plies=game.ply,
                last=Verbatim(str(game.ply)),
            )
        )


def walk(
    game: GameRecord,
    log: list[MoveRecord],
    plies: Iterable[int],
    seat: int | None,
    names: tuple[str, str],
) -> Iterator[Step]:
    """The steps at ``plies`` (ascending, each within the log), replaying the log once;
    ``names`` are plain names (``Players.names_of``)."""
    replay: AnyReplay = Replay(GAMES[game.game], game.options)
    played: Played[Any, Any] | None = None
    for ply in plies:
        while replay.plies < ply:
            played = replay.play(log[replay.plies].notation)
        logged = log[ply - 1] if ply else None
        yield step_at(game, replay, played, logged, len(log), seat, names)


def step_at(
    game: GameRecord,
    replay: AnyReplay,
    played: Played[Any, Any] | None,
    logged: MoveRecord | None,
    plies: int,
    seat: int | None,
    names: tuple[str, str],
) -> Step:
    """The step where ``replay`` stands, of a log of ``plies`` lines: ``played`` its last
    line and ``logged`` that line's entry (both None at the start)."""
    presenter = presenter_of(game)
    view = presenter.recap(replay.view(seat), replay)
    ply = replay.plies
    if played is None or logged is None or ply == 0:
        return Step(ply, plies, seat, view, START, msg("lookups-frame-start"))
    line = _line(game, played, logged, view, names)
    if played.mover is CHANCE or played.mover is None:  # the picture's font has no dice
        caption = msg("lookups-frame-roll", ply=ply, roll=Verbatim(str(played.move)))
    else:
        caption = msg("lookups-frame", ply=ply, line=line)
    return Step(ply, plies, seat, view, line, caption)


def _line(
    game: GameRecord,
    played: Played[Any, Any],
    logged: MoveRecord,
    view: Any,
    names: tuple[str, str],
) -> Msg:
    """What a line of the log was, as the viewer of ``view`` may read it (``names``
    plain)."""
    move, mover = played.move, played.mover
    first, second = game.players
    named = (Player(first, names[0], False), Player(second, names[1], False))
    if isinstance(move, GameEntry):
        return msg("lookups-review-entry", entry=entry_said(move, named, logged.seat))
    if mover is CHANCE or mover is None:  # as the thread says it: 🎲 roll 6-3
        return msg("lookups-review-roll", roll=Verbatim(str(move)))
    if str(move) == "pass":
        return msg("lookups-review-passed", player=named[mover])
    described = presenter_of(game).describe_move(view)
    if described is not None:
        return msg("lookups-review-played", player=named[mover], move=described)
    if hides_something(game):  # nothing the viewer may read of it (never the move itself)
        return msg("lookups-review-played-hidden", player=named[mover])
    return msg("lookups-review-played", player=named[mover], move=Notation(str(move)))
