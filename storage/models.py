"""The records storage hands out: frozen values, never database rows.

Seats are 0 and 1 (seat 0 moves first), as in ``rules``; storage does not
import ``rules``, so the chance player gets its own constant here.
"""

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Final, Literal, TypedDict

from storage.rating import Rater

CHANCE: Final = -1
"""`GameRecord.to_move` when the next entry is a chance move (a dice roll)."""

CHALLENGE_FIRST: Final = frozenset({"challenger", "opponent", "random"})
CHALLENGE_STATUSES: Final = frozenset({"pending", "accepted", "declined", "expired", "cancelled"})
GAME_STATUSES: Final = frozenset({"active", "finished"})
NOTIFY_MODES: Final = frozenset({"thread", "dm", "digest", "email"})
BOARD_MODES: Final = frozenset({"image", "text", "both"})
"""How a player likes their boards: the picture, the board in words, or both."""
OFFER_KINDS: Final = frozenset({"draw", "takeback", "pause"})
NOTICE_KINDS: Final = frozenset(
    {"declined-draw", "declined-takeback", "declined-pause", "paused", "resumed"}
)
"""What a game's thread may be owed a line about (`NoticeRecord`): an offer declined, a
pause agreed, a resume."""
PREMOVE_STATES: Final = frozenset({"pending", "fired", "dropped"})


@dataclass(frozen=True, slots=True)
class TimeControl:
    """A correspondence time control: what a challenge proposes and a guild defaults to.

    Each seat starts with ``initial_s`` seconds, gains ``increment_s`` per move
    and never holds more than ``cap_s``. With ``auto_timeout`` a player whose
    time runs out loses at once; without it the opponent may claim the win.
    Storage only keeps these numbers; what they mean is the service's business.
    """

    initial_s: int
    increment_s: int
    cap_s: int
    auto_timeout: bool

    def __post_init__(self) -> None:
        if min(self.initial_s, self.increment_s, self.cap_s) < 0:
            raise ValueError(f"time control seconds must not be negative: {self!r}")


@dataclass(frozen=True, slots=True)
class ChallengeRecord:
    """An invitation to play, from the moment it is posted until it is resolved.

    ``options`` is decoded from JSON, so tuples come back as lists.
    ``game_id`` is set once the challenge is accepted into a game.
    ``time_control`` is None for a game without a clock (and for every challenge
    made before clocks existed).
    """

    id: int
    guild_id: int | None
    channel_id: int
    message_id: int | None
    challenger_id: int
    opponent_id: int
    game: str
    options: dict[str, object]
    first: str
    status: str
    created_at: datetime
    expires_at: datetime
    game_id: int | None
    time_control: TimeControl | None = None
    rated: bool = False


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game's header; the position itself is ``initial(options)`` plus its moves.

    ``players[seat]`` is the user id in that seat. ``ply`` is the number of
    moves logged, which callers pass back as ``expected_ply`` to append the next
    one. ``to_move`` is 0, 1 or `CHANCE` while the game is active and ``None``
    once it is finished. ``winner`` is a seat, or ``None`` for a draw or an
    aborted game.
    """

    id: int
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    game: str
    options: dict[str, object]
    players: tuple[int, int]
    ply: int
    to_move: int | None
    status: str
    winner: int | None
    termination: str | None
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None
    rated: bool = False
    """Whether its result counts for the players' ratings (chosen at the challenge)."""
    ratings: tuple[int, int] | None = None
    """Each seat's rating, rounded, as it stood when the result counted; None until a
    rated result counted (and for every unrated game)."""
    hold: str | None = None
    """Why the running game is on hold, if it is (``storage.moderation.HOLDS``): no line
    but a moderator's is logged and its clock stands frozen until it is released."""


@dataclass(frozen=True, slots=True)
class MoveRecord:
    """One entry of the append-only log; ``ply`` is 1-based, ``seat`` None for chance."""

    game_id: int
    ply: int
    seat: int | None
    notation: str
    created_at: datetime


@dataclass(frozen=True, slots=True)
class AppendedMove:
    """What `append_move` wrote: the new log entry and the game's header as the same
    transaction left it, so the caller never reads the game again to see its own move."""

    move: MoveRecord
    game: GameRecord
    premove_ply: int | None = None
    """The ply at which a player last queued conditional moves in the game
    (`PremoveRecord`), as this transaction found it, or None if nobody ever did: the
    move made at that ply is the one that may fire them. Kept off `GameRecord`, which
    channels are handed, so that nothing shown to anyone can carry it."""


@dataclass(frozen=True, slots=True)
class GameResult:
    """How a game ended, given to `append_move` with the move that ended it.

    ``winner`` is a seat, or ``None`` for a draw or an aborted game.
    """

    winner: int | None
    termination: str
    rater: Rater | None = field(default=None, compare=False)
    """The ratings' maths, when the result counts for them (`storage.rating.Rater`):
    both players' ratings change in the transaction that writes the result."""

    def __post_init__(self) -> None:
        if self.winner not in (None, 0, 1):
            raise ValueError(f"winner must be seat 0, seat 1 or None, not {self.winner!r}")


