"""Log lines on standard error, plain text (journald and ``docker logs`` collect them).

No log level ever carries hidden information: below INFO, discord.py writes whole
gateway payloads and REST bodies, and aiosqlite every statement with its
parameters, and a Plateau move sent by DM or stored in the log names a hidden
piece; aiosmtpd writes every SMTP command at INFO, signed reply addresses included.
So those libraries never speak below INFO (aiosmtpd below WARNING), whatever level is asked for,
and the filter that says so sits on the handler, where no logger setting can
route around it. Only Postboard's own logger goes to DEBUG.
"""

from __future__ import annotations

import logging
import sys

FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"
PAYLOAD_LOGGERS = ("discord", "aiosqlite", "aiohttp", "asyncpg")
"""Libraries whose DEBUG lines carry message contents, payloads or SQL parameters."""
SMTP_LOGGER = "mail.log"
"""aiosmtpd's logger: at INFO it writes every SMTP command, so the signed reply addresses
(each one the power to move for a player) would land in the log. Only its warnings pass."""


def configure_logging(level: int) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.addFilter(no_payloads)
    handler.addFilter(not_about_voice)
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(max(level, logging.INFO))
    logging.getLogger("postboard").setLevel(level)


def no_payloads(record: logging.LogRecord) -> bool:
    """Drop the payload-carrying libraries' lines below INFO, and aiosmtpd's below WARNING."""
    if record.name == SMTP_LOGGER or record.name.startswith(SMTP_LOGGER + "."):
        return record.levelno >= logging.WARNING
    if record.levelno >= logging.INFO:
        return True
    return not record.name.startswith(PAYLOAD_LOGGERS)


def not_about_voice(record: logging.LogRecord) -> bool:
    """A board-game bot never joins a voice channel; the missing voice libraries are noise."""
    return "voice will NOT be supported" not in record.getMessage()
