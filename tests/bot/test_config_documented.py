"""docs/admins.md's "Server admins" names every option of ``/postboard config``, and no other."""

from __future__ import annotations

import re
from pathlib import Path

from bot.cogs.admin import Admin

ADMINS = Path(__file__).resolve().parents[2] / "docs" / "admins.md"


def test_every_config_option_is_documented() -> None:
    text = ADMINS.read_text(encoding="utf-8")
    section = text.split("## Server admins", 1)[1].split("\n## ", 1)[0]
    documented = set(re.findall(r"^- `(\w+):`", section, re.MULTILINE))
    documented |= set(re.findall(r"^- `\w+:` and `(\w+):`", section, re.MULTILINE))
    options = {parameter.name for parameter in Admin.config.parameters}
    assert "web_list" in options
    assert sorted(options - documented) == [] and sorted(documented - options) == []
