"""Which kind of challenge a /challenge makes, and which of its terms that kind refuses.

One command, three kinds: no opponent is an open seek on the server's games channel;
the bot itself as opponent is a game against the computer, accepted at once; anyone
else is a direct challenge they may accept or decline. Each kind has terms of its
own (a computer's ``level``; a seek's rating range) and one it never takes (a game
against the computer is never rated), and a term given to the wrong kind is refused
with a sentence that says which kind takes it, before anything is written.

The channel says who the bot is (``computer``: its user id and name), since only it
knows; everything else is decided here, so mail or the web could offer the same.
"""

from __future__ import annotations

from dataclasses import dataclass

from service.challenges.desk import ChallengeDesk, UserRef
from service.challenges.seeks import SeekDesk, SeekPosted
from service.challenges.terms import ChallengeTerms
from service.errors import NotAllowed
from service.results import ChallengePosted, GameStarted
from words import Player, msg


@dataclass(frozen=True, slots=True)
class Lobby:
    """``challenge``: one entry for all three kinds of challenge."""

    challenges: ChallengeDesk
    seeks: SeekDesk

    async def challenge(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        challenger: UserRef,
        opponent: UserRef | None,
        terms: ChallengeTerms,
        computer: Player | None,
    ) -> SeekPosted | GameStarted | ChallengePosted:
        """An open seek (no ``opponent``), a game against ``computer`` (the bot, when it
        is the ``opponent``), or a direct challenge; refused, changing nothing, when a
        term belongs to another kind."""
        if opponent is None:
            if terms.level is not None:
                raise NotAllowed(msg("buttons-level-challenge-me"))
            return await self.seeks.post(
                guild_id=guild_id, channel_id=channel_id, seeker_id=challenger.id, terms=terms
            )
        if terms.min_rating is not None or terms.max_rating is not None:
            raise NotAllowed(msg("buttons-rating-range-open-only"))
        if computer is not None and opponent.id == computer.user_id:
            if terms.rated:
                raise NotAllowed(msg("buttons-computer-never-rated"))
            return await self.challenges.play_computer(
                guild_id=guild_id,
                channel_id=channel_id,
                challenger=challenger,
                computer_id=computer.user_id,
                terms=terms,
            )
        if terms.level is not None:
            raise NotAllowed(
                msg("buttons-level-challenge-me")
                if computer is None
                else msg("buttons-level-challenge-bot", bot=computer)
            )
        return await self.challenges.create(
            guild_id=guild_id,
            channel_id=channel_id,
            challenger=challenger,
            opponent=opponent,
            terms=terms,
        )
