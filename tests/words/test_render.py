"""Rendering: fallbacks, the pseudo-locale, escaping and the locale's own formats."""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from bot.words import DISCORD
from mail.words import MAIL_HTML, MAIL_TEXT
from web.words import WEB
from words import (
    Command,
    Game,
    Items,
    Notation,
    Place,
    Player,
    Reader,
    Span,
    Strong,
    Struck,
    Title,
    Verbatim,
    When,
    lines,
    msg,
)
from words.catalog import Catalog
from words.locales import negotiate
from words.plain import PLAIN, PlainStyle
from words.pseudo import CLOSE, OPEN, pseudo_source
from words.render import Renderer

ENGLISH = """
greet = Hello { $who }, it is { $game }.
games = { $n ->
    [one] one game
   *[other] { $n } games
}
only-english = Only in English, { $who }.
where = { $channel ->
    [mail] Reply to this mail.
   *[other] Use { $command }.
}
words-number = { $n }
words-missing = Something went wrong while writing this message.
mail-command-on-discord = { $command } on Discord
mail-command-move = a reply with your move
"""
GERMAN = """
greet = Hallo { $who }, es ist { $game }.
games = { $n ->
    [one] ein Spiel
   *[other] { $n } Spiele
}
where = Nimm { $command }.
broken = { $nonesuch }
words-number = { $n }
"""


def words() -> Catalog:
    return Catalog({"en": ENGLISH, "de": GERMAN, "en-XA": pseudo_source(ENGLISH)})


ALICE = Player(7, "Alice <3")


def render(locale: str, key: str, renderer: Renderer | None = None, **args: object) -> str:
    style = (renderer or PLAIN).style
    return Renderer(style, words()).render(msg(key, **args), Reader(locale))  # type: ignore[arg-type]


def test_a_message_in_the_readers_language() -> None:
    assert render("de", "greet", who=ALICE, game=Game(3)) == "Hallo Alice <3, es ist #3."


def test_an_unknown_locale_falls_back_to_english() -> None:
    assert render("xx", "greet", who=ALICE, game=Game(3)) == "Hello Alice <3, it is #3."
    assert negotiate("pt-BR") == "en" and negotiate(None) == "en"
    assert negotiate("es-ES") == "es" and negotiate("el") == "el"


def test_a_message_missing_in_one_catalog_falls_back_for_that_message_alone(
    caplog: pytest.LogCaptureFixture,
) -> None:
    said = Renderer(PlainStyle(), words()).render(
        lines(msg("only-english", who=ALICE), msg("games", n=2)), Reader("de")
    )
    assert said == "Only in English, Alice <3.\n2 Spiele"
    assert "only-english missing or broken in de" in caplog.text


