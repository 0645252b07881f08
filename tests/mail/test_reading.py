"""Reading inbound mail: bytes of one message to an ``Incoming`` (``mail.inbound``).

Messages are built with ``EmailMessage`` where the stdlib writes what mail
programs write, and by hand where they do something it would not (wrapped
attributions, bogus charsets, broken MIME). The last tests fuzz: no bytes may
make ``read_message`` raise.
"""

from __future__ import annotations

import base64
import quopri
from email.message import EmailMessage

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mail.inbound import Incoming, read_message
from mail.inbound.bodies import decode_text, unflow
from mail.inbound.headers import SUBJECT_LIMIT
from mail.inbound.markup import html_to_text
from mail.inbound.reading import MAX_BYTES

MOVES = ["e5", "d4 e5", "13/7 8/7", "open a1 xx rb", "x T", "swap", "pass", "resign"]
MOVES += ["accept", "decline", "yes", "draw", "takeback", "bar/22 6/off"]
HISTORY = "> It is your move in pinch #12.\n>\n> -- \n> Postboard\n"


def mail(
    body: str,
    *,
    subtype: str = "plain",
    charset: str = "utf-8",
    cte: str | None = None,
    headers: dict[str, str] | None = None,
) -> bytes:
    message = EmailMessage()
    message["From"] = "Bob Player <bob@example.com>"
    message["To"] = "game+token@postboard.example"
    message["Subject"] = "Re: pinch #12: your move"
    message["Message-ID"] = "<reply-1@mail.example.com>"
    for name, value in (headers or {}).items():
        message[name] = value
    message.set_content(body, subtype=subtype, charset=charset, cte=cte)
    return message.as_bytes()


def raw(head: str, body: bytes | str) -> bytes:
    """A message written by hand: ``head`` lines joined with CRLF, then the body."""
    lines = head.strip().splitlines()
    data = body.encode() if isinstance(body, str) else body
    return "\r\n".join(lines).encode() + b"\r\n\r\n" + data


def read(body: str, **kwargs: str) -> Incoming:
    return read_message(mail(body), **kwargs)


# --- the player's text and command -----------------------------------------------------


def test_a_plain_top_posted_reply() -> None:
    got = read("e5\n\nOn Mon, 1 Jan 2024 at 10:00, Postboard <g@p.example> wrote:\n" + HISTORY)
    assert got == Incoming(
        message_id="reply-1@mail.example.com",
        sender="bob@example.com",
        subject="Re: pinch #12: your move",
        automatic=False,
        why_automatic=None,
        text="e5",
        command="e5",
    )


@pytest.mark.parametrize("move", MOVES)
def test_a_move_is_the_command_with_or_without_a_greeting(move: str) -> None:
    assert read(f"{move}\n").command == move
    assert read(f"Hi Bob,\n\n{move}\n\nCheers, Alice\n").command == move
    assert read(f"  {move}  \n").command == move


@pytest.mark.parametrize(
    "greeting",
    ["Hi", "Hi Bob,", "hello!", "Hey there!", "Dear Alice,", "Good morning!", "Good evening all"]
    + ["Hiya", "Bonjour Alice,", "Hallo Bob", "Hola!", "Morning,", "Dear Mr Smith,"],
)
def test_greetings_at_the_start_are_skipped(greeting: str) -> None:
    got = read(f"{greeting}\n\nd4 e5\n")
    assert got.command == "d4 e5"
    assert got.text == f"{greeting}\n\nd4 e5"


def test_only_the_greetings_at_the_start_are_skipped() -> None:
    assert read("Hi Bob,\nGood morning!\nswap\n").command == "swap"
    assert read("swap\nHi\n").command == "swap"


def test_a_long_line_that_starts_like_a_greeting_is_the_command() -> None:
    assert read("Hello again, I resign this one\n").command == "Hello again, I resign this one"


def test_a_message_of_greetings_only_has_no_command() -> None:
    got = read("Hi Bob,\n\n")
    assert (got.text, got.command) == ("Hi Bob,", None)


