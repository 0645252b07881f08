"""A player's data rights (issue 32.5): what is kept about them and why (``about``), all
of it as one file (``export``), and forgetting them (``desk``): their running games
ended as any resignation ends a game, their own rows erased and their finished games
kept for their opponents under a former player."""
