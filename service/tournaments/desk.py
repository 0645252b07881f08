"""``TournamentDesk``: what the channels call for tournaments (``service.tournaments``).

A façade over `Entry` (create, join, leave, cancel), `Conductor` (the start, the
rounds, the end, run by the sweep and after each game's end) and the standings
(`table`).
"""

from __future__ import annotations

from service.context import ServiceContext
from service.errors import NotAllowed, NotFound
from service.games import GameDesk
from service.games.players import people
from service.kit.lists import Listing
from service.time.controls import describe as describe_control
from service.tournaments.conductor import Conductor
from service.tournaments.entry import Entry, Plan, kind_label, title
from service.tournaments.news import Happening, Shown, Withdrawn
from service.tournaments.standings import points_text
from service.tournaments.table import snapshot, standings_image, table_of
from storage.tournament_models import TournamentRecord
from words import Command, Game, Items, Place, Speech, Strong, Verbatim, When, lines, msg

LISTED = 15


class TournamentDesk:
    def __init__(self, ctx: ServiceContext, games: GameDesk) -> None:
        self._ctx = ctx
        self._games = games
        self._entry = Entry(ctx, games)
        self._conductor = Conductor(ctx, games)

    async def create(
        self, *, guild_id: int, channel_id: int, user_id: int, admin: bool, plan: Plan
    ) -> Speech:
        """The announcement of the new tournament, for the channel it was created in."""
        record = await self._entry.create(
            guild_id=guild_id, channel_id=channel_id, user_id=user_id, admin=admin, plan=plan
        )
        args = {
            "heading": Strong(title(record)),
            "terms": self.describe(record),
            "command": Command("tournament join", (("tournament", str(record.id)),)),
            "starts": When(record.starts_at, "datetime"),
            "soon": When(record.starts_at, "relative"),
            "place": Place(record.channel_id, msg("tournaments-place")),
        }
        if record.max_players is None:
            return msg("tournaments-opened", **args)
        return msg("tournaments-opened-sized", count=record.max_players, **args)

    def describe(self, record: TournamentRecord) -> Speech:
        setup = self._games.presenter(record.game).describe_options(record.options)
        return msg(
            "tournaments-terms",
            game=Verbatim(record.game.capitalize()),
            setup=setup,
            kind=kind_label(record),
            clock=Verbatim(describe_control(record.time_control)),
            rated=record.rated,
        )

    async def join(self, tournament_id: int, user_id: int, guild_id: int | None) -> Speech:
        return await self._entry.join(tournament_id, user_id, guild_id)

    async def leave(self, tournament_id: int, user_id: int, guild_id: int | None) -> Withdrawn:
        return await self._entry.leave(tournament_id, user_id, guild_id)

    async def cancel(
        self, tournament_id: int, *, guild_id: int | None, user_id: int, admin: bool
    ) -> Speech:
        return await self._entry.cancel(tournament_id, guild_id, user_id, admin)

    async def start(
        self, tournament_id: int, *, guild_id: int | None, user_id: int, admin: bool
    ) -> list[Happening]:
        """An admin starts an open tournament before its date: what the sweep would have
        done at the date (the start's news, and its games), or a sentence why not."""
        record = await self._entry.find(tournament_id, guild_id)
        if not admin and user_id != record.created_by:
            raise NotAllowed(msg("tournaments-start-admins-only"))
        if record.status != "open":
            raise NotAllowed(msg("tournaments-start-not-open", title=title(record)))
        happened = await self._conductor.look(record, early=True)
        if not happened:
            raise NotAllowed(msg("tournaments-start-raced", title=title(record)))
        return happened

    async def game_over(self, game_id: int) -> list[Happening]:
        """A game just ended and was told: if it was a tournament's, what its result makes
        due now (the next round and its games, or the winner), done once however many
        processes ask; nothing for any other game. The channel that tells a game's end
        asks, so a tournament's next step is told with its last result, not a sweep later."""
        return await self._conductor.after_game(game_id)

    async def sweep(self) -> list[Happening]:
        """Starts, rounds and ends that are due, each done by one process (the channels'
        loops call this every few minutes)."""
        return await self._conductor.sweep()

    async def show(self, tournament_id: int | None, guild_id: int | None) -> Shown:
        """The tournament (else the server's latest) with its players, the games of its
        current round and its standings as an image."""
        record = await self._chosen(tournament_id, guild_id)
        shot = await snapshot(self._ctx.store, record)
        names = await self._ctx.store.user_names([e.user_id for e in shot.entrants])
        named = await people(self._ctx, *[e.user_id for e in shot.entrants])
        head = msg(
            "tournaments-shown",
            heading=Strong(title(record)),
            terms=self.describe(record),
            status=_status(record),
        )
        if record.status == "open" or (record.status == "cancelled" and not shot.pairings):
            joined = Items(tuple(named[e.user_id] for e in shot.entrants), style="unit")
            players = (
                msg("tournaments-players", count=len(shot.entrants), players=joined)
                if shot.entrants
                else msg("tournaments-players-none")
            )
            return Shown(lines(head, players))
        table = table_of(shot)
        current = [
            p for p in shot.pairings if p.round == record.rounds_paired or p.game_status == "active"
        ]
        playing = [
            msg(
                "tournaments-pairing",
                game=Game(p.game_id or 0),
                white=named[p.player0_id],
                black=named[p.player1_id],
            )
            for p in current
            if p.game_status == "active" and p.player1_id is not None
        ]
        leader = table[0]
        said = [
            head,
            msg(
                "tournaments-leader",
                player=named[leader.user_id],
                points=Verbatim(points_text(leader.points)),
            ),
        ]
        if playing:
            games = Items(tuple(playing[:20]), style="unit")
            key = "tournaments-playing-more" if len(playing) > 20 else "tournaments-playing"
            said.append(msg(key, games=games))
        reader = await self._games.readers.server_reader(shot.record.guild_id)
        return Shown(lines(*said), await standings_image(shot, table, names, reader))

    async def list(self, guild_id: int | None) -> Listing:
        if guild_id is None:
            raise NotFound(msg("tournaments-list-in-a-server"))
        records = await self._ctx.store.tournaments_in(guild_id, limit=LISTED)
        if not records:
            return Listing((msg("tournaments-list-none", command=Command("tournament create")),))
        items: list[Speech] = []
        for record in records:
            count = len(await self._ctx.store.entrants(record.id))
            items.append(
                msg(
                    "tournaments-list-item",
                    heading=Strong(
                        msg(
                            "tournaments-list-name",
                            tournament=Game(record.id),
                            name=Verbatim(record.name),
                        )
                    ),
                    game=Verbatim(record.game.capitalize()),
                    kind=kind_label(record),
                    count=count,
                    status=_status(record),
                )
            )
        return Listing(tuple(items))

    async def _chosen(self, tournament_id: int | None, guild_id: int | None) -> TournamentRecord:
        if tournament_id is not None:
            return await self._entry.find(tournament_id, guild_id)
        records = (
            [] if guild_id is None else await self._ctx.store.tournaments_in(guild_id, limit=1)
        )
        if not records:
            raise NotFound(msg("tournaments-none-here"))
        return records[0]


def _status(record: TournamentRecord) -> Speech:
    if record.status == "open":
        return msg("tournaments-status-open", starts=When(record.starts_at, "relative"))
    if record.status == "running":
        if record.kind == "swiss":
            return msg(
                "tournaments-status-round", round=record.rounds_paired, rounds=record.rounds or 0
            )
        return msg("tournaments-status-running")
    if record.status == "finished":
        return msg("tournaments-status-over")
    return msg("tournaments-status-cancelled")