def test_invisible_characters_and_odd_spaces_are_cleaned() -> None:
    got = read("\u200b\ufeffopen\u00a0 a1\u2003\u2003xx\trb \u200d \n")
    assert got.command == "open a1 xx rb"
    assert got.text == "open  a1  xx rb"


def test_quoted_lines_are_dropped_wherever_they_are() -> None:
    body = "> Your move?\nd4 e5\n> And the draw offer?\ndecline\n"
    got = read(body)
    assert (got.text, got.command) == ("d4 e5\ndecline", "d4 e5")
    assert read("   > indented quote\ne5").command == "e5"


def test_an_answer_below_the_quotation_is_kept() -> None:
    body = (
        "On Mon, 1 Jan 2024 at 10:00, Postboard <g@p.example> wrote:\n" + HISTORY + "\n13/7 8/7\n"
    )
    got = read(body)
    assert (got.text, got.command) == ("13/7 8/7", "13/7 8/7")


def test_a_bare_wrote_line_goes_only_with_its_quotation() -> None:
    assert read("Postboard wrote:\n> your move\ne5\n").text == "e5"
    assert read("Here is what I wrote:\ne5\n").text == "Here is what I wrote:\ne5"


# --- attributions, separators and signatures ---------------------------------------------

ATTRIBUTIONS = {
    "gmail": "On Mon, 1 Jan 2024 at 10:00, Postboard <games@postboard.example> wrote:",
    "gmail wrapped": "On Mon, Jan 1, 2024 at 10:00 AM Postboard <\ngames@postboard.example> wrote:",
    "apple": "On 1 Jan 2024, at 10:00, Postboard <games@postboard.example> wrote:",
    "thunderbird": "On 01/01/2024 10:00, Postboard wrote:",
    "french": "Le lun. 1 janv. 2024 à 10:00, Postboard <g@postboard.example> a écrit :",
    "german": "Am 01.01.2024 um 10:00 schrieb Postboard <g@postboard.example>:",
    "german gmail": "Am Mo., 1. Jan. 2024 um 10:00 Uhr schrieb Postboard <\ng@postboard.example>:",
    "spanish": "El lun, 1 ene 2024 a las 10:00, Postboard (<g@postboard.example>)\nescribió:",
    "outlook german": "Postboard <g@postboard.example> schrieb am 01.01.2024 10:00:",
}


@pytest.mark.parametrize("style", sorted(ATTRIBUTIONS))
def test_attributions_and_what_follows_them_are_dropped(style: str) -> None:
    attribution = ATTRIBUTIONS[style]
    quoted = read(f"resign\n\n{attribution}\n\n{HISTORY}")
    assert (quoted.text, quoted.command) == ("resign", "resign")
    unquoted = read(f"resign\n\n{attribution}\nIt is your move.\n\nPostboard\n")
    assert (unquoted.text, unquoted.command) == ("resign", "resign")


def test_outlook_original_message_separator() -> None:
    body = (
        "accept\r\n\r\n-----Original Message-----\r\nFrom: Postboard [mailto:g@p.example]\r\n"
        "Sent: Monday, January 1, 2024 10:00 AM\r\nTo: Bob\r\nSubject: draw offer\r\n\r\n"
        "Alice offers a draw.\r\n"
    )
    got = read(body)
    assert (got.text, got.command) == ("accept", "accept")


@pytest.mark.parametrize(
    "banner",
    ["----- Original Message -----", "-----Ursprüngliche Nachricht-----"]
    + ["-------- Message d'origine --------", "---------- Forwarded message ---------"],
)
def test_other_original_message_banners(banner: str) -> None:
    assert read(f"pass\n{banner}\nFrom: x\nold text\n").text == "pass"


def test_outlook_header_block_after_a_rule() -> None:
    body = (
        "x T\n\n________________________________\nFrom: Postboard <g@p.example>\n"
        "Sent: Monday, 1 January 2024 10:00\nTo: Bob Player <bob@example.com>\n"
        "Subject: your move\n\nIt is your move.\n"
    )
    assert read(body).text == "x T"


def test_a_from_line_alone_is_text() -> None:
    assert read("From: the top\ne5\n").text == "From: the top\ne5"


