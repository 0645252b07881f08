"""What every service function needs, injected once: store, randomness, clock.

Randomness and time are parameters, never globals, so tests are
deterministic and production can use ``random.SystemRandom``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime

from storage.protocol import Store

Clock = Callable[[], datetime]


def utc_now() -> datetime:
    return datetime.now(UTC)


@dataclass(slots=True)
class ServiceContext:
    store: Store
    rng: random.Random = field(default_factory=random.SystemRandom)
    clock: Clock = utc_now
