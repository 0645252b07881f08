"""``python -m bench tune``: Plakoto's estimate with changed constants against itself."""

from __future__ import annotations

from typing import Any

import pytest

import ai.knowledge.plakoto.estimate as estimate
import ai.knowledge.plakoto.knowledge as knowledge
from bench.tune import main, parse_variant
from rules import GAMES
from tests.ai.test_search import plakoto_middle_game


def test_a_variant_changes_the_estimate_only_while_it_chooses(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = plakoto_middle_game()
    seat = GAMES["plakoto"].to_move(state)
    original = estimate.ACTING_EXPOSURE
    seen: list[float] = []

    def spying(*args: Any) -> Any:
        seen.append(estimate.ACTING_EXPOSURE)
        return estimate.game_estimate(*args)

    monkeypatch.setattr(knowledge, "game_estimate", spying)
    parse_variant("ACTING_EXPOSURE=0.9").choose("plakoto", state, seat, 1)
    assert seen and set(seen) == {0.9}
    assert estimate.ACTING_EXPOSURE == original, "put back for the other side"


def test_the_same_constants_score_exactly_half(capsys: pytest.CaptureFixture[str]) -> None:
    same = f"ACTING_EXPOSURE={estimate.ACTING_EXPOSURE}"
    assert main([same, "--games", "2", "--jobs", "1"]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith(f"{same}: ") and "50.0%" in line


@pytest.mark.parametrize(
    ("variant", "said"),
    [
        ("NOPE=1", "is not NAME=VALUE with a constant of the estimate"),
        ("SPREAD", "is not NAME=VALUE"),
        ("SPREAD=abs(2)", "is not a Python literal"),
        ("PIN_COST=2.0", "PIN_COST is a tuple, not 2.0"),
    ],
)
def test_bad_variants_are_refused(
    variant: str, said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main([variant])
    assert exited.value.code == 2
    assert said in capsys.readouterr().err
