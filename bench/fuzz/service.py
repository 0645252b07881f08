"""The commands that read a player's text, on a real service and database, fed junk.

``python -m bench fuzz``'s service rows, and the sample ``tests/service/test_option_fuzz.py``
draws with Hypothesis: ``/move`` and a DM move with any text, autocomplete with any text,
``/premove add``, ``/email link`` and ``/email verify``, in running games of all five
games between two players. A refusal is a player's error whose message is a sentence
(``bench.fuzz.commands.refusal_problem``) and leaves the database as it was: the game's
ply, log and conditional moves, the mail queue, the address claims. What is accepted is
done as claimed: a move lands in the log as the engine reads the text, a line is queued,
a code is mailed to the address as checked, a code verifies only if it is the one sent.
Autocomplete never raises, writes nothing, and offers legal moves (or their first words).
"""

from __future__ import annotations

import json
import random
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from typing import Any, Final

from bench.fuzz.commands import CAPS, address_text, premove_text, refusal_problem
from bench.fuzz.generators import grammar_text, random_unicode
from bench.fuzz.positions import FUZZ_OPTIONS, move_tokens
from bench.fuzz.table import Tally
from bench.fuzz.tokens import WORDS
from rules import GAMES
from service import Asked, Service, UserRef, open_service
from service.challenges.terms import ChallengeTerms
from service.games.conditional import premoves_allowed
from service.games.listings import DM_GAME_NUMBER
from service.mailing.addresses import LINK_LIMITS, VERIFY
from storage.models import GameRecord

ALICE, BOB, CAROL = 11, 22, 33
"""The two players of every game, and who proves an address (``verify``)."""
MOVE_CAP: Final = 100
"""``/move notation:``'s length cap in the Discord adapter."""
DM_CAP: Final = 120
"""A DM move's (``bot.cogs.direct.MOVE_TEXT_LIMIT``)."""
Result = tuple[bool, str | None]
UNLIMITED: Final = replace(LINK_LIMITS, per_user=10**9, per_address=10**9, tries=10**9)
"""The /email limits while fuzzing: every text reaches the parsing and the comparison."""


