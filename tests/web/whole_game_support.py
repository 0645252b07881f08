"""Whole games across channels, for ``test_play_whole_games`` (issue 33, item 4).

One bot runs inside SimCord with the web site (the players' pages) on a real port of
this machine and, for a game by mail, its mail channel between real SMTP servers on
loopback, all three on the bot's one service; what the web and mail change is told to
the bot's outbox, as ``postboard run``'s switchboard does. The players:

- ``WebPlayer``: a page in the real headless Chromium, opened from the link ``/web
  link`` gave, acting only by clicking what the page shows: a move's steps one button
  at a time (its policy picks among the buttons on screen), then the confirmation.
- ``DiscordPlayer``: a SimCord member who moves with ``/move`` in the game's thread.
- ``MailPlayer``: a player who answers each turn mail from their own address, with a
  real SMTP client, to the bot's listener.

The two who are not on the page choose among the legal moves the service offers
(``GameDesk.replay_of``); every choice is the policy's (the first, or a seeded random
one), so each game is the same on every run.

The site is started inside the test's own body, not a fixture: SimCord's clock (the
bot's, so the links') is chosen by the context a task starts in, and the site's
handlers start in the context its listening socket was opened in.
"""

from __future__ import annotations

import asyncio
import random
import re
import socket
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from email.message import EmailMessage
from typing import Any, Protocol

import simcord
from aiohttp.test_utils import TestServer

from bot.app import PostboardBot
from mail.channel import MailChannel
from rules import GAMES
from rules.replay import AnyReplay, Replay
from service import Service
from service.running.outbox import Notification, tell
from tests.bot.conftest import World
from tests.mail.conftest import config
from tests.mail.mailbox import OutsideWorld, reply, send, text_of
from tests.web.test_browser import VIEWPORT, Watched, board_loaded
from web import make_app
from web.limits import UNLIMITED, Limiter
from web.play import PlaySite

WAIT = 10.0
"""How long anything awaited may take before the test fails saying what it waited for."""
MENTION = re.compile(r"<@!?(\d+)>")
LINK = re.compile(r"http://127\.0\.0\.1:\d+/p/[0-9a-z.]+")

Policy = Callable[[list[str], random.Random], str]
"""Picks one of the choices: the buttons of a step, or the legal moves."""


def first(choices: list[str], rng: random.Random) -> str:
    return choices[0]


def seeded(choices: list[str], rng: random.Random) -> str:
    return rng.choice(choices)


