"""Run a Dockerfile's own steps in fresh roots, where no Docker engine is available.

Why: a test of the image must exercise the Dockerfile itself, not a hand-written copy of
its steps that can drift. This interprets the small subset of instructions the project
uses, and refuses anything else, so a new instruction fails the test until it is handled.

Each stage gets a directory laid out like an image: a copy of the host's ``/etc`` (so
``useradd`` changes the copy), empty ``tmp``, ``home``, ``root``, and the usual symlinks
into ``usr``. ``python:3.11-slim`` is emulated by a venv at the stage's ``/usr/local``
(``pip`` and ``python`` on PATH there, as in the real image). Every RUN, and the CMD, runs
in new mount and PID namespaces: the host's ``/usr`` bound read-only over the root's
``usr``, the stage's own ``.usr-local`` over ``usr/local``, ``/dev`` and a fresh ``/proc``,
then ``chroot`` and ``setpriv`` to the stage's USER. The mounts vanish with the namespace,
and the command is its PID 1, as in a container, so a stop signal is delivered the way
``docker stop`` delivers it, and killing ``unshare`` takes the whole namespace down.
"""

from __future__ import annotations

import json
import os
import posixpath
import re
import shlex
import shutil
import signal
import subprocess
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

BASE_IMAGE = "python:3.11-slim"
BASE_ENV = {
    "PATH": "/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin",
    "LANG": "C.UTF-8",
}
# The folders of an image (mount points included), and the modes that are not 755.
FOLDERS = "dev proc usr/local .usr-local home run opt srv mnt var/log var/lib var/cache".split()
MODES = {"tmp": 0o1777, "var/tmp": 0o1777, "root": 0o700}
MERGED_USR = {"bin": "usr/bin", "lib": "usr/lib", "lib64": "usr/lib64", "sbin": "usr/sbin"}
# Host side, in the new namespaces: mount, then become the root (absolute paths: the PATH
# given is the one for inside).
ENTER = """set -e
umask 022
root=$1; shift
/usr/bin/mount --bind -o ro /usr "$root/usr"
/usr/bin/mount --bind "$root/.usr-local" "$root/usr/local"
/usr/bin/mount --rbind /dev "$root/dev"
/usr/bin/mount -t proc proc "$root/proc"
exec /usr/sbin/chroot "$@"
"""
# Not chroot --userspec: a change of uid clears the parent-death signal that --kill-child set,
# and the namespace would outlive a killed unshare. setpriv restores it after the switch.
SETPRIV = "/usr/bin/setpriv"
IN_WORKDIR = 'cd "$1" && shift && exec "$@"'


class DockerfileError(Exception):
    """The Dockerfile uses something this runner does not emulate, or a step failed."""


@dataclass(frozen=True)
class Instruction:
    keyword: str
    args: str


