"""Secrecy as a property (issue 16): what a non-owner receives is the same in twin worlds.

For a random running Plateau game and an observer seat, ``secrecy_worlds``
builds a twin game that the observer cannot tell apart from it (after every ply
the same knowledge, by the engine's public flags: not by the views, which are
under test) but in which the opponent's hidden faces and hand differ.
Both games are then played end to end through the real bot on a simulated
Discord, from the same script: the same challenge, the same lines typed the
same way (slash command, DM or button) at the same moments, and the same
probes by the observer and by a spectator (``/board``, ``/history``, ``/hand``,
``/games``, ``/review``, ``/replay``, ``/takeback``, ``/draw``, ``/pause``, ``/abort``,
``/explore`` with and without a move and its autocomplete, autocomplete, refused moves
by slash and by DM). Only the opponent's ``open``/``on`` lines differ, and the
opponent's private slips, which name that world's own hidden pieces.

Everything a non-owner can receive is recorded in each world and must be
identical: every reply to the observer and the spectator (text, ephemeral
flag, attachments as bytes, buttons, autocomplete choices), what each of them
sees in the thread and the lobby, their DMs, the record files, and every log
line at INFO and above or that ``postboard.logs.no_payloads`` lets through at
DEBUG. Nothing is normalised, on purpose: the simulated Discord allocates
snowflakes from its virtual clock and the bot reads the same clock, so ids,
times and file names are equal in both runs, and any difference is news.

A game that ended would reveal everything (spec §7, ``reveal_all_at_end``), so
the scripts never play a game's last move.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import os
import random
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
import simcord
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from bot.app import create_bot
from postboard.logs import no_payloads
from rules.plateau.state import ANSWER, DECLINED, PlateauState
from tests.bot.secrecy_worlds import (
    PLATEAU,
    Step,
    attempts,
    differs,
    random_game,
    replay,
    twin,
)

EXAMPLES = int(os.environ.get("POSTBOARD_SECRECY_EXAMPLES", "6"))
"""Games per run: a few seconds each. A longer hunt: ``POSTBOARD_SECRECY_EXAMPLES=100``."""
SAMPLE = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    database=None,
    phases=(Phase.explicit, Phase.generate),
    suppress_health_check=[HealthCheck.too_slow],
)
"""Deterministic for CI: the same examples every run, nothing written to disk. No
shrinking: an example costs two bots and a few seconds, another seed is another game,
and the failure already names the first output that differed and the example to rerun."""

OBSERVER, OPPONENT, SPECTATOR = "observer", "opponent", "spectator"


# --- the script both worlds play --------------------------------------------------


@dataclass(frozen=True, slots=True)
class Action:
    """One thing someone does. ``texts`` holds the line per world (truth, twin): equal
    for everyone but the opponent naming their own hidden pieces. ``how`` is the door:
    ``slash``, ``dm``, ``click`` (a move button), ``complete`` (autocomplete of /move),
    ``explore-move`` (/explore's autocomplete followed word by word, its move tried in
    the line) or another command (``LOOKS``). ``seen`` says whether what the actor gets
    back is recorded: it is for the observer and the spectator, never the opponent."""

    actor: str
    how: str
    texts: tuple[str, str] = ("", "")
    ply: int | None = None

    @property
    def seen(self) -> bool:
        return self.actor != OPPONENT


LOOKS = {
    OBSERVER: ("board", "history", "hand", "games", "complete", "takeback", "draw", "pause")
    + ("review", "replay", "explore", "explore-move"),
    SPECTATOR: ("board", "history", "hand", "games", "complete", "takeback", "draw")
    + ("review", "replay", "explore"),
    OPPONENT: ("board", "history", "hand", "complete", "takeback", "pause", "explore"),
}
"""What each may look at or ask for. Only the observer offers a draw, so no draw is ever
agreed; only a seat's own move can be asked back, so no takeback is either; and an
``abort`` is tried only once the game is past its second move (it would end it)."""


def _prefixes(text: str) -> list[str]:
    return [text[:n] for n in range(len(text) + 1)]


def _looks(actor: str, state: PlateauState, rng: random.Random) -> list[Action]:
    """A command ``actor`` may use at any time (``LOOKS``), or autocomplete."""
    how = rng.choice(LOOKS[actor] + (("abort",) if state.ply >= 2 else ()))
    if how == "complete":
        return [Action(actor, "complete", ("", ""))]
    if how == "explore-move":  # the analysis board's line: drawn from the observer's view
        typed = rng.choice(("", "on ", "m ", "x", "give"))
        return [Action(actor, how, (typed, typed))]
    return [Action(actor, how)]


def _typing(state: PlateauState, steps: list[Step], index: int, rng: random.Random) -> list[Action]:
    """The observer typing into /move: a bare verb, or a prefix of a legal move (their
    own, or the opponent's when it is the opponent's turn), or of the line just played
    (the opponent's names a hidden piece of this world's truth)."""
    typed = ["", "m", "on ", "x", "give", "open a", "stomp"]
    if index:
        typed += _prefixes(steps[index - 1].text)
    legal = PLATEAU.legal_moves(state)
    if legal:
        typed += _prefixes(str(rng.choice(legal)))
    return [Action(OBSERVER, "complete", (text, text)) for text in rng.sample(typed, 2)]


def _door(rng: random.Random, text: str, buttons: bool) -> str:
    """How a line is sent: by slash command or DM, or the post's button if it has one."""
    if buttons and text in ("decline", "withdraw") and rng.random() < 0.5:
        return "click"
    return rng.choice(("slash", "dm"))


