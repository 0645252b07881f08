"""A player's own page in the service (issue 33): links, sessions, the seat's view, play.

Every link that opens nothing (expired, revoked, forged, another seat's, cut short)
is refused with words that say what to do, and writes nothing; a session opens its
own game at its own seat and nothing else; the page's moves and offers go through
the same desks as Discord's and mail's, refused in the same words.
"""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

from rules import GAMES
from rules.replay import Replay
from service import Asked, Conflict, NotAllowed, NotFound, Proposal, Service, Settled, UserRef
from service.challenges.terms import ChallengeTerms
from service.errors import said_of
from service.results import GameUpdate
from service.web_play import links
from service.web_play.desk import NeedsConfirmation
from service.web_play.sessions import LINK_DAYS, PageRefused, PlaySession
from tests.service.conftest import ALICE, BOB
from tests.service.spoken import said
from tests.service.test_plateau_privacy import leaks, secrets
from words import ENGLISH
from words.plain import PLAIN

PUBLIC = "https://games.example.org/pb"
CAROL = 33


async def new_game(service: Service, game: str = "pinch", **options: object) -> int:
    if game == "pinch":
        options.setdefault("size", 9)
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game=game, options=dict(options), first="challenger"),
    )
    started = await service.challenges.accept(BOB, posted.challenge.id)
    return started.game.id


def token_of(url: str) -> str:
    assert url.startswith(PUBLIC + "/p/")
    return url.rsplit("/", 1)[1]


async def opened(service: Service, game_id: int, user: int = ALICE) -> PlaySession:
    """A session of ``user``'s page of ``game_id``, through a link as a player gets it."""
    made, _ = await service.web_play.link(Asked(game_id=game_id, guild_id=1, asked_by=user))
    session = await service.web_play.exchange(token_of(made.url))
    return await service.web_play.session(session.session_id, game_id)


@pytest.fixture
def web(service: Service) -> Service:
    service.web_play.sessions.public_url = PUBLIC
    return service


async def sessions_of(service: Service, user: int) -> int:
    data = await service.ctx.store.export_user(user)
    return len(data.rows("web_sessions"))


# --- links and sessions ------------------------------------------------------------------


async def test_a_link_opens_its_players_seat_and_nothing_else(web: Service) -> None:
    game_id = await new_game(web)
    other = await new_game(web)
    made, told = await web.web_play.link(Asked(game_id=game_id, guild_id=1, asked_by=BOB))
    assert made.expires_at == web.ctx.clock() + timedelta(days=LINK_DAYS)
    assert made.url in said(told) and "revoke" in said(told)
    session = await web.web_play.exchange(token_of(made.url))
    assert session.game_id == game_id
    checked = await web.web_play.session(session.session_id, game_id)
    assert (checked.user_id, checked.seat, checked.game_id) == (BOB, 1, game_id)
    with pytest.raises(PageRefused) as refused:
        await web.web_play.session(session.session_id, other)
    assert "opens only from your own link" in said(refused.value)
    for bad in (None, "", "x" * 100, "ünïcode", session.session_id + "x"):
        with pytest.raises(PageRefused):
            await web.web_play.session(bad, game_id)
    assert web.web_play.sessions.csrf_ok(checked, checked.csrf)
    changed = "B" if checked.csrf.endswith("A") else "A"  # a token ending in "A": 1 in 64
    assert not web.web_play.sessions.csrf_ok(checked, checked.csrf[:-1] + changed)
    assert not web.web_play.sessions.csrf_ok(checked, None)


async def test_no_link_for_a_game_one_does_not_play_or_without_an_address(
    service: Service,
) -> None:
    game_id = await new_game(service)
    with pytest.raises(NotAllowed) as refused:
        await service.web_play.link(Asked(game_id=game_id, guild_id=1, asked_by=ALICE))
    assert "POSTBOARD_PUBLIC_URL" in said(refused.value)
    assert await service.web_play.link_for_mail(game_id, ALICE, 0) is None
    service.web_play.sessions.public_url = PUBLIC
    with pytest.raises(NotAllowed):
        await service.web_play.link(Asked(game_id=game_id, guild_id=1, asked_by=CAROL))
    with pytest.raises(NotFound):  # another server's game does not exist from here
        await service.web_play.link(Asked(game_id=game_id, guild_id=9, asked_by=ALICE))


