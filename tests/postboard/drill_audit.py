"""The kill drill's books: every move sent, and the audit of the log against them.

Why apart: the drill's verdict must not depend on how the moves were sent. The ledger
records each /move when it is dispatched; whether it was acknowledged is decided at the
end from what reached the fake Discord, and whether it is stored from the database
alone. An acknowledged move missing from the log is *lost*; a log line no move accounts
for, or a log that is not one clean legal sequence, is *doubled*.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from rules.base import ENTRY_KINDS
from tests.postboard.drill_db import StoredGame, accepted_challenges_per_game, game_ids, read_game
from tests.postboard.drill_players import Answer, answer_of
from tests.wire.fake_discord import FakeDiscord

AUTOMATIC = ("pass",)
"""Player lines the service writes by itself (a forced pass), which nobody sends."""


@dataclass
class SentMove:
    """One /move dispatched to a running bot."""

    interaction: int
    game_id: int
    lands_at: int  # the ply it is stored at, if it is stored: the log is append-only
    seat: int
    notation: str
    run: int  # which run of the process it was sent to
    nudge: bool = False  # a forced pass a kill left owed: sent, and refused, to settle it
    answer: Answer | None = None
    said: str = ""


@dataclass
class Counts:
    kills: int = 0
    sent: int = 0
    acknowledged: int = 0
    lost: int = 0
    doubled: int = 0
    stored_unacknowledged: int = 0  # died after the log line, before the answer
    dropped_unacknowledged: int = 0  # died before the log line: the player tries again
    refused: int = 0
    nudges: int = 0
    aimed: int = 0  # kills that struck between a move and its dice, as aimed
    owed_dice: int = 0  # games a kill left waiting for their dice, rolled by the next run
    games: int = 0
    plies: int = 0

    def line(self) -> str:
        return (
            f"kill drill: {self.kills} kills, {self.sent} moves sent, "
            f"{self.acknowledged} acknowledged, {self.lost} lost, {self.doubled} doubled "
            f"({self.stored_unacknowledged} stored but unanswered, "
            f"{self.dropped_unacknowledged} not stored and unanswered, {self.refused} refused, "
            f"{self.nudges} passes nudged; {self.aimed} kills aimed between a move and its "
            f"dice, {self.owed_dice} rolls owed by a killed run; "
            f"{self.games} games, {self.plies} plies logged)"
        )


@dataclass
class Ledger:
    moves: list[SentMove] = field(default_factory=list)

    def add(self, move: SentMove) -> None:
        self.moves.append(move)


@dataclass
class Audit:
    counts: Counts
    problems: list[str]


def audit(database: Path, ledger: Ledger, fake: FakeDiscord, kills: int) -> Audit:
    """Judge every move sent against what reached the fake and what the log holds."""
    counts = Counts(kills=kills, sent=len(ledger.moves))
    problems: list[str] = []
    for sent in ledger.moves:
        sent.answer, sent.said = answer_of(fake, sent.interaction)
    games = {game_id: read_game(database, game_id) for game_id in game_ids(database)}
    counts.games = len(games)
    counts.plies = sum(len(game.lines) for game in games.values())

    for sent in ledger.moves:
        game = games[sent.game_id]
        stored = _stored(game, sent)
        counts.nudges += sent.nudge
        if sent.answer is Answer.PLAYED:
            counts.acknowledged += 1
            if not stored:
                counts.lost += 1
                problems.append(f"lost: {sent} (answered {sent.said!r})")
        elif sent.answer is Answer.REFUSED:
            counts.refused += 1
            if not sent.nudge:
                problems.append(f"refused though legal when sent: {sent} ({sent.said!r})")
        elif sent.answer is Answer.OTHER:
            problems.append(f"answered neither played nor refused: {sent} ({sent.said!r})")
        elif stored:
            counts.stored_unacknowledged += 1
        else:
            counts.dropped_unacknowledged += 1

    for game in games.values():
        for problem in _log_problems(game, ledger):
            counts.doubled += 1
            problems.append(f"game {game.id}: {problem}")
    for game_id, starts in accepted_challenges_per_game(database).items():
        if starts > 1:
            counts.doubled += 1
            problems.append(f"game {game_id} was started by {starts} accepted challenges")
    return Audit(counts, problems)


def _stored(game: StoredGame, sent: SentMove) -> bool:
    line = game.lines[sent.lands_at - 1] if 0 < sent.lands_at <= len(game.lines) else None
    return line is not None and (line.seat, line.notation) == (sent.seat, sent.notation)


def _log_problems(game: StoredGame, ledger: Ledger) -> list[str]:
    """What makes a log other than one clean legal sequence of the moves sent: gaps or
    repeats in the ply numbers, a header that disagrees, an illegal line, or a player's
    line at a ply where nobody sent that move."""
    problems: list[str] = []
    plies = [line.ply for line in game.lines]
    if plies != list(range(1, len(plies) + 1)):
        problems.append(f"plies are not 1..{len(plies)}: {plies}")
    if game.ply != len(plies):
        problems.append(f"the game's header says ply {game.ply}, its log has {len(plies)} lines")
    try:
        replay = game.replay()
    except Exception as error:  # the rules' refusal, whatever it is, is the finding
        problems.append(f"the log does not replay: {error}")
    else:
        if (replay.outcome is None) != game.active:
            problems.append(f"status {game.status} but the rules say outcome {replay.outcome}")
    sent_at = {(m.lands_at, m.seat, m.notation) for m in ledger.moves if m.game_id == game.id}
    for line in game.lines:
        automatic = line.seat is None or line.notation in AUTOMATIC
        entry = line.notation.partition(" ")[0] in ENTRY_KINDS
        if automatic or entry:
            continue
        if (line.ply, line.seat, line.notation) not in sent_at:
            problems.append(f"ply {line.ply} ({line.seat}: {line.notation}) was never sent there")
    return problems
