"""The pages' script and style sheet, shipped in the package (``web/static``).

Read once at import and served from memory; each URL carries a hash of the
file's contents, so browsers may keep it for good and a new release is fetched anew.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from importlib.resources import files


@dataclass(frozen=True, slots=True)
class Asset:
    body: bytes
    content_type: str
    digest: str


TYPES = {".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml"}


def _load() -> dict[str, Asset]:
    found: dict[str, Asset] = {}
    for entry in files("web").joinpath("static").iterdir():
        suffix = "." + entry.name.rpartition(".")[2]
        if entry.is_file() and suffix in TYPES:
            body = entry.read_bytes()
            found[entry.name] = Asset(body, TYPES[suffix], hashlib.sha256(body).hexdigest()[:12])
    return found


ASSETS = _load()


def asset_url(name: str) -> str:
    """``/static/<name>?v=<hash>``: the address of a shipped file, from the site's root."""
    return f"/static/{name}?v={ASSETS[name].digest}"
