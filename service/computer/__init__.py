"""The computer as a player and as an adviser: its moves and /hint (``desk``), and /analyse
after a finished game (``analysis``). The engines themselves are ``ai``'s."""
