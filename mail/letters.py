"""What each queued mail says, read from the service when it is sent.

A turn mail is written when it goes out, from the game as it is then: if the game
has moved on from the ply the mail was queued for (the player already moved, a
forced pass, the opponent resigned), the mail is out of date and is not sent.

What a mail says is written from the catalogs (``words/catalogs/<locale>/mail.ftl``)
in its reader's language (``mail_reader``), as mail writes it: names, the reader's own
clock, and what to reply instead of any Discord command. A turn mail also carries the
player's personal link to their own page of the game (``service.web_play``), when the
site has a public address: the move may be clicked there instead of typed.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from mail.compose import Letter
from mail.stamps import has_moments, moments_in
from mail.tokens import Token
from mail.words import MAIL_TEXT
from service import Service
from service.mailing.addresses import VERIFY
from service.mailing.intents import ENDED, NOTICE, TURN
from service.mailing.queue import OutboundMail
from service.results import SeatView
from words import ENGLISH, Reader, Speech, Verbatim, When, msg
from words.model import Lines, Msg
from words.plain import fitted_alt

Signer = Callable[[Token], str]


async def mail_reader(service: Service, user_id: int) -> Reader:
    """Who reads the mail sent to ``user_id``: the language kept with their address and
    the zone they chose (UTC when none)."""
    readers = service.readers
    return Reader(await readers.mail_language(user_id), await readers.time_zone(user_id))


def said(text: str | Speech) -> Speech:
    """What the service wrote for a seat's view: a message, or a sentence written before
    the message model (shown as it is)."""
    if isinstance(text, Msg | Lines):
        return text
    return msg("words-verbatim", text=Verbatim(text))


def _written(speech: Speech, reader: Reader) -> str:
    return MAIL_TEXT.render(speech, reader)


class OutOfDate(Exception):
    """The mail is about a ply the game has left: nothing to send."""


def alt_of(view: SeatView, reader: Reader) -> str:
    """The board's words for the HTML part's ``alt`` (``words.plain.fitted_alt``), its
    sentences on one line: an attribute's line breaks do not survive the mail's lines."""
    alt = view.image.alt
    return "" if alt is None else " ".join(fitted_alt(alt.full, alt.brief, reader).splitlines())


class Letters:
    def __init__(self, service: Service, sign: Signer) -> None:
        self._service = service
        self._sign = sign

    async def letter(self, mail: OutboundMail) -> Letter:
        if mail.kind == TURN:
            return await self._turn(mail)
        if mail.kind == ENDED:
            return await self._ended(mail)
        if mail.kind == VERIFY:
            body = json.loads(mail.body)
            if "text" in body:  # written by the core in the address's language
                return Letter(subject=str(body["subject"]), text=str(body["text"]))
            code = Verbatim(str(body["code"]))  # a code queued before the core wrote it
            reader = await mail_reader(self._service, mail.user_id)
            return Letter(
                subject=_written(msg("mail-verify-subject", code=code), reader),
                text=_written(msg("mail-verify", code=code), reader),
            )
        if mail.kind == NOTICE:
            return await self._notice(mail, json.loads(mail.body))
        raise ValueError(f"no letter for mail kind {mail.kind!r}")

    async def _turn(self, mail: OutboundMail) -> Letter:
        assert mail.game_id is not None and mail.ply is not None
        if not await self._service.games.waits_on(mail.game_id, mail.user_id, mail.ply):
            raise OutOfDate()  # found out before the board is drawn
        reader = await mail_reader(self._service, mail.user_id)
        view = await self._service.games.seat_view(mail.game_id, mail.user_id, reader)
        if not view.your_turn or view.ply != mail.ply:
            raise OutOfDate()
        reply = self._sign(Token("m", mail.user_id, view.game.id, view.ply))
        seat = view.game.players.index(mail.user_id)
        page = await self._service.web_play.link_for_mail(view.game.id, mail.user_id, seat)
        text = turn_text(view, reader)
        if page is not None:  # the player's own page, where the move may be clicked instead
            link = msg(
                "webplay-mail-link", url=Verbatim(page.url), when=When(page.expires_at, "date")
            )
            text += "\n\n" + _written(link, reader)
        return Letter(
            subject=turn_subject(view, reader),
            text=text,
            view=view,
            reply_to=reply,
            alt=alt_of(view, reader),
        )

    async def _ended(self, mail: OutboundMail) -> Letter:
        assert mail.game_id is not None
        reader = await mail_reader(self._service, mail.user_id)
        view = await self._service.games.seat_view(mail.game_id, mail.user_id, reader)
        subject = msg(
            "mail-ended-subject",
            game=Verbatim(view.label),
            opponent=Verbatim(view.opponent),
            status=said(view.status),
        )
        text = Lines(
            tuple(said(line) for line in (view.last, view.status) if line) + (msg("mail-ended"),)
        )
        return Letter(
            subject=_written(subject, reader),
            text=_written(text, reader),
            view=view,
            alt=alt_of(view, reader),
        )

    async def _notice(self, mail: OutboundMail, body: dict[str, Any]) -> Letter:
        """A notice shows its game's board if it names one, and carries the reply address
        its ``reply`` kind asks for, while that still means something."""
        view = None
        reply = None
        kind = body.get("reply")
        alt = ""
        if body.get("game_id") is not None:
            reader = await mail_reader(self._service, mail.user_id)
            view = await self._service.games.seat_view(int(body["game_id"]), mail.user_id, reader)
            alt = alt_of(view, reader)
            moved = view.finished or view.ply != body.get("ply")
            if body.get("news_until_moved") and moved:
                raise OutOfDate()
        if kind == "c" and not await self._service.challenges.still_open(int(body["ply"])):
            raise OutOfDate()
        if kind == "m" and view is not None and view.your_turn:
            reply = self._sign(Token("m", mail.user_id, view.game.id, view.ply))
        elif kind in ("r", "od", "ot", "op") and view is not None and not view.finished:
            reply = self._sign(Token(kind, mail.user_id, view.game.id, int(body["ply"])))
        elif kind == "c":
            reply = self._sign(Token("c", mail.user_id, int(body["ply"]), 0))
        return Letter(
            subject=str(body["subject"]),
            text=await self._moments(mail.user_id, str(body["text"])),
            view=view,
            reply_to=reply,
            alt=alt,
        )

    async def _moments(self, user_id: int, text: str) -> str:
        """A notice's times in the zone its reader chose, as it is when the mail goes out;
        the settings are read only for a notice that has a time in it."""
        if not has_moments(text):
            return text
        return moments_in(text, await self._service.readers.time_zone(user_id))


def turn_subject(view: SeatView, reader: Reader = ENGLISH) -> str:
    subject = msg(
        "mail-turn-subject",
        game=Verbatim(view.label),
        opponent=Verbatim(view.opponent),
        ply=Verbatim(str(view.ply)),
    )
    return _written(subject, reader)


def turn_text(view: SeatView, reader: Reader = ENGLISH) -> str:
    lines: list[Speech] = []
    if view.last:
        lines.append(said(view.last))
    lines.append(said(view.status))
    if view.time_left:
        lines.append(msg("mail-turn-time-left", left=view.time_left))
    head = _written(Lines(tuple(lines)), reader)
    return head + "\n\n" + _written(msg("mail-turn-how"), reader)
