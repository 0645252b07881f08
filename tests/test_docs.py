"""The README and ``docs/`` link only to what is in the repository, and to headings that exist."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]

FENCE = re.compile(r"^(```|~~~).*?^\1[ \t]*$", re.MULTILINE | re.DOTALL)
CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1", re.DOTALL)
LINK = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
HEADING = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t#]*$", re.MULTILINE)


def prose(page: Path) -> str:
    """The page without code blocks and code spans, where brackets are not links."""
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    return CODE_SPAN.sub("", text)


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to dashes."""
    text = re.sub(r"[*_`]|\[([^\]]*)\]\([^)]*\)", r"\1", heading).strip().lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    seen: dict[str, int] = {}
    found = set()
    for heading in HEADING.findall(FENCE.sub("", page.read_text(encoding="utf-8"))):
        base = slug(heading)
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def relative_links(page: Path) -> list[str]:
    return [
        link
        for link in LINK.findall(prose(page))
        if not re.match(r"^[a-z][a-z0-9+.-]*:", link, re.IGNORECASE)  # https:, mailto:
    ]


def test_the_pages_have_links_to_check() -> None:
    assert ROOT / "docs" / "rules" / "pinch.md" in PAGES
    assert "docs/rules/pinch.md" in relative_links(ROOT / "README.md")


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(ROOT)) for p in PAGES])
def test_every_relative_link_resolves(page: Path) -> None:
    broken = []
    for link in relative_links(page):
        path, _, anchor = link.partition("#")
        target = (page.parent / path).resolve() if path else page
        if not target.is_relative_to(ROOT) or not target.exists():
            broken.append(f"{link}: no such file in the repository")
        elif anchor and target.suffix == ".md" and anchor not in anchors(target):
            broken.append(f"{link}: no heading #{anchor} in {target.relative_to(ROOT)}")
    assert broken == []


def test_the_slugs_follow_github() -> None:
    assert slug("Settings (environment variables)") == "settings-environment-variables"
    assert slug("Play by e-mail") == "play-by-e-mail"
    assert slug("`/rules` and **more**") == "rules-and-more"