def _slip(text: str) -> str | None:
    """A refused variant of the opponent's own line that still names their piece."""
    words = text.split()
    if words[0] == "on":
        return f"on {words[1]} {words[2].partition('/')[0]}/9"  # E_BAD_HEIGHT
    if words[0] == "open":
        return f"open b2 {words[2]} {words[3]}"  # E_NOT_PERIMETER
    return None


def script(
    steps: list[Step], twin_texts: list[str], observer: int, rng: random.Random
) -> list[Action]:
    """What happens in both worlds, ply by ply: looks, refused tries, then the move."""
    actions: list[Action] = []
    for index, (step, other) in enumerate(zip(steps, twin_texts, strict=True)):
        state = step.before
        if rng.random() < 0.3:
            actions += _typing(state, steps, index, rng)
        if rng.random() < 0.3:
            for text in attempts(state, observer, rng, 1):
                actions.append(Action(OBSERVER, rng.choice(("slash", "dm")), (text, text)))
        if rng.random() < 0.3:
            actions += _looks(rng.choice((OBSERVER, SPECTATOR, OPPONENT)), state, rng)
        if step.forced:
            continue  # the service plays it as the previous line lands
        actor = OBSERVER if step.mover == observer else OPPONENT
        if actor == OPPONENT and rng.random() < 0.3:
            slips = (_slip(step.text), _slip(other))
            if slips[0] is not None and slips[1] is not None:
                actions.append(Action(OPPONENT, rng.choice(("slash", "dm")), (slips[0], slips[1])))
        buttons = state.phase in (ANSWER, DECLINED)  # its post may carry the answer's button
        ply = state.ply if rng.random() < 0.3 else None
        actions.append(Action(actor, _door(rng, step.text, buttons), (step.text, other), ply))
    for actor, how in ((OBSERVER, "hand"), (OBSERVER, "board"), (SPECTATOR, "history")):
        actions.append(Action(actor, how))
    actions += [Action(OBSERVER, "explore"), Action(OBSERVER, "explore-move", ("", ""))]
    actions.append(Action(SPECTATOR, "explore"))
    actions.append(Action(SPECTATOR, "slash", ("m a1 a2", "m a1 a2")))
    actions.append(Action(SPECTATOR, "complete", ("", "")))
    return actions


# --- playing a script on a simulated Discord ------------------------------------------


class Recorder(logging.Handler):
    """Every log line that would reach an operator: the filter the product installs."""

    def __init__(self) -> None:
        super().__init__(level=logging.DEBUG)
        self.lines: list[tuple[str, str, str]] = []
        self.dropped = 0  # lines the filter held back: proof the capture was at DEBUG

    def emit(self, record: logging.LogRecord) -> None:
        if not no_payloads(record):
            self.dropped += 1
            return
        error = "" if record.exc_info is None else repr(record.exc_info[1])
        self.lines.append((record.name, record.levelname, record.getMessage() + error))


