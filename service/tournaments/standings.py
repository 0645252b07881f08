"""Standings and their tie-breaks, computed from the results as they are stored now.

Nothing is ever added to a running total: every table is computed afresh from the
pairings' games (`storage` reads them in one statement), so a result that arrives
while a table is drawn is either in it or not, and never in it twice.

- A win scores 1, a draw ½, a loss 0; a game lost on time or resigned by a
  withdrawal is a loss like any other, marked as a forfeit (``+`` / ``−``).
- A Swiss's pairing-allocated bye scores 1 (``BYE_POINTS``); a round robin's odd
  player rests that round and scores nothing for it.
- Round robins break ties by Sonneborn–Berger (the points of each opponent beaten,
  and half those of each opponent drawn with), then by wins.
- Swiss events by Buchholz (the sum of the opponents' points), then median Buchholz
  (Buchholz without the best and the worst opponent, from three opponents on), then
  wins. A bye counts in Buchholz as an opponent with the player's own points, the
  "dummy opponent" FIDE's tie-break regulations (C.07) give unplayed rounds.
- Players still tied on everything share a rank; the table lists them by seed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from service.tournaments.pairing import BYE_POINTS

ROUND_ROBIN = "round_robin"
SWISS = "swiss"


@dataclass(frozen=True, slots=True)
class Game:
    """One board with user ids: ``black`` None is a bye; ``points`` None while running;
    ``forfeit`` the loser lost on time or by withdrawing."""

    round: int
    white: int
    black: int | None
    points: tuple[float, float] | None
    forfeit: bool = False


@dataclass(frozen=True, slots=True)
class Player:
    user_id: int
    seed: int
    withdrawn: bool = False


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of the table. ``tiebreaks``: Sonneborn–Berger, or Buchholz and median
    Buchholz. ``cells``: a round robin's result against each seed in seed order (``×``
    against themselves), a Swiss's round by round."""

    rank: int
    user_id: int
    seed: int
    points: float
    tiebreaks: tuple[float, ...]
    wins: int
    draws: int
    losses: int
    forfeits: int
    running: int
    cells: tuple[str, ...]
    withdrawn: bool


def points_text(points: float) -> str:
    """2.5 as ``2½``, 0.5 as ``½``, 3.0 as ``3``."""
    whole, half = divmod(round(points * 2), 2)
    if half:
        return f"{whole}½" if whole else "½"
    return str(whole)


def standings(kind: str, players: Sequence[Player], games: Sequence[Game]) -> list[Standing]:
    """The table, best first."""
    points = {p.user_id: 0.0 for p in players}
    for game in games:
        if game.points is not None:
            points[game.white] += game.points[0]
            if game.black is not None:
                points[game.black] += game.points[1]
    lines = [_line(kind, player, games, points) for player in players]
    lines.sort(key=lambda s: (_order(s), s.seed))
    ranked: list[Standing] = []
    for index, line in enumerate(lines):
        shared = ranked and _order(ranked[-1]) == _order(line)
        rank = ranked[-1].rank if shared else index + 1
        ranked.append(replace(line, rank=rank))
    if kind == ROUND_ROBIN:
        return _crosstable(ranked, games, {p.user_id: p.seed for p in players})
    return _swiss_cells(ranked, games)


def _order(line: Standing) -> tuple[float, ...]:
    return (-line.points, *(-t for t in line.tiebreaks), -line.wins)


def _line(kind: str, player: Player, games: Sequence[Game], points: dict[int, float]) -> Standing:
    me = player.user_id
    wins = draws = losses = forfeits = running = 0
    berger = 0.0
    opposed: list[float] = []  # Buchholz: each round's opponent's points (a bye: mine)
    for game in games:
        if me not in (game.white, game.black):
            continue
        if game.black is None:
            opposed.append(points[me])
            continue
        if game.points is None:
            running += 1
            continue
        opponent = game.black if me == game.white else game.white
        mine = game.points[0] if me == game.white else game.points[1]
        opposed.append(points[opponent])
        berger += mine * points[opponent]
        if mine == 1:
            wins += 1
        elif mine == 0:
            losses += 1
            forfeits += game.forfeit
        else:
            draws += 1
    if kind == ROUND_ROBIN:
        tiebreaks: tuple[float, ...] = (berger,)
    else:
        median = sorted(opposed)[1:-1] if len(opposed) >= 3 else opposed
        tiebreaks = (sum(opposed), sum(median))
    return Standing(
        0,
        me,
        player.seed,
        points[me],
        tiebreaks,
        wins,
        draws,
        losses,
        forfeits,
        running,
        (),
        player.withdrawn,
    )


def _cell(mine: float | None, forfeit: bool) -> str:
    if mine is None:
        return "*"
    if forfeit:
        return "+" if mine == 1 else "−"
    return points_text(mine)


def _crosstable(
    lines: list[Standing], games: Sequence[Game], seeds: dict[int, int]
) -> list[Standing]:
    """Each line's results against every seed: two cycles show both results (``1 ½``)."""
    by_seed = sorted(seeds, key=lambda user: seeds[user])
    out = []
    for line in lines:
        cells = []
        for other in by_seed:
            if other == line.user_id:
                cells.append("×")
                continue
            met = [g for g in games if {g.white, g.black} == {line.user_id, other}]
            cells.append(
                " ".join(
                    _cell(
                        None if g.points is None else g.points[g.white != line.user_id],
                        g.forfeit,
                    )
                    for g in sorted(met, key=lambda g: g.round)
                )
            )
        out.append(replace(line, cells=tuple(cells)))
    return out


def _swiss_cells(lines: list[Standing], games: Sequence[Game]) -> list[Standing]:
    """Round by round: the opponent's rank, the colour (w: moved first), the result, as
    in ``3w1``; a bye is ``bye``."""
    rank = {line.user_id: line.rank for line in lines}
    last = max((g.round for g in games), default=0)
    out = []
    for line in lines:
        cells = []
        for number in range(1, last + 1):
            game = next(
                (g for g in games if g.round == number and line.user_id in (g.white, g.black)),
                None,
            )
            if game is None:
                cells.append("")
            elif game.black is None:
                cells.append(f"bye {points_text(BYE_POINTS)}")
            else:
                white = game.white == line.user_id
                opponent = game.black if white else game.white
                mine = None if game.points is None else game.points[0 if white else 1]
                cells.append(f"{rank[opponent]}{'w' if white else 'b'}{_cell(mine, game.forfeit)}")
        out.append(replace(line, cells=tuple(cells)))
    return out
