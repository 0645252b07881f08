"""Conditional moves (/premove): queued answers to the opponent's next moves (``desk``).
Playing them after a move is the pipeline's (``games.conditional``)."""