@dataclass
class Stage:
    """One FROM and what followed it: its root, and the image settings a run would use."""

    name: str | None
    root: Path
    env: dict[str, str] = field(default_factory=dict)
    workdir: str = "/"
    user: str = "root"
    volumes: list[str] = field(default_factory=list)
    stopsignal: str | None = None
    cmd: list[str] | None = None
    instructions: list[Instruction] = field(default_factory=list)

    def path(self, inside: str) -> Path:
        """Where an absolute path of the image lives on the host (``/usr/local`` is ours)."""
        parts = Path(posixpath.normpath(posixpath.join(self.workdir, inside))).parts[1:]
        if parts[:2] == ("usr", "local"):
            return self.root.joinpath(".usr-local", *parts[2:])
        if parts[:1] == ("usr",):
            raise DockerfileError(f"{inside}: /usr outside /usr/local is the host's, read-only")
        return self.root.joinpath(*parts)

    def account(self, user: str | None = None) -> tuple[int, int, str]:
        """uid, gid and home of a USER, from the root's own /etc/passwd, as Docker does."""
        name, _, group = (user or self.user).partition(":")
        if group and not group.isdigit():
            raise DockerfileError(f"USER {name}:{group}: only a numeric group is emulated")
        for line in (self.root / "etc" / "passwd").read_text().splitlines():
            fields = line.split(":")
            if name in (fields[0], fields[2]):
                gid = int(group) if group else int(fields[3])
                return int(fields[2]), gid, fields[5]
        raise DockerfileError(f"USER {name}: not in the image's /etc/passwd (not emulated)")

    def invocation(
        self, argv: list[str], user: str | None = None, **env: str
    ) -> tuple[list[str], dict[str, str]]:
        """The host command and environment that run ``argv`` in the root as a container would."""
        uid, gid, home = self.account(user)
        command = ["/usr/bin/unshare", "--mount", "--pid", "--fork", "--kill-child"]
        command += ["/bin/sh", "-c", ENTER, "sh", str(self.root), str(self.root)]
        command += [SETPRIV, f"--reuid={uid}", f"--regid={gid}", "--init-groups"]
        command += ["--pdeathsig=keep", "/bin/sh", "-c", IN_WORKDIR, "sh", self.workdir, *argv]
        return command, {**BASE_ENV, "HOME": home, **self.env, **env}

    def run(
        self, argv: list[str], user: str | None = None, timeout: float = 300, **env: str
    ) -> subprocess.CompletedProcess[str]:
        """Like ``docker run --rm``; a timeout kills unshare, and the namespace with it."""
        command, environment = self.invocation(argv, user, **env)
        return subprocess.run(
            command,
            env=environment,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=timeout,
        )

    def must_run(self, argv: list[str], user: str | None = None) -> None:
        """A RUN step: as in ``docker build``, a non-zero exit stops the build."""
        done = self.run(argv, user)
        if done.returncode != 0:
            output = (done.stdout + done.stderr)[-4000:]
            raise DockerfileError(f"{argv} exited {done.returncode}:\n{output}")


def instructions(text: str) -> list[Instruction]:
    """Keyword and arguments, with comments dropped and backslash continuations joined."""
    found: list[Instruction] = []
    pending = ""
    for line in text.splitlines():
        if not line.strip() or line.strip().startswith("#"):
            continue
        if line.rstrip().endswith("\\"):
            pending += line.rstrip()[:-1]
            continue
        keyword, _, args = (pending + line).strip().partition(" ")
        found.append(Instruction(keyword.upper(), args.strip()))
        pending = ""
    if pending:
        raise DockerfileError("the last line ends with a continuation")
    return found


def ignore_rules(context: Path, dockerfile: Path) -> list[re.Pattern[str]]:
    """The .dockerignore next to the Dockerfile (``<name>.dockerignore``) or the context's."""
    own = dockerfile.with_name(dockerfile.name + ".dockerignore")
    source = own if own.exists() else context / ".dockerignore"
    lines = source.read_text().splitlines() if source.exists() else []
    patterns = [line.strip() for line in lines if line.strip() and not line.startswith("#")]
    if any(pattern.startswith("!") for pattern in patterns):
        raise DockerfileError(".dockerignore exceptions (!) are not emulated")
    return [glob_regex(posixpath.normpath(pattern).lstrip("/")) for pattern in patterns]


def glob_regex(pattern: str) -> re.Pattern[str]:
    """Docker's matching: ``*`` and ``?`` stay within a name, ``**`` spans any folders."""
    tokens = re.split(r"(\*\*/|\*\*|\*|\?)", pattern)
    wild = {"**/": "(?:.*/)?", "**": ".*", "*": "[^/]*", "?": "[^/]"}
    return re.compile("".join(wild.get(token, re.escape(token)) for token in tokens))


def ignored(relative: str, rules: list[re.Pattern[str]]) -> bool:
    """A path is left out when a rule matches it or any folder above it."""
    parts = relative.split("/")
    prefixes = ["/".join(parts[: n + 1]) for n in range(len(parts))]
    return any(rule.fullmatch(prefix) for rule in rules for prefix in prefixes)


