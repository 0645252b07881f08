"""The compose files say what the README promises, read as YAML the way Compose reads them.

There is no Docker engine here to run them, so what can be checked without one is: the
shards of the scaled file cover 0..N-1 exactly once with one total, each value parses
as ``POSTBOARD_SHARDS``, the bots wait for a healthy PostgreSQL, data lives on named
volumes, a stop is a SIGTERM with time to finish, and every bot may open enough files
for both listeners' connection caps (``Dockerfile`` steps are tested in
``test_dockerfile.py``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from mail import listener
from postboard.settings import Settings
from service.running.connections import listener_cap
from web import server

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"


def _compose(name: str) -> dict[str, Any]:
    loaded = yaml.safe_load((DEPLOY / name).read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def _bots(compose: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {
        name: service
        for name, service in compose["services"].items()
        if service.get("image") == "postboard"
    }


def test_the_club_file_runs_one_bot_on_a_named_volume() -> None:
    compose = _compose("compose.yaml")
    bots = _bots(compose)
    assert list(bots) == ["postboard"]
    bot = bots["postboard"]
    volume = bot["volumes"][0].split(":")[0]
    assert volume in compose["volumes"] and bot["stop_signal"] == "SIGTERM"
    assert bot["env_file"] == "postboard.env"


def test_the_scaled_file_shares_every_shard_once_among_its_bots() -> None:
    compose = _compose("compose.scaled.yaml")
    bots = _bots(compose)
    assert len(bots) >= 2
    ranges = [
        Settings.from_env({"POSTBOARD_SHARDS": bot["environment"]["POSTBOARD_SHARDS"]}).shards
        for bot in bots.values()
    ]
    assert all(shards is not None for shards in ranges)
    totals = {shards[1] for shards in ranges if shards is not None}
    assert len(totals) == 1, "every process must agree on the total"
    owned = sorted(shard for shards in ranges if shards is not None for shard in shards[0])
    assert owned == list(range(totals.pop())), "each shard run by exactly one process"


def test_the_scaled_bots_wait_for_a_healthy_postgresql_with_its_data_on_a_volume() -> None:
    compose = _compose("compose.scaled.yaml")
    postgres = compose["services"]["postgres"]
    assert "pg_isready" in " ".join(postgres["healthcheck"]["test"])
    volume = postgres["volumes"][0].split(":")[0]
    assert volume in compose["volumes"]
    for name, bot in _bots(compose).items():
        assert bot["depends_on"]["postgres"]["condition"] == "service_healthy", name
        assert bot["stop_signal"] == "SIGTERM" and bot["restart"] == "unless-stopped", name


def test_every_bot_may_open_enough_files_for_both_listeners_caps() -> None:
    """Docker's own default varies with the engine; 65,536 files lets the pages and the
    SMTP listener reach their ceilings with the reserve for the rest left over."""
    for name in ("compose.yaml", "compose.scaled.yaml"):
        for service, bot in _bots(_compose(name)).items():
            nofile = bot["ulimits"]["nofile"]
            assert nofile == {"soft": 65536, "hard": 65536}, (name, service)
            assert listener_cap(server.CEILING, files=nofile["soft"]) == server.CEILING
            assert listener_cap(listener.CEILING, files=nofile["soft"]) == listener.CEILING
