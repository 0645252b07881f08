"""docs/commands.md's table names every command of the bot's tree with every option, and
no command the tree does not have: the reference a player reads is the bot they use."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from discord import app_commands

from tests.bot.conftest import World

COMMANDS = Path(__file__).resolve().parents[2] / "docs" / "commands.md"
FIRST_CELL = re.compile(r"^\| (.+?) \| ", re.MULTILINE)
SPAN = re.compile(r"`(/[^`]+)`")


@pytest.fixture
def database(tmp_path: Path) -> str:
    """The command tree is the same on either database: SQLite alone."""
    return str(tmp_path / "postboard.db")


def spans() -> list[str]:
    """Each command as the table's first column writes it (``/premove add if:d4 …``)."""
    table = COMMANDS.read_text(encoding="utf-8").split("\n\n", 2)[1]
    return [span for cell in FIRST_CELL.findall(table) for span in SPAN.findall(cell)]


def written_for(name: str, written: list[str]) -> list[str]:
    """The spans of one command: its name, then a space or nothing."""
    return [span for span in written if span == name or span.startswith(name + " ")]


async def test_every_command_and_option_is_in_the_commands_table(world: World) -> None:
    written = spans()
    assert any(span.startswith("/premove add if:") for span in written)
    missing = []
    names = set()
    for command in world.env.bot.tree.walk_commands():
        if not isinstance(command, app_commands.Command):
            continue
        name = "/" + command.qualified_name
        names.add(name)
        mine = written_for(name, written)
        if not mine:
            missing.append(name)
            continue
        said = " ".join(mine)
        missing += [
            f"{name} {parameter.display_name}:"
            for parameter in command.parameters
            if not re.search(rf"(^|[\s\[]){re.escape(parameter.display_name)}:", said)
        ]
    assert missing == [], "; ".join(missing)
    unknown = {
        span.split(" ", 2)[0]
        for span in written
        if not any(span == n or span.startswith(n + " ") for n in names)
    }
    assert sorted(unknown) == [], sorted(unknown)
