"""``postboard servers`` and ``postboard purge`` (issue 32.4): the servers the bot left and
their purge dates, a purge now or only its list, and a clear answer for a server unknown,
still joined or purged already; ``POSTBOARD_PURGE_DAYS`` sets the grace."""

from __future__ import annotations

import asyncio
import random
from datetime import timedelta
from pathlib import Path

import pytest

import postboard.serve as shell
from postboard.cli import main
from postboard.settings import Settings, SettingsError
from service import Asked, Service, ServiceContext
from storage import open_store
from tests.service.conftest import ALICE, BOB, Clock
from tests.service.support import new_game

HERE, OTHER = 1, 2


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return str(tmp_path / "club.db")
    url: str = request.getfixturevalue("postgres_url")
    return url


async def _club(database: str) -> None:
    """A game in each of two servers; the bot was removed from the first."""
    async with await open_store(database) as store:
        service = Service(ServiceContext(store, rng=random.Random(1), clock=Clock()))
        await service.remember(ALICE, "alice")
        await service.remember(BOB, "bob")
        game = await new_game(service, guild_id=HERE)
        await service.games.move(Asked(game_id=game, asked_by=ALICE), "e5")
        await new_game(service, guild_id=OTHER)
        await service.servers.left(HERE)


async def _games(database: str, guild_id: int) -> int:
    async with await open_store(database) as store:
        return (await store.server_contents(guild_id)).count("games")


async def run(*argv: str) -> int:
    return await asyncio.to_thread(main, list(argv))


async def test_the_servers_left_are_listed_and_purged_once(
    database: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    await _club(database)
    monkeypatch.setenv("POSTBOARD_DB", database)

    assert await run("servers") == 0
    assert capsys.readouterr().out == (
        "1 server Postboard was removed from:\n"
        f"  {HERE}: removed 2026-05-01 00:00 UTC, purged on or after 2026-05-31 00:00 UTC; "
        "1 game (1 running), 1 move, 1 challenge, 2 other rows\n"
    )
    assert await run("purge", str(HERE), "--dry-run") == 0
    assert capsys.readouterr().out == (
        f"Purging server {HERE} would delete 1 game (1 running), 1 move, 1 challenge, "
        "2 other rows.\n"
    )
    assert await _games(database, HERE) == 1, "a dry run deletes nothing"

    assert await run("purge", str(HERE)) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"Purged server {HERE}: deleted 1 game (1 running), 1 move")
    assert await _games(database, HERE) == 0 and await _games(database, OTHER) == 1
    assert await run("purge", str(HERE)) == 0, "twice is harmless"
    assert capsys.readouterr().out.startswith(f"Server {HERE} was already purged on ")
    assert await run("servers") == 0
    assert capsys.readouterr().out.startswith("No server is waiting to be purged")


async def test_an_unknown_or_joined_server_is_refused_in_one_line(
    database: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    await _club(database)
    monkeypatch.setenv("POSTBOARD_DB", database)
    assert await run("purge", "999") == 1
    assert capsys.readouterr().err == (
        "postboard: Server 999 is not known to this database: nothing to purge.\n"
    )
    assert await run("purge", str(OTHER)) == 1
    refused = capsys.readouterr().err
    assert refused.startswith(f"postboard: Postboard is still in server {OTHER}")
    assert "add --force to delete it anyway" in refused and refused.count("\n") == 1
    assert await _games(database, OTHER) == 1
    assert await run("purge", str(OTHER), "--dry-run") == 0
    assert "(Postboard is still in it: purging needs --force)" in capsys.readouterr().out
    assert await run("purge", str(OTHER), "--force") == 0
    assert await _games(database, OTHER) == 0


@pytest.mark.parametrize("typed", ["abc", "-5", "0", "1" * 25, "12 34"])
def test_a_server_id_must_be_one(typed: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["purge", typed])
    assert stopped.value.code == 2
    assert "is not a server id" in capsys.readouterr().err


def test_the_grace_is_a_setting() -> None:
    assert Settings.from_env({}).purge_days == 30
    assert Settings.from_env({"POSTBOARD_PURGE_DAYS": " 7 "}).purge_days == 7
    for bad in ("0", "seven", "-1", "3651", "1.5"):
        with pytest.raises(SettingsError) as refused:
            Settings.from_env({"POSTBOARD_PURGE_DAYS": bad})
        assert str(refused.value).startswith(
            "POSTBOARD_PURGE_DAYS must be the days a server's data is kept after Postboard "
            "was removed from it, a whole number from 1 to 3650"
        )


class _Opened(Exception):
    """The shell reached the service: enough for this test."""


async def test_the_shell_gives_the_service_its_grace(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: dict[str, object] = {}

    async def opened(database: str, **settings: object) -> None:
        asked.update(settings)
        raise _Opened

    class Any:
        name, switch = "any", "nothing"

        def enabled(self, settings: Settings) -> bool:
            return True

    monkeypatch.setattr(shell, "open_service", opened)
    with pytest.raises(_Opened):
        await shell.serve(Settings(purge_days=7), channels=[Any()])  # type: ignore[list-item]
    assert asked["purge_grace"] == timedelta(days=7)
