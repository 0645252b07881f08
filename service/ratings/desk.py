"""``RatingDesk``: a player's rating, their profile, a game's leaderboard, and the
recompute an admin runs after a fix."""

from __future__ import annotations

from dataclasses import dataclass

from rules import GAMES
from rules.base import Termination
from service.context import ServiceContext
from service.errors import ServiceError
from service.games.asked import Asked
from service.games.finished import finished_line
from service.games.players import people
from service.kit.paging import PAGE_SIZE, Page, check_page
from service.ratings.glicko import rebuild
from storage.community import ResultTally
from storage.models import GameRecord
from storage.rating import RatingRecord
from words import Msg, Notation, Player, Speech, Title, Verbatim, lines, msg

Rating = RatingRecord
"""A player's rating in one game: ``rating`` and ``deviation`` (Glicko-2, on the usual
1500 scale), ``games`` (rated results counted) and ``provisional``."""

SCOPES = ("server", "all")
RECENT_GAMES = 5
STREAK_WINDOW = 100
"""How far back the current streak is counted; a longer one reads ``100+``."""


@dataclass(frozen=True, slots=True)
class Section:
    """A part of a profile: its ``heading`` (a channel shows it bold), a ``note`` after
    the heading, and its ``body``; ``inline``: the body follows the heading on its line."""

    heading: Msg
    body: Speech
    note: Msg | None = None
    inline: bool = False


@dataclass(frozen=True, slots=True)
class Profile:
    """A player's profile: a ``title`` and its sections, for a channel to lay out."""

    title: Speech
    sections: tuple[Section, ...]


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

    async def profile(self, user_id: int, asked: Asked) -> Profile:
        """Ratings with their deviation, the record per game, the current streak, and the
        latest finished games this place may show (a server's own; in a DM, those the
        asker played with the player)."""
        asked_by, guild_id = asked.player, asked.guild_id
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
        names = await self._ctx.store.user_names([user_id])
        rated = [
            msg(
                "lookups-profile-rating",
                game=Verbatim(GAMES[r.game].name.capitalize()),
                rating=Verbatim(rating_text(r)),
                games=r.games,
            )
            for r in ratings
        ] or [msg("lookups-profile-no-ratings")]
        record = [_tally_line(t) for t in tallies] or [msg("lookups-profile-no-record")]
        named = await people(self._ctx, *{seat for g in shown for seat in g.players})
        latest: list[Speech] = [
            finished_line(g, named, in_server=guild_id is not None) for g in shown
        ] or [msg("lookups-profile-no-latest")]
        sections = (
            Section(msg("lookups-profile-ratings"), lines(*rated)),
            Section(
                msg("lookups-profile-record"), lines(*record), msg("lookups-profile-record-key")
            ),
            Section(msg("lookups-profile-streak"), _streak(user_id, recent), inline=True),
            Section(msg("lookups-profile-latest"), lines(*latest)),
        )
        player = Player(user_id, names.get(user_id, "") or f"player {user_id}")
        return Profile(msg("lookups-profile-title", player=player), sections)

    async def leaderboard(
        self, game: str, *, guild_id: int | None, scope: str = "server", page: int = 1
    ) -> Page:
        """``game``'s ratings, established ones first, best first: of the players with a
        rated result in this server (``scope`` server), or of everyone (all)."""
        if scope not in SCOPES:
            raise ServiceError(msg("lookups-scope-unknown", scope=Verbatim(scope)))
        offset = check_page(page)
        name = GAMES[game].name
        here = guild_id if scope == "server" else None
        board = await self._ctx.store.leaderboard(
            name, guild_id=here, offset=offset, limit=PAGE_SIZE
        )
        title = msg(
            "lookups-leaderboard-title" if here is not None else "lookups-leaderboard-title-all",
            game=Verbatim(name.capitalize()),
        )
        names = await self._ctx.store.user_names([r.user_id for r in board.rows])
        rows: list[Speech] = [
            msg(
                "lookups-leaderboard-row",
                rank=Title(f"{offset + rank}."),
                player=Player(r.user_id, names.get(r.user_id, "") or f"player {r.user_id}"),
                rating=Verbatim(rating_text(r)),
                games=r.games,
            )
            for rank, r in enumerate(board.rows, 1)
        ]
        if not rows:
            rows = [msg("lookups-leaderboard-empty")]
        else:
            rows.append(msg("lookups-leaderboard-provisional", mark=Notation("?")))
        return Page(title, lines(*rows), page, offset + PAGE_SIZE < board.total)

    async def recompute(self) -> int:
        """Rebuild every rating from the stored results alone, replayed in the order they
        counted; how many ratings there are. After a fix to the maths or to a result."""
        return await self._ctx.store.recompute_ratings(rebuild)


def _tally_line(tally: ResultTally) -> Msg:
    return msg(
        "lookups-profile-tally",
        game=Verbatim(GAMES[tally.game].name.capitalize()),
        won=tally.won,
        lost=tally.lost,
        drawn=tally.drawn,
    )


def _streak(user_id: int, recent: list[GameRecord]) -> Msg:
    """The run of equal results the latest finished games end on (aborts skipped)."""
    kinds = [_kind(user_id, g) for g in recent if g.termination != Termination.ABORTED.value]
    if not kinds:
        return msg("lookups-streak-none")
    run = next((i for i, kind in enumerate(kinds) if kind != kinds[0]), len(kinds))
    longer = run == len(kinds) and len(recent) >= STREAK_WINDOW
    key = {
        "won": "lookups-streak-won",
        "lost": "lookups-streak-lost",
        "drawn": "lookups-streak-drawn",
    }
    return msg(key[kinds[0]] + ("-more" if longer else ""), count=run)


def _kind(user_id: int, game: GameRecord) -> str:
    if game.winner is None:
        return "drawn"
    return "won" if game.players[game.winner] == user_id else "lost"
