"""Game records: writing them with their tags (``book``), reading them back and checking
them by replaying (``loader``), and exporting a player's finished games (``desk``).

The format is ``docs/design.md``'s, with PGN-like tags in comments (``tags``); it is
described for players in ``docs/records.md``.
"""