@contextmanager
def recording() -> Iterator[Recorder]:
    """Every logger at DEBUG for the run, as careless configuration would have it."""
    recorder = Recorder()
    root = logging.getLogger()
    saved = root.level
    root.addHandler(recorder)
    root.setLevel(logging.DEBUG)
    try:
        yield recorder
    finally:
        root.removeHandler(recorder)
        root.setLevel(saved)


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


async def described(message: discord.Message | simcord.ResponseMessage | None) -> tuple[Any, ...]:
    """A message as its reader gets it: text, ephemeral flag, attachment bytes (hashed, so
    a failure stays readable; equal hashes are equal PNGs), buttons, embeds."""
    if message is None:
        return ("no message",)
    if isinstance(message, simcord.ResponseMessage):
        message = message.message
    files = tuple([(a.filename, _digest(await a.read())) for a in message.attachments])
    buttons = tuple(
        (getattr(child, "custom_id", None), getattr(child, "label", None))
        for row in message.components
        for child in getattr(row, "children", ())
    )
    embeds = tuple(str(embed.to_dict()) for embed in message.embeds)
    return (message.content, message.flags.ephemeral, files, buttons, embeds)


@dataclass
class Seen:
    """Everything a non-owner received in one world, in order."""

    replies: list[tuple[Any, ...]] = field(default_factory=list)
    places: dict[str, list[tuple[Any, ...]]] = field(default_factory=dict)
    records: list[str] = field(default_factory=list)
    logs: list[tuple[str, str, str]] = field(default_factory=list)
    dropped: int = 0
    played: list[str] = field(default_factory=list)  # the game's log: not seen, a check


async def _answered(result: simcord.InteractionResult) -> list[tuple[Any, ...]]:
    out = [await described(result.response)]
    out += [await described(m) for m in result.followups]
    return out


async def play(actions: list[Action], world: int, observer: int, folder: Path) -> Seen:
    """Play ``actions`` in ``world`` (0 the truth, 1 the twin) on a fresh bot and database."""
    seen = Seen()
    bot = create_bot(database=str(folder / f"world{world}.db"), rng=random.Random(7))
    with recording() as logs:
        async with simcord.run(bot) as env:
            guild = env.create_guild("Board games")
            lobby = guild.create_text_channel("games")
            players = [guild.add_member(env.create_user(name)) for name in ("alice", "bob")]
            carol = guild.add_member(env.create_user("carol"))
            who = {OBSERVER: players[observer], OPPONENT: players[1 - observer], SPECTATOR: carol}
            posted = await players[0].slash(
                lobby, "challenge", opponent=players[1], game="plateau", first="challenger"
            )
            await players[1].click(posted.response, label="Accept")
            thread = next(t for t in lobby.threads if t.name.startswith("Plateau #1"))
            for number, action in enumerate(actions):
                got = await _act(action, action.texts[world], who[action.actor], thread)
                if action.seen:
                    seen.replies.append((number, action.actor, action.how, *got))
            for name, actor in ((OBSERVER, who[OBSERVER]), (SPECTATOR, carol)):
                seen.places[f"{name} in the thread"] = [
                    await described(m) for m in thread.history(viewer=actor)
                ]
                seen.places[f"{name} in the lobby"] = [
                    await described(m) for m in lobby.history(viewer=actor)
                ]
                dms = actor.user.dm_channel.history()
                seen.places[f"{name}'s DMs"] = [await described(m) for m in dms]
            for message in thread.history(viewer=carol):
                for attachment in message.attachments:
                    if attachment.filename.endswith(".txt"):
                        seen.records.append((await attachment.read()).decode())
            seen.played = [m.notation for m in await bot.service.ctx.store.moves(1)]
            await env.bot.close()
    seen.logs = logs.lines
    seen.dropped = logs.dropped
    return seen


