"""Issue 17.5 on Discord: Plateau moves played by mail that name hidden pieces show in the
game's thread only as their public echo, and a spectator's ``/board`` and ``/history``
carry nothing hidden either.

The bot runs inside SimCord with its mail channel, as in ``test_discord_and_mail``; alice
and bob play every move by replying to their turn mails, choosing (seeded) among their
legal moves those that name a hidden disc whenever there is one. Then every post in the
thread is checked against the engine: its text never holds a line that names a hidden
disc, each board image is exactly the spectator's view at its ply, and carol's ``/board``
and ``/history`` are the spectator's view and the public record.
"""

from __future__ import annotations

import random
from email.message import EmailMessage
from typing import Any

from rules import GAMES
from rules.replay import Replay
from service.kit.privacy import public_record
from service.presenters import PRESENTERS
from tests.bot.conftest import World
from tests.bot.conftest import world as world  # the fixtures, shared with the mail test
from tests.mail.test_discord_and_mail import ALICE_MAIL, BOB_MAIL, Post, linked
from tests.mail.test_discord_and_mail import database as database
from tests.mail.test_discord_and_mail import outside as outside
from tests.mail.test_discord_and_mail import post as post
from tests.mail.test_discord_and_mail import simcord_bot as simcord_bot
from words import ENGLISH

PLATEAU = GAMES["plateau"]
PLIES = 8
NAMES = ("alice", "bob")


def log_replay(lines: list[str]) -> Replay[Any, Any, Any]:
    return Replay.of(PLATEAU, {}, lines)


async def turn_mail(post: Post, address: str, ply: int) -> EmailMessage:
    return await post.wait_for(
        address, lambda m: "your move" in str(m["Subject"]) and f"(ply {ply})" in str(m["Subject"])
    )


async def test_hidden_discs_named_by_mail_never_reach_the_thread_or_a_spectator(
    world: World, post: Post
) -> None:
    await linked(world, world.alice, ALICE_MAIL, post)
    await linked(world, world.bob, BOB_MAIL, post)
    posted = await world.alice.slash(
        world.lobby, "challenge", opponent=world.bob, game="plateau", first="challenger"
    )
    await world.bob.click(posted.response, label="Accept")
    thread = world.thread("Plateau #1")

    rng = random.Random(3)
    lines: list[str] = []
    hidden: list[str] = []
    addresses = (ALICE_MAIL, BOB_MAIL)
    while len(lines) < PLIES:
        replay = log_replay(lines)
        seat = replay.to_move
        assert seat in (0, 1)
        mail = await turn_mail(post, addresses[seat], len(lines))
        legal = replay.legal_moves()
        naming = [m for m in legal if PLATEAU.names_hidden_piece(m)]
        move = str(rng.choice(naming or legal))
        if naming:
            hidden.append(move)
        await post.answer(mail, addresses[seat], move)
        lines.append(move)
        logged = [m.notation for m in await world.env.bot.service.ctx.store.moves(1)]
        assert logged[: len(lines)] == lines, "the reply was not played"
        lines = logged  # with any pass the bot played for a player with nothing else
    assert len(hidden) >= 4, hidden

    presenter = PRESENTERS["plateau"]
    title = "Plateau #1 · alice vs bob"

    def spectators_board(ply: int) -> bytes:
        return presenter.render(
            log_replay(lines[:ply]).view(None), title=title, names=NAMES, reader=ENGLISH
        )

    echoes = [log_replay(lines[:ply]).view(None).last_move for ply in range(len(lines) + 1)]
    images = 0
    for message in thread.history():
        for line in hidden:
            assert line not in message.content, f"{line!r} in the thread: {message.content!r}"
        for attachment in message.attachments:
            ply = int(attachment.filename.rsplit("-", 1)[1].removesuffix(".png"))
            assert await attachment.read() == spectators_board(ply), attachment.filename
            images += 1
            if ply:  # a move's post says it as its public echo, as if played on Discord
                mover = NAMES[(ply - 1) % 2]
                assert message.content.startswith(f"{mover} played `{echoes[ply]}` — ")
    assert images == len(lines) + 1  # the opening post, then one per move

    board = await world.carol.slash(thread, "board")
    assert await board.response.attachments[0].read() == spectators_board(len(lines))
    record = await world.carol.slash(thread, "history")
    text = (await record.response.attachments[0].read()).decode()
    assert text.endswith(public_record(log_replay(lines), {}))
    for answer in (board, record):
        shown = answer.response.content + text
        assert not [line for line in hidden if line in shown]
