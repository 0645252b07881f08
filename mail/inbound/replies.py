"""The new text of a reply, and the command it starts with.

A reply carries what the player wrote and, usually, everything they answered.
What is not theirs:

- quoted lines, starting with ``>`` (after optional spaces), wherever they are,
  so an answer written below or between quotations is kept;
- everything from the signature separator (``-- `` or ``--``), an
  ``-----Original Message-----`` line (and its translations), a forwarded
  message's banner, an Outlook header block (``From:`` followed by ``Sent:``,
  ``To:``, ``Subject:``…), or a "Sent from my iPhone" line on;
- an attribution, "On <date>, <name> wrote:" (over up to three lines, as mail
  programs wrap it, and in French, German, Spanish, Italian, Dutch,
  Portuguese): followed by quoted lines it is dropped with them; followed by
  unquoted text, that text is the quoted message and everything from the
  attribution on goes. A bare "<name> wrote:" is dropped only when quoted lines
  follow it, and is otherwise the player's own text.

The command is the first line left that is not blank and not a greeting ("Hi
Bob,", "Good morning!", "Dear all"): a line of at most four words starting with
a greeting word, skipped only at the start. No move of any game starts with a
greeting word.
"""

from __future__ import annotations

import re
import unicodedata

GREETING_WORDS = 4  # a longer line that starts like a greeting is more than one
_GREETING = re.compile(
    r"(hi|hello|hey|hiya|howdy|greetings|dear|good (morning|afternoon|evening|day)|morning|evening"
    r"|bonjour|bonsoir|salut|coucou|hallo|guten (morgen|tag|abend)|moin|servus|hola"
    r"|buenos d[ií]as|buenas( tardes| noches)?|ciao|buongiorno|hej)\b",
    re.IGNORECASE,
)
_VERB = re.compile(
    r"\b(wrote|writes|a [ée]crit|schrieb|escribi[óo]|ha scritto|schreef|escreveu|skrev)\b",
    re.IGNORECASE,
)
_OPENER = re.compile(r"(on|le|am|el|il|op|em)\b", re.IGNORECASE)
_ORIGINAL = re.compile(
    r"-{2,} ?(original message|ursprüngliche nachricht|message d'origine|mensaje original"
    r"|messaggio originale|oorspronkelijk bericht|mensagem original|forwarded message"
    r"|weitergeleitete nachricht|message transféré) ?-{2,}|begin forwarded message:",
    re.IGNORECASE,
)
_SENT_FROM = re.compile(
    r"(sent from|sent with|sent via|get outlook for|envoyé de mon|envoyé depuis|von meinem"
    r"|gesendet von|enviado desde|enviado do meu|inviato da)\b",
    re.IGNORECASE,
)
_FROM_FIELD = re.compile(r"\*?(from|de|von|da|van|fra)\s?:\*? ?\S", re.IGNORECASE)
_HEADER_FIELD = re.compile(
    r"\*?(sent|date|to|cc|subject|envoyé|à|objet|gesendet|datum|an|betreff|enviado|fecha"
    r"|para|asunto|inviato|oggetto|verzonden|aan|onderwerp)\s?:\*?",
    re.IGNORECASE,
)
_RULE = re.compile(r"[-_=*~—–]{3,}")
_LONGEST_ATTRIBUTION = 300


def new_text(body: str) -> str:
    """What the writer of ``body`` wrote, without quotations and signature."""
    lines = normalised_lines(body)
    kept: list[str] = []
    at = 0
    while at < len(lines):
        line = lines[at]
        if _is_quoted(line):
            at += 1
            continue
        if _ends_the_text(lines, at):
            break
        span, strong = _attribution(lines, at)
        if span and _quoted_next(lines, at + span):
            at += span
            continue
        if span and strong:
            break
        kept.append(line)
        at += 1
    return _tidy(kept)


def command_of(text: str) -> str | None:
    """The first line of ``text`` that is not blank nor an opening greeting, spaces
    collapsed; None when there is none."""
    for line in text.splitlines():
        words = line.split()
        if words and not _is_greeting(words):
            return " ".join(words)
    return None


def normalised_lines(text: str) -> list[str]:
    """``text`` by lines: invisible characters gone, every kind of space a plain one,
    no trailing spaces."""
    return [_normalised(line) for line in text.splitlines()]


def _normalised(line: str) -> str:
    if line.isascii() and line.isprintable():
        return line.rstrip()
    kept = []
    for char in line:
        if char.isspace():
            kept.append(" ")
        elif unicodedata.category(char) not in ("Cc", "Cf"):
            kept.append(char)
    return "".join(kept).rstrip()


def _is_quoted(line: str) -> bool:
    return line.lstrip().startswith(">")


def _is_greeting(words: list[str]) -> bool:
    return len(words) <= GREETING_WORDS and _GREETING.match(" ".join(words)) is not None


def _ends_the_text(lines: list[str], at: int) -> bool:
    line = lines[at].strip()
    if line == "--" or _ORIGINAL.fullmatch(line):
        return True
    if _SENT_FROM.match(line) and len(line.split()) <= 8:
        return True
    if _FROM_FIELD.match(line):
        fields = [_HEADER_FIELD.match(following.strip()) for following in lines[at + 1 : at + 6]]
        return sum(field is not None for field in fields) >= 2
    return False


def _attribution(lines: list[str], at: int) -> tuple[int, bool]:
    """How many lines from ``at`` make an attribution (0 for none), and whether it is
    a dated one ("On <date>, <name> wrote:") rather than a bare "<name> wrote:"."""
    joined = ""
    for span in range(1, 4):
        if at + span > len(lines):
            break
        line = lines[at + span - 1].strip()
        if not line or _is_quoted(line):
            break
        joined = f"{joined} {line}".strip()
        if len(joined) > _LONGEST_ATTRIBUTION:
            break
        if not joined.endswith(":"):
            continue
        if not _VERB.search(joined):
            break
        dated = any(char.isdigit() for char in joined)
        if _OPENER.match(joined) and dated:
            return span, True
        if span == 1 and dated and "@" in joined:
            return span, True
        return (span, False) if span == 1 else (0, False)
    return 0, False


def _quoted_next(lines: list[str], at: int) -> bool:
    """Whether the first line from ``at`` that is not blank is quoted."""
    while at < len(lines) and not lines[at].strip():
        at += 1
    return at < len(lines) and _is_quoted(lines[at])


def _tidy(lines: list[str]) -> str:
    """The kept lines without blank or rule lines at either end, and without runs of
    blank lines that removed quotations leave."""
    while lines and (not lines[-1].strip() or _RULE.fullmatch(lines[-1].strip())):
        lines.pop()
    tidy: list[str] = []
    for line in lines:
        if line.strip() or (tidy and tidy[-1].strip()):
            tidy.append(line if line.strip() else "")
    return "\n".join(tidy)
