"""Settings from the environment, read once at start-up and checked before anything runs.

Every mistake becomes a `SettingsError` whose message is one line an admin can act on,
naming the variable and what it should look like; nothing here touches the network
or the database.
"""

from __future__ import annotations

import ipaddress
import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import urlsplit

from mail.config import (
    MailConfig,
    SmtpServer,
    parse_authserv_id,
    parse_domain,
    parse_listen,
    parse_sender,
    parse_verify,
)

README_SETUP = "README, 'Creating the Discord application and inviting the bot'"
WEB_RATE = (2.0, 24.0)
"""Boards and past plies one visitor (address) may ask for: a second, and at once."""
LOG_LEVELS = {
    "debug": logging.DEBUG,
    "info": logging.INFO,
    "warning": logging.WARNING,
    "error": logging.ERROR,
}


MAX_ID = 2**63 - 1
"""A Discord id (a snowflake) fits 63 bits, as does every integer the database holds."""
MAX_SHARDS = 2**16
"""Far more shards than Discord gives any bot; a count beyond it is a typing mistake."""
PURGE_DAYS = 30
"""Days a server's data is kept after the bot was removed from it (docs/admins.md, "When Postboard
joins or leaves a server")."""
MAX_PURGE_DAYS = 3650


class SettingsError(Exception):
    """A setting is missing or malformed; the message is one line for the admin."""


@dataclass(frozen=True, slots=True)
class Settings:
    token: str = ""  # empty when unset: only `postboard run` needs it
    database: str = "postboard.db"
    guild_id: int | None = None  # sync commands to this guild only (instant), else globally
    api_base: str | None = None  # replaces discord.http.Route.BASE
    gateway: str | None = None  # replaces DiscordWebSocket.DEFAULT_GATEWAY
    log_level: int = logging.INFO
    mail: MailConfig | None = None  # None: no e-mail channel (POSTBOARD_SMTP_URL unset)
    shards: tuple[tuple[int, ...], int] | None = None  # this process's shards, and how many
    web: tuple[str, int] | None = None  # serve the games' pages here (POSTBOARD_WEB)
    # connections one client address may hold there (POSTBOARD_WEB_PER_ADDRESS; 0: no
    # such cap, behind a reverse proxy); None: the pages' own (web.server.PER_ADDRESS)
    web_per_address: int | None = None
    public_url: str | None = None  # the pages as the world reaches them (POSTBOARD_PUBLIC_URL)
    web_rate: tuple[float, float] | None = WEB_RATE  # boards a second, at once; None: no limit
    trusted_proxies: tuple[str, ...] = ()  # whose X-Forwarded-For is believed
    purge_days: int = PURGE_DAYS  # a server's data is deleted this long after a removal

    @classmethod
    def from_env(cls, env: Mapping[str, str] = os.environ) -> Settings:
        _all_text(env)
        guild = env.get("POSTBOARD_GUILD", "").strip()
        if guild and not _whole_number(guild, MAX_ID):
            raise SettingsError(f"POSTBOARD_GUILD must be a server id (digits), not {guild!r}.")
        return cls(
            token=env.get("DISCORD_TOKEN", "").strip(),
            database=env.get("POSTBOARD_DB", "").strip() or "postboard.db",
            guild_id=int(guild) if guild else None,
            api_base=_url(env, "POSTBOARD_DISCORD_API", ("http", "https")),
            gateway=_url(env, "POSTBOARD_DISCORD_GATEWAY", ("ws", "wss")),
            log_level=_log_level(env),
            mail=_mail(env),
            shards=_shards(env),
            web=_web(env),
            web_per_address=_web_per_address(env),
            public_url=_public_url(env),
            web_rate=_web_rate(env),
            trusted_proxies=_trusted_proxies(env),
            purge_days=_purge_days(env),
        )

    def require_token(self) -> str:
        if not self.token:
            raise SettingsError(
                "DISCORD_TOKEN is not set: put the bot token of your Discord application "
                f"in the DISCORD_TOKEN environment variable (see {README_SETUP})."
            )
        if any(char.isspace() for char in self.token):
            raise SettingsError(
                "DISCORD_TOKEN contains a space or a line break: paste the token alone, "
                "without quotes or the word 'Bot'."
            )
        return self.token


def _all_text(env: Mapping[str, str]) -> None:
    """Refuse a setting holding bytes that are not UTF-8: Python keeps them as lone
    surrogates (``os.environ``), which the first log line, mail or database write
    that meets them cannot encode."""
    for name, value in env.items():
        if name == "DISCORD_TOKEN" or name.startswith("POSTBOARD_"):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                raise SettingsError(
                    f"{name} holds bytes that are not UTF-8 text; write it in UTF-8."
                ) from None


