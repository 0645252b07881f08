"""A player's lines in their own export: comment lines after a game's moves, so the record
still reads back as the game alone (``#`` starts a comment: ``docs/records.md``).

Only ever written into the export a player asks for of their own games; no other
record (``/history``, someone else's export, a game's web page) carries them.
"""

from __future__ import annotations

from storage.protocol.explore import ExploreLine

HEAD = "# Your analysis lines (only in your own export; comments, not part of the game):\n"


def lines_comment(lines: list[ExploreLine]) -> str:
    """``lines`` as comment lines: each its name (or ``working line``), the ply it starts
    after and its moves, then each note at its ply. Empty when there are none."""
    if not lines:
        return ""
    out = [HEAD]
    for line in sorted(lines, key=lambda x: (x.start_ply, x.name, x.id)):
        name = f'"{_one_line(line.name)}"' if line.name else "working line"
        moves = " ".join(line.moves) or "(no moves)"
        out.append(f"# Line {name} from ply {line.start_ply}: {moves}\n")
        for at, note in line.notes:
            out.append(f"#   note at ply {line.start_ply + at}: {_one_line(note)}\n")
    return "".join(out)


def _one_line(text: str) -> str:
    """A player's text on one comment line: its line breaks become spaces."""
    return " ".join(text.split())
