"""Records people can use (issue 21.3): tags before the moves, an export of a player's
finished games, and a loader that reads every record back to the same game.

Random games of all five games, several options each and ending every way a game
ends, are played through the service on both engines; each record is written
(``/history``), loaded back and replayed (same moves, same result, same tags), and
the export of them all loads back to the same records.
"""

from __future__ import annotations

import random
from datetime import timedelta
from typing import Any

import pytest

from bot.words import DISCORD
from rules.base import GameEntry
from rules.errors import GameError, IllegalMove, MalformedRecord
from rules.record import parse_record
from rules.referee import referee
from service import Asked, NotFound, Service, UserRef
from service.challenges.terms import ChallengeTerms
from service.errors import said_of
from service.presenters import PRESENTERS
from service.records.desk import EXPORT_CAP
from service.records.loader import load_record, load_records, split_records
from service.records.tags import RecordTags, tags_in
from tests.service.conftest import ALICE, BOB
from words import ENGLISH, Speech


def english(speech: Speech) -> str:
    return DISCORD.render(speech, ENGLISH)


CASES: tuple[tuple[str, dict[str, Any], str], ...] = (
    ("pinch", {"size": 9}, "takeback"),
    ("pletore", {"size": 4, "komi_mode": "fixed", "komi": 3}, "end"),
    ("pletore", {"size": 5}, "resign"),
    ("les", {"size": 3}, "end"),
    ("les", {"size": 4}, "draw"),
    ("plakoto", {"match_length": 1, "white_seat": 1}, "end"),
    ("plateau", {}, "end"),
    ("plateau", {}, "resign"),
)
"""Each game at a few options, and how its game ends: by its rules (after a takeback,
for one), or by a resignation or an agreed draw part of the way in."""


async def start(service: Service, game: str, options: dict[str, Any], **more: Any) -> int:
    posted = await service.challenges.create(
        guild_id=1,
        channel_id=2,
        challenger=UserRef(ALICE),
        opponent=UserRef(BOB),
        terms=ChallengeTerms(game=game, options=dict(options), first="challenger", **more),
    )
    service.ctx.clock.now += timedelta(minutes=2)  # type: ignore[attr-defined]  # past any cooldown
    return (await service.challenges.accept(BOB, posted.challenge.id)).game.id


async def play_out(service: Service, game_id: int, rng: random.Random, ending: str) -> None:
    """Random legal moves through the service until the game ends by its rules; with
    ``resign`` or ``draw`` the game ends that way after a few moves, and ``takeback``
    takes a move back by agreement once on the way."""
    stop_at = rng.randrange(4, 12)
    for _ in range(2000):
        game = await service.ctx.store.get_game(game_id)
        if game.status == "finished":
            return
        if game.ply >= stop_at and isinstance(game.to_move, int) and ending != "end":
            if ending == "resign":
                await service.games.resign(Asked(game_id=game_id, asked_by=game.players[1]))
            else:
                entry = GameEntry("draw" if ending == "draw" else "takeback")
                await service.games.agreed(game, entry, game.to_move, game.ply)
                ending = "end"
            continue
        replay = await service.games.replay_of(game)
        assert isinstance(replay.to_move, int), "the service rolls the dice itself"
        move = rng.choice(replay.legal_moves())
        await service.games.move(
            Asked(game_id=game_id, asked_by=game.players[replay.to_move]), str(move)
        )
    raise AssertionError("the game did not end")


@pytest.fixture
def no_pictures(monkeypatch: pytest.MonkeyPatch) -> None:
    """Boards are not what a record is about: drawing none keeps hundreds of moves quick."""
    for presenter in PRESENTERS.values():
        monkeypatch.setattr(type(presenter), "render", lambda *_, **__: b"")


@pytest.mark.usefixtures("no_pictures")
async def test_every_game_round_trips_through_its_record_and_the_export(service: Service):
    rng = random.Random(4)
    ids = []
    for game, options, ending in CASES:
        game_id = await start(service, game, options)
        await play_out(service, game_id, rng, ending)
        ids.append(game_id)
    running = await start(service, "pinch", {"size": 9}, clock="2d+1d/5d", timeout="claim")
    await service.games.move(Asked(game_id=running, asked_by=ALICE), "e5")

    singles = []
    for game_id in [*ids, running]:
        game = await service.ctx.store.get_game(game_id)
        history = await service.records.history(Asked(game_id=game_id))
        loaded = load_record(history.record)
        log = [m.notation for m in await service.ctx.store.moves(game_id)]
        assert list(loaded.moves) == log
        assert loaded.game == game.game and loaded.plies == game.ply
        assert loaded.options == (await service.games.replay_of(game)).options
        tags = loaded.tags
        assert tags is not None
        assert (tags.number, tags.server, tags.seats) == (game_id, 1, ("alice", "bob"))
        assert tags.date == game.created_at.strftime("%Y.%m.%d")
        if game_id == running:
            assert (tags.result, tags.termination, tags.end_date) == ("*", "unterminated", None)
            assert (tags.clock, tags.timeout) == ("2d+1d/5d", "claimed")
            continue
        assert loaded.outcome is not None
        assert loaded.outcome.winner == game.winner
        assert loaded.outcome.termination.value == game.termination == tags.termination
        assert tags.result == {0: "1-0", 1: "0-1", None: "1/2-1/2"}[game.winner]
        assert tags.scores == loaded.outcome.scores
        assert tags.end_date is not None and (tags.clock, tags.timeout) == ("3d+1d/7d", "automatic")
        assert tags.ratings == game.ratings, "the ratings its result met, when rated"
        answer, code = referee(history.record, list_moves=False, trace=False, view=None)
        assert code == 0 and answer["plies"] == game.ply, "the design's readers read it as before"
        singles.append(history.record)

    exported = await service.records.export(ALICE, Asked(asked_by=ALICE, guild_id=1))
    assert exported.games == len(ids)
    assert f"{len(ids)} finished games in this server" in english(exported.text)
    assert split_records(exported.record) == list(reversed(singles)), "newest first"
    assert [r.tags for r in load_records(exported.record)] == [
        load_record(r).tags for r in reversed(singles)
    ]