def _whole_number(text: str, most: int) -> bool:
    """Whether ``text`` is digits only, of a number from 0 to ``most``; read as a number
    only when short enough to be one (``int`` of a huge digit string costs time)."""
    digits = text.lstrip("0") or "0"
    return (
        text.isascii()
        and text.isdecimal()
        and len(digits) <= len(str(most))
        and int(digits) <= most
    )


def _url(env: Mapping[str, str], name: str, schemes: tuple[str, ...]) -> str | None:
    value = env.get(name, "").strip()
    if not value:
        return None
    parts = urlsplit(value)
    if parts.scheme not in schemes or not parts.netloc:
        examples = " or ".join(f"{scheme}://host:port/..." for scheme in schemes)
        raise SettingsError(f"{name} must be a URL like {examples}, not {value!r}.")
    return value


def _log_level(env: Mapping[str, str]) -> int:
    value = env.get("POSTBOARD_LOG_LEVEL", "").strip().lower() or "info"
    if value not in LOG_LEVELS:
        raise SettingsError(
            f"POSTBOARD_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {value!r}."
        )
    return LOG_LEVELS[value]


def _mail(env: Mapping[str, str]) -> MailConfig | None:
    """The e-mail channel, on when ``POSTBOARD_SMTP_URL`` is set (docs/mail.md)."""
    smtp = env.get("POSTBOARD_SMTP_URL", "").strip()
    listen = env.get("POSTBOARD_MAIL_LISTEN", "").strip()
    if not smtp:
        if listen:
            raise SettingsError(
                "POSTBOARD_MAIL_LISTEN is set but POSTBOARD_SMTP_URL is not: the bot could "
                "receive mail but never answer it. Set both, or neither."
            )
        return None
    sender_text = env.get("POSTBOARD_MAIL_FROM", "").strip()
    if not sender_text:
        raise SettingsError(
            "POSTBOARD_SMTP_URL is set but POSTBOARD_MAIL_FROM is not: give the address mail "
            "comes from, e.g. 'Postboard <play@example.org>'."
        )
    try:
        sender = parse_sender(sender_text)
        domain_text = env.get("POSTBOARD_MAIL_DOMAIN", "").strip() or sender.domain
        return MailConfig(
            smtp=SmtpServer.from_url(smtp),
            sender=sender,
            domain=parse_domain(domain_text),
            listen=parse_listen(listen) if listen else None,
            secret=env.get("POSTBOARD_MAIL_SECRET", "").strip() or None,
            poll_seconds=_seconds(env, "POSTBOARD_MAIL_POLL_SECONDS", 5.0),
            retry_seconds=_seconds(env, "POSTBOARD_MAIL_RETRY_SECONDS", 30.0),
            authserv_id=parse_authserv_id(env.get("POSTBOARD_MAIL_AUTHSERV_ID", "")),
            verify=parse_verify(env.get("POSTBOARD_MAIL_VERIFY", "")),
        )
    except ValueError as error:
        raise SettingsError(str(error)) from None


def _seconds(env: Mapping[str, str], name: str, default: float) -> float:
    value = env.get(name, "").strip()
    if not value:
        return default
    try:
        seconds = float(value)
    except ValueError:
        seconds = -1.0
    if not 0 < seconds <= 3600:
        raise SettingsError(f"{name} must be a number of seconds from 0.1 to 3600, not {value!r}.")
    return seconds


def _shards(env: Mapping[str, str]) -> tuple[tuple[int, ...], int] | None:
    """``0-3/8``: shards 0 to 3 of 8; ``2/8`` one shard; ``0,2,4/8`` a list."""
    value = env.get("POSTBOARD_SHARDS", "").strip()
    if not value:
        return None
    wrong = SettingsError(
        f"POSTBOARD_SHARDS must be the shards this process runs and how many there are, "
        f"like 0-3/8, 2/8 or 0,2/4, not {value!r}."
    )
    chosen, _, total = value.partition("/")
    total = total.strip()
    if not total.isdecimal():
        raise wrong
    if not _whole_number(total, MAX_SHARDS):
        raise SettingsError(
            f"POSTBOARD_SHARDS counts at most {MAX_SHARDS:,} shards, not {total[:20]}."
        )
    count = int(total)
    ids: list[int] = []
    for part in chosen.split(","):
        low, dash, high = part.strip().partition("-")
        if not low.isdecimal() or (dash and not high.isdecimal()):
            raise wrong
        if not (_whole_number(low, count) and _whole_number(high or low, count)):
            raise SettingsError(
                f"POSTBOARD_SHARDS names shards outside 0 to {count - 1} (or one twice): "
                f"{value[:60]!r}."
            )
        ids.extend(range(int(low), int(high if dash else low) + 1))
    if count < 1 or not ids or len(set(ids)) != len(ids) or max(ids) >= count:
        raise SettingsError(
            f"POSTBOARD_SHARDS names shards outside 0 to {count - 1} (or one twice): {value!r}."
        )
    return tuple(sorted(ids)), count


