"""``RatingDesk``: a player's rating, their profile, a game's leaderboard, and the
recompute an admin runs after a fix."""

from __future__ import annotations

from dataclasses import dataclass

from rules import GAMES
from rules.base import Termination
from service.context import ServiceContext
from service.errors import ServiceError
from service.games.finished import finished_line, result_text
from service.paging import PAGE_SIZE, Page, check_page
from service.ratings.glicko import rebuild
from storage.community import RatingRecord, ResultTally
from storage.models import GameRecord

Rating = RatingRecord
"""A player's rating in one game: ``rating`` and ``deviation`` (Glicko-2, on the usual
1500 scale), ``games`` (rated results counted) and ``provisional``."""

SCOPES = ("server", "all")
RECENT_GAMES = 5
STREAK_WINDOW = 100
"""How far back the current streak is counted; a longer one reads ``100+``."""


@dataclass(frozen=True, slots=True)
class Profile:
    """A player's profile, as text for an embed: ``title`` and ``text``."""

    title: str
    text: str


def rating_text(rating: Rating) -> str:
    """``1623 ±45``, with a ``?`` after a provisional rating."""
    mark = "?" if rating.provisional else ""
    return f"{round(rating.rating)}{mark} ±{round(rating.deviation)}"


class RatingDesk:
    def __init__(self, ctx: ServiceContext) -> None:
        self._ctx = ctx

    async def rating(self, user_id: int, game: str) -> Rating | None:
        """The player's rating in ``game`` (a name or alias), None before any rated result."""
        return await self._ctx.store.rating(user_id, GAMES[game].name)

    async def profile(self, user_id: int, *, asked_by: int, guild_id: int | None) -> Profile:
        """Ratings with their deviation, the record per game, the current streak, and the
        latest finished games this place may show (a server's own; in a DM, those the
        asker played with the player)."""
        ratings = await self._ctx.store.ratings_of(user_id)
        tallies = await self._ctx.store.result_tallies(user_id, leave_out=Termination.ABORTED.value)
        recent = await self._ctx.store.finished_games(
            player=user_id, guild_id=None, limit=STREAK_WINDOW
        )
        if guild_id is not None:
            shown = await self._ctx.store.finished_games(
                player=user_id, guild_id=guild_id, limit=RECENT_GAMES
            )
        else:  # a DM: the games the asker played with the player (or their own)
            other = None if user_id == asked_by else user_id
            shown = await self._ctx.store.finished_games(
                player=asked_by, guild_id=None, opponent=other, limit=RECENT_GAMES
            )
        lines = ["**Ratings**"]
        lines += [
            f"{GAMES[r.game].name.capitalize()}: {rating_text(r)} ({r.games} rated)"
            for r in ratings
        ] or ["None yet: play a rated game."]
        lines += ["**Record** (won–lost–drawn)"]
        lines += [_tally_line(t) for t in tallies] or ["No finished games yet."]
        lines += [f"**Streak**: {_streak(user_id, recent)}", "**Latest games**"]
        lines += [finished_line(g, in_server=guild_id is not None) for g in shown]
        if not shown:
            lines.append("None to show here.")
        return Profile(f"Profile of <@{user_id}>", "\n".join(lines))

    async def leaderboard(
        self, game: str, *, guild_id: int | None, scope: str = "server", page: int = 1
    ) -> Page:
        """``game``'s ratings, established ones first, best first: of the players with a
        rated result in this server (``scope`` server), or of everyone (all)."""
        if scope not in SCOPES:
            raise ServiceError(f"scope must be server or all, not {scope!r}.")
        offset = check_page(page)
        name = GAMES[game].name
        here = guild_id if scope == "server" else None
        board = await self._ctx.store.leaderboard(
            name, guild_id=here, offset=offset, limit=PAGE_SIZE
        )
        where = "this server" if here is not None else "all servers"
        title = f"{name.capitalize()} leaderboard — {where}"
        lines = [
            f"**{offset + rank}.** <@{r.user_id}> {rating_text(r)} · {r.games} rated"
            for rank, r in enumerate(board.rows, 1)
        ]
        if not lines:
            lines = ["Nobody yet: ratings come with rated games."]
        else:
            lines.append("`?`: provisional, listed after the established ratings.")
        return Page(title, "\n".join(lines), page, offset + PAGE_SIZE < board.total)

    async def recompute(self) -> int:
        """Rebuild every rating from the stored results alone, replayed in the order they
        counted; how many ratings there are. After a fix to the maths or to a result."""
        return await self._ctx.store.recompute_ratings(rebuild)


def _tally_line(tally: ResultTally) -> str:
    return f"{GAMES[tally.game].name.capitalize()}: {tally.won}–{tally.lost}–{tally.drawn}"


def _streak(user_id: int, recent: list[GameRecord]) -> str:
    """The run of equal results the latest finished games end on (aborts skipped)."""
    kinds = [_kind(user_id, g) for g in recent if result_text(g) != "aborted"]
    if not kinds:
        return "none yet"
    run = next((i for i, kind in enumerate(kinds) if kind != kinds[0]), len(kinds))
    count = f"{run}+" if run == len(kinds) and len(recent) >= STREAK_WINDOW else str(run)
    word = {"won": "win", "lost": "loss", "drawn": "draw"}[kinds[0]]
    plural = {"win": "wins", "loss": "losses", "draw": "draws"}[word]
    return f"{count} {word if count == '1' else plural}"


def _kind(user_id: int, game: GameRecord) -> str:
    if game.winner is None:
        return "drawn"
    return "won" if game.players[game.winner] == user_id else "lost"
