"""``python -m rules referee FILE``: replay a record and answer with one JSON object.

Differential tests compare this output with other implementations, so it
never crashes: exit 0 for a fully legal record, 1 when a move fails, 2 when
the record itself cannot be read.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, NoReturn

from rules import GAMES
from rules.base import CHANCE, Outcome, ToMove
from rules.errors import GameError
from rules.record import parse_record
from rules.replay import Replay


def _seat(value: ToMove) -> int | str | None:
    return "chance" if value is CHANCE else value


def _outcome(outcome: Outcome | None) -> dict[str, Any] | None:
    if outcome is None:
        return None
    return {
        "winner": outcome.winner,
        "termination": outcome.termination.value,
        "scores": None if outcome.scores is None else list(outcome.scores),
    }


def _count(replay: Replay[Any, Any, Any]) -> int | None:
    """The legal-move count, or ``None`` where a game says it is not a finite menu
    (Pletore's free komi: its spec §0.2)."""
    if replay.ended is not None:
        return 0
    if replay.to_move is CHANCE and replay.kept:
        return len(replay.legal_moves())  # a kept roll is the one result chance has here
    return replay.game.legal_move_count(replay.state)


def _unread(message: str | None) -> dict[str, Any]:
    """The answer's shape before any move is replayed; an error message if it never will be."""
    return {
        "game": None,
        "options": {},
        "plies": 0,
        "ok": message is None,
        "error": None if message is None else {"ply": None, "move": None, "message": message},
        "to_move": None,
        "outcome": None,
        "legal_moves": 0,
    }


class _UsageError(Exception):
    """argparse's complaint, turned into a JSON answer instead of an exit."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _UsageError(message)


def referee(
    text: str, *, list_moves: bool, trace: bool, view: str | None
) -> tuple[dict[str, Any], int]:
    """Replay ``text``; return the JSON answer and the exit code."""
    answer = _unread(None)
    try:
        record = parse_record(text)
        game = GAMES[record.game]
        replay = Replay(game, record.options)
    except GameError as exc:
        return _unread(str(exc)), 2
    answer["game"] = game.name
    answer["options"] = replay.options
    steps: list[dict[str, Any]] = []
    code = 0
    for number, line in enumerate(record.moves, start=1):
        before = _seat(replay.to_move)
        count = _count(replay)
        try:
            played = replay.play(line)
        except GameError as exc:
            answer["error"] = {"ply": number, "move": line, "message": str(exc)}
            code = 1
            break
        steps.append(
            {"ply": number, "move": str(played.move), "to_move": before, "legal_moves": count}
        )
    moves = replay.legal_moves()
    answer.update(
        plies=replay.plies,
        ok=code == 0,
        to_move=_seat(replay.to_move),
        outcome=_outcome(replay.outcome),
        legal_moves=_count(replay),
    )
    if list_moves:  # no list where the count is null: it would be a sample, not the menu
        answer["moves"] = None if answer["legal_moves"] is None else [str(m) for m in moves]
    if trace:
        answer["trace"] = steps
    if view is not None:
        seat = None if view == "spectator" else int(view)
        answer["view"] = game.view_text(replay.view(seat))
    return answer, code


def main(argv: list[str] | None = None) -> int:
    parser = _Parser(prog="python -m rules referee", description=__doc__)
    parser.add_argument("file", help="a record file, or - for standard input")
    parser.add_argument("--list", action="store_true", help="list the final legal moves")
    parser.add_argument("--trace", action="store_true", help="add every applied move")
    parser.add_argument("--view", choices=("0", "1", "spectator"), help="add a seat's view")
    try:
        args = parser.parse_args(argv)
        if args.file == "-":
            raw = sys.stdin.buffer.read()
        else:
            with open(args.file, "rb") as handle:
                raw = handle.read()
        text = raw.decode("utf-8-sig")
    except (_UsageError, OSError, UnicodeDecodeError) as exc:
        return _emit(_unread(f"The record could not be read: {exc}"), 2)
    answer, code = referee(text, list_moves=args.list, trace=args.trace, view=args.view)
    return _emit(answer, code)


def _emit(answer: dict[str, Any], code: int) -> int:
    """UTF-8 on stdout whatever the locale, so '×' in a message never crashes the referee."""
    sys.stdout.buffer.write(json.dumps(answer, ensure_ascii=False).encode("utf-8") + b"\n")
    sys.stdout.flush()
    return code