@pytest.mark.parametrize("separator", ["-- ", "--"])
def test_the_signature_goes(separator: str) -> None:
    got = read(f"Hi,\ne5\n{separator}\nBob Player\nhttps://bob.example\n")
    assert (got.text, got.command) == ("Hi,\ne5", "e5")


def test_a_longer_dash_line_is_not_a_signature() -> None:
    assert read("e5\n---\nnice game\n").text == "e5\n---\nnice game"


@pytest.mark.parametrize(
    "line",
    ["Sent from my iPhone", "Sent from my Galaxy", "Get Outlook for Android"]
    + ["Von meinem iPhone gesendet", "Envoyé de mon iPad", "Sent from Mail for Windows"],
)
def test_mobile_footers_end_the_text(line: str) -> None:
    got = read(f"swap\n\n{line}\n\nOn Mon, 1 Jan 2024, Postboard wrote:\n{HISTORY}")
    assert got.text == "swap"


def test_an_empty_body() -> None:
    got = read("")
    assert (got.text, got.command) == ("", None)
    only_quotes = read("On Mon, 1 Jan 2024, Postboard wrote:\n" + HISTORY)
    assert (only_quotes.text, only_quotes.command) == ("", None)


# --- HTML ---------------------------------------------------------------------------------


def test_html_only_reply() -> None:
    html = (
        "<html><head><title>Re: move</title><style>p {color: red}</style>"
        "<script>alert('e4')</script></head><body><p>Hi&nbsp;Bob,</p><p>d4&nbsp;e5<br>"
        "fish &amp; chips &lt;3</p><blockquote>&gt; your move<p>old</p></blockquote></body></html>"
    )
    got = read_message(mail(html, subtype="html"))
    assert got.text == "Hi Bob,\nd4 e5\nfish & chips <3"
    assert got.command == "d4 e5"


def test_outlook_html() -> None:
    html = """<html xmlns:o="urn:schemas-microsoft-com:office:office"><head>
<meta http-equiv=Content-Type content="text/html; charset=windows-1252">
<style><!-- p.MsoNormal {margin:0cm;} --></style><!--[if gte mso 9]><xml>
<o:shapedefaults v:ext="edit" spidmax="1026" /></xml><![endif]--></head>
<body lang=EN-GB><div class=WordSection1><p class=MsoNormal>Hello
Postboard,<o:p></o:p></p><p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoNormal>open&nbsp;a1&nbsp;xx&nbsp;rb<o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<div><div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm">
<p class=MsoNormal><b>From:</b> Postboard &lt;games@postboard.example&gt; <br><b>Sent:</b>
Monday, 1 January 2024 10:00<br><b>To:</b> Bob &lt;bob@example.com&gt;<br><b>Subject:</b>
your move<o:p></o:p></p></div></div><p class=MsoNormal>It is your move “now”.</p>
</div></body></html>"""
    message = raw(
        "From: Bob <bob@example.com>\nContent-Type: text/html; charset=windows-1252\n"
        "Content-Transfer-Encoding: 8bit",
        html.encode("windows-1252"),
    )
    got = read_message(message)
    assert got.text == "Hello Postboard,\n\nopen a1 xx rb"
    assert got.command == "open a1 xx rb"


def test_gmail_html_quote_goes_with_its_attribution() -> None:
    html = (
        '<div dir="ltr">resign</div><br><div class="gmail_quote gmail_quote_container">'
        '<div dir="ltr" class="gmail_attr">On Mon, Jan 1, 2024 at 10:00 AM Postboard &lt;'
        '<a href="mailto:g@p.example">g@p.example</a>&gt; wrote:<br></div>'
        '<blockquote class="gmail_quote">Your move<div>in pinch</div></blockquote></div>'
    )
    assert read_message(mail(html, subtype="html")).text == "resign"


def test_apple_html_quote() -> None:
    html = (
        "<html><body>swap<br><br><div>On 1 Jan 2024, at 10:00, Postboard &lt;g@p.example&gt;"
        ' wrote:<br><br></div><blockquote type="cite"><div>Your move</div></blockquote>'
        "</body></html>"
    )
    assert read_message(mail(html, subtype="html")).text == "swap"