def copy(sources: list[Path], dest: Path, skip: Callable[[Path], bool], into: bool) -> None:
    """Docker's COPY: a folder's contents merge into dest; files land in it or become it.

    We copy as root, so what is created belongs to root:root, as Docker's COPY without --chown.
    """
    for source in sources:
        if source.is_dir() and not source.is_symlink():

            def leave_out(folder: str, names: list[str]) -> set[str]:
                return {name for name in names if skip(Path(folder) / name)}

            shutil.copytree(source, dest, symlinks=True, ignore=leave_out, dirs_exist_ok=True)
        else:
            target = dest / source.name if into or dest.is_dir() else dest
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target, follow_symlinks=False)


def fresh_root(root: Path) -> None:
    """An image's skeleton plus the base image's Python: a venv at /usr/local."""
    for name, mode in {**dict.fromkeys(FOLDERS, 0o755), **MODES}.items():
        (root / name).mkdir(parents=True, exist_ok=True)
        (root / name).chmod(mode)
    for name, target in MERGED_USR.items():
        (root / name).symlink_to(target)
    shutil.copytree("/etc", root / "etc", symlinks=True)


class Build:
    """Interprets one Dockerfile, stage after stage, each in a fresh root under ``workspace``."""

    def __init__(self, dockerfile: Path, context: Path, workspace: Path) -> None:
        self.dockerfile = dockerfile
        self.context = context
        self.workspace = workspace
        self.rules = ignore_rules(context, dockerfile)
        self.stages: list[Stage] = []

    def run(self) -> list[Stage]:
        steps = instructions(self.dockerfile.read_text())
        unknown = sorted({i.keyword for i in steps if not hasattr(self, "do_" + i.keyword.lower())})
        if unknown:  # before any work, so the failure is quick and names them all
            raise DockerfileError(f"not emulated: {', '.join(unknown)}")
        for instruction in steps:
            handler = getattr(self, "do_" + instruction.keyword.lower())
            if instruction.keyword != "FROM" and not self.stages:
                raise DockerfileError(f"{instruction.keyword} before FROM")
            if instruction.keyword not in ("RUN", "CMD") and "$" in instruction.args:
                raise DockerfileError(f"{instruction.keyword}: variable substitution")
            handler(instruction.args)
            self.stages[-1].instructions.append(instruction)
        return self.stages

    @property
    def stage(self) -> Stage:
        return self.stages[-1]

    def do_from(self, args: str) -> None:
        words = args.split()
        named = len(words) == 3 and words[1].upper() == "AS"
        if words[0] != BASE_IMAGE or not (len(words) == 1 or named):
            raise DockerfileError(f"FROM {args}: only {BASE_IMAGE} [AS name] is emulated")
        root = self.workspace / f"stage-{len(self.stages)}"
        fresh_root(root)
        self.stages.append(Stage(name=words[2] if len(words) == 3 else None, root=root))
        self.stage.must_run(["/usr/bin/python3.11", "-m", "venv", "/usr/local"])

    def do_env(self, args: str) -> None:
        words = shlex.split(args)
        if words and "=" not in words[0]:
            self.stage.env[words[0]] = " ".join(words[1:])
            return
        for word in words:
            key, _, value = word.partition("=")
            self.stage.env[key] = value

    def do_workdir(self, args: str) -> None:
        self.stage.workdir = posixpath.normpath(posixpath.join(self.stage.workdir, args))
        self.stage.path(self.stage.workdir).mkdir(parents=True, exist_ok=True)

    def do_user(self, args: str) -> None:
        self.stage.account(args)  # it must exist when the instruction runs
        self.stage.user = args

    def do_run(self, args: str) -> None:
        self.stage.must_run(exec_form(args) or ["/bin/sh", "-c", args])

    def do_cmd(self, args: str) -> None:
        self.stage.cmd = exec_form(args) or ["/bin/sh", "-c", args]

    def do_volume(self, args: str) -> None:
        self.stage.volumes += exec_form(args) or args.split()

    def do_stopsignal(self, args: str) -> None:
        signal.Signals[args]  # a name the host knows, so a test can send it
        self.stage.stopsignal = args

    def do_copy(self, args: str) -> None:
        stage, sources, dest = copy_args(args)
        into = dest.endswith("/") or len(sources) > 1
        if stage is not None:
            earlier = self.named(stage)
            found = [p for src in sources for p in globbed(earlier.path(posixpath.join("/", src)))]
            copy(found, self.stage.path(dest), lambda _: False, into)
            return
        found = [path for src in sources for path in globbed(self.context / src)]
        if any(self.left_out(path) for path in found):
            raise DockerfileError(f"COPY {args}: a source is in .dockerignore")
        copy(found, self.stage.path(dest), self.left_out, into)

    def named(self, name: str) -> Stage:
        for index, stage in enumerate(self.stages[:-1]):
            if name in (stage.name, str(index)):
                return stage
        raise DockerfileError(f"COPY --from={name}: no earlier stage of that name")

    def left_out(self, path: Path) -> bool:
        relative = Path(os.path.relpath(path, self.context)).as_posix()
        return relative != "." and ignored(relative, self.rules)


