"""The wheel is the release: built from this tree, installed in a throw-away venv (not
editable), and started from an empty folder through its console script."""

from __future__ import annotations

import json
import shutil
import subprocess
import zipfile
from pathlib import Path

from postboard import __version__
from tests.installed import ROOT, Installed

HERE = Path(__file__).parent


def source_files() -> set[str]:
    """Every module and data file of every package in the tree, except the tests."""
    found = set()
    for init in ROOT.glob("*/__init__.py"):
        package = init.parent
        if package.name == "tests":
            continue
        for path in package.rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts:
                found.add(path.relative_to(ROOT).as_posix())
    return found


def test_the_wheel_holds_every_module_and_data_file_of_the_tree(installed: Installed) -> None:
    with zipfile.ZipFile(installed.wheel) as wheel:
        shipped = {name for name in wheel.namelist() if ".dist-info/" not in name}
    assert source_files() - shipped == set()
    assert {"ai/__init__.py", "postboard/cli.py", "storage/migrations/0001_initial.sql"} <= shipped
    assert not any(name.startswith("tests/") for name in shipped)


def test_the_console_script_says_its_version(installed: Installed, tmp_path: Path) -> None:
    done = installed.run(["--version"], cwd=tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (0, f"postboard {__version__}\n", "")


def test_check_from_an_empty_folder_imports_everything_and_opens_the_database(
    installed: Installed, tmp_path: Path
) -> None:
    done = installed.run(["check"], cwd=tmp_path, DISCORD_TOKEN="not-checked-here")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "FAIL" not in done.stdout and done.stdout.endswith(
        "Ready: `postboard` starts every configured channel.\n"
    )
    assert "games: pinch, pletore, les, plakoto, plateau" in done.stdout
    assert f"database: {tmp_path / 'postboard.db'} at schema version" in done.stdout
    assert (tmp_path / "postboard.db").is_file()
    walked = subprocess.run(
        [str(installed.python), "-c", import_every_module()],
        cwd=tmp_path,
        env=installed.env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert walked.returncode == 0, walked.stderr
    modules = json.loads(walked.stdout)
    assert set(modules) == source_modules()
    assert all(path.startswith(str(installed.venv)) for path in modules.values())


def source_modules() -> set[str]:
    """Dotted names of the tree's modules, packages named by their ``__init__``."""
    names = set()
    for path in source_files():
        if path.endswith(".py") and not path.endswith("__main__.py"):
            parts = path.removesuffix(".py").split("/")
            names.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


IMPORT_EVERY_MODULE = """
import importlib, json, pkgutil
found = {}
for top in TOP_LEVEL:
    package = importlib.import_module(top)
    found[top] = package.__file__
    for module in pkgutil.walk_packages(package.__path__, top + "."):
        if module.name.endswith("__main__"):
            continue  # running it is its only job
        found[module.name] = importlib.import_module(module.name).__file__
print(json.dumps(found))
"""


def import_every_module() -> str:
    tops = sorted(name for name in source_modules() if "." not in name)
    return f"TOP_LEVEL = {tops!r}\n{IMPORT_EVERY_MODULE}"


def test_with_no_channel_configured_the_installed_script_says_one_line(
    installed: Installed, tmp_path: Path
) -> None:
    """The installed metadata lists the channels (entry points), and the line names the
    setting that turns each on."""
    done = installed.run([], cwd=tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "No channel is configured" in done.stderr
    for setting in ("DISCORD_TOKEN for Discord", "POSTBOARD_SMTP_URL", "POSTBOARD_WEB for"):
        assert setting in done.stderr
    section = "Creating the Discord application and inviting the bot"
    assert section in done.stderr
    assert f"## {section}" in (ROOT / "README.md").read_text("utf-8")


def test_the_installed_bot_plays_a_game_from_challenge_to_win(
    installed: Installed, tmp_path: Path
) -> None:
    shutil.copy(HERE / "play_installed.py", tmp_path)
    played = subprocess.run(
        [str(installed.python), "play_installed.py"],
        cwd=tmp_path,
        env=installed.env(),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert played.returncode == 0, played.stderr[-4000:]
    result = json.loads(played.stdout.splitlines()[-1])
    assert result["module"].startswith(result["prefix"])
    assert "alice wins game #1" in result["last"] and result["png"]
    backed_up = installed.run(["backup", "copy.db"], cwd=tmp_path)
    assert backed_up.returncode == 0, backed_up.stderr
    assert "1 games, 17 moves" in backed_up.stdout


def test_the_changelog_names_this_release_first() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text("utf-8")
    releases = [line.split()[1] for line in changelog.splitlines() if line.startswith("## ")]
    assert releases[0] == __version__ and len(set(releases)) == len(releases)