async def _act(
    action: Action, text: str, actor: simcord.MemberActor, thread: simcord.ChannelHandle
) -> tuple[Any, ...]:
    """Do one action; what came back to the actor."""
    how = action.how
    if how == "complete":
        return (text, repr(await actor.autocomplete(thread, "move", "notation", text)))
    if how == "explore-move":  # the first move offered, word by word, tried in the line
        offers, typed = [], text
        for _ in range(4):
            offered = await actor.autocomplete(thread, "explore", "move", typed)
            offers.append(repr(offered))
            if not offered or offered[0]["value"] == typed.strip():
                break
            typed = f"{offered[0]['value']} "
        tried = await actor.slash(thread, "explore", move=typed.strip() or "pass")
        return (text, *offers, *await _answered(tried))
    if how == "dm":
        dm = actor.user.dm_channel
        before = len(dm.history())
        await actor.send_dm(text)
        return tuple([await described(m) for m in dm.history()[before:]])
    if how == "click":
        post = next(m for m in reversed(thread.history(viewer=actor)) if _labels(m) & {text})
        return tuple(await _answered(await actor.click(post, label=text)))
    if how == "slash":
        options: dict[str, Any] = {"notation": text}
        if action.ply is not None:
            options["ply"] = action.ply
        return tuple(await _answered(await actor.slash(thread, "move", **options)))
    return tuple(await _answered(await actor.slash(thread, how)))


def _labels(message: discord.Message) -> set[str]:
    return {
        str(getattr(child, "label", ""))
        for row in message.components
        for child in getattr(row, "children", ())
    }


async def both_worlds(actions: list[Action], observer: int) -> tuple[Seen, Seen]:
    with tempfile.TemporaryDirectory() as folder:
        truth = await play(actions, 0, observer, Path(folder))
        other = await play(actions, 1, observer, Path(folder))
    return truth, other


def assert_same(truth: Seen, other: Seen) -> None:
    """Field by field, so a failure names what differed first."""
    for number, (a, b) in enumerate(zip(truth.replies, other.replies, strict=True)):
        assert a == b, f"reply {number} differs between the worlds"
    for place in truth.places:
        assert truth.places[place] == other.places[place], f"{place} differ between the worlds"
    assert truth.records == other.records, "the records differ between the worlds"
    assert truth.logs == other.logs, "the log lines differ between the worlds"


# --- the property -------------------------------------------------------------------


@SAMPLE
@given(
    observer=st.sampled_from((0, 1)),
    plies=st.integers(min_value=3, max_value=32),
    seed=st.integers(min_value=0, max_value=2**32 - 1),
)
def test_a_non_owner_receives_the_same_in_worlds_that_differ_only_in_what_they_may_not_know(
    observer: int, plies: int, seed: int
) -> None:
    """Each example builds its own bots and loop (fixtures are per test, not per
    example) and plays the worlds one after the other: SimCord runs one Env per loop."""
    steps = random_game(random.Random(seed), plies)
    twin_texts = twin(steps, observer, random.Random(seed + 1))
    actions = script(steps, twin_texts, observer, random.Random(seed + 2))
    truth, other = asyncio.run(both_worlds(actions, observer))
    assert truth.played == [step.text for step in steps], "every line of the truth landed"
    assert other.played == twin_texts, "every line of the twin landed"
    assert len(truth.replies) == sum(action.seen for action in actions)
    assert truth.dropped and other.dropped, "the libraries logged at DEBUG: the filter had work"
    assert_same(truth, other)


def test_twins_are_indistinguishable_to_their_observer_and_usually_differ() -> None:
    """The property is only as strong as its twins: they must differ from the truth in
    what the observer may not know, usually. That the views then agree too is the
    engine's share of the property, checked here where a failure points at it."""
    differing = 0
    for seed in range(8):
        steps = random_game(random.Random(seed), 36)
        observer = seed % 2
        texts = twin(steps, observer, random.Random(seed + 1))
        for step, state in zip(steps, replay(texts), strict=True):
            for seat in (observer, None):
                assert PLATEAU.view(step.after, seat) == PLATEAU.view(state, seat), (seed, step)
        differing += differs(steps, texts)
    assert differing >= 6, f"only {differing} of 8 twins differ from their truth"
