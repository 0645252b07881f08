"""``configure_logging`` (what ``postboard run`` calls) installs the ``no_payloads`` filter
(issue 16.9) on the one handler every log line goes through, whatever level is asked for.

``tests/bot/test_log_secrecy.py`` proves the filter stops every line that carries a hidden
Plateau piece; this proves the running bot has it: a library logger set to DEBUG, as
careless configuration would, still cannot get its payload lines out.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest

from postboard.logs import configure_logging, no_payloads

SECRET = "open a1 xx rb"
LOGGERS = ("", "postboard", "discord.http", "aiosqlite", "asyncpg", "mail.log")


@pytest.fixture
def restored() -> Iterator[None]:
    """Every logger touched here as it was before (pytest's own handlers included)."""
    saved = {name: logging.getLogger(name) for name in LOGGERS}
    levels = {name: logger.level for name, logger in saved.items()}
    handlers = list(logging.getLogger().handlers)
    yield
    for name, logger in saved.items():
        logger.setLevel(levels[name])
    logging.getLogger().handlers[:] = handlers


def test_the_payload_filter_is_on_the_handler_at_every_level(
    restored: None, capsys: pytest.CaptureFixture[str]
) -> None:
    configure_logging(logging.DEBUG)
    [handler] = logging.getLogger().handlers
    assert no_payloads in handler.filters
    for name in ("discord.http", "aiosqlite", "asyncpg", "mail.log"):
        logging.getLogger(name).setLevel(logging.DEBUG)  # as careless configuration would

    logging.getLogger("discord.http").debug("PATCH payload %s", SECRET)
    logging.getLogger("aiosqlite").debug("executing INSERT ... (%r,)", SECRET)
    logging.getLogger("asyncpg").debug("bind %s", SECRET)
    logging.getLogger("mail.log").info("RCPT TO:<m-11-1-0-%s@play.test>", "signedtoken")
    logging.getLogger("postboard").debug("our own debug line")
    logging.getLogger("discord.gateway").warning("a library's warning")
    logging.getLogger("mail.log").warning("an SMTP warning")

    written = capsys.readouterr().err
    assert SECRET not in written and "signedtoken" not in written
    assert "our own debug line" in written
    assert "a library's warning" in written and "an SMTP warning" in written
