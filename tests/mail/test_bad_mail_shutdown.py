"""The mail channel's loops end when stopped, even when woken just as they are stopped.

Found while writing the bad-mail tests: their teardown now and then hung for ever
in ``MailChannel.stop``. The sender waits for work with
``asyncio.wait_for(self._wake.wait(), tick)``; on Python 3.11, when the wait has
just ended (something was queued) and the task is cancelled before it resumes,
``wait_for`` returns the result and the cancellation is lost, so the loop goes on
and ``stop`` awaits it for ever. ``asyncio.timeout`` does not lose it. The
postmaster's loop (``MailChannel._receive``) waits the same way.
"""

from __future__ import annotations

import asyncio
import contextlib

import pytest

from tests.mail.conftest import MailWorld


@pytest.mark.parametrize("turns", [0, 1, 2, 3])
async def test_the_sender_ends_when_cancelled_right_after_a_wake_up(
    mail_world: MailWorld, turns: int
) -> None:
    sender = mail_world.channel.sender
    task = asyncio.get_running_loop().create_task(sender.run(tick=30))
    await asyncio.sleep(0.1)  # idle: the queue is empty, it waits to be woken
    sender.wake()
    for _ in range(turns):  # the wait ends: the moment a cancellation can be lost in
        await asyncio.sleep(0)
    task.cancel()
    done, _ = await asyncio.wait({task}, timeout=1)
    ended = task in done
    if not ended:  # a second cancellation gets through; leave nothing running
        task.cancel()
        await asyncio.wait({task}, timeout=1)
    if task.done():
        with contextlib.suppress(asyncio.CancelledError):
            await task
    assert ended, "the sender lost its cancellation and ran on (MailChannel.stop hangs)"


class SwallowsCancel:
    """An SMTP hand-over that loses a cancellation, as a library's ``wait_for`` can on
    3.11 (aiosmtplib times its steps with it): the CI run hung here in ``stop``."""

    def __init__(self) -> None:
        self.started = asyncio.Event()

    async def __call__(self, message: object) -> None:
        self.started.set()
        try:
            await asyncio.sleep(0.5)
        except asyncio.CancelledError:
            pass  # lost, as in asyncio.wait_for on 3.11


async def test_stop_does_not_depend_on_a_cancellation_getting_through(
    mail_world: MailWorld,
) -> None:
    from mail.channel import MailChannel
    from tests.mail.conftest import config

    async def tell(_: object) -> None:
        pass

    swallowing = SwallowsCancel()
    channel = await MailChannel.open(
        mail_world.service, config(mail_world.outside), tell, transport=swallowing
    )
    await channel.start()
    await mail_world.service.email.link(11, "again@player.test")  # a mail to send
    channel.sender.wake()
    await asyncio.wait_for(swallowing.started.wait(), 5)
    await asyncio.wait_for(channel.stop(grace=2), 5)  # hung for ever before
