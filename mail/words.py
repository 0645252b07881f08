"""The mail's way of writing the core's messages: names, the reader's own clock, and the
mail's own commands instead of slash commands, as plain text and as the HTML part."""

from __future__ import annotations

from words import Command, Game, Notation, Player, Reader, Title, Verbatim, When
from words.html import HtmlStyle, mail_command
from words.render import Renderer


class MailStyle:
    channel = "mail"
    separator = "\n"

    def player(self, player: Player) -> str:
        return player.name

    def game(self, game: Game) -> str:
        return f"#{game.game_id}"

    def place(self, channel_id: int, written: str) -> str:
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
        return mail_command(command, reader, words)

    def escape(self, text: str) -> str:
        return text


MAIL_TEXT = Renderer(MailStyle())
MAIL_HTML = Renderer(HtmlStyle("mail"))
