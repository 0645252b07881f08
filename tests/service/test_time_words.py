"""The time and offers catalogs (issue 29): every message renders in every language on
every channel, a conditional-move list fits one Discord message in any of them, and
a refusal says what it said before in English on Discord."""

from __future__ import annotations

import pytest
from fluent.syntax import FluentParser, ast

from bot.words import DISCORD
from mail.words import MAIL_HTML, MAIL_TEXT
from service.premoves.desk import _fitted
from service.time.controls import DEFAULT, described, parse_time_control
from words import ENGLISH, Command, Notation, Reader, Span, Verbatim, msg
from words.catalog import CATALOGS
from words.locales import SUPPORTED
from words.plain import PLAIN
from words.render import Renderer

COUNTS = {"count", "days", "ago", "wait", "period", "most", "level", "allowed", "asked"}
CHOICES = {"auto", "here"}
RENDERERS = {"discord": DISCORD, "mail": MAIL_TEXT, "html": MAIL_HTML, "plain": PLAIN}


def area_messages() -> dict[str, set[str]]:
    """Each message of time.ftl and offers.ftl with the variables English gives it."""
    found: dict[str, set[str]] = {}
    for name in ("time.ftl", "offers.ftl"):
        text = (CATALOGS / "en" / name).read_text(encoding="utf-8")
        for entry in FluentParser().parse(text).body:
            if isinstance(entry, ast.Message):
                names = {
                    node.id.name
                    for node in _walk(entry.value)
                    if isinstance(node, ast.VariableReference)
                }
                found[entry.id.name] = names - {"channel"}
    return found


def _walk(node: object) -> list[object]:
    out: list[object] = []
    if isinstance(node, ast.BaseNode):
        out.append(node)
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                out += _walk(child)
    return out


@pytest.mark.parametrize("locale", SUPPORTED)
@pytest.mark.parametrize("channel", sorted(RENDERERS))
def test_every_message_renders_in_every_language(locale: str, channel: str) -> None:
    renderer: Renderer = RENDERERS[channel]
    for key, names in area_messages().items():
        args = {
            name: 2 if name in COUNTS else True if name in CHOICES else Verbatim(f"[{name}]")
            for name in names
        }
        out = renderer.render(msg(key, **args), Reader(locale))  # type: ignore[arg-type]
        assert out and "{" not in out and "words-missing" not in out, (key, out)


@pytest.mark.parametrize("locale", SUPPORTED)
def test_a_long_list_of_conditional_moves_fits_one_discord_message(locale: str) -> None:
    long = "x" * 100
    items = [
        msg("premove-list-line", their=Notation(f"{long}{n}"), mine=Notation(long))
        for n in range(20)
    ]
    head = msg("premove-list-head", game=Verbatim("#1"), ply=Verbatim("3"))
    shown = DISCORD.render(_fitted(items, head), Reader(locale))
    assert len(shown) <= 2000
    assert shown.splitlines()[-1].startswith("…"), "the cut is said"


def test_a_mail_reader_is_never_sent_to_a_slash_command() -> None:
    needs = msg("vacation-needs-server", start=Command("vacation start"))
    for locale in SUPPORTED:
        assert "/" not in MAIL_TEXT.render(needs, Reader(locale))
    assert "`/vacation start`" in DISCORD.render(needs, ENGLISH)


def test_time_controls_are_described_in_the_readers_words() -> None:
    assert DISCORD.render(described(DEFAULT), ENGLISH) == (
        "3 days + 1 day per move, cap 7 days; a timeout ends the game"
    )
    claimed = described(parse_time_control("2d+12h/5d", auto_timeout=False))
    assert DISCORD.render(claimed, Reader("de")).endswith(
        "eine Zeitüberschreitung kann beansprucht werden"
    )
    assert DISCORD.render(described(None), Reader("es")) == "sin reloj"
    assert DISCORD.render(
        msg("clock-reminder-dm", left=Span(3 * 86400), title=Verbatim("T")), Reader("el")
    ) == ("⏰ Σου μένουν 3 ημέρες για την κίνησή σου στο T.")


def test_a_reminder_of_two_units_renders_in_spanish() -> None:
    reminder = msg("clock-reminder-dm", left=Span(2 * 86400 + 5 * 3600), title=Verbatim("T"))
    assert (
        DISCORD.render(reminder, Reader("es"))
        == "⏰ Te quedan 2 días y 5 horas para tu jugada en T."
    )
