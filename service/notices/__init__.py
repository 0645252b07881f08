"""What the service tells players unasked: the daily digest (``digests``) and the ping
cooldown that keeps requests from pinging one person too often (``pings``)."""
