"""Why a Plateau command is refused: the spec's error codes (§10) with a sentence.

Rejections are shown to the mover only (§7.5), and legality never depends on
the opponent's hidden faces, so a message may name the mover's own faces but
never an opponent's unrevealed face, a hand's contents or anything id-like.
"""

from __future__ import annotations

from rules.errors import IllegalMove


class PlateauIllegal(IllegalMove):
    """A Plateau command that cannot be played here; ``code`` is the spec's identifier
    (``E_NOT_PERIMETER``, …), the message a complete sentence for the mover; ``key``
    and ``values`` are its catalog message, as for every ``GameError``."""

    def __init__(self, code: str, message: str, key: str = "", /, **values: str | int) -> None:
        super().__init__(message, key, **values)
        self.code = code
