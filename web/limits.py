"""How many requests one visitor may make: a token bucket per client address.

The pages are anonymous, and some answers cost far more than others: a board at a
past ply is a replay and a drawing, in the process (and the thread pool) that also
answers the bot's moves. Sixty of them at once from one visitor made a move in
another server's game take longer than Discord waits (issue 35). So each address
gets two buckets: every request takes a token from the first, and a costly one
(a board image, a page at a past ply, a server's list) one from the second as
well, which is smaller and refills slower. An empty bucket is a 429 with
``Retry-After``, answered before anything is read or drawn; a live stream takes
its token when it opens, so reconnecting in a loop is limited like any request.

The table of addresses is bounded (least recently seen first out): a bucket that
fell out is as good as full again, which takes more addresses than the table
holds within a bucket's refill time. An IPv6 client is counted by its /64, the
block one subscriber is usually given, so it cannot take a fresh address per
request. Behind a reverse proxy every request comes from the proxy's address:
``X-Forwarded-For`` is then read, but only from a peer named in
``trusted_proxies`` (anyone else could write any address in it), and the
address taken is the last one in it that is not itself a trusted proxy.
"""

from __future__ import annotations

import ipaddress
import math
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass

Network = ipaddress.IPv4Network | ipaddress.IPv6Network

ADDRESSES_KEPT = 4096
IPV6_PREFIX = 64


@dataclass(frozen=True, slots=True)
class Rate:
    """``burst`` requests at once, then ``per_second`` on average."""

    per_second: float
    burst: float


ANY_REQUEST = Rate(per_second=10.0, burst=120.0)
"""A page's first visit is about seven requests (page, style, script, icon, board,
state, live stream); a viewer following several games reloads far below this."""
COSTLY_REQUEST = Rate(per_second=2.0, burst=24.0)
"""Stepping through a game with the arrow keys asks a board per step and one ahead:
24 steps at once, then two boards a second, faster than anyone reads a board."""
ANY_PER_COSTLY = ANY_REQUEST.per_second / COSTLY_REQUEST.per_second
UNLIMITED = Rate(per_second=1e9, burst=1e9)
"""A bucket that never runs dry: the site with its limits off (``POSTBOARD_WEB_RATE=off``)."""


@dataclass(slots=True)
class _Buckets:
    any: float
    costly: float
    at: float


class Limiter:
    """The buckets of every address seen lately; ``admit`` spends their tokens."""

    def __init__(
        self,
        *,
        any_request: Rate = ANY_REQUEST,
        costly_request: Rate = COSTLY_REQUEST,
        trusted_proxies: Iterable[str] = (),
        kept: int = ADDRESSES_KEPT,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._any = any_request
        self._costly = costly_request
        self._proxies: tuple[Network, ...] = tuple(
            ipaddress.ip_network(proxy.strip(), strict=False) for proxy in trusted_proxies
        )
        self._kept = kept
        self._clock = clock
        self._buckets: OrderedDict[str, _Buckets] = OrderedDict()

    @classmethod
    def per_visitor(cls, costly: Rate | None, trusted_proxies: Iterable[str] = ()) -> Limiter:
        """The limits an admin sets (``POSTBOARD_WEB_RATE``): ``costly`` for boards and
        past plies, every request at as many times that as the defaults have; None, none."""
        if costly is None:
            return cls(any_request=UNLIMITED, costly_request=UNLIMITED)
        any_request = Rate(costly.per_second * ANY_PER_COSTLY, costly.burst * ANY_PER_COSTLY)
        return cls(any_request=any_request, costly_request=costly, trusted_proxies=trusted_proxies)

    def admit(self, client: str, *, costly: bool) -> float | None:
        """None if ``client`` may be answered now (its tokens spent); else the seconds
        until it may ask again."""
        now = self._clock()
        buckets = self._buckets.get(client)
        if buckets is None:
            buckets = _Buckets(self._any.burst, self._costly.burst, now)
            self._buckets[client] = buckets
            while len(self._buckets) > self._kept:
                self._buckets.popitem(last=False)
        else:
            self._buckets.move_to_end(client)
            elapsed = max(0.0, now - buckets.at)
            buckets.any = min(self._any.burst, buckets.any + elapsed * self._any.per_second)
            buckets.costly = min(
                self._costly.burst, buckets.costly + elapsed * self._costly.per_second
            )
            buckets.at = now
        wait = _wait(buckets.any, self._any)
        if costly:
            wait = max(wait, _wait(buckets.costly, self._costly))
        if wait > 0:
            return wait
        buckets.any -= 1
        if costly:
            buckets.costly -= 1
        return None

    def client(self, peer: str | None, forwarded_for: str | None) -> str:
        """Who a request counts against: the peer, or the address a trusted proxy
        says it forwards for; an IPv6 address as its /64."""
        address = _address(peer)
        if address is None:
            return peer or "?"
        if forwarded_for and self._trusted(address):
            for hop in reversed(forwarded_for.split(",")):
                said = _address(hop.strip())
                if said is None:
                    break  # not an address: nothing further left can be believed either
                address = said
                if not self._trusted(said):
                    break
        if isinstance(address, ipaddress.IPv6Address):
            if address.ipv4_mapped is not None:
                return str(address.ipv4_mapped)
            return str(ipaddress.ip_network(f"{address}/{IPV6_PREFIX}", strict=False))
        return str(address)

    def trusts(self, peer: str | None) -> bool:
        """Whether ``peer`` is a trusted proxy, whose forwarding headers are believed
        (``X-Forwarded-For`` here, ``X-Forwarded-Proto`` for a player's cookie)."""
        address = _address(peer)
        return address is not None and self._trusted(address)

    def _trusted(self, address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
        return any(address in proxy for proxy in self._proxies)


def _wait(tokens: float, rate: Rate) -> float:
    return 0.0 if tokens >= 1 else (1 - tokens) / rate.per_second


def retry_after(seconds: float) -> str:
    """``Retry-After`` in whole seconds, at least one."""
    return str(max(1, math.ceil(seconds)))


def _address(text: str | None) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    if not text:
        return None
    try:
        return ipaddress.ip_address(text.split("%", 1)[0])
    except ValueError:
        return None
