"""From an invitation to a game: direct challenges (``desk``), open seeks on a server's
games channel (``seeks``), the terms both carry and the rules of who may be challenged
(``terms``, ``policy``), and the checks every proposal of terms goes through (``proposals``)."""
