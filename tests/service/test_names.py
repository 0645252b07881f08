"""Names people chose never become a mention, a ping or formatting in what the service says.

A nickname of ``<@id>`` or ``@everyone`` used to be stored and interpolated as is,
so every post of the game pinged whoever it named (the hardening issue, A).
"""

from __future__ import annotations

import re
from zoneinfo import ZoneInfo

import pytest

from bot.words import say as discord_text
from mail.stamps import has_moments, moments_in
from service import Asked, Service, UserRef
from service.challenges.terms import ChallengeTerms
from service.kit.names import name_in_text, plain_name
from service.results import GameStarted
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said
from words import ENGLISH

CAROL = 333_333_333_333_333_333
ZWSP = "\u200b"

# What a chat would read as a mention or a ping: users, roles, channels, everyone.
MENTION = re.compile(r"<(@[!&]?|#)[0-9]+>|@everyone|@here")


def readable(text: str) -> str:
    """The text as a person reads it: zero-width spaces and markdown escapes are invisible."""
    return re.sub(r"\\(.)", r"\1", text.replace(ZWSP, ""))


def mentions(text: str) -> set[str]:
    return {m.group(0) for m in MENTION.finditer(text)}


@pytest.mark.parametrize(
    "raw",
    [
        f"<@{CAROL}>",
        f"<@!{CAROL}>",
        f"<@&{CAROL}>",
        f"<#{CAROL}>",
        "@everyone",
        "@here",
        f"x<@{CAROL}>y @everyone",
    ],
)
def test_a_plain_name_reads_the_same_but_is_never_a_mention(raw: str) -> None:
    name = plain_name(raw)
    assert not mentions(name)
    assert name.replace(ZWSP, "") == raw
    assert plain_name(name) == name, "applying the rule twice changes nothing"


def test_a_plain_name_is_one_short_line_without_control_or_direction_characters() -> None:
    assert plain_name("  al\nice\t ") == "al ice"
    assert plain_name("\u202eecila") == "ecila"  # a right-to-left override would flip our text
    assert len(plain_name("x" * 200)) == 64
    assert plain_name("José 🎲") == "José 🎲"


def test_a_name_in_text_shows_its_markdown_instead_of_applying_it() -> None:
    for raw in ["**big**", "__u__", "~~s~~", "||spoiler||", "`code`", "[x](https://e.vil)"]:
        written = name_in_text(plain_name(raw))
        assert readable(written) == raw
        assert not re.search(r"(?<!\\)[*_~|`\[]", written), written
    for line_start in ["# heading", "> quote", "-# small", "- item", "1. item"]:
        assert name_in_text(line_start) != line_start
        assert readable(name_in_text(line_start)) == line_start


async def test_a_stored_name_is_never_a_mention(service: Service) -> None:
    await service.remember(ALICE, f"<@{CAROL}>")
    stored = await service.ctx.store.user_names([ALICE])
    assert not mentions(stored[ALICE]) and readable(stored[ALICE]) == f"<@{CAROL}>"


async def start(service: Service) -> GameStarted:
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game="pinch", options={"size": 9}, first="challenger"),
    )
    return await service.challenges.accept(BOB, posted.challenge.id)


async def test_every_text_of_a_game_names_players_without_mentioning_anyone_else(
    service: Service,
) -> None:
    await service.remember(ALICE, f"<@{CAROL}> **bold**")
    # a name saved before this fix, straight into the store: neutralised when read
    await service.ctx.store.remember_user(BOB, "@everyone", service.ctx.clock())
    started = await start(service)
    game = started.game.id
    update = await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
    resigned = await service.games.resign(Asked(game_id=game, asked_by=BOB))
    texts = [
        said(started.text),
        discord_text(started.closed.text, ENGLISH),
        said(update.text),
        discord_text((await service.games.board(Asked(game_id=game))).text, ENGLISH),
        discord_text((await service.records.history(Asked(game_id=game))).text, ENGLISH),
        await service.games.title(started.game),
        said(resigned.text),
    ]
    for text in texts:
        assert mentions(text) <= {f"<@{ALICE}>", f"<@{BOB}>"}, text
        assert "**bold**" not in text, text
    assert f"<@{BOB}> to move" in said(update.text), "the next player is still mentioned, by id"
    assert readable(said(update.text)).startswith(f"<@{CAROL}> **bold** played e5")
    assert readable(said(resigned.text)).startswith("@everyone resigned")
    assert not mentions(started.thread_name)
    assert started.thread_name.replace(ZWSP, "") == (
        f"Pinch #{game} · <@{CAROL}> **bold** vs @everyone"
    )


def test_a_timestamp_queued_before_the_message_model_is_written_in_the_readers_zone() -> None:
    text = "Expires <t:1780315200:R>."  # 2026-06-01 12:00 UTC
    assert moments_in(text, ZoneInfo("Europe/Athens")) == "Expires Jun 1, 2026, 3:00 PM EEST."
    assert moments_in("at <t:1780315200:f>", ZoneInfo("America/New_York")) == (
        "at Jun 1, 2026, 8:00 AM EDT"
    )
    assert has_moments(text) and not has_moments("no time here")
