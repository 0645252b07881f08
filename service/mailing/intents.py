"""Which mails a line in a game's log causes, decided where the line is appended.

They are written in the move's own transaction (``append_move(mail=…)``), each only
for a player who reads their games by mail, which storage decides in that same
transaction: no extra read per move, and no move without its mail after a crash.
A mail is about a ply: by the time it is sent the game may have moved on (a
forced pass, a resignation), and the channel then drops it as out of date.
"""

from __future__ import annotations

import json

from rules.replay import AnyReplay
from storage.models import GameRecord, MailIntent

TURN = "turn"
"""It is the user's move in ``game_id`` at ``ply``."""
ENDED = "ended"
"""``game_id`` ended at ``ply``."""


def mail_after(game: GameRecord, replay: AnyReplay, ply: int) -> tuple[MailIntent, ...]:
    """The mails the line that brought ``replay`` to ``ply`` causes: the end of the game
    to both players, else a turn mail to the player who now chooses a move."""
    if replay.outcome is not None:
        return tuple(MailIntent(user, ENDED, game.id, ply) for user in dict.fromkeys(game.players))
    seat = replay.to_move
    if isinstance(seat, int):
        return (MailIntent(game.players[seat], TURN, game.id, ply),)
    return ()


NOTICE = "notice"
"""Anything else said to one player by mail: a challenge or an offer to answer, an answer
to a mail they sent, a reminder. Its body holds the ``subject`` and ``text``, and
optionally the ``game_id`` whose board it shows and what a reply means (``reply``: a
token kind, at ``ply``; a challenge's reply carries the challenge's id there)."""


def notice(
    user_id: int,
    subject: str,
    text: str,
    *,
    game_id: int | None = None,
    reply: str | None = None,
    ply: int | None = None,
    only_if_wanted: bool = True,
    news_until_moved: bool = False,
) -> MailIntent:
    """A notice mail for ``user_id``; ``only_if_wanted`` False for an answer to a mail
    they sent (they read this game by mail, whatever their setting).
    ``news_until_moved``: not worth sending once the game has left ``ply`` (a reminder,
    an offer); a challenge's notice is not worth sending once it is closed."""
    body = {
        "subject": subject,
        "text": text,
        "game_id": game_id,
        "reply": reply,
        "ply": ply,
        "news_until_moved": news_until_moved,
    }
    return MailIntent(
        user_id,
        NOTICE,
        game_id,
        ply,
        json.dumps(body, ensure_ascii=False),
        only_if_wanted=only_if_wanted,
    )