def copy_args(args: str) -> tuple[str | None, list[str], str]:
    """``[--from=stage] src... dest`` (shell or JSON form); any other flag is refused."""
    flags, rest = [], args
    while rest.startswith("--"):
        flag, _, rest = rest.partition(" ")
        flags.append(flag)
        rest = rest.strip()
    paths = exec_form(rest) or rest.split()
    if len(flags) > 1 or (flags and not flags[0].startswith("--from=")) or len(paths) < 2:
        raise DockerfileError(f"COPY {args}: only [--from=stage] src... dest is emulated")
    stage = flags[0].removeprefix("--from=") if flags else None
    return stage, paths[:-1], paths[-1]


def exec_form(args: str) -> list[str] | None:
    """A JSON array of strings (exec form), or None for the shell form.

    Docker quietly treats a malformed array as shell form; here it is an error instead.
    """
    if not args.startswith("["):
        return None
    try:
        value = json.loads(args)
    except json.JSONDecodeError as error:
        raise DockerfileError(f"{args}: not JSON ({error})") from None
    if not isinstance(value, list) or not all(isinstance(word, str) for word in value):
        raise DockerfileError(f"{args}: not a JSON array of strings")
    return value


def globbed(path: Path) -> Iterable[Path]:
    """Docker's COPY sources may be globs; one that matches nothing is an error."""
    if not any(char in path.name for char in "*?["):
        if not path.exists() and not path.is_symlink():
            raise DockerfileError(f"COPY: {path} does not exist")
        return [path]
    found = sorted(path.parent.glob(path.name))
    if not found:
        raise DockerfileError(f"COPY: nothing matches {path}")
    return found


def build(dockerfile: Path, context: Path, workspace: Path) -> list[Stage]:
    """Every stage of ``dockerfile`` built in order; the last one is the image."""
    return Build(dockerfile, context, workspace).run()


def container_pid(launcher: int) -> int:
    """The namespace's PID 1 as the host sees it: unshare's only child (no /proc children)."""
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == launcher:
            return int(stat.parent.name)
    raise ProcessLookupError(f"unshare {launcher} has no child")


def stop(stage: Stage, launcher: int) -> None:
    """``docker stop``: the image's STOPSIGNAL (SIGTERM by default) to the container's PID 1.

    Not to ``unshare`` itself: it only waits for its child and passes on its exit status.
    """
    os.kill(container_pid(launcher), signal.Signals[stage.stopsignal or "SIGTERM"])
