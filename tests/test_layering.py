"""The import arrows of ``docs/design.md``: a test walks every import with ``ast``."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STDLIB = set(sys.stdlib_module_names) | {"__future__"}

# package -> the top-level packages it may import besides the stdlib
ALLOWED = {
    "rules": {"rules"},
    "ai": {"rules", "ai"},
    "rendering": {"rules", "rendering", "PIL"},
    # what Postboard says: the message model, its Fluent catalogs and the renderers' core
    "words": {"words", "fluent", "babel"},
    "storage": {"storage", "aiosqlite", "asyncpg"},
    # the application core: no channel, so neither discord nor any adapter
    "service": {"service", "rules", "ai", "rendering", "storage", "words"}
    | {"glicko2"}  # the ratings' maths (service/ratings/glicko.py)
    | {"caissify_pairings"},  # tournament pairings (service/tournaments/pairing.py)
    # the Discord adapter reaches the layers below only through the core
    "bot": {"bot", "discord", "service", "words"}
    | {"yarl"},  # POSTBOARD_DISCORD_GATEWAY, as discord.py holds its gateway (bot/channel.py)
    # the e-mail adapter, beside bot: the core and its mail libraries, never bot
    "mail": {"mail", "service", "words", "aiosmtplib", "aiosmtpd"}
    | {"dkim"},  # DKIM signatures of replies (mail/signatures.py)
    # the web pages, beside bot and mail: the core (which draws the boards) and aiohttp
    "web": {"web", "service", "words", "aiohttp"},
    # ``bench overload`` drives real bot processes through the tests' Discord stand-in,
    # from a checkout
    "bench": {"bench", "rules", "rendering", "storage", "ai", "service", "mail", "tests", "words"}
    | {"aiosmtplib", "aiosmtpd", "web", "aiohttp"},
    # the application shell opens the service and starts the channels it finds by entry
    # point (postboard.channels), importing none of them; nothing imports it. The mail
    # commands (``deliver``, ``check``, the mail settings) use mail's parts, and the
    # one-line failures know discord.py's and aiohttp's errors
    "postboard": {"postboard", "mail", "service", "rules", "rendering", "storage", "words"}
    | {"ai", "discord", "aiohttp", "aiosmtplib"},
}
FORBIDDEN_STDLIB = {"rules": {"random", "time", "asyncio", "socket", "sqlite3", "subprocess"}}
COGS = ROOT / "bot" / "cogs"


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
            elif path.is_relative_to(COGS) and (
                name == "bot.app" or name.startswith(("bot.app.", "bot.cogs."))
            ):
                bad.append(where)  # a cog takes the seam (bot.seam), never the bot or a cog
    return bad


@pytest.mark.parametrize("package", sorted(ALLOWED))
def test_package_imports_only_what_the_design_allows(package: str) -> None:
    assert (ROOT / package).is_dir()
    assert violations(package) == []


def test_nothing_outside_bot_imports_bot() -> None:
    """The Discord adapter is a channel: nothing else knows it, not even the shell, which
    finds it by entry point."""
    bad = []
    for package in sorted(set(ALLOWED) - {"bot"}):
        for path in (ROOT / package).rglob("*.py"):
            bad += [
                f"{path}:{line}" for line, name in imports_of(path) if name.split(".")[0] == "bot"
            ]
    assert bad == []


def test_only_the_bench_imports_the_web_pages() -> None:
    """The web pages are a channel too: no other layer or channel may know them."""
    bad = []
    for package in sorted(set(ALLOWED) - {"web", "bench"}):
        for path in (ROOT / package).rglob("*.py"):
            bad += [
                f"{path}:{line}" for line, name in imports_of(path) if name.split(".")[0] == "web"
            ]
    assert bad == []


def test_nothing_imports_the_application_shell() -> None:
    bad = []
    for package in sorted(set(ALLOWED) - {"postboard"}):
        for path in (ROOT / package).rglob("*.py"):
            bad += [
                f"{path}:{line}"
                for line, name in imports_of(path)
                if name.split(".")[0] == "postboard"
            ]
    assert bad == []


def module_of(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(packages: tuple[str, ...]) -> dict[str, set[str]]:
    """Module -> the modules of ``packages`` it imports (``from a import b`` counts as
    ``a.b`` when that is a module), imports under ``TYPE_CHECKING`` included."""
    paths = {module_of(path): path for p in packages for path in (ROOT / p).rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for module, path in paths.items():
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {alias.name for alias in node.names if alias.name in paths}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module in paths:
                names = {f"{node.module}.{alias.name}" for alias in node.names}
                found |= (names & paths.keys()) or {node.module}
        graph[module] = found - {module}
    return graph


def cycle_in(graph: dict[str, set[str]]) -> list[str]:
    """One import circle of ``graph`` (as a path that ends where it starts), or []."""
    done: set[str] = set()

    def visit(module: str, trail: list[str]) -> list[str]:
        if module in trail:
            return trail[trail.index(module) :] + [module]
        if module in done:
            return []
        for imported in sorted(graph[module]):
            if found := visit(imported, [*trail, module]):
                return found
        done.add(module)
        return []

    for module in sorted(graph):
        if found := visit(module, []):
            return found
    return []


def parts_graph(graph: dict[str, set[str]], package: str) -> dict[str, set[str]]:
    """The arrows of ``graph`` between the direct children of ``package``: a module is
    itself, a subpackage one node for all its modules. Arrows inside one child, and to
    or from ``package``'s own ``__init__``, are left out."""
    prefix = f"{package}."

    def part(module: str) -> str | None:
        if not module.startswith(prefix):
            return None
        return prefix + module.removeprefix(prefix).split(".")[0]

    parts: dict[str, set[str]] = {}
    for module, imported in graph.items():
        if (source := part(module)) is None:
            continue
        parts.setdefault(source, set())
        for target in filter(None, map(part, imported)):
            parts.setdefault(target, set())
            if target != source:
                parts[source].add(target)
    return parts


