"""The import arrows of ``shared/design.md``: a test walks every import with ``ast``."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STDLIB = set(sys.stdlib_module_names) | {"__future__"}

# package (or sub-package) -> the top-level packages it may import besides the stdlib
ALLOWED = {
    "rules": {"rules"},
    "ai": {"rules", "ai"},
    "rendering": {"rules", "rendering", "PIL"},
    "storage": {"storage", "aiosqlite"},
    "bot/service": {"bot", "rules", "rendering", "storage", "ai"},
    "bot/cogs": {"bot", "discord"},
    "bench": {"bench", "rules", "rendering", "storage", "ai"},
    # the application shell wires every layer together, and nothing imports it
    "postboard": {"postboard", "bot", "rules", "rendering", "storage", "ai"}
    | {"discord", "aiohttp", "yarl"},
}
FORBIDDEN_STDLIB = {"rules": {"random", "time", "asyncio", "socket", "sqlite3", "subprocess"}}


def imports_of(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
    return found


def violations(package: str) -> list[str]:
    allowed = ALLOWED[package]
    bad = []
    for path in sorted((ROOT / package).rglob("*.py")):
        for line, name in imports_of(path):
            top = name.split(".")[0]
            where = f"{path.relative_to(ROOT)}:{line} imports {name}"
            if top in FORBIDDEN_STDLIB.get(package, set()):
                bad.append(where)
            elif top not in STDLIB and top not in allowed:
                bad.append(where)
            elif (
                package == "bot/cogs"
                and name.startswith("bot.")
                and not (
                    name.startswith(("bot.service", "bot.cogs"))
                    or name in ("bot.app", "bot.lifecycle")
                )
            ):
                bad.append(where)
            elif (
                package == "bot/service"
                and name.startswith("bot.")
                and not name.startswith("bot.service")
            ):
                bad.append(where)
    return bad


@pytest.mark.parametrize("package", sorted(ALLOWED))
def test_package_imports_only_what_the_design_allows(package: str) -> None:
    assert (ROOT / package).is_dir()
    assert violations(package) == []


def test_nothing_outside_bot_imports_bot() -> None:
    bad = []
    for package in ("rules", "rendering", "storage", "bench", "ai"):
        for path in (ROOT / package).rglob("*.py"):
            bad += [
                f"{path}:{line}" for line, name in imports_of(path) if name.split(".")[0] == "bot"
            ]
    assert bad == []


def test_nothing_imports_the_application_shell() -> None:
    bad = []
    for package in ("rules", "rendering", "storage", "bench", "ai", "bot"):
        for path in (ROOT / package).rglob("*.py"):
            bad += [
                f"{path}:{line}"
                for line, name in imports_of(path)
                if name.split(".")[0] == "postboard"
            ]
    assert bad == []


def test_the_walker_catches_a_bad_arrow(tmp_path: Path) -> None:
    """The check itself must be able to fail."""
    sample = tmp_path / "sample.py"
    sample.write_text("import random\nfrom discord import ui\nfrom rules.base import Seat\n")
    assert [name for _, name in imports_of(sample)] == ["random", "discord", "rules.base"]