def test_a_broken_translation_falls_back_to_english(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    catalog = Catalog({"en": ENGLISH + "broken = Fine, { $who }.\n", "de": GERMAN})
    said = Renderer(PlainStyle(), catalog).render(msg("broken", who=ALICE), Reader("de"))
    assert said == "Fine, Alice <3."


def test_a_message_missing_everywhere_is_an_apology_never_a_key() -> None:
    assert render("de", "no-such-message") == "Something went wrong while writing this message."


def test_plurals_and_numbers_follow_the_locale() -> None:
    assert render("en", "games", n=1) == "one game"
    assert render("de", "games", n=12345) == "12.345 Spiele"
    assert render("en", "games", n=12345) == "12,345 games"


def test_the_pseudo_locale_brackets_and_accents_only_the_catalogs_text() -> None:
    said = render("en-XA", "greet", who=ALICE, game=Game(3))
    assert said.startswith(OPEN) and said.endswith(CLOSE)
    assert "Alice <3" in said and "#3" in said and "Hello" not in said


def test_each_channel_writes_the_arguments_its_way() -> None:
    args = {"who": ALICE, "game": Game(3)}
    assert render("en", "greet", DISCORD, **args) == "Hello <@7>, it is #3."
    assert render("en", "greet", MAIL_TEXT, **args) == "Hello Alice <3, it is #3."
    assert render("en", "greet", WEB, **args) == "Hello <strong>Alice &lt;3</strong>, it is #3."


def test_html_escapes_the_catalog_text_and_the_names_once() -> None:
    catalog = Catalog({"en": ENGLISH + "sharp = a < b & { $who }\n"})
    said = Renderer(WEB.style, catalog).render(msg("sharp", who=ALICE), Reader())
    assert said == "a &lt; b &amp; <strong>Alice &lt;3</strong>"


def test_a_sentence_may_say_what_the_mail_does_instead_of_a_command() -> None:
    command = Command("move")
    assert render("en", "where", DISCORD, command=command) == "Use `/move`."
    assert render("en", "where", MAIL_TEXT, command=command) == "Reply to this mail."
    assert render("en", "where", MAIL_HTML, command=command) == "Reply to this mail."
    assert Renderer(MAIL_TEXT.style, words()).arg(Command("move"), Reader()) == (
        "a reply with your move"
    )
    assert Renderer(MAIL_TEXT.style, words()).arg(Command("hint"), Reader()) == ("/hint on Discord")


def test_moments_are_stamps_on_discord_and_the_readers_clock_elsewhere() -> None:
    at = When(datetime(2026, 12, 2, 19, 0, tzinfo=UTC))
    assert DISCORD.arg(at, Reader()) == f"<t:{int(at.at.timestamp())}:f>"
    berlin = Reader("de", ZoneInfo("Europe/Berlin"))
    assert PLAIN.arg(at, berlin) == "02.12.2026, 20:00 CET"
    assert PLAIN.arg(at, Reader()) == "Dec 2, 2026, 7:00 PM UTC"
    assert PLAIN.arg(at, Reader("en", ZoneInfo("Asia/Dubai"))).endswith(" UTC+04")


def test_lists_spans_headings_and_notation() -> None:
    names = Items((Verbatim("Ann"), Verbatim("Bo"), Verbatim("Cy")))
    assert PLAIN.arg(names, Reader("es")) == "Ann, Bo y Cy"
    assert PLAIN.arg(Span(2 * 86400 + 3 * 3600 + 59), Reader()) == "2 days, 3 hours"
    assert PLAIN.arg(Span(45), Reader("de")) == "45 Sekunden"
    assert DISCORD.arg(Title("A*B"), Reader()) == "**A\\*B**"
    assert DISCORD.arg(Notation("e5"), Reader()) == "`e5`"
    assert WEB.arg(Notation("a<b"), Reader()) == "<code>a&lt;b</code>"


def test_stress_striking_and_places_per_channel() -> None:
    inner = msg("greet", who=ALICE, game=Game(3))
    catalog = Catalog({"en": ENGLISH + "wrap = { $what } in { $where }\n"})
    args = {"what": Strong(inner), "where": Place(9, "games")}
    for renderer, expected in (
        (DISCORD, "**Hello <@7>, it is #3.** in <#9>"),
        (MAIL_TEXT, "Hello Alice <3, it is #3. in games"),
        (WEB, "<strong>Hello <strong>Alice &lt;3</strong>, it is #3.</strong> in games"),
    ):
        said = Renderer(renderer.style, catalog).render(msg("wrap", **args), Reader())
        assert said == expected
    struck = Renderer(DISCORD.style, catalog).render(
        msg("wrap", what=Struck(inner), where=Place(9, "games")), Reader()
    )
    assert struck.startswith("~~Hello <@7>")


@pytest.mark.parametrize("locale", ["en", "es", "de", "el"])
def test_spans_and_unit_lists_render_in_every_locale(locale: str) -> None:
    """Babel has no list-of-measures patterns for Spanish (nor past two items for German
    and Greek): the plain list stands in, where it once raised KeyError."""
    assert PLAIN.arg(Span(2 * 86400 + 5 * 3600), Reader(locale))
    three = Items((Span(86400), Span(3600), Span(60)), style="unit")
    assert PLAIN.arg(three, Reader(locale)).count(",") >= 1
