"""Issue 17's outbound interface over TLS: ``smtps://`` (TLS from the first byte) and
``smtp+starttls://`` (upgraded before anything else), both with a login, against a real
aiosmtpd server holding a certificate from a test CA made here with ``openssl``.

The sender checks the server's certificate with Python's default context, which reads
``SSL_CERT_FILE``: the one knob an admin needs to trust a private CA (docs/mail.md, "Setting
up mail"). Without it the server is refused before any password is sent; with it the
mail is delivered, and ``probe`` (``postboard check``) logs in and sends nothing.
"""

from __future__ import annotations

import asyncio
import io
import ssl
import subprocess
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from email import message_from_bytes
from email.message import EmailMessage
from email.policy import default
from pathlib import Path
from typing import Any, cast

import aiosmtplib
import pytest
from aiosmtpd.smtp import SMTP, AuthResult, Envelope, LoginPassword, Session

from mail.config import SmtpServer
from mail.sender import probe, smtp_transport
from postboard.check import check
from postboard.settings import Settings

USER, PASSWORD = "play@play.test", "s:cret/1"
QUOTED = "play%40play.test:s%3Acret%2F1"  # as the URL carries them


@dataclass(frozen=True)
class Certificates:
    ca: Path
    cert: Path
    key: Path


def openssl(*args: str | Path) -> None:
    subprocess.run(["openssl", *map(str, args)], check=True, capture_output=True)


@pytest.fixture(scope="module")
def certificates(tmp_path_factory: pytest.TempPathFactory) -> Certificates:
    """A CA and a certificate it signed for 127.0.0.1 (EC keys: quick to make)."""
    folder = tmp_path_factory.mktemp("tls")
    ca, ca_key = folder / "ca.pem", folder / "ca.key"
    cert, key, request = folder / "server.pem", folder / "server.key", folder / "server.csr"
    curve = ("-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes")
    openssl("req", "-x509", *curve, "-keyout", ca_key, "-out", ca, "-days", "2",
            "-subj", "/CN=Postboard test CA")  # fmt: skip
    openssl("req", *curve, "-keyout", key, "-out", request, "-subj", "/CN=127.0.0.1")
    extensions = folder / "server.ext"
    extensions.write_text(
        "subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\n"
        "keyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n"
    )
    openssl("x509", "-req", "-in", request, "-CA", ca, "-CAkey", ca_key, "-CAcreateserial",
            "-out", cert, "-days", "2", "-extfile", extensions)  # fmt: skip
    return Certificates(ca, cert, key)


@dataclass
class SecureServer:
    """An SMTP server that takes mail only after a login over TLS, and records both."""

    implicit: bool
    received: list[EmailMessage] = field(default_factory=list)
    logins: list[tuple[str, str, bool]] = field(default_factory=list)  # user, password, TLS
    server: asyncio.Server | None = None

    async def start(self, certificates: Certificates) -> None:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(certificates.cert, certificates.key)
        loop = asyncio.get_running_loop()
        world = self

        class Handler:
            async def handle_DATA(  # noqa: N802 -- aiosmtpd's hook name
                self, server: SMTP, session: Session, envelope: Envelope
            ) -> str:
                if not session.authenticated:
                    return "530 5.7.0 Authentication required"
                raw = envelope.original_content or b""
                world.received.append(cast(EmailMessage, message_from_bytes(raw, policy=default)))
                return "250 OK"

        def authenticator(
            server: SMTP, session: Session, envelope: Envelope, mechanism: str, data: Any
        ) -> AuthResult:
            assert isinstance(data, LoginPassword)
            secure = server.transport is not None and bool(
                server.transport.get_extra_info("ssl_object")
            )
            login = (data.login.decode(), data.password.decode(), secure)
            world.logins.append(login)
            return AuthResult(success=login == (USER, PASSWORD, True))

        def protocol() -> Any:
            return SMTP(
                Handler(),
                hostname="relay.test",
                authenticator=authenticator,
                # aiosmtpd sees only STARTTLS as TLS: over TLS from the first byte, the
                # login is checked above (``secure``) and at DATA
                auth_required=not self.implicit,
                auth_require_tls=not self.implicit,
                tls_context=None if self.implicit else context,
                require_starttls=not self.implicit,
                loop=loop,
            )

        self.server = await loop.create_server(
            protocol, "127.0.0.1", 0, ssl=context if self.implicit else None
        )

    @property
    def port(self) -> int:
        assert self.server is not None
        return int(self.server.sockets[0].getsockname()[1])


@pytest.fixture(params=["smtps", "smtp+starttls"])
async def relay(
    request: pytest.FixtureRequest, certificates: Certificates
) -> AsyncIterator[SecureServer]:
    server = SecureServer(implicit=request.param == "smtps")
    await server.start(certificates)
    yield server
    assert server.server is not None
    server.server.close()
    await server.server.wait_closed()


def cause(error: BaseException) -> BaseException:
    """The first error in the chain: aiosmtplib wraps a failed TLS handshake on connect."""
    while error.__cause__ is not None:
        error = error.__cause__
    return error


def a_mail() -> EmailMessage:
    message = EmailMessage()
    message["From"] = f"Postboard <{USER}>"
    message["To"] = "alice@player.test"
    message["Subject"] = "Pinch #1 vs bob: your move (ply 0)"
    message.set_content("Your move.\n")
    return message


async def test_mail_goes_out_over_tls_after_a_login_once_the_ca_is_trusted(
    relay: SecureServer,
    certificates: Certificates,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    scheme = "smtps" if relay.implicit else "smtp+starttls"
    env = {
        "POSTBOARD_DB": str(tmp_path / "postboard.db"),
        "POSTBOARD_SMTP_URL": f"{scheme}://{QUOTED}@127.0.0.1:{relay.port}",
        "POSTBOARD_MAIL_FROM": f"Postboard <{USER}>",
    }
    settings = Settings.from_env(env)
    assert settings.mail is not None
    smtp = settings.mail.smtp
    assert smtp == SmtpServer(
        "127.0.0.1", relay.port, "tls" if relay.implicit else "starttls", USER, PASSWORD
    )

    monkeypatch.delenv("SSL_CERT_FILE", raising=False)  # the system's CAs only
    with pytest.raises((aiosmtplib.SMTPException, OSError)) as refused:
        await smtp_transport(smtp)(a_mail())  # the sender retries these later
    assert isinstance(cause(refused.value), ssl.SSLCertVerificationError), refused.value
    assert relay.logins == [] and relay.received == []  # no password went out

    monkeypatch.setenv("SSL_CERT_FILE", str(certificates.ca))
    assert await probe(smtp) == f"the SMTP server at 127.0.0.1:{relay.port} answers as {USER}"
    assert relay.received == []  # a probe sends nothing
    await smtp_transport(smtp)(a_mail())
    [delivered] = relay.received
    assert delivered["Subject"] == "Pinch #1 vs bob: your move (ply 0)"
    assert relay.logins == [(USER, PASSWORD, True)] * 2

    if relay.implicit:
        return  # ``postboard check`` runs the same probe: once is enough for the suite
    out = io.StringIO()
    await asyncio.to_thread(check, env, out)
    line = next(x for x in out.getvalue().splitlines() if "mail:" in x)
    assert line.startswith(f"ok    mail: the SMTP server at 127.0.0.1:{relay.port} answers as")
    assert relay.logins[-1] == (USER, PASSWORD, True) and len(relay.received) == 1
