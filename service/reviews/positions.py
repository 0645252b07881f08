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
from service.games.narration import entry_line, hides_something, presenter_of
from service.games.players import in_text
from storage.models import GameRecord, MoveRecord
from words import Game, Msg, Notation, Verbatim, msg

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
    caption: str


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
        return Step(ply, plies, seat, view, START, "start")
    line = _line(game, played, logged, view, in_text(names))
    plain = _plain(game, played, logged, view, names)
    return Step(ply, plies, seat, view, line, f"{ply}. {plain}")


def _line(
    game: GameRecord,
    played: Played[Any, Any],
    logged: MoveRecord,
    view: Any,
    names: tuple[str, str],
) -> Msg:
    """What a line of the log was, as the viewer of ``view`` may read it (``names`` as
    the service writes them in text)."""
    move, mover = played.move, played.mover
    if isinstance(move, GameEntry):
        return msg("lookups-review-entry", entry=Verbatim(entry_line(move, names, logged.seat)))
    if mover is CHANCE or mover is None:  # as the thread says it: 🎲 roll 6-3
        return msg("lookups-review-roll", roll=Verbatim(str(move)))
    if str(move) == "pass":
        return msg("lookups-review-passed", player=Verbatim(names[mover]))
    described = presenter_of(game).describe_move(view)
    if described:
        return msg("lookups-review-played", player=Verbatim(names[mover]), move=Verbatim(described))
    if hides_something(game):  # nothing the viewer may read of it (never the move itself)
        return msg("lookups-review-played-hidden", player=Verbatim(names[mover]))
    return msg("lookups-review-played", player=Verbatim(names[mover]), move=Notation(str(move)))


def _plain(
    game: GameRecord,
    played: Played[Any, Any],
    logged: MoveRecord,
    view: Any,
    names: tuple[str, str],
) -> str:
    """The line in plain English words, written under a frame of a replay's image."""
    move, mover = played.move, played.mover
    if isinstance(move, GameEntry):
        line = entry_line(move, names, logged.seat) + "."
    elif mover is CHANCE or mover is None:
        line = f"{move}."
    elif str(move) == "pass":
        line = f"{names[mover]} passed."
    else:
        described = presenter_of(game).describe_move(view)
        if not described:
            described = "a move" if hides_something(game) else str(move)
        line = f"{names[mover]} played {described}."
    return line.replace("`", "").replace("*" * 2, "")  # a presenter's markdown, unmarked
