"""Open challenges (seeks): posted to a server's games channel without an opponent,
accepted by whoever clicks first, optionally only by players within a rating range.

Of several people accepting at once exactly one gets the game: the store accepts with
one compare-and-set in the transaction that creates it (`SeekStore`), in one process
or several. A seek's message is closed like a challenge's (`ChallengeClosed`), so the
channels edit it the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules import GAMES
from service.challenges.desk import game_title, numbers
from service.challenges.proposals import check_proposal, opening, seating
from service.challenges.terms import ChallengeTerms
from service.context import ServiceContext
from service.errors import Conflict, NotAllowed, NotFound, ServiceError
from service.games import GameDesk
from service.games.players import people
from service.kit.lists import Listing
from service.preferences.blocks import BlockDesk
from service.ratings.desk import RatingDesk, rating_text
from service.ratings.glicko import INITIAL_RATING
from service.results import ChallengeClosed, GameStarted
from service.time.controls import describe as describe_control
from storage import errors as storage_errors
from storage.community import SeekRecord
from storage.models import ChallengeRecord
from words import Command, Game, Speech, Strong, Struck, Verbatim, When, lines, msg

MAX_OPEN_SEEKS = 3
"""Open seeks one person may have at once: a games channel is for everyone."""
RATING_BOUNDS = (0, 4000)


@dataclass(frozen=True, slots=True)
class SeekPosted:
    seek: SeekRecord
    text: Speech


class SeekDesk:
    def __init__(
        self,
        ctx: ServiceContext,
        desk: GameDesk,
        ratings: RatingDesk,
        blocks: BlockDesk | None = None,
    ) -> None:
        self._ctx = ctx
        self._desk = desk
        self._ratings = ratings
        self._blocks = blocks or BlockDesk(ctx)

    async def post(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        seeker_id: int,
        terms: ChallengeTerms,
    ) -> SeekPosted:
        """A seek for anyone in the server (``min_rating``/``max_rating``: only players
        whose rating in the game is within, a player without one counting as 1500). The
        checks of a challenge apply; the seek goes to the server's games channel."""
        if guild_id is None:
            raise NotAllowed(msg("lobby-seek-in-a-server"))
        min_rating, max_rating = terms.min_rating, terms.max_rating
        _check_range(min_rating, max_rating)
        proposal = await check_proposal(
            self._ctx, guild_id=guild_id, channel_id=channel_id, terms=terms
        )
        now = self._ctx.clock()
        try:
            seek = await self._ctx.store.create_seek(
                guild_id=guild_id,
                channel_id=proposal.channel_id,
                seeker_id=seeker_id,
                game=proposal.game,
                options=proposal.options,
                first=terms.first,
                time_control=proposal.control,
                rated=terms.rated_between_people,
                min_rating=min_rating,
                max_rating=max_rating,
                created_at=now,
                expires_at=now + terms.expires_in,
                cap=MAX_OPEN_SEEKS,  # counted as the store writes: a burst cannot pass it
            )
        except storage_errors.OverCap as over:
            raise NotAllowed(
                msg(
                    "lobby-seek-cap",
                    count=len(over.held),
                    seeks=numbers(over.held),
                    command=Command("decline", (("seek", "<number>"),)),
                )
            ) from None
        return SeekPosted(seek, await self.describe(seek))

    async def attach_message(self, seek_id: int, channel_id: int, message_id: int) -> None:
        await self._ctx.store.set_seek_message(seek_id, channel_id, message_id)

    async def describe(self, seek: SeekRecord) -> Speech:
        """The seek's message: what is offered, to whom, until when."""
        setup = self._desk.presenter(seek.game).describe_options(seek.options)
        player = (await people(self._ctx, seek.seeker_id))[seek.seeker_id]
        first = {
            "challenger": msg("lobby-first-player", player=player),
            "opponent": msg("lobby-first-whoever-accepts"),
            "random": msg("lobby-first-random"),
        }[seek.first]
        rating = await self._ratings.rating(seek.seeker_id, seek.game)
        seeker: Speech | None = None
        if rating:
            seeker = msg("lobby-seeker-rated", player=player, rating=Verbatim(rating_text(rating)))
        expires = When(seek.expires_at, "relative")
        ranged = _range(seek)
        return lines(
            msg(
                "lobby-seek",
                heading=Strong(msg("lobby-seek-name", seek=Game(seek.id))),
                seeker=seeker or msg("lobby-seeker", player=player),
                game=game_title(seek.game),
                setup=setup,
                first=first,
                clock=Verbatim(describe_control(seek.time_control)),
                rated=seek.rated,
            ),
            msg("lobby-seek-anyone", expires=expires)
            if ranged is None
            else msg("lobby-seek-anyone-rated", range=ranged, expires=expires),
        )

    async def listing(self, guild_id: int | None) -> Listing:
        """/seeks: the server's open seeks, oldest first, each with a link to where it
        was posted."""
        if guild_id is None:
            raise NotAllowed(msg("lobby-seeks-in-a-server"))
        seeks = await self._ctx.store.open_seeks(guild_id, self._ctx.clock())
        if not seeks:
            return Listing((msg("lobby-seeks-none", command=Command("challenge")),))
        named = await people(self._ctx, *{seek.seeker_id for seek in seeks})
        items: list[Speech] = []
        for seek in seeks:
            ranged = _range(seek)
            items.append(
                msg(
                    "lobby-seeks-item" if ranged is None else "lobby-seeks-item-rated",
                    heading=Strong(msg("lobby-seeks-number", seek=Game(seek.id))),
                    game=Verbatim(GAMES[seek.game].name.capitalize()),
                    seeker=named[seek.seeker_id],
                    rated=seek.rated,
                    clock=Verbatim(describe_control(seek.time_control)),
                    expires=When(seek.expires_at, "relative"),
                    where=Game(seek.id, seek.guild_id, seek.channel_id, link=True),
                    **({} if ranged is None else {"range": ranged}),
                )
            )
        tail = msg("lobby-seeks-how", command=Command("accept", (("seek", "<number>"),)))
        return Listing(tuple(items), (tail,))

    async def accept(self, user_id: int, seek_id: int, *, guild_id: int | None) -> GameStarted:
        """``user_id`` takes seek ``seek_id``: refused for the seeker, outside the range,
        once it is closed, between players one of whom blocks the other; and for all but
        the first when several accept at once."""
        seek = await self._find(seek_id, guild_id)
        if seek.seeker_id == user_id:
            raise NotAllowed(
                msg(
                    "lobby-seek-own",
                    seek=Game(seek.id),
                    command=Command("decline", (("seek", str(seek.id)),)),
                )
            )
        await self._check_open(seek)
        await self._blocks.check_may_play(user_id, seek.seeker_id)
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
            raise Conflict(await self._closed(taken))
        taker = (await people(self._ctx, user_id))[user_id]
        closed = ChallengeClosed(
            _as_challenge(seek, user_id, game.id),
            msg(
                "lobby-seek-closed-accepted",
                struck=Struck(_name(seek)),
                player=taker,
                game=Game(game.id),
            ),
        )
        return await self._desk.started(game, closed)

    async def cancel(self, user_id: int, seek_id: int, *, guild_id: int | None) -> ChallengeClosed:
        """The seeker withdraws their seek."""
        seek = await self._find(seek_id, guild_id)
        if seek.seeker_id != user_id:
            seeker = (await people(self._ctx, seek.seeker_id))[seek.seeker_id]
            raise NotAllowed(msg("lobby-seek-only-seeker", seeker=seeker, seek=Game(seek.id)))
        await self._check_open(seek)
        if not await self._ctx.store.close_seek(seek.id, status="cancelled"):
            taken = await self._ctx.store.get_seek(seek.id)
            raise Conflict(await self._closed(taken))
        seeker = (await people(self._ctx, user_id))[user_id]
        return ChallengeClosed(
            _as_challenge(seek, user_id, None),
            msg("lobby-seek-closed-withdrawn", struck=Struck(_name(seek)), player=seeker),
        )

    async def expire_due(self) -> list[ChallengeClosed]:
        """Mark every overdue seek expired; the adapter edits their messages."""
        closed = []
        for seek in await self._ctx.store.due_seeks(self._ctx.clock()):
            if await self._ctx.store.close_seek(seek.id, status="expired"):
                closed.append(
                    ChallengeClosed(
                        _as_challenge(seek, seek.seeker_id, None),
                        msg("lobby-seek-closed-expired", struck=Struck(_name(seek))),
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
            raise NotFound(msg("lobby-no-seek", seek=Game(seek_id)))
        return seek

    async def _check_open(self, seek: SeekRecord) -> None:
        if seek.status != "open":
            raise Conflict(await self._closed(seek))
        if seek.expires_at <= self._ctx.clock():
            raise Conflict(msg("lobby-seek-expired", seek=Game(seek.id)))

    async def _closed(self, seek: SeekRecord) -> Speech:
        """Why ``seek`` can no longer be accepted or withdrawn."""
        if seek.status == "accepted" and seek.accepted_by is not None:
            taker = (await people(self._ctx, seek.accepted_by))[seek.accepted_by]
            return msg("lobby-seek-taken", seek=Game(seek.id), player=taker)
        key = {"cancelled": "lobby-seek-was-withdrawn", "expired": "lobby-seek-has-expired"}
        return msg(key.get(seek.status, "lobby-seek-is-closed"), seek=Game(seek.id))

    async def _check_rating(self, seek: SeekRecord, user_id: int) -> None:
        if seek.min_rating is None and seek.max_rating is None:
            return
        rating = await self._ratings.rating(user_id, seek.game)
        value = round(rating.rating if rating is not None else INITIAL_RATING)
        low = seek.min_rating if seek.min_rating is not None else RATING_BOUNDS[0]
        high = seek.max_rating if seek.max_rating is not None else RATING_BOUNDS[1]
        ranged = _range(seek)
        if not low <= value <= high and ranged is not None:
            raise NotAllowed(
                msg(
                    "lobby-seek-out-of-range" if rating else "lobby-seek-out-of-range-unrated",
                    seek=Game(seek.id),
                    range=ranged,
                    game=Verbatim(GAMES[seek.game].name.capitalize()),
                    rating=Verbatim(str(value)),
                )
            )


def _check_range(min_rating: int | None, max_rating: int | None) -> None:
    low, high = RATING_BOUNDS
    for name, value in (("min_rating", min_rating), ("max_rating", max_rating)):
        if value is not None and not low <= value <= high:
            raise ServiceError(
                msg(
                    "lobby-rating-bound",
                    option=Verbatim(name),
                    low=Verbatim(str(low)),
                    high=Verbatim(str(high)),
                    given=Verbatim(str(value)),
                )
            )
    if min_rating is not None and max_rating is not None and min_rating > max_rating:
        raise ServiceError(
            msg(
                "lobby-rating-bounds-swapped",
                low=Verbatim(str(min_rating)),
                high=Verbatim(str(max_rating)),
            )
        )


def _range(seek: SeekRecord) -> Speech | None:
    """The seek's rating range (``1400–1600``, ``1400 or more``), None without one.
    Ratings are shown as they are (not counts: no digit grouping)."""
    low = None if seek.min_rating is None else Verbatim(str(seek.min_rating))
    high = None if seek.max_rating is None else Verbatim(str(seek.max_rating))
    if low is not None and high is not None:
        return msg("lobby-range-between", low=low, high=high)
    if low is not None:
        return msg("lobby-range-at-least", low=low)
    if high is not None:
        return msg("lobby-range-at-most", high=high)
    return None


def _name(seek: SeekRecord) -> Speech:
    """``Open challenge #3``, as its message is headed (struck through once closed)."""
    return msg("lobby-seek-name", seek=Game(seek.id))


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
