"""Acting on received mail: a reply plays a move, confirms a resignation, answers an offer.

Every received message is screened and kept first (``keep``: ``mail.screening``
decides, in a thread, what of it is kept and whether it is acted on at all; a
second delivery of one Message-ID is a no-op), then acted on from the queue
(``act_on_pending``), so a crash in between loses nothing. Acting goes through
the service exactly as a slash command does: the same parser and referee, the
same ply guard (the ply is in the signed reply address), and what changes is
told to the other channels (``tell``: the move appears in the Discord thread as
if played there).

Only a player's own answer to a reply address is answered, and with at most
``ANSWERS_PER_HOUR`` mails an hour (each quotes what the mail said): never an
auto-reply or a bounce (no mail loops), a message whose sender does not pass
the checks, or whose From is not the verified address of the player the address
was made for (no answers to forgers). Mail to any other address is refused
before it is received (``recipient_refusal``), so it is never answered either.
"""

from __future__ import annotations

import asyncio
import logging
import unicodedata
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from mail.leases import Held
from mail.letters import mail_reader
from mail.screening import Refused, SenderChecks, recipient_refusal, screen
from mail.tokens import Token, read
from mail.words import MAIL_TEXT
from service import PLAYER_ERRORS, Asked, Service
from service.errors import said_of
from service.mailing.intents import notice
from service.mailing.queue import InboundMail
from service.running.outbox import Notification
from words import ENGLISH, Game, Notation, Speech, msg
from words.plain import PLAIN

log = logging.getLogger("postboard.mail")


