"""Tournaments as correspondence clubs run them: round-robin sections and Swiss events.

An admin creates one, players join until its start date, and every pairing is played
as a normal game (`conductor`); who plays whom follows FIDE's Berger tables and Dutch
system (`pairing`); the standings and their tie-breaks are computed from the games'
stored results every time (`standings`, `table`). The desk the channels call is
`desk.TournamentDesk`; the game pipeline calls `hooks` when a game ends.

This package's ``__init__`` imports nothing: the pipeline imports `hooks`, and the
desk imports the pipeline's desk, so importing the desk here would make a circle.
"""
