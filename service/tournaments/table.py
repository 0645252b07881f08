"""From what is stored to what is shown: the results of a tournament's pairings read as
boards (for pairing the next Swiss round) and as games (for the standings), and the
standings drawn as a table.

Everything is computed from one read of the pairings with their games' results, so
a table is of one moment: a result arriving meanwhile is in the next one, never
counted twice (`service.tournaments.standings`).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from rendering.standings import Table, render_table
from rules import GAMES
from service.boards.words import drawn_reader, say
from service.kit.names import plain_name, stand_in
from service.results import AltText, Image
from service.tournaments.pairing import BYE_POINTS, Board
from service.tournaments.standings import (
    ROUND_ROBIN,
    Game,
    Player,
    Standing,
    points_text,
    standings,
)
from storage.protocol import Store
from storage.tournament_models import Entrant, PairingRecord, TournamentRecord
from words import ENGLISH, Reader, Verbatim, is_former, msg
from words import lines as words_lines

ABORTED = "aborted"


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A tournament as read at one moment: its header, players and pairings."""

    record: TournamentRecord
    entrants: list[Entrant]
    pairings: list[PairingRecord]

    def seeds(self) -> dict[int, int]:
        return {e.user_id: e.seed or index for index, e in enumerate(self.entrants, start=1)}

    def active(self) -> list[int]:
        """Seeds of the players still in (not withdrawn)."""
        seeds = self.seeds()
        return sorted(seeds[e.user_id] for e in self.entrants if e.withdrawn_at is None)

    def all_over(self) -> bool:
        """Every game paired so far has ended (byes need none)."""
        return all(p.player1_id is None or p.game_status == "finished" for p in self.pairings)

    def unstarted(self) -> list[PairingRecord]:
        return [p for p in self.pairings if p.player1_id is not None and p.game_id is None]


async def snapshot(store: Store, record: TournamentRecord) -> Snapshot:
    entrants = await store.entrants(record.id)
    return Snapshot(record, entrants, await store.pairings(record.id))


def points_of(pairing: PairingRecord) -> tuple[float, float] | None:
    """(seat 0's, seat 1's) points, None while the game runs (or has not started); an
    aborted game (there should be none: tournament games are never aborted) scores
    nothing for either."""
    if pairing.player1_id is None:
        return (BYE_POINTS, 0.0)
    if pairing.game_status != "finished":
        return None
    if pairing.winner is not None:
        return (1.0, 0.0) if pairing.winner == 0 else (0.0, 1.0)
    return (0.0, 0.0) if pairing.termination == ABORTED else (0.5, 0.5)


def _forfeit(pairing: PairingRecord, withdrawn: dict[int, datetime]) -> bool:
    """Lost on time, or resigned by a player's withdrawal (after they withdrew)."""
    if pairing.winner is None or pairing.player1_id is None:
        return False
    if pairing.termination == "timeout":
        return True
    loser = pairing.player1_id if pairing.winner == 0 else pairing.player0_id
    when = withdrawn.get(loser)
    return (
        pairing.termination == "resignation"
        and when is not None
        and pairing.finished_at is not None
        and pairing.finished_at >= when
    )


def boards(shot: Snapshot) -> list[Board]:
    """The pairings as the pairing rules see them, players named by seed."""
    seeds = shot.seeds()
    return [
        Board(
            p.round,
            seeds[p.player0_id],
            None if p.player1_id is None else seeds[p.player1_id],
            points_of(p),
            played=p.player1_id is not None and p.termination != ABORTED,
        )
        for p in shot.pairings
    ]


def table_of(shot: Snapshot) -> list[Standing]:
    withdrawn = {e.user_id: e.withdrawn_at for e in shot.entrants if e.withdrawn_at}
    seeds = shot.seeds()
    players = [
        Player(e.user_id, seeds[e.user_id], e.withdrawn_at is not None) for e in shot.entrants
    ]
    games = [
        Game(p.round, p.player0_id, p.player1_id, points_of(p), _forfeit(p, withdrawn))
        for p in shot.pairings
    ]
    return standings(shot.record.kind, players, games)


