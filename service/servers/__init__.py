"""Postboard joining and leaving servers: the welcome, the suspension of a server's games
while the bot is away, and the deletion of its data once the grace period is over."""

from service.servers.desk import (
    DEFAULT_GRACE,
    Arrival,
    Departure,
    Purge,
    Seen,
    ServerDesk,
    Standing,
)

__all__ = ["DEFAULT_GRACE", "Arrival", "Departure", "Purge", "Seen", "ServerDesk", "Standing"]
