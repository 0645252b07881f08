"""/block and /unblock: players who want nothing more to do with another player.

A block is written by the blocker alone and known to nobody else, but it works both
ways for new games: while either of two players blocks the other, no new game starts
between them. Neither may challenge the other (a rematch is a challenge), take the
other's open challenge (a seek) or accept a challenge the other sent before the block;
and the blocked player's offers in a game already running (a draw, a takeback, a pause)
no longer ping the blocker nor reach them by mail: they are still posted in the game's
thread, where the blocker may answer them. Games already running go on as they were:
a block loses, ends or changes none of them (either player may still resign or offer
a draw there).

What a refusal says depends on who asks: the blocker is told they blocked that player
and how to lift it; the blocked player is told only that the other "does not take
challenges from you", the same sentence whatever they tried, and never when or since
when. Tournaments pair whoever entered, blocks or not: entering is agreeing to play
whoever the pairing names.
"""

from __future__ import annotations

from service.context import ServiceContext
from service.errors import Conflict, NotAllowed
from service.games.players import people
from service.kit.lists import Listing
from storage import errors as storage_errors
from words import Command, Speech, When, is_former, msg

MAX_BLOCKS = 500
"""Players one person may block: far more than anyone needs, and a bound on the list."""


class BlockDesk:
    """Blocks (``BlockStore``); nothing is held here, so every process agrees."""

    def __init__(self, ctx: ServiceContext) -> None:
        self._ctx = ctx

    async def block(self, user_id: int, target_id: int, *, is_bot: bool = False) -> Speech:
        """``user_id`` blocks ``target_id``: refused for themselves, for a bot, and past
        ``MAX_BLOCKS``; a second block of the same player changes nothing and says so."""
        if target_id == user_id:
            raise NotAllowed(msg("block-self"))
        if is_bot:
            raise NotAllowed(msg("block-bot"))
        target = (await people(self._ctx, target_id))[target_id]
        try:
            added = await self._ctx.store.add_block(
                user_id, target_id, self._ctx.clock(), cap=MAX_BLOCKS
            )
        except storage_errors.OverCap:
            raise NotAllowed(
                msg("block-cap", count=MAX_BLOCKS, unblock=Command("unblock"))
            ) from None
        if not added:
            raise Conflict(msg("block-already", player=target, unblock=Command("unblock")))
        return msg("block-done", player=target, unblock=Command("unblock"))

    async def unblock(self, user_id: int, target_id: int) -> Speech:
        """Lift ``user_id``'s block of ``target_id``; refused if there was none."""
        target = (await people(self._ctx, target_id))[target_id]
        if not await self._ctx.store.remove_block(user_id, target_id):
            raise Conflict(msg("unblock-not-blocked", player=target, block=Command("block")))
        return msg("unblock-done", player=target)

    async def listing(self, user_id: int) -> Listing:
        """Whom ``user_id`` blocked, the oldest first, for them alone."""
        blocks = await self._ctx.store.blocks_of(user_id)
        if not blocks:
            return Listing((msg("block-list-none", block=Command("block")),))
        named = await people(self._ctx, *(b.blocked_id for b in blocks))
        items = tuple(
            msg("block-list-item", player=named[b.blocked_id], since=When(b.blocked_at, "date"))
            for b in blocks
        )
        head = msg("block-list-head", count=len(blocks))
        tail = (msg("block-list-how", unblock=Command("unblock")),)
        return Listing((head, *items), tail)

    async def check_may_play(self, asker: int, other: int) -> None:
        """Refuse a new game between ``asker`` and ``other`` (a challenge, a rematch, a
        seek taken, a challenge accepted) while either blocks the other, in the words for
        ``asker``: their own block named, the other's told as little as possible."""
        if asker == other:
            return
        if is_former(other):  # forgotten at their request: nobody to play (issue 32.5)
            raise NotAllowed(msg("privacy-former-cannot-play"))
        blocks = await self._ctx.store.blocks_between([asker, other])
        if not blocks:
            return
        named = (await people(self._ctx, other))[other]
        if any(b.user_id == asker for b in blocks):
            raise NotAllowed(msg("block-you-blocked", player=named, unblock=Command("unblock")))
        raise NotAllowed(msg("block-refused", player=named))

    async def may_ping(self, sender: int, target: int) -> bool:
        """Whether ``sender`` may ping ``target`` through the bot: not if ``target``
        blocked them."""
        blocks = await self._ctx.store.blocks_between([sender, target])
        return not any(b.user_id == target and b.blocked_id == sender for b in blocks)