async def standings_image(
    shot: Snapshot, lines: Sequence[Standing], names: dict[int, str], reader: Reader = ENGLISH
) -> Image:
    """The table as an image: rank, name, the crosstable (round robin: a column per
    seed) or the rounds (Swiss), points and tie-breaks; drawn in a thread (a big field's
    table takes a few hundred milliseconds). Its words are ``reader``'s (the server's),
    or English where the board font cannot draw that language (``drawn_reader``)."""
    record = shot.record
    reader = drawn_reader(reader)
    rr = record.kind == ROUND_ROBIN
    middle = (
        [str(seed) for seed in range(1, len(shot.entrants) + 1)]
        if rr
        else [say(reader, "standings-round", number=n) for n in range(1, record.rounds_paired + 1)]
    )
    breaks = (
        [say(reader, "standings-sb")]
        if rr
        else [say(reader, k) for k in ("standings-bh", "standings-mbh")]
    )
    columns = [
        "#",
        say(reader, "standings-player"),
        *middle,
        say(reader, "standings-points"),
        *breaks,
        say(reader, "standings-wdl"),
    ]
    rows = []
    for line in lines:
        name = plain_name(names.get(line.user_id, "")) or stand_in(line.user_id, reader)
        label = f"{line.seed}. {name}" if rr else name  # a crosstable's columns are seeds
        if line.withdrawn:
            label = say(reader, "standings-withdrawn", player=label)
        cells = list(line.cells) + [""] * (len(middle) - len(line.cells))
        rows.append(
            [
                str(line.rank),
                label,
                *(_ascii(cell) for cell in cells),
                _ascii(points_text(line.points)),
                *(_ascii(points_text(value)) for value in line.tiebreaks),
                f"{line.wins}-{line.draws}-{line.losses}",
            ]
        )
    table = Table(
        title=say(reader, "standings-title", number=record.id, name=record.name),
        subtitle=say(
            reader,
            "standings-subtitle",
            game=GAMES[record.game].name.capitalize(),
            kind=_kind(record, reader),
            players=len(shot.entrants),
            status=say(reader, f"standings-status-{record.status}"),
        ),
        columns=columns,
        rows=rows,
        leaders=frozenset(i for i, line in enumerate(lines) if line.rank == 1 and _over(record)),
        muted=frozenset(i for i, line in enumerate(lines) if line.withdrawn),
        footer=say(reader, "standings-footer-round-robin" if rr else "standings-footer-swiss"),
    )
    png = await asyncio.to_thread(render_table, table)
    return Image(png, f"tournament-{record.id}.png", _table_words(record, lines, names))


BRIEF_ROWS = 10
"""The table's rows its brief words keep, the leaders first."""


def _table_words(
    record: TournamentRecord, lines: Sequence[Standing], names: dict[int, str]
) -> AltText:
    """The standings in words (the image's alt text): a line per player, in rank order."""
    head = msg("alt-standings", tournament=record.id, name=Verbatim(record.name))
    rows = [
        msg(
            "alt-standings-row",
            rank=line.rank,
            player=msg("privacy-former-player")
            if is_former(line.user_id)
            else Verbatim(plain_name(names.get(line.user_id, "") or f"player {line.user_id}")),
            points=Verbatim(points_text(line.points)),
            wins=line.wins,
            draws=line.draws,
            losses=line.losses,
        )
        for line in lines
    ]
    more = len(rows) - BRIEF_ROWS
    brief = [*rows[:BRIEF_ROWS], msg("alt-standings-more", count=more) if more > 0 else None]
    return AltText(words_lines(head, *rows), words_lines(head, *brief))


def _kind(record: TournamentRecord, reader: Reader) -> str:
    if record.kind == ROUND_ROBIN:
        return say(reader, "standings-double" if record.rounds == 2 else "standings-single")
    return say(reader, "standings-swiss", round=record.rounds_paired, rounds=record.rounds or 0)


def _over(record: TournamentRecord) -> bool:
    return record.status == "finished"


def _ascii(cell: str) -> str:
    """Halves as decimals for the image (the board font has no ½)."""
    cell = re.sub(r"(\d)½", r"\1.5", cell)
    return cell.replace("½", ".5").replace("−", "-").replace("×", "x")
