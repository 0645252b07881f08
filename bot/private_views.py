"""The private views (Plateau's hands) sent by DM after a move or at a game's start.

A private view is never posted anywhere public: when a player's DMs are closed, the
game's thread only learns *that* the DM failed and that `/hand` shows the same thing
ephemerally, in full once per game and run, then only the ping the DM stood for.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

import discord

from bot.common import board_parts, pinging
from bot.seam import Place, Postboard
from bot.words import say
from service.results import GameRecord, PrivateView
from words import Command, Player, Reader, msg

log = logging.getLogger("postboard")


class PrivateViews:
    """Sends the views; remembers whom it already told that their DMs are closed."""

    def __init__(self, bot: Postboard) -> None:
        self._bot = bot
        self._told: set[tuple[int, int]] = set()  # (game, user) told once per run

    async def deliver(self, game: GameRecord, views: Iterable[PrivateView], home: Place) -> None:
        """DM each view, in the language of the game's server (a DM answers no command,
        so no client's locale is known); a failure is told in the thread once per game
        and run, and a DM that stood for the player's ping (``instead_of_ping``) becomes
        a ping there."""
        reader = await self._bot.readers.of(game.guild_id)
        for view in views:
            if await self._send(view, reader):
                self._told.discard((game.id, view.user_id))
            elif (game.id, view.user_id) not in self._told:
                self._told.add((game.id, view.user_id))
                await self._tell_thread(home, view, reader, first=True)
            elif view.instead_of_ping:
                await self._tell_thread(home, view, reader, first=False)

    async def _send(self, view: PrivateView, reader: Reader) -> bool:
        try:
            user = self._bot.get_user(view.user_id) or await self._bot.fetch_user(view.user_id)
            content, files = board_parts(say(view.text, reader), view.image, reader, view.board)
            await user.send(content, files=files)
        except discord.HTTPException as exc:
            log.info("private view not delivered to user %s: %s", view.user_id, exc.status)
            return False
        return True

    async def _tell_thread(
        self, home: Place, view: PrivateView, reader: Reader, *, first: bool
    ) -> None:
        """Say in the thread (never what the DM held) that a DM failed: in full the first
        time, then only the ping the DM stood for."""
        if home is None:
            return
        user_id = view.user_id
        player = Player(user_id, "")
        if first and view.instead_of_ping:
            said = msg("bot-dm-closed-your-move", player=player)
        elif first:
            said = msg("bot-dm-closed-view", player=player)
        else:
            said = msg("bot-dm-closed-ping", player=player)
        hand = Command("hand")
        if view.hand:
            said = msg(
                "bot-dm-closed-hand" if first else "bot-dm-closed-hand-again", said=said, hand=hand
            )
        try:
            await home.send(say(said, reader), allowed_mentions=pinging([user_id]))
        except discord.HTTPException:
            log.warning("could not post in %s either", getattr(home, "id", None))