def free_port() -> int:
    """A port nothing listens on now: the bot makes its links from the site's address,
    so it must know the port before the site starts."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def bot_of(world: World) -> PostboardBot:
    bot = world.env.bot
    assert isinstance(bot, PostboardBot)
    return bot


async def until(check: Callable[[], Any], what: str, timeout: float = WAIT) -> Any:
    """Poll ``check`` until it answers something true; fail naming ``what``."""
    ends = time.perf_counter() + timeout  # SimCord makes time.monotonic its own clock
    while not (found := check()):
        if time.perf_counter() > ends:
            raise AssertionError(f"waited {timeout:g} s for {what}")
        await asyncio.sleep(0.01)
    return found


def watch(page: Any, origin: str) -> Watched:
    """``page`` with every response it gets kept and its errors counted, as
    ``tests.web.test_browser.open_page`` does for a page of the browser's default
    context (each player here has a context, so cookies of their own)."""
    watched = Watched(page, origin)

    async def keep(response: Any) -> None:
        try:
            body = await response.body()
        except Exception:  # a redirect or an aborted image: nothing was received
            return
        watched.bodies.append((response.url, response.headers.get("content-type", ""), body))

    def on_response(response: Any) -> None:
        if not response.url.endswith("/events"):  # a stream never ends
            watched.pending.append(asyncio.ensure_future(keep(response)))

    def on_request(request: Any) -> None:
        if not request.url.startswith(origin):
            watched.errors.append(f"a request left the site: {request.url}")

    page.on("response", on_response)
    page.on("request", on_request)
    page.on("console", lambda m: m.type == "error" and watched.errors.append(m.text))
    page.on("pageerror", lambda e: watched.errors.append(str(e)))
    return watched


@dataclass
class Table:
    """Everything a whole game needs: the SimCord world, the site, the browser, mail."""

    world: World
    browser: Any
    port: int
    server: TestServer | None = None
    outside: OutsideWorld | None = None
    mail: MailChannel | None = None
    pages: list[Watched] = field(default_factory=list)

    @property
    def service(self) -> Service:
        return bot_of(self.world).service

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def plain(self, text: str) -> str:
        """A Discord message as its reader sees it: mentions as names, no bold."""
        world = self.world
        names = {str(m.id): m.user.name for m in (world.alice, world.bob, world.carol)}
        return MENTION.sub(lambda m: names.get(m[1], m[0]), text).replace("**", "")

    async def open(self, *, mail: bool = False) -> None:
        """The site on ``port`` (and the mail channel) on the bot's service."""
        bot = bot_of(self.world)

        async def told(notification: Notification) -> None:
            await tell(bot.outbox, notification)

        # a page may send twenty requests at once, then one every two seconds
        # (web.play.site.ACTIONS_PER_SESSION); these players move faster than that for long
        per_page = Limiter(any_request=UNLIMITED, costly_request=UNLIMITED)
        app = make_app(
            self.service.spectators,
            fresh_seconds=0.0,
            poll_seconds=0.05,
            spread_seconds=0.0,
            limiter=Limiter(any_request=UNLIMITED, costly_request=UNLIMITED),
            play=PlaySite(self.service.web_play, told, actions=per_page),
        )
        self.server = TestServer(app, host="127.0.0.1", port=self.port)
        await self.server.start_server()
        if mail:
            self.outside = OutsideWorld()
            await self.outside.start()
            self.mail = await MailChannel.open(self.service, config(self.outside), told)
            await self.mail.start(background=False)  # SimCord owns the loop's time: pumped

    async def close(self) -> None:
        for watched in self.pages:
            await watched.page.context.close()
        if self.mail is not None:
            await self.mail.stop()
        if self.outside is not None:
            await self.outside.stop()
        if self.server is not None:
            await self.server.close()

    async def replay(self, game_id: int) -> AnyReplay:
        return await self.service.games.replay_of(await self.service.ctx.store.get_game(game_id))

    async def record_of(self, game_id: int) -> Replay:
        """The game replayed from its log alone, as the referee would."""
        record = await self.service.ctx.store.get_game(game_id)
        return Replay.of(GAMES[record.game], record.options, await self.notations(game_id))

    async def notations(self, game_id: int) -> list[str]:
        return [m.notation for m in await self.service.ctx.store.moves(game_id)]

    async def pump(self) -> None:
        """What the mail channel's tasks would do now: act on mail in, send mail out."""
        if self.mail is not None:
            await self.mail.pump()

    async def challenge(
        self, game: str, by_mail: str | None = None, **options: Any
    ) -> simcord.ChannelHandle:
        """alice challenges bob on Discord, moving first; bob accepts with the button, or
        by answering the challenge's mail from ``by_mail``. The game's thread."""
        world = self.world
        posted = await world.alice.slash(
            world.lobby, "challenge", opponent=world.bob, game=game, first="challenger", **options
        )
        assert not posted.ephemeral, posted.response.content
        if by_mail is None:
            await world.bob.click(posted.response, label="Accept")
        else:
            mail = await self.mail_to(by_mail, lambda m: "challenges you" in str(m["Subject"]))
            await self.answer(mail, by_mail, "accept")
        return world.thread(f"{game.capitalize()} #")

    async def mail_to(
        self, address: str, match: Callable[[EmailMessage], bool], after: int = 0
    ) -> EmailMessage:
        assert self.outside is not None
        await self.pump()
        return await self.outside.wait_for(address, match, after=after, timeout=WAIT)

    async def answer(self, mail: EmailMessage, sender: str, text: str) -> None:
        """``sender`` replies ``text`` to ``mail``, through the bot's listener."""
        assert self.mail is not None and self.mail.port is not None
        await send(reply(mail, sender, text), self.mail.port)
        await self.pump()

    async def link_address(self, who: simcord.MemberActor, address: str) -> None:
        """``/email link``, the code from the mail that comes, ``/email verify``."""
        asked = await who.slash(self.world.lobby, "email link", address=address)
        assert asked.ephemeral
        mail = await self.mail_to(address, lambda m: "code" in str(m["Subject"]))
        code = re.search(r"\b(\d{6})\b", text_of(mail))
        assert code is not None
        verified = await who.slash(self.world.lobby, "email verify", code=code[1])
        assert "Verified" in verified.response.content

    async def web_link(self, who: simcord.MemberActor, thread: simcord.ChannelHandle) -> str:
        """The personal link ``/web link`` answers ``who`` with, privately."""
        asked = await who.slash(thread, "web link")
        assert asked.ephemeral
        found = LINK.search(asked.response.content)
        assert found, asked.response.content
        return found.group(0)

    async def browse(self, address: str) -> Watched:
        """A page in a browser context of its own (its own cookies), its script ready and
        its board drawn."""
        context = await self.browser.new_context(viewport=VIEWPORT)
        watched = watch(await context.new_page(), self.url("/"))
        self.pages.append(watched)
        await watched.page.goto(address)
        if "/play/" in watched.page.url:  # a player's page says when its script is ready
            await watched.page.wait_for_function("() => document.body.dataset.ready === 'true'")
        await board_loaded(watched.page)
        return watched


class Player(Protocol):
    name: str
    seat: int

    async def move(self, table: Table, game_id: int) -> str:
        """Play one move at the game's ply now."""
        ...


