"""``postboard check``: is this install ready to run, without contacting Discord?

It goes as far as a start would: reads every setting, opens (and migrates) the
database, sets up and draws a first position of every game, and asks the computer
for a move in each. Every problem is listed, not just the first, so an admin can
fix them in one go.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TextIO
from urllib.parse import urlsplit

import aiosmtplib

from ai import LEVELS, choose_move, observe
from mail.sender import probe
from postboard import __version__
from postboard.failures import CONFIGURATION
from postboard.serve import schema_version
from postboard.settings import Settings, SettingsError
from rules import GAMES
from rules.base import CHANCE
from service.presenters import PRESENTERS
from storage.errors import StorageError
from words import ENGLISH


def check(env: Mapping[str, str], out: TextIO) -> int:
    problems = 0

    def report(ok: bool, what: str, detail: str) -> None:
        nonlocal problems
        problems += not ok
        out.write(f"{'ok  ' if ok else 'FAIL'}  {what}: {detail}\n")

    out.write(f"Postboard {__version__}\n")
    try:
        settings = Settings.from_env(env)
    except SettingsError as error:
        report(False, "settings", str(error))
        settings = None
    if settings is not None:
        report(True, "settings", _describe(settings))
        _check(report, "token", lambda: _token(settings))
        _check(report, "database", lambda: _database(settings.database))
        _check(report, "mail", lambda: _mail(settings))
    _check(report, "games", _games)
    _check(report, "computer", _computer)
    if problems:
        out.write(f"{problems} problem(s): fix them and run `postboard check` again.\n")
        return CONFIGURATION
    out.write("Ready: `postboard` starts every configured channel.\n")
    return 0


def _check(report: Callable[[bool, str, str], None], what: str, test: Callable[[], str]) -> None:
    """A broken install shows up here as an import or drawing error: report it, go on."""
    try:
        report(True, what, test())
    except (SettingsError, StorageError) as error:
        report(False, what, str(error))
    except Exception as error:
        report(False, what, f"{type(error).__name__}: {error}")


def _describe(settings: Settings) -> str:
    where = (
        f"commands synced to server {settings.guild_id}"
        if settings.guild_id is not None
        else "commands synced to every server"
    )
    return f"database {without_password(settings.database)}, {where}"


def without_password(address: str) -> str:
    """A database address as it may be printed: a PostgreSQL password is never shown."""
    parts = urlsplit(address)
    if not parts.scheme.startswith("postgres") or parts.password is None:
        return address
    return address.replace(f":{parts.password}@", ":***@", 1)


def _token(settings: Settings) -> str:
    """Optional when another channel is on: a mail-only or web-only club needs none."""
    others = [name for name, on in (("mail", settings.mail), ("web", settings.web)) if on]
    if not settings.token and others:
        verb = "runs" if len(others) == 1 else "run"
        return f"not set: no Discord, {' and '.join(others)} {verb} alone"
    settings.require_token()
    return "set (Discord checks it when `postboard` starts)"


def _database(path: str) -> str:
    if path.startswith(("postgresql://", "postgres://")):
        version = asyncio.run(schema_version(path))
        where = urlsplit(path)
        return (
            f"PostgreSQL {where.hostname}:{where.port or 5432}{where.path} "
            f"at schema version {version}"
        )  # the address without its password
    existed = Path(path).exists()
    version = asyncio.run(schema_version(path))
    state = "up to date" if existed else "created"
    return f"{Path(path).resolve()} at schema version {version} ({state})"


def _mail(settings: Settings) -> str:
    """The SMTP server answers (and takes the login); nothing is sent, nothing listens."""
    if settings.mail is None:
        return "off (POSTBOARD_SMTP_URL is not set)"
    try:
        answer = asyncio.run(probe(settings.mail.smtp))
    except (aiosmtplib.SMTPException, OSError, TimeoutError) as error:
        raise SettingsError(
            f"cannot use the SMTP server in POSTBOARD_SMTP_URL ({settings.mail.smtp.host}:"
            f"{settings.mail.smtp.port}): {error}"
        ) from None
    inbound = (
        f"listening on {settings.mail.listen[0]}:{settings.mail.listen[1]}"
        if settings.mail.listen
        else "replies through `postboard deliver`"
    )
    return f"{answer}; replies to *@{settings.mail.domain}, {inbound}"


def _games() -> str:
    for game in GAMES:
        state = game.initial({})
        view = game.view(state, None)
        png = PRESENTERS[game.name].render(
            view, title=f"{game.name} check", names=("a", "b"), reader=ENGLISH
        )
        if not png.startswith(b"\x89PNG"):
            raise ValueError(f"{game.name}: the board image is not a PNG")
    return f"{', '.join(game.name for game in GAMES)} (rules, first position, board image)"


def _computer() -> str:
    for game in GAMES:
        state = game.initial({})
        while (seat := game.to_move(state)) is CHANCE:
            state = game.apply(state, game.chance_outcomes(state)[0][0])
        if not isinstance(seat, int):
            raise ValueError(f"{game.name}: nobody is to move in the first position")
        choose_move(observe(game.name, state, seat), LEVELS[1], seed=1)
    return "a level-1 move in every game"
