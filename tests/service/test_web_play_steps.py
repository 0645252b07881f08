"""A move built one word at a time (issue 33): the choices after each prefix, grouped."""

from __future__ import annotations

import pytest

from rules import GAMES
from rules.replay import Replay
from service.web_play.steps import GROUPED_OVER, NoSuchStep, group_of, next_steps

PLAKOTO = ["24/23(4)", "24/23(3) 23/22", "24/23(2) 23/22(2)", "20/19 19/18", "6/off"]


def test_each_word_in_turn_until_a_whole_move() -> None:
    first = next_steps(PLAKOTO, "")
    assert [s.word for s in first.choices] == ["24/23(4)", "24/23(3)", "24/23(2)", "20/19", "6/off"]
    assert not first.complete and first.groups == ()
    assert [(s.complete, s.more) for s in first.choices][:2] == [(True, False), (False, True)]
    after = next_steps(PLAKOTO, "24/23(3)")
    assert (after.prefix, after.complete) == ("24/23(3)", False)
    assert [s.move for s in after.choices] == ["24/23(3) 23/22"]
    whole = next_steps(PLAKOTO, "  24/23(3)   23/22 ")
    assert whole.complete and whole.choices == () and whole.prefix == "24/23(3) 23/22"


def test_a_whole_move_that_longer_ones_begin_with() -> None:
    both = next_steps(["a3", "a3 d1", "b2 c1"], "a3")
    assert both.complete and [s.word for s in both.choices] == ["d1"]


def test_no_legal_move_begins_so() -> None:
    for prefix in ("zz", "24/23(3) 1/2", " ".join(["a"] * 20)):
        with pytest.raises(NoSuchStep):
            next_steps(PLAKOTO, prefix)
    with pytest.raises(NoSuchStep):
        next_steps([], "")


def test_many_choices_are_grouped_by_what_they_start_from() -> None:
    points = [f"{c}{r}" for r in range(1, 10) for c in "abcdefghi"]
    steps = next_steps(points, "")
    assert len(steps.choices) > GROUPED_OVER
    assert [g.key for g in steps.groups] == [f"row {r}" for r in range(1, 10)]
    assert {s.group for s in steps.choices if s.word.endswith("5")} == {"row 5"}
    assert group_of("24/23(2)") == "24" and group_of("6/off") == "6"
    assert group_of("c1/0") == "row 1" and group_of("a4!") == "row 4"
    assert group_of("komi") == "" and group_of("-3") == ""


@pytest.mark.parametrize("name", ["pinch", "pletore", "les", "plakoto", "plateau"])
def test_every_legal_move_is_reached_step_by_step(name: str) -> None:
    replay = Replay(GAMES[name], {})
    while not isinstance(replay.to_move, int):
        replay.play(str(replay.chance_outcomes()[0][0]))
    legal = [str(m) for m in replay.legal_moves()]
    reached: set[str] = set()
    frontier = [""]
    while frontier:
        prefix = frontier.pop()
        steps = next_steps(legal, prefix)
        if steps.complete:
            reached.add(steps.prefix)
        frontier.extend(s.move for s in steps.choices)
    assert reached == set(legal)
