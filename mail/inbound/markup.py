"""HTML mail as plain text, for the reply that comes without a text/plain part.

What a person reads, one block per line: ``<br>`` and block elements
(``<p>``, ``<div>``, table rows…) break lines, other whitespace collapses,
entities are unescaped, scripts, styles and the title vanish. A quotation
(``<blockquote>``, and the containers Gmail and Yahoo put the quoted message
in) becomes one line ``>``, so the text below sees "quoted history here"
exactly as it does in plain mail, and drops it. Broken HTML gives what was
read before it broke.

The stdlib parser's ``close`` rescans the rest of the text from every
construct it cannot finish (a tag, a comment left open), which makes hostile
input quadratic: the text is only fed, and what is left unfinished at its end
dropped, as a browser drops it.
"""

from __future__ import annotations

import re
from html import unescape
from html.parser import HTMLParser

QUOTE_MARK = ">"
_HIDDEN = frozenset({"script", "style", "title", "template", "noscript", "object", "svg"})
_QUOTE_CLASSES = frozenset({"gmail_quote", "yahoo_quoted", "protonmail_quote"})
_BLOCKS = frozenset(
    "address article aside blockquote body center dd div dl dt fieldset figure footer form "
    "h1 h2 h3 h4 h5 h6 header hr html li main nav ol p pre section table tbody td th thead "
    "tfoot tr ul".split()
)
_SPACES = re.compile(r"[ \t\n\r\f]+")
_CONDITIONAL = re.compile(r"<!\[(?:if|endif|else)\b[^<>\]]*\]>", re.IGNORECASE)


def html_to_text(html: str) -> str:
    """The text a reader sees in ``html``, quotations reduced to a ``>`` line."""
    reader = _Reader()
    try:
        reader.feed(_defused(html))
        reader.finish()
    except Exception:  # the stdlib parser still raises on some malformed markup
        pass
    return reader.text()


def _defused(html: str) -> str:
    """``html`` without the marks of Office's conditional sections (``<![if …]>``,
    ``<![endif]>``; their content shows), and any other marked section made the
    bogus comment a browser reads it as (the parser refuses marked sections)."""
    return _CONDITIONAL.sub("", html).replace("<![", "<!-[")


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self._chunks: list[str] = []
        self._skipping: str | None = None  # the tag whose content is being skipped
        self._depth = 0  # how deep in that tag
        self._pre = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self._skipping is not None:
            self._depth += tag == self._skipping
            return
        if tag in _HIDDEN or _is_quotation(tag, attrs):
            if tag not in _HIDDEN:
                self._line_break()
                self._chunks.append(QUOTE_MARK)
                self._line_break()
            self._skipping, self._depth = tag, 1
        elif tag == "br":
            self._chunks.append("\n")
        elif tag in _BLOCKS:
            self._pre += tag == "pre"
            self._line_break()

    def handle_endtag(self, tag: str) -> None:
        if self._skipping is not None:
            self._depth -= tag == self._skipping
            if self._depth <= 0:
                self._skipping = None
        elif tag in _BLOCKS:
            self._pre = max(0, self._pre - (tag == "pre"))
            self._line_break()

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self._skipping is not None:  # no closing tag follows: nothing to count
            return
        if tag == "br":
            self._chunks.append("\n")
        elif tag in _BLOCKS:
            self._line_break()

    def handle_data(self, data: str) -> None:
        if self._skipping is None:
            self._chunks.append(data if self._pre else _SPACES.sub(" ", data))

    def finish(self) -> None:
        """Read the text the parser holds back at the end (it might have been half an
        entity); a tag, comment or script left open there is dropped."""
        rest = self.rawdata
        if rest and "<" not in rest:
            self.handle_data(unescape(rest))

    def _line_break(self) -> None:
        if self._chunks and not self._chunks[-1].endswith("\n"):
            self._chunks.append("\n")

    def text(self) -> str:
        lines = [line.strip(" ") for line in "".join(self._chunks).split("\n")]
        kept: list[str] = []
        for line in lines:
            if line or (kept and kept[-1]):
                kept.append(line)
        return "\n".join(kept).strip("\n")


def _is_quotation(tag: str, attrs: list[tuple[str, str | None]]) -> bool:
    if tag == "blockquote":
        return True
    classes = " ".join(value or "" for name, value in attrs if name == "class").split()
    return tag == "div" and any(name in _QUOTE_CLASSES for name in classes)
