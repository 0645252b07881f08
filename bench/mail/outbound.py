"""Part 1 of ``python -m bench mail``: building one turn mail per game from a mid-game
position, timed step by step."""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.mail.tables import p95, table
from bench.mail.world import DOMAIN, KEY, SENDER, mid_game
from mail.compose import Letter, build
from mail.letters import turn_subject, turn_text
from mail.tokens import Token, sign
from service import Service, ServiceContext
from storage.sqlite import open_store

TIMED: tuple[tuple[str, str, dict[str, Any]], ...] = (
    ("pinch 11x11", "pinch", {"size": 11}),
    ("pletore 13x13", "pletore", {"size": 13}),
    ("les 9", "les", {"size": 9}),
    ("plakoto", "plakoto", {"match_length": 1}),
    ("plateau", "plateau", {}),
)


@dataclass(frozen=True, slots=True)
class Composed:
    label: str
    ply: int
    view_ms: list[float]
    build_ms: list[float]
    bytes_ms: list[float]
    size: int


async def compose_figures(samples: int, plies: int, seed: int) -> list[Composed]:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        store = await open_store(Path(folder) / "compose.db")
        try:
            service = Service(ServiceContext(store, rng=random.Random(seed)))
            rows = []
            for number, (label, name, options) in enumerate(TIMED):
                players = (2 * number + 1, 2 * number + 2)
                game_id, user = await mid_game(service, players, name, options, plies, rng)
                rows.append(await time_turn_mail(service, label, game_id, user, samples))
        finally:
            await store.close()
    return rows


async def time_turn_mail(
    service: Service, label: str, game_id: int, user: int, samples: int
) -> Composed:
    view_ms, build_ms, bytes_ms = [], [], []
    size = 0
    for number in range(samples):
        started = time.perf_counter()
        view = await service.games.seat_view(game_id, user)
        viewed = time.perf_counter()
        assert view.your_turn
        letter = Letter(
            subject=turn_subject(view),
            text=turn_text(view),
            view=view,
            reply_to=sign(Token("m", user, game_id, view.ply), KEY),
        )
        message = build(
            letter,
            mail_id=number + 1,
            to=f"player{user}@player.test",
            sender=SENDER,
            domain=DOMAIN,
            unsubscribe=sign(Token("u", user, 0, 0), KEY),
            now=service.ctx.clock(),
        )
        built = time.perf_counter()
        size = len(message.as_bytes())
        done = time.perf_counter()
        view_ms.append((viewed - started) * 1000)
        build_ms.append((built - viewed) * 1000)
        bytes_ms.append((done - built) * 1000)
    return Composed(label, view.ply, view_ms, build_ms, bytes_ms, size)


def compose_table(rows: list[Composed]) -> str:
    header = (
        "game",
        "ply",
        "seat_view p50",
        "p95",
        "build p50",
        "p95",
        "view+build p50",
        "p95",
        "as_bytes p50",
        "size KB",
    )
    lines = []
    for row in rows:
        total = [a + b for a, b in zip(row.view_ms, row.build_ms, strict=True)]
        lines.append(
            (
                row.label,
                str(row.ply),
                f"{statistics.median(row.view_ms):.2f}",
                f"{p95(row.view_ms):.2f}",
                f"{statistics.median(row.build_ms):.2f}",
                f"{p95(row.build_ms):.2f}",
                f"{statistics.median(total):.2f}",
                f"{p95(total):.2f}",
                f"{statistics.median(row.bytes_ms):.2f}",
                f"{row.size / 1024:.1f}",
            )
        )
    return table(header, lines)
