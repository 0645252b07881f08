"""Sending private views (Plateau's hands) by DM, with the thread as the fallback notice.

A private view is never posted anywhere public: when a player's DMs are
closed, the game's thread only learns *that* the DM failed and that `/hand`
shows the same thing ephemerally.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

import discord

from bot.cogs.common import as_file
from bot.service.results import PrivateView

log = logging.getLogger("postboard")


class PrivateMail:
    """Delivers private views; remembers whom it already told that their DMs are closed."""

    def __init__(self, client: discord.Client) -> None:
        self._client = client
        self._warned: set[tuple[int, int]] = set()  # (game, user) told once per run

    async def deliver(self, game_id: int, views: Iterable[PrivateView], home: Any) -> None:
        for view in views:
            if await self._send(view):
                self._warned.discard((game_id, view.user_id))
            elif (game_id, view.user_id) not in self._warned:
                self._warned.add((game_id, view.user_id))
                await self._tell_thread(home, view.user_id)

    async def _send(self, view: PrivateView) -> bool:
        try:
            user = self._client.get_user(view.user_id) or await self._client.fetch_user(
                view.user_id
            )
            await user.send(view.text, file=as_file(view.image))
        except discord.HTTPException as exc:
            log.info("private view not delivered to user %s: %s", view.user_id, exc.status)
            return False
        return True

    async def _tell_thread(self, home: Any, user_id: int) -> None:
        if home is None:
            return
        try:
            await home.send(
                f"<@{user_id}>, I could not DM you your private view (are your DMs closed?). "
                "Use `/hand` here: only you will see it.",
                allowed_mentions=discord.AllowedMentions(users=True),
            )
        except discord.HTTPException:
            log.warning("could not post in %s either", getattr(home, "id", None))