class ServiceFuzz:
    """A running game of each of the five between alice and bob (a new one when one ends,
    the first when one is first needed), and each command's check on a text."""

    def __init__(self, service: Service) -> None:
        self.service = service
        self.games: dict[str, int] = {}
        self.code = ""

    @classmethod
    async def open(cls, service: Service) -> ServiceFuzz:
        for user, name in ((ALICE, "alice"), (BOB, "bob"), (CAROL, "carol")):
            await service.remember(user, name)
        service.email.enabled = True
        service.email.limits = UNLIMITED  # texts are what is fuzzed, not the limits
        fuzz = cls(service)
        await fuzz.new_code()
        return fuzz  # each game starts when it is first asked for

    async def game(self, name: str) -> GameRecord:
        """The running game of ``name``, started anew if the last one ended."""
        store = self.service.ctx.store
        if name in self.games:
            game = await store.get_game(self.games[name])
            if game.status == "active":
                return game
        posted = await self.service.challenges.create(
            guild_id=1,
            channel_id=2,
            challenger=UserRef(ALICE),
            opponent=UserRef(BOB),
            terms=ChallengeTerms(
                game=name, options=dict(FUZZ_OPTIONS[name][0]), first="challenger", clock="none"
            ),
        )
        started = await self.service.challenges.accept(BOB, posted.challenge.id)
        self.games[name] = started.game.id
        return started.game

    async def tokens(self, name: str) -> tuple[str, ...]:
        """The words the position's legal moves are written with, and the moves."""
        replay = await self.service.games.replay_of(await self.game(name))
        return move_tokens(replay.game, replay.state)

    async def footprint(self, game_id: int | None = None) -> tuple[Any, ...]:
        """What a refusal must leave as it was: the game's header, log and lines, the
        mail queue, and every address claim."""
        store = self.service.ctx.store
        shown: list[Any] = [await self.service.mailbox.waiting()]
        shown += [await store.get_email(user) for user in (ALICE, BOB, CAROL)]
        if game_id is not None:
            game = await store.get_game(game_id)
            shown += [game.ply, game.status, len(await store.moves(game_id))]
            shown += [await store.premoves_for(game_id, seat) for seat in (0, 1)]
        return tuple(shown)

    async def _refused(
        self,
        exc: Exception,
        given: tuple[str, ...],
        cap: int,
        before: tuple[Any, ...],
        game: int | None,
    ) -> Result:
        problem = refusal_problem(exc, given, cap)
        if problem is None and await self.footprint(game) != before:
            problem = f"refused ({exc}) but the database changed"
        return False, problem

    # --- moves -------------------------------------------------------------------

    async def move(self, name: str, text: str, *, wrong_player: bool = False) -> Result:
        """``/move`` by the player to move (or the other one) in the game of ``name``."""
        game = await self.game(name)
        replay = (await self.service.games.replay_of(game)).fork()
        seat = replay.to_move if isinstance(replay.to_move, int) else 0
        user = game.players[1 - seat if wrong_player else seat]
        before = await self.footprint(game.id)
        try:
            await self.service.games.move(Asked(game_id=game.id, asked_by=user), text)
        except Exception as exc:
            return await self._refused(exc, (text,), MOVE_CAP, before, game.id)
        return True, await self._logged(game, replay, text)

    async def dm(self, name: str, prefix: str, text: str) -> Result:
        """A DM from the player to move in ``name``'s game: ``prefix`` names a game (or
        not: then it is for the one game waiting on them, if only one is)."""
        game = await self.game(name)
        replay = (await self.service.games.replay_of(game)).fork()
        seat = replay.to_move if isinstance(replay.to_move, int) else 0
        before = await self.footprint(game.id)
        whole = prefix.replace("{id}", str(game.id)) + text
        try:
            update = await self.service.games.move_by_dm(game.players[seat], whole)
        except Exception as exc:
            return await self._refused(exc, (whole, text), DM_CAP, before, game.id)
        if update.game.id != game.id:
            return True, None  # meant for another of their games, which it named
        named = DM_GAME_NUMBER.match(whole)
        return True, await self._logged(game, replay, whole[named.end() :] if named else whole)

    async def _logged(self, game: GameRecord, replay: Any, text: str) -> str | None:
        """The line logged at ``game.ply`` is what the engine reads ``text`` as."""
        logged = await self.service.ctx.store.moves(game.id)
        if len(logged) <= game.ply:
            return f"{text!r} was accepted but nothing was logged"
        try:
            expected = str(replay.game.parse_move(replay.state, text))
        except Exception as exc:
            return f"{text!r} was played, but the engine refuses it: {exc}"
        if logged[game.ply].notation != expected:
            return f"{text!r} reads {expected!r} but {logged[game.ply].notation!r} was logged"
        return None

    async def suggest(self, name: str, text: str) -> Result:
        """Autocomplete of ``/move`` for the player to move: never an error, nothing
        written, and only legal moves or their first words."""
        game = await self.game(name)
        replay = await self.service.games.replay_of(game)
        seat = replay.to_move if isinstance(replay.to_move, int) else 0
        before = await self.footprint(game.id)
        try:
            offered = await self.service.games.suggest(
                Asked(game_id=game.id, asked_by=game.players[seat]), text
            )
        except Exception as exc:
            return False, f"autocomplete raised {type(exc).__name__}: {exc}"
        if await self.footprint(game.id) != before:
            return bool(offered), "autocomplete changed the database"
        legal = [str(move) for move in replay.legal_moves()]
        strays = [o for o in offered if not any(m == o or m.startswith(o + " ") for m in legal)]
        if strays or len(offered) > 25:
            return bool(offered), f"offered {strays[:3]!r} ({len(offered)} choices)"
        return bool(offered), None

    # --- conditional moves -------------------------------------------------------

    async def premove(
        self, name: str, theirs: str, mine: str, *, mover: bool = False, keep: bool = False
    ) -> Result:
        """``/premove add`` by the player waiting on their opponent (or by the one to move):
        the line is queued as the engine reads both halves. ``keep``: left for ``answer``,
        else cleared at once."""
        game = await self.game(name)
        replay = (await self.service.games.replay_of(game)).fork()
        seat = replay.to_move if isinstance(replay.to_move, int) else 0
        owner = seat if mover else 1 - seat
        before = await self.footprint(game.id)
        try:
            await self.service.premoves.add(
                Asked(game_id=game.id, guild_id=1, asked_by=game.players[owner]), theirs, mine
            )
        except Exception as exc:
            return await self._refused(exc, (theirs, mine), CAPS["premove"], before, game.id)
        try:
            their_move = replay.game.parse_move(replay.state, theirs)
            replay.apply(their_move)
            pair = (str(their_move), str(replay.game.parse_move(replay.state, mine)))
        except Exception as exc:
            return True, f"{(theirs, mine)!r} was queued, but the engine refuses it: {exc}"
        lines = await self._pending(game, owner)
        if not keep:
            await self.service.premoves.clear(
                Asked(game_id=game.id, guild_id=1, asked_by=game.players[owner])
            )
        if not premoves_allowed(name) or pair not in [(p.their_move, p.reply_move) for p in lines]:
            return True, f"{(theirs, mine)!r} accepted as {pair!r}, and the lines are {lines!r}"
        return True, None

    async def _pending(self, game: GameRecord, seat: int) -> list[Any]:
        lines = await self.service.ctx.store.premoves_for(game.id, seat)
        return [line for line in lines if line.state == "pending" and line.ply == game.ply]

    async def answer(self, name: str, pick: int) -> Result:
        """The player to move plays a move a queued line names (``pick`` chooses, among
        them and a few other legal moves): the line's reply follows at once in the log,
        and no line of that ply is left waiting."""
        game = await self.game(name)
        replay = (await self.service.games.replay_of(game)).fork()
        if not isinstance(replay.to_move, int):
            return True, None
        seat = replay.to_move
        lines = await self._pending(game, 1 - seat)
        choices = [line.their_move for line in lines]
        choices += [str(move) for move in replay.legal_moves()[:5]]
        move = choices[pick % len(choices)]
        await self.service.games.move(Asked(game_id=game.id, asked_by=game.players[seat]), move)
        replay.apply(replay.game.parse_move(replay.state, move))
        logged = [m.notation for m in await self.service.ctx.store.moves(game.id)][game.ply :]
        named = next((line for line in lines if line.their_move == logged[0]), None)
        if named is not None and replay.outcome is None:
            if logged[:2] != [named.their_move, named.reply_move]:
                return True, f"{move!r} named {named!r}, but the log goes on {logged!r}"
        left = await self._pending(game, 1 - seat)
        if left:
            return True, f"after {move!r} these lines still wait: {left!r}"
        return True, None

    # --- addresses ---------------------------------------------------------------

    async def link(self, text: str) -> Result:
        """``/email link`` by alice: a code is mailed to the address as checked."""
        before = await self.footprint()
        try:
            await self.service.email.link(ALICE, text)
        except Exception as exc:
            return await self._refused(exc, (text,), CAPS["address"], before, None)
        claim = await self.service.ctx.store.get_email(ALICE)
        queued = await self.service.mailbox.waiting()
        if claim is None or claim.address != text.strip().strip("<>").strip():
            return True, f"{text!r} linked as {claim!r}"
        taken = await self.service.ctx.store.user_for_address(claim.address) not in (None, ALICE)
        if queued != before[0] + (not taken):  # another's address is claimed but not mailed
            return True, f"{text!r} linked, {queued - before[0]} mails queued"
        return True, None

    async def new_code(self) -> None:
        """carol links her address afresh (unlinked first: linking a verified address
        again changes nothing); the code mailed to her is kept to compare."""
        await self.service.email.unlink(CAROL)
        await self.service.email.link(CAROL, "carol@player.test")
        for mail in await self.service.mailbox.claim(timedelta(minutes=5), 1000):
            if mail.kind == VERIFY and mail.user_id == CAROL:
                self.code = json.loads(mail.body)["code"]
            await self.service.mailbox.sent(mail.id, "read by the fuzzer")

    async def verify(self, text: str) -> Result:
        """``/email verify`` by carol: it verifies exactly when the code is the one sent."""
        store = self.service.ctx.store
        before = await store.get_email(CAROL)
        assert before is not None
        right = text.strip() == self.code
        try:
            await self.service.email.verify(CAROL, text)
        except Exception as exc:
            problem = refusal_problem(exc, (text,), CAPS["address"])
            after = await store.get_email(CAROL)
            if problem is None and (after is None or after.verified_at is not None):
                problem = f"{text!r} was refused, yet the address is verified"
            elif problem is None and right:
                problem = f"the right code {text!r} was refused: {exc}"
            return False, problem
        after = await store.get_email(CAROL)
        await self.new_code()
        if not right or after is None or after.verified_at is None:
            return True, f"{text!r} (the code is {self.code!r}) verified: {after!r}"
        return True, None


