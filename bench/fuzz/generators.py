"""The plain seeded generators of the dedicated run: move texts, options and records.

Arbitrary unicode weighted towards what parsers trip on, and a grammar-biased mix of
the game's own tokens (``bench.fuzz.tokens``), mutated, reordered and joined oddly.
Everything draws from the ``random.Random`` it is given, so a seed fixes every input.
"""

from __future__ import annotations

import random

from bench.fuzz.tokens import COMMON, JUNK, OPTION_NAMES_JUNK, OPTION_VALUES, SEPARATORS, WORDS
from rules import GAMES


def mutate(rng: random.Random, word: str) -> str:
    """One random edit: case, a dropped, doubled or swapped character, junk inside."""
    choice = rng.randrange(9)
    if choice == 0:
        return word.upper()
    if choice == 1:
        return word.title() if rng.random() < 0.5 else word.swapcase()
    if not word:
        return rng.choice(JUNK)
    at = rng.randrange(len(word))
    if choice == 2:
        return word[:at] + word[at + 1 :]
    if choice == 3:
        return word[:at] + word[at] + word[at:]
    if choice == 4 and len(word) > 1:
        at = min(at, len(word) - 2)
        return word[:at] + word[at + 1] + word[at] + word[at + 2 :]
    if choice == 5:
        return word[:at] + rng.choice(JUNK) + word[at:]
    if choice == 6:
        return word + str(rng.choice((0, 1, 9, 10, 25, 99, 100, -1, 10**30)))
    return word


def random_unicode(rng: random.Random, longest: int = 40) -> str:
    """Arbitrary code points, weighted towards the ones parsers trip on."""
    out = []
    for _ in range(rng.randrange(longest + 1)):
        kind = rng.randrange(6)
        if kind == 0:
            out.append(chr(rng.randrange(0x20, 0x7F)))
        elif kind == 1:
            out.append(chr(rng.randrange(0x80, 0x800)))
        elif kind == 2:
            out.append(chr(rng.randrange(0x800, 0x110000)))
        elif kind == 3:
            out.append(rng.choice(JUNK))
        elif kind == 4:
            out.append(rng.choice(" \t\n\r\x0b\x0c\x85\u2028"))
        else:
            out.append(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789/-+x*"))
    return "".join(out)


def grammar_text(rng: random.Random, tokens: tuple[str, ...], words: tuple[str, ...]) -> str:
    """A few of the game's tokens, mutated, reordered, joined oddly, with junk around."""
    if tokens and rng.random() < 0.15:
        exact = rng.choice(tokens)
        return rng.choice((exact, exact.upper(), f"  {exact}\t", exact.replace(" ", "  ")))
    vocabulary = tokens + words + COMMON
    parts = [rng.choice(vocabulary) for _ in range(rng.randrange(1, 6))]
    parts = [mutate(rng, part) if rng.random() < 0.4 else part for part in parts]
    if rng.random() < 0.3:
        rng.shuffle(parts)
    text = ""
    for part in parts:
        text += (rng.choice(SEPARATORS) if text else "") + part
    if rng.random() < 0.15:
        text = rng.choice(JUNK) + text
    if rng.random() < 0.15:
        text += rng.choice(JUNK)
    return text


def random_options(rng: random.Random, names: tuple[str, ...]) -> dict[str, object]:
    """Zero to four options: the game's names mostly, junk names sometimes, any value."""
    options: dict[str, object] = {}
    for _ in range(rng.randrange(5)):
        if names and rng.random() < 0.8:
            name = rng.choice(names)
        else:
            name = rng.choice(OPTION_NAMES_JUNK + (random_unicode(rng, 8),))
        roll = rng.random()
        if roll < 0.6:
            value: object = rng.choice(OPTION_VALUES)
        elif roll < 0.8:
            value = rng.choice((rng.randrange(-300, 300), rng.randrange(-(2**70), 2**70)))
        elif roll < 0.9:
            value = str(rng.randrange(-300, 300)) + rng.choice(("", " ", ".0", "x", "\u200b"))
        else:
            value = random_unicode(rng, 12)
        options[name] = value
    return options


def random_record(rng: random.Random, name: str, tokens: tuple[str, ...]) -> str:
    """A record text: a header (sometimes broken), then moves mixed with junk lines."""
    game = GAMES[name]
    lines: list[str] = []
    if rng.random() < 0.9:
        lines.append(f"game: {mutate(rng, name) if rng.random() < 0.1 else name}")
    for key, value in random_options(rng, tuple(s.name for s in game.option_specs)).items():
        if isinstance(value, int) and abs(value) > 10**4000:  # str() refuses past 4300 digits
            value = "9" * 4400
        lines.append(f"{key}: {value}"[:5000])
    if rng.random() < 0.1:
        lines.append(rng.choice(("game: pinch", ": 9", "size 9", "size: 9", "#x", "a:b:c")))
    if rng.random() < 0.8:
        lines.append("")
    for _ in range(rng.randrange(12)):
        roll = rng.random()
        if roll < 0.6 and tokens:
            lines.append(rng.choice(tokens))
        elif roll < 0.85:
            lines.append(grammar_text(rng, tokens, WORDS[name]))
        else:
            lines.append(random_unicode(rng, 20))
    if rng.random() < 0.2:
        rng.shuffle(lines)
    return rng.choice(("\n", "\r\n", "\n\n")).join(lines)
