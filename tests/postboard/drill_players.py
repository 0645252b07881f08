"""The people of the kill drill: what they type and click, and how the bot answered.

Why apart: the drill talks to the bot only as Discord users would -- slash commands and
button clicks over the fake's gateway -- and judges an answer only by what reached the
fake. Every game is played in one server channel; the fake serves no channels or
threads, so the bot plays each game in that channel and moves name their game.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from enum import Enum
from typing import Any

from tests.postboard.drill_process import Life
from tests.wire.fake_discord import JSON, FakeDiscord, RecordedRequest

GUILD = 5150
CHANNEL = 5151
EPHEMERAL = 64
ANSWER_TIMEOUT = 30.0
"""How long a running bot may take to answer; longer is a hang, and fails the drill."""


@dataclass(frozen=True)
class Player:
    id: int
    name: str

    def as_option_user(self) -> JSON:
        """The user object Discord puts in ``resolved`` for a user option."""
        return {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": None,
            "avatar": None,
            "public_flags": 0,
        }


class Answer(Enum):
    PLAYED = "played"  # public, "... played ...": the move is acknowledged
    REFUSED = "refused"  # private: a player's mistake, in its own words
    OTHER = "other"  # any other answer that arrived


def answer_of(fake: FakeDiscord, interaction: int) -> tuple[Answer | None, str]:
    """What the bot said to a /move (None: no answer yet). A busy bot acknowledges first
    (a private deferral, ``bot.admission``) and answers in the follow-up: "Played …"
    then means played, any other private sentence refused."""
    callback = fake.callback_for(interaction)
    if callback is None:
        return None, ""
    body: Any = callback.json if isinstance(callback.json, dict) else {}
    if body.get("type") == 5:
        follow_up = _follow_up(fake, interaction)
        if follow_up is None:
            return None, ""
        content = str((follow_up.json or {}).get("content") or "")
        return (Answer.PLAYED if content.startswith("Played") else Answer.REFUSED), content
    data = body.get("data") or {}
    content = str(data.get("content") or "")
    private = bool(int(data.get("flags") or 0) & EPHEMERAL)
    if body.get("type") == 4 and not private and " played " in content:
        return Answer.PLAYED, content
    if body.get("type") == 4 and private:
        return Answer.REFUSED, content
    return Answer.OTHER, content


def _follow_up(fake: FakeDiscord, interaction: int) -> RecordedRequest | None:
    token = fake._interactions[interaction].token  # noqa: SLF001 (the fake's own record)
    path = f"/webhooks/{fake.application_id}/{token}"
    return next((r for r in fake.requests if r.method == "POST" and r.path == path), None)


async def settled(fake: FakeDiscord, interaction: int, life: Life) -> bool:
    """Wait until the bot's answer to ``interaction`` reached the fake (True; after a
    deferral, its follow-up) or the run it was sent to died (False); a running bot
    that never answers fails the drill."""
    answered = asyncio.ensure_future(_answered(fake, interaction))
    death = asyncio.ensure_future(life.died.wait())
    await asyncio.wait({answered, death}, return_when=asyncio.FIRST_COMPLETED)
    death.cancel()
    if answered.done():
        answered.result()
        return True
    answered.cancel()
    return answer_of(fake, interaction)[0] is not None


async def _answered(fake: FakeDiscord, interaction: int) -> None:
    callback = await fake.wait_for_callback_arrival(interaction, ANSWER_TIMEOUT)
    if isinstance(callback.json, dict) and callback.json.get("type") == 5:
        await fake.wait_for_follow_up(interaction, ANSWER_TIMEOUT)


def option(name: str, value: object) -> JSON:
    kind = 4 if isinstance(value, int) else 3
    return {"name": name, "type": kind, "value": value}


class Table:
    """The drill's players acting on the fake, in its one server channel."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake

    async def command(self, player: Player, name: str, *options: JSON, **more: Any) -> int:
        return await self.fake.send_slash_command(
            name,
            user_id=player.id,
            channel_id=CHANNEL,
            guild_id=GUILD,
            username=player.name,
            options=list(options) or None,
            **more,
        )

    async def challenge(self, by: Player, to: Player, game: str, **options: object) -> int:
        """``/challenge`` with ``options`` given as the command's own option names."""
        given = [option(key, value) for key, value in options.items()]
        return await self.command(
            by,
            "challenge",
            {"name": "opponent", "type": 6, "value": str(to.id)},
            option("game", game),
            *given,
            resolved={"users": {str(to.id): to.as_option_user()}},
        )

    async def move(self, player: Player, game_id: int, notation: str, ply: int | None) -> int:
        options = [option("notation", notation), option("game", game_id)]
        if ply is not None:
            options.append(option("ply", ply))
        return await self.command(player, "move", *options)

    async def click(self, player: Player, custom_id: str) -> int:
        """Click the newest message of the bot that carries the button ``custom_id``."""
        message_id = self.message_with(custom_id)
        return await self.fake.click_button(
            message_id, custom_id, user_id=player.id, guild_id=GUILD
        )

    def message_with(self, custom_id: str) -> int:
        for message in reversed(self.fake.sent_messages):
            for row in message.get("components") or []:
                for child in row.get("components") or []:
                    if child.get("custom_id") == custom_id:
                        return int(message["id"])
        raise LookupError(f"the bot never posted a button {custom_id!r}")

    async def answered(self, interaction: int, timeout: float = ANSWER_TIMEOUT) -> str:
        """The content of the bot's first answer to ``interaction`` (a follow-up after a
        deferral), waiting for it."""
        callback = await self.fake.wait_for_callback_arrival(interaction, timeout)
        body: Any = callback.json if isinstance(callback.json, dict) else {}
        if body.get("type") != 5:
            return str((body.get("data") or {}).get("content") or "")
        follow_up = await self.fake.wait_for_follow_up(interaction, timeout)
        return str((follow_up.json or {}).get("content") or "")

    async def posted(self, *words: str, timeout: float = ANSWER_TIMEOUT) -> str:
        """Wait for a message the bot posted in the channel on its own (no interaction)
        containing every one of ``words``; its content."""
        path = f"/channels/{CHANNEL}/messages"

        def match(request: RecordedRequest) -> bool:
            if request.method != "POST" or request.path != path:
                return False
            content = str((request.json or {}).get("content") or "")
            return all(word in content for word in words)

        found = await self.fake.wait_for_request(match, timeout)
        return str(found.json["content"])
