"""Acting on received mail: a reply plays a move, confirms a resignation, answers an offer.

Every received message is kept first (``keep``: a second delivery of one
Message-ID is a no-op), then acted on from the queue (``act_on_pending``), so a
crash in between loses nothing. Acting goes through the service exactly as a
slash command does: the same parser and referee, the same ply guard (the ply is
in the signed reply address), and what changes is told to the other channels
(``tell``: the move appears in the Discord thread as if played there).

Mail that is not a player's answer gets no answer at all: auto-replies and
bounces (no mail loops), a From that is not the verified address of the player
the address was made for (no answers to forgers), an address no one was given
(unless it comes from a player's verified address: they are told it is not one).
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from mail.inbound import Incoming, read_message
from mail.leases import Held
from mail.tokens import Token, read
from service import PLAYER_ERRORS, Service
from service.mailing.intents import notice
from service.mailing.queue import InboundMail, MailQueue
from service.outbox import Notification

log = logging.getLogger("postboard.mail")

LEASE = timedelta(minutes=2)
BATCH = 20
YES = {"yes", "y", "resign", "confirm", "ok"}
ACCEPT = {"accept", "yes", "y", "ok", "agree", "agreed"}
DECLINE = {"decline", "no", "n", "refuse"}
OFFER_KINDS = {"od": "draw", "ot": "takeback", "op": "pause"}


def message_key(incoming: Incoming, raw: bytes) -> str:
    """The Message-ID a message is known by, else a digest of its bytes."""
    if incoming.message_id:
        return incoming.message_id[:900]
    return "sha256:" + hashlib.sha256(raw).hexdigest()


async def keep_message(
    mailbox: MailQueue, raw: bytes, recipient: str, envelope_sender: str | None
) -> bool:
    """Keep one received message for the bot to act on; False if it was kept before
    (the same Message-ID delivered again). What the listener and ``postboard deliver``
    both do; acting on it is the running bot's job."""
    incoming = read_message(raw, envelope_sender=envelope_sender)
    return await mailbox.keep(message_key(incoming, raw), raw, recipient, envelope_sender)


@dataclass(frozen=True, slots=True)
class Reply:
    """One answer to send the player, and about which game."""

    subject: str
    text: str
    game_id: int | None = None
    reply: str | None = None
    ply: int | None = None


