"""HTML: the mail's HTML part and the web pages write the same markup, escaped."""

from __future__ import annotations

from html import escape

from words.model import Command, Game, Notation, Player, Title, Verbatim, When
from words.reader import Reader
from words.render import Renderer


class HtmlStyle:
    """Escaped HTML; ``channel`` says whose commands a ``Command`` becomes (``mail``:
    the mail's own; ``web``: the Discord command a reader of the page would use)."""

    separator = "<br>\n"

    def __init__(self, channel: str) -> None:
        self.channel = channel

    def player(self, player: Player) -> str:
        return f"<strong>{escape(player.name)}</strong>"

    def game(self, game: Game) -> str:
        return f"#{game.game_id}"

    def place(self, channel_id: int, written: str) -> str:
        return written

    def role(self, role_id: int, written: str) -> str:
        return written

    def strong(self, written: str) -> str:
        return f"<strong>{written}</strong>"

    def struck(self, written: str) -> str:
        return f"<s>{written}</s>"

    def notation(self, notation: Notation) -> str:
        return f"<code>{escape(notation.text)}</code>"

    def title(self, title: Title) -> str:
        return f"<strong>{escape(title.text)}</strong>"

    def verbatim(self, text: Verbatim) -> str:
        return escape(text.text)

    def when(self, when: When, reader: Reader, words: Renderer) -> str:
        return f'<time datetime="{when.at.isoformat()}">{escape(words.moment(when, reader))}</time>'

    def command(self, command: Command, reader: Reader, words: Renderer) -> str:
        if self.channel == "mail":
            return escape(mail_command(command, reader, words))
        on_the_page = web_command(command, reader, words)
        if on_the_page is not None:
            return escape(on_the_page)
        options = "".join(f" {name}:{value}" for name, value in command.options)
        return f"<code>/{escape(command.name)}{escape(options)}</code>"

    def escape(self, text: str) -> str:
        return escape(text, quote=False).replace("\n", "<br>\n")


def mail_command(command: Command, reader: Reader, words: Renderer) -> str:
    """What a mail reader does instead of a slash command: the catalog's
    ``mail-command-<name>`` ("reply with your move"), else the Discord command named as
    such ("/hint on Discord")."""
    key = f"mail-command-{command.name}"
    options = dict(command.options)
    if words.catalog.has(reader.locale, key) or words.catalog.has("en", key):
        return words.catalog.format(reader.locale, key, {"channel": "mail", **options})
    written = "".join(f" {name}:{value}" for name, value in command.options)
    return words.catalog.format(
        reader.locale, "mail-command-on-discord", {"command": f"/{command.name}{written}"}
    )


def web_command(command: Command, reader: Reader, words: Renderer) -> str | None:
    """What a web page offers in place of a slash command, where it has its own way: the
    catalog's ``web-command-<name>`` (with its options' names, ``web-command-explore-move``:
    "the form below the board"); None where the page has none and names the command."""
    key = "-".join(("web-command", command.name, *(name for name, _ in command.options)))
    if words.catalog.has(reader.locale, key) or words.catalog.has("en", key):
        return words.catalog.format(reader.locale, key, {"channel": "web"})
    return None
