"""The README's "Your data" says what ``/privacy show`` says, word for word (issue 32.5)."""

from __future__ import annotations

import re
from pathlib import Path

from bot.words import DISCORD
from service.privacy.about import ABOUT
from words import ENGLISH

README = Path(__file__).resolve().parents[1] / "README.md"


def flat(text: str) -> str:
    return " ".join(text.split())


def test_the_readme_says_what_privacy_show_says() -> None:
    text = README.read_text(encoding="utf-8")
    section = text.split("### Your data\n", 1)[1].split("\n### ", 1)[0]
    said = DISCORD.render(ABOUT, ENGLISH).splitlines()
    assert len(said) == 8
    readme = flat(re.sub(r"^- ", "", section, flags=re.MULTILINE))
    missing = [line for line in said if flat(line.removeprefix("• ")) not in readme]
    assert missing == []


def test_the_commands_table_names_the_privacy_commands() -> None:
    text = README.read_text(encoding="utf-8")
    table = text.split("## Commands", 1)[1].split("\n\n", 2)[1]
    assert "`/privacy show` / `/privacy export` / `/privacy forget`" in table
    assert "[Your data](#your-data)" in table