class Postmaster:
    def __init__(
        self,
        service: Service,
        key: bytes,
        domain: str,
        tell: Callable[[Notification], Awaitable[None]],
        queued: Callable[[], None],
    ) -> None:
        """``tell`` hands what changed to the other channels; ``queued`` wakes the sender."""
        self._service = service
        self._key = key
        self._domain = domain
        self._tell = tell
        self._queued = queued

    async def keep(self, raw: bytes, recipient: str, envelope_sender: str | None) -> bool:
        """Keep one received message to act on; False if this message was kept before."""
        return await keep_message(self._service.mailbox, raw, recipient, envelope_sender)

    async def act_on_pending(self) -> int:
        """Act on kept messages nobody is acting on; how many were handled.

        Each message's claim is held while it is acted on (``mail.leases``): a move slow
        to play must not let another process act on the same reply after the lease, and
        answer it "Not done" (its ply is gone: this reply played it). A message whose
        claim ran out before its turn in the batch is left to whoever claimed it since."""
        mailbox = self._service.mailbox
        handled = 0
        while True:
            lease, batch = await mailbox.claim_received_held(LEASE, BATCH)
            if not batch:
                return handled
            for mail in batch:
                key = mail.message_key
                held = await mailbox.renew_received(key, lease, LEASE)
                if held is None:
                    log.info("mail %s was claimed by another process when its lease ran out", key)
                    continue

                async def renew(until: datetime, key: str = key) -> datetime | None:
                    return await mailbox.renew_received(key, until, LEASE)

                async with Held(renew, held, LEASE, f"received mail {key}") as claim:
                    try:
                        outcome = await self._act(mail)
                    except Exception as error:  # one bad message must not stop the others
                        log.exception("acting on mail %s failed", key)
                        outcome = f"failed: {type(error).__name__}"
                if not await mailbox.received_done_if_held(key, claim.until, outcome):
                    log.warning("mail %s was acted on after its claim ran out: %s", key, outcome)
                handled += 1

    async def _act(self, mail: InboundMail) -> str:
        incoming = read_message(mail.raw, envelope_sender=mail.envelope_sender)
        if incoming.automatic:
            return f"automatic ({incoming.why_automatic}): not answered"
        local, _, domain = mail.recipient.rpartition("@")
        sender = None
        if incoming.sender is not None:
            sender = await self._service.email.user_of(incoming.sender)
        token = read(local, self._key) if domain.lower() == self._domain else None
        if token is None:
            if sender is None:
                return "unknown address from a stranger: dropped"
            await self._answer(
                sender,
                Reply(
                    "Not a Postboard address",
                    f"{mail.recipient} is not an address I gave out, so nothing was done. "
                    "Reply to one of your turn mails instead.",
                ),
            )
            return "unknown address: answered"
        if sender != token.user_id:
            return "sender is not the player's verified address: dropped"
        reply = await self._dispatch(token, incoming)
        if reply is not None:
            await self._answer(token.user_id, reply)
        return f"{token.kind} {token.game_id}@{token.ply}: {reply.subject if reply else 'done'}"

    async def _dispatch(self, token: Token, incoming: Incoming) -> Reply | None:
        command = (incoming.command or "").strip()
        word = command.lower().rstrip(".!")
        if token.kind == "u":
            await self._service.settings.update(token.user_id, notify="thread")
            return None  # an unsubscribe is not answered with more mail
        if not command:
            return Reply(
                "No move found",
                "I could not find anything to do in your reply: write your move on the first "
                "line, above the quoted mail. Nothing was played.",
                token.game_id,
                "m",
            )
        try:
            if token.kind == "m":
                if word == "resign":
                    return Reply(
                        f"Confirm: resign game #{token.game_id}?",
                        f"Reply `yes` to this mail to resign game #{token.game_id}. "
                        "Anything else, or a move played first, keeps the game going.",
                        token.game_id,
                        "r",
                        token.ply,
                    )
                return await self._move(token, command)
            if token.kind == "r":
                return await self._resign(token, word)
            if token.kind in OFFER_KINDS:
                return await self._offer(token, word)
            if token.kind == "c":
                return await self._challenge(token, word)
        except PLAYER_ERRORS as refused:
            return Reply(
                f"Not done: game #{token.game_id}",
                f"`{_quoted(command)}` was not done: {refused}\n\nThe board as it stands now "
                "is below.",
                token.game_id,
                "m",
            )
        return None

    async def _move(self, token: Token, command: str) -> Reply:
        update = await self._service.games.move(
            token.user_id, command, game_id=token.game_id, expected_ply=token.ply
        )
        await self._tell(update)
        return Reply(
            f"Played: {_quoted(command)} in game #{token.game_id}",
            f"`{_quoted(command)}` is played in game #{token.game_id}. "
            + ("The game is over." if update.finished else "Your opponent has been told."),
        )  # no board: the opponent's answer brings the next one

    async def _resign(self, token: Token, word: str) -> Reply:
        if word not in YES:
            return Reply(
                f"Not resigned: game #{token.game_id}",
                "You did not confirm, so you have not resigned; the game goes on.",
                token.game_id,
                "m",
            )
        update = await self._service.games.resign(
            token.user_id, game_id=token.game_id, thread_id=None, expected_ply=token.ply
        )
        await self._tell(update)
        return Reply(f"Resigned: game #{token.game_id}", "You resigned.", token.game_id)

    async def _offer(self, token: Token, word: str) -> Reply:
        kind = OFFER_KINDS[token.kind]
        if word not in ACCEPT | DECLINE:
            return Reply(
                f"Offer in game #{token.game_id} still open",
                "Reply `accept` or `decline` on the first line; nothing was done.",
                token.game_id,
                token.kind,
                token.ply,
            )
        settled = await self._service.agreements.answer(
            token.user_id, token.game_id, token.ply, kind, accept=word in ACCEPT
        )
        await self._tell(settled)
        verb = "accepted" if word in ACCEPT else "declined"
        return Reply(f"Offer {verb}: game #{token.game_id}", f"You {verb}.", token.game_id)

    async def _challenge(self, token: Token, word: str) -> Reply:
        challenge_id = token.game_id  # a challenge's token carries its id there
        if word in ACCEPT:
            started = await self._service.challenges.accept(token.user_id, challenge_id)
            await self._tell(started)
            return Reply(
                f"Challenge accepted: game #{started.game.id}",
                f"Game #{started.game.id} is on. Your turns come by mail; the game's thread "
                "on Discord shows it too.",
            )
        if word in DECLINE:
            closed = await self._service.challenges.decline(token.user_id, challenge_id)
            await self._tell(closed)
            return Reply(f"Challenge #{challenge_id} declined", "You declined the challenge.")
        return Reply(
            f"Challenge #{challenge_id} still open",
            "Reply `accept` or `decline` on the first line; nothing was done.",
        )

    async def _answer(self, user_id: int, reply: Reply) -> None:
        intent = notice(
            user_id,
            reply.subject[:200],
            reply.text,
            game_id=reply.game_id,
            reply=reply.reply,
            ply=reply.ply,
            only_if_wanted=False,
        )
        await self._service.mailbox.queue([intent])
        self._queued()


def _quoted(command: str) -> str:
    """What the player wrote, as quoted back: one line, and not a whole essay."""
    line = " ".join(command.split())
    return line if len(line) <= 60 else line[:57] + "..."
