"""One outgoing mail as an RFC 5322 message: headers, a plain part, HTML with the board.

Every mail is ``multipart/mixed``: a ``multipart/alternative`` whose plain part holds
the text and the monospace diagram (readable in any client) and whose HTML part
shows the same text with the board inline (``multipart/related``), then the PNG as
an attachment for clients that show neither.

Headers make it a good citizen: ``Auto-Submitted: auto-generated`` (no
vacation responder answers it), ``List-Unsubscribe`` (a reply-able address that
stops mail), a Message-ID made from the queue row (the same mail sent twice after
a crash is recognisably one mail) and ``References`` to the game, so clients keep
a game's mails in one conversation.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from datetime import datetime
from email.headerregistry import Address
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid
from typing import cast

from service.results import SeatView


@dataclass(frozen=True, slots=True)
class Letter:
    """What one mail says: ``view`` the board it shows and ``alt`` its words for whoever
    cannot see it (in the reader's language), ``reply_to`` the local part a reply goes
    to (None: replies are not read, the From is answered by no one)."""

    subject: str
    text: str
    view: SeatView | None = None
    reply_to: str | None = None
    alt: str = ""


def message_id(mail_id: int, domain: str) -> str:
    return f"<postboard-mail-{mail_id}@{domain}>"


def game_thread_id(game_id: int, domain: str) -> str:
    return f"<postboard-game-{game_id}@{domain}>"


def build(
    letter: Letter,
    *,
    mail_id: int,
    to: str,
    sender: Address,
    domain: str,
    unsubscribe: str,
    now: datetime,
) -> EmailMessage:
    message = EmailMessage()
    message["From"] = sender
    message["To"] = to
    message["Subject"] = " ".join(letter.subject.split())  # one line, whatever it quotes
    message["Date"] = format_datetime(now)
    message["Message-ID"] = message_id(mail_id, domain)
    if letter.reply_to is not None:
        message["Reply-To"] = Address(
            display_name="Postboard", username=letter.reply_to, domain=domain
        )
    if letter.view is not None:
        thread = game_thread_id(letter.view.game.id, domain)
        message["References"] = thread
        message["In-Reply-To"] = thread
    message["Auto-Submitted"] = "auto-generated"
    message["List-Unsubscribe"] = f"<mailto:{unsubscribe}@{domain}?subject=unsubscribe>"
    message["X-Postboard-Mail"] = str(mail_id)
    message.set_content(plain_text(letter))
    if letter.view is None:
        return message
    cid = make_msgid(domain=domain)
    message.add_alternative(html_text(letter, cid), subtype="html")
    alternative_html = cast(EmailMessage, message.get_payload()[1])  # type: ignore[index]
    png = letter.view.image.png
    alternative_html.add_related(png, "image", "png", cid=cid, filename="board.png")
    message.add_attachment(
        png, maintype="image", subtype="png", filename=letter.view.image.filename
    )
    return message


def plain_text(letter: Letter) -> str:
    parts = [letter.text.rstrip()]
    if letter.view is not None:
        parts.append(_indented(letter.view.diagram))
    return "\n\n".join(parts) + "\n"


URL = re.compile(r"https?://[^\s<>\"'&]+[^\s<>\"'&.,;:)]")
"""A link in a mail's text (a player's own page, issue 33), made a link in its HTML part."""


def _linked(escaped: str) -> str:
    return URL.sub(lambda m: f'<a href="{m.group(0)}">{m.group(0)}</a>', escaped)


def html_text(letter: Letter, cid: str) -> str:
    paragraphs = letter.text.strip().split("\n\n")
    body = "".join(f"<p>{_linked(html.escape(p))}</p>" for p in paragraphs)
    body = body.replace("\n", "<br>")
    assert letter.view is not None
    alt = html.escape(letter.alt or letter.view.title)
    board = f'<p><img src="cid:{cid[1:-1]}" alt="{alt}" style="max-width:100%"></p>'
    diagram = f'<pre style="font-family:monospace">{html.escape(letter.view.diagram)}</pre>'
    return f"<!doctype html><html><body>{body}{board}{diagram}</body></html>"


def _indented(diagram: str) -> str:
    """Four spaces before each line: clients that reflow text leave such lines alone."""
    return "\n".join(f"    {line}" if line else "" for line in diagram.splitlines())
