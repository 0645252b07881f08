"""``deploy/Dockerfile``'s own steps, run in fresh roots, make an install that starts and stops.

Why: there is no Docker engine here, and a hand-written imitation of the image would prove
only itself. ``fresh_root`` interprets the Dockerfile (and refuses what it cannot), so these
tests fail when the image's steps stop producing a working install: the console script as
the image's user, the CMD against an over-the-wire Discord, a clean exit on the stop signal.
"""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest

from postboard import __version__
from tests.deploy.fresh_root import Stage, build, container_pid, ignore_rules, ignored, stop
from tests.wire.fake_discord import FakeDiscord

ROOT = Path(__file__).resolve().parents[2]
DOCKERFILE = ROOT / "deploy" / "Dockerfile"
PACKAGES = {path.parent.name for path in ROOT.glob("*/__init__.py")}


@pytest.fixture(scope="module")
def stages(tmp_path_factory: pytest.TempPathFactory) -> list[Stage]:
    """Both stages, built once: the pip steps reach PyPI, as ``docker build`` would."""
    built = build(DOCKERFILE, ROOT, tmp_path_factory.mktemp("fresh-roots"))
    mounts = Path("/proc/self/mountinfo").read_text()
    assert not any(str(stage.root) in mounts for stage in built), "a mount leaked to the host"
    return built


@pytest.fixture(scope="module")
def image(stages: list[Stage]) -> Stage:
    return stages[-1]


def test_the_console_script_runs_as_the_images_user(image: Stage) -> None:
    done = image.run(["postboard", "--version"])
    assert (done.returncode, done.stdout) == (0, f"postboard {__version__}\n"), done.stderr
    who = image.run(["id", "-u"])
    assert who.stdout.strip() == str(image.account()[0]) != "0"


async def test_the_cmd_connects_and_stops_cleanly_on_the_stop_signal(image: Stage) -> None:
    assert image.cmd is not None
    async with FakeDiscord(token="good-token") as fake:
        command, env = image.invocation(
            image.cmd,
            DISCORD_TOKEN="good-token",
            POSTBOARD_DISCORD_API=fake.api_base,
            POSTBOARD_DISCORD_GATEWAY=fake.gateway_url,
        )
        code, stderr = await started_then_stopped(image, fake, command, env)
    assert code == 0, stderr
    assert "Traceback" not in stderr
    assert stderr.rstrip().splitlines()[-1].endswith("postboard: stopped cleanly"), stderr
    database = image.path(image.env["POSTBOARD_DB"])
    assert database.stat().st_uid == image.account()[0] != 0
    assert not database.with_name(database.name + "-wal").exists(), "the database was closed"


async def started_then_stopped(
    image: Stage, fake: FakeDiscord, command: list[str], env: dict[str, str]
) -> tuple[int, str]:
    """Start like ``docker run``, stop like ``docker stop``; kill everything if that fails."""
    process = await asyncio.create_subprocess_exec(
        *command,
        env=env,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        await fake.wait_until_identified(timeout=60)
        pid = container_pid(process.pid)
        assert b"/usr/local/bin/postboard" in Path(f"/proc/{pid}/cmdline").read_bytes()
        stop(image, process.pid)
        _, stderr = await asyncio.wait_for(process.communicate(), 10)
    finally:
        if process.returncode is None:
            process.kill()  # unshare --kill-child takes the namespace down with it
        await process.wait()
    assert process.returncode is not None
    return process.returncode, stderr.decode()


def test_the_image_reads_as_a_server_image(image: Stage) -> None:
    """What a reader of the Dockerfile expects, checked so it cannot quietly go away."""
    data_folder = str(Path(image.env["POSTBOARD_DB"]).parent)
    assert image.user not in ("", "root", "0")
    assert data_folder in image.volumes
    assert image.cmd is not None and image.cmd[0] == "postboard"
    assert any(i.keyword == "CMD" and i.args.startswith("[") for i in image.instructions)
    assert image.stopsignal == "SIGTERM"


def test_the_install_comes_from_the_wheel_not_from_package_folders(stages: list[Stage]) -> None:
    """pyproject.toml decides what ships: a COPY per package would miss the next package."""
    from_checkout = [copied_from_the_checkout(stage) for stage in stages]
    folders = {part for sources in from_checkout for s in sources for part in Path(s).parts[:1]}
    assert not folders & PACKAGES, f"COPY of package folders: {folders & PACKAGES}"
    assert from_checkout[-1] == [], "the image gets only the wheel from the build stage"
    copied_to = stages[0].path(stages[0].workdir)
    assert not (copied_to / "tests").exists(), ".dockerignore keeps the tests out"


def copied_from_the_checkout(stage: Stage) -> list[str]:
    """The sources of the stage's COPY instructions that read the build context (no --from)."""
    copies = [i.args.split() for i in stage.instructions if i.keyword == "COPY"]
    return [source for words in copies if not words[0].startswith("--") for source in words[:-1]]


def test_nothing_of_the_checkout_is_importable_inside(image: Stage) -> None:
    """The bot imports from the installed wheel, so the image works without the source tree."""
    assert not image.path("/src").exists() and "PYTHONPATH" not in image.env
    done = image.run(["python", "-c", "import bot, sys; print(bot.__file__)"])
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("/usr/local/lib/python3.11/site-packages/bot/"), done.stdout


def test_the_token_file_stays_out_of_the_repository_and_the_image() -> None:
    """``deploy/postboard.env`` holds the bot's token (``deploy/compose.yaml`` says to
    write it there): neither ``git add .`` nor ``docker build`` may take it."""
    rules = ignore_rules(ROOT, DOCKERFILE)
    assert ignored("deploy/postboard.env", rules), ".dockerignore"
    assert ignored("postboard.env", rules) and ignored("deploy/other.env", rules)
    checked = subprocess.run(
        ["git", "check-ignore", "--no-index", "-q", "deploy/postboard.env"], cwd=ROOT
    )
    assert checked.returncode == 0, ".gitignore"
