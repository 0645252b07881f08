"""Writing a game's record: its tags, its options and its moves (``/history``, exports).

One writer for every record the service hands out, so ``/history`` and an export of
many games say the same thing of each. While a game with hidden information runs,
its moves are written as the public echo (``service.kit.privacy.public_record``); the
full record comes once it is over, which Plateau's rules allow (hidden faces may
be revealed at the end: ``docs/design.md``, Hidden information).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.base import Termination
from rules.record import format_record
from rules.replay import AnyReplay
from service.games.narration import hides_something
from service.games.players import Players, in_text, title_text
from service.games.snapshot import Snapshots
from service.kit.privacy import public_record
from service.records.tags import (
    NO_CLOCK,
    UNTERMINATED,
    RecordTags,
    pgn_date,
    result_of,
)
from service.results import HistoryFile
from service.time.controls import written
from storage.models import ClockRecord, GameRecord
from storage.moderation import ENDING_RULINGS
from storage.protocol import Store
from words import Verbatim, msg

IN_PROGRESS_HIDDEN = (
    "# In progress: hidden faces are shown as ?; the full record comes at the end\n"
)


class RecordBook:
    """Writes records; a rated game's record carries the ratings its result met
    (``GameRecord.ratings``, kept with the result and by a recompute)."""

    def __init__(self, store: Store, snapshots: Snapshots, players: Players) -> None:
        self._store = store
        self._snapshots = snapshots
        self._players = players

    async def history(self, game: GameRecord) -> HistoryFile:
        """The game's record as a file, as ``/history`` gives it."""
        clocks = await self._store.clocks_for_games([game.id])
        record = await self.record(game, clocks.get(game.id))
        names = await self.names(game)
        key = "lookups-history" if game.status == "finished" else "lookups-history-running"
        text = msg(key, title=Verbatim(title_text(game, in_text(names))), moves=game.ply)
        return HistoryFile(game, text, f"{game.game}-{game.id}.txt", record)

    async def record(self, game: GameRecord, clock: ClockRecord | None) -> str:
        """The record's text: tags, a note for a hidden game in progress, then the
        design's ``key: value`` headers and the moves."""
        replay = await self._snapshots.replay_of(game)
        tags = await self.tags(game, replay, clock)
        head = "\n".join(tags.lines()) + "\n"
        if game.status != "finished" and hides_something(game):
            return head + IN_PROGRESS_HIDDEN + public_record(replay, game.options)
        moves = await self._store.moves(game.id)
        return head + format_record(game.game, game.options, [m.notation for m in moves])

    async def records(self, games: Sequence[GameRecord]) -> list[str]:
        """Several games' records, their clocks read at once (an export)."""
        clocks = await self._store.clocks_for_games([g.id for g in games])
        return [await self.record(game, clocks.get(game.id)) for game in games]

    async def names(self, game: GameRecord) -> tuple[str, str]:
        return await self._players.names_of(game, await self._snapshots.computer_of(game))

    async def tags(
        self, game: GameRecord, replay: AnyReplay, clock: ClockRecord | None
    ) -> RecordTags:
        finished = game.status == "finished"
        outcome = replay.outcome if finished else None
        control = None if clock is None else clock.time_control
        return RecordTags(
            number=game.id,
            server=game.guild_id,
            date=pgn_date(game.created_at),
            seats=await self.names(game),
            result=result_of(game.winner, game.termination, finished),
            termination=(game.termination or UNTERMINATED) if finished else UNTERMINATED,
            plies=replay.plies,
            clock=NO_CLOCK if control is None else written(control),
            end_date=None if game.finished_at is None else pgn_date(game.finished_at),
            timeout=None
            if control is None
            else ("automatic" if control.auto_timeout else "claimed"),
            scores=None if outcome is None else outcome.scores,
            ratings=game.ratings,
            ruling=await self._ruling(game) if finished else None,
        )

    async def _ruling(self, game: GameRecord) -> str | None:
        """The reason of the moderator's ruling that ended ``game``, if one did: only an
        abort or an adjudication can have, so only those games are looked up."""
        if game.termination not in (Termination.ABORTED.value, Termination.ADJUDICATION.value):
            return None
        endings = [
            ruling
            for ruling in await self._store.rulings_of(game.id)
            if ruling.action in ENDING_RULINGS
        ]
        return endings[-1].reason if endings else None
