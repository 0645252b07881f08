"""A player's own web page of a game: personal links, sessions, the page, and play.

``desk.PlayDesk`` is what the web channel calls; ``links`` signs and reads personal
links, ``sessions`` exchanges them for sessions and checks those, ``pages`` reads the
game as the player's seat may see it, ``steps`` builds a move one word at a time.
"""
