"""What a server admin installs: the wheel built from this tree, in a throw-away venv.

Tests that use it run the installed ``postboard`` console script from an empty
directory, with nothing of the checkout on ``PYTHONPATH`` and a clean
environment, so they prove what a user's install does, not what the checkout
happens to make importable.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOT_SOURCE = shutil.ignore_patterns(
    ".git", ".venv", "venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache"
)


@dataclass(frozen=True)
class Installed:
    wheel: Path
    venv: Path
    home: Path

    @property
    def python(self) -> Path:
        return self.venv / "bin" / "python"

    @property
    def script(self) -> Path:
        return self.venv / "bin" / "postboard"

    def env(self, **settings: str) -> dict[str, str]:
        """A bare environment: the venv's bin first, no PYTHONPATH, only the given settings."""
        return {
            "PATH": f"{self.venv / 'bin'}:/usr/local/bin:/usr/bin:/bin",
            "HOME": str(self.home),
            "LANG": "C.UTF-8",
            **settings,
        }

    def run(
        self, args: list[str], cwd: Path, timeout: float = 120, **settings: str
    ) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(self.script), *args],
            cwd=cwd,
            env=self.env(**settings),
            capture_output=True,
            text=True,
            timeout=timeout,
        )


def pinned(requirement_name: str) -> str:
    """The project's own pin for a test dependency (one place to change it)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    for requirement in project["project"]["optional-dependencies"]["test"]:
        if requirement.split("[")[0].split("=")[0].strip() == requirement_name:
            return requirement.replace("[pytest]", "")
    raise LookupError(requirement_name)


def build_wheel(folder: Path) -> Path:
    """Build from a copy of the tree, so the build leaves nothing in the checkout."""
    source = folder / "source"
    shutil.copytree(ROOT, source, ignore=NOT_SOURCE)
    pip(sys.executable, "wheel", "--no-deps", "--wheel-dir", str(folder / "dist"), str(source))
    (wheel,) = (folder / "dist").glob("postboard-*.whl")
    return wheel


def install(folder: Path) -> Installed:
    wheel = build_wheel(folder)
    venv = folder / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    pip(str(venv / "bin" / "python"), "install", str(wheel), pinned("simcord"))
    home = folder / "home"
    home.mkdir()
    return Installed(wheel, venv, home)


def install_once(shared: Path, home: Path) -> Installed:
    """One install for all of a run's pytest-xdist workers, in ``shared`` (a folder they
    all see): the first worker builds it under a lock, the others wait and reuse it.
    Each worker keeps a ``home`` of its own."""
    shared.mkdir(parents=True, exist_ok=True)
    with (shared / "lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        built, done = shared / "built", shared / "built.done"
        if not done.exists():  # a venv cannot be moved once made: built in place
            shutil.rmtree(built, ignore_errors=True)  # what a failed worker left
            built.mkdir()
            install(built)
            done.touch()
    (wheel,) = (built / "dist").glob("postboard-*.whl")
    home.mkdir(parents=True, exist_ok=True)
    return Installed(wheel, built / "venv", home)


def pip(python: str, *args: str) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    done = subprocess.run(
        [python, "-m", "pip", "--disable-pip-version-check", "--quiet", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-4000:]
