"""A player's private analysis board kept with a game: ``/explore`` (issue 34)."""
