"""What a game is, declared once by its engine: hidden information, chance, draws.

The service, the presenters and the AI branch on these facts instead of
probing the engine (or each other) with ``getattr``; every engine states all
of them, so adding a fact means deciding it for every game.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class GameInfo:
    """The facts about a game that code outside its engine may branch on."""

    hidden_information: bool
    """``view`` redacts what a seat may not know, so the service answers the mover
    privately, a move may name a hidden piece (``names_hidden_piece``), the record is
    redacted until the end (``final_view`` shows all), and the AI samples worlds
    (``sample_world``) instead of reading the state."""

    has_chance: bool
    """``to_move`` can return ``CHANCE``; ``chance_outcomes`` then lists the results."""

    has_draws: bool
    """The rules themselves can end a game drawn (an agreed draw aside)."""

    draw_by_agreement: bool
    """Players may offer and agree a draw (the game-level ``draw`` entry)."""
