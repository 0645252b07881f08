"""Open challenges (seeks): posted to a server's games channel without an opponent,
accepted by whoever clicks first, optionally only by players within a rating range.

Of several people accepting at once exactly one gets the game: the store accepts with
one compare-and-set in the transaction that creates it (`SeekStore`), in one process
or several. A seek's message is closed like a challenge's (`ChallengeClosed`), so the
channels edit it the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from rules import GAMES
from service.challenges import terms
from service.context import ServiceContext
from service.errors import Conflict, NotAllowed, NotFound, ServiceError
from service.games import GameDesk
from service.proposals import check_proposal, opening, seating
from service.ratings.desk import RatingDesk, rating_text
from service.ratings.glicko import INITIAL_RATING
from service.results import ChallengeClosed, GameStarted
from service.timecontrol import describe as describe_control
from storage import errors as storage_errors
from storage.community import SeekRecord
from storage.models import ChallengeRecord

DEFAULT_EXPIRY = timedelta(hours=48)
MAX_OPEN_SEEKS = 3
"""Open seeks one person may have at once: a games channel is for everyone."""
RATING_BOUNDS = (0, 4000)


@dataclass(frozen=True, slots=True)
class SeekPosted:
    seek: SeekRecord
    text: str


class SeekDesk:
    def __init__(self, ctx: ServiceContext, desk: GameDesk, ratings: RatingDesk) -> None:
        self._ctx = ctx
        self._desk = desk
        self._ratings = ratings

    async def post(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        seeker_id: int,
        game: str,
        options: dict[str, Any],
        first: str = "random",
        expires_in: timedelta = DEFAULT_EXPIRY,
        clock: str | None = None,
        timeout: str | None = None,
        rated: bool = True,
        min_rating: int | None = None,
        max_rating: int | None = None,
    ) -> SeekPosted:
        """A seek for anyone in the server (``min_rating``/``max_rating``: only players
        whose rating in the game is within, a player without one counting as 1500). The
        checks of a challenge apply; the seek goes to the server's games channel."""
        if guild_id is None:
            raise NotAllowed("Open challenges are posted in a server; in a DM, name an opponent.")
        _check_range(min_rating, max_rating)
        proposal = await check_proposal(
            self._ctx,
            guild_id=guild_id,
            channel_id=channel_id,
            game=game,
            options=options,
            first=first,
            clock=clock,
            timeout=timeout,
        )
        now = self._ctx.clock()
        try:
            seek = await self._ctx.store.create_seek(
                guild_id=guild_id,
                channel_id=proposal.channel_id,
                seeker_id=seeker_id,
                game=proposal.game,
                options=proposal.options,
                first=first,
                time_control=proposal.control,
                rated=rated,
                min_rating=min_rating,
                max_rating=max_rating,
                created_at=now,
                expires_at=now + expires_in,
                cap=MAX_OPEN_SEEKS,  # counted as the store writes: a burst cannot pass it
            )
        except storage_errors.OverCap as over:
            numbers = ", ".join(f"#{n}" for n in over.held)
            raise NotAllowed(
                f"You already have {len(over.held)} open challenges ({numbers}), the most one "
                "player may have; withdraw one with `/decline seek:<number>` first."
            ) from None
        return SeekPosted(seek, await self.describe(seek))

    async def attach_message(self, seek_id: int, channel_id: int, message_id: int) -> None:
        await self._ctx.store.set_seek_message(seek_id, channel_id, message_id)

    async def describe(self, seek: SeekRecord) -> str:
        """The seek's message: what is offered, to whom, until when."""
        name = GAMES[seek.game].name.capitalize()
        setup = self._desk.presenter(seek.game).describe_options(seek.options)
        first = {
            "challenger": f"<@{seek.seeker_id}> moves first",
            "opponent": "whoever accepts moves first",
            "random": "who moves first is drawn at random",
        }[seek.first]
        rating = await self._ratings.rating(seek.seeker_id, seek.game)
        seeker = f"<@{seek.seeker_id}>" + (f" ({rating_text(rating)})" if rating else "")
        expires = int(seek.expires_at.timestamp())
        return (
            f"**Open challenge #{seek.id}**: {seeker} seeks an opponent for **{name}** "
            f"({setup}; {first}; clock: {describe_control(seek.time_control)}; "
            f"{terms(seek.rated)}).\nAnyone here{_range_text(seek, ' rated ')} may accept — the "
            f"first to click gets the game; expires <t:{expires}:R>."
        )

    async def listing(self, guild_id: int | None) -> str:
        """/seeks: the server's open seeks, oldest first, each with a link to its message."""
        if guild_id is None:
            raise NotAllowed("Open challenges live in a server; ask there.")
        seeks = await self._ctx.store.open_seeks(guild_id, self._ctx.clock())
        if not seeks:
            return "No open challenges here. Post one with `/challenge` and no opponent."
        lines = []
        for seek in seeks:
            where = f"https://discord.com/channels/{seek.guild_id}/{seek.channel_id}"
            if seek.message_id is not None:
                where += f"/{seek.message_id}"
            lines.append(
                f"**#{seek.id}** {GAMES[seek.game].name.capitalize()} by <@{seek.seeker_id}>"
                f" · {terms(seek.rated)}{_range_text(seek, ', ratings ')} · clock "
                f"{describe_control(seek.time_control)} · expires "
                f"<t:{int(seek.expires_at.timestamp())}:R> · {where}"
            )
        lines.append("Accept with the button on its message, or `/accept seek:<number>`.")
        return "\n".join(lines)

    async def accept(self, user_id: int, seek_id: int, *, guild_id: int | None) -> GameStarted:
        """``user_id`` takes seek ``seek_id``: refused for the seeker, outside the range,
        once it is closed; and for all but the first when several accept at once."""
        seek = await self._find(seek_id, guild_id)
        if seek.seeker_id == user_id:
            raise NotAllowed(
                f"Open challenge #{seek.id} is your own; wait for someone to accept it, "
                f"or withdraw it with `/decline seek:{seek.id}`."
            )
        self._check_open(seek)
        await self._check_rating(seek, user_id)
        players = seating(
            self._ctx.rng, seek.game, seek.options, seek.first, seek.seeker_id, user_id
        )
        now = self._ctx.clock()
        to_move, clock = opening(seek.game, seek.options, seek.time_control, now)
        game = await self._ctx.store.accept_seek_into_game(
            seek.id,
            accepted_by=user_id,
            players=players,
            to_move=to_move,
            created_at=now,
            clock=clock,
        )
        if game is None:  # another accept (or a withdrawal, the expiry) came first
            taken = await self._ctx.store.get_seek(seek.id)
            raise Conflict(f"Open challenge #{seek.id} is closed: {_closed_reason(taken)}.")
        closed = ChallengeClosed(
            _as_challenge(seek, user_id, game.id),
            f"~~Open challenge #{seek.id}~~ accepted by <@{user_id}> — game #{game.id} has begun.",
        )
        return await self._desk.started(game, closed)

    async def cancel(self, user_id: int, seek_id: int, *, guild_id: int | None) -> ChallengeClosed:
        """The seeker withdraws their seek."""
        seek = await self._find(seek_id, guild_id)
        if seek.seeker_id != user_id:
            raise NotAllowed(f"Only <@{seek.seeker_id}> can withdraw open challenge #{seek.id}.")
        self._check_open(seek)
        if not await self._ctx.store.close_seek(seek.id, status="cancelled"):
            taken = await self._ctx.store.get_seek(seek.id)
            raise Conflict(f"Open challenge #{seek.id} is closed: {_closed_reason(taken)}.")
        return ChallengeClosed(
            _as_challenge(seek, user_id, None),
            f"~~Open challenge #{seek.id}~~ withdrawn by <@{user_id}>.",
        )

    async def expire_due(self) -> list[ChallengeClosed]:
        """Mark every overdue seek expired; the adapter edits their messages."""
        closed = []
        for seek in await self._ctx.store.due_seeks(self._ctx.clock()):
            if await self._ctx.store.close_seek(seek.id, status="expired"):
                closed.append(
                    ChallengeClosed(
                        _as_challenge(seek, seek.seeker_id, None),
                        f"~~Open challenge #{seek.id}~~ expired: nobody accepted it.",
                    )
                )
        return closed

    async def _find(self, seek_id: int, guild_id: int | None) -> SeekRecord:
        """The seek, if it belongs to the server asked from (another's does not exist)."""
        try:
            seek = await self._ctx.store.get_seek(seek_id)
        except storage_errors.NotFound:
            seek = None
        if seek is None or seek.guild_id != guild_id:
            raise NotFound(f"There is no open challenge #{seek_id} in this server.")
        return seek

    def _check_open(self, seek: SeekRecord) -> None:
        if seek.status != "open":
            raise Conflict(f"Open challenge #{seek.id} is closed: {_closed_reason(seek)}.")
        if seek.expires_at <= self._ctx.clock():
            raise Conflict(f"Open challenge #{seek.id} has expired.")

    async def _check_rating(self, seek: SeekRecord, user_id: int) -> None:
        if seek.min_rating is None and seek.max_rating is None:
            return
        rating = await self._ratings.rating(user_id, seek.game)
        value = round(rating.rating if rating is not None else INITIAL_RATING)
        low = seek.min_rating if seek.min_rating is not None else RATING_BOUNDS[0]
        high = seek.max_rating if seek.max_rating is not None else RATING_BOUNDS[1]
        if not low <= value <= high:
            name = GAMES[seek.game].name.capitalize()
            raise NotAllowed(
                f"Open challenge #{seek.id} is for players rated{_range_text(seek, ' ')}; your "
                f"{name} rating is {value}{'' if rating else ' (no rated games yet)'}."
            )


