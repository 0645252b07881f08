"""Issue 29: a board's words are in the language of whoever reads it.

A public post's board (the start, every move, ``/board``) speaks the server's
language, like the post's text: the one its admins chose, else the locale the
channel reports the server prefers. A private answer's board (``/hand``, a move's
preview, ``/review``) speaks the asker's. The server's choice is kept a minute in
the process and forgotten at once when its admins change it here.
"""

from __future__ import annotations

from typing import Any

import pytest

from service import Asked, Service, UserRef
from service.challenges.terms import ChallengeTerms
from service.readers.desk import KEPT_FOR, ReaderDesk
from tests.boards_drawn import Drawn
from tests.service.conftest import ALICE, BOB
from words import Reader

GUILD = 1


async def new_game(service: Service, game: str, options: dict[str, Any]) -> int:
    """``game`` between alice (to move first) and bob, accepted; its id."""
    posted = await service.challenges.create(
        guild_id=GUILD,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game=game, options=options, first="challenger"),
    )
    return (await service.challenges.accept(BOB, posted.challenge.id)).game.id


async def test_public_boards_speak_the_servers_language_and_private_ones_the_askers(
    service: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn = Drawn(monkeypatch)
    await service.config.update(GUILD, language="es")
    game = await new_game(service, "plateau", {})
    started = drawn.taken()
    assert started and set(started) == {"es"}, "the opening post and its DMs"
    await service.games.hand(Asked(game_id=game, asked_by=ALICE), reader=Reader("de"))
    assert drawn.taken() == ["de"], "/hand is the asker's alone"
    await service.games.board(Asked(game_id=game, guild_id=GUILD, asked_by=BOB))
    assert drawn.taken() == ["es"], "/board is posted for everyone"


async def test_a_moves_board_is_the_servers_and_its_preview_the_movers(
    service: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    await service.config.update(GUILD, language="el")
    game = await new_game(service, "pinch", {"size": 9})
    drawn = Drawn(monkeypatch)
    preview = await service.games.preview(
        Asked(game_id=game, asked_by=ALICE), "e5", reader=Reader("de")
    )
    assert preview.image is not None
    assert drawn.taken() == ["de"]
    await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    assert set(drawn.taken()) == {"el"}


async def test_the_words_drawn_differ_by_language(service: Service) -> None:
    """Not only the argument: the drawn picture itself changes with the language."""
    game = await new_game(service, "les", {})
    shown_en = await service.games.board(Asked(game_id=game, guild_id=GUILD))
    await service.config.update(GUILD, language="de")
    shown_de = await service.games.board(Asked(game_id=game, guild_id=GUILD))
    assert shown_en.image.png != shown_de.image.png


class Seconds:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


async def test_the_servers_language_is_its_admins_choice_then_the_reported_one(
    service: Service,
) -> None:
    seconds = Seconds()
    readers = ReaderDesk(service.ctx, seconds)
    assert (await readers.server_reader(GUILD)).locale == "en", "nothing chosen or reported"
    assert (await readers.server_reader(None)).locale == "en", "outside any server"
    readers.prefers(GUILD, "es-ES")
    assert (await readers.server_reader(GUILD)).locale == "es", "as Discord reports it"
    await service.ctx.store.update_guild_settings(GUILD, language="de")
    assert (await readers.server_reader(GUILD)).locale == "es", "kept for a minute"
    seconds.now += KEPT_FOR + 1
    assert (await readers.server_reader(GUILD)).locale == "de", "the admins' choice wins"
    await service.ctx.store.update_guild_settings(GUILD, language="el")
    readers.forget_server(GUILD)
    assert (await readers.server_reader(GUILD)).locale == "el"


async def test_a_change_through_config_is_heard_at_once(service: Service) -> None:
    readers = service.readers
    assert (await readers.server_reader(GUILD)).locale == "en"
    await service.config.update(GUILD, language="el")
    assert (await readers.server_reader(GUILD)).locale == "el"
    await service.config.update(GUILD, language="server")  # Discord's again
    assert (await readers.server_reader(GUILD)).locale == "en"