def packages_in(graph: dict[str, set[str]]) -> list[str]:
    """The packages among ``graph``'s modules, the top one and every subpackage."""
    return sorted(m for m in graph if any(other.startswith(f"{m}.") for other in graph))


def circles_between_parts(graph: dict[str, set[str]]) -> dict[str, list[str]]:
    """Package -> one circle between its direct children, for each package that has one."""
    found = {package: cycle_in(parts_graph(graph, package)) for package in packages_in(graph)}
    return {package: circle for package, circle in found.items() if circle}


def test_the_shell_starts_every_channel_by_entry_point() -> None:
    """What replaced the shell's imports: each channel package registers its entry point."""
    from postboard.channels import discover

    assert {channel.name for channel in discover()} == {"discord", "mail", "web"}


@pytest.mark.parametrize("package", sorted(ALLOWED))
def test_no_import_circles(package: str) -> None:
    """A circle (the bot imported its cogs, each cog the bot) would mean no layer at all."""
    assert cycle_in(import_graph((package,))) == []


@pytest.mark.parametrize("package", sorted(ALLOWED))
def test_no_import_circles_between_parts(package: str) -> None:
    """Inside every package, its modules and subpackages (each one node) import one
    another one way only: two subpackages importing each other are one feature in two
    places, even when no two modules of theirs import each other."""
    assert circles_between_parts(import_graph((package,))) == {}


def test_the_walker_catches_a_bad_arrow(tmp_path: Path) -> None:
    """The check itself must be able to fail."""
    sample = tmp_path / "sample.py"
    sample.write_text("import random\nfrom discord import ui\nfrom rules.base import Seat\n")
    assert [name for _, name in imports_of(sample)] == ["random", "discord", "rules.base"]
    assert cycle_in({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle_in({"a": {"b"}, "b": set()}) == []


def test_the_parts_walker_catches_a_circle_no_module_makes() -> None:
    """The package-granularity check must be able to fail where the module check cannot."""
    graph = {
        "p": {"p.games"},
        "p.games": set(),
        "p.games.desk": {"p.time.clock", "p.kit"},
        "p.games.rules": set(),
        "p.time": set(),
        "p.time.clock": {"p.kit"},
        "p.time.sweep": {"p.games.rules"},
        "p.kit": {"p"},  # an arrow to the package's own __init__ is no part's
    }
    assert cycle_in(graph) == []
    assert parts_graph(graph, "p") == {
        "p.games": {"p.time", "p.kit"},
        "p.time": {"p.games", "p.kit"},
        "p.kit": set(),
    }
    assert packages_in(graph) == ["p", "p.games", "p.time"]
    assert circles_between_parts(graph) == {"p": ["p.games", "p.time", "p.games"]}
    graph["p.time.sweep"] = set()
    assert circles_between_parts(graph) == {}
    graph["p.games.rules"] = {"p.games.desk"}  # inside one part: the module check's business
    assert circles_between_parts(graph) == {}
    graph["p.games.desk"] = {"p.games.rules"}
    assert circles_between_parts(graph) == {
        "p.games": ["p.games.desk", "p.games.rules", "p.games.desk"]
    }
