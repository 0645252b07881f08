"""What every feature of the service uses and none owns: lists cut to a message (``budget``,
``lists``, ``paging``), names as text (``names``), what hidden information allows
(``privacy``), the replay cache (``replays``) and the one cache helper (``caches``).

Below ``games``: nothing here imports another package of the service."""
