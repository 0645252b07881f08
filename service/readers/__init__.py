"""Who reads, and in which language and time zone: the choices there are (``locales``) and
what the service knows of each reader and server (``desk.ReaderDesk``).

Below ``games``: every image and message the service writes asks here first."""
