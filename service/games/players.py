"""Who is who in a game: seats, the names shown for them, and who is away.

Names are read once per request, for both players at once (``user_names``), and
kept on the request's snapshot; a player's mention (``<@id>``) needs no name.
``names`` and ``title`` are for the service's text (markdown, so escaped);
``plain_names`` and ``plain_title`` for what renders no markdown: board images
and thread names (``service.kit.names``).

The few words a name is given (a stranger's stand-in, the computer's level) are the
server's language: a game's title is its public name there, its thread's name too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules import GAMES
from service.errors import NotAllowed
from service.games.snapshot import Snapshot
from service.kit.names import name_in_text, plain_name, stand_in
from service.readers.desk import ReaderDesk
from storage.models import ComputerSeat, GameRecord
from storage.moderation import MODERATOR_HOLD
from storage.protocol import Store
from words import Command, Game, Player, Verbatim, msg
from words.plain import PLAIN

if TYPE_CHECKING:
    from service.context import ServiceContext


async def people(ctx: ServiceContext, *user_ids: int) -> dict[int, Player]:
    """Each user as a message names them: a mention on Discord, their name elsewhere."""
    known = await ctx.store.user_names(list(user_ids))
    return {uid: Player(uid, plain_name(known.get(uid, ""))) for uid in user_ids}


def seat_of(game: GameRecord, user_id: int) -> int:
    """The seat ``user_id`` plays; refused for anyone else."""
    if user_id not in game.players:
        raise NotAllowed(msg("game-not-a-player", game=Game(game.id)))
    return game.players.index(user_id)


def check_running(game: GameRecord) -> None:
    """Refuse a line for a game that is over or on hold (``check_not_held``)."""
    if game.status != "active":
        record = Command("history", (("game", str(game.id)),))
        raise NotAllowed(msg("game-over", game=Game(game.id), command=record))
    check_not_held(game)


def check_not_held(game: GameRecord) -> None:
    """Refuse what a player asks of a game on hold: a moderator paused it (and alone
    resumes it), or its server removed the bot (it resumes if the bot comes back)."""
    if game.hold == MODERATOR_HOLD:
        raise NotAllowed(msg("game-held-by-moderator", game=Game(game.id)))
    if game.hold is not None:
        raise NotAllowed(msg("game-held-server-gone", game=Game(game.id)))


def waiting_on(game: GameRecord, user_id: int) -> bool:
    """The game waits for ``user_id``'s move (as the record says; no replay needed)."""
    return game.to_move in (0, 1) and game.players[game.to_move] == user_id


def title_text(game: GameRecord, names: tuple[str, str]) -> str:
    """The game's title with ``names`` as given: plain names for an image or a thread
    name, ``in_text`` names for a message."""
    return f"{GAMES[game.game].name.capitalize()} #{game.id} · {names[0]} vs {names[1]}"


def in_text(names: tuple[str, str]) -> tuple[str, str]:
    """Plain names as written in the service's (markdown) text."""
    return name_in_text(names[0]), name_in_text(names[1])


class Players:
    def __init__(self, store: Store, readers: ReaderDesk) -> None:
        """``readers``: the server's language, for the words a name is given."""
        self._store = store
        self._readers = readers

    async def names(self, snapshot: Snapshot) -> tuple[str, str]:
        """The players' names as written in text (markdown escaped)."""
        return in_text(await self.plain_names(snapshot))

    async def plain_names(self, snapshot: Snapshot) -> tuple[str, str]:
        """The players' plain names, read on first need and then kept for the request."""
        if snapshot.names is None:
            snapshot.names = await self.names_of(snapshot.game, snapshot.computer)
        return snapshot.names

    async def names_of(self, game: GameRecord, computer: ComputerSeat | None) -> tuple[str, str]:
        """One read: the plain names players last showed (the rule applied again for names
        saved before it), ``player N`` for one never seen, and the computer's seat with
        its level."""
        known = await self._store.user_names(game.players)
        reader = await self._readers.server_reader(game.guild_id)
        names = [plain_name(known.get(user, "")) or stand_in(user, reader) for user in game.players]
        if computer is not None:
            seat = computer.seat
            level = msg("players-computer", name=Verbatim(names[seat]), level=computer.level)
            names[seat] = PLAIN.render(level, reader)
        return names[0], names[1]

    async def player(self, snapshot: Snapshot, seat: int) -> Player:
        """The player of ``seat``: their mention where a channel has them, else their name."""
        return Player(snapshot.game.players[seat], (await self.plain_names(snapshot))[seat])

    async def seated(self, snapshot: Snapshot, *, mention: bool = True) -> tuple[Player, Player]:
        """Both seats' players; ``mention`` False: named, as a thread's move lines name
        them, even where a channel has mentions."""
        names = await self.plain_names(snapshot)
        first, second = snapshot.game.players
        return Player(first, names[0], mention), Player(second, names[1], mention)

    async def title(self, snapshot: Snapshot) -> str:
        """The game's title as written in text."""
        return title_text(snapshot.game, await self.names(snapshot))

    async def plain_title(self, snapshot: Snapshot) -> str:
        """The game's title for a board image or a thread name."""
        return title_text(snapshot.game, await self.plain_names(snapshot))

    async def away(self, snapshot: Snapshot) -> frozenset[int]:
        """The players on vacation now, both read at once, the first time a clock asks."""
        if snapshot.away is None:
            snapshot.away = frozenset(
                await self._store.users_on_vacation(snapshot.game.players, snapshot.game.guild_id)
            )
        return snapshot.away