# --- seeded generators (the dedicated run) -------------------------------------

DM_PREFIXES: Final[tuple[str, ...]] = (
    "#{id} ", "#{id}", "# {id} ", "game {id}: ", "Game {id}, ", "#0 ", "#999999999999 ",
    "#{id}{id} ", "＃{id} ", "", "", "", "#-1 ", "#{id}:", "#1e3 ",
)  # fmt: skip


def code_text(rng: random.Random, code: str) -> str:
    """The code sent, spaced or mistyped, other scripts' digits, or junk."""
    roll = rng.random()
    if roll < 0.2:
        return rng.choice((code, f" {code} ", f"{code}\n", f"`{code}`"))
    if roll < 0.5:
        at = rng.randrange(len(code))
        return code[:at] + rng.choice("0123456789١２ ") + code[at + 1 :]
    if roll < 0.7:
        return str(rng.randrange(10 ** rng.randrange(1, 9)))
    return random_unicode(rng, rng.choice((6, 30)))


async def run_service(inputs: int, seed: int = 0) -> list[Tally]:
    """Each command ``inputs`` times on a fresh SQLite database: one tally each."""
    with tempfile.TemporaryDirectory() as folder:
        service = await open_service(str(Path(folder) / "fuzz.db"), rng=random.Random(seed))
        try:
            fuzz = await ServiceFuzz.open(service)
            return [
                await _fuzz_command(label, inputs, case, fuzz, seed)
                for label, case in SERVICE_CASES
            ]
        finally:
            await service.close()


