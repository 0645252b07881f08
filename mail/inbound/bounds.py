"""How much structure a received message may have, judged on its bytes before any parsing.

The stdlib's ``email`` parser takes time that grows with the square of how deep
multiparts nest (a 66 KB mail of 1,000 nested parts costs it two seconds), and
no mail program writes more than a few levels: a reply is ``multipart/mixed``
around ``multipart/related`` around ``multipart/alternative``, a forwarded
message inside adds as many again. So the bytes are counted first, which is
cheap whatever they hold, and a message beyond any of the bounds is refused
unread: its size, the multiparts it declares (each ``multipart/`` mention, so a
multipart without a boundary counts too) and the lines that could be part
delimiters (``--`` and a character).
"""

from __future__ import annotations

import re

from mail.config import MAX_MESSAGE

MAX_MULTIPARTS = 12
"""``multipart/`` mentions: four times what a reply with a forwarded mail in it needs."""
MAX_DELIMITERS = 256
"""Lines that may delimit a part; the body is read from the first 64 parts only."""
_MULTIPART = re.compile(rb"multipart/", re.IGNORECASE)
_DELIMITER = re.compile(rb"^--\S", re.MULTILINE)


def beyond_bounds(raw: bytes) -> str | None:
    """Why ``raw`` is too big or too intricate to read, as a sentence for the log and
    the SMTP answer; None when it is within every bound."""
    if len(raw) > MAX_MESSAGE:
        return f"the message is over {MAX_MESSAGE // 1024} KB"
    multiparts = len(_MULTIPART.findall(raw))
    if multiparts > MAX_MULTIPARTS:
        return f"the message declares {multiparts} multiparts (at most {MAX_MULTIPARTS})"
    delimiters = len(_DELIMITER.findall(raw))
    if delimiters > MAX_DELIMITERS:
        return f"the message has {delimiters} part delimiters (at most {MAX_DELIMITERS})"
    return None