def test_broken_html_gives_what_was_read() -> None:
    assert html_to_text("e5<br>d4<![bogus[ x ]]>more") == "e5\nd4more"
    assert html_to_text("e5<![if !supportLists]>-<![endif]> d4") == "e5- d4"
    assert html_to_text("e5<br>d4<!-- never closed <p>x</p>") == "e5\nd4"
    assert html_to_text("e5<br>d4 <a href='x") == "e5\nd4"
    assert html_to_text("e5 &amp; d4 &amp") == "e5 & d4 &"
    assert html_to_text("<p>unclosed <b>bold") == "unclosed bold"
    assert html_to_text("<blockquote>never closed <p>e5") == ">"
    assert html_to_text("<pre>  keep\n  lines</pre>") == "keep\nlines"


# --- transfer encodings, charsets -----------------------------------------------------------


@pytest.mark.parametrize("cte", ["7bit", "8bit", "quoted-printable", "base64"])
def test_transfer_encodings(cte: str) -> None:
    body = "Hi Bob,\n\nd4 e5\n" if cte == "7bit" else "Salut Zoë,\n\nd4 e5 — voilà\n"
    message = mail(body, cte=cte)
    assert f"Content-Transfer-Encoding: {cte}".encode() in message
    assert read_message(message).text == body.strip()


def test_hand_written_quoted_printable() -> None:
    body = b"Gr=C3=BC=C3=9Fe,=\r\n und danke\r\n\r\n13/7 =\r\n8/7\r\n"
    message = raw(
        "From: b@example.com\nContent-Type: text/plain; charset=utf-8\n"
        "Content-Transfer-Encoding: quoted-printable",
        body,
    )
    got = read_message(message)
    assert got.text == "Grüße, und danke\n\n13/7 8/7"
    assert got.command == "Grüße, und danke"


def test_broken_base64_reads_what_it_can() -> None:
    body = base64.b64encode(b"resign\r\n")[:-3] + b"!!\r\n"
    message = raw(
        "From: b@example.com\nContent-Type: text/plain\nContent-Transfer-Encoding: base64", body
    )
    assert read_message(message).command is not None


@pytest.mark.parametrize(
    ("charset", "text"),
    [
        ("utf-8", "Grüße, Zoë 😀 — d4 e5"),
        ("iso-8859-1", "Grüße, Zoë: d4 e5"),
        ("windows-1252", "“Grüße” — d4 e5 €"),
        ("shift_jis", "こんにちは、d4 e5"),
        ("koi8-r", "Привет, d4 e5"),
    ],
)
@pytest.mark.parametrize("cte", ["8bit", "quoted-printable", "base64"])
def test_charsets(charset: str, text: str, cte: str) -> None:
    message = raw(
        f"From: b@example.com\nContent-Type: text/plain; charset={charset}\n"
        f"Content-Transfer-Encoding: {cte}",
        _encoded(text.encode(charset), cte),
    )
    assert read_message(message).text == text


def _encoded(data: bytes, cte: str) -> bytes:
    if cte == "base64":
        return base64.encodebytes(data)
    if cte == "quoted-printable":
        return quopri.encodestring(data)
    return data


@pytest.mark.parametrize("charset", ["x-bogus", "unknown-8bit", "base64", "utf\x008", '"" ;'])
def test_a_bogus_charset_reads_as_utf8_then_latin1(charset: str) -> None:
    head = f"From: b@example.com\nContent-Type: text/plain; charset={charset}"
    assert read_message(raw(head, "Zoë: d4 e5".encode())).text == "Zoë: d4 e5"
    assert read_message(raw(head, "Zoë: d4 e5".encode("latin-1"))).text == "Zoë: d4 e5"


def test_text_that_is_not_what_its_charset_says() -> None:
    assert decode_text(b"Zo\xc3\xab \xff e5", "utf-8") == "Zoë \ufffd e5"
    assert decode_text(b"caf\xe9 e5", "us-ascii") == "café e5"
    assert decode_text(b"\x81\x8d\x8f e5", None) == "\x81\x8d\x8f e5"  # Latin-1 at last
    assert decode_text(b"caf\xc3\xa9", "x-mac-nothing") == "café"