async def test_an_expired_link_says_when_and_what_to_do_and_writes_nothing(web: Service) -> None:
    game_id = await new_game(web)
    made, _ = await web.web_play.link(Asked(game_id=game_id, guild_id=1, asked_by=ALICE))
    clock = web.ctx.clock
    clock.now += timedelta(days=LINK_DAYS, seconds=1)  # type: ignore[attr-defined]
    with pytest.raises(PageRefused) as refused:
        await web.web_play.exchange(token_of(made.url))
    text = said(refused.value)
    assert "stopped working on" in text and "`/web link`" in text
    assert await sessions_of(web, ALICE) == 0


async def test_a_session_expires_with_its_link(web: Service) -> None:
    game_id = await new_game(web)
    session = await opened(web, game_id)
    web.ctx.clock.now += timedelta(days=LINK_DAYS)  # type: ignore[attr-defined]
    with pytest.raises(PageRefused) as refused:
        await web.web_play.session(await _raw(web, game_id), game_id)
    assert "has expired" in said(refused.value)
    assert session.expires_at == web.ctx.clock()


async def _raw(web: Service, game_id: int) -> str:
    """A fresh session id, opened before the clock moved (by a link made then)."""
    web.ctx.clock.now -= timedelta(days=LINK_DAYS)  # type: ignore[attr-defined]
    made, _ = await web.web_play.link(Asked(game_id=game_id, guild_id=1, asked_by=ALICE))
    raw = (await web.web_play.exchange(token_of(made.url))).session_id
    web.ctx.clock.now += timedelta(days=LINK_DAYS)  # type: ignore[attr-defined]
    return raw


async def test_revoking_stops_every_link_and_session_of_the_player_alone(web: Service) -> None:
    game_id = await new_game(web)
    made, _ = await web.web_play.link(Asked(game_id=game_id, guild_id=1, asked_by=ALICE))
    hers = await web.web_play.exchange(token_of(made.url))
    his = await web.web_play.exchange(
        token_of((await web.web_play.link(Asked(game_id=game_id, asked_by=BOB)))[0].url)
    )
    told = await web.web_play.revoke(ALICE)
    assert "stopped working" in said(told)
    with pytest.raises(PageRefused) as refused:
        await web.web_play.exchange(token_of(made.url))
    assert "no longer works" in said(refused.value)
    with pytest.raises(PageRefused) as refused:  # its row went with the revocation
        await web.web_play.session(hers.session_id, game_id)
    assert "opens only from your own link" in said(refused.value)
    assert (await web.web_play.session(his.session_id, game_id)).user_id == BOB
    again = await opened(web, game_id)  # a new link works
    assert again.user_id == ALICE


async def test_forged_and_cut_links_open_nothing(web: Service) -> None:
    game_id = await new_game(web)
    made, _ = await web.web_play.link(Asked(game_id=game_id, guild_id=1, asked_by=ALICE))
    token = token_of(made.url)
    fields = token.split(".")
    forged = [
        token[:-1],
        token + "a",
        "",
        "x" * 500,
        ".".join(fields[:-1]),
        ".".join(["2", *fields[1:]]),
        ".".join([fields[0], str(BOB), *fields[2:]]),  # someone else's user
        ".".join([*fields[:2], str(game_id + 1), *fields[3:]]),  # another game
        ".".join([*fields[:3], "1", *fields[4:]]),  # the other seat
        ".".join([*fields[:4], str(int(fields[4]) + 86400), *fields[5:]]),  # a later expiry
        ".".join([*fields[:5], "7", fields[6]]),  # another count
        ".".join([*fields[:6], fields[6].upper()]),
        token.replace(".", ".-", 1),
        "١" + token[1:],
    ]
    for bad in forged:
        with pytest.raises(PageRefused) as refused:
            await web.web_play.exchange(bad)
        assert "opens no page" in said(refused.value), bad
    assert await sessions_of(web, ALICE) == 0
    assert await sessions_of(web, BOB) == 0


async def test_a_signed_link_for_a_seat_that_is_not_the_users_opens_nothing(web: Service) -> None:
    game_id = await new_game(web)
    key = await web.web_play.sessions.key()
    expires = web.ctx.clock() + timedelta(days=1)
    for user, seat in ((ALICE, 1), (CAROL, 0)):
        token = links.sign(links.LinkClaims(user, game_id, seat, expires, 0), key)
        with pytest.raises(PageRefused) as refused:
            await web.web_play.exchange(token)
        assert f"not for a seat of yours in game #{game_id}" in said(refused.value)
    token = links.sign(links.LinkClaims(ALICE, game_id + 99, 0, expires, 0), key)
    with pytest.raises(PageRefused):
        await web.web_play.exchange(token)
    assert await sessions_of(web, ALICE) == 0


