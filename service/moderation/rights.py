"""Who may moderate a server's games: members with Manage Server, and members of the
moderator role the server set (``/postboard config``). The channel says what it knows
of the member (`Rights`); the rule is here, so every channel applies the same one."""

from __future__ import annotations

from dataclasses import dataclass, field

from service.errors import NotAllowed
from storage.models import GuildSettings
from words import Command, msg


@dataclass(frozen=True, slots=True)
class Rights:
    """What the asking member holds in the server: Manage Server, and their roles."""

    user_id: int
    guild_id: int
    manages_server: bool
    role_ids: frozenset[int] = field(default_factory=frozenset)


def check_manager(rights: Rights) -> None:
    """Refuse a member without Manage Server (a server's settings, its overview)."""
    if not rights.manages_server:
        raise NotAllowed(msg("moderation-needs-manage-server"))


def check_moderator(rights: Rights, settings: GuildSettings | None) -> None:
    """Refuse a member who may not moderate games here, naming what they would need."""
    if rights.manages_server:
        return
    role = None if settings is None else settings.moderator_role_id
    if role is not None and role in rights.role_ids:
        return
    if role is None:
        config = Command("postboard config", (("moderator_role", "…"),))
        raise NotAllowed(msg("moderation-needs-right-no-role", config=config))
    raise NotAllowed(msg("moderation-needs-right"))
