"""The core writes no Discord: no mention, markdown, stamp or slash command in a literal.

What the service says is a message id with typed arguments (``words``); how a mention,
bold text or a command looks is each channel's renderer. This test scans every string
literal under ``service/``: none may hold one.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DISCORD = re.compile(r"<@|<#|\*\*|<t:|discord\.com/channels|(?<![\w.:/<>-])/[a-z][a-z_]+\b")


def literals(path: Path) -> list[tuple[int, str]]:
    """Each string literal of ``path`` (the pieces of f-strings too), docstrings aside."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


def discord_literals() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for path in sorted((ROOT / "service").rglob("*.py")):
        hits = [f"{line}: {text!r}" for line, text in literals(path) if DISCORD.search(text)]
        if hits:
            found[str(path.relative_to(ROOT))] = hits
    return found


def test_the_core_writes_no_discord() -> None:
    assert discord_literals() == {}, "Discord syntax in service/: say it with a message (words.msg)"