@dataclass(frozen=True, slots=True)
class ClockRecord:
    """A game's clock, as of the ply it belongs to; one row per game with a clock.

    ``bank0_s`` and ``bank1_s`` are the seconds each seat has left, as of
    ``started_at`` for the running seat. ``running_seat`` is None while
    nobody's time runs (game over, a chance move due). Time runs from
    ``started_at`` to ``deadline_at`` (``started_at`` plus the running bank,
    plus any freeze), which are set or None together; a frozen clock (paused,
    or the player to move on vacation) may keep ``running_seat`` with both
    None. Only a clock with a deadline and not ``paused`` is running, and
    ``deadline_at`` is what `Store.clocks_due` sorts on. ``reminded_ply`` and
    ``expired_ply`` record the ply a reminder was sent for and the ply at which
    the running seat ran out, so each happens once per ply (see
    `Store.mark_reminded`). When a clock comes with a new game, its
    ``game_id`` is 0 until the game exists (see `Store.accept_challenge_into_game`).
    """

    game_id: int
    initial_s: int
    increment_s: int
    cap_s: int
    auto_timeout: bool
    bank0_s: float
    bank1_s: float
    running_seat: int | None
    ply: int
    started_at: datetime | None
    deadline_at: datetime | None
    reminded_ply: int | None = None
    expired_ply: int | None = None
    paused: bool = False

    def __post_init__(self) -> None:
        if self.running_seat not in (None, 0, 1):
            raise ValueError(f"running_seat must be 0, 1 or None, not {self.running_seat!r}")

    @property
    def time_control(self) -> TimeControl:
        return TimeControl(self.initial_s, self.increment_s, self.cap_s, self.auto_timeout)


@dataclass(frozen=True, slots=True)
class GameAndClock:
    """A game's header and its clock (None for a game without one), read together
    because every move needs both: the clock after a move is computed from the one
    before it."""

    game: GameRecord
    clock: ClockRecord | None


@dataclass(frozen=True, slots=True)
class UserSettings:
    """How a user wants to hear about their games; the defaults stand for "never set".

    ``notify`` is one of `NOTIFY_MODES`: a ping in the game's thread, a DM, a
    mail to the user's verified address, or a periodic digest
    (``digest_sent_at`` is when the last one went out).
    ``remind_dm`` asks for reminders by DM ``remind_hours`` before a deadline.
    ``dm_failed`` records that the user's thread was already told their DMs
    fail, so it is said once rather than on every move.
    ``confirm_moves`` has ``/move`` show the board after the move privately, with
    Confirm / Cancel, before it is played.
    ``time_zone`` is the IANA name of the zone the user reads times in; None is UTC.
    Storage keeps the name as given: the service checks it against the zone data.
    ``board`` is one of `BOARD_MODES`: how the boards shown to the user alone come.
    """

    user_id: int
    notify: str = "thread"
    remind_dm: bool = False
    remind_hours: int = 24
    digest_sent_at: datetime | None = None
    dm_failed: bool = False
    confirm_moves: bool = False
    time_zone: str | None = None
    board: str = "image"


class UserSettingsChanges(TypedDict, total=False):
    """Some fields of `UserSettings`, to write and nothing else (``update_user_settings``)."""

    notify: str
    remind_dm: bool
    remind_hours: int
    digest_sent_at: datetime | None
    dm_failed: bool
    confirm_moves: bool
    time_zone: str | None
    board: str


@dataclass(frozen=True, slots=True)
class OfferRecord:
    """An open offer (one of `OFFER_KINDS`) from ``seat``, made when the game was at ``ply``.

    It is stale once the game's ply has moved past ``ply``; storage keeps it
    until it is replaced or deleted, and callers compare the plies.
    """

    game_id: int
    kind: str
    seat: int
    ply: int
    created_at: datetime


@dataclass(frozen=True, slots=True)
class NoticeRecord:
    """A line about a game (one of `NOTICE_KINDS`) its thread is owed since ``owed_since``:
    ``seat`` did what it reports (None: both players, an agreed pause). It holds what the
    line's words are made of, not the words, so a later post reads as one made at once.
    ``id`` is 0 until the store keeps it (`OfferStore.decline_offer`,
    `ClockStore.put_clock`)."""

    game_id: int
    kind: str
    seat: int | None
    owed_since: datetime
    id: int = 0


@dataclass(frozen=True, slots=True)
class PremoveRecord:
    """One line of a conditional move: "if my opponent plays ``their_move``, I reply
    ``reply_move``", queued by ``seat`` when the game was at ``ply`` with the opponent
    to move. ``their_move`` would be logged as ply ``ply + 1`` and the reply as
    ``ply + 2``; both are canonical notation, and at most one line per ``their_move``.

    ``state`` is ``pending`` until the opponent's move at that ply is known: then the
    line that named it is ``fired`` (its reply logged in the same transaction) and
    every other is ``dropped``. Only the seat that queued a line ever reads it.
    """

    game_id: int
    seat: int
    ply: int
    their_move: str
    reply_move: str
    created_at: datetime
    state: str = "pending"


