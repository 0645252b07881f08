"""Board diagrams as monospace text, for the plain-text part of a turn mail.

One pure function per game turns the game's *view* (never its state, so a
diagram shows exactly what the view shows) into lines of printable ASCII no
wider than 72 characters, labelled with the coordinates the game's move
notation uses: `pinch_diagram`, `pletore_diagram`, `les_diagram`,
`plakoto_diagram`, `plateau_diagram`. `common` holds what they share.
"""

from service.boards.diagrams.les import les_diagram
from service.boards.diagrams.pinch import pinch_diagram
from service.boards.diagrams.plakoto import plakoto_diagram
from service.boards.diagrams.plateau import plateau_diagram
from service.boards.diagrams.pletore import pletore_diagram

__all__ = ["les_diagram", "pinch_diagram", "plakoto_diagram", "plateau_diagram", "pletore_diagram"]
