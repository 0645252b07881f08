"""Log lines on standard error, plain text (journald and ``docker logs`` collect them)."""

from __future__ import annotations

import logging
import sys

FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"


def configure_logging(level: int) -> None:
    """Only our own logger goes below INFO: at DEBUG, discord.py writes whole gateway
    payloads and aiosqlite every statement with its parameters, and a Plateau move
    sent by DM names a hidden piece."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(FORMAT))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(max(level, logging.INFO))
    logging.getLogger("postboard").setLevel(level)
    logging.getLogger("discord.client").addFilter(_not_about_voice)


def _not_about_voice(record: logging.LogRecord) -> bool:
    """A board-game bot never joins a voice channel; the missing voice libraries are noise."""
    return "voice will NOT be supported" not in record.getMessage()
