"""What ``/help`` and ``/rules`` show: Discord embeds over the service's game guides.

The rules themselves live in ``service.guide`` (shared with ``docs/rules/``); this
module only lays them out within Discord's embed limits. The command list below
is Discord's own, so it lives here; a test holds it to the commands the bot
registers.
"""

from __future__ import annotations

from typing import Final

import discord

from bot.words import say
from service.guide import GUIDES, GameGuide
from service.guide.model import Rule
from words import Command, Msg, Notation, Reader, Strong, Verbatim, msg
from words.model import Arg

PINCH_MOVE: Final = GUIDES["pinch"].examples[0].text
PLAKOTO_MOVE: Final = GUIDES["plakoto"].examples[0].text
"""The moves /help shows, taken from the guides, whose examples the tests play."""

N, V = Notation, Verbatim


def spans(*options: str) -> Verbatim:
    """Options shown together, each as code: ```opponent:` `game:```."""
    return Verbatim(" ".join(f"`{option}`" for option in options))


def said(key: str, /, **args: Arg) -> Msg:
    return msg(f"guide-help-{key}", **args)


INTRO: Final = said("intro", rules=Command("rules", (("game", ""),)))

FLOW: Final = (
    said(
        "flow-challenge",
        command=Command("challenge", (("opponent", "@someone"), ("game", "pinch"))),
        accept=Strong(msg("buttons-accept")),
        decline=Strong(msg("buttons-decline")),
    ),
    said("flow-thread"),
    said(
        "flow-move",
        command=Command("move"),
        dm=N(PINCH_MOVE),
        numbered=N(f"#12 {PINCH_MOVE}"),
    ),
    said("flow-wrong"),
    said(
        "flow-end",
        resign=Command("resign"),
        draw=Command("draw"),
        history=Command("history"),
    ),
)

COMMANDS: Final[tuple[tuple[Msg, tuple[tuple[str, Msg], ...]], ...]] = (
    (
        said("group-start"),
        (
            (
                "/challenge",
                said(
                    "challenge",
                    required=spans("opponent:", "game:"),
                    optional=spans(
                        "size:",
                        "komi:",
                        "points:",
                        "first:",
                        "clock:",
                        "timeout:",
                        "expires:",
                        "level:",
                        "rated:",
                    ),
                    rules=Command("rules"),
                    opponent=N("opponent:"),
                    ratings=spans("min_rating:", "max_rating:"),
                ),
            ),
            ("/accept", said("accept", accept=Strong(msg("buttons-accept")))),
            ("/decline", said("decline")),
            ("/rematch", said("rematch")),
        ),
    ),
    (
        said("group-play"),
        (
            ("/move", said("move", notation=N("notation:"))),
            ("/board", said("board", ply=N("ply:"))),
            ("/hand", said("hand")),
            ("/games", said("games", finished=N("finished:"))),
            ("/history", said("history")),
            ("/review", said("review")),
            ("/replay", said("replay")),
            ("/export", said("export", user=N("user:"))),
            ("/premove add", said("premove-add", condition=N("if:"), reply=N("then:"))),
            ("/premove list", said("premove-list")),
            ("/premove clear", said("premove-clear")),
            ("/hint", said("hint", level=N("level:"))),
            ("/analyse", said("analyse")),
        ),
    ),
    (
        said("group-explore"),
        (
            ("/explore", said("explore", ply=N("ply:"), move=N("move:"))),
            ("/lines list", said("lines-list")),
            ("/lines open", said("lines-open", name=N("name:"))),
            ("/lines name", said("lines-name")),
            ("/lines note", said("lines-note")),
            ("/lines queue", said("lines-queue", premove=Command("premove"))),
            ("/lines delete", said("lines-delete")),
        ),
    ),
    (
        said("group-offers"),
        (
            ("/draw", said("draw")),
            ("/takeback", said("takeback")),
            ("/pause", said("pause")),
            ("/abort", said("abort")),
            ("/resign", said("resign")),
            ("/claim", said("claim")),
        ),
    ),
    (
        said("group-you"),
        (
            ("/settings", said("settings")),
            ("/block", said("block", user=N("user:"))),
            ("/unblock", said("unblock")),
            ("/privacy show", said("privacy-show")),
            ("/privacy export", said("privacy-export")),
            ("/privacy forget", said("privacy-forget")),
            ("/vacation start", said("vacation-start")),
            ("/vacation stop", said("vacation-stop")),
            ("/email link", said("email-link", address=N("address:"))),
            ("/email verify", said("email-verify", code=N("code:"))),
            ("/email unlink", said("email-unlink")),
            ("/email status", said("email-status")),
        ),
    ),
    (
        said("group-web"),
        (
            ("/web link", said("web-link")),
            ("/web revoke", said("web-revoke")),
        ),
    ),
    (
        said("group-ratings"),
        (
            ("/profile", said("profile", user=N("user:"))),
            ("/leaderboard", said("leaderboard", game=N("game:"), scope=N("scope:"))),
            ("/seeks", said("seeks", accept=Command("accept", (("seek", ""),)))),
        ),
    ),
    (
        said("group-tournaments"),
        (
            ("/tournament list", said("tournament-list")),
            ("/tournament show", said("tournament-show", tournament=N("tournament:"))),
            ("/tournament join", said("tournament-join", tournament=N("tournament:"))),
            ("/tournament leave", said("tournament-leave")),
            (
                "/tournament create",
                said(
                    "tournament-create",
                    options=spans("game:", "format:", "clock:", "rounds:", "start:"),
                ),
            ),
            ("/tournament start", said("tournament-start")),
            ("/tournament cancel", said("tournament-cancel")),
        ),
    ),
    (
        said("group-admins"),
        (
            ("/postboard config", said("postboard-config")),
            ("/postboard game", said("postboard-game", action=N("action:"))),
            ("/postboard status", said("postboard-status")),
        ),
    ),
    (
        said("group-learn"),
        (
            ("/help", said("help")),
            ("/rules", said("rules", game=N("game:"))),
        ),
    ),
)

