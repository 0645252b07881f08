"""docs/privacy.md ("Your data") says what ``/privacy show`` says, word for word (issue 32.5)."""

from __future__ import annotations

import re
from pathlib import Path

from bot.words import DISCORD
from service.privacy.about import ABOUT
from words import ENGLISH

DOCS = Path(__file__).resolve().parents[1] / "docs"


def flat(text: str) -> str:
    return " ".join(text.split())


def test_the_docs_say_what_privacy_show_says() -> None:
    section = (DOCS / "privacy.md").read_text(encoding="utf-8").split("\n## ", 1)[0]
    said = DISCORD.render(ABOUT, ENGLISH).splitlines()
    assert len(said) == 8
    readme = flat(re.sub(r"^- ", "", section, flags=re.MULTILINE))
    missing = [line for line in said if flat(line.removeprefix("• ")) not in readme]
    assert missing == []


def test_the_commands_table_names_the_privacy_commands() -> None:
    text = (DOCS / "commands.md").read_text(encoding="utf-8")
    table = text.split("\n\n", 2)[1]
    assert "`/privacy show` / `/privacy export` / `/privacy forget`" in table
    assert "[Your data](privacy.md#your-data)" in table
