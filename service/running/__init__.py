"""The service at work beside its channels: what a channel offers the shell (``channels``),
what the core hands channels to tell people (``outbox``), the timed work when no
channel runs it (``sweeper``), and the connection limits listeners share
(``connections``)."""
