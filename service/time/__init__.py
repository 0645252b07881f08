"""Time in a correspondence game: time controls (``controls``), how a clock moves with each
move (``clockwork``, pure functions) and vacations that stop it (``vacations``).

Below ``games``, which moves the clocks; the sweep that ends games on time is
``games.timeouts``."""
