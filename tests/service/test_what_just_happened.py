"""What just happened is always visible (issue 19, item 3): Plakoto's last turn and its dice
stay on the board after the roll the service logs before anyone looks, numbered as the post
names them; Pletore says what was last played, passes too; Les's final board carries the
tally and the tie-break that decided it."""

from __future__ import annotations

import io
import random
from dataclasses import replace
from typing import Any

from PIL import Image

from rules import GAMES
from rules.replay import AnyReplay, Replay
from service import Asked, Service, UserRef
from service.boards.diagrams.plakoto import hops_in
from service.boards.scenes.les import les_scene
from service.boards.scenes.plakoto import plakoto_scene
from service.boards.scenes.pletore import pletore_scene
from service.challenges.terms import ChallengeTerms
from service.results import GameStarted
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said
from words import ENGLISH

NAMES = ("alice", "bob")


async def started(service: Service, game: str, **options: object) -> GameStarted:
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game=game, options=options, first="challenger"),
    )
    return await service.challenges.accept(BOB, posted.challenge.id)


async def position(service: Service, game_id: int) -> AnyReplay:
    record = await service.ctx.store.get_game(game_id)
    lines = [m.notation for m in await service.ctx.store.moves(game_id)]
    return Replay.of(GAMES[record.game], record.options, lines)


async def user_to_move(service: Service, game_id: int, replay: AnyReplay) -> int:
    seat = replay.to_move
    assert isinstance(seat, int)
    return (await service.ctx.store.get_game(game_id)).players[seat]


def shown(service: Service, game: str, replay: AnyReplay) -> Any:
    """The view the service draws and words: the position's, recapped from the log."""
    return service.games.presenter(game).recap(replay.view(None), replay)


def render(service: Service, game: str, game_id: int, view: Any) -> bytes:
    title = f"{game.capitalize()} #{game_id} · alice vs bob"
    return service.games.presenter(game).render(view, title=title, names=NAMES, reader=ENGLISH)


def height(png: bytes) -> int:
    with Image.open(io.BytesIO(png)) as image:
        return image.height


async def test_plakoto_image_shows_the_last_turn_and_its_dice_after_the_roll(
    service: Service,
) -> None:
    """After each turn the service rolls for the other side before anything is drawn, so
    the position's own last move is that roll. The image still shows the turn: its path and
    the dice it used (beside the new roll), and differs from the roll-only picture. The post
    names the turn's hops in the numbers the image uses, for either side to move."""
    game_id = (await started(service, "plakoto", match_length=3)).game.id
    rng = random.Random(5)
    viewers = set()
    for _ in range(6):
        replay = await position(service, game_id)
        if replay.outcome is not None:
            break
        before = replay.view(None)
        move = rng.choice(replay.legal_moves())
        mover = await user_to_move(service, game_id, replay)
        update = await service.games.move(Asked(game_id=game_id, asked_by=mover), str(move))
        after = await position(service, game_id)
        view = shown(service, "plakoto", after)
        turn = view.last_turn
        assert turn is not None and turn.move == str(move), "no forced pass with this seed"
        assert (turn.colour, turn.dice) == (before.side, before.dice)
        assert view.last_move.startswith("roll") and view.last_path == (), "the roll came"
        assert update.image.png == render(service, "plakoto", game_id, view)
        assert update.image.png != render(service, "plakoto", game_id, after.view(None))
        scene = plakoto_scene(view, title="", names=NAMES)
        assert scene.viewer == view.side != turn.colour, "numbered for the side to move"
        assert scene.last_dice == turn.dice and scene.last_dice_colour == turn.colour
        assert scene.dice[:2] == view.dice and len(scene.path) == len(turn.path) > 0
        here = hops_in(turn.path, scene.viewer)
        assert f"· last: {turn.colour.capitalize()} {here}" in scene.subtitle
        assert here in said(update.text), (here, said(update.text))
        assert str(move) in said(update.text), "and in the mover's own numbers, as typed"
        viewers.add(scene.viewer)
    assert viewers == {"white", "black"}


async def test_plakoto_text_diagram_tells_the_last_turn_in_the_readers_numbers(
    service: Service,
) -> None:
    """The plain-text board (mail) says the same as the image: the last turn, its dice and
    its hops in the reader's numbers."""
    game_id = (await started(service, "plakoto", match_length=1)).game.id
    replay = await position(service, game_id)
    dice = replay.view(None).dice
    move = replay.legal_moves()[0]
    await service.games.move(
        Asked(game_id=game_id, asked_by=await user_to_move(service, game_id, replay)), str(move)
    )
    view = shown(service, "plakoto", await position(service, game_id))
    diagram = service.games.presenter("plakoto").diagram(view, names=NAMES, reader=ENGLISH)
    flowing = " ".join(diagram.split())  # long lines are wrapped
    turn = view.last_turn
    assert turn is not None and dice is not None
    mover = turn.colour.capitalize()
    here = hops_in(turn.path, view.side)
    assert f"Last turn: {mover} {move} with {dice[0]}-{dice[1]}" in flowing
    assert f"(in {mover}'s numbers; {here} here)." in flowing
    assert f"Numbers are {view.side.capitalize()}'s" in flowing


async def test_pletore_says_what_was_last_played_and_shows_passes(service: Service) -> None:
    """The image's header names the protocol step to come (not "(to choose) to move") and
    the last move, a pass included; the post says a pass was played."""
    start = await started(service, "pletore", size=4)
    game_id = start.game.id
    first = pletore_scene(
        shown(service, "pletore", await position(service, game_id)), title="", names=NAMES
    )
    assert first.subtitle == "alice to propose the komi"
    rng = random.Random(3)
    passed = None
    for _ in range(80):
        replay = await position(service, game_id)
        if replay.outcome is not None:
            break
        legal = [str(m) for m in replay.legal_moves()]
        choice = "pass" if "pass" in legal else rng.choice(legal)
        update = await service.games.move(
            Asked(game_id=game_id, asked_by=await user_to_move(service, game_id, replay)), choice
        )
        view = shown(service, "pletore", await position(service, game_id))
        scene = pletore_scene(view, title="", names=NAMES)
        assert f"last: {choice}" in scene.subtitle and "to choose) to move" not in scene.subtitle
        assert update.image.png == render(service, "pletore", game_id, view)
        if choice == "pass":
            passed = update
    assert passed is not None, "a pass was played"
    assert "played a pass" in said(passed.text)


async def test_les_final_image_shows_the_tally_and_the_tie_break(service: Service) -> None:
    game_id = (await started(service, "les", size=3)).game.id
    rng = random.Random(1)
    for _ in range(60):
        replay = await position(service, game_id)
        if replay.outcome is not None:
            break
        mover = await user_to_move(service, game_id, replay)
        update = await service.games.move(
            Asked(game_id=game_id, asked_by=mover), str(rng.choice(replay.legal_moves()))
        )
    replay = await position(service, game_id)
    assert replay.outcome is not None and update.finished
    view = shown(service, "les", replay)
    assert view.decision is not None
    assert update.image.png == render(service, "les", game_id, view)
    caption = les_scene(view, title="", names=NAMES).caption
    assert [line.swatch for line in caption[:2]] == ["black", "white"]
    assert caption[2].swatch == view.decision.winner
    board_only = render(service, "les", game_id, replace(view, decision=None))
    assert height(update.image.png) > height(board_only), "the tally is drawn under the board"
    assert view.verdict in said(update.text), "and the post says it too"
