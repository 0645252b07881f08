"""What moves a tournament along: its start, each Swiss round, every pairing's game, and
the end with its winner. Run by the sweep (every process's loop), by an early
``/tournament start``, and by the channel that tells a game's end (`after_game`), so
that the next round or the winner is told with the last result, not a sweep later.

Each step is a compare-and-set in the database, so of several processes looking at
once exactly one makes it, and a step a killed process left half done is finished
by the next look: the start (open to running, with the seeds and first pairings in
one transaction), pairing a round (on ``rounds_paired``), a pairing's game (on the
pairing's row), the end (running to finished). Two processes ending a round's last
two games at once both look after their own result is written, so at least one sees
every game over, and the compare-and-set lets exactly one tell it. A game's end also
marks its tournament due (`hooks.game_ended`), so the next sweep looks if the
process died before its own look; a look every ``RECHECK`` catches what a crash
between a result and that mark lost.
"""

from __future__ import annotations

import asyncio
from datetime import timedelta

from rules import GAMES
from service.context import ServiceContext
from service.errors import NotAllowed
from service.games import GameDesk
from service.games.players import people
from service.results import ChallengeClosed, GameStarted, Image
from service.time.clockwork import new_clock
from service.tournaments.entry import MIN_PLAYERS, swiss_rounds, title
from service.tournaments.forfeits import resign_for
from service.tournaments.news import Happening, TournamentNews
from service.tournaments.pairing import CannotPair, round_robin, swiss_round
from service.tournaments.standings import ROUND_ROBIN, points_text
from service.tournaments.table import Snapshot, boards, snapshot, standings_image, table_of
from storage.tournament_models import NewPairing, TournamentRecord
from words import Arg, Command, Game, Items, Speech, Strong, Verbatim, msg

FEWER_THAN_TWO = "fewer than two players are left"
LEASE = timedelta(minutes=5)
RECHECK = timedelta(hours=1)
PER_SWEEP = 20