def test_8bit_headers_are_read_as_utf8() -> None:
    got = read_message(raw("From: Jörg <jörg@Exämple.com>\nSubject: Zug é5", "e5"))
    assert got.subject == "Zug é5"
    assert got.sender == "jörg@exämple.com"


def test_format_flowed() -> None:
    body = b"Hi Bob, here is my long line that a careful mail program has \r\nwrapped\r\n"
    body += b"\r\n d4 e5\r\n-- \r\nBob\r\n"
    message = raw(
        "From: b@example.com\nContent-Type: text/plain; charset=utf-8; format=flowed", body
    )
    got = read_message(message)
    assert (
        got.text == "Hi Bob, here is my long line that a careful mail program has wrapped\n\nd4 e5"
    )
    assert unflow("ab \r\ncd\r\n> q \r\n> r\r\n", delsp=True) == "abcd\n> qr"


# --- MIME structure -------------------------------------------------------------------------


def test_multipart_alternative_prefers_plain() -> None:
    message = EmailMessage()
    message["From"] = "b@example.com"
    message.set_content("plain: e5\n")
    message.add_alternative("<p>html: d4</p>", subtype="html")
    assert read_message(message.as_bytes()).command == "plain: e5"


def test_multipart_alternative_with_an_empty_plain_part_reads_the_html() -> None:
    message = EmailMessage()
    message["From"] = "b@example.com"
    message.set_content(" \n")
    message.add_alternative("<p>d4</p>", subtype="html")
    assert read_message(message.as_bytes()).command == "d4"


def test_multipart_mixed_ignores_attachments_and_forwarded_mail() -> None:
    message = EmailMessage()
    message["From"] = "b@example.com"
    message.set_content("swap\n")
    message.add_alternative("<p>swap</p>", subtype="html")
    message.add_attachment(b"%PDF-1.4", maintype="application", subtype="pdf", filename="a.pdf")
    message.add_attachment("resign\n", filename="notes.txt")
    forwarded = EmailMessage()
    forwarded["From"] = "x@example.com"
    forwarded.set_content("resign\n")
    message.add_attachment(forwarded)
    got = read_message(message.as_bytes())
    assert (got.text, got.command) == ("swap", "swap")


def test_text_split_around_an_inline_picture_is_read_in_order() -> None:
    body = (
        "--b\r\nContent-Type: text/plain\r\n\r\ne5\r\n"
        "--b\r\nContent-Type: image/png\r\nContent-Disposition: inline\r\n\r\nPNG\r\n"
        "--b\r\nContent-Type: text/plain\r\n\r\nnice game\r\n--b--\r\n"
    )
    got = read_message(raw("From: b@example.com\nContent-Type: multipart/mixed; boundary=b", body))
    assert got.text == "e5\nnice game"


MIME_BODY = (
    "preamble\r\n--zz\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nd4 e5\r\n"
    "--zz\r\nContent-Type: text/html\r\n\r\n<p>d4 e5</p>\r\n--zz--\r\n"
)


@pytest.mark.parametrize(
    ("content_type", "text"),
    [
        ("multipart/alternative", "d4 e5"),
        ("multipart/alternative; boundary=wrong", "d4 e5"),
        ("multipart/mixed; b=zz", "d4 e5\nd4 e5"),  # mixed: every part is read
    ],
)
def test_a_multipart_without_its_boundary_is_read_by_the_one_it_shows(
    content_type: str, text: str
) -> None:
    message = raw(f"From: b@example.com\nContent-Type: {content_type}", MIME_BODY)
    assert read_message(message).text == text


def test_a_multipart_that_shows_no_boundary_is_read_as_text() -> None:
    message = raw("From: b@example.com\nContent-Type: multipart/mixed", "just text\r\n")
    assert read_message(message).command == "just text"


def test_a_truncated_multipart() -> None:
    message = raw(
        "From: b@example.com\nContent-Type: multipart/mixed; boundary=zz",
        "--zz\r\nContent-Type: text/plain\r\n\r\nresign\r\n--zz\r\nContent-Type: text/ht",
    )
    assert read_message(message).command == "resign"
    assert read_message(message[:-40]).sender == "b@example.com"