Case = Callable[[ServiceFuzz, random.Random, Tally], Awaitable[None]]


async def _fuzz_command(label: str, inputs: int, case: Case, fuzz: ServiceFuzz, seed: int) -> Tally:
    rng = random.Random(f"{label}:{seed}")
    tally = Tally(label)
    started = time.perf_counter()
    for _ in range(inputs):
        await case(fuzz, rng, tally)
    tally.seconds = time.perf_counter() - started
    return tally


async def _move_text(fuzz: ServiceFuzz, rng: random.Random, name: str) -> str:
    if rng.random() < 0.25:
        return random_unicode(rng, rng.choice((8, 40, 200)))
    return grammar_text(rng, await fuzz.tokens(name), WORDS[name])


async def _move(fuzz: ServiceFuzz, rng: random.Random, tally: Tally) -> None:
    name = rng.choice(GAMES.names())
    text = await _move_text(fuzz, rng, name)
    tally.add("move", text, await fuzz.move(name, text, wrong_player=rng.random() < 0.1))


async def _dm(fuzz: ServiceFuzz, rng: random.Random, tally: Tally) -> None:
    name = rng.choice(GAMES.names())
    prefix, text = rng.choice(DM_PREFIXES), await _move_text(fuzz, rng, name)
    tally.add("dm", prefix + text, await fuzz.dm(name, prefix, text))


async def _suggest(fuzz: ServiceFuzz, rng: random.Random, tally: Tally) -> None:
    name = rng.choice(GAMES.names())
    text = await _move_text(fuzz, rng, name)
    tally.add("suggest", text, await fuzz.suggest(name, text))


async def _premove(fuzz: ServiceFuzz, rng: random.Random, tally: Tally) -> None:
    """A line queued (half of them kept), and now and then the opponent's answer, which
    fires or drops the kept ones: its problems are counted, not the answer itself."""
    name = rng.choice(GAMES.names())
    tokens = await fuzz.tokens(name)
    theirs, mine = premove_text(rng, tokens or ("",)), premove_text(rng, tokens or ("",))
    result = await fuzz.premove(
        name, theirs, mine, mover=rng.random() < 0.1, keep=rng.random() < 0.5
    )
    tally.add("premove", (theirs, mine), result)
    if rng.random() < 0.25:
        _, problem = await fuzz.answer(name, rng.randrange(100))
        if problem is not None:
            tally.crashes.append(f"answer in {name}: {problem}")


async def _link(fuzz: ServiceFuzz, rng: random.Random, tally: Tally) -> None:
    text = address_text(rng)
    tally.add("link", text, await fuzz.link(text))


async def _verify(fuzz: ServiceFuzz, rng: random.Random, tally: Tally) -> None:
    text = code_text(rng, fuzz.code)
    tally.add("verify", text, await fuzz.verify(text))


SERVICE_CASES: Final[tuple[tuple[str, Case], ...]] = (
    ("/move", _move),
    ("DM move", _dm),
    ("suggest", _suggest),
    ("/premove", _premove),
    ("link", _link),
    ("verify", _verify),
)
