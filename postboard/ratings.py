"""``postboard ratings recompute``: every rating rebuilt from the stored results, for an
admin after a fix (to the maths, or to a result); safe while the bot runs, as the
rebuild and any result being counted take turns (`RatingStore.recompute_ratings`)."""

from __future__ import annotations

import asyncio
import random
import time

from postboard.settings import Settings
from service import Service, ServiceContext
from storage import open_store


def recompute(settings: Settings) -> str:
    """Rebuild the ratings of the database in ``POSTBOARD_DB``; one line saying what."""
    return asyncio.run(_recompute(settings.database))


async def _recompute(database: str) -> str:
    started = time.perf_counter()
    async with await open_store(database) as store:
        service = Service(ServiceContext(store, rng=random.Random()))
        count = await service.ratings.recompute()
    seconds = time.perf_counter() - started
    return (
        f"Recomputed {count} ratings from the stored results, replayed in the order they "
        f"counted, in {seconds:.1f} s."
    )