def test_broken_headers() -> None:
    message = (
        b"From: b@example.com\r\nthis line has no colon\r\nContent-Type: text/plain; charset=\r\n"
        b"Subject: =?utf-8?q?unterminated\r\nMessage-ID: <<<>>\r\n\r\ne5\r\n"
    )
    got = read_message(message)
    assert got.sender == "b@example.com"
    assert got.message_id is None


def test_a_message_that_is_not_text() -> None:
    message = raw("From: b@example.com\nContent-Type: image/png", b"\x89PNG")
    got = read_message(message)
    assert (got.text, got.command, got.sender) == ("", None, "b@example.com")


def test_absurd_nesting_keeps_the_headers() -> None:
    head = b"From: b@example.com\r\nContent-Type: multipart/mixed; boundary=b0\r\n\r\n"
    nested = b"".join(
        b"--b%d\r\nContent-Type: multipart/mixed; boundary=b%d\r\n\r\n" % (i, i + 1)
        for i in range(3000)
    )
    got = read_message(head + nested + b"e5\r\n")
    assert (got.sender, got.text) == ("b@example.com", "")


def test_only_the_start_of_a_big_message_is_read() -> None:
    message = EmailMessage()
    message["From"] = "b@example.com"
    message.set_content("swap\n")
    message.add_attachment(bytes(3 * MAX_BYTES), maintype="image", subtype="png", filename="a.png")
    assert read_message(message.as_bytes()).command == "swap"
    long = read_message(raw("From: b@example.com", "e5\n" + "x" * 2 * MAX_BYTES))
    assert long.command == "e5" and len(long.text) < MAX_BYTES


def test_hostile_headers_are_cut_or_read_as_text() -> None:
    nested = read_message(raw(f"From: {'(' * 5000}\nContent-Type: {'(' * 5000}", "e5"))
    assert (nested.sender, nested.command) == (None, "e5")
    subject = read_message(raw("From: b@example.com\nSubject: " + "=?utf-8?q?a?= " * 20000, ""))
    assert subject.subject == "a" * (SUBJECT_LIMIT // len("=?utf-8?q?a?= "))
    many = read_message(raw("From: " + "b@example.com, " * 20000, "e5"))
    assert many.sender == "b@example.com"
    assert read_message(raw("From: b@example.com\nMessage-ID: <<@", "")).message_id == "@"


def test_no_bytes_at_all() -> None:
    assert read_message(b"") == Incoming(None, None, "", False, None, "", None)


# --- automatic mail -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("headers", "why"),
    [
        ({"Auto-Submitted": "auto-replied"}, "Auto-Submitted: auto-replied"),
        ({"Auto-Submitted": "Auto-Generated; owner=x"}, "Auto-Submitted: auto-generated"),
        ({"Auto-Submitted": "auto-notified"}, "Auto-Submitted: auto-notified"),
        ({"Precedence": "bulk"}, "Precedence: bulk"),
        ({"Precedence": "Junk"}, "Precedence: junk"),
        ({"Precedence": "list"}, "Precedence: list"),
        ({"Return-Path": "<>"}, "Return-Path: <>"),
        ({"Return-Path": "<MAILER-DAEMON@mx.example>"}, "Return-Path: MAILER-DAEMON@mx.example"),
        ({"X-Autoreply": "yes"}, "X-Autoreply: yes"),
        ({"X-Autorespond": "Out of office"}, "X-Autorespond: Out of office"),
        ({"X-Failed-Recipients": "bob@example.com"}, "X-Failed-Recipients: bob@example.com"),
        ({"List-Id": "Games <games.lists.example>"}, "List-Id: Games <games.lists.example>"),
    ],
)
def test_automatic_headers(headers: dict[str, str], why: str) -> None:
    got = read_message(mail("e5\n", headers=headers))
    assert (got.automatic, got.why_automatic) == (True, why)
    assert got.command == "e5"  # read all the same: the caller decides