def _check_range(min_rating: int | None, max_rating: int | None) -> None:
    low, high = RATING_BOUNDS
    for name, value in (("min_rating", min_rating), ("max_rating", max_rating)):
        if value is not None and not low <= value <= high:
            raise ServiceError(f"{name} must be between {low} and {high}, not {value}.")
    if min_rating is not None and max_rating is not None and min_rating > max_rating:
        raise ServiceError(
            f"min_rating ({min_rating}) is above max_rating ({max_rating}); swap them."
        )


def _range_text(seek: SeekRecord, lead: str) -> str:
    """The seek's rating range after ``lead``, or nothing for a seek without one."""
    if seek.min_rating is not None and seek.max_rating is not None:
        return f"{lead}{seek.min_rating}–{seek.max_rating}"
    if seek.min_rating is not None:
        return f"{lead}{seek.min_rating} or more"
    if seek.max_rating is not None:
        return f"{lead}{seek.max_rating} or less"
    return ""


def _closed_reason(seek: SeekRecord) -> str:
    return {
        "accepted": f"<@{seek.accepted_by}> accepted it first",
        "cancelled": "it was withdrawn",
        "expired": "it expired",
    }.get(seek.status, seek.status)


def _as_challenge(seek: SeekRecord, other: int, game_id: int | None) -> ChallengeRecord:
    """The seek as the challenge whose message a channel closes (`ChallengeClosed`)."""
    return ChallengeRecord(
        id=seek.id,
        guild_id=seek.guild_id,
        channel_id=seek.channel_id,
        message_id=seek.message_id,
        challenger_id=seek.seeker_id,
        opponent_id=other,
        game=seek.game,
        options=seek.options,
        first=seek.first,
        status="accepted" if game_id is not None else seek.status,
        created_at=seek.created_at,
        expires_at=seek.expires_at,
        game_id=game_id,
        time_control=seek.time_control,
        rated=seek.rated,
    )
