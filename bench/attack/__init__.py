"""``python -m bench attack NAME``: an attack from issue 35 timed before and after its fix.

Each attack is a module of this package with a ``main(argv) -> int`` and a
docstring whose first line says what it measures; ``python -m bench attack``
lists them. They print the figure the issue asks for (a move's latency while
the attack runs, file descriptors held, database growth, duplicate mails), so
the same command run on the old and the new code gives the before and after.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys


def attacks() -> dict[str, str]:
    """Every attack module of this package, with the first line of its docstring."""
    found: dict[str, str] = {}
    for info in pkgutil.iter_modules(__path__):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        found[info.name] = (module.__doc__ or "").strip().splitlines()[0]
    return found


def main(argv: list[str]) -> int:
    if not argv or argv[0] in {"-h", "--help"}:
        print("usage: python -m bench attack NAME [options]\n\nattacks:")
        for name, text in sorted(attacks().items()):
            print(f"  {name:<20} {text}")
        return 0
    name = argv[0]
    if name not in attacks():
        print(f"python -m bench attack: no attack named {name!r}", file=sys.stderr)
        return 2
    module = importlib.import_module(f"{__name__}.{name}")
    result: int = module.main(argv[1:])
    return result
