"""What ``/help`` and ``/rules`` show: Discord embeds over the service's game guides.

The rules themselves live in ``service.guide`` (shared with ``docs/rules/``); this
module only lays them out within Discord's embed limits. The command list below
is Discord's own, so it lives here; a test holds it to the commands the bot
registers.
"""

from __future__ import annotations

from typing import Final

import discord

from service.guide import GUIDES, GameGuide

PINCH_MOVE: Final = GUIDES["pinch"].examples[0].text
PLAKOTO_MOVE: Final = GUIDES["plakoto"].examples[0].text
"""The moves /help shows, taken from the guides, whose examples the tests play."""

INTRO: Final = (
    "Postboard runs **play-by-post** games of five two-player board games, Pinch, Pletore, "
    "Les, Plakoto and Plateau, between members of a server or against the bot itself. A "
    "game lasts days: it gets its own thread, every move is checked and answered with a "
    "fresh board, and the clocks count in days. `/rules game:` explains each game."
)

FLOW: Final = (
    "1. `/challenge opponent:@someone game:pinch` posts a challenge with **Accept** and "
    "**Decline** buttons. Challenge the bot itself to play the computer.\n"
    "2. Once accepted, the bot opens a thread for the game, posts the board and pings "
    "whoever moves first.\n"
    "3. On your turn play with `/move` in the thread (start typing: the legal moves are "
    f"suggested), with the buttons a game offers, by DM to the bot (`{PINCH_MOVE}`, or "
    f"`#12 {PINCH_MOVE}` when several games wait on you), or by replying to your turn mail.\n"
    "4. A wrong move is answered only to you, with the reason, and changes nothing.\n"
    "5. The game ends by its rules, `/resign`, an agreed `/draw` or the clock. The result is "
    "posted and the thread archived; `/history` gives the record."
)

COMMANDS: Final[tuple[tuple[str, tuple[tuple[str, str], ...]], ...]] = (
    (
        "Start a game",
        (
            (
                "/challenge",
                "`opponent:` `game:`, and if you like `size:` `komi:` `points:` `first:` "
                "`clock:` `timeout:` `expires:` `level:` `rated:` (see `/rules`); no "
                "`opponent:`: an open challenge anyone here may take, `min_rating:` "
                "`max_rating:` if you like",
            ),
            ("/accept", "accept a challenge to you (or press **Accept**)"),
            ("/decline", "decline a challenge to you, or withdraw your own"),
            ("/rematch", "the same opponent and game again, seats swapped"),
        ),
    ),
    (
        "Play",
        (
            ("/move", "`notation:` your move; the legal moves are suggested as you type"),
            ("/board", "the current board again; `ply:` the board at any ply"),
            ("/hand", "Plateau: your hand and hidden faces, only to you"),
            ("/games", "your running games, waiting ones first; with `finished:` the ended ones"),
            ("/history", "the game's record as a text file"),
            ("/review", "step through a game with ◀ ▶, only you see it"),
            ("/replay", "an animated replay of the whole game"),
            ("/export", "the records of your (or `user:`'s) finished games, one file"),
            ("/premove add", "after your move: `if:` their move, `then:` your reply at once"),
            ("/premove list", "your conditional moves, shown only to you"),
            ("/premove clear", "drop your conditional moves"),
            ("/hint", "the computer's suggestion, `level:` up to what the server allows"),
            ("/analyse", "after a game: the moves the computer disagreed with most"),
        ),
    ),
    (
        "Offers and endings",
        (
            ("/draw", "offer a draw, or accept your opponent's"),
            ("/takeback", "ask to take back your last move"),
            ("/pause", "pause the clock by agreement, or resume it"),
            ("/abort", "cancel a game before its second move"),
            ("/resign", "resign, after a confirmation"),
            ("/claim", "opponent out of time: take the win (an abort if they never moved)"),
        ),
    ),
    (
        "You and your time",
        (
            (
                "/settings",
                "how you hear about your turns: thread, DM, daily digest or mail; your time zone",
            ),
            ("/vacation start", "freeze your clocks in this server's games while you are away"),
            ("/vacation stop", "back from vacation: your clocks run again"),
            ("/email link", "`address:` mails you a code, to play by e-mail (below)"),
            ("/email verify", "`code:` the code from that mail"),
            ("/email unlink", "stop mail and forget your address"),
            ("/email status", "where your turn mails go"),
        ),
    ),
    (
        "Ratings and open challenges",
        (
            ("/profile", "ratings, record, streak and latest games; `user:` someone else's"),
            ("/leaderboard", "`game:` the best rated, of this server or (`scope:`) all"),
            ("/seeks", "the open challenges here; `/accept seek:` takes one"),
        ),
    ),
    (
        "Tournaments",
        (
            ("/tournament list", "this server's tournaments"),
            ("/tournament show", "players, games and standings (an image); `tournament:`"),
            ("/tournament join", "`tournament:` join one before it starts"),
            ("/tournament leave", "leave; once it has begun, withdraw (running games resigned)"),
            ("/tournament create", "admins: `game:` `format:` `clock:` `rounds:` `start:`…"),
            ("/tournament start", "admins: start it before its date"),
            ("/tournament cancel", "admins: call it off"),
        ),
    ),
    (
        "Server admins",
        (("/postboard config", "games, channel, clock, the web list and more for this server"),),
    ),
    (
        "Learn",
        (
            ("/help", "this overview"),
            ("/rules", "`game:` a game's rules in short, a diagram and the move notation"),
        ),
    ),
)

