"""docs/settings.md's table of settings names every variable the code reads, and no other."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
READ_BY = [ROOT / "postboard" / "settings.py", ROOT / "mail" / "config.py"]
NAME = re.compile(r'"((?:POSTBOARD|DISCORD)_[A-Z_]+)"')
ROW = re.compile(r"^\| `([A-Z_]+)` \|", re.MULTILINE)


def table() -> set[str]:
    return set(ROW.findall((ROOT / "docs" / "settings.md").read_text(encoding="utf-8")))


def test_every_setting_read_is_in_the_settings_table() -> None:
    read = {name for path in READ_BY for name in NAME.findall(path.read_text(encoding="utf-8"))}
    assert {"POSTBOARD_WEB_RATE", "POSTBOARD_WEB_PER_ADDRESS", "DISCORD_TOKEN"} <= read
    assert sorted(read - table()) == []
    assert sorted(table() - read) == []
