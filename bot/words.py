"""Discord's way of writing the core's messages: mentions, stamps, markdown, commands.

A player is a mention (whether it notifies is the post's ``allowed_mentions``), a
moment is a ``<t:…>`` stamp each reader's own client writes in their zone and
language, a move is code, a heading is bold. Private answers are rendered in the
reader's ``interaction.locale``; public posts in the server's language.
"""

from __future__ import annotations

import discord

from service.kit.names import name_in_text
from words import (
    Command,
    Game,
    Notation,
    Player,
    Reader,
    Speech,
    Title,
    Verbatim,
    When,
)
from words.locales import negotiate
from words.render import Renderer

STAMPS = {"relative": "R", "date": "D", "time": "t", "datetime": "f"}


class DiscordStyle:
    channel = "discord"
    separator = "\n"

    def player(self, player: Player) -> str:
        if not player.mention:
            return name_in_text(player.name)
        return f"<@{player.user_id}>"

    def game(self, game: Game) -> str:
        if game.link and game.guild_id and game.thread_id:
            url = f"https://discord.com/channels/{game.guild_id}/{game.thread_id}"
            return f"[#{game.game_id}]({url})"
        return f"#{game.game_id}"

    def place(self, channel_id: int, written: str) -> str:
        return f"<#{channel_id}>"

    def role(self, role_id: int, written: str) -> str:
        return f"<@&{role_id}>"

    def strong(self, written: str) -> str:
        return f"**{written}**"

    def struck(self, written: str) -> str:
        return f"~~{written}~~"

    def notation(self, notation: Notation) -> str:
        return f"`{notation.text}`"

    def title(self, title: Title) -> str:
        return f"**{discord.utils.escape_markdown(title.text)}**"

    def verbatim(self, text: Verbatim) -> str:
        return text.text

    def when(self, when: When, reader: Reader, words: Renderer) -> str:
        return f"<t:{int(when.at.timestamp())}:{STAMPS[when.style]}>"

    def command(self, command: Command, reader: Reader, words: Renderer) -> str:
        options = "".join(f" {name}:{value}" for name, value in command.options)
        return f"`/{command.name}{options}`"

    def escape(self, text: str) -> str:
        return text


DISCORD = Renderer(DiscordStyle())


def reader_of(interaction: discord.Interaction) -> Reader:
    """Who reads a private answer: the locale their Discord client is set to."""
    return Reader(negotiate(str(interaction.locale)))


def say(speech: Speech, reader: Reader) -> str:
    """``speech`` as Discord shows it to ``reader``."""
    return DISCORD.render(speech, reader)
