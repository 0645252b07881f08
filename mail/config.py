"""The e-mail channel's settings: where mail goes out, what it is sent as, where it comes in.

Parsed from the ``POSTBOARD_SMTP_URL``/``POSTBOARD_MAIL_*`` values by
``postboard.settings``; every mistake is a ``ValueError`` with one line for the admin.
"""

from __future__ import annotations

from dataclasses import dataclass
from email.headerregistry import Address
from email.utils import parseaddr
from urllib.parse import unquote, urlsplit

MAX_MESSAGE = 512 * 1024
"""Mail over this size is refused at SMTP time (and by ``postboard deliver``): a reply is
a line above the quoted turn mail, whose board picture (some mail programs send it back
inline) makes the largest one 160 KB."""
VERIFICATIONS = ("dkim",)
"""What ``POSTBOARD_MAIL_VERIFY`` may ask for."""
SCHEMES = {"smtp": 25, "smtp+starttls": 587, "smtps": 465}


@dataclass(frozen=True, slots=True)
class SmtpServer:
    """Where outgoing mail is handed over: plain, STARTTLS, or TLS from the first byte."""

    host: str
    port: int
    security: str  # "none", "starttls" or "tls"
    username: str | None = None
    password: str | None = None

    @classmethod
    def from_url(cls, url: str) -> SmtpServer:
        parts = urlsplit(url.strip())
        if parts.scheme not in SCHEMES or not parts.hostname:
            raise ValueError(
                "POSTBOARD_SMTP_URL must look like smtp://host:port, "
                f"smtp+starttls://user:pass@host:587 or smtps://user:pass@host:465, not {url!r}."
            )
        try:
            port = parts.port or SCHEMES[parts.scheme]
        except ValueError:
            raise ValueError(
                f"POSTBOARD_SMTP_URL has a port that is not a number: {url!r}."
            ) from None
        security = {"smtp": "none", "smtp+starttls": "starttls", "smtps": "tls"}[parts.scheme]
        return cls(
            host=parts.hostname,
            port=port,
            security=security,
            username=unquote(parts.username) if parts.username else None,
            password=unquote(parts.password) if parts.password else None,
        )


@dataclass(frozen=True, slots=True)
class MailConfig:
    """Everything the channel needs; ``listen`` None runs no listener (mail then comes in
    through ``postboard deliver`` only)."""

    smtp: SmtpServer
    sender: Address
    domain: str
    listen: tuple[str, int] | None = None
    secret: str | None = None  # signs reply addresses; made and kept in the database if unset
    poll_seconds: float = 5.0  # how often the queues are looked at (mail out, mail kept by deliver)
    retry_seconds: float = 30.0  # the first wait before sending a mail again
    authserv_id: str | None = None  # the admin's MTA, whose Authentication-Results count
    verify: frozenset[str] = frozenset()  # of VERIFICATIONS: checked on every reply


def parse_sender(text: str) -> Address:
    """``Postboard <play@example.org>`` or ``play@example.org``."""
    name, address = parseaddr(text.strip())
    if "@" not in address:
        raise ValueError(
            f"POSTBOARD_MAIL_FROM must be an address like 'Postboard <play@example.org>', "
            f"not {text!r}."
        )
    user, _, domain = address.rpartition("@")
    return Address(display_name=name, username=user, domain=domain)


def parse_listen(text: str) -> tuple[str, int]:
    host, _, port = text.strip().rpartition(":")
    if not host or not port.isdecimal() or not 0 < int(port) < 65536:
        raise ValueError(f"POSTBOARD_MAIL_LISTEN must be host:port, not {text!r}.")
    return host.strip("[]"), int(port)


def parse_domain(text: str) -> str:
    domain = text.strip().lower().lstrip("@")
    if not domain or "." not in domain or any(c.isspace() or c in "@/:" for c in domain):
        raise ValueError(
            f"POSTBOARD_MAIL_DOMAIN must be a domain like play.example.org, not {text!r}."
        )
    return domain


def parse_authserv_id(text: str) -> str | None:
    """``mx.example.org``: the name the admin's MTA starts its Authentication-Results with."""
    name = text.strip()
    if not name:
        return None
    if any(c.isspace() or c in ';()"' for c in name):
        raise ValueError(
            "POSTBOARD_MAIL_AUTHSERV_ID must be the name your mail server writes first in its "
            f"Authentication-Results header, like mx.example.org, not {text!r}."
        )
    return name


def parse_verify(text: str) -> frozenset[str]:
    """``dkim`` (or nothing): the checks every reply must pass."""
    asked = {word.strip().lower() for word in text.split(",") if word.strip()}
    unknown = sorted(asked - set(VERIFICATIONS))
    if unknown:
        raise ValueError(
            f"POSTBOARD_MAIL_VERIFY may name {', '.join(VERIFICATIONS)}, not {', '.join(unknown)}."
        )
    return frozenset(asked)
