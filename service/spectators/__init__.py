"""What anyone may see of a server's games: the read-only web pages' core (``desk``)."""
