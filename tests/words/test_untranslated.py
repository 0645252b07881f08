"""The pseudo-locale checker finds code-written English and lets catalog text through."""

from bot.words import DISCORD
from tests.words.untranslated import untranslated
from words import Notation, Player, Reader, lines, msg
from words.plain import PLAIN

PSEUDO = Reader("en-XA")


def test_catalog_text_and_its_arguments_pass() -> None:
    said = DISCORD.render(
        lines(msg("words-missing"), msg("words-verbatim", text=Notation("e5"))), PSEUDO
    )
    assert untranslated(said) == []
    assert untranslated(PLAIN.render(msg("words-verbatim", text=Player(1, "Alice")), PSEUDO)) == []


def test_text_written_in_code_is_found() -> None:
    said = DISCORD.render(msg("words-missing"), PSEUDO) + " Your move, <@1>: `/move`"
    assert untranslated(said) == ["Your", "move"]
    assert untranslated("Alice vs Bob", names=("Alice", "Bob")) == ["vs"]
