"""What mail says is the catalogs' (``mail.ftl``), and a mail reader never meets a slash
command: each command the core may name has a ``mail-command-<name>`` saying what to do
by mail instead, in every language, and the words a reply is read as include each
catalog's own.

Before: the answers to mail were English literals quoting `/move` and `yes` in backticks.
"""

from __future__ import annotations

import re

import pytest

from mail.postmaster import ACCEPT, DECLINE, RESIGN, YES, _word
from mail.words import MAIL_HTML, MAIL_TEXT
from words import Command, Game, Notation, Reader, Verbatim, msg
from words.catalog import catalog
from words.html import mail_command
from words.locales import SUPPORTED

SLASH = re.compile(r"(?<![\w.:/<>-])/[a-z][a-z_]+\b")
COMMANDS = (
    "move resign accept decline draw takeback pause claim abort board hand history hint "
    "premove challenge rematch games settings email vacation rules help review"
).split()


@pytest.mark.parametrize("locale", SUPPORTED)
@pytest.mark.parametrize("name", COMMANDS)
def test_every_command_has_a_mail_way(locale: str, name: str) -> None:
    reader = Reader(locale)
    assert catalog().has(locale, f"mail-command-{name}")
    written = mail_command(Command(name), reader, MAIL_TEXT)
    assert written and not SLASH.search(written), written


@pytest.mark.parametrize("locale", SUPPORTED)
def test_the_answers_to_mail_name_no_slash_command(locale: str) -> None:
    reader = Reader(locale)
    game, move = Game(7), Notation("e5")
    reason = msg("words-verbatim", text=Verbatim("It is not your turn."))
    said = [
        msg("mail-no-move"),
        msg("mail-resign-confirm", game=game),
        msg("mail-not-done", command=move, reason=reason),
        msg("mail-played", move=move, game=game),
        msg("mail-played-over", move=move, game=game),
        msg("mail-not-resigned"),
        msg("mail-answer-accept-or-decline"),
        msg("mail-challenge-accepted", game=game),
        msg("mail-turn-how"),
        msg("mail-verify", code=Verbatim("123456")),
    ]
    for speech in said:
        for renderer in (MAIL_TEXT, MAIL_HTML):
            text = renderer.render(speech, reader)
            assert text and not SLASH.search(text) and "`" not in text, (speech.key, text)


def test_english_answers_read_as_before_without_the_backticks() -> None:
    english = Reader("en")
    played = msg("mail-played-subject", move=Notation("e5"), game=Game(3))
    assert MAIL_TEXT.render(played, english) == "Played: e5 in game #3"
    reason = msg("words-verbatim", text=Verbatim("Illegal."))
    not_done = msg("mail-not-done", command=Notation("z9"), reason=reason)
    assert MAIL_TEXT.render(not_done, english) == (
        '"z9" was not done: Illegal.\n\nThe board as it stands now is below.'
    )


@pytest.mark.parametrize(
    "written, words",
    [
        ("resign", RESIGN),
        ("Abandonar", RESIGN),
        ("aufgeben!", RESIGN),
        ("εγκατάλειψη", RESIGN),
        ("Sí", YES),
        ("si.", YES),
        ("Ja", YES),
        ("Ναι", YES),
        ("ναι", ACCEPT),
        ("Aceptar", ACCEPT),
        ("annehmen", ACCEPT),
        ("αποδοχη", ACCEPT),  # without its accent
        ("Rechazar", DECLINE),
        ("nein", DECLINE),
        ("απόρριψη", DECLINE),
        ("όχι", DECLINE),
    ],
)
def test_each_catalogs_answer_words_are_understood(written: str, words: set[str]) -> None:
    assert _word(written) in words


def test_the_words_each_catalog_tells_the_reader_to_write_are_understood() -> None:
    """The quoted word of each catalog's instructions is one the postmaster reads."""
    for locale in SUPPORTED:
        reader = Reader(locale)
        for key, words in (
            ("mail-command-resign", RESIGN),
            ("mail-command-accept", ACCEPT),
            ("mail-command-decline", DECLINE),
            ("mail-resign-confirm", YES),
        ):
            text = MAIL_TEXT.render(msg(key, game=Game(1)), reader)
            quoted = re.findall(r'["«„]([^"»“]+)["»“]', text)
            assert quoted and all(_word(word) in words for word in quoted), (locale, key, text)