@dataclass(frozen=True, slots=True)
class VacationRecord:
    """A period a user's clocks are meant to stand still; ``ended_at`` None while it lasts."""

    id: int
    user_id: int
    guild_id: int | None
    started_at: datetime
    ended_at: datetime | None


@dataclass(frozen=True, slots=True)
class GuildSettings:
    """A guild's choices; None everywhere means "use the built-in default".

    ``allowed_games`` None allows every game (an empty tuple allows none).
    ``hint_level`` is the strongest computer level a player may ask ``/hint`` of, 1 to 5;
    0 turns hints off, as does None (the default). ``web_list`` False turns the server's
    list of games on the web off (None, the default, is on); ``list_key`` counts the
    times its link was replaced (``rotate_list_key``), and signs it. ``language`` is the
    language its public posts are written in; None: the locale Discord says the server
    prefers.
    """

    guild_id: int
    allowed_games: tuple[str, ...] | None = None
    games_channel_id: int | None = None
    time_control: TimeControl | None = None
    vacation_days: int | None = None
    hint_level: int | None = None
    web_list: bool | None = None
    list_key: int = 0
    language: str | None = None
    moderator_role_id: int | None = None
    """The role whose members may moderate games here besides those with Manage Server."""
    abandon_days: int | None = None
    """Days without a move after which the waiting player may claim a game without a
    clock; None: the built-in default, 0: never."""


class GuildSettingsChanges(TypedDict, total=False):
    """Some fields of `GuildSettings`, to write and nothing else (``update_guild_settings``);
    None puts one back to the built-in default."""

    allowed_games: tuple[str, ...] | None
    games_channel_id: int | None
    time_control: TimeControl | None
    vacation_days: int | None
    hint_level: int | None
    web_list: bool | None
    language: str | None
    moderator_role_id: int | None
    abandon_days: int | None


@dataclass(frozen=True, slots=True)
class ComputerSeat:
    """The seat the bot itself plays in a game, and how hard it thinks (level 1..5)."""

    game_id: int
    seat: int
    level: int


@dataclass(frozen=True, slots=True)
class MailIntent:
    """A mail to queue, written in the same transaction as what causes it.

    ``only_if_wanted``: queued only if the user reads their games by mail (notify
    ``email`` and a verified address), decided inside that transaction, so the
    caller needs no read of its own. ``address`` set sends there (a verification
    code to an address not yet proven); None, to the user's verified address as
    it is when the mail is sent. ``body`` is JSON the mail channel reads.
    """

    user_id: int
    kind: str
    game_id: int | None = None
    ply: int | None = None
    body: str = "{}"
    address: str | None = None
    only_if_wanted: bool = True


@dataclass(frozen=True, slots=True)
class OutboundMail:
    """A queued mail claimed for sending; ``address`` None when nowhere is left to send
    it (the user unlinked their address since it was queued). ``claimed_until`` is the
    lease its claim set, the token the claimer renews it with (``renew_mail_claim``)."""

    id: int
    user_id: int
    kind: str
    game_id: int | None
    ply: int | None
    body: str
    address: str | None
    attempts: int
    created_at: datetime
    claimed_until: datetime | None = None


@dataclass(frozen=True, slots=True)
class EmailAddress:
    """A user's address: proven once ``verified_at`` is set; until then the hash of the
    code made for it and when that code expires. The codes tried are counted apart
    (`LinkLimits.tries`), so that linking again does not give new tries. ``language`` is
    the one mail to it is written in: a mail reader's client reports no locale."""

    user_id: int
    address: str
    verified_at: datetime | None
    code_hash: str | None
    code_expires_at: datetime | None
    language: str = "en"


@dataclass(frozen=True, slots=True)
class LinkLimits:
    """How much proving of addresses the store lets through, each over a rolling
    ``window``: links per player, codes mailed per address (whoever asked), and wrong
    codes per player and address, however many links they come from."""

    window: timedelta
    per_user: int
    per_address: int
    tries: int
    code_lifetime: timedelta


@dataclass(frozen=True, slots=True)
class EmailLinked:
    """What ``link_email`` did: ``mailed`` (the code is queued to the address),
    ``withheld`` (claimed, but no code goes out: the address is another player's, or has
    had its codes for the window), ``unchanged`` (it is the player's verified address
    already), or ``refused`` (the player has linked their fill for the window; they may
    again at ``retry_at``)."""

    outcome: Literal["mailed", "withheld", "unchanged", "refused"]
    retry_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class CodeTry:
    """What ``take_code_try`` did: the try was taken, and ``left`` more remain in the
    window; or, when ``retry_at`` is set, the window's tries are spent and none was
    taken: the next is allowed then."""

    left: int
    retry_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class InboundMail:
    """One received message, as far as acting on it needs: kept by its key (a second
    delivery is the same message), pending until it has been acted on, or settled at
    once when ``outcome`` says why it never will be."""

    message_key: str
    recipient: str
    envelope_sender: str | None
    raw: bytes | None
    """Only for mail kept before the summary columns (migration 0015), not yet acted on."""
    received_at: datetime
    sender: str | None = None
    command: str | None = None
    user_id: int | None = None
    """The user the reply address was made for."""
    outcome: str | None = None