def _bare(word: str) -> str:
    """``word`` in lower case without its accents: "Sí" and "si", "Ναι" and "ναι" match."""
    decomposed = unicodedata.normalize("NFD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


LEASE = timedelta(minutes=2)
BATCH = 20
RESIGN = {_bare(w) for w in ("resign", "abandonar", "abandono", "aufgeben", "εγκατάλειψη")}
YES = {_bare(w) for w in ("yes", "y", "confirm", "ok", "sí", "ja", "ναι")} | RESIGN
ACCEPT = {
    _bare(w)
    for w in (
        *("accept", "yes", "y", "ok", "agree", "agreed"),
        *("aceptar", "acepto", "sí", "si"),
        *("annehmen", "ja"),
        *("αποδοχή", "δέχομαι", "ναι"),
    )
}
DECLINE = {
    _bare(w)
    for w in (
        *("decline", "no", "n", "refuse"),
        *("rechazar", "rechazo"),
        *("ablehnen", "nein"),
        *("απόρριψη", "απορρίπτω", "όχι"),
    )
}
"""The words a reply is read as (English's, and each catalog's own: the answers to
mail say the reader's word), compared without case or accents (``_word``)."""
OFFER_KINDS = {"od": "draw", "ot": "takeback", "op": "pause"}
LANGUAGE = {"language", "lang", "idioma", "sprache", "γλώσσα", "γλωσσα"}
"""The first word of the command that changes the language mail comes in, in each
language it may come in, so a reader who cannot read the mail can still find it."""


ANSWERS_PER_HOUR = 20
"""Answers one player is sent in reply to their mail, at most, in any hour: a player
moves and is answered a few times a day, while each answer quotes what the mail said."""
HOUR = timedelta(hours=1)
NOT_THEIRS = "sender is not the player's verified address: dropped"


async def keep_message(
    service: Service,
    raw: bytes,
    recipient: str,
    envelope_sender: str | None,
    key: bytes,
    checks: SenderChecks,
) -> bool:
    """Keep what acting on one received message needs; False if it was kept before (the
    same Message-ID delivered again). Raises ``Refused`` for a message that is not for
    a reply address or is beyond the structure bounds. What the listener and
    ``postboard deliver`` both do; acting on it is the running bot's job."""
    token = read(recipient.rpartition("@")[0], key)
    if token is None:
        raise Refused("it is not for a reply address")
    try:
        screened = await asyncio.to_thread(screen, raw, token, envelope_sender, checks)
    except Refused as refused:
        log.info("received mail refused: %s", refused.reason)
        raise
    dropped = screened.dropped
    if dropped is None and await _user_of(service, screened.sender) != token.user_id:
        dropped = NOT_THEIRS
    if dropped is not None:
        log.info("received mail kept unanswered: %s", dropped)
    return await service.mailbox.keep(
        screened.message_key,
        recipient,
        envelope_sender,
        sender=screened.sender,
        command=screened.command,
        user_id=token.user_id,
        outcome=dropped,
    )


async def _user_of(service: Service, address: str | None) -> int | None:
    return None if address is None else await service.email.user_of(address)


@dataclass(frozen=True, slots=True)
class Reply:
    """One answer to send the player, and about which game; its words are rendered in
    the player's language when it is queued (``mail_reader``)."""

    subject: Speech
    text: Speech
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
        checks: SenderChecks | None = None,
    ) -> None:
        """``tell`` hands what changed to the other channels; ``queued`` wakes the sender;
        ``checks`` are how far senders are checked (``SenderChecks.of`` the config)."""
        self._service = service
        self._key = key
        self._domain = domain
        self._tell = tell
        self._queued = queued
        self.checks = checks or SenderChecks()

    def recipient_refusal(self, address: str) -> str | None:
        """The SMTP answer refusing ``address`` at ``RCPT``; None for a reply address."""
        return recipient_refusal(address, self._domain, self._key)

    async def keep(self, raw: bytes, recipient: str, envelope_sender: str | None) -> bool:
        """Keep one received message to act on; False if this message was kept before.
        Raises ``Refused`` (its ``reply`` the SMTP answer) for one never to be kept."""
        return await keep_message(
            self._service, raw, recipient, envelope_sender, self._key, self.checks
        )

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
        token = read(mail.recipient.rpartition("@")[0], self._key)
        if token is None:
            return "not a reply address: dropped"
        sender, command = mail.sender, mail.command
        if mail.raw is not None:  # kept whole, before migration 0015: screened only now
            try:
                screened = await asyncio.to_thread(
                    screen, mail.raw, token, mail.envelope_sender, self.checks
                )
            except Refused as refused:
                return f"{refused.reason}: dropped"
            if screened.dropped is not None:
                return screened.dropped
            sender, command = screened.sender, screened.command
        if await _user_of(self._service, sender) != token.user_id:
            return NOT_THEIRS  # the address was unlinked or changed since it was kept
        reply = await self._dispatch(token, command)
        said = PLAIN.render(reply.subject, ENGLISH) if reply else "done"
        done = f"{token.kind} {token.game_id}@{token.ply}: {said}"
        if reply is not None and not await self._answer(mail.message_key, token.user_id, reply):
            return f"{done} (not answered: {ANSWERS_PER_HOUR} answers in the last hour)"
        return done

    async def _dispatch(self, token: Token, command_line: str | None) -> Reply | None:
        command = (command_line or "").strip()
        word = _word(command)
        if token.kind == "u":
            await self._service.settings.update(token.user_id, notify="thread")
            return None  # an unsubscribe is not answered with more mail
        if not command:
            return Reply(msg("mail-no-move-subject"), msg("mail-no-move"), token.game_id, "m")
        first, _, rest = word.replace(":", " ", 1).partition(" ")
        if first in LANGUAGE:  # an answer to any mail
            return await self._language(token, command, rest.strip())
        try:
            if token.kind == "m":
                if word in RESIGN:
                    game = Game(token.game_id)
                    return Reply(
                        msg("mail-resign-confirm-subject", game=game),
                        msg("mail-resign-confirm", game=game),
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
                msg("mail-not-done-subject", game=Game(token.game_id)),
                msg("mail-not-done", command=Notation(_quoted(command)), reason=said_of(refused)),
                token.game_id,
                "m",
            )
        return None

    async def _language(self, token: Token, command: str, wanted: str) -> Reply:
        """``language es``: no board and no game, whatever mail it answers."""
        try:
            answer = await self._service.email.set_language(token.user_id, wanted)
        except PLAYER_ERRORS as refused:
            return Reply(
                msg("mail-language-refused-subject"),
                msg("mail-not-done", command=Notation(_quoted(command)), reason=said_of(refused)),
            )
        return Reply(msg("mail-language-subject", changed=bool(wanted)), answer)

    async def _move(self, token: Token, command: str) -> Reply:
        update = await self._service.games.move(
            Asked(game_id=token.game_id, asked_by=token.user_id), command, expected_ply=token.ply
        )
        await self._tell(update)
        move, game = Notation(_quoted(command)), Game(token.game_id)
        return Reply(
            msg("mail-played-subject", move=move, game=game),
            msg("mail-played-over" if update.finished else "mail-played", move=move, game=game),
        )  # no board: the opponent's answer brings the next one

    async def _resign(self, token: Token, word: str) -> Reply:
        if word not in YES:
            return Reply(
                msg("mail-not-resigned-subject", game=Game(token.game_id)),
                msg("mail-not-resigned"),
                token.game_id,
                "m",
            )
        update = await self._service.games.resign(
            Asked(game_id=token.game_id, asked_by=token.user_id), expected_ply=token.ply
        )
        await self._tell(update)
        return Reply(
            msg("mail-resigned-subject", game=Game(token.game_id)),
            msg("mail-resigned"),
            token.game_id,
        )

    async def _offer(self, token: Token, word: str) -> Reply:
        kind = OFFER_KINDS[token.kind]
        if word not in ACCEPT | DECLINE:
            return Reply(
                msg("mail-offer-open-subject", game=Game(token.game_id)),
                msg("mail-answer-accept-or-decline"),
                token.game_id,
                token.kind,
                token.ply,
            )
        settled = await self._service.agreements.answer(
            token.user_id, token.game_id, token.ply, kind, accept=word in ACCEPT
        )
        await self._tell(settled)
        game, verb = Game(token.game_id), "accepted" if word in ACCEPT else "declined"
        return Reply(
            msg(f"mail-offer-{verb}-subject", game=game), msg(f"mail-offer-{verb}"), token.game_id
        )

    async def _challenge(self, token: Token, word: str) -> Reply:
        challenge_id = token.game_id  # a challenge's token carries its id there
        if word in ACCEPT:
            started = await self._service.challenges.accept(token.user_id, challenge_id)
            await self._tell(started)
            game = Game(started.game.id)
            return Reply(
                msg("mail-challenge-accepted-subject", game=game),
                msg("mail-challenge-accepted", game=game),
            )
        if word in DECLINE:
            closed = await self._service.challenges.decline(token.user_id, challenge_id)
            await self._tell(closed)
            return Reply(
                msg("mail-challenge-declined-subject", challenge=Game(challenge_id)),
                msg("mail-challenge-declined"),
            )
        return Reply(
            msg("mail-challenge-open-subject", challenge=Game(challenge_id)),
            msg("mail-answer-accept-or-decline"),
        )

    async def _answer(self, message_key: str, user_id: int, reply: Reply) -> bool:
        """Queue ``reply``, unless the player was sent ``ANSWERS_PER_HOUR`` answers within
        the hour; whether it was queued."""
        mailbox = self._service.mailbox
        if await mailbox.answers_within(user_id, HOUR) >= ANSWERS_PER_HOUR:
            log.warning(
                "user %s was sent %d answers to their mail within the hour: no more for now",
                user_id,
                ANSWERS_PER_HOUR,
            )
            return False
        reader = await mail_reader(self._service, user_id)
        intent = notice(
            user_id,
            MAIL_TEXT.render(reply.subject, reader)[:200],
            MAIL_TEXT.render(reply.text, reader),
            game_id=reply.game_id,
            reply=reply.reply,
            ply=reply.ply,
            only_if_wanted=False,
        )
        await mailbox.queue([intent])
        await mailbox.answered(message_key)
        self._queued()
        return True


def _word(command: str) -> str:
    """A one-word answer as the word sets hold it (a full stop or a bang after it kept
    out)."""
    return _bare(command.rstrip(".!"))


def _quoted(command: str) -> str:
    """What the player wrote, as quoted back: one line, and not a whole essay."""
    line = " ".join(command.split())
    return line if len(line) <= 60 else line[:57] + "..."