async def test_a_forgotten_players_session_goes_with_them(web: Service) -> None:
    game_id = await new_game(web)
    await web.games.resign(Asked(game_id=game_id, asked_by=ALICE))
    made, _ = await web.web_play.link(Asked(game_id=game_id, guild_id=1, asked_by=ALICE))
    session = await web.web_play.exchange(token_of(made.url))
    question = await web.privacy.ask_to_forget(ALICE)
    assert question.token is not None
    await web.privacy.forget(ALICE, question.token)
    with pytest.raises(PageRefused):
        await web.web_play.session(session.session_id, game_id)
    with pytest.raises(PageRefused):
        await web.web_play.exchange(token_of(made.url))


# --- the page ----------------------------------------------------------------------------


async def test_the_page_is_the_seats_own(web: Service) -> None:
    game_id = await new_game(web)
    hers, his = await opened(web, game_id, ALICE), await opened(web, game_id, BOB)
    page = await web.web_play.game(hers)
    assert (page.seat, page.your_turn, page.plies, page.finished) == (0, True, 0, False)
    assert said(page.status) == "Your move."
    assert page.steps is not None and len(page.steps.choices) == 81
    assert [g.key for g in page.steps.groups] == [f"row {n}" for n in range(1, 10)]
    assert page.actions == ("pause", "abort", "resign"), "Pinch is never drawn"
    other = await web.web_play.game(his)
    assert other.steps is None and not other.your_turn and said(other.status) == "alice to move."
    assert other.version == page.version
    assert await web.web_play.pages.version(game_id) == page.version
    with pytest.raises(NotAllowed) as refused:
        await web.web_play.steps(his, "")
    assert "not your move" in said(refused.value)


async def test_a_move_step_by_step_then_played_as_every_channel_plays_it(web: Service) -> None:
    game_id = await new_game(web, "les")
    hers = await opened(web, game_id, ALICE)
    page = await web.web_play.game(hers)
    assert page.steps is not None and {c.word for c in page.steps.choices} == {"setup"}
    ply, steps = await web.web_play.steps(hers, "setup")
    assert ply == 0 and not steps.complete and steps.choices
    move = "setup"
    while True:
        ply, steps = await web.web_play.steps(hers, move)
        if steps.complete:
            break
        move = steps.choices[0].move
    assert not steps.choices
    with pytest.raises(NotAllowed) as refused:
        await web.web_play.steps(hers, "setup zz9")
    assert "No legal move begins with `setup zz9`" in said(refused.value)
    done = await web.web_play.move(hers, move, 0)
    assert isinstance(done.told, GameUpdate) and done.told.ply == 1
    assert said(done.said) == f"You played `{move}` in game #{game_id}."
    moves = await web.ctx.store.moves(game_id)
    assert [m.notation for m in moves] == [move]


async def test_a_stale_or_illegal_move_is_refused_as_on_discord(web: Service) -> None:
    game_id = await new_game(web)
    hers = await opened(web, game_id, ALICE)
    his = await opened(web, game_id, BOB)
    await web.web_play.move(hers, "e5", 0)
    with pytest.raises(Conflict) as stale:
        await web.web_play.move(his, "d4", 0)
    with pytest.raises(Conflict) as on_discord:
        await web.games.move(Asked(game_id=game_id, asked_by=BOB), "d4", expected_ply=0)
    assert said(stale.value) == said(on_discord.value)
    assert "meant for ply 0" in said(stale.value)
    refusals = []
    for attempt in (
        web.web_play.move(his, "e5", 1),
        web.games.move(Asked(game_id=game_id, asked_by=BOB), "e5", expected_ply=1),
    ):
        with pytest.raises(Exception) as error:
            await attempt
        refusals.append(said(said_of(error.value)))  # type: ignore[arg-type]
    assert refusals[0] == refusals[1]
    with pytest.raises(NotAllowed) as wrong_turn:
        await web.web_play.move(hers, "d4", 1)
    assert "not your turn" in said(wrong_turn.value).lower() or said(wrong_turn.value)
    for bad in ("", "   ", "a" * 201):
        with pytest.raises(NotAllowed):
            await web.web_play.move(his, bad, 1)
    assert [m.notation for m in await web.ctx.store.moves(game_id)] == ["e5"]


