"""A move built step by step, as the player's page offers it: one word of it at a time.

A legal move's canonical notation is words (``g5 a1``, ``on br a1``, ``24/23(2)
23/22``); the page offers the first words of every legal move, then, once one is
chosen, the words that may follow it, until the words chosen are a whole move. That
is autocomplete's way of cutting a long list (``service.games.listings.pick_suggestions``
cuts its matches after the word being typed), done for every word, with no list cut
short: the page shows every choice. Buttons of many choices are grouped by what the
move starts from: a backgammon hop by the point it leaves (``24`` of ``24/23``), a
board's square (a point, a stack ``c1/0``) by its row (``5`` of ``e5``), so that a
page of 121 points is eleven rows to pick from, not one list.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from words import Msg, Notation, msg

GROUPED_OVER: Final = 12
"""Choices past which a step's buttons are grouped (fewer read at a glance)."""
MAX_WORDS: Final = 12
"""The most words a move's prefix may have (the longest move has seven)."""
_POINT: Final = re.compile(r"^([a-z]+)(\d+)!?$")


@dataclass(frozen=True, slots=True)
class Step:
    """One choice: ``word`` after the words chosen so far, making ``move``; ``complete``
    when ``move`` is a whole legal move, ``more`` when longer moves begin with it;
    ``group`` the key of the group its button is in (empty: no group)."""

    word: str
    move: str
    complete: bool
    more: bool
    group: str = ""


@dataclass(frozen=True, slots=True)
class Group:
    key: str
    label: Msg


@dataclass(frozen=True, slots=True)
class Spot:
    """A place on the player's board picture that a click may pick (``service.web_play.
    clicks``): ``at`` as the notation names it, ``shape`` its polygon in the picture's
    pixels, ``moves`` the prefixes a click there may make (``plain`` when the first is
    the place itself, undecorated: no flip, no count); ``origin`` the place a hop leaves
    when this spot is where it goes (shown once the origin is picked), else empty."""

    at: str
    shape: tuple[tuple[int, int], ...]
    moves: tuple[str, ...]
    plain: bool = False
    origin: str = ""


@dataclass(frozen=True, slots=True)
class Board:
    """The spots of one step on a picture ``width`` by ``height`` pixels."""

    width: int
    height: int
    spots: tuple[Spot, ...]


@dataclass(frozen=True, slots=True)
class Steps:
    """What may follow ``prefix`` (the words chosen, joined by one space): the choices
    and their groups; ``complete`` when ``prefix`` is itself a whole legal move;
    ``board`` the same choices as places on the player's picture, once added."""

    prefix: str
    complete: bool
    choices: tuple[Step, ...]
    groups: tuple[Group, ...]
    board: Board | None = None


class NoSuchStep(ValueError):
    """No legal move begins with the words given."""


def words_of(prefix: str) -> tuple[str, ...]:
    """The words of a prefix as the page sends it (any spacing)."""
    return tuple(prefix.split())


def next_steps(legal: Iterable[str], prefix: str) -> Steps:
    """The choices after ``prefix`` among the ``legal`` moves' notations (canonical),
    in their order; ``NoSuchStep`` when no legal move begins with ``prefix``."""
    chosen = words_of(prefix)
    if len(chosen) > MAX_WORDS:
        raise NoSuchStep(prefix)
    depth = len(chosen)
    complete = False
    found: dict[str, list[bool]] = {}  # word -> [complete, more]
    for move in legal:
        words = move.split()
        if len(words) < depth or tuple(words[:depth]) != chosen:
            continue
        if len(words) == depth:
            complete = True
            continue
        seen = found.setdefault(words[depth], [False, False])
        if len(words) == depth + 1:
            seen[0] = True
        else:
            seen[1] = True
    if not found and not complete:
        raise NoSuchStep(prefix)
    head = " ".join(chosen)
    keys = {word: group_of(word) for word in found} if len(found) > GROUPED_OVER else {}
    choices = tuple(
        Step(
            word=word,
            move=f"{head} {word}" if head else word,
            complete=flags[0],
            more=flags[1],
            group=keys.get(word, ""),
        )
        for word, flags in found.items()
    )
    groups = _groups([step.group for step in choices]) if keys else ()
    return Steps(head, complete, choices, groups)


def group_of(word: str) -> str:
    """What a choice starts from, as its group's key: the point a hop leaves (``24`` of
    ``24/23(2)``), else a square's row (``row 5`` of ``e5``, ``a5!``, the stack ``c5/0``);
    empty for a word of another kind (``komi``, ``-3``)."""
    before = word.split("/", 1)[0]
    if before != word and before.isdecimal():
        return before
    point = _POINT.match(before)
    return f"row {point.group(2)}" if point else ""


def _groups(keys: list[str]) -> tuple[Group, ...]:
    """Each group once, in the order its first choice came, labelled in words."""
    groups: list[Group] = []
    for key in dict.fromkeys(keys):
        if key.startswith("row "):
            label = msg("webplay-group-row", row=Notation(key[4:]))
        elif key:
            label = msg("webplay-group-from", point=Notation(key))
        else:
            label = msg("webplay-group-other")
        groups.append(Group(key, label))
    return tuple(groups)