GAME_OPTION_NOTE: Final = (
    "Commands about one game take `game:` (its number) when used outside the game's thread."
)

EMAIL: Final = (
    "If the server's admin set up mail: `/email link address:you@example.org`, then "
    "`/email verify code:` with the code it mails you. Your turns then arrive by mail, with "
    f"the board; reply with your move on the first line (`{PINCH_MOVE}`, "
    f"`{PLAKOTO_MOVE}`), exactly as for `/move`. `/settings notify:` switches back."
)

DOCS: Final = (
    "Full rules of each game: `docs/rules/` in Postboard's source (`/rules` sums them up)."
)


def help_embed() -> discord.Embed:
    embed = discord.Embed(title="Postboard", description=INTRO)
    embed.add_field(name="How a game goes", value=FLOW, inline=False)
    for group, commands in COMMANDS:
        lines = [f"`{command}` {text}" for command, text in commands]
        embed.add_field(name=group, value="\n".join(lines), inline=False)
    embed.add_field(name="Play by e-mail", value=EMAIL, inline=False)
    embed.set_footer(text=f"{GAME_OPTION_NOTE} {DOCS}".replace("`", ""))
    return embed


def rules_embed(guide: GameGuide) -> discord.Embed:
    """A game's rules in short: bullets, then the diagram; moves and options as fields."""
    bullets = "\n".join(f"• {rule}" for rule in guide.rules)
    diagram = f"```\n{guide.diagram()}\n```"
    description = f"*{guide.tagline}*\n\n{bullets}\n\n{diagram}\n{guide.caption}"
    embed = discord.Embed(title=f"{guide.title}: the rules in short", description=description)
    moves = [f"`{example.text}` {example.meaning}" for example in guide.examples]
    embed.add_field(name="Moves (type them with /move)", value="\n".join(moves), inline=False)
    embed.add_field(
        name="Challenge options",
        value="\n".join(f"• {option}" for option in guide.options),
        inline=False,
    )
    embed.add_field(
        name="More",
        value=f"The full rules: `{guide.docs}` in Postboard's source. `/help` lists the commands.",
        inline=False,
    )
    return embed


def games_embed() -> discord.Embed:
    """``/rules`` without a game: which games there are."""
    lines = [
        f"**{guide.title}** (`/rules game:{guide.name}`): {guide.tagline}"
        for guide in GUIDES.values()
    ]
    return discord.Embed(title="The games", description="\n\n".join(lines))
