"""Which received mail is kept, and what of it: decided once, as it arrives.

A recipient that is not a reply address the bot signed is refused at ``RCPT``
(``recipient_refusal``), so a stranger's mail to a made-up address is never
received, read or answered. A message within the structure bounds
(``mail.inbound.bounds``; beyond them ``Refused`` at ``DATA``) is parsed once,
in a thread, and ``screen`` keeps only what acting on it needs: its key
(Message-ID), the token, the ``From`` address and the command line. Its body is
not kept at all.

Mail that must not be acted on is kept as a line saying why (so the same
message delivered again is known), never answered:

- an auto-reply, a bounce, list mail (``mail.inbound.automatic``);
- an envelope sender (``MAIL FROM``, else ``Return-Path``) that is not the
  ``From`` address, which forging ``From`` alone cannot pass;
- with ``SenderChecks.authserv_id`` set, a message the admin's MTA did not vouch
  for (``mail.inbound.authentication``): its verdict missing, or SPF, DKIM or
  DMARC failing;
- with ``SenderChecks.dkim``, a message without a valid DKIM signature of the
  ``From`` domain (``mail.signatures``).

Whether ``From`` is the verified address of the player the token names needs
the database and is the postmaster's to check.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from mail.config import MailConfig
from mail.inbound import Incoming, read_message
from mail.inbound.authentication import failure
from mail.inbound.bounds import beyond_bounds
from mail.signatures import DnsLookup, dkim_failure
from mail.tokens import Token, read

COMMAND_LIMIT = 300
"""The longest command kept: a move is a few words, and what is quoted back is 60."""


class Refused(Exception):
    """A message refused for good at ``DATA`` time: ``reply`` is the SMTP answer."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
        self.reply = f"554 5.6.0 Not accepted: {reason}"


@dataclass(frozen=True, slots=True)
class SenderChecks:
    """How far a reply's sender is checked beyond its envelope (docs/mail.md, "Setting up mail")."""

    authserv_id: str | None = None
    """The admin's MTA's name in its ``Authentication-Results``; None: not looked at."""
    dkim: bool = False
    """Replies need a valid DKIM signature of their ``From`` domain."""
    dns: DnsLookup | None = None
    """The TXT lookup DKIM keys are fetched with; None: the system's resolver."""

    @classmethod
    def of(cls, config: MailConfig) -> SenderChecks:
        return cls(authserv_id=config.authserv_id, dkim="dkim" in config.verify)


@dataclass(frozen=True, slots=True)
class Screened:
    """What is kept of one received message."""

    message_key: str
    token: Token
    sender: str | None
    command: str | None
    dropped: str | None
    """Why it is not acted on, as its outcome line; None for a reply to act on."""


def recipient_refusal(address: str, domain: str, key: bytes) -> str | None:
    """The SMTP answer refusing ``address`` at ``RCPT``; None for a reply address of ours."""
    local, _, at = address.rpartition("@")
    if at.lower() != domain:
        return "550 5.1.1 No such mailbox here"
    if read(local, key) is None:
        return "550 5.1.1 Not a reply address: answer one of your Postboard mails"
    return None


def message_key(incoming: Incoming, raw: bytes) -> str:
    """The Message-ID a message is known by, else a digest of its bytes."""
    if incoming.message_id:
        return incoming.message_id[:900]
    return "sha256:" + hashlib.sha256(raw).hexdigest()


def screen(raw: bytes, token: Token, envelope_sender: str | None, checks: SenderChecks) -> Screened:
    """What to keep of ``raw``, a message for ``token``'s address; raises ``Refused``
    beyond the structure bounds. Blocking (parsing, DNS): run it in a thread."""
    reason = beyond_bounds(raw)
    if reason is not None:
        raise Refused(reason)
    incoming = read_message(raw, envelope_sender=envelope_sender)
    dropped = _why_dropped(raw, incoming, envelope_sender, checks)
    command = None if dropped or incoming.command is None else incoming.command[:COMMAND_LIMIT]
    return Screened(message_key(incoming, raw), token, incoming.sender, command, dropped)


def _why_dropped(
    raw: bytes, incoming: Incoming, envelope_sender: str | None, checks: SenderChecks
) -> str | None:
    if incoming.automatic:
        return f"automatic ({incoming.why_automatic}): not answered"
    if incoming.sender_key is None:
        return "no From address: dropped"
    envelope = envelope_sender if envelope_sender is not None else incoming.return_path
    if envelope is None:
        return "no envelope sender to compare with From: dropped"
    if envelope.strip().lower() != incoming.sender_key:
        return "the envelope sender is not the From address: dropped"
    if checks.authserv_id is not None:
        failed = failure(incoming.authentication_results, checks.authserv_id)
        if failed is not None:
            return f"{failed}: dropped"
    if checks.dkim:
        failed = dkim_failure(raw, incoming.sender_key.rpartition("@")[2], checks.dns)
        if failed is not None:
            return f"{failed}: dropped"
    return None
