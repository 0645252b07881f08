"""Every catalog has every message, with the same placeholders, and parses cleanly."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from words.catalog import CATALOGS
from words.locales import DEFAULT, SUPPORTED

TRANSLATED = [locale for locale in SUPPORTED if locale != DEFAULT]


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.found.add(node.id.name)


def variables(pattern: ast.Pattern | None) -> frozenset[str]:
    """The variables a pattern uses, ``$channel`` aside (a translation may select on the
    channel where English does not, or the other way round)."""
    finder = _Variables()
    if pattern is not None:
        finder.visit(pattern)
    return frozenset(finder.found - {"channel"})


def messages(locale: str) -> dict[str, frozenset[str]]:
    """Each message and attribute id of ``locale`` with its variables."""
    found: dict[str, frozenset[str]] = {}
    for path in sorted((CATALOGS / locale).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                found[entry.id.name] = variables(entry.value)
                for attribute in entry.attributes:
                    found[f"{entry.id.name}.{attribute.id.name}"] = variables(attribute.value)
    return found


def files(locale: str) -> list[str]:
    return sorted(path.name for path in (CATALOGS / locale).glob("*.ftl"))


@pytest.mark.parametrize("locale", SUPPORTED)
def test_every_file_parses(locale: str) -> None:
    for path in (CATALOGS / locale).glob("*.ftl"):
        junk = [
            entry.content[:60]
            for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body
            if isinstance(entry, ast.Junk)
        ]
        assert junk == [], f"{path.relative_to(CATALOGS)} does not parse"


@pytest.mark.parametrize("locale", TRANSLATED)
def test_every_catalog_has_the_files_of_english(locale: str) -> None:
    assert files(locale) == files(DEFAULT)


@pytest.mark.parametrize("locale", TRANSLATED)
def test_every_catalog_has_every_message_with_the_same_placeholders(locale: str) -> None:
    english, translated = messages(DEFAULT), messages(locale)
    assert sorted(set(english) - set(translated)) == [], f"missing from {locale}"
    assert sorted(set(translated) - set(english)) == [], f"{locale} has messages English lacks"
    differ = {
        key: (english[key], translated[key]) for key in english if english[key] != translated[key]
    }
    assert differ == {}


@pytest.mark.parametrize("locale", SUPPORTED)
def test_no_channel_markup_in_a_catalog(locale: str) -> None:
    """The catalogs are channel-neutral: markup is the renderers' (a mention, bold, code,
    a stamp); a catalog that wrote it would show it raw in mail and on the web."""
    for path in (CATALOGS / locale).glob("*.ftl"):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.lstrip().startswith("#"):
                continue
            for markup in ("<@", "<#", "**", "`", "<t:", "](http"):
                assert markup not in line, f"{path.name}:{number}: {markup} in {line!r}"


def test_catalogs_ship_as_package_data() -> None:
    pyproject = (Path(__file__).resolve().parents[2] / "pyproject.toml").read_text()
    assert 'words = ["catalogs/*/*.ftl"]' in pyproject
