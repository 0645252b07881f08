"""The web pages' way of writing the core's messages: escaped HTML, times in the
reader's zone, Discord's commands named as the page's readers use them."""

from __future__ import annotations

from words.html import HtmlStyle
from words.render import Renderer

WEB = Renderer(HtmlStyle("web"))