def _web(env: Mapping[str, str]) -> tuple[str, int] | None:
    """``host:port`` (``[::1]:8080`` for IPv6) the games' web pages are served on."""
    value = env.get("POSTBOARD_WEB", "").strip()
    if not value:
        return None
    host, _, port = value.rpartition(":")
    host = host.strip()
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    if (
        not host
        or any(char.isspace() or char in "/[]" for char in host)
        or not (port.isascii() and port.isdecimal())
        or not 0 < int(port) < 65536
    ):
        raise SettingsError(
            f"POSTBOARD_WEB must be the address to serve the games' pages on, host:port "
            f"like 127.0.0.1:8080 or 0.0.0.0:8080, not {value!r}."
        )
    return host, int(port)


def _web_per_address(env: Mapping[str, str]) -> int | None:
    """A whole number, or 0 for no cap: behind a reverse proxy every visitor comes from
    the proxy's address, and one cap would shut them out all together."""
    value = env.get("POSTBOARD_WEB_PER_ADDRESS", "").strip()
    if not value:
        return None
    if not (value.isascii() and value.isdecimal() and len(value) <= 6):
        raise SettingsError(
            "POSTBOARD_WEB_PER_ADDRESS must be how many connections one client address may "
            "hold on the pages, a whole number (0: no cap, behind a reverse proxy), "
            f"not {value!r}."
        )
    return int(value)


def _purge_days(env: Mapping[str, str]) -> int:
    """Whole days from 1: a removal is never purged at once by the clock (the operator's
    ``postboard purge`` does that on purpose)."""
    value = env.get("POSTBOARD_PURGE_DAYS", "").strip()
    if not value:
        return PURGE_DAYS
    if not (_whole_number(value, MAX_PURGE_DAYS) and int(value) >= 1):
        raise SettingsError(
            "POSTBOARD_PURGE_DAYS must be the days a server's data is kept after Postboard "
            f"was removed from it, a whole number from 1 to {MAX_PURGE_DAYS}, not {value!r}."
        )
    return int(value)


def _public_url(env: Mapping[str, str]) -> str | None:
    """The pages' address for links: ``https://games.example.org`` (a path is kept)."""
    value = _url(env, "POSTBOARD_PUBLIC_URL", ("http", "https"))
    if value is None:
        return None
    parts = urlsplit(value)
    if parts.query or parts.fragment:
        raise SettingsError(
            f"POSTBOARD_PUBLIC_URL must be the address of the pages, without ? or #, "
            f"like https://games.example.org, not {value!r}."
        )
    return value.rstrip("/")


def _web_rate(env: Mapping[str, str]) -> tuple[float, float] | None:
    """``2/24``: two boards or past plies a second per visitor, 24 at once; ``off``."""
    value = env.get("POSTBOARD_WEB_RATE", "").strip().lower()
    if not value:
        return WEB_RATE
    if value == "off":
        return None
    rate, slash, burst = value.partition("/")
    try:
        numbers = (float(rate), float(burst if slash else rate))
    except ValueError:
        numbers = (0.0, 0.0)
    if not (0.01 <= numbers[0] <= 1000 and 1 <= numbers[1] <= 10000):
        raise SettingsError(
            "POSTBOARD_WEB_RATE must be how many boards and past plies one visitor may ask "
            f"for a second and at once, like 2/24 (0.01 to 1000 / 1 to 10000), or off, "
            f"not {value!r}."
        )
    return numbers


def _trusted_proxies(env: Mapping[str, str]) -> tuple[str, ...]:
    """``127.0.0.1, 10.0.0.0/8``: the reverse proxies whose ``X-Forwarded-For`` counts."""
    value = env.get("POSTBOARD_WEB_TRUSTED_PROXIES", "").strip()
    proxies = tuple(part.strip() for part in value.split(",") if part.strip())
    for proxy in proxies:
        try:
            ipaddress.ip_network(proxy, strict=False)
        except ValueError:
            raise SettingsError(
                "POSTBOARD_WEB_TRUSTED_PROXIES must be the addresses of your reverse proxies, "
                f"comma-separated, like 127.0.0.1 or 10.0.0.0/8, not {proxy!r}."
            ) from None
    return proxies
