"""Under a player's own ``/review``: their analysis lines (``service.explore``) that start
at the position shown, named, so the review leads back to them; for them alone."""

from __future__ import annotations

from storage.protocol.explore import ExploreLine
from words import Command, Items, Msg, Verbatim, msg


def lines_from_here(kept: list[ExploreLine], ply: int) -> Msg | None:
    """Under a player's own ``/review`` of ``ply``: their lines that start there, by
    name (the working line as such), for them alone; None when there are none."""
    here = [line for line in kept if line.start_ply == ply]
    if not here:
        return None
    named = tuple(
        msg("explore-line-named", name=Verbatim(line.name))
        if line.name
        else msg("explore-working-line")
        for line in here
    )
    return msg(
        "explore-in-review",
        count=len(here),
        lines=Items(named),
        open=Command("lines open"),
        explore=Command("explore", (("ply", str(ply)),)),
    )
