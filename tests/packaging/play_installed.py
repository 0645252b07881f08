"""Run by the installed venv's Python from an empty folder: a whole Pinch game on the
installed bot, inside SimCord. Prints one JSON line for the test to check.

Nothing of the checkout is importable here, so every module comes from the wheel.
"""

import asyncio
import json
import random
import sys

import simcord

import bot.app
from bot.app import create_bot

# T16(a) of the Pinch spec on 9x9: seat 0 connects e1-e9 on ply 17.
WINNING_LINE = "e1 a1 e2 a2 e3 a3 e4 a4 e5 a5 e6 a6 e7 a7 e8 a8 e9".split()


async def main() -> None:
    postboard = create_bot(database="postboard.db", rng=random.Random(7))
    async with simcord.run(postboard) as env:
        guild = env.create_guild("Board games")
        lobby = guild.create_text_channel("games")
        alice = guild.add_member(env.create_user("alice"))
        bob = guild.add_member(env.create_user("bob"))
        posted = await alice.slash(
            lobby, "challenge", opponent=bob, game="pinch", size=9, first="challenger"
        )
        await bob.click(posted.response, label="Accept")
        thread = next(t for t in lobby.threads if t.name.startswith("Pinch #1"))
        players = [alice, bob]
        for ply, move in enumerate(WINNING_LINE):
            await players[ply % 2].slash(thread, "move", notation=move)
        last = thread.history()[-1]
        image = await last.attachments[0].read()
        await postboard.close()
    sys.stdout.write(
        json.dumps(
            {
                "module": bot.app.__file__,
                "prefix": sys.prefix,
                "last": last.content,
                "png": image.startswith(b"\x89PNG"),
            }
        )
        + "\n"
    )


asyncio.run(main())
