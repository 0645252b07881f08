"""The core's outbox on Discord: posts in a game's thread, DMs, and what follows a move.

Everything here reports what already happened and is saved, so nothing may look
like a failure to anyone: a post that cannot be made is logged, a thread that
is gone falls back to its channel, a closed DM gets a notice in the thread.

A private view (Plateau's hands) goes by DM, never anywhere public
(``bot.private_views``).

A post pings only the players it is for, by id (``bot.common.pinging``): never
whoever its text happens to mention.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.answer_age import first_answer
from bot.common import QUIET, as_file, pinging
from bot.errors import log_failure
from bot.late_answers import follow_up
from bot.private_views import PrivateViews
from bot.seam import NextGame, Place, Postboard
from bot.ui.buttons import answer_buttons, offer_view
from bot.visibility import see_game_channel
from bot.words import reader_of, say
from service.agreements.desk import Proposal
from service.agreements.settled import Settled
from service.results import ChallengeClosed, GameRecord, GameStarted, GameUpdate
from service.running.outbox import tell
from service.tournaments.news import TournamentNews
from words import ENGLISH, Command, Lines, Reader, Speech, lines, msg
from words import Place as Where

log = logging.getLogger("postboard")


class DiscordOutbox:
    """Implements ``bot.seam.Outbox`` (and so ``service.running.outbox.Outbox``)."""

    def __init__(self, bot: Postboard) -> None:
        self._bot = bot
        self._views = PrivateViews(bot)

    async def announce(self, update: GameUpdate) -> None:
        home = await self._bot.home_of(update.game.thread_id, update.game.channel_id)
        await self._announce_in(home, update)

    async def notice(self, game: GameRecord, text: Speech, *, ping: bool = True) -> None:
        """A notice about ``game`` pings (of those it mentions) the game's players only."""
        await self._notice(game, text, ping=ping)

    async def settle(self, settled: Settled) -> None:
        """A decline, a pause or a resume, from a cog, a button, another channel in this
        process or a sweep (``OwedNotices.due``), said in the game's thread; once said,
        the database owes it no more. One Discord refused stays owed, for a later round;
        a game with nowhere left to post owes nothing."""
        if await self._notice(settled.game, settled.text):
            try:
                await self._bot.service.owed_notices.posted(settled)
            except Exception as error:  # the post is made; a sweep may make it once more
                log_failure(f"noting game {settled.game.id}'s notice as posted failed", error)

    async def _notice(self, game: GameRecord, text: Speech, *, ping: bool = True) -> bool:
        """Whether the notice is done with: posted, or nowhere left to post it."""
        home = await self._bot.home_of(game.thread_id, game.channel_id)
        if home is None:
            return True
        try:
            await home.send(
                say(text, await self._bot.readers.of(game.guild_id)),
                allowed_mentions=pinging(game.players) if ping else QUIET,
            )
        except discord.HTTPException:
            log.warning("could not post a notice of game %s in %s", game.id, home.id)
            return False
        return True

    async def private(self, user_id: int, text: Speech) -> None:
        try:
            user = self._bot.get_user(user_id) or await self._bot.fetch_user(user_id)
            await user.send(say(text, ENGLISH), allowed_mentions=QUIET)
        except discord.HTTPException:
            log.info("DM to user %s failed", user_id)

    async def begin(self, started: GameStarted) -> None:
        """A game that began away from Discord (a challenge accepted by mail) gets its
        thread in the challenge's channel, like one accepted with the button."""
        where = await self.open_game(started, None)
        suffix = f" → {where.mention}" if where is not None else ""
        await self.close_challenge(started.closed, suffix=suffix)

    async def withdraw(self, closed: ChallengeClosed) -> None:
        await self.close_challenge(closed)

    async def bulletin(self, news: TournamentNews) -> None:
        """A tournament's news in its games channel, pinging its players (by id) only."""
        channel = await self._bot.channel(news.channel_id)
        public = await self._bot.readers.of(news.guild_id)
        extra: dict[str, Any] = {} if news.image is None else {"file": as_file(news.image, public)}
        try:
            text = say(news.text, public)
            await channel.send(text, allowed_mentions=pinging(news.ping), **extra)
        except (AttributeError, discord.HTTPException):
            log.warning("could not post tournament %s's news", news.tournament_id)

    async def propose(self, proposal: Proposal) -> None:
        """An offer made away from Discord (a player's web page), or one still owed
        (``OwedOffers.due``), posted in the game's thread with its Accept and Decline,
        pinging who answers (unless they blocked the one asking). A post Discord refused
        stays owed, for a later sweep; a game with nowhere left to post owes nothing."""
        game = proposal.game
        home = await self._bot.home_of(game.thread_id, game.channel_id)
        if home is not None:
            public = await self._bot.readers.of(game.guild_id)
            asked = pinging([proposal.answer_user_id] if proposal.ping else [])
            try:
                await home.send(
                    say(proposal.text, public),
                    view=answer_buttons(proposal, public),
                    allowed_mentions=asked,
                )
            except discord.HTTPException:
                log.warning("could not post an offer of game %s in %s", game.id, home.id)
                return
        await self.offer_posted(proposal)

    async def offer_posted(self, proposal: Proposal) -> None:
        """The database hears the offer's post is made, so no sweep makes it again."""
        try:
            await self._bot.service.owed_offers.posted(proposal)
        except Exception as error:  # the post is made; a sweep may make it once more
            log_failure(f"noting game {proposal.game.id}'s offer as posted failed", error)

    async def publish(
        self,
        interaction: discord.Interaction,
        update: GameUpdate,
        *,
        then: Callable[[], Awaitable[NextGame | None]] | None = None,
    ) -> None:
        """Answer the mover, then post the new position where the game lives.

        The move is already logged, so nothing here may look like a failure to
        the player: if the game's thread is gone the channel gets the post, and
        a move sent from elsewhere (or any move of a game with hidden
        information) is answered privately, the post going to the game's home; so is a
        move a busy process acknowledged before it was played (``bot.admission``),
        and a confirmed preview, whose own message becomes the answer.

        ``then``: the mover's next game (``bot.ui.buttons.next_game``), told privately: a
        link in a follow-up to the public post when one waits, else nothing; in a
        private answer, a link or that none waits.
        """
        home = await self._bot.home_of(update.game.thread_id, update.game.channel_id)
        acknowledged = interaction.response.is_done()  # a busy process said "thinking…"
        if (
            not acknowledged
            and update.mover_reply is None
            and (home is None or home.id == interaction.channel_id)
        ):
            async with first_answer(interaction):
                public = await self._bot.readers.of(update.game.guild_id)
                text = say(update.text, public)
                await interaction.response.send_message(text, **_post(update, public))
            await self._announce_in(home, update, posted=True)
            following = None if then is None else await then()
            if following is not None and following.view is not None:
                try:
                    await follow_up(
                        interaction,
                        following.text,
                        view=following.view,
                        ephemeral=True,
                        allowed_mentions=QUIET,
                    )
                except discord.HTTPException:
                    log.info("could not point user %s to their next game", interaction.user.id)
            return
        reader = reader_of(interaction)
        place = None if home is None else Where(home.id, msg("game-thread"))
        reply = say(msg("bot-played-in", place=place) if place else msg("bot-played"), reader)
        if update.mover_reply is not None:
            answer = update.mover_reply
            if place is not None:
                answer = msg("bot-board-posted-in", said=answer, place=place)
            reply = say(answer, reader)
        following = None if then is None else await then()
        extra: dict[str, Any] = {}
        if following is not None:
            reply += f"\n{following.text}"
            if following.view is not None:
                extra["view"] = following.view
        updating = (
            discord.InteractionResponseType.deferred_message_update,
            discord.InteractionResponseType.message_update,
        )
        if interaction.response.type in updating:  # a confirm button: its preview answers
            await interaction.edit_original_response(
                content=reply, attachments=[], view=extra.get("view"), allowed_mentions=QUIET
            )
        elif acknowledged:
            await follow_up(interaction, reply, ephemeral=True, allowed_mentions=QUIET, **extra)
        else:
            async with first_answer(interaction):
                await interaction.response.send_message(
                    reply, ephemeral=True, allowed_mentions=QUIET, **extra
                )
        await self._announce_in(home, update)

    async def open_game(self, started: GameStarted, fallback: Place) -> Place:
        """Post the first board in a new thread of the challenge's channel.

        A challenge made inside a thread gets its thread in the parent channel
        (one thread, one game); where no thread can be made, the game is played
        in the channel itself and the text says to name the game. An opening made
        again (``GameDesk.owed_posts``) goes to the thread the game already has.

        The game is stored before this runs, so nothing here may leave it half-open:
        a first post the thread refuses (no Send Messages in Threads; Discord's 429
        or 5xx past discord.py's retries) is made in the channel instead, and one
        nowhere takes stays owed, for the sweep to make. Returns where the game lives.
        """
        channel = await self._bot.channel(started.game.channel_id) or fallback
        if channel is None:
            log.warning("game %s has no channel left to be posted in", started.game.id)
            return None
        await see_game_channel(self._bot.service, started.game.channel_id, channel)
        if isinstance(channel, discord.Thread) and channel.parent is not None:
            channel = channel.parent
        reader = await self._bot.readers.of(started.game.guild_id)
        said = lines(started.text, await self._bot.service.spectators.page_line(started.game))
        target = await self._thread_of(started, channel)
        posted = target is not None and await self._first_post(
            target, started, say(said, reader), reader
        )
        if posted and target.id != started.game.thread_id:
            await self._bot.service.games.attach_thread(started.game.id, target.id)
        elif not posted:
            if target is not None and target.id != started.game.thread_id:
                await _discard(target)  # an empty thread the game will not live in
            target = channel
            here = say(in_channel(said, started.game.id), reader)
            posted = await self._first_post(channel, started, here, reader)
        if not posted:
            log.warning("game %s's first post was refused; the sweep makes it", started.game.id)
            return target
        try:
            await self._bot.service.games.posted(started.game.id, started.ply)
        except Exception as error:  # the post is made; a sweep may make it once more
            log_failure(f"noting game {started.game.id}'s first post as made failed", error)
        await self._views.deliver(started.game, started.private_views, target)
        if started.computer_to_move:
            self._bot.computer.schedule(started.game.id)
        return target

    async def _thread_of(self, started: GameStarted, channel: Place) -> Place:
        """The game's thread: the one it has (an opening made again), else a new one,
        attached to the game once its first post is in; None where none can be made."""
        if started.game.thread_id is not None:
            thread = await self._bot.channel(started.game.thread_id)
            if thread is not None:
                return thread
        try:
            return await channel.create_thread(
                name=started.thread_name,
                type=discord.ChannelType.public_thread,
                auto_archive_duration=10080,
            )
        except (AttributeError, discord.HTTPException):
            return None

    async def _first_post(
        self, target: Place, started: GameStarted, text: str, reader: Reader
    ) -> bool:
        """Whether the opening post went in."""
        try:
            await target.send(
                text,
                file=as_file(started.image, reader),
                view=offer_view(started.game.id, started.ply, started.offers),
                allowed_mentions=pinging(started.game.players),  # the post is for both players
            )
        except (AttributeError, discord.HTTPException) as exc:
            log.warning("game %s's first post in %s failed: %s", started.game.id, target.id, exc)
            return False
        return True

    async def close_challenge(self, closed: ChallengeClosed | None, suffix: str = "") -> None:
        """Show on the challenge's message that it is closed, and take its buttons;
        nothing for an opening made again (None: its challenge was closed then)."""
        if closed is None:
            return
        record = closed.challenge
        if record.message_id is None:
            return
        channel = await self._bot.channel(record.channel_id)
        if channel is None:
            return  # the channel is gone; the challenge itself is closed either way
        try:
            await channel.get_partial_message(record.message_id).edit(
                content=say(closed.text, await self._bot.readers.of(closed.challenge.guild_id))
                + suffix,
                view=None,
                allowed_mentions=QUIET,
            )
        except (AttributeError, discord.HTTPException):
            pass  # the message was deleted; the challenge itself is closed either way

    async def _announce_in(self, home: Place, update: GameUpdate, *, posted: bool = False) -> None:
        """Everything after a move that is not the mover's reply: the public post in the
        game's home (unless ``posted`` already), the private views by DM, archiving
        the thread of a finished game, the computer's answer when it plays next, and
        what a tournament game's end brings (`_after_result`). Once the post is made,
        the database hears it is no longer owed (a process killed before this leaves
        it owed, and a sweep posts it: `owed_posts`)."""
        if home is not None and not posted:
            try:
                public = await self._bot.readers.of(update.game.guild_id)
                text = say(update.text, public)
                await home.send(text, **_post(update, public))
            except discord.HTTPException:
                log.warning("could not post in %s; the game state is saved all the same", home.id)
        try:
            await self._bot.service.games.posted(update.game.id, update.ply)
        except Exception as error:  # the post is made; a sweep may make it once more
            log_failure(f"noting game {update.game.id}'s post as made failed", error)
        await self._views.deliver(update.game, update.private_views, home)
        if update.computer_to_move:
            self._bot.computer.schedule(update.game.id)
        if update.finished and isinstance(home, discord.Thread):
            try:
                await home.edit(archived=True)
            except discord.HTTPException:
                pass  # missing Manage Threads: the game is over all the same
        if update.finished:
            await self._after_result(update.game.id)

    async def _after_result(self, game_id: int) -> None:
        """A game that ended may have been the last of its tournament's round: its next
        round or its winner is told now, after the game's own post, by whichever
        process's look makes that step (the others find nothing to tell). A failure is
        logged: the game's end marked its tournament for the sweep to look at."""
        try:
            happened = await self._bot.service.tournaments.game_over(game_id)
        except Exception as error:
            log_failure(f"looking at game {game_id}'s tournament failed; the sweep will", error)
            return
        for item in happened:
            try:
                await tell(self, item)  # news: the games channel; a new game: its thread
            except Exception as error:
                log_failure(f"telling the news of game {game_id}'s tournament failed", error)


def _post(update: GameUpdate, reader: Reader) -> dict[str, Any]:
    """A move's public post: its board, its offered moves, a ping for the player to move
    (and no one else) unless they hear of it elsewhere (``quiet``: a DM, a digest, mail)."""
    return {
        "file": as_file(update.image, reader),
        "view": offer_view(update.game.id, update.ply, update.offers),
        "allowed_mentions": QUIET if update.quiet else pinging([update.ping_user_id]),
    }


def in_channel(said: Speech, game_id: int) -> Speech:
    """An opening post's words for a game played in the channel, with no thread: the
    first mover moves here, naming the game."""
    if isinstance(said, Lines):
        return Lines(tuple(in_channel(part, game_id) for part in said.parts))
    if said.key != "game-started-you-first":
        return said
    move = Command("move", (("game", str(game_id)),))
    player = said.get("player")
    return msg("game-started-you-first-here", move=move, **({"player": player} if player else {}))


async def _discard(thread: Place) -> None:
    try:
        await thread.delete()
    except (AttributeError, discord.HTTPException):
        log.info("could not delete the empty thread %s", thread.id)
