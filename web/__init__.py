"""The games' read-only web pages: a channel beside ``bot`` and ``mail``, on aiohttp.

Off unless ``POSTBOARD_WEB=host:port`` is set (the shell starts it through
``web.channel`` on the one service every channel shares). Every page is read
through ``service.spectators``, which decides what a spectator may see and which
addresses exist; this package only turns that into HTML, JSON, PNG and Server-Sent
Events (``web.app``).
"""

from web.app import make_app
from web.server import WebServer

__all__ = ["WebServer", "make_app"]
