"""The mail's way of writing the core's messages: names, the reader's own clock, and the
mail's own commands instead of slash commands, as plain text and as the HTML part.

The text part is plain text (``words.plain``) in all but two things: it says ``mail``
to the catalogs, whose sentences select on it, and a command is what the mail does
instead of a slash command (``mail_command``)."""

from __future__ import annotations

from words import Command, Reader
from words.html import HtmlStyle, mail_command
from words.plain import PlainStyle
from words.render import Renderer


class MailStyle(PlainStyle):
    channel = "mail"

    def command(self, command: Command, reader: Reader, words: Renderer) -> str:
        return mail_command(command, reader, words)


MAIL_TEXT = Renderer(MailStyle())
MAIL_HTML = Renderer(HtmlStyle("mail"))