async def test_a_running_hidden_game_shows_only_the_public_echo_and_says_why(service: Service):
    game_id = await start(service, "plateau", {})
    await service.games.move(Asked(game_id=game_id, asked_by=ALICE), "open a1 xx rb")
    record = (await service.records.history(Asked(game_id=game_id))).record
    assert "xx rb" not in record and "open a1 ?? r?" in record
    assert "# In progress: hidden faces are shown as ?" in record
    with pytest.raises(GameError, match=r"Ply 1, 'open a1 \?\? r\?'.*hides faces as \?"):
        load_record(record)
    assert RecordTags.read(tags_in(record.splitlines())).result == "*"


def test_a_record_whose_move_plateau_refuses_says_where_and_why():
    """Plateau's own refusals carry the spec's code: saying where one is in a record
    once raised a TypeError instead (the error was made again from one argument)."""
    record = "game: plateau\n\nopen b2 xx rb\n"  # b2 is not an edge square
    with pytest.raises(IllegalMove, match=r"Ply 1, 'open b2 xx rb': .*edge") as refused:
        load_record(record)
    assert getattr(refused.value, "code", None), "still Plateau's refusal, with its code"


async def test_an_export_follows_who_may_see_what(service: Service):
    in_server_1 = await start(service, "pinch", {"size": 9})
    await service.games.resign(Asked(game_id=in_server_1, asked_by=ALICE))
    posted = await service.challenges.create(
        guild_id=5,
        channel_id=6,
        challenger=UserRef(ALICE),
        opponent=UserRef(33),
        terms=ChallengeTerms(game="pinch", options={"size": 9}, first="challenger"),
    )
    service.ctx.clock.now += timedelta(minutes=2)  # type: ignore[attr-defined]
    elsewhere = (await service.challenges.accept(33, posted.challenge.id)).game.id
    await service.games.resign(Asked(game_id=elsewhere, asked_by=33))

    here = await service.records.export(ALICE, Asked(asked_by=BOB, guild_id=1))
    assert [r.tags.number for r in load_records(here.record) if r.tags] == [in_server_1]
    assert english(here.text).startswith(f"Records of <@{ALICE}>'s 1 finished game in this server")
    in_dm = await service.records.export(ALICE, Asked(asked_by=ALICE, guild_id=None))
    assert [r.tags.number for r in load_records(in_dm.record) if r.tags] == [
        elsewhere,
        in_server_1,
    ]
    together = await service.records.export(ALICE, Asked(asked_by=33, guild_id=None))
    assert [r.tags.number for r in load_records(together.record) if r.tags] == [elsewhere]
    assert english(together.text).startswith(f"Records of <@{ALICE}>'s 1 finished game with you,")
    with pytest.raises(NotFound) as refused:
        await service.records.export(BOB, Asked(asked_by=33, guild_id=None))
    assert f"no finished games with <@{BOB}>: in a DM" in english(said_of(refused.value))
    with pytest.raises(NotFound, match="You have no finished games in this server yet"):
        await service.records.export(BOB, Asked(asked_by=BOB, guild_id=5))


def test_the_cap_is_sensible():
    assert 10 <= EXPORT_CAP <= 500


def test_tags_say_what_the_moves_do():
    record = (
        '# [Event "Postboard game #3"]\n# [Site "Discord server 1"]\n# [Game "3"]\n'
        '# [Date "2026.05.01"]\n# [Seat0 "a \\"quoted\\" name"]\n# [Seat1 "bob"]\n'
        '# [Result "1-0"]\n# [Termination "resignation"]\n# [Plies "1"]\n'
        '# [TimeControl "none"]\ngame: pinch\nsize: 9\n\ne5\n'
    )
    with pytest.raises(MalformedRecord, match="Result tag says 1-0, but the moves give \\*"):
        load_record(record)
    fixed = record.replace("1-0", "*").replace("resignation", "unterminated")
    loaded = load_record(fixed)
    assert loaded.tags is not None and loaded.tags.seats == ('a "quoted" name', "bob")
    with pytest.raises(MalformedRecord, match="The record has no Plies tag"):
        load_record(fixed.replace("# [Plies", "# [Moves"))
    with pytest.raises(MalformedRecord, match="Plies tag says 1, but the record has 2"):
        load_record(fixed + "d4\n")
    with pytest.raises(IllegalMove, match="Ply 2, 'e5'"):
        load_record(fixed.replace("e5", "e5\ne5"))
    assert parse_record(fixed).options == {"size": "9"}, "tags are comments to the format"
    for server in (str(2**63), "9" * 5000):  # issue 35.13: refused, not a server id
        with pytest.raises(MalformedRecord, match="names no Discord server"):
            load_record(fixed.replace("Discord server 1", f"Discord server {server}"))
    assert load_record(fixed.replace("server 1", f"server {2**63 - 1}")).tags.server == 2**63 - 1
