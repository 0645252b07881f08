"""Plateau by mail: each player's mail carries their own view and nothing of the other's.

A whole game is played by mail; then every turn mail each player received is
checked against the engine: its PNG is exactly the board drawn from that
player's own view at that ply, and its diagram exactly that view's diagram. The
engine's tests prove a seat's view hides what the seat may not know, so a mail
made only of it leaks nothing. And the opponent's moves that named a hidden
piece appear in no mail of the other player.
"""

from __future__ import annotations

import html
import random
from email.message import EmailMessage
from typing import Any, cast

from rules import GAMES
from rules.replay import Replay
from service.games.alt import alt_text
from service.presenters import PRESENTERS
from tests.mail.conftest import ADDRESS, ALICE, BOB, MailWorld
from tests.mail.mailbox import text_of
from tests.mail.test_play_by_mail import replay_of, until_ply_passes
from words import ENGLISH
from words.plain import fitted_alt

PLATEAU = GAMES["plateau"]
NAMES = ("alice", "bob")
TITLE = "Plateau #1 · alice vs bob"


def png_of(message: EmailMessage) -> bytes:
    for part in message.iter_attachments():
        if part.get_content_type() == "image/png":
            return cast(bytes, part.get_content())
    raise AssertionError("no PNG attached")


def ply_of(message: EmailMessage) -> int:
    return int(str(message["Subject"]).rsplit("(ply ", 1)[1].rstrip(")"))


async def test_each_player_s_mail_shows_only_their_own_view(mail_world: MailWorld) -> None:
    world = mail_world
    rng = random.Random(5)
    game_id = await world.new_game("plateau")
    players = (ALICE, BOB)
    hidden_lines: dict[int, list[str]] = {ALICE: [], BOB: []}
    replay = await replay_of(world, game_id, {})
    while replay.outcome is None:
        seat = replay.to_move
        assert seat in (0, 1)
        user = players[seat]
        mail = await world.turn_mail(user, game_id, replay.plies)
        move = rng.choice(replay.legal_moves())
        if PLATEAU.names_hidden_piece(move):
            hidden_lines[user].append(str(move))
        await world.answer(mail, user, str(move))
        await until_ply_passes(world, game_id, replay.plies)
        replay = await replay_of(world, game_id, {})

    log = [m.notation for m in await world.service.ctx.store.moves(game_id)]
    presenter = PRESENTERS["plateau"]
    checked = 0
    for seat, user in enumerate(players):
        turns = [m for m in world.outside.to(ADDRESS[user]) if "your move" in str(m["Subject"])]
        assert turns
        for message in turns:
            at: Replay[Any, Any, Any] = Replay.of(PLATEAU, {}, log[: ply_of(message)])
            view = at.view(seat)
            assert png_of(message) == presenter.render(
                view, title=TITLE, names=NAMES, reader=ENGLISH
            )
            words = alt_text(presenter, view, title=TITLE, names=NAMES, ply=at.plies)
            alt = " ".join(fitted_alt(words.full, words.brief, ENGLISH).splitlines())
            body = message.get_body(preferencelist=("html",))
            assert body is not None and f'alt="{html.escape(alt)}"' in body.get_content(), (
                "the board's words come from the reader's own view (issue 31)"
            )
            diagram = presenter.diagram(view, names=NAMES, reader=ENGLISH)
            assert "\n".join(f"    {line}" if line else "" for line in diagram.splitlines()) in (
                text_of(message)
            )
            checked += 1
        opponent = players[1 - seat]
        everything = "\n".join(
            text_of(m) + str(m.get_body(preferencelist=("html",)))
            for m in world.outside.to(ADDRESS[user])
        )
        for line in hidden_lines[opponent]:
            assert line not in everything, f"{line!r} reached {NAMES[seat]}'s mail"
    assert checked >= 10
