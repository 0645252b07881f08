"""Golden texts: the main messages in every language, on Discord and in mail, word for
word as a reviewer read them (``tests/words/golden/<locale>.txt``).

A change to a catalog that alters one of these shows here as a diff to read again.
``python -m tests.words.test_golden`` writes the files anew after a deliberate change.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from bot.words import DISCORD
from mail.words import MAIL_TEXT
from words import Command, Game, Msg, Notation, Player, Reader, Span, Struck, Verbatim, When, msg
from words.locales import SUPPORTED

GOLDEN = Path(__file__).resolve().parent / "golden"
ALICE, BOB = Player(11, "alice"), Player(22, "bob")
GAME = Game(7)
AT = When(datetime(2026, 12, 4, 18, 30, tzinfo=UTC))

MAIN: tuple[tuple[str, Msg], ...] = (
    ("won", msg("game-result-won", winner=ALICE, game=GAME, ending=msg("game-ending-connection"))),
    ("won by", msg("game-result-won-by", winner=BOB, game=GAME, how=Verbatim("6 points"))),
    ("draw", msg("game-result-draw", game=GAME)),
    ("reminder", msg("clock-reminder-dm", left=Span(2 * 86400 + 5 * 3600), title=Verbatim("T"))),
    (
        "time up",
        msg("clock-time-up", late=BOB, game=GAME, opponent=ALICE, claim=Command("claim")),
    ),
    ("draw asked", msg("offer-asked-draw", player=ALICE, game=GAME, opponent=BOB)),
    (
        "accepted",
        msg(
            "lobby-closed-accepted",
            struck=Struck(msg("lobby-challenge-name", challenge=Game(3))),
            game=GAME,
        ),
    ),
    ("played by mail", msg("mail-played", move=Notation("e5"), game=GAME)),
    ("apology", msg("bot-apology", command=Command("board"))),  # Discord's alone
    ("a moment", msg("words-verbatim", text=AT)),
)
ZONES = {
    "en": "America/New_York",
    "es": "Europe/Madrid",
    "de": "Europe/Berlin",
    "el": "Europe/Athens",
}


def golden_text(locale: str) -> str:
    reader = Reader(locale, ZoneInfo(ZONES[locale]))
    out = []
    for name, message in MAIN:
        out.append(f"[{name}] discord: {DISCORD.render(message, reader)}")
        out.append(f"[{name}] mail: {MAIL_TEXT.render(message, reader)}")
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("locale", SUPPORTED)
def test_the_main_messages_read_as_reviewed(locale: str) -> None:
    expected = (GOLDEN / f"{locale}.txt").read_text(encoding="utf-8")
    assert golden_text(locale) == expected


if __name__ == "__main__":
    for locale in SUPPORTED:
        (GOLDEN / f"{locale}.txt").write_text(golden_text(locale), encoding="utf-8")
    sys.exit(0)
