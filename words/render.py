"""Rendering: a message, its arguments written by a channel's style, in a reader's words.

A ``Style`` is what a channel contributes: how it writes a player, a game, a move, a
heading, a moment, a command, and its literal text (HTML escapes it). The renderer
does the rest, the same for every channel: it writes each argument, passes counts to
Fluent as numbers (plurals and the locale's digits), formats the catalog's sentence in
the reader's locale and joins lines. Every message is given ``$channel`` too, so a
sentence can say "reply to this mail" where Discord says "/move".
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from typing import Literal, Protocol

from babel import Locale
from babel.dates import format_date, format_time, format_timedelta, get_datetime_format
from babel.lists import format_list

from words.catalog import Catalog, Value, catalog
from words.locales import PSEUDO
from words.model import (
    Command,
    Game,
    Items,
    Lines,
    Msg,
    Notation,
    Place,
    Player,
    Role,
    Span,
    Speech,
    Strong,
    Struck,
    Title,
    Verbatim,
    When,
    is_former,
    msg,
)
from words.reader import Reader

_MARK = "\ue000"
"""Brackets a written argument inside a sentence whose literal text a style escapes
(private use: no catalog or name has it, names are cleaned of it)."""


FORMER_PLAYER = msg("privacy-former-player")
"""How every channel writes a former player (``words.model.is_former``)."""

_LIST_STYLES: dict[str, Literal["standard", "or", "unit"]] = {
    "and": "standard",
    "or": "or",
    "unit": "unit",
}
_UNITS: tuple[tuple[Literal["day", "hour", "minute", "second"], int], ...] = (
    ("day", 86400),
    ("hour", 3600),
    ("minute", 60),
    ("second", 1),
)


class Style(Protocol):
    """How one channel writes each kind of argument."""

    channel: str
    """``discord``, ``mail``, ``html`` (mail's HTML part and the web) or ``plain``."""
    separator: str
    """Between the lines of a ``Lines``."""

    def player(self, player: Player) -> str: ...
    def game(self, game: Game) -> str: ...
    def notation(self, notation: Notation) -> str: ...
    def place(self, channel_id: int, written: str) -> str:
        """A channel; ``written`` is its name (or message) as this channel writes it."""
        ...

    def role(self, role_id: int, written: str) -> str:
        """A server's role; ``written`` is what stands for it where mentions do not exist."""
        ...

    def title(self, title: Title) -> str: ...
    def strong(self, written: str) -> str:
        """Already written ``written`` stressed."""
        ...

    def struck(self, written: str) -> str:
        """Already written ``written`` struck through (or as it is)."""
        ...

    def verbatim(self, text: Verbatim) -> str: ...
    def when(self, when: When, reader: Reader, words: Renderer) -> str: ...
    def command(self, command: Command, reader: Reader, words: Renderer) -> str: ...
    def escape(self, text: str) -> str:
        """The catalog's literal text as this channel shows it."""
        ...


class Renderer:
    """Renders speech for one channel's style from the catalogs."""

    def __init__(
        self,
        style: Style,
        words: Catalog | None = None,
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self.style = style
        self._catalog = words
        self.now = now

    @property
    def catalog(self) -> Catalog:
        """The catalogs this renderer reads (the shipped ones, read at first use)."""
        if self._catalog is None:
            self._catalog = catalog()
        return self._catalog

    def render(self, speech: Speech, reader: Reader) -> str:
        """``speech`` as the reader reads it on this channel."""
        if isinstance(speech, Lines):
            rendered = (self.render(part, reader) for part in speech.parts)
            return self.style.separator.join(text for text in rendered if text)
        return self.message(speech, reader)

    def message(self, message: Msg, reader: Reader) -> str:
        written: dict[str, str] = {}
        args: dict[str, Value] = {"channel": self.style.channel}
        for name, value in message.args:
            if isinstance(value, bool):
                args[name] = "yes" if value else "no"
            elif isinstance(value, int):
                args[name] = value
            else:
                written[name] = self.arg(value, reader)
        if self.style.escape("<") == "<":
            args.update(written)
            return self.catalog.format(reader.locale, message.key, args)
        # the literal text is escaped, the written arguments are already markup
        args.update({name: f"{_MARK}{name}{_MARK}" for name in written})
        text = self.style.escape(self.catalog.format(reader.locale, message.key, args))
        for name, markup in written.items():
            text = text.replace(f"{_MARK}{name}{_MARK}", markup)
        return text

    def arg(self, value: object, reader: Reader) -> str:
        """One argument as this channel writes it."""
        style = self.style
        match value:
            case Player():
                return self.player(value, reader)
            case Game():
                return style.game(value)
            case Notation():
                return style.notation(value)
            case Place() | Role():
                return self.place(value, reader)
            case Title():
                return style.title(value)
            case Strong():
                return style.strong(self.render(value.speech, reader))
            case Struck():
                return style.struck(self.render(value.speech, reader))
            case Verbatim():
                return style.verbatim(value)
            case When():
                return style.when(value, reader, self)
            case Span():
                return self.span(value.seconds, reader)
            case Command():
                return style.command(value, reader, self)
            case Items():
                return self.items(value, reader)
            case Msg() | Lines():
                return self.render(value, reader)
            case int():
                return self.number(value, reader)
        raise TypeError(f"not a message argument: {value!r}")

    def player(self, player: Player, reader: Reader) -> str:
        if is_former(player.user_id):  # forgotten at their request: no mention
            return self.render(FORMER_PLAYER, reader)
        return self.style.player(player)

    def place(self, place: Place | Role, reader: Reader) -> str:
        """A channel, or a role: a mention where the channel has them, else its name."""
        if isinstance(place, Role):
            return self.style.role(place.role_id, self.render(place.name, reader))
        name = place.name
        if isinstance(name, str):
            return self.style.place(place.channel_id, self.style.verbatim(Verbatim(name)))
        return self.style.place(place.channel_id, self.render(name, reader))

    def number(self, value: int, reader: Reader) -> str:
        return self.catalog.format(reader.locale, "words-number", {"n": value})

    def items(self, value: Items, reader: Reader) -> str:
        written = [self.arg(item, reader) for item in value.items]
        if not written:
            return ""
        return listed(written, _LIST_STYLES[value.style], reader)

    def span(self, seconds: float, reader: Reader) -> str:
        """``seconds`` as its two largest whole units ("2 days, 3 hours")."""
        left = int(round(seconds))
        parts: list[str] = []
        for unit, size in _UNITS:
            if left >= size or (unit == "second" and not parts):
                whole, left = divmod(left, size)
                parts.append(_duration(whole, unit, size, str(_babel(reader))))
            if len(parts) == 2:
                break
        return listed(parts, "unit", reader)

    def moment(self, when: When, reader: Reader) -> str:
        """``when`` written out in the reader's zone and language, for channels without
        Discord's own stamps."""
        at = when.at if when.at.tzinfo else when.at.replace(tzinfo=UTC)
        locale = _babel(reader)
        if when.style == "relative":
            return str(format_timedelta(at - self.now(), add_direction=True, locale=locale))
        if when.style == "date":
            return str(format_date(at.astimezone(reader.zone), format="long", locale=locale))
        if when.style == "time":
            return str(format_time(at, format="short", tzinfo=reader.zone, locale=locale))
        local = at.astimezone(reader.zone)
        date = format_date(local, format="medium", locale=locale)
        # CLDR's narrow no-break space before "PM" is a plain space: mail clients and
        # screen readers take it as one, and some fonts draw it as a box
        time = format_time(at, format="short", tzinfo=reader.zone, locale=locale).replace(
            "\u202f", " "
        )
        joined = str(get_datetime_format("medium", locale=locale))
        return f"{joined.replace('{1}', date).replace('{0}', time)} {zone_name(local)}"


def listed(items: list[str], style: Literal["standard", "or", "unit"], reader: Reader) -> str:
    """``items`` as a list in the reader's language. Babel's CLDR data lacks some
    locales' patterns for lists of measures (Spanish has none, German and Greek none past
    two): those fall back to the locale's plain list, never to an error."""
    locale = _babel(reader)
    usable = _list_style(style, str(locale), len(items))
    return str(format_list(items, style=usable, locale=locale))


@lru_cache(maxsize=64)
def _list_style(
    style: Literal["standard", "or", "unit"], locale: str, count: int
) -> Literal["standard", "or", "unit"]:
    """``style`` where ``locale`` has its patterns for ``count`` items, else "standard";
    learnt once per shape, as trying and failing costs more than the list itself."""
    try:
        format_list([str(n) for n in range(min(count, 3))], style=style, locale=_locale(locale))
    except KeyError:
        return "standard"
    return style


@lru_cache(maxsize=4096)
def _duration(
    whole: int, unit: Literal["day", "hour", "minute", "second"], size: int, locale: str
) -> str:
    """``whole`` units (``size`` seconds each) in ``locale`` ("3 hours"): Babel's wording,
    kept, since a reminder's few durations recur and each costs tens of µs to build."""
    return str(
        format_timedelta(
            timedelta(seconds=whole * size),
            granularity=unit,
            threshold=10**9,
            locale=_locale(locale),
        )
    )


def zone_name(local: datetime) -> str:
    """The abbreviation of ``local``'s zone (``CET``); a zone whose data has only an
    offset (``+03``) is written ``UTC+03``, which reads as one."""
    name = local.tzname() or "UTC"
    return f"UTC{name}" if name[:1] in "+-" else name


def _babel(reader: Reader) -> Locale:
    """Babel's locale for ``reader`` (English data for the pseudo-locale)."""
    return _locale("en" if reader.locale == PSEUDO else reader.locale)


@lru_cache(maxsize=16)
def _locale(tag: str) -> Locale:
    """Parsed once: Babel parses a locale named by a string on every call, which costs
    as much as the formatting itself."""
    return Locale.parse(tag)
