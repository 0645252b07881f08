"""Looking back at a game: its board at any ply, stepping through it, and an animated
replay (``desk``); which positions and whose view (``positions``); which frames and
how small (``film``). The pictures themselves are ``rendering.animation``'s."""
