"""A player's own page of a game: the routes, the session cookie, CSRF and rate limits.

===========================================  =============================================
``GET  /p/<token>``                          a personal link: exchanged for a session, then
                                             ``303`` to ``/play/<game>`` (no token stays in
                                             the address bar, the history or a Referer)
``GET  /play/<game>[?ply=N][&prefix=...]``   the player's page (a board at ply N; the move
                                             built so far)
``GET  /play/<game>/state.json``             the page's moving parts (ETag)
``GET  /play/<game>/steps?prefix=...``       the next steps of the player's move
``GET  /play/<game>/board/<N>.png``          the player's own board after N plies
``GET  /play/<game>/board/<N>.txt``          that board in words (its alt text)
``GET  /play/<game>/events``                 Server-Sent Events: the game's version on change
``POST /play/<game>/move``                   ``move``, ``ply``, ``csrf``: play it
``POST /play/<game>/offer``                  ``action`` (draw, takeback, pause, abort,
                                             resign with ``confirm=yes``, accept, decline
                                             with ``kind``), ``ply``, ``csrf``
===========================================  =============================================

The JSON (``web.player_pages``): ``state.json`` is ``version`` (changes with anything
either page shows), ``game``, ``id``, ``label``, ``title``, ``names``, ``seat``,
``plies``, ``to_move``, ``your_turn``, ``finished``, ``status`` and ``waiting`` (the
page's sentences), ``moves`` (``ply``, ``seat``, ``text``, ``entry``), ``clock``
(``left``, ``ticking``, ``paused``, ``control``) or null, ``steps`` (the first step of
the player's move, as ``steps`` answers) or null, ``offers`` (``kind``, ``yours``,
``said``), ``actions`` (``action``, ``label``), ``board`` and ``words`` (below the
game's pages, ``/play/<game>/``), ``expires_at`` and ``csrf``. ``steps?prefix=`` is
``ply``, ``prefix``, ``complete``, ``said``, ``choices`` (``word``, ``move``,
``complete``, ``more``, ``group``) and ``groups`` (``key``, ``label``). A POST's JSON
answer is ``{"ok": true, "said", "state"}`` or ``{"ok": false, "error"}`` (with
``"confirm": true`` when a resignation waits to be confirmed); a refusal of the
session is ``403`` with ``{"error"}``.

Everything is the service's (``service.web_play.PlayDesk``): which link opens which
seat, what the seat may see, and every move and offer, through the same desks as
Discord and mail. What a request changes is handed to the other channels (``tell``,
the shell's switchboard) in the background, so the player's answer does not wait
for Discord; a post that never got made is made by the owed-posts sweep.

The session cookie is ``HttpOnly``, ``SameSite=Strict``, scoped to the game's pages
(``Path=/play/<game>``, below the public address's own path), and ``Secure`` when the
page is reached over HTTPS (the request's own scheme, a trusted proxy's
``X-Forwarded-Proto``, or an ``https`` public address). Every POST needs the session
and its CSRF token (a form field or ``X-CSRF-Token``), compared in constant time, and
is refused when the browser says it came from another site (``Sec-Fetch-Site``).
POSTs are rate limited per session and link exchanges per address, on top of the
site's limits per address. A POST answers JSON when asked (``Accept:
application/json``), else ``303`` back to the page, or the page with the refusal.
"""

from web.play.routes import add_routes
from web.play.site import COOKIE, SITE, PlaySite

__all__ = ["COOKIE", "SITE", "PlaySite", "add_routes"]
