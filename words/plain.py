"""Plain text: what a screen reader reads aloud and what alt text says; no markup."""

from __future__ import annotations

from words.model import Command, Game, Notation, Player, Speech, Title, Verbatim, When
from words.reader import Reader
from words.render import Renderer


class PlainStyle:
    channel = "plain"
    separator = "\n"

    def player(self, player: Player) -> str:
        return player.name

    def game(self, game: Game) -> str:
        return f"#{game.game_id}"

    def place(self, channel_id: int, written: str) -> str:
        return written

    def role(self, role_id: int, written: str) -> str:
        return written

    def strong(self, written: str) -> str:
        return written

    def struck(self, written: str) -> str:
        return written

    def notation(self, notation: Notation) -> str:
        return notation.text

    def title(self, title: Title) -> str:
        return title.text

    def verbatim(self, text: Verbatim) -> str:
        return text.text

    def when(self, when: When, reader: Reader, words: Renderer) -> str:
        return words.moment(when, reader)

    def command(self, command: Command, reader: Reader, words: Renderer) -> str:
        options = "".join(f" {name}:{value}" for name, value in command.options)
        return f"/{command.name}{options}"

    def escape(self, text: str) -> str:
        return text


PLAIN = Renderer(PlainStyle())
"""Plain text from the shipped catalogs."""


ALT_LIMIT = 1024
"""The longest alt text a channel gives: Discord's limit on an attachment's
description, kept by mail and the web pages too so every channel says the same."""


def fitted_alt(full: Speech, brief: Speech, reader: Reader, limit: int = ALT_LIMIT) -> str:
    """A picture's words in plain text for ``reader``: ``full`` when it fits ``limit``
    characters, else ``brief`` (the same with counts for the position); and when even
    that is too long, cut after the last whole word that fits, with an ellipsis, so no
    word is ever cut in two."""
    text = PLAIN.render(full, reader)
    if len(text) <= limit:
        return text
    text = PLAIN.render(brief, reader)
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    if not text[limit - 1].isspace():
        cut = cut.rsplit(None, 1)[0] if len(cut.split()) > 1 else cut
    return cut.rstrip(" ,;:.\n") + "…"
