"""The one thread where looking back at games does its CPU work: replaying logs to past
plies and drawing past boards.

Not on the event loop: a long match's log takes a third of a second to replay, and
the loop answers every player of every game. Not in the loop's default executor
either: every move's board image is drawn there (``asyncio.to_thread``), so forty
past boards asked at once would queue ahead of it. Here they queue behind each
other, one at a time, and a move waits for at most one of them (the thread holds
the interpreter's lock only between its switches, every few milliseconds). Shared
by every desk of the process, so two desks looking back at once still take one core.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

T = TypeVar("T")


@functools.cache
def _thread() -> ThreadPoolExecutor:
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="postboard-looking-back")


async def in_lane(work: Callable[[], T]) -> T:
    """``work()`` in the lane's thread, once those before it are done."""
    return await asyncio.get_running_loop().run_in_executor(_thread(), work)
