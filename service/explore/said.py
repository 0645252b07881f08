"""What ``/explore`` says of a line: where it stands and what can be played there, and
the list of a player's lines. Messages only (``words``), for the line's owner alone."""

from __future__ import annotations

from datetime import datetime

from rules import GAMES
from rules.base import CHANCE
from rules.replay import AnyReplay
from service.explore.positions import Walked
from storage.models import GameRecord
from storage.protocol.explore import ExploreLine
from words import (
    Arg,
    Command,
    Game,
    Items,
    Msg,
    Notation,
    Player,
    Speech,
    Title,
    Verbatim,
    When,
    lines,
    msg,
)

SOME_MOVES = 8
"""Legal moves named under a position (autocomplete offers them all)."""

PLAY = Command("explore", (("move", "…"),))
"""How a move is typed into the line."""


def line_said(
    game: GameRecord,
    line: ExploreLine,
    walked: Walked,
    names: tuple[str, str],
    legal: list[str],
) -> Speech:
    """The position shown: which line, which position of it, the move that led there,
    who moves and with what, its note, and that only its owner sees it."""
    players = (
        Player(game.players[0], names[0], False),
        Player(game.players[1], names[1], False),
    )
    replay = walked.replay
    where: dict[str, Arg] = {
        "title": Title(f"{GAMES[game.game].name.capitalize()} #{game.id}"),
        "start": line.start_ply,
        "shown": line.shown,
        "length": len(line.moves),
        "ply": line.start_ply + line.shown,
    }
    head = (
        msg("explore-head-named", name=Verbatim(line.name), **where)
        if line.name
        else msg("explore-head-working", **where)
    )
    notes = dict(line.notes)
    return lines(
        head,
        _last(line, walked, players),
        _next(replay, players, legal),
        msg("explore-note", note=Verbatim(notes[line.shown])) if line.shown in notes else None,
        msg("explore-cut", kept=walked.kept) if walked.refused is not None else None,
        msg("explore-guessed") if GAMES[game.game].info.hidden_information else None,
        msg("explore-private")
        if line.name
        else msg("explore-private-working", explore=Command("explore")),
    )


def _last(line: ExploreLine, walked: Walked, players: tuple[Player, Player]) -> Msg:
    if line.shown == 0 or not walked.replay.history:
        return msg("explore-at-start", start=line.start_ply)
    played = walked.replay.history[-1]
    move = Notation(line.moves[walked.kept - 1])
    if played.mover is CHANCE or not isinstance(played.mover, int):
        return msg("explore-last-roll", roll=move)
    return msg("explore-last", player=players[played.mover], move=move)


def _next(replay: AnyReplay, players: tuple[Player, Player], legal: list[str]) -> Msg:
    outcome = replay.outcome
    if outcome is not None:
        if outcome.winner is None:
            return msg("explore-ends-drawn")
        return msg("explore-ends-won", player=players[outcome.winner])
    to_move = replay.to_move
    some = Items(tuple(Notation(move) for move in legal[:SOME_MOVES]), "or")
    if to_move is CHANCE or not isinstance(to_move, int):
        return msg("explore-to-roll", example=Notation(legal[-1]), move=PLAY)
    return msg(
        "explore-to-move",
        player=players[to_move],
        count=len(legal),
        some=some,
        move=PLAY,
    )


def lines_listed(game: GameRecord, kept: list[ExploreLine]) -> Speech:
    """The player's lines in ``game``, the one touched last first, each with where it
    starts, how long it is, its notes and when it was last looked at."""
    if not kept:
        return msg("explore-none", game=Game(game.id), explore=Command("explore"))
    return lines(
        msg("explore-list-head", game=Game(game.id), count=len(kept)),
        *(listed_line(line) for line in kept),
    )


def listed_line(line: ExploreLine) -> Msg:
    """One line in a list: its name, where it starts, its length, notes and last look."""
    about: dict[str, int | When] = {
        "start": line.start_ply,
        "length": len(line.moves),
        "notes": len(line.notes),
        "touched": _when(line.touched_at),
    }
    if line.name:
        return msg("explore-list-named", name=Verbatim(line.name), **about)
    return msg("explore-list-working", **about)


def _when(at: datetime) -> When:
    return When(at, "relative")
