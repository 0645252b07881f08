"""The ``postboard`` command in-process: check lists every problem, backup names its file."""

from __future__ import annotations

import asyncio
import io
from datetime import UTC, datetime
from pathlib import Path

import pytest

from postboard import __version__
from postboard.backup import backup
from postboard.check import check
from postboard.cli import main
from postboard.failures import Failure, explain
from postboard.settings import Settings
from storage.migrate import bundled_migrations
from storage.sqlite import open_store


def test_check_lists_every_problem_and_still_checks_the_rest(tmp_path: Path) -> None:
    out = io.StringIO()
    env = {"POSTBOARD_DB": str(tmp_path / "no" / "such" / "folder.db")}
    assert check(env, out) == 2
    lines = out.getvalue().splitlines()
    assert lines[0] == f"Postboard {__version__}"
    assert lines[2].startswith("FAIL  token: DISCORD_TOKEN is not set")
    assert lines[3].startswith("FAIL  database: Cannot open the database")
    assert "the folder" in lines[3] and "does not exist" in lines[3]
    assert lines[4] == "ok    mail: off (POSTBOARD_SMTP_URL is not set)"
    assert lines[5].startswith("ok    games: pinch, pletore, les, plakoto, plateau")
    assert lines[6] == "ok    computer: a level-1 move in every game"
    assert lines[-1] == "2 problem(s): fix them and run `postboard check` again."


def test_check_reports_a_malformed_setting(tmp_path: Path) -> None:
    out = io.StringIO()
    assert check({"POSTBOARD_GUILD": "x"}, out) == 2
    assert "FAIL  settings: POSTBOARD_GUILD must be a server id" in out.getvalue()


async def test_a_backup_into_a_folder_gets_a_dated_name(tmp_path: Path) -> None:
    database = tmp_path / "live.db"
    await (await open_store(database)).close()
    folder = tmp_path / "backups"
    folder.mkdir()
    when = datetime(2026, 11, 25, 3, 0, 7, tzinfo=UTC)
    said = backup(Settings(database=str(database)), str(folder), now=when)
    assert (folder / "postboard-20261125-030007.db").is_file()
    assert said.startswith(
        f"Backed up {database} to {folder}/postboard-20261125-030007.db: 0 games"
    )


def test_a_backup_of_nothing_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("POSTBOARD_DB", str(tmp_path / "absent.db"))
    assert main(["backup", str(tmp_path / "copy.db")]) == 2
    out, err = capsys.readouterr()
    assert (
        out == ""
        and err == f"postboard: There is no database at {tmp_path}/absent.db to back up.\n"
    )


def test_an_unforeseen_error_is_still_one_line() -> None:
    failure = explain(ZeroDivisionError("division by zero"), discord_api="x")
    assert isinstance(failure, Failure) and failure.exit_code == 1
    assert str(failure) == (
        "unexpected error: ZeroDivisionError: division by zero "
        "(set POSTBOARD_LOG_LEVEL=debug for the full trace)."
    )


async def test_check_says_whether_the_smtp_server_answers(tmp_path: Path) -> None:
    from tests.mail.mailbox import OutsideWorld

    outside = OutsideWorld()
    await outside.start()
    port = outside.port
    env = {
        "POSTBOARD_DB": str(tmp_path / "pb.db"),
        "POSTBOARD_SMTP_URL": f"smtp://127.0.0.1:{port}",
        "POSTBOARD_MAIL_FROM": "Postboard <play@play.test>",
    }
    try:
        out = io.StringIO()
        await asyncio.to_thread(check, env, out)
    finally:
        await outside.stop()
    line = next(x for x in out.getvalue().splitlines() if "mail:" in x)
    assert line == (
        f"ok    mail: the SMTP server at 127.0.0.1:{port} answers; replies to "
        "*@play.test, replies through `postboard deliver`"
    )
    assert outside.received == []  # nothing was sent
    out = io.StringIO()
    assert (
        await asyncio.to_thread(check, {**env, "POSTBOARD_SMTP_URL": "smtp://127.0.0.1:9"}, out)
        == 2
    )
    assert "FAIL  mail: cannot use the SMTP server in POSTBOARD_SMTP_URL" in out.getvalue()


def test_a_backup_of_postgresql_points_to_pg_dump(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setenv("POSTBOARD_DB", "postgresql://u:p@127.0.0.1:9/postboard")
    assert main(["backup", str(tmp_path / "copy.db")]) == 2
    _, err = capsys.readouterr()
    assert "pg_dump --format=custom" in err and err.count("\n") == 1


def test_migrate_db_from_postgresql_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("POSTBOARD_DB", "postgresql://u:p@127.0.0.1:9/postboard")
    assert main(["migrate-db", "--to", "postgresql://u:p@127.0.0.1:9/other"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "set POSTBOARD_DB to the SQLite file" in err


async def test_the_service_opens_a_postgresql_database(postgres_url: str) -> None:
    from service import open_service

    service = await open_service(postgres_url)
    try:
        await service.remember(1, "alice")
        assert await service.ctx.store.user_names([1]) == {1: "alice"}
        assert await service.ctx.store.schema_version() >= 6
    finally:
        await service.close()


async def test_check_opens_a_postgresql_database_and_hides_its_password(
    postgres_url: str,
) -> None:
    out = io.StringIO()
    await asyncio.to_thread(check, {"POSTBOARD_DB": postgres_url}, out)
    line = next(x for x in out.getvalue().splitlines() if "database:" in x)
    latest = len(bundled_migrations())
    assert line.startswith("ok    database: PostgreSQL 127.0.0.1:")
    assert f"schema version {latest}" in line
    password = postgres_url.split(":")[2].split("@")[0]
    assert f":{password}@" not in out.getvalue() and ":***@" in out.getvalue()


def test_check_takes_no_token_when_mail_or_web_runs_alone(tmp_path: Path) -> None:
    out = io.StringIO()
    env = {"POSTBOARD_DB": str(tmp_path / "postboard.db"), "POSTBOARD_WEB": "127.0.0.1:8080"}
    assert check(env, out) == 0
    assert "ok    token: not set: no Discord, web runs alone" in out.getvalue().splitlines()
