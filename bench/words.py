"""``python -m bench words``: what rendering one message costs, per channel and locale,
and how big each locale's catalog is.

A move's post renders a handful of messages, so one message should cost well under
the move's own time: the target is 0.1 ms. Each figure is the median of repeated
timings of a whole batch, so the clock's resolution does not count.
"""

from __future__ import annotations

import argparse
import statistics
import time
from datetime import UTC, datetime

from bot.words import DISCORD
from mail.words import MAIL_HTML, MAIL_TEXT
from web.words import WEB
from words import Command, Game, Items, Player, Reader, Speech, Title, When, lines, msg
from words.catalog import CATALOGS, catalog
from words.locales import SUPPORTED
from words.plain import PLAIN
from words.render import Renderer

RENDERERS: dict[str, Renderer] = {
    "discord": DISCORD,
    "mail text": MAIL_TEXT,
    "mail html": MAIL_HTML,
    "web": WEB,
    "plain": PLAIN,
}


def sample() -> list[Speech]:
    """Messages of every kind of argument, as the catalogs hold them."""
    known = catalog()
    speech: list[Speech] = []
    alice, bob = Player(1, "Alice"), Player(2, "Bob")
    candidates = [
        msg("words-number", n=12345),
        msg("words-verbatim", text=Title("x")),
    ]
    speech += [m for m in candidates if known.has("en", m.key)]
    if known.has("en", "game-first-move"):
        speech.append(msg("game-first-move", player=alice, command=Command("move")))
    speech.append(
        lines(
            msg("words-verbatim", text=Items((alice, bob))),
            msg("words-verbatim", text=When(datetime(2026, 12, 2, tzinfo=UTC))),
            msg("words-verbatim", text=Game(7)),
        )
    )
    return speech


def per_message(renderer: Renderer, speech: Speech, reader: Reader, rounds: int) -> float:
    """Median microseconds per rendering of ``speech``."""
    batch = 200
    timings = []
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(batch):
            renderer.render(speech, reader)
        timings.append((time.perf_counter() - start) / batch * 1e6)
    return statistics.median(timings)


def catalog_sizes() -> list[str]:
    rows = []
    for locale in SUPPORTED:
        files = sorted((CATALOGS / locale).glob("*.ftl"))
        text = "".join(path.read_text(encoding="utf-8") for path in files)
        messages = sum(
            1 for line in text.splitlines() if line[:1].isalpha() and " =" in line.split("#")[0]
        )
        rows.append(
            f"catalog {locale:<3} {messages:5d} messages {len(files):3d} files "
            f"{len(text.encode()) / 1024:7.1f} KB"
        )
    return rows


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench words", description=__doc__)
    parser.add_argument("--rounds", type=int, default=25)
    args = parser.parse_args(argv)
    for row in catalog_sizes():
        print(row)
    speech = sample()
    for locale in SUPPORTED:
        for name, renderer in RENDERERS.items():
            costs = [per_message(renderer, s, Reader(locale), args.rounds) for s in speech]
            count = sum(len(s.parts) if hasattr(s, "parts") else 1 for s in speech)
            per = sum(costs) / count
            print(
                f"render {locale:<3} {name:<10} {per:7.1f} µs per message median "
                f"(worst speech {max(costs):6.1f} µs; target <= 100 µs)"
            )
    return 0
