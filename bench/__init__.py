"""Performance figures: `python -m bench` (playouts, rendering, service latency, the computer)."""
