"""``python -m bench words``: what rendering one message costs, per channel and locale,
and how big each locale's catalog is. (Discord's style is the bot's, which the bench does
not import; its writing of arguments is the cheapest of the styles.)

A move's post renders a handful of messages, so one message should cost well under
the move's own time: the target is 0.1 ms. Each figure is the median of repeated
timings of a whole batch, so the clock's resolution does not count.
"""

from __future__ import annotations

import argparse
import statistics
import time
from datetime import UTC, datetime

from mail.words import MAIL_HTML, MAIL_TEXT
from web.words import WEB
from words import (
    Command,
    Game,
    Items,
    Notation,
    Player,
    Reader,
    Span,
    Speech,
    Struck,
    Title,
    When,
    msg,
)
from words.catalog import CATALOGS
from words.locales import SUPPORTED
from words.plain import PLAIN
from words.render import Renderer

RENDERERS: dict[str, Renderer] = {
    "mail text": MAIL_TEXT,
    "mail html": MAIL_HTML,
    "web": WEB,
    "plain": PLAIN,
}


def sample() -> list[Speech]:
    """The messages a move and its notices say most: a result, a reminder, an offer, a
    challenge closed, a mail's answer, a moment (each kind of argument among them)."""
    alice, bob, game = Player(1, "alice"), Player(2, "bob"), Game(7)
    return [
        msg("game-result-won", winner=alice, game=game, ending=msg("game-ending-connection")),
        msg("clock-reminder-dm", left=Span(2 * 86400 + 5 * 3600), title=Title("Pinch #7")),
        msg("clock-time-up", late=bob, game=game, opponent=alice, claim=Command("claim")),
        msg("offer-asked-draw", player=alice, game=game, opponent=bob),
        msg(
            "lobby-closed-accepted",
            struck=Struck(msg("lobby-challenge-name", challenge=Game(3))),
            game=game,
        ),
        msg("mail-played", move=Notation("e5"), game=game),
        msg("words-verbatim", text=When(datetime(2026, 12, 2, tzinfo=UTC))),
        msg("words-verbatim", text=Items((alice, bob))),
    ]


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
            per = statistics.median(costs)
            print(
                f"render {locale:<3} {name:<10} {per:7.1f} µs per message, median of "
                f"{len(speech)} (slowest {max(costs):6.1f} µs; target <= 100 µs)"
            )
    return 0