@pytest.mark.parametrize(
    "sender",
    ["MAILER-DAEMON@mx.example.com", "Mail Delivery System <MAILER-DAEMON>"]
    + ["postmaster@example.com", '"Postmaster" <PostMaster@example.com>'],
)
def test_robot_from_addresses(sender: str) -> None:
    message = raw(f"From: {sender}\nContent-Type: text/plain", "Delivery failed")
    got = read_message(message)
    assert got.automatic and (got.why_automatic or "").startswith("From: ")


@pytest.mark.parametrize(
    ("envelope", "why"),
    [
        ("", "envelope sender: <>"),
        ("<>", "envelope sender: <>"),
        ("MAILER-DAEMON@mx.example", "envelope sender: MAILER-DAEMON@mx.example"),
        ("<postmaster@example.com>", "envelope sender: postmaster@example.com"),
    ],
)
def test_robot_envelope_senders(envelope: str, why: str) -> None:
    got = read_message(mail("e5\n"), envelope_sender=envelope)
    assert (got.automatic, got.why_automatic) == (True, why)


def test_the_envelope_sender_stands_before_return_path() -> None:
    message = mail("e5\n", headers={"Return-Path": "<>"})
    assert not read_message(message, envelope_sender="bob@example.com").automatic
    assert read_message(message).automatic


def test_a_delivery_report() -> None:
    report = (
        "--r\r\nContent-Type: text/plain\r\n\r\nYour message could not be delivered.\r\n"
        "--r\r\nContent-Type: message/delivery-status\r\n\r\nReporting-MTA: dns; mx\r\n\r\n"
        "Final-Recipient: rfc822; x@y\r\nAction: failed\r\nStatus: 5.1.1\r\n--r--\r\n"
    )
    message = raw(
        "From: Mail System <mail@mx.example>\n"
        "Content-Type: multipart/report; report-type=delivery-status; boundary=r",
        report,
    )
    got = read_message(message, envelope_sender="bounces@mx.example")
    assert (got.automatic, got.why_automatic) == (True, "Content-Type: multipart/report")
    assert got.text == "Your message could not be delivered."


@pytest.mark.parametrize(
    "headers",
    [
        {},
        {"Auto-Submitted": "no"},
        {"Auto-Submitted": "No (a person)"},
        {"Precedence": "first-class"},
        {"List-Unsubscribe": "<mailto:unsubscribe@postboard.example>"},
        {"Return-Path": "<bob@example.com>"},
    ],
)
def test_a_person(headers: dict[str, str]) -> None:
    got = read_message(mail("e5\n", headers=headers))
    assert (got.automatic, got.why_automatic) == (False, None)


# --- headers ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("<abc.123@mail.example.com>", "abc.123@mail.example.com"),
        ("   <abc.123@mail.example.com>   ", "abc.123@mail.example.com"),
        ("<CAF=Xy+/9@mail.gmail.com>", "CAF=Xy+/9@mail.gmail.com"),
        ("abc@no-brackets", "abc@no-brackets"),
        ("<abc@x> (comment) <second@x>", "abc@x"),
        ("<>", None),
        ("", None),
    ],
)
def test_message_id_normalisation(value: str, expected: str | None) -> None:
    message = raw(f"From: b@example.com\nMessage-ID: {value}", "e5")
    assert read_message(message).message_id == expected


def test_a_folded_message_id() -> None:
    message = raw("From: b@example.com\nMessage-ID:\n <very-long-id@mail.example.com>", "e5")
    assert read_message(message).message_id == "very-long-id@mail.example.com"
    assert read_message(raw("From: b@example.com", "e5")).message_id is None