@dataclass
class WebPlayer:
    """A player on their own page, who only clicks: a step's button, and the next, until
    the words chosen are a whole move, then its confirmation."""

    name: str
    seat: int
    watched: Watched
    policy: Policy
    rng: random.Random

    @property
    def page(self) -> Any:
        return self.watched.page

    async def wait(self, script: str, arg: Any, what: str) -> None:
        try:
            await self.page.wait_for_function(script, arg=arg, timeout=WAIT * 1000)
        except Exception as error:
            said = await self.page.inner_text("#said")
            raise AssertionError(f"{what}: {error}; the page said {said!r}") from None

    async def turn(self, plies: int) -> None:
        """Wait until the page, by itself, shows ``plies`` plies and the move builder."""
        await self.wait(
            "(n) => Number(document.body.dataset.plies) === n"
            " && document.querySelectorAll('#moves li').length === n"
            " && document.body.dataset.yourTurn === 'true'"
            " && !document.getElementById('move').hidden",
            plies,
            f"{self.name}'s page to show ply {plies} and the move",
        )

    async def move(self, table: Table, game_id: int) -> str:
        page = self.page
        before = (await table.replay(game_id)).plies
        await self.turn(before)
        chosen = ""
        while await page.locator("#confirm").is_hidden():
            choices = await page.locator("#choices button.choice").evaluate_all(
                "buttons => buttons.map(b => b.dataset.move)"
            )
            assert choices, f"{self.name}'s page offers nothing after {chosen!r}"
            chosen = self.policy([str(c) for c in choices], self.rng)
            await page.click(f'#choices button.choice[data-move="{chosen}"]')
            await self.wait(
                "(m) => document.getElementById('confirm-move').value === m",
                chosen,
                f"the step {chosen!r}",
            )
        assert await page.inner_text("#play-it") == f"Play {chosen}"
        answered = await page.evaluate_handle("() => document.getElementById('said').firstChild")
        await page.click("#play-it")
        await self.wait(  # the answer to this click (the live stream may tell the ply first)
            "([n, old]) => Number(document.body.dataset.plies) > n"
            " && document.getElementById('said').firstChild !== old",
            [before, answered],
            f"{chosen!r} to be played",
        )
        said = await page.inner_text("#said")
        assert re.match(rf"You played {re.escape(chosen)}[ ,]", said), said
        return chosen


@dataclass
class DiscordPlayer:
    """A player in the game's thread, who moves with ``/move``."""

    name: str
    seat: int
    actor: simcord.MemberActor
    thread: simcord.ChannelHandle
    policy: Policy
    rng: random.Random

    async def move(self, table: Table, game_id: int) -> str:
        replay = await table.replay(game_id)
        assert replay.to_move == self.seat
        move = self.policy([str(m) for m in replay.legal_moves()], self.rng)
        played = await self.actor.slash(self.thread, "move", notation=move)
        assert played.response is not None and "played" in played.response.content.lower(), (
            played.response.content
        )
        return move


@dataclass
class MailPlayer:
    """A player who answers their turn mails, from their own address."""

    name: str
    seat: int
    address: str
    policy: Policy
    rng: random.Random
    told: list[str] = field(default_factory=list)
    """The first line of each turn mail answered (what the other did), in order."""

    async def turn_mail(self, table: Table, game_id: int, ply: int) -> EmailMessage:
        return await table.mail_to(
            self.address,
            lambda m: (
                f"#{game_id} " in str(m["Subject"])
                and f"(ply {ply})" in str(m["Subject"])
                and "your move" in str(m["Subject"])
            ),
        )

    async def move(self, table: Table, game_id: int) -> str:
        replay = await table.replay(game_id)
        assert replay.to_move == self.seat
        mail = await self.turn_mail(table, game_id, replay.plies)
        self.told.append(text_of(mail).splitlines()[0])
        move = self.policy([str(m) for m in replay.legal_moves()], self.rng)
        await table.answer(mail, self.address, move)
        return move


Check = Callable[[], Awaitable[None]]


async def nothing() -> None:
    return None


@dataclass
class Played:
    """What a whole game left: the moves from the page and their posts."""

    web_moves: list[str] = field(default_factory=list)
    web_posts: list[str] = field(default_factory=list)
    other_moves: list[str] = field(default_factory=list)


async def posted(thread: simcord.ChannelHandle, before: int, what: str) -> Any:
    """The first message in ``thread`` after its first ``before``, once there is one."""
    found = await until(lambda: thread.history()[before:][:1], what)
    return found[0]


async def play_out(
    table: Table,
    game_id: int,
    thread: simcord.ChannelHandle,
    web: WebPlayer,
    other: Player,
    *,
    max_plies: int,
    after_each: Check = nothing,
) -> Played:
    """Play the game to its end, each player in their channel. After each move from the
    page, its post in the thread; ``after_each`` after every move, while the game runs."""
    played = Played()
    while True:
        replay = await table.replay(game_id)
        if replay.outcome is not None:
            return played
        assert replay.plies < max_plies, f"no end after {replay.plies} plies"
        if replay.to_move == web.seat:
            before = len(thread.history())
            move = await web.move(table, game_id)
            post = await posted(thread, before, f"the thread to show {move!r} from the page")
            said = table.plain(post.content)
            assert said.startswith(f"{web.name} played "), said
            assert post.author.bot and post.attachments, "posted by the bot, with its board"
            played.web_moves.append(move)
            played.web_posts.append(said)
        else:
            assert replay.to_move == other.seat
            played.other_moves.append(await other.move(table, game_id))
        if (await table.replay(game_id)).outcome is None:
            await after_each()