class Conductor:
    def __init__(self, ctx: ServiceContext, games: GameDesk) -> None:
        self._ctx = ctx
        self._games = games

    async def sweep(self) -> list[Happening]:
        """Every tournament whose time has come (a start date, a game that ended), each
        looked at by one process."""
        now = self._ctx.clock()
        held = now + LEASE
        told: list[Happening] = []
        for record in await self._ctx.store.claim_due_tournaments(now, held, PER_SWEEP):
            told += await self.look(record)
            await self._ctx.store.look_again(record.id, now + RECHECK, held_until=held)
        return told

    async def after_game(self, game_id: int) -> list[Happening]:
        """What ``game_id``'s end makes due in its tournament, if it is a tournament's: the
        next round or the end when it was the last game of its round; else nothing."""
        tournament_id = await self._ctx.store.tournament_of_game(game_id)
        if tournament_id is None:
            return []
        return await self.look(await self._ctx.store.get_tournament(tournament_id))

    async def look(self, record: TournamentRecord, *, early: bool = False) -> list[Happening]:
        """Do whatever is due in ``record`` now."""
        if record.status == "open" and (early or record.starts_at <= self._ctx.clock()):
            return await self._begin(record, early=early)
        if record.status != "running":
            return []
        return await self._advance(await snapshot(self._ctx.store, record))

    # --- the start -------------------------------------------------------------------

    async def _begin(self, record: TournamentRecord, *, early: bool) -> list[Happening]:
        store = self._ctx.store
        for _ in range(3):  # a join or a leave landing meanwhile: read the field again
            entrants = await store.entrants(record.id)
            if len(entrants) < MIN_PLAYERS:
                if early:
                    raise NotAllowed(
                        msg(
                            "tournaments-too-few",
                            title=title(record),
                            count=len(entrants),
                            least=MIN_PLAYERS,
                        )
                    )
                return await self._cancel_unstarted(record, len(entrants))
            users = [e.user_id for e in entrants]
            self._ctx.rng.shuffle(users)  # the pairing numbers are drawn by lot
            seeds = {user: seed for seed, user in enumerate(users, start=1)}
            rounds, first = self._first_pairings(record, users)
            if await store.begin_tournament(
                record.id, seeds=seeds, rounds=rounds, pairings=first, look_at=self._ctx.clock()
            ):
                started = await store.get_tournament(record.id)
                games = await self._start_games(await snapshot(store, started))
                return [self._begun(started, users, first), *games]
            record = await store.get_tournament(record.id)
            if record.status != "open":
                return []  # another process (or an admin) started or cancelled it
        return []  # the field keeps changing: the next look starts it

    def _first_pairings(
        self, record: TournamentRecord, users: list[int]
    ) -> tuple[int, list[NewPairing]]:
        """(rounds, the pairings to store at the start): a round robin's every round, a
        Swiss's first. ``users`` are in seed order."""
        if record.kind == ROUND_ROBIN:
            cycles = record.rounds or 1
            schedule = round_robin(len(users), cycles)
            pairings = [
                NewPairing(number, board, users[white - 1], users[black - 1])
                for number, pairs in enumerate(schedule, start=1)
                for board, (white, black) in enumerate(pairs, start=1)
            ]
            return len(schedule), pairings
        rounds = swiss_rounds(record.rounds, len(users))
        drawn = swiss_round(range(1, len(users) + 1), [], 1, rounds)
        return rounds, _stored(1, drawn, users)

    async def _cancel_unstarted(self, record: TournamentRecord, count: int) -> list[Happening]:
        if not await self._ctx.store.end_tournament(record.id, "cancelled", self._ctx.clock()):
            return []
        players = [e.user_id for e in await self._ctx.store.entrants(record.id)]
        return [
            self._news(
                record,
                msg(
                    "tournaments-did-not-start",
                    heading=Strong(title(record)),
                    count=count,
                    least=MIN_PLAYERS,
                ),
                players,
            )
        ]

    def _begun(
        self, record: TournamentRecord, users: list[int], first: list[NewPairing]
    ) -> TournamentNews:
        if record.kind == ROUND_ROBIN:
            key = "tournaments-how-double" if record.rounds == 2 else "tournaments-how-round-robin"
            how = msg(key, count=len(first))
        else:
            how = msg("tournaments-how-swiss", rounds=record.rounds or 0)
        return self._news(
            record,
            msg(
                "tournaments-begun",
                heading=Strong(title(record)),
                count=len(users),
                how=how,
                command=Command("tournament show", (("tournament", str(record.id)),)),
            ),
            users,
        )

    # --- while it runs ---------------------------------------------------------------

    async def _advance(self, shot: Snapshot) -> list[Happening]:
        told: list[Happening] = list(await self._start_games(shot))
        gone = {e.user_id for e in shot.entrants if e.withdrawn_at is not None}
        if told or gone:  # a withdrawal racing a round's pairing left a game running
            shot = await snapshot(self._ctx.store, shot.record)
            forfeits = await resign_for(self._games, shot.pairings, gone, shot.record.guild_id)
            if forfeits:
                told += forfeits
                shot = await snapshot(self._ctx.store, shot.record)
        record = shot.record
        if shot.unstarted() or not shot.all_over():
            return told
        last = record.rounds is None or record.rounds_paired >= record.rounds
        if record.kind == ROUND_ROBIN or last:
            return told + await self._finish(shot)
        return told + await self._next_round(shot)

    async def _next_round(self, shot: Snapshot) -> list[Happening]:
        record = shot.record
        number = record.rounds_paired + 1
        active = shot.active()
        users = {seed: user for user, seed in shot.seeds().items()}
        try:
            if len(active) < 2:
                raise CannotPair(FEWER_THAN_TWO)
            assert record.rounds is not None
            # the Dutch system searches: seconds for a large field, so off the event loop
            drawn = await asyncio.to_thread(
                swiss_round, active, boards(shot), number, record.rounds
            )
        except CannotPair as why:
            reason = msg("tournaments-too-few-left") if str(why) == FEWER_THAN_TWO else None
            early = msg(
                "tournaments-round-unpaired",
                round=number,
                why=reason or Verbatim(str(why)),  # the pairing engine's own sentence
            )
            return await self._finish(shot, early=early)
        pairings = _stored(number, drawn, [users[seed] for seed in range(1, len(users) + 1)])
        if not await self._ctx.store.pair_round(record.id, number, pairings):
            return []  # another process paired it, and tells it
        record = await self._ctx.store.get_tournament(record.id)
        games = await self._start_games(await snapshot(self._ctx.store, record))
        playing = sorted({u for p in pairings for u in (p.player0_id, p.player1_id) if u})
        bye = next((p.player0_id for p in pairings if p.player1_id is None), None)
        args: dict[str, Arg] = {
            "round": number,
            "rounds": record.rounds or 0,
            "heading": Strong(title(record)),
            "count": len(games),
        }
        if bye:
            named = await people(self._ctx, bye)
            paired = msg(
                "tournaments-paired-bye",
                player=named[bye],
                points=Verbatim(points_text(1.0)),
                **args,
            )
        else:
            paired = msg("tournaments-paired", **args)
        news = self._news(record, paired, playing)
        return [news, *games]

    async def _start_games(self, shot: Snapshot) -> list[GameStarted]:
        """A game for every stored pairing without one, each started by one process."""
        record = shot.record
        engine = GAMES[record.game]
        first = engine.to_move(engine.initial(record.options))
        running = first if isinstance(first, int) else None
        started = []
        for pairing in shot.unstarted():
            now = self._ctx.clock()
            made = await self._ctx.store.start_pairing(
                record.id,
                pairing.round,
                pairing.board,
                to_move=first if isinstance(first, int) else -1,
                created_at=now,
                clock=new_clock(0, record.time_control, running, now),
            )
            if made is None:
                continue  # another process started it
            game, challenge_id = made
            challenge = await self._ctx.store.get_challenge(challenge_id)
            closed = ChallengeClosed(
                challenge,
                msg(
                    "tournaments-board",
                    title=title(record),
                    round=pairing.round,
                    board=pairing.board,
                    game=Game(game.id),
                ),
            )
            started.append(await self._games.started(game, closed))
        return started

    # --- the end ----------------------------------------------------------------------

    async def _finish(self, shot: Snapshot, *, early: Speech | None = None) -> list[Happening]:
        record = shot.record
        if not await self._ctx.store.end_tournament(record.id, "finished", self._ctx.clock()):
            return []  # another process finished it, and tells it
        record = await self._ctx.store.get_tournament(record.id)
        shot = Snapshot(record, shot.entrants, shot.pairings)
        lines = table_of(shot)
        users = [line.user_id for line in lines]
        names = await self._ctx.store.user_names(users)
        winners = [line for line in lines if line.rank == 1]
        named = await people(self._ctx, *[line.user_id for line in winners])
        who = Items(tuple(named[line.user_id] for line in winners))
        score = Verbatim(points_text(winners[0].points) if winners else "0")
        key = "tournaments-over-winner" if len(winners) == 1 else "tournaments-over-shared"
        verdict = msg(key, players=who, count=len(winners), points=score)
        if early is None:
            text = msg("tournaments-over", heading=Strong(title(record)), verdict=verdict)
        else:
            text = msg(
                "tournaments-over-early", heading=Strong(title(record)), why=early, verdict=verdict
            )
        reader = await self._games.readers.server_reader(record.guild_id)
        image = await standings_image(shot, lines, names, reader)
        return [self._news(record, text, users, image)]

    def _news(
        self, record: TournamentRecord, text: Speech, ping: list[int], image: Image | None = None
    ) -> TournamentNews:
        return TournamentNews(
            record.id, record.guild_id, record.channel_id, text, image, tuple(ping)
        )


def _stored(number: int, drawn: list[tuple[int, int | None]], users: list[int]) -> list[NewPairing]:
    """Seed pairs as pairings of users; ``users`` in seed order."""
    return [
        NewPairing(number, board, users[white - 1], None if black is None else users[black - 1])
        for board, (white, black) in enumerate(drawn, start=1)
    ]