@pytest.mark.parametrize(
    ("value", "sender"),
    [
        ("bob@example.com", "bob@example.com"),
        ("Bob Player <Bob.Player@Example.COM>", "Bob.Player@example.com"),
        ('"Player, Bob" <bob@example.com>', "bob@example.com"),
        ("=?utf-8?q?Zo=C3=AB_M=C3=BCller?= <zoe@example.de>", "zoe@example.de"),
        ("=?iso-8859-1?b?Wm/rIE38bGxlcg==?= <zoe@example.de>", "zoe@example.de"),
        (
            "=?utf-8?q?Games_=3Cgames=40postboard=2Eexample=3E?= <eve@evil.example>",
            "eve@evil.example",
        ),
        ("bob@example.com (Bob Player)", "bob@example.com"),
        ('"bob smith"@example.com', '"bob smith"@example.com'),
        ("Bob <bob@example.com>, Alice <alice@example.com>", "bob@example.com"),
        ("bob", None),
        ("undisclosed-recipients:;", None),
        ("<<<@@@>>>", None),
        ("", None),
    ],
)
def test_the_sender(value: str, sender: str | None) -> None:
    got = read_message(raw(f"From: {value}\nContent-Type: text/plain", "e5"))
    assert got.sender == sender


def test_the_sender_key_is_all_lower_case() -> None:
    got = read_message(raw("From: Bob <Bob.Player@Example.COM>", "e5"))
    assert (got.sender, got.sender_key) == ("Bob.Player@example.com", "bob.player@example.com")
    assert read_message(b"").sender_key is None


def test_the_subject_is_decoded_on_one_line() -> None:
    message = raw("From: b@example.com\nSubject: =?utf-8?q?Re=3A_Zug_=C3=A95?=\n  continued", "")
    assert read_message(message).subject == "Re: Zug é5 continued"


# --- fuzzing ------------------------------------------------------------------------------

FUZZ = settings(
    max_examples=150,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
"""Deterministic for CI: the same examples every run, nothing written to disk."""

SEEDS = [
    mail("Hi Bob,\n\nd4 e5\n\nOn Mon, 1 Jan 2024, Postboard wrote:\n" + HISTORY),
    mail("<p>Hi</p><blockquote>x</blockquote><p>e5 &amp; more</p>", subtype="html", cte="base64"),
    mail("Grüße\n13/7 8/7\n-- \nBob\n", charset="iso-8859-1", cte="quoted-printable"),
    raw("From: b@example.com\nContent-Type: multipart/alternative; boundary=zz", MIME_BODY),
    raw(
        "From: =?utf-8?q?Zo=C3=AB?= <zoe@example.de>\nAuto-Submitted: auto-replied\n"
        "Content-Type: text/plain; charset=utf-8; format=flowed",
        "long \r\nline\r\n> quoted \r\n> too\r\n",
    ),
]


def _check(got: Incoming) -> None:
    assert isinstance(got, Incoming)
    assert got.automatic == (got.why_automatic is not None)
    assert got.command is None or (got.command and got.command == " ".join(got.command.split()))
    assert got.command is None or got.command in " ".join(got.text.split())


@FUZZ
@given(st.binary(max_size=2000))
def test_any_bytes_are_read(data: bytes) -> None:
    _check(read_message(data))
    _check(read_message(data, envelope_sender=data.decode("latin-1")[:40]))


@FUZZ
@given(st.sampled_from(SEEDS), st.data())
def test_mutated_messages_are_read(seed: bytes, data: st.DataObject) -> None:
    mutated = bytearray(seed)
    for _ in range(data.draw(st.integers(1, 8), label="mutations")):
        at = data.draw(st.integers(0, len(mutated)), label="at")
        kind = data.draw(st.sampled_from(["insert", "delete", "replace", "cut"]), label="kind")
        junk = data.draw(
            st.one_of(
                st.binary(max_size=12),
                st.sampled_from(
                    [b"\r\n", b"--", b"--zz", b"=?", b"?=", b"=\r\n", b"<", b">", b":", b";"]
                    + [b'"', b"\r\n\r\n", b"=C3", b"<blockquote>", b"<![", b"\xff", b"\x00"]
                ),
            ),
            label="junk",
        )
        if kind == "insert":
            mutated[at:at] = junk
        elif kind == "delete":
            del mutated[at : at + len(junk) + 1]
        elif kind == "replace":
            mutated[at : at + len(junk)] = junk
        else:
            del mutated[at:]
    _check(read_message(bytes(mutated)))


@FUZZ
@given(st.text(max_size=300))
def test_any_text_in_any_part_is_read(text: str) -> None:
    for subtype in ("plain", "html"):
        _check(read_message(mail(text, subtype=subtype)))
