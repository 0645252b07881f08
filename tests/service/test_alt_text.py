"""Issue 31.1: every board the service draws comes with its words (alt text).

What a sighted player learns from the picture: the game and ply, whose turn it is or
how it ended, the last move and what it did, the score or race where the game keeps
one, and the whole position while it fits Discord's 1,024 characters (then counts
instead, never a word cut in two); in the reader's language; and in a private view
only what that player may know.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.words import say as discord_text
from rules.pinch import PinchView
from service import Asked, Service, UserRef
from service.challenges.terms import ChallengeTerms
from service.games.alt import alt_text
from service.presenters import PRESENTERS
from service.results import AltText
from tests.service.conftest import ALICE, BOB
from words import ENGLISH, Reader, Verbatim, lines, msg
from words.plain import ALT_LIMIT, fitted_alt

GAMES = {
    "pinch": {"size": 9},
    "pletore": {"size": 9, "komi_mode": "fixed", "komi": 7},
    "les": {"size": 5},
    "plakoto": {"match_length": 1},
    "plateau": {},
}


async def new_game(service: Service, game: str, options: dict[str, Any]) -> int:
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game, dict(options), first="challenger"),
    )
    return (await service.challenges.accept(BOB, posted.challenge.id)).game.id


async def play_some(service: Service, game_id: int, plies: int, seed: int = 1) -> None:
    """``plies`` random legal moves (the service rolls the dice itself)."""
    rng = random.Random(seed)
    for _ in range(plies):
        game = await service.ctx.store.get_game(game_id)
        replay = await service.games.replay_of(game)
        if replay.outcome is not None or not isinstance(replay.to_move, int):
            return
        move = str(rng.choice(replay.legal_moves()))
        await service.games.move(
            Asked(game_id=game_id, asked_by=game.players[replay.to_move]), move
        )


def plain(alt: AltText | None, reader: Reader = ENGLISH) -> str:
    assert alt is not None, "a board without words"
    return fitted_alt(alt.full, alt.brief, reader)


async def test_a_pinch_board_says_the_turn_the_last_move_and_every_stone(service: Service) -> None:
    game_id = await new_game(service, "pinch", GAMES["pinch"])
    for player, move in [(ALICE, "e6"), (BOB, "e5")]:
        await service.games.move(Asked(game_id=game_id, asked_by=player), move)
    update = await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "f5")
    words = plain(update.image.alt)
    assert words.splitlines() == [
        f"Pinch #{game_id} · alice vs bob, after 3 plies.",
        "bob to move.",
        "Last move: f5, converting e5.",
        "Black, 3 stones: e5, f5, and e6.",
    ]


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_every_game_and_every_way_a_board_is_shown_has_words(
    service: Service, game: str
) -> None:
    game_id = await new_game(service, game, GAMES[game])
    await play_some(service, game_id, 6)
    asked = Asked(game_id=game_id, asked_by=ALICE)
    shown = [
        (await service.games.board(asked)).image,
        (await service.reviews.board_at(asked, 1)).image,
        (await service.games.seat_view(game_id, ALICE)).image,
    ]
    if game == "plateau":
        shown.append((await service.games.hand(asked)).image)
    for image in shown:
        words = plain(image.alt)
        assert f"#{game_id}" in words and len(words) <= ALT_LIMIT
    for locale in ("es", "de", "el"):  # every sentence is in the catalogs
        assert plain(shown[0].alt, Reader(locale)) != plain(shown[0].alt)


async def test_a_plakoto_board_says_the_match_the_dice_and_the_race(service: Service) -> None:
    game_id = await new_game(service, "plakoto", GAMES["plakoto"])
    await play_some(service, game_id, 3)
    words = plain((await service.games.board(Asked(game_id=game_id))).image.alt)
    assert "Match to 1: alice 0, bob 0." in words
    assert "Pip count: White " in words and "Borne off: White 0, Black 0." in words
    assert "rolled" in words and "checkers, by point in White's numbering: " in words


def test_a_position_too_long_for_the_limit_is_summarised_and_never_cut_mid_word() -> None:
    """Every point of a 13×13 Pinch board taken, players with 32-character names: the
    whole position is 900-odd characters, within Discord's 1,024; past a smaller
    limit, the words give each colour's count instead, and past even that, they end
    after a whole word."""
    stones = {(x, y): ("black" if (x + y) % 2 else "white") for x in range(13) for y in range(13)}
    view = PinchView(13, stones, 169, 0, ("black", "white"), "m13", (12, 12), (), None)
    names = ("a" * 32, "b" * 32)
    title = f"Pinch #123456 · {names[0]} vs {names[1]}"
    alt = alt_text(PRESENTERS["pinch"], view, title=title, names=names, ply=169)
    for locale in ("en", "es", "de", "el"):
        reader = Reader(locale)
        whole = fitted_alt(alt.full, alt.brief, reader)
        assert len(whole) <= ALT_LIMIT and "m13" in whole.splitlines()[-1], "every stone"
        summed = fitted_alt(alt.full, alt.brief, reader, limit=600)
        assert len(summed) <= 600 and "m13" not in summed.splitlines()[-1]
        assert summed.splitlines()[:3] == whole.splitlines()[:3]
    assert fitted_alt(alt.full, alt.brief, ENGLISH, limit=600).splitlines()[-2:] == [
        "Black: 84 stones.",
        "White: 85 stones.",
    ]

    many = lines(*(msg("moves-as-written", move=Verbatim(f"word{i}")) for i in range(400)))
    cut = fitted_alt(many, many, ENGLISH)
    uncut = fitted_alt(many, many, ENGLISH, limit=100_000)
    assert len(cut) <= ALT_LIMIT and cut.endswith("…")
    kept = cut[:-1]
    assert uncut.startswith(kept) and uncut[len(kept)] == "\n", "cut after a whole word"


async def test_a_plateau_boards_words_name_no_face_their_reader_may_not_see(
    service: Service,
) -> None:
    """Two games alike in everything anyone but Alice can see, her hidden faces apart:
    the public board's words and Bob's own are the same in both, and say the faces
    are hidden; Alice's own name her faces."""
    said: dict[str, list[str]] = {"public": [], "bob": [], "alice": []}
    for opening in ("open a1 xx rb", "open a1 rx rb"):
        game_id = await new_game(service, "plateau", {})
        await service.games.move(Asked(game_id=game_id, asked_by=ALICE), opening)
        said["public"].append(plain((await service.games.board(Asked(game_id=game_id))).image.alt))
        bob = await service.games.hand(Asked(game_id=game_id, asked_by=BOB))
        said["bob"].append(plain(bob.image.alt).replace(f"#{game_id}", "#N"))
        alice = await service.games.hand(Asked(game_id=game_id, asked_by=ALICE))
        said["alice"].append(plain(alice.image.alt))
        said["public"][-1] = said["public"][-1].replace(f"#{game_id}", "#N")
    assert said["public"][0] == said["public"][1] and "hidden" in said["public"][0]
    assert said["bob"][0] == said["bob"][1]
    assert "red" in said["alice"][0] and "blue" in said["alice"][0]


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_the_board_in_words_reads_every_row_in_order(service: Service, game: str) -> None:
    """Issue 31.2: the text board repeats the alt text's head, then reads the board
    aloud: every rank or row from the top, Plakoto's points from 24 down, Plateau's
    sixteen squares from a1."""
    game_id = await new_game(service, game, GAMES[game])
    await play_some(service, game_id, 6)
    image = (await service.games.board(Asked(game_id=game_id))).image
    assert image.text is not None
    words = discord_text(image.text, ENGLISH).splitlines()
    assert words[0] == plain(image.alt).splitlines()[0]
    rows = [line.split(":")[0] for line in words if line.startswith(("Rank ", "Row ", "Point "))]
    if game in ("pinch", "pletore"):
        assert rows == [f"Rank {n}" for n in range(9, 0, -1)]
    elif game == "les":
        assert rows == [f"Row {letter}" for letter in reversed("abcdefghi")]
    elif game == "plakoto":
        points = [int(row.split()[1]) for row in rows]
        assert points == sorted(points, reverse=True) and len(points) >= 4
    else:
        squares = [line.split(",")[0].split(":")[0] for line in words[-16:]]
        assert squares == [f"{f}{r}" for r in "1234" for f in "abcd"]


async def test_the_board_in_words_names_no_hidden_face(service: Service) -> None:
    said = []
    for opening in ("open a1 xx rb", "open a1 rx rb"):
        game_id = await new_game(service, "plateau", {})
        await service.games.move(Asked(game_id=game_id, asked_by=ALICE), opening)
        public = (await service.games.board(Asked(game_id=game_id))).image.text
        bob = (await service.games.hand(Asked(game_id=game_id, asked_by=BOB))).image.text
        assert public is not None and bob is not None
        said.append([discord_text(s, ENGLISH).replace(f"#{game_id}", "#N") for s in (public, bob)])
    assert said[0] == said[1] and "hidden" in said[0][0]
