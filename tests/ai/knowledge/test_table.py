"""The knowledge table: every entry belongs to a registered game, lookups go through it,
and no module of ``ai`` hides an import where the layering test cannot see it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from ai.knowledge import KNOWLEDGE_BY_GAME, Uninformed, knowledge_for
from rules import GAMES

AI = Path(__file__).resolve().parents[3] / "ai"


def test_the_table_is_keyed_by_registered_game_names():
    # an alias or a typo as key would silently leave that game uninformed
    assert all(name in GAMES and GAMES[name].name == name for name in KNOWLEDGE_BY_GAME)


def test_every_game_has_knowledge_today():
    assert sorted(KNOWLEDGE_BY_GAME) == sorted(GAMES.names())


@pytest.mark.parametrize("name", sorted(KNOWLEDGE_BY_GAME))
def test_each_entry_has_every_member_the_search_calls(name):
    knowledge = KNOWLEDGE_BY_GAME[name]
    plies = knowledge.playout_plies
    assert plies is None or (isinstance(plies, int) and plies >= 0)
    assert callable(knowledge.evaluate)
    assert callable(knowledge.priors)
    assert callable(knowledge.playout_move)


def test_lookup_reads_the_table_by_name_or_alias():
    assert knowledge_for("Pinch") is KNOWLEDGE_BY_GAME["pinch"]
    assert knowledge_for("tapa") is KNOWLEDGE_BY_GAME["plakoto"]


def test_uninformed_search_ignores_the_table():
    knowledge = knowledge_for("plakoto", informed=False)
    assert isinstance(knowledge, Uninformed)
    assert knowledge.playout_plies is None


def dynamic_imports(path: Path) -> list[str]:
    """Calls of ``import_module``/``__import__`` and imports of ``importlib`` in one file."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in ("import_module", "__import__"):
                found.append(f"{path.name}:{node.lineno} calls {name}")
        elif isinstance(node, ast.Import):
            found += [
                f"{path.name}:{node.lineno} imports {alias.name}"
                for alias in node.names
                if alias.name.split(".")[0] == "importlib"
            ]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("importlib"):
            found.append(f"{path.name}:{node.lineno} imports {node.module}")
    return found


def test_ai_imports_only_statically():
    assert AI.is_dir()
    assert [hit for path in sorted(AI.rglob("*.py")) for hit in dynamic_imports(path)] == []


def test_the_dynamic_import_check_can_fail(tmp_path: Path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        "from importlib import import_module\nimport_module('rules.x')\n__import__('rules.y')\n"
    )
    assert len(dynamic_imports(sample)) == 3
