"""Running games: moves, the board, resignation, listings and records.

``GameDesk`` (``desk``) is what the rest of the service and the channels call.
Behind it, one module a job: ``pipeline`` (load, check, apply, append, settle),
``narration`` (the words and images of an update), ``listings`` (finding games,
/games, autocomplete), ``players`` (seats and names), and ``snapshot`` (what one
request reads of a game, once). Records are written by ``service.records``, and
what a result means for ratings and tournaments is handed in (``consequences``).
"""

from service.games.desk import GameDesk

__all__ = ["GameDesk"]
