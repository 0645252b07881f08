"""``TournamentDesk``: what the channels call for tournaments (``service.tournaments``).

A façade over `Entry` (create, join, leave, cancel), `Conductor` (the start, the
rounds, the end, run by the sweep and after each game's end) and the standings
(`table`).
"""

from __future__ import annotations

from service.budget import fitted
from service.context import ServiceContext
from service.errors import NotAllowed, NotFound
from service.games import GameDesk
from service.timecontrol import describe as describe_control
from service.tournaments.conductor import Conductor
from service.tournaments.entry import Entry, Plan, kind_label, title
from service.tournaments.news import Happening, Shown, Withdrawn
from service.tournaments.standings import points_text
from service.tournaments.table import snapshot, standings_image, table_of
from storage.tournament_models import TournamentRecord

LISTED = 15


class TournamentDesk:
    def __init__(self, ctx: ServiceContext, games: GameDesk) -> None:
        self._ctx = ctx
        self._games = games
        self._entry = Entry(ctx, games)
        self._conductor = Conductor(ctx, games)

    async def create(
        self, *, guild_id: int, channel_id: int, user_id: int, admin: bool, plan: Plan
    ) -> str:
        record = await self._entry.create(
            guild_id=guild_id, channel_id=channel_id, user_id=user_id, admin=admin, plan=plan
        )
        starts = int(record.starts_at.timestamp())
        size = "" if record.max_players is None else f", at most {record.max_players} players"
        return (
            f"🏆 **{title(record)}** is open: {self.describe(record)}{size}. Join with "
            f"`/tournament join tournament:{record.id}` until it starts <t:{starts}:f> "
            f"(<t:{starts}:R>); its games are played in <#{record.channel_id}>."
        )

    def describe(self, record: TournamentRecord) -> str:
        setup = self._games.presenter(record.game).describe_options(record.options)
        rated = "rated" if record.rated else "unrated"
        return (
            f"{record.game.capitalize()} ({setup}), {kind_label(record)}, clock "
            f"{describe_control(record.time_control)}, {rated}"
        )

    async def join(self, tournament_id: int, user_id: int, guild_id: int | None) -> str:
        return await self._entry.join(tournament_id, user_id, guild_id)

    async def leave(self, tournament_id: int, user_id: int, guild_id: int | None) -> Withdrawn:
        return await self._entry.leave(tournament_id, user_id, guild_id)

    async def cancel(
        self, tournament_id: int, *, guild_id: int | None, user_id: int, admin: bool
    ) -> str:
        return await self._entry.cancel(tournament_id, guild_id, user_id, admin)

    async def start(
        self, tournament_id: int, *, guild_id: int | None, user_id: int, admin: bool
    ) -> list[Happening]:
        """An admin starts an open tournament before its date: what the sweep would have
        done at the date (the start's news, and its games), or a sentence why not."""
        record = await self._entry.find(tournament_id, guild_id)
        if not admin and user_id != record.created_by:
            raise NotAllowed("Only a server admin or the tournament's creator can start it.")
        if record.status != "open":
            raise NotAllowed(f"{title(record)} has already begun or is over.")
        happened = await self._conductor.look(record, early=True)
        if not happened:
            raise NotAllowed(f"{title(record)} was started or cancelled meanwhile.")
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
        head = f"**{title(record)}** — {self.describe(record)}; {_status(record)}."
        if record.status == "open" or (record.status == "cancelled" and not shot.pairings):
            joined = ", ".join(f"<@{e.user_id}>" for e in shot.entrants) or "nobody yet"
            return Shown(f"{head}\nPlayers ({len(shot.entrants)}): {joined}.")
        lines = table_of(shot)
        current = [
            p for p in shot.pairings if p.round == record.rounds_paired or p.game_status == "active"
        ]
        playing = [
            f"#{p.game_id} <@{p.player0_id}>–<@{p.player1_id}>"
            for p in current
            if p.game_status == "active"
        ]
        leader = lines[0]
        text = f"{head}\nLeader: <@{leader.user_id}> with {points_text(leader.points)}."
        if playing:
            text += f"\nPlaying: {', '.join(playing[:20])}{' …' if len(playing) > 20 else ''}"
        return Shown(text, await standings_image(shot, lines, names))

    async def list(self, guild_id: int | None) -> str:
        if guild_id is None:
            raise NotFound("Tournaments belong to a server; ask in one.")
        records = await self._ctx.store.tournaments_in(guild_id, limit=LISTED)
        if not records:
            return "No tournaments here yet; an admin creates one with `/tournament create`."
        lines = []
        for record in records:
            count = len(await self._ctx.store.entrants(record.id))
            lines.append(
                f"**#{record.id} {record.name}** — {record.game.capitalize()}, "
                f"{kind_label(record)}, {count} player{'s' * (count != 1)}; {_status(record)}"
            )
        return fitted(lines)

    async def _chosen(self, tournament_id: int | None, guild_id: int | None) -> TournamentRecord:
        if tournament_id is not None:
            return await self._entry.find(tournament_id, guild_id)
        records = (
            [] if guild_id is None else await self._ctx.store.tournaments_in(guild_id, limit=1)
        )
        if not records:
            raise NotFound("There is no tournament in this server yet.")
        return records[0]


def _status(record: TournamentRecord) -> str:
    if record.status == "open":
        return f"open, starts <t:{int(record.starts_at.timestamp())}:R>"
    if record.status == "running":
        if record.kind == "swiss":
            return f"running, round {record.rounds_paired} of {record.rounds}"
        return "running"
    return "over" if record.status == "finished" else "cancelled"