async def test_offers_from_the_page_are_the_agreements_desks(web: Service) -> None:
    game_id = await new_game(web, "pletore", size=9)
    hers = await opened(web, game_id, ALICE)
    his = await opened(web, game_id, BOB)
    await web.web_play.move(hers, "komi 5", 0)
    assert (await web.web_play.game(his)).actions == ("draw", "pause", "abort", "resign")
    done = await web.web_play.act(his, "draw", 1)
    assert isinstance(done.told, Proposal) and done.told.answer_user_id == ALICE
    assert "your opponent decides" in said(done.said)
    theirs = await web.web_play.game(hers)
    assert [(o.kind, o.yours) for o in theirs.offers] == [("draw", False)]
    assert said(theirs.offers[0].said) == "bob offers a draw."
    mine = await web.web_play.game(his)
    assert [(o.kind, o.yours) for o in mine.offers] == [("draw", True)]
    assert "draw" not in mine.actions
    with pytest.raises(Conflict):
        await web.web_play.act(hers, "accept", 0, kind="draw")
    with pytest.raises(NotAllowed):
        await web.web_play.act(his, "accept", 1, kind="draw")  # one's own offer
    declined = await web.web_play.act(hers, "decline", 1, kind="draw")
    assert isinstance(declined.told, Settled) and declined.told.update is None
    assert (await web.web_play.game(hers)).offers == ()
    asked = await web.web_play.act(hers, "takeback", 1)
    assert isinstance(asked.told, Proposal)
    accepted = await web.web_play.act(his, "accept", 1, kind="takeback")
    assert isinstance(accepted.told, Settled) and accepted.told.update is not None
    assert [m.notation for m in await web.ctx.store.moves(game_id)] == ["komi 5", "takeback"]
    for bad in ("dance", "accept"):
        with pytest.raises(NotAllowed):
            await web.web_play.act(hers, bad, 2)


async def test_resigning_asks_first_and_aborting_goes_through_the_desk(web: Service) -> None:
    game_id = await new_game(web)
    hers = await opened(web, game_id, ALICE)
    with pytest.raises(NeedsConfirmation) as asked:
        await web.web_play.act(hers, "resign", 0)
    assert "cannot be undone" in said(asked.value)
    with pytest.raises(Conflict):
        await web.web_play.act(hers, "resign", 3, confirmed=True)
    assert await web.ctx.store.moves(game_id) == []
    done = await web.web_play.act(hers, "resign", 0, confirmed=True)
    assert isinstance(done.told, GameUpdate) and done.told.finished
    page = await web.web_play.game(hers)
    assert page.finished and page.actions == () and page.steps is None
    assert PLAIN.render(page.status, ENGLISH) == f"bob wins game #{game_id} (resignation)."
    other = await new_game(web)
    his = await opened(web, other, BOB)
    aborted = await web.web_play.act(his, "abort", 0)
    assert isinstance(aborted.told, GameUpdate) and aborted.told.finished


async def test_plateau_pages_show_each_seat_its_own_secrets_only(web: Service) -> None:
    game_id = await new_game(web, "plateau")
    pages = {seat: await opened(web, game_id, user) for seat, user in enumerate((ALICE, BOB))}
    rng = random.Random(5)
    for _ in range(14):
        game = await web.ctx.store.get_game(game_id)
        if game.status != "active":
            break
        replay = await web.games.replay_of(game)
        seat = replay.to_move
        assert isinstance(seat, int)
        move = str(rng.choice(replay.legal_moves()))
        await web.web_play.move(pages[seat], move, game.ply)
    truth = Replay.of(
        GAMES["plateau"], {}, [m.notation for m in await web.ctx.store.moves(game_id)]
    )
    hidden = secrets(truth)
    assert hidden[0] and hidden[1]
    for seat, session in pages.items():
        page = await web.web_play.game(session)
        lines = "\n".join(m.text for m in page.moves)
        assert not leaks(lines, hidden[1 - seat]), seat
        assert leaks(lines, hidden[seat]), "one's own moves as written"
        words = said((await web.web_play.pages.words(session, page.plies)).full)
        assert not leaks(words, hidden[1 - seat])
        steps = page.steps.choices if page.steps is not None else ()
        assert not leaks(" ".join(c.move for c in steps), hidden[1 - seat])
