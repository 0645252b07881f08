"""The analysis board keeps Plateau's secrets (issue 34, item 4): two games its owner
cannot tell apart (``tests.bot.secrecy_worlds``: the opponent's hidden faces and hand
differ, everything the owner may know is the same) give the same lines, word for word
and pixel for pixel: the start drawn from the owner's view alone, every move played in
it, its autocomplete, its refusals, and the owner's web page of lines."""

from __future__ import annotations

import random
from contextlib import AsyncExitStack
from pathlib import Path

from rules.errors import GameError
from service import Asked, Service, ServiceError, UserRef
from service.challenges.terms import ChallengeTerms
from service.context import ServiceContext
from storage import open_store
from tests.bot.secrecy_worlds import differs, random_game, twin
from tests.service.conftest import ALICE, BOB, Clock
from tests.service.spoken import said
from words import ENGLISH

OWNER = 0  # alice explores; bob's hidden pieces differ between the worlds


async def played(
    stack: AsyncExitStack, path: Path, texts: list[str], forced: list[bool]
) -> Service:
    store = await open_store(str(path))
    stack.push_async_callback(store.close)
    service = Service(ServiceContext(store, rng=random.Random(1), clock=Clock()))
    await service.remember(ALICE, "alice")
    await service.remember(BOB, "bob")
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game="plateau", options={}, first="challenger"),
    )
    game_id = (await service.challenges.accept(BOB, posted.challenge.id)).game.id
    assert game_id == 1  # the same number in both worlds, so the same title
    for text, by_itself in zip(texts, forced, strict=True):
        if by_itself:
            continue
        game = await service.ctx.store.get_game(game_id)
        replay = await service.games.replay_of(game)
        mover = replay.to_move
        assert isinstance(mover, int)
        await service.games.move(Asked(game_id=1, guild_id=1, asked_by=(ALICE, BOB)[mover]), text)
    return service


async def seen_by_owner(service: Service, tries: list[str]) -> list[object]:
    """Everything the owner's lines show: boards, words, autocomplete and refusals."""
    asked = Asked(game_id=1, guild_id=1, asked_by=ALICE)
    shown = await service.explore.open(asked, None)
    out: list[object] = [said(shown.text), shown.image.png, shown.image.alt, shown.image.text]
    out.append(await service.explore.suggest_moves(asked, ""))
    for text in tries:
        try:
            shown = await service.explore.play(asked, text)
        except (GameError, ServiceError) as refused:
            out.append(said(refused))
            continue
        out += [said(shown.text), shown.image.png, shown.image.alt]
        out.append(await service.explore.suggest_moves(asked, ""))
    pages = await service.web_play.lines.seen(1, OWNER, shown.line.id, None)
    assert pages.alt is not None and pages.at is not None
    out += [pages.alt, said(pages.at.text)]
    out.append(await service.web_play.lines.board(1, OWNER, shown.line.id, 0, ENGLISH))
    return out


async def test_twins_the_owner_cannot_tell_apart_explore_alike(tmp_path: Path) -> None:
    rng = random.Random(34)
    compared = 0
    for example in range(4):
        steps = random_game(rng, rng.randrange(6, 24))
        texts = twin(steps, OWNER, rng)
        if not differs(steps, texts):
            continue
        forced = [step.forced for step in steps]
        truth_texts = [step.text for step in steps]
        async with AsyncExitStack() as stack:
            truth = await played(stack, tmp_path / f"truth{example}.db", truth_texts, forced)
            other = await played(stack, tmp_path / f"twin{example}.db", texts, forced)
            suggested = await truth.explore.suggest_moves(
                Asked(game_id=1, guild_id=1, asked_by=ALICE), ""
            )
            await truth.explore.open(Asked(game_id=1, guild_id=1, asked_by=ALICE), None)
            tries = [*rng.sample(suggested, min(3, len(suggested))), "pass", "m a1 b2"]
            assert await seen_by_owner(truth, tries) == await seen_by_owner(other, tries)
            compared += 1
    assert compared >= 2, "the worlds really differed in most examples"
