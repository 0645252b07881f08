"""``python -m bench overload --suggest-players``: the suggestion rounds run end to end
against a real bot process over the wire, and their row counts what it should.

No figure is held to a target (timing asserts are flaky on shared machines): two
players on an otherwise idle bot are simply never at real overload, so every
suggestion they ask on their own turn must offer moves."""

from __future__ import annotations

import asyncio

import pytest

from bench import overload


async def test_the_suggestion_rounds_run_against_a_bot(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--suggest-players", "2", "--seconds", "3", "--nice", "0", "--postgres", ""]
    assert await asyncio.to_thread(overload.main, argv) == 0  # it runs its own event loop
    lines = [line for line in capsys.readouterr().out.splitlines() if line.startswith("| ")]
    header, row = lines[0].split("|")[1:-1], lines[2].split("|")[1:-1]
    figures = {name.strip(): cell.strip() for name, cell in zip(header, row, strict=True)}
    assert figures["engine"] == "sqlite" and figures["players at once"] == "2"
    assert int(figures["suggestions"]) > 0 and int(figures["moves played"]) > 0
    assert figures["blank"] == "0" and figures["moves busy"] == "0"
    assert float(figures["suggest p50 ms"]) > 0