GAME_OPTION_NOTE: Final = said("game-option", game=N("game:"))

EMAIL: Final = said(
    "email",
    link=Command("email link", (("address", "you@example.org"),)),
    verify=Command("email verify", (("code", ""),)),
    pinch=N(PINCH_MOVE),
    plakoto=N(PLAKOTO_MOVE),
    move=Command("move"),
    settings=Command("settings", (("notify", ""),)),
)

DOCS: Final = said("docs", docs=N("docs/rules/"), rules=Command("rules"))


def rule_text(rule: Rule, reader: Reader) -> str:
    """A bullet of a game's rules, its lead in bold."""
    text = say(rule.text, reader)
    return text if rule.lead is None else f"**{say(rule.lead, reader)}** {text}"


EMBEDS_TOTAL: Final = 6000
"""Discord's limit on the characters of all of one message's embeds together."""
FIELDS: Final = 25
"""Discord's limit on one embed's fields."""


def help_embeds(reader: Reader) -> list[discord.Embed]:
    """``/help``: the intro, how a game goes, each group of commands and play by mail, in
    as many embeds as Discord's limits need (one to a message; the translations of the
    whole list run past one message's 6,000 characters), the footer on the last."""
    fields = [(say(said("flow-title"), reader), _flow(reader))]
    for group, commands in COMMANDS:
        lines = [f"`{command}` {say(text, reader)}" for command, text in commands]
        fields.append((say(group, reader), "\n".join(lines)))
    fields.append((say(said("email-title"), reader), say(EMAIL, reader)))
    footer = f"{say(GAME_OPTION_NOTE, reader)} {say(DOCS, reader)}".replace("`", "")
    embeds = [discord.Embed(title="Postboard", description=say(INTRO, reader))]
    for name, value in fields:
        last = embeds[-1]
        full = len(last) + len(name) + len(value) + len(footer) > EMBEDS_TOTAL
        if full or len(last.fields) == FIELDS:
            last = discord.Embed()
            embeds.append(last)
        last.add_field(name=name, value=value, inline=False)
    embeds[-1].set_footer(text=footer)
    return embeds


def _flow(reader: Reader) -> str:
    return "\n".join(f"{number}. {say(step, reader)}" for number, step in enumerate(FLOW, 1))


def rules_embed(guide: GameGuide, reader: Reader) -> discord.Embed:
    """A game's rules in short: bullets, then the diagram; moves and options as fields."""
    bullets = "\n".join(f"• {rule_text(rule, reader)}" for rule in guide.rules)
    diagram = f"```\n{guide.diagram()}\n```"
    tagline, caption = say(guide.tagline, reader), say(guide.caption, reader)
    description = f"*{tagline}*\n\n{bullets}\n\n{diagram}\n{caption}"
    title = say(said("rules-title", game=V(guide.title)), reader)
    embed = discord.Embed(title=title, description=description)
    moves = [f"`{example.text}` {say(example.meaning, reader)}" for example in guide.examples]
    embed.add_field(
        name=say(said("rules-moves", command=V("/move")), reader),
        value="\n".join(moves),
        inline=False,
    )
    embed.add_field(
        name=say(said("rules-options"), reader),
        value="\n".join(f"• {say(option, reader)}" for option in guide.options),
        inline=False,
    )
    more = said("rules-more-text", docs=N(guide.docs), help=Command("help"))
    embed.add_field(name=say(said("rules-more"), reader), value=say(more, reader), inline=False)
    return embed


def games_embed(reader: Reader) -> discord.Embed:
    """``/rules`` without a game: which games there are."""
    lines = [
        f"**{guide.title}** (`/rules game:{guide.name}`): {say(guide.tagline, reader)}"
        for guide in GUIDES.values()
    ]
    title = say(said("games-title"), reader)
    return discord.Embed(title=title, description="\n\n".join(lines))
